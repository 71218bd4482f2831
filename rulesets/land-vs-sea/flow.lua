-- Land vs Sea: the draft, the turn (place, Play Again, Steal, score, waypoint, refill),
-- holes and the Volcano/Whirlpool, and the optional scorings. Hooks are stateless: all
-- they know is read from the game `g` (docs/lua-api.md). Global functions are the flow's
-- entry points (setup and continuations); helpers are local.
--
-- Seats: 1 Land, 2 Sea; with 3 players seat 3 is the Cartographer; with 4, seats 1 and 3
-- are the Land team and 2 and 4 the Sea team, each team sharing one score.

local LAND, SEA, CARTOGRAPHER = 1, 2, 3
local STACKS = { { top = "top_a", face = "face_a", count = "stack_a" }, { top = "top_b", face = "face_b", count = "stack_b" } }

local reveal, after_reveal, draft_next, offer_take, begin_turn, play, score_placement, after_placement
local finish_turn, refill, next_turn, final_scoring, faces_of, drop_shown, side_of, fill_hole, stack_total, trades

-- --- roles --------------------------------------------------------------------------------

-- The side a player plays ("land", "sea" or nil for the Cartographer).
side_of = function(g, p)
  if g:players() == 3 and p == CARTOGRAPHER then return nil end
  return (p % 2 == 1) and "land" or "sea"
end

-- --- tiles and their up faces ---------------------------------------------------------------

-- The names of a map tile's two faces, read from its id "<face 1>+<face 2>".
faces_of = function(g, item)
  local a, b = string.match(g:tile_id(item), "^(.-)%+(.+)$")
  return a, b
end

-- Whether the up faces `shown` (item numbers of "up:" tiles) can be given one to each of
-- the `held` tiles, each being a face of its tile. Hands hold at most 2 tiles.
local function face_of(g, item, up)
  local name = string.sub(g:tile_id(up), 4)
  local a, b = faces_of(g, item)
  return name == a or name == b
end

local function matched(g, held, shown)
  if #held ~= #shown then return false end
  if #held == 0 then return true end
  if #held == 1 then return face_of(g, held[1], shown[1]) end
  return (face_of(g, held[1], shown[1]) and face_of(g, held[2], shown[2]))
    or (face_of(g, held[1], shown[2]) and face_of(g, held[2], shown[1]))
end

-- `list` without its i-th entry.
local function without(list, i)
  local out = {}
  for k = 1, #list do
    if k ~= i then out[#out + 1] = list[k] end
  end
  return out
end

-- Removes from player p's shown zone the up face of the tile `item` that just left the
-- hand, keeping the other shown faces matched to the tiles still held; `prefer` (the face
-- the tile was placed on) goes when either could.
drop_shown = function(g, p, item, prefer)
  local held = g:zone_items("hand", p)
  local shown = g:zone_items("shown", p)
  local best
  for i = 1, #shown do
    if face_of(g, item, shown[i]) and matched(g, held, without(shown, i)) then
      if not best or g:tile_id(shown[i]) == "up:" .. tostring(prefer) then best = shown[i] end
    end
  end
  -- a seat's view deals the unseen tiles back in an order that says nothing, so there
  -- another's hand need not fit its up faces: any face then goes
  g:take("shown", best or shown[1], p)
end

-- --- the stacks -----------------------------------------------------------------------------

stack_total = function(g, k)
  return g:var(STACKS[k].count) + g:zone_count(STACKS[k].top)
end

-- Turns up the top of every stack that has none, one chance draw (and one roll for the up
-- face) at a time; splits the last stack when the other runs out. Then goes on with the
-- draft or the turn.
reveal = function(g, p)
  for k = 1, 2 do
    local other = 3 - k
    if stack_total(g, k) == 0 and g:var(STACKS[other].count) >= 1 then
      -- only one stack left: split it in half (the part under its top tile)
      local half = (stack_total(g, other)) // 2
      g:set_var(STACKS[other].count, g:var(STACKS[other].count) - half)
      g:set_var(STACKS[k].count, half)
    end
  end
  for k = 1, 2 do
    local s = STACKS[k]
    if g:zone_count(s.top) == 0 and g:var(s.count) > 0 then
      g:set_var("revealing", k)
      g:set_var("active", p)
      g:set_var(s.count, g:var(s.count) - 1)
      return g:draw("pool", "revealed", 0) -- drawn by nobody: only its up face is shown
    end
  end
  after_reveal(g, p)
end

function revealed(g, item)
  local s = STACKS[g:var("revealing")]
  g:put(s.top, item)
  if g:param("random_up_face") then return g:roll("side", "turned", 0) end -- the game's roll, no player's
  turned(g, 1)
end

function turned(g, side)
  local s = STACKS[g:var("revealing")]
  local item = g:top(s.top)
  local a, b = faces_of(g, item)
  g:put(s.face, "up:" .. (side == 1 and a or b))
  reveal(g, g:var("active"))
end

after_reveal = function(g, p)
  if g:var("drafting") == 1 then return draft_next(g) end
  refill(g, p)
end

-- Player p chooses a stack and takes its top tile: the real tile into the hand, its up
-- face into the shown zone, face up as it lay.
offer_take = function(g, p)
  g:choose("taken", p)
  for k = 1, 2 do
    if g:zone_count(STACKS[k].top) > 0 then g:option("take", STACKS[k].face) end
  end
end

function taken(g, _, zone)
  local p = g:player()
  local s = (zone == "face_a") and STACKS[1] or STACKS[2]
  local item = g:top(s.top)
  local face = g:top(s.face)
  g:move_item(s.top, item, "hand", p, p)
  g:move_item(s.face, face, "shown", p, p)
  reveal(g, p)
end

-- --- set-up and the draft ---------------------------------------------------------------------

function setup(g)
  if g:players() == 4 then
    g:share_score(LAND, 3)
    g:share_score(SEA, 4)
  end
  g:fill_bag("pool")
  if not g:take("pool", "start") then error("the pool holds no start tile: give the tile 'start' a count of 1 or more") end
  if g:take("pool", "volcano") then g:put("aside", "volcano") end
  g:place_tile("start", 0, 0)
  local n = math.min(g:param("map_tiles"), g:zone_count("pool"))
  g:set_var("stack_a", n - n // 2)
  g:set_var("stack_b", n // 2)
  reveal(g, LAND)
end

-- Starting with Land, each player in turn takes a tile until all hold 2.
draft_next = function(g)
  local best, fewest = nil, 2
  for p = 1, g:players() do
    local held = g:zone_count("hand", p)
    if held < fewest then best, fewest = p, held end
  end
  if best and (g:zone_count("top_a") + g:zone_count("top_b")) > 0 then return offer_take(g, best) end
  g:set_var("drafting", 0)
  begin_turn(g, LAND)
end

-- --- the turn ----------------------------------------------------------------------------------

begin_turn = function(g, p)
  g:start_turn(p)
  g:set_var("plays", 0)
  play(g)
end

-- Place either face of either held tile. A hand that fits nowhere (it cannot happen with
-- the shipped tiles, every face having both terrains) goes to the box and is replaced.
play = function(g)
  local p = g:player()
  local held = g:zone_items("hand", p)
  if #held > 0 and g:ask_place(held, "placed") then return end
  if g:var("plays") == 0 then
    for i = 1, #held do
      g:take("hand", held[i], p)
      drop_shown(g, p, held[i])
      g:discard(held[i], "box")
    end
  end
  finish_turn(g)
end

function placed(g, tile, x, y)
  local p = g:player()
  local item = g:placed_type(tile)
  local _, face = g:tile_face(tile)
  g:take("hand", item, p)
  drop_shown(g, p, item, face)
  g:set_var("plays", g:var("plays") + 1)
  score_placement(g, tile)
  if fill_hole(g, tile, x, y) then return end
  after_placement(g, tile)
end

-- An empty space next to the tile just placed, ringed by 6 edges of one terrain, is a
-- hole: the first one gets the Volcano (land) or Whirlpool (sea) face at once, turned as
-- the closer likes; later holes stay empty. Returns true when it asked the placement.
fill_hole = function(g, tile, x, y)
  if g:var("volcano_used") == 1 or g:zone_count("aside") == 0 then return false end -- used, or a count of 0
  local around = g:cell_neighbours(x, y)
  for i = 1, #around do
    local c = around[i]
    if g:tile_at(c.x, c.y) == nil and g:hole_terrain(c.x, c.y) then
      g:set_var("volcano_used", 1)
      g:set_var("acting_tile", tile)
      g:take("aside", "volcano")
      return g:ask_place("volcano", "volcano_placed", { cover = { x = c.x, y = c.y } })
    end
  end
  return false
end

function volcano_placed(g, tile)
  score_placement(g, tile)
  after_placement(g, g:var("acting_tile"))
end

-- Play Again: the other held tile now (only after the turn's first placement: a hand holds
-- two). Steal: one tile of a player holding two or more.
after_placement = function(g, tile)
  local p = g:player()
  if g:tile_attr(tile, "again") > 0 and g:var("plays") == 1 and g:zone_count("hand", p) > 0 then
    return play(g)
  end
  if g:tile_attr(tile, "steal") > 0 then
    local any = false
    for q = 1, g:players() do
      if q ~= p and g:zone_count("hand", q) >= 2 then
        if not any then g:choose("stolen", p) end
        any = true
        local shown = g:zone_items("shown", q)
        for i = 1, #shown do
          if i == 1 or shown[i] ~= shown[i - 1] then g:option("steal", q, shown[i]) end
        end
      end
    end
    if any then
      if g:param("steal_optional") then g:option("no_steal") end
      return
    end
  end
  finish_turn(g)
end

-- The victim's tile showing `face` up: the held tile one of whose faces it is, such that
-- the other shown face still belongs to the other held tile.
function stolen(g, choice, q, face)
  local p = g:player()
  if choice == "steal" then
    local held = g:zone_items("hand", q)
    local shown = g:zone_items("shown", q)
    local at = 1
    for i = 1, #shown do
      if shown[i] == face then at = i end
    end
    local rest = without(shown, at)
    local pick
    for i = 1, #held do
      if not pick and face_of(g, held[i], face) and matched(g, without(held, i), rest) then pick = held[i] end
    end
    g:move_item("hand", pick or held[at] or held[1], "hand", q, p) -- see drop_shown
    g:move_item("shown", face, "shown", q, p)
  end
  finish_turn(g)
end

-- --- scoring --------------------------------------------------------------------------------

-- Whether a placed tile's face shows a Caravan or a Ship.
trades = function(g, tile)
  return g:tile_attr(tile, "caravan") + g:tile_attr(tile, "ship") > 0
end

-- Returns the waypoints on `tile` to their owners, 1 point each to the current player.
local function return_waypoints_on(g, tile)
  local pieces = g:pieces_of()
  for k = #pieces, 1, -1 do
    local x, y = g:piece_cell(pieces[k])
    if g:tile_at(x, y) == tile then
      g:remove_piece(pieces[k])
      g:score(g:player(), g:param("waypoint_points"), "waypoint")
    end
  end
end

-- Everything one placement scores: completed areas (tiles to the area's side; "+" icons
-- and waypoints to the current player), waypoints on tiles now surrounded, Mountain and
-- Coral chains, a Caravan or Ship next to another.
score_placement = function(g, tile)
  local p = g:player()
  local done = g:completed()
  for i = 1, #done do
    local f = done[i]
    local terrain = g:terrain(f)
    g:score(terrain == "land" and LAND or SEA, g:tiles_in(f) * g:param("area_per_tile"), terrain .. "_area", f)
    g:score(p, g:attr(f, "bonus"), "bonus", f)
    local pieces = g:pieces_in(f)
    for k = #pieces, 1, -1 do
      g:remove_piece(pieces[k])
      g:score(p, g:param("waypoint_points"), "waypoint", f)
    end
  end
  local near = g:neighbours(tile)
  near[#near + 1] = tile
  for i = 1, #near do
    if #g:neighbours(near[i]) == 6 then return_waypoints_on(g, near[i]) end
  end
  if g:param("mountain_coral") then
    for _, kind in ipairs({ "mountain", "coral" }) do
      local chain = g:mark_chain(tile, kind)
      if #chain > 1 then
        local to = (kind == "mountain") and LAND or SEA
        if g:players() == 3 then to = CARTOGRAPHER end
        g:score(to, #chain, kind .. "_chain")
      end
    end
  end
  if g:param("caravan_ship") and trades(g, tile) then
    for i = 1, #near - 1 do
      if trades(g, near[i]) then
        g:score(p, g:param("trade_adjacent_points"), "trade_adjacent")
        break
      end
    end
  end
end

-- --- end of the turn ---------------------------------------------------------------------------

-- Waypoint: a player with a side and a waypoint in supply may put it on a part of its
-- side's terrain of a tile with an open edge and no waypoint.
finish_turn = function(g)
  local p = g:player()
  local side = side_of(g, p)
  if g:param("waypoints") and side and g:supply(p, "waypoint") > 0 then
    local taken = {}
    local pieces = g:pieces_of()
    for k = 1, #pieces do
      local x, y = g:piece_cell(pieces[k])
      taken[g:tile_at(x, y)] = true
    end
    local any = false
    local open = g:open_tiles()
    for k = 1, #open do
      local t = open[k]
      if not taken[t] then
        for i = 1, g:segment_count(t) do
          local s = g:segment(t, i)
          if g:terrain(s) == side then
            if not any then g:choose("waypoint_step", p) end
            any = true
            g:option("waypoint", s)
          end
        end
      end
    end
    if any then return g:option("keep_waypoint") end
  end
  refill(g, p)
end

function waypoint_step(g, choice, s)
  local p = g:player()
  if choice == "waypoint" then g:deploy(p, "waypoint", s) end
  refill(g, p)
end

-- Draw back up to 2, one tile at a time from either stack.
refill = function(g, p)
  if g:zone_count("hand", p) < 2 and (g:zone_count("top_a") + g:zone_count("top_b")) > 0 then
    return offer_take(g, p)
  end
  next_turn(g, p)
end

-- The next player clockwise holding a tile; the game ends when nobody holds one.
next_turn = function(g, p)
  for step = 1, g:players() do
    local q = (p + step - 1) % g:players() + 1
    if g:zone_count("hand", q) > 0 then return begin_turn(g, q) end
  end
  final_scoring(g)
end

-- Trade Routes: each group of adjacent Caravan/Ship tiles scores 1 per icon to Land with
-- more Caravans, to Sea with more Ships; a tie scores nothing, or for the Cartographer
-- with 3 players.
final_scoring = function(g)
  if g:param("caravan_ship") then
    local trading = {} -- the tiles showing a Caravan or a Ship
    for _, t in ipairs(g:tiles_with("caravan")) do trading[t] = true end
    for _, t in ipairs(g:tiles_with("ship")) do trading[t] = true end
    local seen = {}
    for t = 1, g:tile_count() do
      if not seen[t] and trading[t] then
        -- the Trade Route: every Caravan or Ship tile reached through such neighbours
        local route, caravans, ships = { t }, 0, 0
        seen[t] = true
        local i = 1
        while i <= #route do
          local r = route[i]
          caravans = caravans + g:tile_attr(r, "caravan")
          ships = ships + g:tile_attr(r, "ship")
          local near = g:neighbours(r)
          for k = 1, #near do
            if not seen[near[k]] and trading[near[k]] then
              seen[near[k]] = true
              route[#route + 1] = near[k]
            end
          end
          i = i + 1
        end
        local to
        if caravans > ships then
          to = LAND
        elseif ships > caravans then
          to = SEA
        elseif g:players() == 3 then
          to = CARTOGRAPHER
        end
        if to then g:score(to, caravans + ships, "trade_route") end
      end
    end
  end
  g:end_game()
end
