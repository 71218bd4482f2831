-- Grapha Genesis: the end-game scoring lines of one player's map (README.md, "Scoring").
-- Every function reads one player's map (board p) and changes nothing.

-- The six terrain types that score, in the order of the booklet's score table.
TERRAIN_TYPES = { "mountain", "forest", "river", "desert", "tundra", "farm" }

-- The reason of each terrain type's largest group ("mountain_group" ...), in that order.
GROUP_REASONS = {}
-- The reasons of a score sheet in the booklet's order: each terrain type, then nexus, then
-- the largest groups.
SHEET_REASONS = {}
for i = 1, #TERRAIN_TYPES do
  GROUP_REASONS[i] = TERRAIN_TYPES[i] .. "_group"
  SHEET_REASONS[i] = TERRAIN_TYPES[i]
  SHEET_REASONS[#TERRAIN_TYPES + 1 + i] = GROUP_REASONS[i]
end
SHEET_REASONS[#TERRAIN_TYPES + 1] = "nexus"

-- +1 per mountain square on the map's border.
function mountain_points(g, p)
  local width, height = g:sheet_size()
  return g:terrain_count("mountain", 0, 0, width, height, p) - g:terrain_count("mountain", 1, 1, width - 2, height - 2, p)
end

-- Whether the 4x4 block bx, by (counted from the top left) is dark under `shading` (the
-- forest_blocks parameter): a chessboard of blocks with dark corners (the block at the top
-- left is dark), light corners, or all dark.
local function dark_block(shading, bx, by)
  if shading == "all_blocks" then return true end
  local corner_colour = (bx + by) % 2 == 0
  if shading == "dark_corners" then return corner_colour end
  return not corner_colour
end

-- +2 (forest_points_per_block) per dark 4x4 block with at least 4 (forest_trees_per_block)
-- forest squares. Blocks tile the map from its top left; a partial block at the edge of a
-- map whose size is not a multiple of 4 counts like the others.
function forest_points(g, p)
  local width, height = g:sheet_size()
  local shading, needed = g:param("forest_blocks"), g:param("forest_trees_per_block")
  local worth = g:param("forest_points_per_block")
  local points = 0
  for by = 0, (height - 1) // 4 do
    for bx = 0, (width - 1) // 4 do
      if dark_block(shading, bx, by) and g:terrain_count("forest", 4 * bx, 4 * by, 4, 4, p) >= needed then
        points = points + worth
      end
    end
  end
  return points
end

-- The studio shades the dark blocks of each map (docs/lua-api.md, board_marks), as the
-- printed sheet does.
function board_marks(g, board)
  local width, height = g:sheet_size()
  local shading = g:param("forest_blocks")
  local marks = {}
  for y = 0, height - 1 do
    for x = 0, width - 1 do
      if dark_block(shading, x // 4, y // 4) then
        marks[#marks + 1] = { x = x, y = y, shade = true, tip = "a dark block: forests score here" }
      end
    end
  end
  return marks
end

-- +12 (river_crossing_points) if one river group reaches the top and the bottom row, or
-- the left and the right column; else 0.
function river_points(g, p)
  local width, height = g:sheet_size()
  for x = 0, width - 1 do -- a river of the top row that reaches the bottom one
    if g:cell_terrain(x, 0, p) == "river" and select(4, g:region_extent(x, 0, p)) == height - 1 then
      return g:param("river_crossing_points")
    end
  end
  for y = 0, height - 1 do -- a river of the left column that reaches the right one
    if g:cell_terrain(0, y, p) == "river" and select(3, g:region_extent(0, y, p)) == width - 1 then
      return g:param("river_crossing_points")
    end
  end
  return 0
end

-- -1 for each desert square and tundra square that are orthogonal neighbours (per pair).
function desert_points(g, p)
  local _, pairs_next = g:terrain_next_to("desert", "tundra", p)
  return -pairs_next
end

-- +1 per tundra square next to at least one mountain square.
function tundra_points(g, p)
  return (g:terrain_next_to("tundra", "mountain", p))
end

-- +1 per farm square next to at least one river square.
function farm_points(g, p)
  return (g:terrain_next_to("farm", "river", p))
end

-- Per nexus: +1 per distinct terrain type (nexus and desolation do not count) next to it.
-- Also returns the set of terrain types that border some nexus (the nexus gate).
function nexus_points(g, p)
  local points = 0
  local gated_in = {}
  for _, c in ipairs(g:terrain_cells("nexus", p)) do
    local around = {
      g:cell_terrain(c.x, c.y - 1, p), g:cell_terrain(c.x, c.y + 1, p),
      g:cell_terrain(c.x - 1, c.y, p), g:cell_terrain(c.x + 1, c.y, p),
    }
    for k = 1, 4 do
      local t = around[k]
      if t and t ~= "nexus" and t ~= "desolation" then
        gated_in[t] = true
        local repeated = false
        for j = 1, k - 1 do repeated = repeated or around[j] == t end
        if not repeated then points = points + 1 end
      end
    end
  end
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
-- ("forest", "forest_group", "nexus" ...). Also returns the points of the lines that the
-- nexus gate holds back (a nexus placed later would open them).
function score_sheet(g, p)
  local sheet = {}
  local held_back = 0
  local nexus, gated_in = nexus_points(g, p)
  sheet.nexus = nexus
  local gate, penalty_anyway = g:param("nexus_gate"), g:param("desert_penalty_without_nexus")
  local groups_gated = g:param("nexus_gate_largest_group")
  local largest = g:largest_regions(p)
  for i = 1, #TERRAIN_TYPES do
    local terrain = TERRAIN_TYPES[i]
    local open = not gate or gated_in[terrain]
    local points = LINE_POINTS[terrain](g, p)
    if open or (points < 0 and penalty_anyway) then
      sheet[terrain] = points
    else
      sheet[terrain] = 0
      held_back = held_back + points
    end
    local group = largest[terrain]
    if open or not groups_gated then
      sheet[GROUP_REASONS[i]] = group
    else
      sheet[GROUP_REASONS[i]] = 0
      held_back = held_back + group
    end
  end
  return sheet, held_back
end

-- Scores every line of every player's sheet (one ScoreChanged per line that is not 0).
function final_scoring(g)
  for p = 1, g:players() do
    local sheet = score_sheet(g, p)
    for i = 1, #SHEET_REASONS do g:score(p, sheet[SHEET_REASONS[i]], SHEET_REASONS[i]) end
  end
  g:set_var("scored", 1)
  g:end_game()
end

-- For the bots: how good player p's map is, in half points: its sheet as if the game ended
-- now, and while it has not, at half their worth the lines the nexus gate still holds back
-- (a nexus drawn later may open them), so that they value a mountain on the border or a
-- farm by a river before a nexus comes.
function evaluate(g, p)
  local sheet, held_back = score_sheet(g, p)
  local total = 0
  for i = 1, #SHEET_REASONS do total = total + sheet[SHEET_REASONS[i]] end
  if g:var("scored") == 1 then return 2 * total end
  return 2 * total + held_back
end

-- For the studio's Scores dock: the score sheet filled in as if the game ended now.
function projected_scores(g, p)
  local sheet = score_sheet(g, p)
  return sheet
end
