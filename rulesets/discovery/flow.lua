-- Carcassonne: The Discovery: turn flow and territory scoring.
-- Hooks are stateless: everything they know is read from the game `g` (docs/lua-api.md).
-- Global functions are the flow's entry points (setup and continuations); helpers are local.

local territory_value, begin_turn, final_scoring, offer_hand, next_hand_turn, deal
local offer_follower_step, take_follower_step

-- Tiles set aside before play in the two-tile variant, by player count.
local SET_ASIDE = { [2] = 1, [3] = 2, [4] = 3, [5] = 1 }

-- --- set-up ---------------------------------------------------------------------------

function setup(g)
  g:fill_bag("bag")
  if not g:take("bag", "start") then error("the bag holds no start tile: give the tile 'start' a count of 1 or more") end
  g:place_tile("start", 0, 0)
  if g:param("two_tile_hand") then
    deal(g)
  else
    begin_turn(g)
  end
end

-- Two-tile variant: deal 2 tiles to each player, then set tiles aside face up.
deal = function(g)
  for p = 1, g:players() do
    if g:zone_count("hand", p) < 2 then return g:draw("bag", "dealt", p) end
  end
  if g:param("set_aside_tiles") and g:zone_count("set_aside") < SET_ASIDE[g:players()] then
    return g:draw("bag", "set_aside")
  end
  next_hand_turn(g, 0)
end

function dealt(g, tile)
  g:put("hand", tile, g:player())
  deal(g)
end

function set_aside(g, tile)
  g:put("set_aside", tile)
  deal(g)
end

-- --- a turn with one drawn tile -------------------------------------------------------

-- The next player in seat order (the first at the start) draws a tile.
begin_turn = function(g)
  g:start_turn()
  g:draw("bag", "drawn")
end

-- No legal spot: the tile goes back in the box and the player draws another.
function drawn(g, tile)
  if g:ask_place(tile, "placed") then return end
  g:discard(tile, "box")
  if g:zone_count("bag") == 0 then return final_scoring(g) end
  g:draw("bag", "drawn")
end

-- --- a turn with the two-tile hand ----------------------------------------------------

-- The next player after `from` (0 = before the first) who holds a tile; the game ends
-- when nobody does.
next_hand_turn = function(g, from)
  for step = 1, g:players() do
    local p = (from + step - 1) % g:players() + 1
    if g:zone_count("hand", p) > 0 then
      g:start_turn(p)
      return offer_hand(g)
    end
  end
  final_scoring(g)
end

-- The player picks one of its held tiles that fits somewhere. Only when none fits is a
-- held tile discarded and replaced (a tile that fits nowhere now may fit later).
offer_hand = function(g)
  local p = g:player()
  local held = g:zone_items("hand", p)
  if #held == 0 then return next_hand_turn(g, p) end
  local playable = {}
  for _, tile in ipairs(held) do
    if g:can_place(tile) and playable[#playable] ~= tile then playable[#playable + 1] = tile end
  end
  if #playable == 0 then
    g:take("hand", held[1], p)
    g:discard(held[1], "box")
    if g:zone_count("bag") > 0 then return g:draw("bag", "replaced") end
    return offer_hand(g)
  end
  g:choose("tile_chosen")
  for _, tile in ipairs(playable) do g:option("play_tile", tile) end
end

function replaced(g, tile)
  g:put("hand", tile, g:player())
  offer_hand(g)
end

function tile_chosen(g, _, tile)
  g:take("hand", tile, g:player())
  g:ask_place(tile, "placed_from_hand")
end

function refilled(g, tile)
  g:put("hand", tile, g:player())
  next_hand_turn(g, g:player())
end

-- --- followers --------------------------------------------------------------------------

-- After a placement: deploy on a segment of the tile just placed whose territory holds no
-- follower, or remove one of your followers and score its territory, or neither. `step`
-- is the continuation that takes the answer and goes on, one for each way of drawing.
offer_follower_step = function(g, tile, step)
  local p = g:player()
  g:choose(step)
  if g:supply(p, "follower") > 0 then g:options("deploy", "free_segments", tile) end
  g:options("remove", "pieces_of", p)
  g:option("pass")
end

-- Carries out the answered follower step; the caller goes on to the next turn.
take_follower_step = function(g, choice, target)
  if choice == "deploy" then
    g:deploy(g:player(), "follower", target)
  elseif choice == "remove" then
    local s = g:piece_segment(target)
    g:remove_piece(target)
    g:score(g:player(), territory_value(g, s, g:complete(s)), g:terrain(s), s)
  end
end

-- One drawn tile a turn: the game ends when the bag is empty after a turn.
function placed(g, tile)
  offer_follower_step(g, tile, "follower_step")
end

function follower_step(g, choice, target)
  take_follower_step(g, choice, target)
  if g:zone_count("bag") == 0 then return final_scoring(g) end
  begin_turn(g)
end

-- The two-tile hand: the player draws back up to two while the bag holds tiles.
function placed_from_hand(g, tile)
  offer_follower_step(g, tile, "hand_follower_step")
end

function hand_follower_step(g, choice, target)
  take_follower_step(g, choice, target)
  if g:zone_count("bag") > 0 then return g:draw("bag", "refilled") end
  next_hand_turn(g, g:player())
end

-- --- scoring ----------------------------------------------------------------------------

-- The value of the territory holding segment `s`, scored as complete or not.
territory_value = function(g, s, complete)
  local terrain = g:terrain(s)
  local tiles = g:tiles_in(s)
  local small = complete and tiles == g:param("small_territory_tiles")
  if terrain == "grassland" then
    if not complete then return tiles * g:param("grassland_open_per_tile") end
    if small then return g:param("small_grassland_value") end
    return tiles * g:param("grassland_closed_per_tile")
  elseif terrain == "mountain" then
    -- cities in the mountain and in every grassland touching it
    local cities = g:attr(s, "cities")
    local grasslands = g:adjacent(s, "grassland")
    for i = 1, #grasslands do cities = cities + g:attr(grasslands[i], "cities") end
    if not complete then return cities * g:param("mountain_open_per_city") end
    if small then return cities * g:param("small_mountain_per_city") end
    return cities * g:param("mountain_closed_per_city")
  else
    -- port cities on the sea's shores; a complete sea adds its tiles
    local value = g:adjacent_attr(s, "cities") * g:param("sea_per_city")
    if complete and not small then value = value + tiles * g:param("sea_closed_per_tile") end
    return value
  end
end

-- Query hook for the studio: what the territory holding segment `s` would score if a
-- follower left it now.
function territory_score(g, s)
  return territory_value(g, s, g:complete(s))
end

-- After the last tile: every deployed follower scores its territory, as incomplete.
final_scoring = function(g)
  local as_incomplete = g:param("final_as_incomplete")
  local pieces = g:pieces_of()
  for i = 1, #pieces do
    local piece = pieces[i]
    local s = g:piece_segment(piece)
    local complete = not as_incomplete and g:complete(s)
    g:score(g:piece_owner(piece), territory_value(g, s, complete), g:terrain(s), s)
  end
  g:end_game()
end
