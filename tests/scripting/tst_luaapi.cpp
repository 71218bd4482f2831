// What Lua reads and changes through `g` beyond the flow itself: placed tiles' cells, faces
// and turns, edges and neighbours, the cells of a terrain, regions (each once, or with
// their cells) and empty areas with their cells, pieces that move and leave the game,
// zones that shuffle and move items, keyed and shown variables.
// Each script checks itself with assert(): a failure is a RulesError at the failing line.
#include "luarules.h"

#include "engine/ruleserror.h"
#include "load/rulesetloader.h"
#include "tempruleset.h"

#include <gtest/gtest.h>

#include <chrono>

namespace tw {
namespace {

using test::TempRuleset;

const std::string kYaml = R"(id: api
name: Api
players: {min: 2, max: 2}
seats: [{name: Red}, {name: Blue}]
grid: square
scripts: [flow.lua]
terrains:
  forest: {code: F}
  water: {code: W}
  door: {code: D}
pieces:
  explorer: {per_player: 3}
  scout: {per_player: 1}
zones:
  bag: {kind: bag}
  deck: {kind: deck, items: cards}
  hand: {kind: hand, items: cards, per_player: true}
suits:
  sun: Sun
cards:
  - {id: c1, suit: sun, value: 1}
  - {id: c2, suit: sun, value: 2}
  - {id: c3, suit: sun, value: 3}
variables:
  owner: {keyed: true, initial: -1}
  food: {initial: 3, per_player: true, shown: true}
choices:
  done: Done
  pick: {text: Pick, args: [number]}
  claim: {text: Claim, args: [segment]}
  recall: {text: Recall, args: [piece]}
reasons:
  bonus: Bonus
attributes:
  shell: {name: Shell}
tiles:
  - id: grove
    count: 4
    edges: FFFD
    terrain: forest
    segments: [{kind: forest, edges: [N, E, S]}, {kind: door, edges: [W]}]
  - id: lake
    count: 2
    faces:
      - {name: calm, edges: WWWW, terrain: water}
      - {name: stormy, edges: WWWW, terrain: water, shell: 1}
  - id: long
    count: 1
    cells: [[0, 0], [1, 0]]
    terrain: forest
)";

// Runs `body` as part of setup (after tiles and pieces are laid out as below), then ends
// the game; returns the events setup recorded. `grid` replaces kYaml's grid line.
std::vector<Event> runSetup(const std::string &body, const std::string &grid = "grid: square")
{
    TempRuleset r("function setup(g)\n"
                  "  g:place_tile('grove', 0, 0)\n"    // tile 1: forest cell, door on its W edge
                  "  g:place_tile('grove', 1, 0, 2)\n" // tile 2: turned 90 degrees
                  "  g:place_tile('long', 0, 1)\n"     // tile 3: two forest cells
                  "  g:start_turn(1)\n"
                  + body + "\n  g:end_game()\nend\n");
    std::string yaml = kYaml;
    yaml.replace(yaml.find("grid: square"), std::string("grid: square").size(), grid);
    r.write("ruleset.yaml", yaml);
    LoadResult loaded = loadRuleset(r.folder());
    for (const Diagnostic &d : loaded.problems)
        ADD_FAILURE() << d.text();
    auto game = makeGame(loaded.ruleset);
    try {
        return game->newGame(2).events();
    } catch (const RulesError &e) {
        ADD_FAILURE() << e.what();
    }
    return {};
}

TEST(LuaApi, PlacedTilesTellTheirCellsFaceTurnAndOwner)
{
    runSetup(R"lua(
  local cells = g:tile_cells(3)
  assert(#cells == 2 and cells[1].x == 0 and cells[1].y == 1 and cells[2].x == 1 and cells[2].y == 1)
  local n, name = g:tile_face(1)
  assert(n == 1 and name == nil)
  local degrees, mirrored = g:tile_rotation(2)
  assert(degrees == 90 and mirrored == false, degrees)
  assert(g:tile_owner(1) == nil)
  assert(g:segment_tile(g:segment(2, 2)) == 2)
)lua");
}

TEST(LuaApi, AStartedTurnWithoutAPlayerGoesToTheNextSeat)
{
    TempRuleset r(R"lua(function setup(g)
  assert(g:player() == 0, "no player before the first turn")
  g:start_turn()
  assert(g:player() == 1 and g:turn() == 1, "the first seat starts")
  g:start_turn()
  assert(g:player() == 2, g:player())
  g:start_turn(nil)
  assert(g:player() == 1 and g:turn() == 3, "after the last seat the first")
  g:start_turn(2)
  assert(g:player() == 2)
  local ok, err = pcall(g.start_turn, g, 3)
  assert(not ok and err:find("player 3 does not exist"), err)
  g:end_game()
end
)lua");
    r.write("ruleset.yaml", kYaml);
    LoadResult loaded = loadRuleset(r.folder());
    ASSERT_TRUE(loaded.ruleset) << (loaded.problems.empty() ? "" : loaded.problems.front().text());
    try {
        EXPECT_EQ(makeGame(loaded.ruleset)->newGame(2).turn(), 4);
    } catch (const RulesError &e) {
        ADD_FAILURE() << e.what();
    }
}

TEST(LuaApi, EdgesAndNeighbouringCells)
{
    runSetup(R"lua(
  assert(g:edge_terrain(0, 0, "W") == "door")
  assert(g:edge_terrain(0, 0, "N") == "forest")
  assert(g:edge_terrain(1, 0, "N") == "door", "turned 90 degrees, the door faces north")
  assert(g:edge_terrain(5, 5, "N") == nil)
  local around = g:cell_neighbours(0, 0)
  assert(#around == 4)
  local width, height = g:sheet_size()
  assert(width == 0 and height == 0, "an unbounded grid has no size")
  local listed, why = pcall(g.sheet_terrains, g)
  assert(not listed and why:find("g:sheet_terrains needs a sheet grid"), why)
  local ok, err = pcall(g.edge_terrain, g, 0, 0, "up")
  assert(not ok and err:find("unknown direction 'up' %(this grid's are N, E, S, W%)"), err)
)lua");
}

TEST(LuaApi, SheetTerrainsListEveryCellRowByRow)
{
    runSetup(R"lua(
  g:place_tile('lake', 3, 2, 1, 2, {touch = false}) -- on the second player's sheet
  g:paint_cell(1, 1, "water")
  local width, height = g:sheet_size()
  assert(width == 4 and height == 3)
  local function listed(cells)
    local shown = {}
    for i = 1, width * height do shown[i] = cells[i] or "-" end
    return table.concat(shown, " ")
  end
  local mine = g:sheet_terrains()
  assert(#mine == 12, #mine)
  assert(listed(mine) == "forest forest - - forest water - - - - - -", listed(mine))
  assert(listed(g:sheet_terrains(2)) == "- - - - - - - - - - - water", listed(g:sheet_terrains(2)))
  for y = 0, height - 1 do
    for x = 0, width - 1 do
      assert((mine[y * width + x + 1] or nil) == g:cell_terrain(x, y), x .. "," .. y)
    end
  end
)lua",
             "grid: {kind: sheet, width: 4, height: 3, per_player: true}");
}

TEST(LuaApi, OpenTilesAreThoseWithAnEmptyCellNextToThem)
{
    runSetup(R"lua(
  g:place_tile('lake', 5, 5, 1, 1, {touch = false}) -- tile 4, then a lake on each side of it
  g:place_tile('lake', 5, 4)
  g:place_tile('lake', 6, 5)
  g:place_tile('lake', 5, 6)
  g:place_tile('lake', 4, 5)
  local function listed(list) return table.concat(list, ",") end
  -- The definition: a tile one of whose cells has an empty neighbouring cell.
  local function open_by_definition()
    local open = {}
    for t = 1, g:tile_count() do
      if not g:tile_removed(t) then
        local found = false
        for _, c in ipairs(g:tile_cells(t)) do
          for _, n in ipairs(g:cell_neighbours(c.x, c.y)) do found = found or g:tile_at(n.x, n.y) == nil end
        end
        if found then open[#open + 1] = t end
      end
    end
    return open
  end
  assert(listed(g:open_tiles()) == "1,2,3,5,6,7,8", listed(g:open_tiles()))
  assert(listed(g:open_tiles()) == listed(open_by_definition()))
  g:remove_tile(5)
  assert(listed(g:open_tiles()) == "1,2,3,4,6,7,8", listed(g:open_tiles()))
  assert(listed(g:open_tiles()) == listed(open_by_definition()))
)lua");
}

TEST(LuaApi, TilesWithAnAttributeAreListedInPlacementOrder)
{
    runSetup(R"lua(
  assert(#g:tiles_with("shell") == 0)
  -- A lake's orientations are its calm face's four turns, then its stormy face's.
  g:place_tile('lake', 5, 5, 5, 1, {touch = false}) -- tile 4, stormy
  g:place_tile('lake', 5, 4, 1)                     -- tile 5, calm: no shell
  g:place_tile('lake', 6, 5, 6)                     -- tile 6, stormy
  assert(select(2, g:tile_face(4)) == "stormy" and select(2, g:tile_face(5)) == "calm")
  local function listed(list) return table.concat(list, ",") end
  assert(listed(g:tiles_with("shell")) == "4,6", listed(g:tiles_with("shell")))
  assert(g:tile_attr(4, "shell") == 1 and g:tile_attr(5, "shell") == 0)
  g:remove_tile(4)
  assert(listed(g:tiles_with("shell")) == "6", listed(g:tiles_with("shell")))
  local ok, err = pcall(g.tiles_with, g, "pearl")
  assert(not ok and err:find("unknown attribute 'pearl'"), err)
)lua");
}

TEST(LuaApi, RegionsHaveCellsAndAnIdThatSurvivesGrowth)
{
    runSetup(R"lua(
  local cells = g:region_cells(1, 1)
  assert(#cells == 4, #cells)
  local id = g:region_id(1, 1)
  assert(id == g:region_id(0, 0), "one region, one id")
  g:place_tile('grove', 2, 1, 1)
  assert(g:region_size(0, 0) == 5)
  local left, top, right, bottom = g:region_extent(1, 0)
  assert(left == 0 and top == 0 and right == 2 and bottom == 1, table.concat({left, top, right, bottom}, ","))
  assert(select("#", g:region_extent(7, 7)) == 0, "an empty cell has no extent")
  assert(select(3, g:region_extent(1, 0, 1)) == 2, "board 1 named")
  assert(g:region_id(2, 1) == id, "the region grew and kept its id")
  assert(g:region_id(7, 7) == nil)
  local area, enclosed = g:area_cells(5, 5)
  assert(#area == 0 and enclosed == false, "the open plane is not an enclosed area")
)lua");
}

// The forest cells of setup: (0, 0), (1, 0) and the long tile's (0, 1), (1, 1).
TEST(LuaApi, TerrainCountCountsTheCellsOfATerrainInABox)
{
    runSetup(R"lua(
  g:place_tile('grove', 2, 1, 1)
  assert(g:terrain_count("forest", 0, 0, 4, 2) == 5)
  assert(g:terrain_count("forest", 1, 0, 2, 2) == 3, "columns 1 and 2 only")
  assert(g:terrain_count("forest", 0, 1, 9, 1) == 3, "row 1 only")
  g:paint_cell(2, 1, "water")
  assert(g:terrain_count("water", 0, 0, 4, 2) == 1, "a painted cell by its paint")
  assert(g:terrain_count("forest", 0, 0, 4, 2) == 4)
  assert(g:terrain_count("forest", 0, 0, 0, 5) == 0, "a box of no width")
  -- a box far larger than the board is counted over the board's cells
  assert(g:terrain_count("forest", -100000000, -100000000, 200000001, 200000001) == 4)
  assert(g:terrain_count("forest", 5, 5, 200000001, 200000001) == 0)
  assert(g:terrain_count("forest", 0, 0, -1, 2) == 0, "a negative width")
  local ok, err = pcall(g.terrain_count, g, "forest", 0, 0, 1e12, 2)
  assert(not ok and err:find("width"), err)
  ok, err = pcall(g.terrain_count, g, "lava", 0, 0, 1, 1)
  assert(not ok and err:find("unknown terrain 'lava'"), err)
)lua");
}

// The 2x2 block of forest of setup.
TEST(LuaApi, LargestRegionsGivesEveryTerrainsLargestRegion)
{
    runSetup(R"lua(
  local largest = g:largest_regions()
  assert(largest.forest == 4 and largest.water == 0 and largest.door == 0,
    largest.forest .. " " .. largest.water .. " " .. largest.door)
  g:paint_cell(1, 0, "water")
  g:paint_cell(0, 1, "water")
  largest = g:largest_regions(1)
  assert(largest.forest == 1 and largest.water == 1, "split on the diagonal: " .. largest.forest .. " " .. largest.water)
  assert(largest.forest == g:largest_region("forest"))
  local ok, err = pcall(g.largest_regions, g, 9)
  assert(not ok and err:find("board"), err)
)lua");
}

// The 2x2 block of forest of setup, with some of its cells painted water.
TEST(LuaApi, TerrainNextToCountsCellsAndPairsAcrossASide)
{
    runSetup(R"lua(
  local cells, pairs = g:terrain_next_to("forest", "forest")
  assert(cells == 4 and pairs == 8, "each of 4 sides counted from both cells: " .. cells .. " " .. pairs)
  g:paint_cell(1, 0, "water")
  cells, pairs = g:terrain_next_to("forest", "water")
  assert(cells == 2 and pairs == 2, "(0, 0) and (1, 1) touch it: " .. cells .. " " .. pairs)
  cells, pairs = g:terrain_next_to("water", "forest")
  assert(cells == 1 and pairs == 2, cells .. " " .. pairs)
  cells, pairs = g:terrain_next_to("forest", "forest")
  assert(cells == 3 and pairs == 4, cells .. " " .. pairs)
  g:paint_cell(0, 1, "water")
  cells, pairs = g:terrain_next_to("forest", "water")
  assert(cells == 2 and pairs == 4, "each forest cell now between two: " .. cells .. " " .. pairs)
  local ok, err = pcall(g.terrain_next_to, g, "forest", "lava")
  assert(not ok and err:find("unknown terrain 'lava'"), err)
)lua");
}

TEST(LuaApi, TerrainCellsListTheCellsOfATerrainByRow)
{
    runSetup(R"lua(
  g:place_tile('grove', 2, 1, 1)
  local forest = g:terrain_cells("forest")
  local expected = { {0, 0}, {1, 0}, {0, 1}, {1, 1}, {2, 1} }
  assert(#forest == #expected, #forest)
  for i, c in ipairs(expected) do
    assert(forest[i].x == c[1] and forest[i].y == c[2], i)
  end
  assert(#g:terrain_cells("water") == 0)
  local ok, err = pcall(g.terrain_cells, g, "lava")
  assert(not ok and err:find("unknown terrain 'lava'"), err)
)lua");
}

TEST(LuaApi, RegionsListEachRegionOnceByItsOldestCell)
{
    runSetup(R"lua(
  g:place_tile('lake', 5, 5, 1, 1, { touch = false })
  local regions = g:regions()
  assert(#regions == 2, #regions)
  assert(regions[1].x == 0 and regions[1].y == 0, "the forest of tiles 1 to 3, from its oldest cell")
  assert(regions[2].x == 5 and regions[2].y == 5)
  assert(g:region_id(regions[1].x, regions[1].y) == g:region_id(1, 1))
)lua");
}

TEST(LuaApi, PiecesByRegionCountTheRegionsHoldingPiecesOldestFirst)
{
    runSetup(R"lua(
  g:place_tile('lake', 5, 5, 1, 1, { touch = false })
  g:place_tile('lake', 9, 9, 1, 1, { touch = false })
  g:deploy_cell(2, "explorer", 9, 9)
  g:deploy_cell(1, "explorer", 1, 1)
  g:deploy_cell(2, "explorer", 0, 0)
  g:deploy_cell(1, "explorer", 1, 0)
  local held = g:pieces_by_region()
  -- the forest of tiles 1 to 3, then the lake at 9,9; the lake at 5,5 holds no piece
  local expected = { { x = 0, y = 0, 2, 1 }, { x = 9, y = 9, 0, 1 } }
  assert(#held == #expected, #held)
  for i, e in ipairs(expected) do
    assert(held[i].x == e.x and held[i].y == e.y, i .. ": " .. held[i].x .. "," .. held[i].y)
    assert(#held[i] == 2, i)
    local here = g:region_pieces(e.x, e.y)
    for p = 1, 2 do
      assert(held[i][p] == e[p], i .. "," .. p .. ": " .. held[i][p])
      assert(held[i][p] == here[p], "as region_pieces says")
    end
  end
  local ok, err = pcall(g.pieces_by_region, g, 2)
  assert(not ok and err:find("board 2 does not exist"), err)
)lua");
}

// A hole ringed by one terrain names it; the answer is one value whatever the board.
TEST(LuaApi, HoleTerrainNamesTheTerrainRingingAnEmptyCell)
{
    runSetup(R"lua(
  g:place_tile('grove', 1, -1, 4)   -- door S against tile 2's door, forest W towards 0,-1
  g:place_tile('grove', 1, -2, 1)
  g:place_tile('grove', 0, -2, 3)   -- door E against 1,-2's door, forest S towards 0,-1
  g:place_tile('grove', -1, -2, 1)
  assert(g:hole_terrain(0, -1) == nil, "still open to the west")
  g:place_tile('grove', -1, -1, 1)  -- forest E closes the ring
  assert(select('#', g:hole_terrain(0, -1)) == 1)
  assert(g:hole_terrain(0, -1) == "forest", tostring(g:hole_terrain(0, -1)))
  assert(g:hole_terrain(0, -1, 1) == "forest", "the board may be named")
  assert(g:hole_terrain(0, 0) == nil, "taken")
)lua");
}

TEST(LuaApi, PiecesAtACellAndPiecesOfAType)
{
    runSetup(R"lua(
  local a = g:deploy_cell(1, "explorer", 0, 0)
  local b = g:deploy_cell(2, "scout", 0, 0)
  local c = g:deploy_cell(1, "scout", 1, 0)
  g:deploy(2, "explorer", 1) -- on a segment of the tile at 0,0: not on the cell
  local here = g:pieces_at(0, 0)
  assert(#here == 2 and here[1] == a and here[2] == b, #here)
  assert(#g:pieces_at(5, 5) == 0)
  g:move_piece(a, 1, 0)
  here = g:pieces_at(1, 0)
  assert(#here == 2 and here[1] == a and here[2] == c, "in the order deployed")
  assert(#g:pieces_at(0, 0) == 1)
  local scouts = g:pieces_of(nil, "scout")
  assert(#scouts == 2 and scouts[1] == b and scouts[2] == c)
  local mine = g:pieces_of(1, "scout")
  assert(#mine == 1 and mine[1] == c)
  assert(#g:pieces_of(2, "explorer") == 1 and #g:pieces_of(2) == 2)
  local ok, err = pcall(g.pieces_of, g, 1, "knight")
  assert(not ok and err:find("knight"), err)
  ok, err = pcall(g.pieces_at, g, 0, 0, 2)
  assert(not ok and err:find("board 2 does not exist"), err)
)lua");
}

TEST(LuaApi, PiecesMoveAndLeaveTheGame)
{
    const std::vector<Event> events = runSetup(R"lua(
  local a = g:deploy_cell(1, "explorer", 0, 0)
  local b = g:deploy_cell(2, "explorer", 1, 0)
  assert(g:piece_type(a) == "explorer")
  g:move_piece(a, 0, 1)
  local x, y, board = g:piece_cell(a)
  assert(x == 0 and y == 1 and board == 1)
  g:lose_piece(a)
  assert(g:supply(1, "explorer") == 2, "a lost piece stays out of the supply")
  assert(g:piece_owner(b) == 2, "the other piece keeps its handle")
  local ok, err = pcall(g.piece_cell, g, a)
  assert(not ok and err:find("no longer on the board"), err)
)lua");
    ASSERT_GE(events.size(), 2u);
    bool moved = false, lost = false;
    for (const Event &e : events) {
        moved = moved || e.kind == EventKind::PieceMoved;
        lost = lost || e.kind == EventKind::PieceLost;
    }
    EXPECT_TRUE(moved && lost);
}

TEST(LuaApi, ZonesShuffleMoveAndDiscardCards)
{
    const std::vector<Event> events = runSetup(R"lua(
  g:fill_bag("deck")
  g:put("hand", "c3", 2)
  assert(g:move_item("hand", "c3", "hand", 2, 1))
  assert(g:zone_count("hand", 1) == 1 and g:zone_count("hand", 2) == 0)
  assert(not g:move_item("hand", "c3", "hand", 2, 1), "nothing left to move")
  g:take("deck", "c1") g:put("deck", "c1")
  g:shuffle("deck")
  local items = g:zone_items("deck")
  assert(items[1] == 1 and items[2] == 2, "a shuffled zone keeps no order")
  g:take("hand", "c3", 1)
  g:discard_card("c3", "deck")
  assert(g:zone_count("deck") == 4)
  local ok, err = pcall(g.move_item, g, "hand", "c1", "bag")
  assert(not ok and err:find("hold different kinds of items"), err)
)lua");
    std::vector<EventKind> kinds;
    for (const Event &e : events)
        if (e.kind != EventKind::TilePlaced && e.kind != EventKind::TurnStarted && e.kind != EventKind::GameEnded
            && e.kind != EventKind::FeatureCompleted)
            kinds.push_back(e.kind);
    EXPECT_EQ(kinds,
              (std::vector<EventKind>{EventKind::ItemPut, EventKind::ItemMoved, EventKind::ItemTaken, EventKind::ItemPut,
                                      EventKind::Shuffled, EventKind::ItemTaken, EventKind::CardDiscarded}));
}

TEST(LuaApi, PlacementConditionsRemovalAndPaint)
{
    const std::vector<Event> events = runSetup(R"lua(
  assert(g:can_place("grove", {cover = {x = 2, y = 0}}))
  assert(not g:can_place("grove", {cover = {x = 9, y = 9}}))
  assert(not g:can_place("grove", {cover = {x = 0, y = 0}}), "the cell is taken")
  assert(g:can_place("grove", {cover = {x = 0, y = 0}, replace = {1}}), "unless the tile there may be replaced")
  assert(g:can_place("grove", {cover = {x = 2, y = 0}, edge = {x = 2, y = 0, dir = "W", terrain = "forest"}}))
  assert(not g:can_place("grove", {cover = {x = 2, y = 0}, edge = {x = 2, y = 0, dir = "W", terrain = "water"}}))
  g:remove_tile(2)
  assert(g:tile_removed(2) and not g:tile_removed(1))
  assert(g:tile_at(1, 0) == nil and g:tile_count() == 3)
  local ok, err = pcall(g.remove_tile, g, 2)
  assert(not ok and err:find("not on the board"), err)
  g:paint_cell(0, 0, "water")
  assert(g:cell_terrain(0, 0) == "water")
  ok, err = pcall(g.paint_cell, g, 5, 5, "water")
  assert(not ok and err:find("is empty"), err)
  ok, err = pcall(g.can_place, g, "grove", {cover = {x = "a"}})
  assert(not ok and err:find("cover needs whole numbers"), err)
)lua");
    std::vector<EventKind> kinds;
    for (const Event &e : events)
        if (e.kind == EventKind::TileRemoved || e.kind == EventKind::CellPainted)
            kinds.push_back(e.kind);
    EXPECT_EQ(kinds, (std::vector<EventKind>{EventKind::TileRemoved, EventKind::CellPainted}));
}

TEST(LuaApi, PlaceTileTakesPlacementOptions)
{
    runSetup(R"lua(
  local ok, err = pcall(g.place_tile, g, 'grove', 9, 9)
  assert(not ok and err:find("grove does not fit at 9,9"), "by default a tile must touch")
  local far = g:place_tile('grove', 9, 9, 1, 1, {touch = false, paint = "water"})
  assert(g:tile_at(9, 9) == far and g:cell_terrain(9, 9) == "water", "anywhere, in the paint's terrain")
  ok, err = pcall(g.place_tile, g, 'grove', 0, 0, 1, 1, {touch = false})
  assert(not ok and err:find("does not fit"), "the cell is taken")
  local over = g:place_tile('grove', 0, 0, 1, 1, {replace = {1}})
  assert(g:tile_removed(1) and g:tile_at(0, 0) == over, "or replaces a tile it may")
  ok, err = pcall(g.place_tile, g, 'grove', 20, 20, 1, 1, {touch = false, line = 3})
  assert(not ok and err:find("does not fit"), "every condition holds")
)lua");
}

TEST(LuaApi, KeyedAndShownVariables)
{
    const std::vector<Event> events = runSetup(R"lua(
  assert(g:var("owner", "0,0") == -1, "a key never set reads the initial value")
  g:set_var("owner", "0,0", 2)
  g:set_var("owner", 7, 1)
  assert(g:var("owner", "7") == 1, "an integer key is its decimal text")
  local keys = g:var_keys("owner")
  assert(#keys == 2 and keys[1] == "0,0" and keys[2] == "7")
  g:set_var("food", 2, 2)
  local ok, err = pcall(g.var, g, "owner")
  assert(not ok and err:find("needs a key"), err)
  ok, err = pcall(g.var_keys, g, "food")
  assert(not ok and err:find("is not keyed"), err)
)lua");
    ASSERT_FALSE(events.empty());
    int shown = 0;
    for (const Event &e : events)
        shown += e.kind == EventKind::VariableChanged;
    EXPECT_EQ(shown, 1) << "only the shown variable's change is an event";
}

// Numbers from Lua reach the engine whole or not at all: out of range is an error naming
// the argument, never a value cut to 32 bits (2^32 would be 0) or an overflow.
TEST(LuaApi, NumbersOutOfRangeAreRefusedNeverCut)
{
    runSetup(R"lua(
  local function refused(expected, f)
    local ok, message = pcall(f)
    assert(not ok, 'accepted, expected: ' .. expected)
    assert(message:find(expected, 1, true), message)
  end
  refused("bad argument #2 to 'score' (points must be between -2147483647 and 2147483647, got 4294967296)",
          function() g:score(1, 2^32, 'bonus') end)
  refused("points must be between -2147483647 and 2147483647, got -2147483648",
          function() g:score(1, -2147483648, 'bonus') end)
  assert(g:score_of(1) == 0)
  g:score(1, 2147483647, 'bonus')
  refused("score: player 1's score 2147483647 plus 1 would leave -2147483647..2147483647",
          function() g:score(1, 1, 'bonus') end)
  assert(g:score_of(1) == 2147483647)
  g:score(2, -2147483647, 'bonus')
  refused("player 2's score -2147483647 plus -1 would leave", function() g:score(2, -1, 'bonus') end)
  assert(g:score_of(2) == -2147483647)

  assert(g:tile_at(0, 0) == 1)
  refused("bad argument #1 to 'tile_at' (x must be between -100000000 and 100000000, got 4294967296)",
          function() return g:tile_at(2^32, 0) end)
  refused("y must be between -100000000 and 100000000, got 4294967296", function() return g:tile_at(0, 2^32) end)
  refused("x must be between", function() return g:cell_terrain(math.mininteger, 0) end)
  refused("x must be between", function() g:place_tile('grove', 2147483647, 0) end)
  refused("place_tile: orientation 4294967297 does not exist", function() g:place_tile('lake', 5, 5, 2^32 + 1) end)
  assert(g:tile_at(5, 5) == nil)
  assert(g:distance(-100000000, -100000000, 100000000, 100000000) == 400000000)
  refused("bad argument #3 to 'distance' (x must be between", function() return g:distance(0, 0, math.maxinteger, 0) end)
  refused("cover: x and y must be between -100000000 and 100000000, got 4294967296, 0",
          function() return g:can_place('grove', {cover = {x = 1 << 32, y = 0}}) end)
  refused("player 4294967297 does not exist (1..2)", function() return g:score_of(2^32 + 1) end)
)lua");
}

// The options a setup ending in `ask` leaves open.
std::vector<Action> optionsAsked(const std::string &ask)
{
    TempRuleset r("function setup(g)\n  g:start_turn(1)\n  g:choose('picked')\n" + ask
                  + "\nend\nfunction picked(g) g:end_game() end\n");
    r.write("ruleset.yaml", kYaml);
    LoadResult loaded = loadRuleset(r.folder());
    for (const Diagnostic &d : loaded.problems)
        ADD_FAILURE() << d.text();
    auto game = makeGame(loaded.ruleset);
    try {
        return game->newGame(2).decision().options;
    } catch (const RulesError &e) {
        ADD_FAILURE() << e.what();
    }
    return {};
}

TEST(LuaApi, OptionsAddsOneOptionPerValueOfAList)
{
    const std::vector<Action> batched = optionsAsked("g:options('pick', {7, 3, 7}) g:options('pick', {}) g:option('done')");
    EXPECT_EQ(batched, optionsAsked("g:option('pick', 7) g:option('pick', 3) g:option('pick', 7) g:option('done')"));
    ASSERT_EQ(batched.size(), 4u);
    EXPECT_EQ(batched[1].a, 3);

    runSetup(R"lua(
  local function refused(expected, f)
    local ok, message = pcall(f)
    assert(not ok, 'accepted, expected: ' .. expected)
    assert(message:find(expected, 1, true), message)
  end
  refused("options: call g:choose(...) first", function() g:options('pick', {1}) end)
  g:choose('setup')
  refused("choice 'done' declares 0 argument(s) in ruleset.yaml; more were given", function() g:options('done', {1}) end)
  refused("options: give the choice and one list of values", function() g:options('pick', {1}, 2) end)
  refused("bad argument #2 to 'options' (table expected", function() g:options('pick', 1) end)
  g:option('done')
)lua");
}

TEST(LuaApi, OptionsMayNameAListMethodInsteadOfATable)
{
    const std::string board = "g:place_tile('grove', 0, 0) g:place_tile('grove', 1, 0, 2) g:deploy(1, 'explorer', 1) "
                              "g:deploy(2, 'explorer', 3) ";
    const std::vector<Action> named = optionsAsked(board
                                                   + "g:options('pick', 'free_segments', 2) "
                                                     "g:options('pick', 'pieces_of', 2) g:options('pick', 'pieces_of')");
    EXPECT_EQ(named,
              optionsAsked(board
                           + "g:options('pick', g:free_segments(2)) g:options('pick', g:pieces_of(2)) "
                             "g:options('pick', g:pieces_of())"));
    EXPECT_EQ(named.size(), 1u + 1u + 2u) << "the second grove's free door, player 2's explorer, both explorers";
    // A choice whose one argument is of the handles' kind takes them as they are.
    const std::vector<Action> typed = optionsAsked(
        board + "g:options('claim', 'free_segments', 2) g:options('recall', 'pieces_of')");
    EXPECT_EQ(typed, optionsAsked(board + "g:options('claim', g:free_segments(2)) g:options('recall', g:pieces_of())"));
    EXPECT_EQ(typed.size(), 1u + 2u);

    runSetup(R"lua(
  g:choose('setup')
  local ok, message = pcall(function() g:options('pick', 'tiles_in', 1) end)
  assert(not ok and message:find("options: 'tiles_in' is not a method that answers a list of handles", 1, true), message)
  ok, message = pcall(function() g:options('pick', 'free_segments', 99) end)
  assert(not ok and message:find('tile 99 does not exist', 1, true), message)
  g:option('done')
)lua");
}

// What a hook makes the engine hold (items in zones and piles, options, events) counts
// against memory_mb: a hook that fills a bag without end runs out of memory, at once.
TEST(LuaApi, WhatTheEngineHoldsForAHookCountsAgainstMemory)
{
    for (const char *loop : {"while true do g:put('bag', 1) end", "while true do g:fill_bag('bag') end",
                             "g:choose('setup') while true do g:option('done') end",
                             "local i = 0 while true do i = i + 1 g:set_var('owner', i, 1) end"}) {
        TempRuleset r(std::string("function setup(g)\n  ") + loop + "\nend\n");
        r.write("ruleset.yaml", kYaml + "limits: {memory_mb: 2}\n");
        LoadResult loaded = loadRuleset(r.folder());
        ASSERT_TRUE(loaded.problems.empty()) << loaded.problems.front().text();
        auto game = makeGame(loaded.ruleset);
        const auto start = std::chrono::steady_clock::now();
        try {
            game->newGame(2);
            ADD_FAILURE() << loop << " ended";
        } catch (const RulesError &e) {
            EXPECT_NE(std::string(e.what()).find("not enough memory"), std::string::npos) << loop << ": " << e.what();
        }
        EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(3)) << loop;
    }
}

} // namespace
} // namespace tw
