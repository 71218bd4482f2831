-- Grapha Genesis: the round (README.md, "A round"). Each round: turn a terrain card; unless
-- it is a Nexus or a Desolation, turn two polyomino cards; roll the D12; every player in
-- seat order draws one of the shapes (or the Nexus square) in that terrain on empty squares
-- of their own map, touching row or column r; a Desolation takes square (r, r) of every
-- map. The game ends after a round in which nobody could draw.

local start_round, turn_shape, offer, round_over, desolate

function setup(g)
  g:fill_bag("terrain_deck")
  g:fill_bag("shape_deck")
  start_round(g)
end


-- Set aside what the last round showed; the next player in turn starts the round.
start_round = function(g)
  g:set_var("round", g:var("round") + 1)
  g:set_var("anyone_drew", 0)
  g:start_turn((g:var("round") - 1) % g:players() + 1)
  for _, card in ipairs(g:zone_items("terrain_shown")) do g:move_item("terrain_shown", card, "terrain_used") end
  for _, shape in ipairs(g:zone_items("shapes_shown")) do g:move_item("shapes_shown", shape, "shapes_used") end
  if g:zone_count("terrain_deck") == 0 then
    -- Every 8th round the last card was turned: all of them are shuffled together again.
    for _, card in ipairs(g:zone_items("terrain_used")) do g:move_item("terrain_used", card, "terrain_deck") end
    g:shuffle("terrain_deck")
  end
  g:draw("terrain_deck", "terrain_turned")
end

function terrain_turned(g, card)
  g:put("terrain_shown", card)
  local _, _, size = g:card(card)
  if size > 1 then return turn_shape(g) end
  g:roll("d12", "rolled")
end

-- Turns the next polyomino card; when the deck runs out, the used ones are shuffled
-- together (the cards shown this round stay out).
turn_shape = function(g)
  if g:zone_count("shape_deck") == 0 then
    for _, shape in ipairs(g:zone_items("shapes_used")) do g:move_item("shapes_used", shape, "shape_deck") end
    g:shuffle("shape_deck")
  end
  g:draw("shape_deck", "shape_turned")
end

function shape_turned(g, shape)
  g:put("shapes_shown", shape)
  if g:zone_count("shapes_shown") < 2 and (g:zone_count("shape_deck") + g:zone_count("shapes_used")) > 0 then
    return turn_shape(g)
  end
  g:roll("d12", "rolled")
end

-- This round's terrain id.
local function round_terrain(g)
  local id = g:card(g:top("terrain_shown"))
  return (id:gsub("_card$", ""))
end

function rolled(g, face)
  g:set_var("roll", face)
  if round_terrain(g) ~= "desolation" then return offer(g, 1) end
  if g:var("desolated", face) == 0 then
    desolate(g, face)
    g:set_var("anyone_drew", 1)
    return round_over(g)
  end
  -- A number a Desolation already took is rolled again, while any is left (the die must
  -- not have more faces than the map has rows and columns).
  local width, height = g:sheet_size()
  for n = 1, math.min(width, height) do
    if g:var("desolated", n) == 0 then return g:roll("d12", "rolled") end
  end
  g:note_for(0, "no_desolation")
  g:set_var("anyone_drew", 1) -- the card had no effect; the round does not end the game
  round_over(g)
end

-- Square (r, r) of every map becomes desolation, over whatever was drawn there.
desolate = function(g, r)
  g:set_var("desolated", r, 1)
  local x, y = r - 1, r - 1
  for p = 1, g:players() do
    if g:tile_at(x, y, p) then
      g:paint_cell(x, y, "desolation", p)
    else
      g:place_tile("square", x, y, 1, p, { touch = false, paint = "desolation" })
    end
    g:note_for(p, "desolated", p, x, y)
  end
end

-- Players from `first` on draw in turn; one who cannot is skipped. When nobody could draw
-- this round the game ends: that is noted once ("nobody_drew"), not as each player's skip
-- (a skip counts as an unplaceable draw; the round that ends the game does not).
offer = function(g, first)
  local terrain = round_terrain(g)
  local shapes = terrain == "nexus" and { "square" } or g:zone_items("shapes_shown")
  local skipped = {}
  for p = first, g:players() do
    local rule = { player = p, board = p, touch = false, line = g:var("roll") - 1, paint = terrain }
    if g:ask_place(shapes, "drew", rule) then
      for _, q in ipairs(skipped) do g:note_for(q, "skipped", q) end
      return
    end
    skipped[#skipped + 1] = p
  end
  if g:var("anyone_drew") == 0 then
    g:note_for(0, "nobody_drew")
  else
    for _, q in ipairs(skipped) do g:note_for(q, "skipped", q) end
  end
  round_over(g)
end

function drew(g, tile)
  g:set_var("anyone_drew", 1)
  offer(g, g:player() + 1)
end

round_over = function(g)
  if g:var("anyone_drew") == 0 then return final_scoring(g) end
  start_round(g)
end
