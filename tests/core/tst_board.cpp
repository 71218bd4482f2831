#include "state/board.h"

#include "testrules.h"

#include <gtest/gtest.h>

#include <set>

using namespace tw;
using twtest::loadOk;
using twtest::sorted;

namespace {

// Terrains: grass 0, sea 1. Tiles: meadow 0, bay 1 (sea to the north), ocean 2, ell 3.
const std::string kSquare = R"(id: b
name: B
players: {min: 1, max: 2}
grid: square
terrains:
  grass: {code: G}
  sea: {code: S}
tiles:
  - id: meadow
    edges: GGGG
    segments: [{kind: grass, edges: [N, E, S, W]}]
  - id: bay
    edges: SGGG
    segments: [{kind: sea, edges: [N]}, {kind: grass, edges: [E, S, W]}]
  - id: ocean
    edges: SSSS
    segments: [{kind: sea, edges: [N, E, S, W]}]
  - id: ell
    cells: [[0, 0], [1, 0], [0, 1]]
    edges: [G..G, GGG., .GGG]
    segments: [{kind: grass, edges: [N, W, '1:N', '1:E', '1:S', '2:E', '2:S', '2:W']}]
)";

constexpr int kMeadow = 0, kBay = 1, kOcean = 2, kEll = 3;
constexpr int N = 0, E = 1, S = 2, W = 3;

std::vector<Placement> legal(const Board &b, int type, PlaceRule rule = {})
{
    std::vector<Placement> out;
    b.legalPlacements(type, out, rule);
    return out;
}

class BoardTest : public ::testing::Test
{
protected:
    std::shared_ptr<const Ruleset> rules = loadOk(kSquare);
    Board board{rules.get()};
};

} // namespace

TEST_F(BoardTest, FirstTileGoesAnywhere)
{
    EXPECT_EQ(board.tileCount(), 0);
    EXPECT_TRUE(board.frontier().empty());
    EXPECT_TRUE(board.fits(kMeadow, {{5, -7}, 0}));
    EXPECT_TRUE(board.fits(kOcean, {{-100, 3}, 2}));
    EXPECT_TRUE(board.fits(kEll, {{4, 4}, 3}));
    // The enumeration on an empty unbounded board offers the origin in every orientation.
    EXPECT_EQ(sorted(legal(board, kBay)), (std::vector<Placement>{{{0, 0}, 0}, {{0, 0}, 1}, {{0, 0}, 2}, {{0, 0}, 3}}));
    EXPECT_TRUE(board.hasLegalPlacement(kOcean));
}

TEST_F(BoardTest, PlaceRecordsTileAndCells)
{
    EXPECT_EQ(board.place(kMeadow, {{0, 0}, 0}, 1), 0);
    EXPECT_EQ(board.tileCount(), 1);
    EXPECT_EQ(board.tile(0).type, kMeadow);
    EXPECT_EQ(board.tile(0).origin, (Coord{0, 0}));
    EXPECT_EQ(board.tile(0).player, 1);
    EXPECT_TRUE(board.occupied({0, 0}));
    EXPECT_FALSE(board.occupied({1, 0}));
    EXPECT_EQ(board.tileAt({0, 0}), 0);
    EXPECT_EQ(board.cellAt({0, 0}), 0);
    EXPECT_EQ(board.tileAt({1, 0}), -1);
    EXPECT_EQ(board.cellAt({1, 0}), -1);
    EXPECT_EQ(sorted(board.frontier()), (std::vector<Coord>{{0, -1}, {-1, 0}, {1, 0}, {0, 1}}));

    EXPECT_EQ(board.place(kBay, {{1, 0}, 1}, 0), 1);
    EXPECT_EQ(board.tile(1).orientation, 1);
    EXPECT_EQ(board.tile(1).player, 0);
    EXPECT_EQ(&board.orientationOf(1), &rules->tiles[kBay].orientations[1]);
    EXPECT_EQ(sorted(board.frontier()), (std::vector<Coord>{{0, -1}, {1, -1}, {-1, 0}, {2, 0}, {0, 1}, {1, 1}}));
}

TEST_F(BoardTest, EdgeTerrainFollowsOrientation)
{
    board.place(kMeadow, {{0, 0}, 0}, 0);
    board.place(kBay, {{0, -1}, 1}, 0); // sea turned to face east
    EXPECT_EQ(board.edgeTerrain({0, -1}, E), 1);
    EXPECT_EQ(board.edgeTerrain({0, -1}, N), 0);
    EXPECT_EQ(board.edgeTerrain({0, -1}, S), 0);
    EXPECT_EQ(board.edgeTerrain({0, -1}, W), 0);
    EXPECT_EQ(board.edgeTerrain({5, 5}, N), -1);
    EXPECT_EQ(board.cellTerrain({0, 0}), -1) << "these tiles have no cell terrain";
    EXPECT_EQ(board.cellTerrain({5, 5}), -1);
}

TEST_F(BoardTest, MustTouch)
{
    board.place(kMeadow, {{0, 0}, 0}, 0);
    Board::FitResult r = board.check(kMeadow, {{2, 0}, 0});
    EXPECT_EQ(r.fit, Board::Fit::NotTouching);
    EXPECT_EQ(r.cell, (Coord{2, 0}));
    EXPECT_EQ(board.check(kMeadow, {{1, 1}, 0}).fit, Board::Fit::NotTouching) << "diagonal is not touching";
    EXPECT_EQ(board.check(kMeadow, {{2, 0}, 0}, false).fit, Board::Fit::Ok);
    EXPECT_EQ(board.check(kMeadow, {{1, 0}, 0}).fit, Board::Fit::Ok);
    EXPECT_EQ(board.check(kMeadow, {{-1, 0}, 3}).fit, Board::Fit::Ok);
}

TEST_F(BoardTest, Overlap)
{
    board.place(kMeadow, {{0, 0}, 0}, 0);
    const Board::FitResult r = board.check(kMeadow, {{0, 0}, 1});
    EXPECT_EQ(r.fit, Board::Fit::Overlap);
    EXPECT_EQ(r.cell, (Coord{0, 0}));
    EXPECT_EQ(board.check(kMeadow, {{0, 0}, 0}, false).fit, Board::Fit::Overlap);
}

TEST_F(BoardTest, EdgeMismatchNamesCellAndDirection)
{
    board.place(kMeadow, {{0, 0}, 0}, 0);
    Board::FitResult r = board.check(kOcean, {{1, 0}, 0});
    EXPECT_EQ(r.fit, Board::Fit::EdgeMismatch);
    EXPECT_EQ(r.cell, (Coord{1, 0}));
    EXPECT_EQ(r.direction, W);

    r = board.check(kOcean, {{0, -1}, 0});
    EXPECT_EQ(r.fit, Board::Fit::EdgeMismatch);
    EXPECT_EQ(r.cell, (Coord{0, -1}));
    EXPECT_EQ(r.direction, S);

    r = board.check(kBay, {{0, -1}, 2}); // sea turned south onto the meadow
    EXPECT_EQ(r.fit, Board::Fit::EdgeMismatch);
    EXPECT_EQ(r.direction, S);
    EXPECT_TRUE(board.fits(kBay, {{0, -1}, 0}));
    EXPECT_TRUE(board.fits(kBay, {{0, -1}, 1}));
    EXPECT_TRUE(board.fits(kBay, {{0, -1}, 3}));
}

TEST_F(BoardTest, LegalPlacementsNextToOneTile)
{
    board.place(kMeadow, {{0, 0}, 0}, 0);
    // Each neighbour of the meadow refuses the one orientation that turns the sea
    // edge towards it.
    const std::vector<Placement> expected = sorted({
        {{0, -1}, 0},
        {{0, -1}, 1},
        {{0, -1}, 3},
        {{1, 0}, 0},
        {{1, 0}, 1},
        {{1, 0}, 2},
        {{0, 1}, 1},
        {{0, 1}, 2},
        {{0, 1}, 3},
        {{-1, 0}, 0},
        {{-1, 0}, 2},
        {{-1, 0}, 3},
    });
    EXPECT_EQ(sorted(legal(board, kBay)), expected);
    EXPECT_EQ(legal(board, kMeadow).size(), 16u);
    EXPECT_TRUE(legal(board, kOcean).empty());
    EXPECT_FALSE(board.hasLegalPlacement(kOcean));
    EXPECT_TRUE(board.hasLegalPlacement(kBay));

    std::vector<Placement> appended{{{9, 9}, 0}};
    board.legalPlacements(kBay, appended);
    EXPECT_EQ(appended.size(), 13u) << "placements are appended";
    EXPECT_EQ(appended[0], (Placement{{9, 9}, 0}));
}

TEST_F(BoardTest, LegalPlacementsFollowNewNeighbours)
{
    board.place(kMeadow, {{0, 0}, 0}, 0);
    board.place(kBay, {{1, 0}, 1}, 0); // sea faces east
    EXPECT_EQ(sorted(legal(board, kOcean)), (std::vector<Placement>{{{2, 0}, 0}, {{2, 0}, 1}, {{2, 0}, 2}, {{2, 0}, 3}}));
    board.place(kOcean, {{2, 0}, 0}, 0);
    board.place(kMeadow, {{1, -1}, 0}, 0);
    // (2,-1) now has grass to the west and sea to the south: only the bay turned south fits.
    std::vector<Placement> at;
    for (const Placement &p : legal(board, kBay))
        if (p.at == Coord{2, -1})
            at.push_back(p);
    EXPECT_EQ(at, (std::vector<Placement>{{{2, -1}, 2}}));
    for (const Placement &p : legal(board, kBay))
        EXPECT_TRUE(board.fits(kBay, p)) << p.at.x << "," << p.at.y << " o" << p.orientation;
    for (const Placement &p : legal(board, kOcean))
        EXPECT_TRUE(board.fits(kOcean, p));
}

TEST_F(BoardTest, NothingFits)
{
    board.place(kMeadow, {{0, 0}, 0}, 0);
    board.place(kMeadow, {{1, 0}, 0}, 0);
    board.place(kMeadow, {{0, 1}, 0}, 0);
    EXPECT_FALSE(board.hasLegalPlacement(kOcean));
    EXPECT_FALSE(board.hasLegalPlacement(kOcean, false));
    std::vector<Placement> out;
    board.legalPlacements(kOcean, out);
    EXPECT_TRUE(out.empty());
}

TEST_F(BoardTest, MultiCellTileCells)
{
    board.place(kEll, {{0, 0}, 0}, 0);
    EXPECT_EQ(board.tileAt({0, 0}), 0);
    EXPECT_EQ(board.tileAt({1, 0}), 0);
    EXPECT_EQ(board.tileAt({0, 1}), 0);
    EXPECT_EQ(board.cellAt({1, 0}), 1);
    EXPECT_EQ(board.cellAt({0, 1}), 2);
    EXPECT_FALSE(board.occupied({1, 1}));
    EXPECT_EQ(board.edgeTerrain({0, 0}, E), -1) << "internal edge";
    EXPECT_EQ(board.edgeTerrain({1, 0}, E), 0);
    EXPECT_EQ(sorted(board.frontier()), (std::vector<Coord>{{0, -1}, {1, -1}, {-1, 0}, {2, 0}, {-1, 1}, {1, 1}, {0, 2}}));
}

TEST_F(BoardTest, MultiCellOverlapRejected)
{
    board.place(kEll, {{0, 0}, 0}, 0);
    // Turned half way, anchored at (1,1), the ell covers (1,1), (0,1) and (1,0).
    const Board::FitResult r = board.check(kEll, {{1, 1}, 2});
    EXPECT_EQ(r.fit, Board::Fit::Overlap);
    EXPECT_EQ(r.cell, (Coord{0, 1}));
    EXPECT_EQ(board.check(kEll, {{1, 1}, 0}).fit, Board::Fit::Ok);
    EXPECT_EQ(board.check(kEll, {{-1, 0}, 0}).fit, Board::Fit::Overlap);
}

TEST_F(BoardTest, MultiCellInternalEdgesDoNotTouch)
{
    board.place(kMeadow, {{0, 0}, 0}, 0);
    // Its own cells are neighbours, but that is not touching the board.
    EXPECT_EQ(board.check(kEll, {{5, 5}, 0}).fit, Board::Fit::NotTouching);
    EXPECT_EQ(board.check(kEll, {{1, 0}, 0}).fit, Board::Fit::Ok);
}

TEST_F(BoardTest, MultiCellEdgeMismatch)
{
    board.place(kOcean, {{0, 0}, 0}, 0);
    const Board::FitResult r = board.check(kEll, {{1, 0}, 0});
    EXPECT_EQ(r.fit, Board::Fit::EdgeMismatch);
    EXPECT_EQ(r.cell, (Coord{1, 0}));
    EXPECT_EQ(r.direction, W);
    // Turned once and anchored at (1,-1), it covers (1,0) and (0,-1), both beside the ocean.
    const Board::FitResult r2 = board.check(kEll, {{1, -1}, 1});
    EXPECT_EQ(r2.fit, Board::Fit::EdgeMismatch);
    EXPECT_FALSE(board.hasLegalPlacement(kEll));
}

TEST_F(BoardTest, MultiCellPlacementsListedOnce)
{
    board.place(kMeadow, {{0, 0}, 0}, 0);
    // For each orientation, 10 anchors put a cell of the ell next to (0,0), and 3 of
    // them cover (0,0) itself: 7 per orientation, 28 in all.
    const std::vector<Placement> all = legal(board, kEll);
    EXPECT_EQ(all.size(), 28u);
    std::vector<Placement> unique = sorted(all);
    unique.erase(std::unique(unique.begin(), unique.end()), unique.end());
    EXPECT_EQ(unique.size(), all.size()) << "no placement is listed twice";
    int perOrientation[4] = {};
    for (const Placement &p : all) {
        EXPECT_TRUE(board.fits(kEll, p));
        ++perOrientation[p.orientation];
    }
    for (int o = 0; o < 4; ++o)
        EXPECT_EQ(perOrientation[o], 7) << o;
    // Covers (-1,-1), (0,-1), (-1,0): reachable from two frontier cells.
    EXPECT_NE(std::find(all.begin(), all.end(), Placement{{-1, -1}, 0}), all.end());
    EXPECT_EQ(std::find(all.begin(), all.end(), Placement{{-1, 0}, 0}), all.end()) << "would cover (0,0)";
}

TEST_F(BoardTest, CopyIsAClone)
{
    board.place(kMeadow, {{0, 0}, 0}, 0);
    Board copy = board;
    EXPECT_EQ(copy.hash(), board.hash());
    copy.place(kBay, {{1, 0}, 0}, 1);
    EXPECT_EQ(board.tileCount(), 1);
    EXPECT_FALSE(board.occupied({1, 0}));
    EXPECT_EQ(board.frontier().size(), 4u);
    EXPECT_EQ(copy.tileCount(), 2);
    EXPECT_NE(copy.hash(), board.hash());
}

TEST_F(BoardTest, HashFollowsPlacements)
{
    Board a(rules.get()), b(rules.get()), c(rules.get()), d(rules.get());
    for (Board *x : {&a, &b, &c, &d})
        x->place(kMeadow, {{0, 0}, 0}, 0);
    a.place(kBay, {{1, 0}, 0}, 0);
    b.place(kBay, {{1, 0}, 0}, 0);
    c.place(kBay, {{1, 0}, 1}, 0);
    d.place(kBay, {{1, 0}, 0}, 1);
    EXPECT_EQ(a.hash(), b.hash());
    EXPECT_NE(a.hash(), c.hash());
    EXPECT_NE(a.hash(), d.hash());
    EXPECT_NE(a.hash(), Board(rules.get()).hash());
}

TEST(BoardCompatible, CompatibleTerrainsMayTouch)
{
    auto rules = loadOk(R"(id: c
name: C
players: {min: 1}
grid: square
terrains:
  grass: {code: G}
  sea: {code: S}
  lava: {code: L}
compatible: [[grass, sea]]
tiles:
  - id: meadow
    edges: GGGG
    segments: [{kind: grass, edges: [N, E, S, W]}]
  - id: ocean
    edges: SSSS
    segments: [{kind: sea, edges: [N, E, S, W]}]
  - id: volcano
    edges: LLLL
    segments: [{kind: lava, edges: [N, E, S, W]}]
  - id: fuse
    edges: LGGG
    segments: [{kind: lava, edges: [N]}, {kind: grass, edges: [E, S, W]}]
)");
    ASSERT_TRUE(rules);
    Board board(rules.get());
    board.place(0, {{0, 0}, 0}, 0);
    EXPECT_TRUE(board.fits(1, {{1, 0}, 0}));
    EXPECT_EQ(legal(board, 1).size(), 16u);
    EXPECT_FALSE(board.hasLegalPlacement(2));
    EXPECT_EQ(board.check(2, {{0, 1}, 0}).fit, Board::Fit::EdgeMismatch);
    board.place(1, {{1, 0}, 0}, 0);
    // (1,1) sees sea to the north; (0,1) sees grass; the fuse's lava edge must face away.
    std::set<int> at11;
    for (const Placement &p : legal(board, 3))
        if (p.at == Coord{1, 1})
            at11.insert(p.orientation);
    EXPECT_EQ(at11, (std::set<int>{1, 2, 3}));
    EXPECT_EQ(legal(board, 3).size(), 6u * 3u);
}

TEST(BoardHex, PlacementsOnHexGrid)
{
    auto rules = loadOk(R"(id: h
name: H
players: {min: 1}
grid: hex
terrains:
  grass: {code: G}
  sea: {code: S}
tiles:
  - id: land
    edges: GGGGGG
    segments: [{kind: grass, edges: [N, NE, SE, S, SW, NW]}]
  - id: bay
    edges: SGGGGG
    segments: [{kind: sea, edges: [N]}, {kind: grass, edges: [NE, SE, S, SW, NW]}]
)");
    ASSERT_TRUE(rules);
    const Grid &g = rules->grid;
    Board board(rules.get());
    board.place(0, {{0, 0}, 0}, 0);
    EXPECT_EQ(board.frontier().size(), 6u);
    EXPECT_EQ(legal(board, 0).size(), 36u);
    std::vector<Placement> expected;
    for (int d = 0; d < 6; ++d)
        for (int r = 0; r < 6; ++r)
            if (r != g.opposite(d)) // sea facing back towards the origin
                expected.push_back({g.step(d), r});
    EXPECT_EQ(sorted(legal(board, 1)), sorted(expected));
    const Board::FitResult r = board.check(1, {{1, 0}, 5}); // SE neighbour, sea turned NW
    EXPECT_EQ(r.fit, Board::Fit::EdgeMismatch);
    EXPECT_EQ(r.direction, 5);
    EXPECT_EQ(board.check(1, {{2, 0}, 0}).fit, Board::Fit::NotTouching);
}

namespace {
const std::string kSheet = R"(id: s
name: S
players: {min: 1}
grid: {kind: sheet, width: 3, height: 3}
terrains:
  grass: {code: G}
tiles:
  - id: domino
    cells: [[0, 0], [1, 0]]
    edges: [G.GG, GGG.]
    segments: [{kind: grass, edges: [N, S, W, '1:N', '1:E', '1:S']}]
  - id: mono
    edges: GGGG
    segments: [{kind: grass, edges: [N, E, S, W]}]
)";

// The pair of cells a domino placement covers, smaller first.
std::pair<Coord, Coord> covered(const Ruleset &rs, const Placement &p)
{
    const Orientation &o = rs.tiles[0].orientations[p.orientation];
    Coord a = p.at + o.cells[0], b = p.at + o.cells[1];
    if (b < a)
        std::swap(a, b);
    return {a, b};
}
} // namespace

TEST(BoardSheet, EveryInBoundsSpotOnAnEmptySheet)
{
    auto rules = loadOk(kSheet);
    ASSERT_TRUE(rules);
    Board board(rules.get());
    // Each orientation of a domino has 2 x 3 anchors inside a 3 x 3 sheet; orientations
    // 0 and 2 (and 1 and 3) cover the same cells but are listed separately.
    const std::vector<Placement> all = legal(board, 0, false);
    EXPECT_EQ(all.size(), 24u);
    std::set<std::pair<std::pair<int, int>, std::pair<int, int>>> shapes;
    for (const Placement &p : all) {
        const auto [a, b] = covered(*rules, p);
        EXPECT_TRUE(rules->grid.contains(a) && rules->grid.contains(b));
        shapes.insert({{a.x, a.y}, {b.x, b.y}});
    }
    EXPECT_EQ(shapes.size(), 12u) << "6 horizontal and 6 vertical pairs";
    EXPECT_EQ(legal(board, 0, true).size(), 24u) << "an empty sheet has nothing to touch";
    EXPECT_EQ(legal(board, 1, false).size(), 36u);
}

TEST(BoardSheet, BoundsAreChecked)
{
    auto rules = loadOk(kSheet);
    ASSERT_TRUE(rules);
    Board board(rules.get());
    Board::FitResult r = board.check(0, {{2, 0}, 0});
    EXPECT_EQ(r.fit, Board::Fit::OutOfBounds);
    EXPECT_EQ(r.cell, (Coord{3, 0}));
    r = board.check(0, {{0, 0}, 2});
    EXPECT_EQ(r.fit, Board::Fit::OutOfBounds);
    EXPECT_EQ(r.cell, (Coord{-1, 0}));
    EXPECT_EQ(board.check(0, {{0, 2}, 1}).fit, Board::Fit::OutOfBounds);
    EXPECT_EQ(board.check(0, {{0, 2}, 3}).fit, Board::Fit::Ok);
}

TEST(BoardSheet, PlacementsAfterOneDomino)
{
    auto rules = loadOk(kSheet);
    ASSERT_TRUE(rules);
    Board board(rules.get());
    board.place(0, {{0, 0}, 0}, 0); // covers (0,0) and (1,0)
    EXPECT_EQ(sorted(board.frontier()), (std::vector<Coord>{{2, 0}, {0, 1}, {1, 1}})) << "no frontier outside the sheet";
    // 8 free pairs of cells remain, each listed in two orientations.
    EXPECT_EQ(legal(board, 0, false).size(), 16u);
    // Touching the placed domino: both pairs of row 1, the columns 0 and 1 below it, and
    // (2,0)-(2,1).
    const std::vector<Placement> touching = legal(board, 0, true);
    EXPECT_EQ(touching.size(), 10u);
    for (const Placement &p : touching)
        EXPECT_TRUE(board.fits(0, p));
    EXPECT_EQ(legal(board, 1, false).size(), 28u);
    EXPECT_EQ(legal(board, 1, true).size(), 12u);
}

TEST(BoardSheet, FullSheetHasNoPlacement)
{
    auto rules = loadOk("id: s\nname: S\nplayers: {min: 1}\ngrid: {kind: sheet, width: 2, height: 1}\n"
                        "terrains:\n  grass: {code: G}\ntiles:\n  - id: domino\n    cells: [[0, 0], [1, 0]]\n"
                        "    edges: [G.GG, GGG.]\n    segments: [{kind: grass, edges: [N, S, W, '1:N', '1:E', '1:S']}]\n");
    ASSERT_TRUE(rules);
    Board board(rules.get());
    EXPECT_EQ(legal(board, 0, false).size(), 2u); // orientation 0 at (0,0), 2 at (1,0)
    board.place(0, {{1, 0}, 2}, 0);
    EXPECT_TRUE(board.occupied({0, 0}));
    EXPECT_TRUE(board.frontier().empty());
    EXPECT_FALSE(board.hasLegalPlacement(0, false));
    EXPECT_FALSE(board.hasLegalPlacement(0, true));
}

TEST(BoardSheet, MustCoverALine)
{
    auto rules = loadOk(kSheet);
    ASSERT_TRUE(rules);
    Board board(rules.get());
    // Cells in row 1 or column 1 of a 3 x 3 sheet: 5, in 4 orientations each.
    EXPECT_EQ(legal(board, 1, PlaceRule(false, 1)).size(), 20u);
    const Board::FitResult r = board.check(1, {{2, 2}, 0}, PlaceRule(false, 1));
    EXPECT_EQ(r.fit, Board::Fit::MissesLine);
    EXPECT_EQ(board.check(1, {{2, 1}, 0}, PlaceRule(false, 1)).fit, Board::Fit::Ok);
    EXPECT_EQ(board.check(1, {{1, 2}, 0}, PlaceRule(false, 1)).fit, Board::Fit::Ok);
    // Of the 12 domino spots, 4 lie wholly inside rows and columns 1..2.
    const std::vector<Placement> dominoes = legal(board, 0, PlaceRule(false, 0));
    EXPECT_EQ(dominoes.size(), 16u);
    for (const Placement &p : dominoes) {
        const auto [a, b] = covered(*rules, p);
        EXPECT_TRUE(a.x == 0 || a.y == 0 || b.x == 0 || b.y == 0);
    }
    EXPECT_EQ(board.check(0, {{1, 1}, 0}, PlaceRule(false, 0)).fit, Board::Fit::MissesLine);
    EXPECT_EQ(board.check(0, {{1, 0}, 1}, PlaceRule(false, 0)).fit, Board::Fit::Ok);
}

TEST_F(BoardTest, MustCoverALineNextToTiles)
{
    board.place(kMeadow, {{0, 0}, 0}, 0);
    // Of the meadow's four neighbours, (1,0) lies in column 1 and (0,1) in row 1.
    EXPECT_EQ(sorted(legal(board, kMeadow, PlaceRule(true, 1))),
              (std::vector<Placement>{
                  {{1, 0}, 0}, {{1, 0}, 1}, {{1, 0}, 2}, {{1, 0}, 3}, {{0, 1}, 0}, {{0, 1}, 1}, {{0, 1}, 2}, {{0, 1}, 3}}));
    EXPECT_FALSE(board.hasLegalPlacement(kMeadow, PlaceRule(true, 5)));
    EXPECT_TRUE(board.hasLegalPlacement(kMeadow, PlaceRule(true, -1)));
    EXPECT_EQ(board.check(kMeadow, {{0, -1}, 0}, PlaceRule(true, 1)).fit, Board::Fit::MissesLine);
}

TEST_F(BoardTest, NegativeCellsSurviveGrowth)
{
    // A row of meadows from (-1,-1) eastwards, long enough to make the cell map grow.
    for (int x = -1; x < 60; ++x)
        board.place(kMeadow, {{x, -1}, 0}, 0);
    EXPECT_TRUE(board.occupied({-1, -1}));
    EXPECT_EQ(board.tileAt({-1, -1}), 0);
    EXPECT_EQ(board.check(kMeadow, {{-1, -1}, 0}).fit, Board::Fit::Overlap);
    EXPECT_EQ(board.frontier().size(), 2u * 61u + 2u);
}
