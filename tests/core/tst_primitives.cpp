// Primitives the later games need (Land vs Sea chains and trade routes, the dungeon's
// piles and doors, Overworld's coast tiles and explorers): neighbours and groups of tiles,
// chains of marked edges, placement next to a given tile, pieces on a region, piles.
#include "testrules.h"

#include "state/boardadjacency.h"
#include "state/boardareas.h"
#include "state/gamestate.h"

namespace {

using namespace tw;
using twtest::loadOk;

const char *const kRules = R"(id: t
name: T
players: {min: 2, max: 2}
grid: square
terrains: {land: {code: L}}
attributes: {caravan: {name: Caravan}, ridge: {name: Mountain range}}
pieces: {camel: {per_player: 3}}
tiles:
  - {id: plain, edges: LLLL}
  - {id: caravan, edges: LLLL, caravan: 1}
  - {id: ridge_ew, edges: LLLL, marks: {ridge: [E, W]}}
  - {id: ridge_ns, edges: LLLL, marks: {ridge: [N, S]}}
)";

class PrimitivesTest : public ::testing::Test
{
protected:
    std::shared_ptr<const Ruleset> rules = loadOk(kRules);
    Board board{rules.get()};
    int type(const char *id) const { return rules->tileIndex(id); }
    int place(const char *id, int x, int y) { return board.place(type(id), {{x, y}, 0}, -1); }
};

TEST_F(PrimitivesTest, NeighbourTilesShareAnEdge)
{
    const int centre = place("plain", 0, 0);
    const int east = place("plain", 1, 0);
    place("plain", 1, 1); // touches the centre only at a corner
    const int north = place("plain", 0, -1);
    EXPECT_EQ(neighbourTiles(board, centre), (std::vector<int>{east, north}));
}

TEST_F(PrimitivesTest, TileGroupFollowsTilesThatCarryTheAttribute)
{
    const int start = place("caravan", 0, 0);
    const int a = place("caravan", 1, 0);
    place("plain", 2, 0);
    place("caravan", 3, 0); // cut off by the plain tile
    const int b = place("caravan", 1, 1);
    const int caravan = rules->attributeIndex("caravan");
    EXPECT_EQ(tileGroup(board, start, caravan), (std::vector<int>{start, a, b}));
    EXPECT_EQ(board.faceAttribute(a, caravan), 1);
    EXPECT_EQ(board.faceAttribute(board.tileAt({2, 0}), caravan), 0);
}

TEST_F(PrimitivesTest, MarkChainLinksOnlyWhereMarkedEdgesMeet)
{
    const int w = place("ridge_ew", 0, 0);
    const int e = place("ridge_ew", 1, 0);
    place("ridge_ns", 2, 0);                   // its E/W edges are not marked: the chain stops
    const int below = place("ridge_ns", 1, 1); // meets e's unmarked S edge: not linked
    const int ridge = rules->attributeIndex("ridge");
    EXPECT_EQ(markChain(board, w, ridge), (std::vector<int>{w, e}));
    EXPECT_EQ(markChain(board, below, ridge), (std::vector<int>{below}));
}

TEST_F(PrimitivesTest, MarksTurnWithTheTile)
{
    // ridge_ns turned a quarter has its marks on E and W.
    const int w = place("ridge_ew", 0, 0);
    const int turned = board.place(type("ridge_ns"), {{1, 0}, 1}, -1);
    EXPECT_EQ(markChain(board, w, rules->attributeIndex("ridge")), (std::vector<int>{w, turned}));
}

TEST_F(PrimitivesTest, PlacementNextToAGivenTile)
{
    const int first = place("plain", 0, 0);
    place("plain", 5, 1); // another tile elsewhere (the board itself does not check)
    PlaceRule rule;
    rule.nextTo = first;
    EXPECT_TRUE(board.fits(type("plain"), {{1, 0}, 0}, rule));
    EXPECT_EQ(board.check(type("plain"), {{5, 0}, 0}, rule).fit, Board::Fit::NotNextTo);
    std::vector<Placement> spots;
    board.legalPlacements(type("plain"), spots, rule);
    for (const Placement &p : spots)
        EXPECT_EQ(rules->grid.distance(p.at, {0, 0}), 1) << p.at.x << "," << p.at.y;
    EXPECT_EQ(spots.size(), 16u); // 4 cells around the first tile x 4 turns
}

TEST(Primitives, PiecesOnARegionCountPerPlayer)
{
    const auto rules = loadOk(R"(id: t
name: T
players: {min: 2, max: 2}
grid: square
terrains: {forest: {code: F}, water: {code: W}}
pieces: {camel: {per_player: 3}}
tiles:
  - {id: woods, cells: [[0, 0], [1, 0]], terrain: forest}
  - {id: lake, terrain: water}
)");
    GameState state(rules, 2, {});
    test::edit(state).placeTile(0, rules->tileIndex("woods"), {{0, 0}, 0}, 0);
    test::edit(state).placeTile(0, rules->tileIndex("lake"), {{2, 0}, 0}, 0);
    const int camel = rules->pieceIndex("camel");
    test::edit(state).deployOnCell(0, camel, 0, {0, 0});
    test::edit(state).deployOnCell(1, camel, 0, {1, 0});
    test::edit(state).deployOnCell(1, camel, 0, {1, 0});
    test::edit(state).deployOnCell(0, camel, 0, {2, 0}); // on the lake, another region
    EXPECT_EQ(state.piecesOnCells(0, region(state.board(), {0, 0})), (std::vector<int>{1, 2}));
    EXPECT_EQ(state.piecesOnCells(0, region(state.board(), {2, 0})), (std::vector<int>{1, 0}));
    EXPECT_EQ(state.supply(1, camel), 1);
}

TEST(Primitives, PilesOnTilesAreLastInFirstOut)
{
    const auto rules = loadOk(kRules);
    GameState state(rules, 2, {});
    test::edit(state).placeTile(0, rules->tileIndex("plain"), {{0, 0}, 0}, 0);
    EXPECT_TRUE(state.pile(0).empty());
    EXPECT_EQ(test::edit(state).takeFromPile(0), -1);
    const GameState empty = state;
    test::edit(state).addToPile(0, 4);
    test::edit(state).addToPile(0, 7);
    const GameState before = state;
    EXPECT_EQ(state.pile(0), (std::vector<int>{4, 7}));
    EXPECT_EQ(test::edit(state).takeFromPile(0), 7);
    EXPECT_NE(state.hash(), before.hash()) << "piles are part of the state";
    EXPECT_FALSE(state == before);
    EXPECT_EQ(test::edit(state).takeFromPile(0), 4);
    EXPECT_TRUE(state.pile(0).empty());
    EXPECT_TRUE(state == empty) << "a pile filled and emptied leaves the state as it was";
    EXPECT_EQ(state.hash(), empty.hash());
}

TEST(Primitives, MarksMustNameAnAttribute)
{
    const LoadResult r = loadRuleset("/tmp/t", std::string(R"(id: t
name: T
players: {min: 2, max: 2}
grid: square
terrains: {land: {code: L}}
tiles:
  - {id: plain, edges: LLLL, marks: {road: [N]}}
)"));
    ASSERT_FALSE(r.ok());
    EXPECT_NE(r.problems[0].text().find("a mark must be one of the first 32 attributes"), std::string::npos)
        << r.problems[0].text();
}

} // namespace
