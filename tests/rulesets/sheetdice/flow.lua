-- Sheet and dice: roll, draw a shape, every player places it on their own sheet
-- covering the rolled row or column; end when the deck is empty or nobody could draw.

local start_round, offer, finish

function setup(g)
  g:fill_bag("deck")
  start_round(g)
end

start_round = function(g)
  if g:zone_count("deck") == 0 then return finish(g) end
  g:start_turn(1)
  g:roll("d6", "rolled")
end

function rolled(g, face)
  g:set_var("line", face - 1)
  g:draw("deck", "shape_drawn")
end

function shape_drawn(g, shape)
  g:set_var("shape", shape)
  g:set_var("anyone_placed", 0)
  offer(g, 1)
end

-- Players from `first` on place the shape in turn; one who cannot is skipped.
offer = function(g, first)
  for p = first, g:players() do
    local rule = { player = p, board = p, touch = false, line = g:var("line") }
    if g:ask_place(g:var("shape"), "placed", rule) then return end
    g:note("skipped")
  end
  if g:var("anyone_placed") == 0 then return finish(g) end
  start_round(g)
end

function placed(g, tile)
  g:set_var("anyone_placed", 1)
  offer(g, g:player() + 1)
end

finish = function(g)
  for p = 1, g:players() do
    g:score(p, g:largest_region("forest", p), "forest")
    g:score(p, g:largest_region("water", p), "water")
  end
  g:end_game()
end
