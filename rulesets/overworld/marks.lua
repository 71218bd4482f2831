-- Overworld: what the studio shows on the board besides tiles and pieces
-- (docs/lua-api.md, board_marks). Reads the gap bookkeeping of common.lua.

local parse, gap_cells, contest = Overworld.parse, Overworld.gap_cells, Overworld.contest

-- A gap is contested from its forming until its winner is known: pending, or being
-- resolved (a tie waiting for the active player) with no winner yet.
local function contested(g, n)
  if g:var("pending", n) == 1 then return true end
  return g:var("current_gap") == n and g:var("winner") == 0
end

function board_marks(g, board)
  local marks = {}
  -- Each contested gap outlined, with every contender's explorer count on its first square.
  for n = 1, g:var("gap_count") do
    if contested(g, n) then
      local cells = gap_cells(g, n)
      for i = 1, #cells do marks[#marks + 1] = { x = cells[i].x, y = cells[i].y, outline = true } end
      local counts = contest(g, n)
      for p = 1, g:players() do
        if counts[p] > 0 then
          marks[#marks + 1] = { x = cells[1].x, y = cells[1].y, player = p, text = tostring(counts[p]),
                                tip = "explorers competing for this gap" }
        end
      end
    end
  end
  -- Provisions on their squares, in the colour of the gap's owner.
  local keys = g:var_keys("provision")
  for i = 1, #keys do
    local card = g:var("provision", keys[i])
    if card > 0 then
      local x, y = parse(keys[i])
      local owner = g:var("gap_owner", g:var("gap_of", keys[i]))
      marks[#marks + 1] = { x = x, y = y, card = card, player = owner > 0 and owner or nil }
    end
  end
  -- A Port covers two squares: a band joins them under the Port piece.
  local squares = {}
  keys = g:var_keys("port_square")
  table.sort(keys)
  for i = 1, #keys do
    local p = g:var("port_square", keys[i])
    if p > 0 then
      local x, y = parse(keys[i])
      if squares[p] then
        marks[#marks + 1] = { x = squares[p].x, y = squares[p].y, to_x = x, to_y = y, player = p }
      else
        squares[p] = { x = x, y = y }
      end
    end
  end
  return marks
end
