-- Overworld: helpers shared by flow.lua and scoring.lua, read through the global table
-- `Overworld` (read-only once the scripts have loaded). They keep no state: everything is
-- read from the game `g` (docs/lua-api.md).
--
-- Gap bookkeeping lives in keyed variables (ruleset.yaml): every square of a gap knows its
-- gap number (gap_of, key "x,y"); a gap knows its first square (gap_x, gap_y), its owner
-- (gap_owner) and whether it still waits to be resolved this turn (pending).

local SURVEY = {
  "survey_fff", "survey_ffm", "survey_fmf", "survey_fmm",
  "survey_mff", "survey_mfm", "survey_mmf", "survey_mmm",
}

local function key(x, y)
  return x .. "," .. y
end

-- A number naming the square x, y (|x|, |y| at most 10^8, the engine's limit), for the sets
-- a hook keeps while it runs: far cheaper to make than key's text.
local function cell_id(x, y)
  return x * 268435456 + y
end

local function parse(k)
  local x, y = k:match("^(-?%d+),(-?%d+)$")
  return tonumber(x), tonumber(y)
end

local function is_explorer(g, piece)
  local t = g:piece_type(piece)
  return t == "camel" or t == "ship"
end

-- The explorers of `p` standing on tiles: those that can still be picked up. Explorers
-- left in a gap's square stand on no tile and are lost for good.
local function explorers_on_tiles(g, p)
  local found, all = {}, g:pieces_of(p)
  for i = 1, #all do
    local x, y = g:piece_cell(all[i])
    if is_explorer(g, all[i]) and g:tile_at(x, y) then found[#found + 1] = all[i] end
  end
  return found
end

local function available_explorers(g, p)
  return #explorers_on_tiles(g, p) + g:supply(p, "camel") + g:supply(p, "ship")
end

local function explorer_kind(g, tile)
  local face = g:tile_face(tile)
  return face == 1 and "camel" or "ship"
end

local function in_zone(g, zone, id)
  local items = g:zone_items(zone)
  for i = 1, #items do
    if g:tile_id(items[i]) == id then return true end
  end
  return false
end

-- Could any Survey tile, any face and turn, legally go into the empty area around x, y?
local function survey_fits(g, x, y)
  for i = 1, #SURVEY do
    if g:fits_inside(SURVEY[i], x, y) then return true end
  end
  return false
end

local function gap_cells(g, n)
  local cells = g:area_cells(g:var("gap_x", n), g:var("gap_y", n))
  return cells
end

-- The regions and Coast squares sharing an edge with gap `n`: a list of one cell per
-- region, a list of Coast squares, and both as sets (region id, cell_id).
local function bordering(g, n)
  local rlist, clist, regions, coasts = {}, {}, {}, {}
  local cells = gap_cells(g, n)
  for i = 1, #cells do
    local around = g:cell_neighbours(cells[i].x, cells[i].y)
    for j = 1, #around do
      local c = around[j]
      if g:tile_at(c.x, c.y) then
        local r = g:region_id(c.x, c.y)
        if r then
          if not regions[r] then
            regions[r] = true
            rlist[#rlist + 1] = c
          end
        else
          local k = cell_id(c.x, c.y)
          if not coasts[k] then
            coasts[k] = true
            clist[#clist + 1] = c
          end
        end
      end
    end
  end
  return rlist, clist, regions, coasts
end

-- Each player's explorers competing for gap `n`.
local function contest(g, n)
  local rlist, clist = bordering(g, n)
  local counts = {}
  for p = 1, g:players() do counts[p] = 0 end
  for i = 1, #rlist do
    local in_region = g:region_pieces(rlist[i].x, rlist[i].y)
    for p = 1, g:players() do counts[p] = counts[p] + in_region[p] end
  end
  if g:param("coast_competes") then
    for i = 1, #clist do
      local here = g:pieces_at(clist[i].x, clist[i].y)
      for j = 1, #here do
        local o = g:piece_owner(here[j])
        counts[o] = counts[o] + 1
      end
    end
  end
  return counts
end

Overworld = {
  key = key,
  cell_id = cell_id,
  parse = parse,
  is_explorer = is_explorer,
  explorers_on_tiles = explorers_on_tiles,
  available_explorers = available_explorers,
  explorer_kind = explorer_kind,
  in_zone = in_zone,
  survey_fits = survey_fits,
  gap_cells = gap_cells,
  bordering = bordering,
  contest = contest,
}
