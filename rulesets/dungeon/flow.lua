-- Dungeon Expedition: the turn (Explore, Move, Claim in any order, the spells, an explicit
-- end of turn), the two ends, the solo game, Twisted Geometry, the Final Battle, and the
-- hand score as an exact optimum. Rules and interpretations: README.md.

local HAND = 5
local DIRS = { "N", "E", "S", "W" }
local DX = { 0, 1, 0, -1 }
local DY = { -1, 0, 1, 0 }
-- A suit counts double against the suit it beats and half against the one that beats it.
local STRONG = { creature = "artifact", artifact = "treasure", treasure = "weapon", weapon = "creature" }
local WEAK = { creature = "weapon", artifact = "creature", treasure = "artifact", weapon = "treasure" }

local menu, next_turn, final_scoring, deal_pile, draw_to_hand, refill, battle_turn

local function back_of(d)
  return (d + 1) % 4 + 1
end

local function explorer(g, p)
  return g:pieces_of(p)[1]
end

local function here(g, p)
  local x, y = g:piece_cell(explorer(g, p))
  return x, y
end

local function card_info(g, c)
  local id, suit, value = g:card(c)
  return id, suit, value
end

local function is_spell(g, c)
  local _, suit = g:card(c)
  return suit == "spell"
end

-- Whether `mine` may claim `target` by the claim rule (modified value at least the target's).
function beats(g, mine, target)
  local _, sa, va = g:card(mine)
  local _, sb, vb = g:card(target)
  if sa == "spell" then return false end
  local factor = 2
  if STRONG[sa] == sb then
    factor = 4
  elseif WEAK[sa] == sb then
    factor = 1
  end
  return va * factor >= vb * 2
end

local function hand_has(g, p, id)
  local hand = g:zone_items("hand", p)
  for i = 1, #hand do
    if g:card(hand[i]) == id then return hand[i] end
  end
  return nil
end

-- Tiles nothing stands on and no card lies on (what Warp and Twisted Geometry may cover);
-- the Entrance is never covered.
local function coverable(g, t)
  if g:tile_removed(t) or g:tile_id(g:placed_type(t)) == "entrance" then return false end
  if #g:pile(t) > 0 then return false end
  local c = g:tile_cells(t)[1]
  local pieces = g:pieces_of()
  for i = 1, #pieces do
    local x, y = g:piece_cell(pieces[i])
    if x == c.x and y == c.y then return false end
  end
  return true
end

-- The cells an Explore from the player's tile may open: beyond an open door with nothing
-- there (and with Twisted Geometry, a coverable tile showing a wall to that door).
local function explore_targets(g, p)
  local x, y = here(g, p)
  local out = {}
  for d = 1, 4 do
    if g:edge_terrain(x, y, DIRS[d]) == "door" then
      local nx, ny = x + DX[d], y + DY[d]
      local t = g:tile_at(nx, ny)
      if t == nil then
        out[#out + 1] = { x = nx, y = ny, back = back_of(d), over = 0 }
      elseif g:param("twisted_geometry") and g:edge_terrain(nx, ny, DIRS[back_of(d)]) == "wall" and coverable(g, t) then
        out[#out + 1] = { x = nx, y = ny, back = back_of(d), over = t }
      end
    end
  end
  return out
end

-- Whether any open door on the board has nothing beyond it: a tile could still be placed.
local function any_open_door(g)
  for t = 1, g:tile_count() do
    if not g:tile_removed(t) then
      local c = g:tile_cells(t)[1]
      for d = 1, 4 do
        if g:edge_terrain(c.x, c.y, DIRS[d]) == "door" and g:tile_at(c.x + DX[d], c.y + DY[d]) == nil then
          return true
        end
      end
    end
  end
  return false
end

-- Steps from the cell (x, y) to every tile reachable through doors open on both sides,
-- at most `limit` steps: a table "x,y" -> {x, y, steps}.
local function reachable(g, x, y, limit)
  local seen = { [x .. "," .. y] = true }
  local out = {}
  local frontier = { { x = x, y = y } }
  for step = 1, limit do
    local nextf = {}
    for i = 1, #frontier do
      local c = frontier[i]
      for d = 1, 4 do
        local nx, ny = c.x + DX[d], c.y + DY[d]
        local key = nx .. "," .. ny
        if not seen[key] and g:tile_at(nx, ny) and g:edge_terrain(c.x, c.y, DIRS[d]) == "door"
          and g:edge_terrain(nx, ny, DIRS[back_of(d)]) == "door" then
          seen[key] = true
          out[#out + 1] = { x = nx, y = ny, steps = step }
          nextf[#nextf + 1] = { x = nx, y = ny }
        end
      end
    end
    frontier = nextf
    if #frontier == 0 then break end
  end
  return out
end

local function deck_out(g)
  return g:zone_count("deck") == 0 and not g:param("solo")
end

local function four_13s(g, p)
  for _, id in ipairs({ "creature_13", "artifact_13", "treasure_13", "weapon_13" }) do
    if not hand_has(g, p, id) then return false end
  end
  return true
end

-- The options of the player's turn; returns how many actions (other than ending the
-- turn) were offered. With `offer` false it only counts.
local function turn_options(g, p, offer)
  local count = 0
  local function opt(...)
    count = count + 1
    if offer then g:option(...) end
  end
  local x, y = here(g, p)
  local hand = g:zone_items("hand", p)
  local tile = g:tile_at(x, y)
  local pile = g:pile(tile)
  local top = pile[#pile]
  local playing = not deck_out(g) -- Move, Explore and the spells that draw need the deck
  if playing and g:var("explored") == 0 and g:zone_count("tiles") > 0 then
    for _, c in ipairs(explore_targets(g, p)) do opt("explore", c.x, c.y) end
  end
  local may_move = playing and g:var("moved") == 0 and not (g:param("solo") and g:var("moved_before", p) == 1)
  local far = nil
  for i = 1, #hand do
    local c = hand[i]
    local id, suit, value = card_info(g, c)
    if suit ~= "spell" then
      if may_move and value >= 1 then
        far = far or reachable(g, x, y, 13)
        for _, r in ipairs(far) do
          if r.steps <= value then opt("move", c, r.x, r.y) end
        end
      end
      if top and beats(g, c, top) then opt("claim", c, x, y) end
    elseif id == "teleport" and may_move then
      for t = 1, g:tile_count() do
        if not g:tile_removed(t) then
          local cell = g:tile_cells(t)[1]
          if cell.x ~= x or cell.y ~= y then opt("teleport", c, cell.x, cell.y) end
        end
      end
    elseif id == "warp" and playing and g:var("explored") == 0 and g:zone_count("tiles") > 0 then
      opt("warp", c)
    elseif id == "charm" and top then
      opt("charm", c, x, y)
    elseif id == "scry" and playing then
      for t = 1, g:tile_count() do
        if not g:tile_removed(t) and #g:pile(t) >= 2 then
          local cell = g:tile_cells(t)[1]
          opt("scry", c, cell.x, cell.y)
        end
      end
    end
  end
  if not g:param("solo") and g:var("phase") == 0 and g:tile_id(g:placed_type(tile)) == "entrance"
    and (g:zone_count("tiles") == 0 or not any_open_door(g)) then
    opt("finish")
  end
  return count
end

-- The player's menu: every action still open this turn, and ending the turn.
menu = function(g)
  local p = g:var("active")
  if g:param("solo") and four_13s(g, p) then
    g:score(p, 1, "solo_win")
    return g:end_game()
  end
  g:choose("acted", p)
  turn_options(g, p, true)
  g:option("end_turn")
end

local function pay(g, p, card)
  g:take("hand", card, p)
  g:discard_card(card, "discard")
end

-- Solo: an empty deck takes the discards back, shuffled.
local function restock(g)
  if g:param("solo") and g:zone_count("deck") == 0 and g:zone_count("discard") > 0 then
    local items = g:zone_items("discard")
    for i = 1, #items do g:move_item("discard", items[i], "deck") end
    g:shuffle("deck")
  end
end

-- Draws one card to the active player's hand, then continues with the menu.
draw_to_hand = function(g)
  restock(g)
  if g:zone_count("deck") == 0 then return menu(g) end
  g:draw("deck", "hand_drawn", g:var("active"))
end

function hand_drawn(g, card)
  g:put("hand", card, g:var("active"))
  menu(g)
end

function acted(g, choice, a, b, c)
  local p = g:var("active")
  if choice == "end_turn" then return refill(g) end
  if choice == "finish" then
    g:set_var("phase", 2)
    g:set_var("turns_left", g:players() - 1)
    return refill(g)
  end
  if choice == "explore" then
    g:set_var("explored", 1)
    for _, t in ipairs(explore_targets(g, p)) do
      if t.x == a and t.y == b then
        g:set_var("target_x", a)
        g:set_var("target_y", b)
        g:set_var("target_back", t.back)
        g:set_var("target_over", t.over)
      end
    end
    g:set_var("after_pile", 0)
    return g:draw("tiles", "explore_drawn", p)
  end
  if choice == "move" or choice == "teleport" then
    pay(g, p, a)
    g:set_var("moved", 1)
    g:move_piece(explorer(g, p), b, c)
    return draw_to_hand(g)
  end
  if choice == "claim" or choice == "charm" then
    pay(g, p, a)
    local x, y = here(g, p)
    local taken = g:pile_take(g:tile_at(x, y))
    g:put("hand", taken, p)
    return menu(g)
  end
  if choice == "warp" then
    pay(g, p, a)
    g:set_var("explored", 1)
    g:set_var("after_pile", 1)
    return g:draw("tiles", "warp_drawn", p)
  end
  if choice == "scry" then
    pay(g, p, a)
    local t = g:tile_at(b, c)
    g:set_var("scry_tile", t)
    while #g:pile(t) > 0 do g:put("scrying", g:pile_take(t), p) end
    return scry_next(g)
  end
end

function scry_next(g)
  local p = g:var("active")
  local t = g:var("scry_tile")
  local items = g:zone_items("scrying", p)
  if #items == 1 then
    g:take("scrying", items[1], p)
    g:pile_put(t, items[1])
  end
  if g:zone_count("scrying", p) == 0 then return draw_to_hand(g) end
  g:choose("scry_put", p)
  for i = 1, #items do g:option("put_back", items[i]) end
end

function scry_put(g, choice, card)
  local p = g:var("active")
  g:take("scrying", card, p)
  g:pile_put(g:var("scry_tile"), card)
  scry_next(g)
end

function explore_drawn(g, tile)
  local x, y = g:var("target_x"), g:var("target_y")
  local options = {
    player = g:var("active"),
    cover = { x = x, y = y },
    edge = { x = x, y = y, dir = DIRS[g:var("target_back")], terrain = "door" },
  }
  if g:var("target_over") > 0 then options.replace = { g:var("target_over") } end
  if g:ask_place(tile, "placed", options) then return end
  g:discard(tile) -- cannot happen with doors and walls compatible; kept for safety
  menu(g)
end

function warp_drawn(g, tile)
  local replace = {}
  for t = 1, g:tile_count() do
    if coverable(g, t) then replace[#replace + 1] = t end
  end
  if g:ask_place(tile, "placed", { player = g:var("active"), replace = replace }) then return end
  g:discard(tile)
  draw_to_hand(g)
end

function placed(g, tile)
  g:set_var("pile_tile", tile)
  g:set_var("pile_left", g:tile_attr(tile, "cards"))
  deal_pile(g)
end

-- Deals the numbered room's cards face up, one draw by nobody at a time.
deal_pile = function(g)
  if g:var("pile_left") > 0 then
    restock(g)
    if g:zone_count("deck") > 0 then return g:draw("deck", "pile_drawn", 0) end
  end
  if g:var("after_pile") == 1 then return draw_to_hand(g) end
  menu(g)
end

function pile_drawn(g, card)
  g:pile_put(g:var("pile_tile"), card)
  g:set_var("pile_left", g:var("pile_left") - 1)
  deal_pile(g)
end

-- At the end of a turn the hand goes back to five, then the next player plays.
refill = function(g)
  local p = g:var("active")
  if g:zone_count("hand", p) < HAND then restock(g) end
  if g:zone_count("hand", p) < HAND and g:zone_count("deck") > 0 then
    return g:draw("deck", "refilled", p)
  end
  next_turn(g)
end

function refilled(g, card)
  g:put("hand", card, g:var("active"))
  refill(g)
end

local function possible(g, p)
  return turn_options(g, p, false) > 0
end

next_turn = function(g)
  local p = g:var("active")
  if g:param("solo") then g:set_var("moved_before", g:var("moved"), p) end
  -- The last Discovery card drawn: the turn that drew it was its player's last; every
  -- other player has one Claim-only turn.
  if g:var("phase") ~= 1 and deck_out(g) then
    g:set_var("phase", 1)
    local left = g:players() - 1
    if g:var("phase") == 2 and g:var("turns_left") < left then left = g:var("turns_left") end
    g:set_var("turns_left", left)
  end
  if g:var("phase") > 0 then
    if g:var("turns_left") == 0 then return final_scoring(g) end
    g:set_var("turns_left", g:var("turns_left") - 1)
  end
  if g:param("turn_limit") > 0 and g:turn() >= g:param("turn_limit") then return final_scoring(g) end
  local np = p % g:players() + 1
  g:start_turn(np)
  g:set_var("active", np)
  g:set_var("moved", 0)
  g:set_var("explored", 0)
  if g:param("solo") and not possible(g, np) then
    g:note("solo_lost")
    return g:end_game()
  end
  menu(g)
end

function setup(g)
  g:fill_bag("tiles")
  g:place_tile("entrance", 0, 0)
  for p = 1, g:players() do g:deploy_cell(p, "explorer", 0, 0) end
  g:fill_bag("deck")
  deal(g)
end

-- Five cards to each player, one draw at a time, then the first turn.
function deal(g)
  for p = 1, g:players() do
    if g:zone_count("hand", p) < HAND and g:zone_count("deck") > 0 then
      return g:draw("deck", "dealt", p)
    end
  end
  g:start_turn(1)
  g:set_var("active", 1)
  menu(g)
end

function dealt(g, card)
  g:put("hand", card, g:player())
  deal(g)
end

-- The hand score, an exact optimum: the best split of the cards into groups of two or
-- more of equal value, or runs of two or more consecutive values of one suit, each card
-- in at most one group. Takes a list of {suit, value}; returns the points and the groups
-- (lists of indexes into the list). Sets of cards are bit masks of their indexes (bit 0 the
-- first card); the split is memoised over them (a hand is a handful of cards).

-- Whether two cards of the set `mask` have the same value.
local function repeats_value(cards, mask)
  for i = 0, #cards - 1 do
    if (mask >> i) & 1 == 1 then
      for j = i + 1, #cards - 1 do
        if (mask >> j) & 1 == 1 and cards[j + 1].value == cards[i + 1].value then return true end
      end
    end
  end
  return false
end

-- Whether the set `mask` is a group: two or more cards, no spell, all of one value or a
-- run of one suit.
local function is_group(cards, mask)
  local first, count, same_value, same_suit, lo, hi = nil, 0, true, true, math.huge, -math.huge
  for i = 0, #cards - 1 do
    if (mask >> i) & 1 == 1 then
      local c = cards[i + 1]
      if c.suit == "spell" then return false end
      first = first or c
      count = count + 1
      if c.value ~= first.value then same_value = false end
      if c.suit ~= first.suit then same_suit = false end
      if c.value < lo then lo = c.value end
      if c.value > hi then hi = c.value end
    end
  end
  if count < 2 then return false end
  if same_value then return true end
  return same_suit and hi - lo == count - 1 and not repeats_value(cards, mask)
end

function best_split(cards)
  local n = #cards
  local full = (1 << n) - 1
  local group, points = {}, {}
  for mask = 1, full do
    group[mask] = is_group(cards, mask)
    local sum = 0
    for i = 0, n - 1 do
      if (mask >> i) & 1 == 1 then sum = sum + cards[i + 1].value end
    end
    points[mask] = sum
  end
  -- The best split of the set `mask`: its lowest card scores nothing, or it joins a group
  -- with some of the others (the first best found is kept); chosen[mask] is that group, 0
  -- for none.
  local memo, chosen = {}, {}
  local function best(mask)
    if mask == 0 then return 0 end
    if memo[mask] then return memo[mask] end
    local low = mask & -mask
    local rest = mask & ~low
    local top, choice = best(rest), 0
    local sub = rest
    while sub > 0 do
      local set = sub | low
      if group[set] then
        local v = best(rest & ~sub) + points[set]
        if v > top then top, choice = v, set end
      end
      sub = (sub - 1) & rest
    end
    memo[mask], chosen[mask] = top, choice
    return top
  end
  local total, groups, mask = best(full), {}, full
  while mask ~= 0 do
    local set = chosen[mask]
    if set == 0 then
      mask = mask & ~(mask & -mask)
    else
      local members = {}
      for i = 0, n - 1 do
        if (set >> i) & 1 == 1 then members[#members + 1] = i + 1 end
      end
      groups[#groups + 1] = members
      mask = mask & ~set
    end
  end
  return total, groups
end

function hand_split(g, p)
  local hand = g:zone_items("hand", p)
  local cards = {}
  for i = 1, #hand do
    local _, suit, value = g:card(hand[i])
    cards[i] = { suit = suit, value = value, card = hand[i] }
  end
  local total, groups = best_split(cards)
  return total, groups, cards
end

-- For the studio: the player's hand split as the hand score counts it, each group with its
-- cards, points and kind (the cards of no group score nothing).
function hand_groups(g, p)
  local _, groups, cards = hand_split(g, p)
  local result = {}
  for _, members in ipairs(groups) do
    local ids, sum, same = {}, 0, true
    for _, m in ipairs(members) do
      ids[#ids + 1] = cards[m].card
      sum = sum + cards[m].value
      if cards[m].value ~= cards[members[1]].value then same = false end
    end
    result[#result + 1] = { cards = ids, points = sum, label = same and "Cards of equal value" or "Run of one suit" }
  end
  return result
end

-- What acting is worth to the greedy bot beyond the hand's score: a card spent on a Move,
-- a Claim or a spell comes back as a fresh card from the deck before the turn ends (worth
-- about FRESH_CARD to the split), and an Explore or a Move this turn reaches rooms and
-- piles to claim from. Without them ending the turn would look as good as acting.
local FRESH_CARD = 10
local EXPLORE_WORTH = 3
local MOVE_WORTH = 8

-- With the Final Battle, the hand scores nothing: what it is worth is how long it can fight,
-- the values of the cards it can play (a spell cannot be), and a player out of the battle
-- has lost it.
local OUT_OF_BATTLE = -1000
local function battle_strength(g, p)
  if g:var("battle_out", p) == 1 then return OUT_OF_BATTLE end
  local strength = 0
  for _, c in ipairs(g:zone_items("hand", p)) do
    if not is_spell(g, c) then strength = strength + select(3, g:card(c)) end
  end
  return strength
end

-- For the greedy bot: the hand's score (with the Final Battle, its strength in the battle)
-- and what acting this turn promises; in the solo game, the 13s held first.
function evaluate(g, p)
  local battle = g:param("final_battle") and g:players() > 1
  local total = battle and battle_strength(g, p) or hand_split(g, p)
  total = total + FRESH_CARD * math.max(0, HAND - g:zone_count("hand", p))
  if g:var("active") == p then
    total = total + EXPLORE_WORTH * g:var("explored") + MOVE_WORTH * g:var("moved")
  end
  if g:param("solo") then
    local thirteens = 0
    for _, c in ipairs(g:zone_items("hand", p)) do
      local _, suit, value = g:card(c)
      if value == 13 and suit ~= "spell" then thirteens = thirteens + 1 end
    end
    return thirteens * 1000 + total
  end
  return total
end

final_scoring = function(g)
  if g:param("solo") then return g:end_game() end -- the turn limit reached: a loss
  if g:param("final_battle") and g:players() > 1 then
    g:set_var("battle_card", 0)
    g:set_var("active", g:var("active") % g:players() + 1)
    return battle_turn(g)
  end
  for p = 1, g:players() do
    local _, groups, cards = hand_split(g, p)
    for _, members in ipairs(groups) do
      local sum, same = 0, true
      for _, m in ipairs(members) do
        sum = sum + cards[m].value
        if cards[m].value ~= cards[members[1]].value then same = false end
      end
      local lo, hi = members[1], members[1] -- the group's lowest and highest card
      for _, m in ipairs(members) do
        if cards[m].value < cards[lo].value or (cards[m].value == cards[lo].value and cards[m].card < cards[lo].card) then lo = m end
        if cards[m].value > cards[hi].value or (cards[m].value == cards[hi].value and cards[m].card > cards[hi].card) then hi = m end
      end
      g:note_for(p, "group", p, cards[lo].card, cards[hi].card, sum)
      g:score(p, sum, same and "set" or "run")
    end
  end
  g:end_game()
end

-- Final Battle: from the player after the one whose turn ended the game, each player
-- still in plays a card that defeats the card before it by the claim rule (the first
-- card shown is free); a player who cannot, or will not, is out. The last one in wins.
local function players_in(g)
  local n = 0
  for p = 1, g:players() do
    if g:var("battle_out", p) == 0 then n = n + 1 end
  end
  return n
end

battle_turn = function(g)
  if players_in(g) <= 1 then
    for p = 1, g:players() do
      if g:var("battle_out", p) == 0 then g:score(p, 1, "battle") end
    end
    return g:end_game()
  end
  local p = g:var("active")
  while g:var("battle_out", p) == 1 do p = p % g:players() + 1 end
  g:set_var("active", p)
  local top = g:var("battle_card")
  g:choose("battle_played", p)
  local hand = g:zone_items("hand", p)
  for i = 1, #hand do
    if not is_spell(g, hand[i]) and (top == 0 or beats(g, hand[i], top)) then g:option("battle_play", hand[i]) end
  end
  g:option("battle_give_up")
end

function battle_played(g, choice, card)
  local p = g:var("active")
  if choice == "battle_play" then
    pay(g, p, card)
    g:set_var("battle_card", card)
  else
    g:set_var("battle_out", p, 1)
  end
  g:set_var("active", p % g:players() + 1)
  battle_turn(g)
end
