-- Grapha Genesis: the end-game scoring lines of one player's map (README.md, "Scoring").
-- Every function reads one player's map (board p), as read_map reads it, and changes nothing.

-- The six terrain types that score, in the order of the booklet's score table.
TERRAIN_TYPES = { "mountain", "forest", "river", "desert", "tundra", "farm" }

-- Player p's map as read once for scoring: its terrain per square, row by row, and the
-- squares of each terrain (their indices in that list, in order).
local function read_map(g, p)
  local width, height = g:sheet_size()
  local squares = g:sheet_terrains(p)
  local by_terrain = {}
  for i = 1, width * height do
    local terrain = squares[i]
    if terrain then
      local list = by_terrain[terrain]
      if not list then
        list = {}
        by_terrain[terrain] = list
      end
      list[#list + 1] = i
    end
  end
  return { g = g, p = p, width = width, height = height, squares = squares, by_terrain = by_terrain }
end

-- The terrain of square x, y of the map, or nil (empty, or off the map).
local function at(map, x, y)
  if x < 0 or y < 0 or x >= map.width or y >= map.height then return nil end
  return map.squares[y * map.width + x + 1] or nil
end

local STEPS = { { 0, -1 }, { 1, 0 }, { 0, 1 }, { -1, 0 } }

-- How many of the orthogonal neighbours of x, y are `terrain`.
local function neighbours_of(map, x, y, terrain)
  local n = 0
  for i = 1, 4 do
    if at(map, x + STEPS[i][1], y + STEPS[i][2]) == terrain then n = n + 1 end
  end
  return n
end

-- Calls fn(x, y) for every square of the map holding `terrain`, by row, then column.
local function each_square(map, terrain, fn)
  local width = map.width
  for _, i in ipairs(map.by_terrain[terrain] or {}) do fn((i - 1) % width, (i - 1) // width) end
end

-- +1 per mountain square on the map's border.
function mountain_points(map)
  local points = 0
  each_square(map, "mountain", function(x, y)
    if x == 0 or y == 0 or x == map.width - 1 or y == map.height - 1 then points = points + 1 end
  end)
  return points
end

-- Whether the 4x4 block bx, by (counted from the top left) is dark: a chessboard of blocks
-- with dark corners (the block at the top left is dark), light corners, or all dark.
local function dark_block(g, bx, by)
  local shading = g:param("forest_blocks")
  if shading == "all_blocks" then return true end
  local corner_colour = (bx + by) % 2 == 0
  if shading == "dark_corners" then return corner_colour end
  return not corner_colour
end

-- +2 (forest_points_per_block) per dark 4x4 block with at least 4 (forest_trees_per_block)
-- forest squares. Blocks tile the map from its top left; a partial block at the edge of a
-- map whose size is not a multiple of 4 counts like the others.
function forest_points(map)
  local g, width = map.g, map.width
  local trees = {} -- forest squares per 4x4 block, keyed by by * width + bx
  each_square(map, "forest", function(x, y)
    local block = (y // 4) * width + x // 4
    trees[block] = (trees[block] or 0) + 1
  end)
  local points = 0
  for block, count in pairs(trees) do
    if count >= g:param("forest_trees_per_block") and dark_block(g, block % width, block // width) then
      points = points + g:param("forest_points_per_block")
    end
  end
  return points
end

-- The studio shades the dark blocks of each map (docs/lua-api.md, board_marks), as the
-- printed sheet does.
function board_marks(g, board)
  local width, height = g:sheet_size()
  local marks = {}
  for y = 0, height - 1 do
    for x = 0, width - 1 do
      if dark_block(g, x // 4, y // 4) then
        marks[#marks + 1] = { x = x, y = y, shade = true, tip = "a dark block: forests score here" }
      end
    end
  end
  return marks
end

-- +12 (river_crossing_points) if one river group reaches the top and the bottom row, or
-- the left and the right column; else 0.
function river_points(map)
  local g, width, height = map.g, map.width, map.height
  local crosses = false
  each_square(map, "river", function(x, y)
    if crosses or (x ~= 0 and y ~= 0) then return end
    local top, bottom, left, right = false, false, false, false
    local cells = g:region_cells(x, y, map.p)
    for i = 1, #cells do
      local c = cells[i]
      top = top or c.y == 0
      bottom = bottom or c.y == height - 1
      left = left or c.x == 0
      right = right or c.x == width - 1
    end
    crosses = (top and bottom) or (left and right)
  end)
  return crosses and g:param("river_crossing_points") or 0
end

-- -1 for each desert square and tundra square that are orthogonal neighbours (per pair).
function desert_points(map)
  local pairs_next = 0
  each_square(map, "desert", function(x, y)
    pairs_next = pairs_next + neighbours_of(map, x, y, "tundra")
  end)
  return -pairs_next
end

-- How many `terrain` squares of the map have at least one `neighbour` square next to them.
local function squares_next_to(map, terrain, neighbour)
  local count = 0
  each_square(map, terrain, function(x, y)
    if neighbours_of(map, x, y, neighbour) > 0 then count = count + 1 end
  end)
  return count
end

-- +1 per tundra square next to at least one mountain square.
function tundra_points(map)
  return squares_next_to(map, "tundra", "mountain")
end

-- +1 per farm square next to at least one river square.
function farm_points(map)
  return squares_next_to(map, "farm", "river")
end

-- Per nexus: +1 per distinct terrain type (nexus and desolation do not count) next to it.
-- Also returns the set of terrain types that border some nexus (the nexus gate).
function nexus_points(map)
  local points = 0
  local gated_in = {}
  each_square(map, "nexus", function(x, y)
    local seen = {}
    for i = 1, 4 do
      local t = at(map, x + STEPS[i][1], y + STEPS[i][2])
      if t and t ~= "nexus" and t ~= "desolation" and not seen[t] then
        seen[t] = true
        gated_in[t] = true
        points = points + 1
      end
    end
  end)
  return points, gated_in
end

local LINE_POINTS = {
  mountain = mountain_points,
  forest = forest_points,
  river = river_points,
  desert = desert_points,
  tundra = tundra_points,
  farm = farm_points,
}

-- The score sheet of player p: the terrain-type points and the largest-group points of
-- each terrain type (after the nexus gate), and the nexus points, keyed by reason id
-- ("forest", "forest_group", "nexus" ...).
function score_sheet(g, p)
  local sheet = {}
  local map = read_map(g, p)
  local nexus, gated_in = nexus_points(map)
  sheet.nexus = nexus
  for i = 1, #TERRAIN_TYPES do
    local terrain = TERRAIN_TYPES[i]
    local open = not g:param("nexus_gate") or gated_in[terrain]
    local points = LINE_POINTS[terrain](map)
    if open or (points < 0 and g:param("desert_penalty_without_nexus")) then
      sheet[terrain] = points
    else
      sheet[terrain] = 0
    end
    local group_open = open or not g:param("nexus_gate_largest_group")
    sheet[terrain .. "_group"] = group_open and g:largest_region(terrain, p) or 0
  end
  return sheet
end

-- The reasons of a score sheet in the booklet's order: each terrain type, then nexus, then
-- the largest groups.
function sheet_reasons()
  local reasons = {}
  for i = 1, #TERRAIN_TYPES do reasons[#reasons + 1] = TERRAIN_TYPES[i] end
  reasons[#reasons + 1] = "nexus"
  for i = 1, #TERRAIN_TYPES do reasons[#reasons + 1] = TERRAIN_TYPES[i] .. "_group" end
  return reasons
end

-- The total of player p's score sheet now.
function sheet_total(g, p)
  local sheet = score_sheet(g, p)
  local total = 0
  for _, reason in ipairs(sheet_reasons()) do total = total + sheet[reason] end
  return total
end

-- Scores every line of every player's sheet (one ScoreChanged per line that is not 0).
function final_scoring(g)
  local reasons = sheet_reasons()
  for p = 1, g:players() do
    local sheet = score_sheet(g, p)
    for i = 1, #reasons do g:score(p, sheet[reasons[i]], reasons[i]) end
  end
  g:end_game()
end

-- For the greedy bot: the player's sheet as if the game ended now.
function evaluate(g, p)
  return sheet_total(g, p)
end

-- For the studio's Scores dock: the score sheet filled in as if the game ended now.
function projected_scores(g, p)
  return score_sheet(g, p)
end
