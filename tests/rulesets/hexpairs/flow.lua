-- Hex pairs: hold two tiles, place either one on either face in any rotation, score what
-- the placement completed, draw back up to two.

local deal, play_turn, after_turn

function setup(g)
  g:fill_bag("bag")
  g:take("bag", "start")
  g:place_tile("start", 0, 0)
  deal(g)
end

-- Two tiles to each player, one at a time, then the first turn.
deal = function(g)
  for p = 1, g:players() do
    if g:zone_count("hand", p) < 2 then return g:draw("bag", "dealt", p) end
  end
  g:start_turn(1)
  play_turn(g)
end

function dealt(g, tile)
  g:put("hand", tile, g:player())
  deal(g)
end

-- The player places one of the held tiles; when neither fits anywhere both are discarded.
play_turn = function(g)
  local p = g:player()
  local held = g:zone_items("hand", p)
  if g:ask_place(held, "placed") then return end
  for _, tile in ipairs(held) do
    g:take("hand", tile, p)
    g:discard(tile)
  end
  after_turn(g)
end

function placed(g, tile)
  local p = g:player()
  g:take("hand", g:placed_type(tile), p)
  for _, f in ipairs(g:completed()) do
    g:score(p, g:tiles_in(f), "area", f)
    local bonus = g:attr(f, "bonus")
    if bonus > 0 then g:score(p, bonus, "bonus", f) end
  end
  after_turn(g)
end

-- The player draws back up to two while the bag lasts; then the next player holding a
-- tile plays. The game ends when nobody holds one.
after_turn = function(g)
  local p = g:player()
  if g:zone_count("hand", p) < 2 and g:zone_count("bag") > 0 then return g:draw("bag", "refilled", p) end
  for step = 1, g:players() do
    local q = (p + step - 1) % g:players() + 1
    if g:zone_count("hand", q) > 0 then
      g:start_turn(q)
      return play_turn(g)
    end
  end
  g:end_game()
end

function refilled(g, tile)
  g:put("hand", tile, g:player())
  after_turn(g)
end
