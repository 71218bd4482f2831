-- Cards and cells: play a card from the hand, put a stone of its suit on an empty square,
-- score the card's value, draw back to three.

local HAND = 3
local deal, turn, finish

function setup(g)
  g:fill_bag("deck")
  deal(g, 1)
end

-- Fills each hand from player `p` on to three cards, one draw at a time.
deal = function(g, p)
  while p <= g:players() do
    if g:zone_count("hand", p) < HAND and g:zone_count("deck") > 0 then
      if g:player() ~= p then g:start_turn(p) end
      return g:draw("deck", "dealt")
    end
    p = p + 1
  end
  g:start_turn(1)
  turn(g)
end

function dealt(g, card)
  g:put("hand", card, g:player())
  deal(g, g:player())
end

-- The empty squares a stone may go on: next to a stone, or any while there is none.
local function open_cells(g)
  local cells, first = {}, g:tile_count() == 0
  for y = 0, 3 do
    for x = 0, 3 do
      local beside = g:tile_at(x - 1, y) or g:tile_at(x + 1, y) or g:tile_at(x, y - 1) or g:tile_at(x, y + 1)
      if not g:tile_at(x, y) and (first or beside) then cells[#cells + 1] = { x, y } end
    end
  end
  return cells
end

-- The current player plays a card, or the game ends when they hold none.
turn = function(g)
  local p = g:player()
  if #open_cells(g) == 0 or g:zone_count("hand", p) == 0 then return finish(g) end
  g:choose("card_played", p)
  local offered = {}
  for _, card in ipairs(g:zone_items("hand", p)) do
    if not offered[card] then g:option("play", card) end
    offered[card] = true
  end
end

function card_played(g, choice, card)
  local p = g:player()
  g:take("hand", card, p)
  g:discard_card(card, "discard")
  local _, suit, value = g:card(card)
  g:set_var("suit_played", suit == "sun" and 1 or 2)
  g:set_var("value_played", value)
  g:choose("stone_put", p)
  for _, cell in ipairs(open_cells(g)) do g:option("stone", cell[1], cell[2]) end
end

function stone_put(g, choice, x, y)
  local p = g:player()
  g:place_tile("stone", x, y)
  g:paint_cell(x, y, g:var("suit_played") == 1 and "sun" or "moon")
  g:score(p, g:var("value_played"), "card")
  if g:zone_count("hand", p) < HAND and g:zone_count("deck") > 0 then
    return g:draw("deck", "refilled")
  end
  g:start_turn(p % g:players() + 1)
  turn(g)
end

function refilled(g, card)
  local p = g:player()
  g:put("hand", card, p)
  g:start_turn(p % g:players() + 1)
  turn(g)
end

finish = function(g)
  g:end_game()
end
