-- Tutorial: Rivers. The flow is a chain of small steps: each step changes the game
-- through `g` and then asks for the next decision (a draw, a placement, a choice).
-- The function named in that request is called with the answer. Hooks keep nothing
-- between calls: everything lives in the game state (docs/lua-api.md).

local begin_turn

-- Called once for a new game.
function setup(g)
  g:fill_bag("bag")             -- every tile, as many times as its count
  if not g:take("bag", "start") then  -- the start tile leaves the bag ...
    error("the bag holds no start tile: give the tile 'start' a count of 1 or more")
  end
  g:place_tile("start", 0, 0)   -- ... and lies in the middle
  begin_turn(g, 1)
end

begin_turn = function(g, p)
  if g:zone_count("bag") == 0 then return g:end_game() end
  g:start_turn(p)
  g:draw("bag", "drawn")        -- chance: the engine picks a tile, then calls drawn()
end

-- The drawn tile: offer every legal spot; a tile that fits nowhere is discarded.
function drawn(g, tile)
  if g:ask_place(tile, "placed") then return end
  g:discard(tile)
  begin_turn(g, g:player() % g:players() + 1)
end

-- After a placement: every river it closed scores for the player who placed it.
function placed(g, tile)
  local p = g:player()
  for _, river in ipairs(g:completed()) do
    if g:terrain(river) == "river" then
      g:score(p, g:tiles_in(river) * g:param("points_per_tile"), "river", river)
      local fish = g:attr(river, "fish")
      if fish > 0 then g:score(p, fish * g:param("fish_bonus"), "fish", river) end
    end
  end
  begin_turn(g, p % g:players() + 1)
end
