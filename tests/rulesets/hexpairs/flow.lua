-- Hex pairs: draw, place either face in any rotation, score what the placement completed.

local begin_turn

function setup(g)
  g:fill_bag("bag")
  g:take("bag", "start")
  g:place_tile("start", 0, 0)
  begin_turn(g, 1)
end

begin_turn = function(g, p)
  if g:zone_count("bag") == 0 then return g:end_game() end
  g:start_turn(p)
  g:draw("bag", "drawn")
end

function drawn(g, tile)
  if g:ask_place(tile, "placed") then return end
  g:discard(tile)
  begin_turn(g, g:player() % g:players() + 1)
end

function placed(g, tile)
  local p = g:player()
  for _, f in ipairs(g:completed()) do
    g:score(p, g:tiles_in(f), "area", f)
    local bonus = g:attr(f, "bonus")
    if bonus > 0 then g:score(p, bonus, "bonus", f) end
  end
  begin_turn(g, p % g:players() + 1)
end
