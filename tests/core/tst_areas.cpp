#include "state/board.h"
#include "state/boardareas.h"

#include "testrules.h"

#include <gtest/gtest.h>

using namespace tw;
using twtest::loadOk;

namespace {

// Tiles with cell terrain and no edges: anything may sit next to anything.
// Terrains: forest 0, lake 1. Tiles: wood 0, pond 1, shore 2 (forest, lake), ell 3.
std::string cellRules(const std::string &grid)
{
    return "id: a\nname: A\nplayers: {min: 1}\ngrid: " + grid + R"(
terrains:
  forest: {}
  lake: {}
tiles:
  - id: wood
    terrain: forest
  - id: pond
    terrain: lake
  - id: shore
    cells: [[0, 0], [1, 0]]
    terrain: [forest, lake]
  - id: ell
    cells: [[0, 0], [1, 0], [0, 1]]
    terrain: forest
)";
}

constexpr int kWood = 0, kPond = 1, kShore = 2, kEll = 3;
constexpr int kForest = 0, kLake = 1;

// Surrounds the cells of `hole` (inside the box from `from` to `to`) with woods.
void ring(Board &b, Coord from, Coord to, const std::vector<Coord> &hole)
{
    for (int y = from.y; y <= to.y; ++y)
        for (int x = from.x; x <= to.x; ++x)
            if (std::find(hole.begin(), hole.end(), Coord{x, y}) == hole.end())
                b.place(kWood, {{x, y}, 0}, 0);
}

class AreaTest : public ::testing::Test
{
protected:
    std::shared_ptr<const Ruleset> rules = loadOk(cellRules("square"));
    Board board{rules.get()};
};

} // namespace

TEST_F(AreaTest, CellTerrainPerCell)
{
    board.place(kShore, {{2, 0}, 1}, 0); // turned: forest on (2,0), lake on (2,1)
    EXPECT_EQ(board.cellTerrain({2, 0}), kForest);
    EXPECT_EQ(board.cellTerrain({2, 1}), kLake);
    EXPECT_EQ(board.cellTerrain({3, 0}), -1);
    EXPECT_EQ(board.cellAt({2, 1}), 1);
}

TEST_F(AreaTest, RegionsAcrossTiles)
{
    board.place(kWood, {{0, 0}, 0}, 0);
    board.place(kWood, {{1, 0}, 0}, 0);
    board.place(kPond, {{0, 1}, 0}, 0);
    board.place(kWood, {{1, 1}, 0}, 0);
    board.place(kShore, {{2, 0}, 1}, 0);
    const std::vector<Coord> forest{{0, 0}, {1, 0}, {2, 0}, {1, 1}};
    EXPECT_EQ(region(board, {0, 0}), forest);
    EXPECT_EQ(region(board, {1, 1}), forest);
    EXPECT_EQ(region(board, {2, 0}), forest);
    EXPECT_EQ(region(board, {0, 1}), (std::vector<Coord>{{0, 1}}));
    EXPECT_EQ(region(board, {2, 1}), (std::vector<Coord>{{2, 1}})) << "lakes that meet only at a corner stay apart";
    EXPECT_TRUE(region(board, {5, 5}).empty());

    board.place(kPond, {{2, 2}, 0}, 0);
    EXPECT_EQ(region(board, {2, 2}), (std::vector<Coord>{{2, 1}, {2, 2}}));
    board.place(kEll, {{0, 2}, 0}, 0); // forest on (0,2), (1,2), (0,3)
    EXPECT_EQ(region(board, {0, 3}), (std::vector<Coord>{{0, 0}, {1, 0}, {2, 0}, {1, 1}, {0, 2}, {1, 2}, {0, 3}}));
}

TEST_F(AreaTest, LargestRegion)
{
    EXPECT_EQ(largestRegion(board, kForest), 0);
    board.place(kWood, {{0, 0}, 0}, 0);
    board.place(kPond, {{1, 0}, 0}, 0);
    board.place(kWood, {{2, 0}, 0}, 0);
    EXPECT_EQ(largestRegion(board, kForest), 1) << "two single woods, apart";
    EXPECT_EQ(largestRegion(board, kLake), 1);
    board.place(kWood, {{2, 1}, 0}, 0);
    board.place(kWood, {{2, 2}, 0}, 0);
    EXPECT_EQ(largestRegion(board, kForest), 3);
    board.place(kShore, {{0, 1}, 0}, 0); // forest (0,1) joins (0,0); lake (1,1) joins (1,0)
    EXPECT_EQ(largestRegion(board, kForest), 3);
    EXPECT_EQ(largestRegion(board, kLake), 2);
    board.place(kWood, {{1, 2}, 0}, 0);
    board.place(kWood, {{0, 2}, 0}, 0); // joins both forests through row 2
    EXPECT_EQ(largestRegion(board, kForest), 7);
}

TEST_F(AreaTest, LargestRegionsGivesEachTerrainsLargestRegion)
{
    EXPECT_EQ(largestRegions(board), (std::vector<int>{0, 0}));
    board.place(kWood, {{0, 0}, 0}, 0);
    board.place(kPond, {{1, 0}, 0}, 0);
    board.place(kWood, {{2, 0}, 0}, 0);
    board.place(kWood, {{2, 1}, 0}, 0);
    EXPECT_EQ(largestRegions(board), (std::vector<int>{2, 1})) << "forests of 1 and 2 cells, one lake";
    board.place(kShore, {{0, 1}, 0}, 0); // forest (0,1) joins (0,0); lake (1,1) joins (1,0)
    EXPECT_EQ(largestRegions(board), (std::vector<int>{2, 2}));
    board.paintCell({2, 1}, kLake); // cuts the forest of (2,0) in one and joins the lake
    EXPECT_EQ(largestRegions(board), (std::vector<int>{2, 3}));
    board.removeTile(1); // the pond of (1,0): its lake goes, (2,1) stays painted
    EXPECT_EQ(largestRegions(board), (std::vector<int>{2, 2}));
    EXPECT_EQ(largestRegions(board)[kForest], largestRegion(board, kForest));
    EXPECT_EQ(largestRegions(board)[kLake], largestRegion(board, kLake));
}

TEST_F(AreaTest, TerrainCellsAreSortedAndFollowPaintAndRemoval)
{
    EXPECT_TRUE(terrainCells(board, kForest).empty());
    board.place(kShore, {{2, 0}, 1}, 0); // turned: forest on (2,0), lake on (2,1)
    board.place(kEll, {{0, 1}, 0}, 0);   // forest on (0,1), (1,1), (0,2)
    board.place(kPond, {{5, -1}, 0}, 0);
    EXPECT_EQ(terrainCells(board, kForest), (std::vector<Coord>{{2, 0}, {0, 1}, {1, 1}, {0, 2}}));
    EXPECT_EQ(terrainCells(board, kLake), (std::vector<Coord>{{5, -1}, {2, 1}}));
    board.paintCell({1, 1}, kLake);
    EXPECT_EQ(terrainCells(board, kForest), (std::vector<Coord>{{2, 0}, {0, 1}, {0, 2}}));
    EXPECT_EQ(terrainCells(board, kLake), (std::vector<Coord>{{5, -1}, {1, 1}, {2, 1}}));
    board.removeTile(2);
    board.place(kWood, {{5, -1}, 0}, 0); // on the removed pond's cell
    EXPECT_EQ(terrainCells(board, kLake), (std::vector<Coord>{{1, 1}, {2, 1}}));
    EXPECT_EQ(terrainCells(board, kForest), (std::vector<Coord>{{5, -1}, {2, 0}, {0, 1}, {0, 2}}));
    board.paintCell({2, 0}, kLake); // on the shore, which stays
    board.removeTile(1);            // the ell: the paint on its (1,1) goes with it
    board.place(kWood, {{1, 1}, 0}, 0);
    EXPECT_EQ(terrainCells(board, kLake), (std::vector<Coord>{{2, 0}, {2, 1}}));
    EXPECT_EQ(terrainCells(board, kForest), (std::vector<Coord>{{5, -1}, {1, 1}}));
    EXPECT_EQ(board.paintedCells(), (std::vector<std::pair<Coord, int>>{{{2, 0}, kLake}}));
    // Counts leave out what removed tiles had; new tiles on their cells count.
    EXPECT_EQ(terrainCount(board, kForest, {-1000, -1000}, 3000, 3000), 2);
    EXPECT_EQ(terrainCount(board, kLake, {-1000, -1000}, 3000, 3000), 2);
    EXPECT_EQ(terrainContacts(board, kLake, kLake).pairs, 2) << "(2, 0) above (2, 1), from both";
    EXPECT_EQ(terrainContacts(board, kForest, kLake).cells, 1) << "(1, 1) beside (2, 1)";
}

TEST_F(AreaTest, RegionOriginsAreEachRegionsOldestCellOldestFirst)
{
    EXPECT_TRUE(regionOrigins(board).empty());
    board.place(kWood, {{0, 0}, 0}, 0);
    board.place(kPond, {{1, 0}, 0}, 0);
    board.place(kWood, {{2, 0}, 0}, 0);
    board.place(kWood, {{2, 1}, 0}, 0); // joins (2,0)
    EXPECT_EQ(regionOrigins(board), (std::vector<Coord>{{0, 0}, {1, 0}, {2, 0}}));
    board.place(kWood, {{1, 1}, 0}, 0);
    board.place(kWood, {{0, 1}, 0}, 0); // joins both forests
    EXPECT_EQ(regionOrigins(board), (std::vector<Coord>{{0, 0}, {1, 0}}));
    board.removeTile(0); // the forest's oldest cell is now (2,0), placed after the pond
    EXPECT_EQ(regionOrigins(board), (std::vector<Coord>{{1, 0}, {2, 0}}));
}

// An area is open once it reaches past every placed cell (beyondPlaced), which the flood
// checks before reaching its limit: the answers are those of a flood that goes on.
TEST_F(AreaTest, AnAreaReachingPastEveryTileIsOpenWhateverTheLimit)
{
    EXPECT_TRUE(board.beyondPlaced({0, 0})) << "an empty board";
    std::vector<Coord> inside;
    for (int y = 1; y <= 8; ++y)
        for (int x = 1; x <= 8; ++x)
            inside.push_back({x, y});
    ring(board, {0, 0}, {9, 9}, inside);
    EXPECT_FALSE(board.beyondPlaced({9, 0}));
    EXPECT_TRUE(board.beyondPlaced({10, 5}));
    EXPECT_TRUE(board.beyondPlaced({5, -1}));
    EXPECT_EQ(emptyArea(board, {4, 4}).cells.size(), 64u) << "64 cells inside the ring, the limit";
    EXPECT_TRUE(emptyArea(board, {4, 4}).enclosed);
    constexpr int kNoLimit = 1 << 30; // a flood would go on for ever: it stops past the tiles
    EXPECT_FALSE(emptyArea(board, {10, 4}, kNoLimit).enclosed);

    board.removeTile(board.tileAt({9, 4})); // a door in the east wall
    EXPECT_FALSE(emptyArea(board, {4, 4}, kNoLimit).enclosed) << "the inside now reaches the plane";
    EXPECT_FALSE(board.beyondPlaced({9, 4})) << "the wall's other cells still span the box";
    for (int y = 0; y <= 9; ++y)
        if (const int t = board.tileAt({9, y}); t >= 0)
            board.removeTile(t);
    EXPECT_TRUE(board.beyondPlaced({9, 4})) << "the box shrinks with the tiles taken away";
}

TEST(Areas, RegionsOnHex)
{
    auto rules = loadOk(cellRules("hex"));
    ASSERT_TRUE(rules);
    Board board(rules.get());
    board.place(kWood, {{0, 0}, 0}, 0);
    board.place(kWood, {{1, -1}, 0}, 0); // north-east neighbour
    board.place(kPond, {{1, 0}, 0}, 0);  // south-east neighbour
    board.place(kWood, {{2, -1}, 0}, 0); // south-east of (1,-1), north-east of (1,0)
    EXPECT_EQ(region(board, {0, 0}), (std::vector<Coord>{{1, -1}, {2, -1}, {0, 0}}));
    EXPECT_EQ(region(board, {1, 0}), (std::vector<Coord>{{1, 0}}));
}

// A wood at (0, 0) with a pond on each side of it but one; a wood beyond one pond.
TEST(Areas, TerrainContactsCountCellsAndPairsOnHexToo)
{
    for (const std::string grid : {"square", "hex"}) {
        auto rules = loadOk(cellRules(grid));
        ASSERT_TRUE(rules);
        Board board(rules.get());
        const Grid &g = rules->grid;
        board.place(kWood, {{0, 0}, 0}, 0);
        for (int d = 1; d < g.directionCount(); ++d)
            board.place(kPond, {g.neighbour({0, 0}, d), 0}, 0);
        board.place(kWood, {g.neighbour(g.neighbour({0, 0}, 1), 1), 0}, 0);
        const int ponds = g.directionCount() - 1;
        const TerrainContacts woods = terrainContacts(board, kForest, kLake);
        EXPECT_EQ(woods.cells, 2) << grid;
        EXPECT_EQ(woods.pairs, ponds + 1) << grid << ": the far wood touches the pond between them";
        const TerrainContacts pondsByWood = terrainContacts(board, kLake, kForest);
        EXPECT_EQ(pondsByWood.cells, ponds) << grid;
        EXPECT_EQ(pondsByWood.pairs, ponds + 1) << grid;
        EXPECT_EQ(terrainContacts(board, kForest, kForest).cells, 0) << grid << ": the woods are apart";
    }
}

TEST_F(AreaTest, TerrainCountCountsInABoxWhicheverIsSmaller)
{
    ring(board, {0, 0}, {3, 2}, {{1, 1}});
    board.place(kPond, {{1, 1}, 0}, 0);
    EXPECT_EQ(terrainCount(board, kForest, {0, 0}, 4, 3), 11);
    EXPECT_EQ(terrainCount(board, kLake, {0, 0}, 4, 3), 1);
    EXPECT_EQ(terrainCount(board, kForest, {1, 1}, 2, 1), 1) << "(2, 1) beside the pond";
    EXPECT_EQ(terrainCount(board, kForest, {-1000, -1000}, 3000, 3000), 11) << "over the board's cells";
    EXPECT_EQ(terrainCount(board, kForest, {2, 0}, 1000, 1), 2) << "over the board's cells: (2, 0), (3, 0)";
    EXPECT_EQ(terrainCount(board, kForest, {0, 0}, 0, 3), 0);
    EXPECT_EQ(terrainCount(board, kForest, {0, 0}, 4, -1), 0);
}

TEST_F(AreaTest, EnclosedSingleCell)
{
    ring(board, {0, 0}, {2, 2}, {{1, 1}});
    EXPECT_EQ(board.tileCount(), 8);
    const EmptyArea hole = emptyArea(board, {1, 1});
    EXPECT_TRUE(hole.enclosed);
    EXPECT_EQ(hole.cells, (std::vector<Coord>{{1, 1}}));

    const EmptyArea outside = emptyArea(board, {3, 1});
    EXPECT_FALSE(outside.enclosed);
    EXPECT_TRUE(outside.cells.empty());

    const EmptyArea full = emptyArea(board, {0, 0});
    EXPECT_FALSE(full.enclosed) << "an occupied cell is no empty area";
    EXPECT_TRUE(full.cells.empty());
}

TEST_F(AreaTest, EnclosedTwoCellsAndTheLimit)
{
    ring(board, {0, 0}, {3, 2}, {{1, 1}, {2, 1}});
    const EmptyArea hole = emptyArea(board, {2, 1});
    EXPECT_TRUE(hole.enclosed);
    EXPECT_EQ(hole.cells, (std::vector<Coord>{{1, 1}, {2, 1}}));
    EXPECT_TRUE(emptyArea(board, {1, 1}, 2).enclosed) << "exactly the limit";
    const EmptyArea big = emptyArea(board, {1, 1}, 1);
    EXPECT_FALSE(big.enclosed) << "larger than the limit";
    EXPECT_TRUE(big.cells.empty());
}

TEST_F(AreaTest, GapOpensTheArea)
{
    ring(board, {0, 0}, {2, 2}, {{1, 1}, {1, 2}}); // the ring has a gap at (1,2)
    const EmptyArea area = emptyArea(board, {1, 1});
    EXPECT_FALSE(area.enclosed);
    EXPECT_TRUE(area.cells.empty());
}

TEST_F(AreaTest, FitsInsideAHole)
{
    ring(board, {0, 0}, {3, 2}, {{1, 1}, {2, 1}});
    const std::vector<Coord> hole = emptyArea(board, {1, 1}).cells;
    ASSERT_EQ(hole.size(), 2u);
    EXPECT_TRUE(fitsInside(board, kWood, hole));
    EXPECT_TRUE(fitsInside(board, kShore, hole));
    EXPECT_FALSE(fitsInside(board, kEll, hole));
    EXPECT_FALSE(fitsInside(board, kShore, {{1, 1}})) << "the domino may use only cells of the area";
    EXPECT_TRUE(fitsInside(board, kWood, {{1, 1}}));
    EXPECT_FALSE(fitsInside(board, kWood, {})) << "no cells, no room";
}

TEST_F(AreaTest, FitsInsideAVerticalHole)
{
    ring(board, {0, 0}, {2, 3}, {{1, 1}, {1, 2}});
    const EmptyArea hole = emptyArea(board, {1, 2});
    ASSERT_TRUE(hole.enclosed);
    EXPECT_EQ(hole.cells, (std::vector<Coord>{{1, 1}, {1, 2}}));
    EXPECT_TRUE(fitsInside(board, kShore, hole.cells)) << "turned upright";
    EXPECT_FALSE(fitsInside(board, kEll, hole.cells));
}

TEST_F(AreaTest, FitsInsideAnLShapedHole)
{
    ring(board, {0, 0}, {3, 3}, {{1, 1}, {2, 1}, {1, 2}});
    const EmptyArea hole = emptyArea(board, {1, 1});
    ASSERT_TRUE(hole.enclosed);
    EXPECT_EQ(hole.cells.size(), 3u);
    EXPECT_TRUE(fitsInside(board, kEll, hole.cells));
    EXPECT_TRUE(fitsInside(board, kShore, hole.cells));
}

TEST(Areas, HoleRingedBySea)
{
    auto rules = loadOk(R"(id: h
name: H
players: {min: 1}
grid: square
terrains:
  grass: {code: G}
  sea: {code: S}
tiles:
  - id: ocean
    edges: SSSS
    segments: [{kind: sea, edges: [N, E, S, W]}]
  - id: meadow
    edges: GGGG
    segments: [{kind: grass, edges: [N, E, S, W]}]
  - id: bay
    edges: SGGG
    segments: [{kind: sea, edges: [N]}, {kind: grass, edges: [E, S, W]}]
)");
    ASSERT_TRUE(rules);
    Board board(rules.get());
    for (int y = 0; y < 3; ++y)
        for (int x = 0; x < 3; ++x)
            if (x != 1 || y != 1)
                board.place(0, {{x, y}, 0}, 0);
    const EmptyArea hole = emptyArea(board, {1, 1});
    ASSERT_TRUE(hole.enclosed);
    EXPECT_TRUE(fitsInside(board, 0, hole.cells));
    EXPECT_FALSE(fitsInside(board, 1, hole.cells));
    EXPECT_FALSE(fitsInside(board, 2, hole.cells)) << "three of the bay's edges are grass";
}

TEST(Areas, SheetEdgesBoundAreas)
{
    auto rules = loadOk(cellRules("{kind: sheet, width: 3, height: 3}"));
    ASSERT_TRUE(rules);
    Board board(rules.get());
    const EmptyArea all = emptyArea(board, {0, 0});
    EXPECT_TRUE(all.enclosed);
    EXPECT_EQ(all.cells.size(), 9u);
    EXPECT_FALSE(emptyArea(board, {0, 0}, 8).enclosed);
    EXPECT_FALSE(emptyArea(board, {3, 0}).enclosed) << "outside the sheet";
    EXPECT_TRUE(emptyArea(board, {3, 0}).cells.empty());

    for (int y = 0; y < 3; ++y)
        board.place(kWood, {{1, y}, 0}, 0);
    const EmptyArea left = emptyArea(board, {0, 1});
    EXPECT_TRUE(left.enclosed);
    EXPECT_EQ(left.cells, (std::vector<Coord>{{0, 0}, {0, 1}, {0, 2}}));
    EXPECT_EQ(emptyArea(board, {2, 2}).cells, (std::vector<Coord>{{2, 0}, {2, 1}, {2, 2}}));
    EXPECT_TRUE(fitsInside(board, kShore, left.cells));
    EXPECT_FALSE(fitsInside(board, kEll, left.cells));
}

TEST(Areas, HoleTerrain)
{
    auto rules = loadOk(R"(id: h
name: H
players: {min: 1}
grid: square
terrains:
  grass: {code: G}
  sea: {code: S}
tiles:
  - id: ocean
    edges: SSSS
    segments: [{kind: sea, edges: [N, E, S, W]}]
  - id: bay
    edges: SGGG
    segments: [{kind: sea, edges: [N]}, {kind: grass, edges: [E, S, W]}]
)");
    ASSERT_TRUE(rules);
    Board board(rules.get());
    board.place(0, {{1, 0}, 0}, 0);
    board.place(0, {{0, 1}, 0}, 0);
    board.place(0, {{2, 1}, 0}, 0);
    EXPECT_EQ(holeTerrain(board, {1, 1}), -1) << "open to the south";
    board.place(1, {{1, 2}, 0}, 0); // the bay's sea faces north, into the hole
    EXPECT_EQ(holeTerrain(board, {1, 1}), 1) << "the diagonal cells do not matter";
    EXPECT_EQ(holeTerrain(board, {1, 0}), -1) << "occupied";
    EXPECT_EQ(holeTerrain(board, {5, 5}), -1);

    Board mixed(rules.get());
    mixed.place(0, {{1, 0}, 0}, 0);
    mixed.place(0, {{0, 1}, 0}, 0);
    mixed.place(0, {{2, 1}, 0}, 0);
    mixed.place(1, {{1, 2}, 1}, 0); // sea turned east: grass faces the hole
    EXPECT_EQ(holeTerrain(mixed, {1, 1}), -1);
}

TEST(Areas, PathThroughDoors)
{
    // Terrains: wall 0, door 1. Edges are N E S W.
    auto rules = loadOk(R"(id: d
name: D
players: {min: 1}
grid: square
terrains:
  wall: {code: W}
  door: {code: D}
tiles:
  - id: hall
    edges: DDDD
  - id: corridor
    edges: WDWD
  - id: closet
    edges: WWWW
)");
    ASSERT_TRUE(rules);
    //   (0,0) hall   (1,0) corridor  (2,0) hall
    //   (0,1) hall   (1,1) corridor
    //                                (3,0) closet
    Board board(rules.get());
    board.place(0, {{0, 0}, 0}, 0);
    board.place(1, {{1, 0}, 0}, 0);
    board.place(0, {{2, 0}, 0}, 0);
    board.place(0, {{0, 1}, 0}, 0);
    board.place(1, {{1, 1}, 0}, 0);
    board.place(2, {{3, 0}, 0}, 0);
    const int wall = 0, door = 1;
    EXPECT_EQ(pathLength(board, {0, 0}, {0, 0}, door), 0);
    EXPECT_EQ(pathLength(board, {0, 0}, {2, 0}, door), 2);
    EXPECT_EQ(pathLength(board, {2, 0}, {0, 1}, door), 3);
    EXPECT_EQ(pathLength(board, {1, 1}, {1, 0}, door), 3) << "walled between them: round by the halls";
    EXPECT_EQ(pathLength(board, {0, 0}, {3, 0}, door), -1) << "the closet has no door";
    EXPECT_EQ(pathLength(board, {0, 0}, {5, 5}, door), -1) << "no tile there";
    EXPECT_EQ(pathLength(board, {1, 0}, {1, 1}, wall), 1);
    EXPECT_EQ(pathLength(board, {2, 0}, {3, 0}, wall), -1) << "a door meets a wall";
}
