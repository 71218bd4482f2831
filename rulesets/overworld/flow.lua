-- Overworld: turn flow, gaps and their competitions, doors, Ports and Provisions.
-- Hooks are stateless: everything they know is read from the game `g` (docs/lua-api.md).
-- Global functions are the flow's entry points (setup and continuations); helpers are local.
-- Shared helpers come from common.lua; the end scoring (final_scoring) from scoring.lua.

local COAST = { "coast_bay", "coast_strait" }
local O = Overworld
local key, cell_id, parse = O.key, O.cell_id, O.parse
local explorers_on_tiles, available_explorers, explorer_kind = O.explorers_on_tiles, O.available_explorers, O.explorer_kind
local in_zone, survey_fits, gap_cells, bordering, contest = O.in_zone, O.survey_fits, O.gap_cells, O.bordering, O.contest

local begin_turn, next_turn, take_coast, place_explorers, coast_explorer_step, find_gaps
local next_gap, resolve, award, placement_step, after_placement

-- --- set-up ---------------------------------------------------------------------------------

function setup(g)
  g:fill_bag("bag")
  for i = 1, #COAST do
    while g:take("bag", COAST[i]) do g:put("coast_pile", COAST[i]) end
  end
  if g:param("provisions") then g:fill_bag("shop") end
  g:draw("coast_pile", "start_coast", 1)
end

-- One random Coast tile starts the board; it never holds a piece.
function start_coast(g, tile)
  g:place_tile(tile, 0, 0)
  if g:players() == 3 and g:param("remove_tile_with_three") then
    return g:draw("bag", "set_aside", 1)
  end
  begin_turn(g, 1)
end

function set_aside(g, tile)
  g:discard(tile, "box")
  begin_turn(g, 1)
end

-- --- the turn: draw, grow the board -----------------------------------------------------

begin_turn = function(g, p)
  g:start_turn(p)
  g:set_var("active", p)
  g:set_var("survey_tile", 0)
  g:set_var("coast_tile", 0)
  g:draw("bag", "drawn")
end

-- A Survey tile that fits nowhere goes back to the box and the player draws another.
function drawn(g, tile)
  if g:ask_place(tile, "placed") then return end
  g:discard(tile, "box")
  if g:zone_count("bag") == 0 then return final_scoring(g) end
  g:draw("bag", "drawn")
end

-- With the coast icon the player also takes a Coast tile of their choice from the pile
-- (of the patterns whose teeth can meet the Survey tile just placed).
function placed(g, tile)
  g:set_var("survey_tile", tile)
  if g:tile_attr(tile, "coast_icon") > 0 then
    local fits = {}
    for i = 1, #COAST do
      if in_zone(g, "coast_pile", COAST[i]) and g:can_place(COAST[i], { next_to = tile }) then
        fits[#fits + 1] = COAST[i]
      end
    end
    if #fits == 1 then return take_coast(g, fits[1]) end
    if #fits > 1 then
      g:choose("coast_chosen")
      for i = 1, #fits do g:option("coast_pattern", fits[i]) end
      return
    end
  end
  place_explorers(g)
end

function coast_chosen(g, _, tile)
  take_coast(g, g:tile_id(tile))
end

take_coast = function(g, id)
  g:take("coast_pile", id)
  g:ask_place(id, "coast_placed", { next_to = g:var("survey_tile") })
end

function coast_placed(g, tile)
  g:set_var("coast_tile", tile)
  place_explorers(g)
end

-- --- explorers ----------------------------------------------------------------------------

-- One explorer per square of the Survey tile: camels land side up, ships water side up.
-- Short of them, the player picks the squares one at a time.
place_explorers = function(g)
  local p = g:var("active")
  local tile = g:var("survey_tile")
  local kind = explorer_kind(g, tile)
  local free, cells = {}, g:tile_cells(tile)
  for i = 1, #cells do
    if #g:pieces_at(cells[i].x, cells[i].y) == 0 then free[#free + 1] = cells[i] end
  end
  local left = g:supply(p, kind)
  if #free == 0 or left == 0 then return coast_explorer_step(g) end
  if left >= #free then
    for i = 1, #free do g:deploy_cell(p, kind, free[i].x, free[i].y) end
    return coast_explorer_step(g)
  end
  g:choose("explorer_chosen", p)
  for i = 1, #free do g:option("explorer_square", free[i].x, free[i].y) end
end

function explorer_chosen(g, _, x, y)
  g:deploy_cell(g:var("active"), explorer_kind(g, g:var("survey_tile")), x, y)
  place_explorers(g)
end

-- A Coast tile played this turn takes a camel or a ship, the player's pick.
coast_explorer_step = function(g)
  local tile = g:var("coast_tile")
  if tile == 0 then return find_gaps(g) end
  local p = g:var("active")
  local c = g:tile_cells(tile)[1]
  local camel, ship = g:supply(p, "camel") > 0, g:supply(p, "ship") > 0
  if not camel and not ship then return find_gaps(g) end
  g:choose("coast_explorer", p)
  if camel then g:option("coast_camel", c.x, c.y) end
  if ship then g:option("coast_ship", c.x, c.y) end
end

function coast_explorer(g, choice, x, y)
  g:deploy_cell(g:var("active"), choice == "coast_camel" and "camel" or "ship", x, y)
  find_gaps(g)
end

-- --- gaps -----------------------------------------------------------------------------------

-- A gap can only form next to a tile placed this turn: every other empty area is as it
-- was. Each new enclosed area no Survey tile fits becomes a gap, waiting to be resolved.
find_gaps = function(g)
  local seen = {}
  local tiles = { g:var("survey_tile") }
  if g:var("coast_tile") > 0 then tiles[2] = g:var("coast_tile") end
  for t = 1, #tiles do
    local cells = g:tile_cells(tiles[t])
    for i = 1, #cells do
      local around = g:cell_neighbours(cells[i].x, cells[i].y)
      for j = 1, #around do
        local c = around[j]
        local id = cell_id(c.x, c.y)
        if not seen[id] and not g:tile_at(c.x, c.y) and g:var("gap_of", key(c.x, c.y)) == 0 then
          seen[id] = true
          local area, enclosed = g:area_cells(c.x, c.y)
          for a = 1, #area do seen[cell_id(area[a].x, area[a].y)] = true end
          if enclosed and not survey_fits(g, c.x, c.y) then
            local n = g:var("gap_count") + 1
            g:set_var("gap_count", n)
            g:set_var("gap_x", n, area[1].x)
            g:set_var("gap_y", n, area[1].y)
            for a = 1, #area do g:set_var("gap_of", key(area[a].x, area[a].y), n) end
            g:set_var("pending", n, 1)
          end
        end
      end
    end
  end
  next_gap(g)
end

-- Gaps formed this turn are resolved one by one, in the order the active player picks.
next_gap = function(g)
  g:set_var("current_gap", 0)
  g:set_var("winner", 0)
  local keys, pending = g:var_keys("pending"), {}
  for i = 1, #keys do pending[i] = tonumber(keys[i]) end
  table.sort(pending)
  if #pending == 0 then return next_turn(g) end
  if #pending == 1 or not g:param("choose_gap_order") then return resolve(g, pending[1]) end
  g:choose("gap_chosen", g:var("active"))
  for i = 1, #pending do
    g:option("resolve_gap", g:var("gap_x", pending[i]), g:var("gap_y", pending[i]))
  end
end

function gap_chosen(g, _, x, y)
  resolve(g, g:var("gap_of", key(x, y)))
end

-- The most explorers in the bordering regions win; a tie is broken by the active player;
-- no explorers at all leave the gap unowned.
resolve = function(g, n)
  g:set_var("pending", n, 0)
  g:set_var("current_gap", n)
  local counts = contest(g, n)
  local gx, gy = g:var("gap_x", n), g:var("gap_y", n)
  for p = 1, g:players() do
    if counts[p] > 0 then g:note_for(p, "contest", gx, gy, p, counts[p]) end
  end
  local best, tied = 0, {}
  for p = 1, g:players() do
    if counts[p] > best then best, tied = counts[p], { p } elseif counts[p] == best and best > 0 then tied[#tied + 1] = p end
  end
  if best == 0 or (#tied > 1 and g:param("gap_ties") == "nobody_wins") then
    g:note_for(0, "gap_unowned", gx, gy)
    return next_gap(g)
  end
  if #tied == 1 then return award(g, tied[1]) end
  g:choose("tie_broken", g:var("active"))
  for i = 1, #tied do g:option("award_gap", tied[i], best) end
end

function tie_broken(g, _, p)
  award(g, p)
end

-- The winner's explorers in the bordering regions (and Coast squares, when they compete)
-- go back to its supply; then it places a door or a Port.
award = function(g, w)
  local n = g:var("current_gap")
  local _, _, regions, coasts = bordering(g, n)
  local coast = g:param("coast_competes")
  local mine = g:pieces_of(w)
  for i = 1, #mine do
    local x, y = g:piece_cell(mine[i])
    local r = g:region_id(x, y)
    if (r and regions[r]) or (coast and coasts[cell_id(x, y)] and g:tile_at(x, y)) then g:remove_piece(mine[i]) end
  end
  g:set_var("gap_owner", n, w)
  g:set_var("winner", w)
  placement_step(g, w)
end

-- The Port's second square: a square of the gap next to its first.
local function port_second(g, cells)
  local first = cells[1]
  for i = 2, #cells do
    if g:distance(first.x, first.y, cells[i].x, cells[i].y) == 1 then return cells[i] end
  end
  return cells[2]
end

-- A door from supply, or with all three placed one of them moved here; with Ports and a
-- gap of two or more squares, the Port instead (moved here at the cost of explorers).
placement_step = function(g, w)
  local n = g:var("current_gap")
  local cells = gap_cells(g, n)
  local first = cells[1]
  local options = {}
  if g:supply(w, "door") > 0 then
    options[#options + 1] = { "place_door", first.x, first.y }
  else
    local doors = g:pieces_of(w, "door")
    for i = 1, #doors do options[#options + 1] = { "move_door", doors[i] } end
  end
  if g:param("ports") and #cells >= 2 then
    if g:supply(w, "port") > 0 then
      options[#options + 1] = { "place_port", first.x, first.y }
    else
      local port = g:pieces_of(w, "port")[1]
      if port and available_explorers(g, w) >= g:param("port_move_explorers") then
        options[#options + 1] = { "move_port", port }
      end
    end
  end
  if #options == 1 then return placement_chosen(g, table.unpack(options[1])) end
  g:choose("placement_chosen", w)
  for i = 1, #options do g:option(table.unpack(options[i])) end
end

-- A door or Port leaves the square x, y of an older gap. Without an explorer left there,
-- that gap's provisions belong to no one.
local function vacate(g, w, x, y, leave)
  if leave then
    g:set_var("leave", key(x, y), w)
  else
    g:set_var("gap_owner", g:var("gap_of", key(x, y)), 0)
  end
end

function placement_chosen(g, choice, a, b)
  local w = g:var("winner")
  local cells = gap_cells(g, g:var("current_gap"))
  local first = cells[1]
  if choice == "place_door" then
    g:deploy_cell(w, "door", first.x, first.y)
  elseif choice == "move_door" then
    local x, y = g:piece_cell(a)
    vacate(g, w, x, y, g:param("door_move_leaves_explorer"))
    g:move_piece(a, first.x, first.y)
  else
    if choice == "move_port" then
      local old = g:var_keys("port_square")
      local left = 0
      for i = 1, #old do
        if g:var("port_square", old[i]) == w then
          local x, y = parse(old[i])
          g:set_var("port_square", old[i], 0)
          left = left + 1
          vacate(g, w, x, y, left <= g:param("port_move_explorers"))
        end
      end
      g:move_piece(a, first.x, first.y)
    else
      g:deploy_cell(w, "port", first.x, first.y)
    end
    local second = port_second(g, cells)
    g:set_var("port_square", key(first.x, first.y), w)
    g:set_var("port_square", key(second.x, second.y), w)
  end
  after_placement(g)
end

-- Is square c of the current gap still bare (no piece, no Port, no provision)?
local function bare(g, c)
  local k = key(c.x, c.y)
  return #g:pieces_at(c.x, c.y) == 0 and g:var("port_square", k) == 0 and g:var("provision", k) == 0
end

-- After the door or Port: explorers left in vacated squares, then provisions in the gap's
-- other squares, then the next gap.
after_placement = function(g)
  local w = g:var("winner")
  local leave = g:var_keys("leave")
  if #leave > 0 then
    local x, y = parse(leave[1])
    local board = explorers_on_tiles(g, w)
    if #board == 0 and g:supply(w, "camel") == 0 and g:supply(w, "ship") == 0 then
      g:set_var("leave", leave[1], 0)
      g:set_var("gap_owner", g:var("gap_of", leave[1]), 0)
      return after_placement(g)
    end
    g:choose("explorer_left", w)
    for i = 1, #board do g:option("leave_piece", board[i], x, y) end
    if g:supply(w, "camel") > 0 then g:option("leave_camel", x, y) end
    if g:supply(w, "ship") > 0 then g:option("leave_ship", x, y) end
    return
  end
  if g:param("provisions") and g:zone_count("shop") > 0 then
    local cells = gap_cells(g, g:var("current_gap"))
    for i = 1, #cells do
      if #cells > 1 and bare(g, cells[i]) then
        g:choose("provision_chosen", w)
        local items, offered = g:zone_items("shop"), {}
        for j = 1, #items do
          if not offered[items[j]] then g:option("provision", items[j], cells[i].x, cells[i].y) end
          offered[items[j]] = true
        end
        return
      end
    end
  end
  next_gap(g)
end

-- The explorer left behind is lost for good: it stands in the gap's square, on no tile.
function explorer_left(g, choice, a, b, c)
  local w = g:var("winner")
  local x, y
  if choice == "leave_piece" then
    x, y = b, c
    g:move_piece(a, x, y)
  else
    x, y = a, b
    g:deploy_cell(w, choice == "leave_camel" and "camel" or "ship", x, y)
  end
  local k = key(x, y)
  g:set_var("leave", k, 0)
  if not g:param("moved_door_keeps_provisions") then g:set_var("gap_owner", g:var("gap_of", k), 0) end
  after_placement(g)
end

function provision_chosen(g, _, card, x, y)
  g:take("shop", card)
  g:set_var("provision", key(x, y), card)
  after_placement(g)
end

-- --- the end --------------------------------------------------------------------------------

-- The game ends when the bag is empty, or once the Coast pile is empty and every player
-- has had as many turns as the others.
next_turn = function(g)
  if g:zone_count("bag") == 0 then return final_scoring(g) end
  if g:param("end_on_empty_coast_pile") and g:zone_count("coast_pile") == 0 and g:turn() % g:players() == 0 then
    return final_scoring(g)
  end
  begin_turn(g, g:var("active") % g:players() + 1)
end

-- Each region goes to the most explorers in it; with region_ties_score every tied player
