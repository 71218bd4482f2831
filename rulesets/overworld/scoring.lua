-- Overworld: the end scoring (regions, door tours, Provisions, Ports) and the query hooks
-- that say what each would give now. Shared helpers come from common.lua.

local O = Overworld
local key, cell_id, gap_cells, bordering = O.key, O.cell_id, O.gap_cells, O.bordering

local function majority(g, counts)
  local best, tied = 0, {}
  for p = 1, g:players() do
    if counts[p] > best then best, tied = counts[p], { p } elseif counts[p] == best and best > 0 then tied[#tied + 1] = p end
  end
  if best == 0 or (#tied > 1 and not g:param("region_ties_score")) then return {} end
  return tied
end

-- Calls visit(takers, reason) for every region, and with coast_scores for every Coast
-- square, as if the game ended now: in the order their squares were placed (a region by
-- its oldest square).
local function each_majority(g, visit)
  if not g:param("coast_scores") then
    -- a region without explorers goes to nobody
    local held = g:pieces_by_region()
    for i = 1, #held do visit(majority(g, held[i]), "region") end
    return
  end
  local regions = g:regions()
  local oldest = {}
  for i = 1, #regions do oldest[cell_id(regions[i].x, regions[i].y)] = true end
  for t = 1, g:tile_count() do
    local cells = g:tile_cells(t)
    for i = 1, #cells do
      local x, y = cells[i].x, cells[i].y
      if oldest[cell_id(x, y)] then
        visit(majority(g, g:region_pieces(x, y)), "region")
      elseif not g:cell_terrain(x, y) then
        local counts, here = {}, g:pieces_at(x, y)
        for p = 1, g:players() do counts[p] = 0 end
        for j = 1, #here do counts[g:piece_owner(here[j])] = counts[g:piece_owner(here[j])] + 1 end
        visit(majority(g, counts), "coast")
      end
    end
  end
end

local function score_regions(g)
  local points = g:param("region_points")
  each_majority(g, function(takers, reason)
    for i = 1, #takers do g:score(takers[i], points, reason) end
  end)
end

-- Query hook: what player `p`'s regions (and Coast squares) would score if the game ended now.
function region_score(g, p)
  local total, points = 0, g:param("region_points")
  each_majority(g, function(takers)
    for i = 1, #takers do
      if takers[i] == p then total = total + points end
    end
  end)
  return total
end

-- The squares a door may be scored from: its own, or (door_best_square) the squares of its
-- gap that lie furthest in one of the eight directions. The tour length is the largest of
-- sums of these linear measures, so its best is reached on one of them.
local DIRECTIONS = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 }, { 1, 1 }, { 1, -1 }, { -1, 1 }, { -1, -1 } }

local function door_squares(g, door)
  local x, y = g:piece_cell(door)
  local n = g:var("gap_of", key(x, y))
  if not g:param("door_best_square") or n == 0 then return { { x = x, y = y } } end
  local cells, found, seen = gap_cells(g, n), {}, {}
  for d = 1, #DIRECTIONS do
    local sx, sy = DIRECTIONS[d][1], DIRECTIONS[d][2]
    local best
    for i = 1, #cells do
      if not best or sx * cells[i].x + sy * cells[i].y > sx * best.x + sy * best.y then best = cells[i] end
    end
    local id = cell_id(best.x, best.y)
    if not seen[id] then
      seen[id] = true
      found[#found + 1] = best
    end
  end
  return found
end

-- The closed tour through the squares, in the order given, each leg the grid distance.
local function tour(g, squares)
  local total = 0
  if #squares < 2 then return 0 end
  for i = 1, #squares do
    local a, b = squares[i], squares[i % #squares + 1]
    total = total + g:distance(a.x, a.y, b.x, b.y)
  end
  return total
end

-- The best tour over the choices of square for each door (doors 1..#options from i on).
local function best_tour(g, options, i, chosen)
  if i > #options then return tour(g, chosen) end
  local best = 0
  for j = 1, #options[i] do
    chosen[i] = options[i][j]
    local value = best_tour(g, options, i + 1, chosen)
    if value > best then best = value end
  end
  chosen[i] = nil
  return best
end

-- The dungeon score of `p`: its doors' closed tour (1 door: 0; 2: there and back).
local function door_tour(g, p)
  local doors, options = g:pieces_of(p, "door"), {}
  for i = 1, #doors do options[i] = door_squares(g, doors[i]) end
  return best_tour(g, options, 1, {})
end

-- Provisions in the gaps a player owns, split into sets of distinct kinds: k kinds score k*k.
local function provisions_score(g, p)
  local counts, keys = {}, g:var_keys("provision")
  for i = 1, #keys do
    if g:var("gap_owner", g:var("gap_of", keys[i])) == p then
      local card = g:var("provision", keys[i])
      counts[card] = (counts[card] or 0) + 1
    end
  end
  local total = 0
  while true do
    local kinds = 0
    for card, left in pairs(counts) do
      if left > 0 then
        kinds = kinds + 1
        counts[card] = left - 1
      end
    end
    if kinds == 0 then return total end
    total = total + kinds * kinds
  end
end

-- The Port's bonus: the largest region sharing an edge with its gap (the owner's pick).
local function port_bonus(g, port)
  local x, y = g:piece_cell(port)
  local n = g:var("gap_of", key(x, y))
  if n == 0 then return 0 end
  local rlist, best = bordering(g, n), 0
  for i = 1, #rlist do
    local size = g:region_size(rlist[i].x, rlist[i].y)
    if size > best then best = size end
  end
  return best
end

function final_scoring(g)
  score_regions(g)
  for p = 1, g:players() do g:score(p, door_tour(g, p), "doors") end
  if g:param("provisions") then
    for p = 1, g:players() do g:score(p, provisions_score(g, p), "provisions") end
  end
  if g:param("ports") then
    for p = 1, g:players() do
      local port = g:pieces_of(p, "port")[1]
      if port then g:score(p, port_bonus(g, port), "port") end
    end
  end
  g:end_game()
end

-- Query hook for the bots: what the regions and doors would score if the game ended now.
function evaluate(g, p)
  return g:score_of(p) + region_score(g, p) + door_tour(g, p)
end

-- Query hook for the studio's Scores dock: what each reason would add to `p`'s score if the
-- game ended now (final_scoring's lines).
function projected_scores(g, p)
  local sheet = { region = 0, coast = 0, doors = door_tour(g, p) }
  local points = g:param("region_points")
  each_majority(g, function(takers, reason)
    for i = 1, #takers do
      if takers[i] == p then sheet[reason] = sheet[reason] + points end
    end
  end)
  if g:param("provisions") then sheet.provisions = provisions_score(g, p) end
  if g:param("ports") then
    local port = g:pieces_of(p, "port")[1]
    sheet.port = port and port_bonus(g, port) or 0
  end
  return sheet
end

-- Query hooks (studio, bots, tests): what player `p` would score now from its doors, its
-- provisions and its Port.
function door_score(g, p)
  return door_tour(g, p)
end

function provisions_value(g, p)
  return provisions_score(g, p)
end

function port_value(g, p)
  local port = g:pieces_of(p, "port")[1]
  return port and port_bonus(g, port) or 0
end

