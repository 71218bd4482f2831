// Placement conditions beyond touching and matching: cover a given cell, show a given
// edge, replace given tiles; taking a tile off the board; cells drawn in a terrain.
#include "state/boardareas.h"
#include "state/gamestate.h"

#include "testrules.h"

#include <gtest/gtest.h>

using namespace tw;
using twtest::loadOk;

namespace {

// Rooms with doors (D) and walls (W); doors meet doors, walls meet walls. The corridor's
// two doors face N and S; the hall has doors all round; the nook a door to the N only.
const std::string kRules = R"(id: p
name: P
players: {min: 2, max: 2}
grid: square
terrains:
  door: {code: D}
  wall: {code: W}
  forest: {code: F}
  waste: {code: X}
pieces:
  hero: {per_player: 1}
tiles:
  - id: hall
    edges: DDDD
    terrain: forest
    segments: [{kind: door, edges: [N, E, S, W]}]
  - id: corridor
    edges: DWDW
    terrain: forest
    segments: [{kind: door, edges: [N, S]}, {kind: wall, edges: [E]}, {kind: wall, edges: [W]}]
  - id: nook
    edges: DWWW
    terrain: forest
    segments: [{kind: door, edges: [N]}, {kind: wall, edges: [E, S, W]}]
)";

constexpr int kHall = 0, kCorridor = 1, kNook = 2;
constexpr int kDoor = 0, kForest = 2, kWaste = 3;
constexpr int kN = 0;

class PlaceRules : public ::testing::Test
{
protected:
    std::shared_ptr<const Ruleset> rules = loadOk(kRules);
    GameState state{rules, 2, rules->defaultParameters()};
    const Board &board() const { return state.board(); }

    std::vector<Placement> legal(int type, const PlaceRule &rule) const
    {
        std::vector<Placement> out;
        board().legalPlacements(type, out, rule);
        return out;
    }
};

} // namespace

TEST_F(PlaceRules, ATileMustCoverTheNamedCell)
{
    test::edit(state).placeTile(0, kHall, {{0, 0}, 0}, -1);
    PlaceRule rule;
    rule.coverCell = true;
    rule.cover = {1, 0};
    const std::vector<Placement> spots = legal(kCorridor, rule);
    ASSERT_FALSE(spots.empty());
    for (const Placement &p : spots)
        EXPECT_EQ(p.at, (Coord{1, 0}));
    EXPECT_EQ(board().check(kCorridor, {{0, 1}, 0}, rule).fit, Board::Fit::MissesCell);
}

TEST_F(PlaceRules, ATileMustShowTheNamedEdge)
{
    test::edit(state).placeTile(0, kHall, {{0, 0}, 0}, -1);
    PlaceRule rule; // a room east of the hall, its door facing west onto the hall's door
    rule.coverCell = true;
    rule.cover = {1, 0};
    rule.edge = {{1, 0}, 3, kDoor};
    const std::vector<Placement> spots = legal(kNook, rule);
    ASSERT_EQ(spots.size(), 1u) << "only the nook turned with its door to the west";
    EXPECT_EQ(rules->tiles[kNook].orientations[spots[0].orientation].edgeTerrain[3], kDoor);
    rule.edge = {{1, 0}, kN, kDoor}; // the door to the north instead: it then meets no door
    const Board::FitResult wrong = board().check(kNook, spots[0], rule);
    EXPECT_EQ(wrong.fit, Board::Fit::WrongEdge);
    EXPECT_EQ(wrong.direction, kN);
}

TEST_F(PlaceRules, ATileReplacesOnlyTheTilesTheRuleNames)
{
    test::edit(state).placeTile(0, kHall, {{0, 0}, 0}, -1);
    test::edit(state).placeTile(0, kHall, {{1, 0}, 0}, -1);
    test::edit(state).placeTile(0, kCorridor, {{2, 0}, 1}, -1); // turned: doors E and W
    EXPECT_EQ(board().check(kHall, {{1, 0}, 0}, {}).fit, Board::Fit::Overlap);
    PlaceRule rule;
    rule.replace = {1};
    EXPECT_EQ(board().check(kHall, {{1, 0}, 0}, rule).fit, Board::Fit::Ok);
    EXPECT_EQ(board().check(kHall, {{2, 0}, 0}, rule).fit, Board::Fit::Overlap) << "tile 3 is not named";
    const std::vector<Placement> spots = legal(kHall, rule);
    EXPECT_NE(std::find(spots.begin(), spots.end(), Placement{{1, 0}, 0}), spots.end());

    const int hero = test::edit(state).deployOnCell(0, 0, 0, {1, 0});
    state.clearEvents();
    test::edit(state).placeTile(0, kNook, {{1, 0}, 3}, 1, rule); // a nook, door west, where the hall was
    EXPECT_TRUE(board().tile(1).removed);
    EXPECT_EQ(board().tileAt({1, 0}), 3);
    EXPECT_EQ(state.pieceOnBoard(hero), nullptr) << "the piece on the replaced tile went home";
    EXPECT_EQ(state.supply(0, 0), 1);
    std::vector<EventKind> kinds;
    for (const Event &e : state.events())
        kinds.push_back(e.kind);
    EXPECT_EQ(kinds, (std::vector<EventKind>{EventKind::PieceRemoved, EventKind::TileRemoved, EventKind::TilePlaced}));
}

TEST_F(PlaceRules, RemovingATileSplitsItsFeaturesAndKeepsEveryHandle)
{
    test::edit(state).placeTile(0, kNook, {{0, 0}, 2}, -1);     // door S
    test::edit(state).placeTile(0, kCorridor, {{0, 1}, 0}, -1); // doors N, S
    test::edit(state).placeTile(0, kNook, {{0, 2}, 0}, -1);     // door N: the passage is closed
    const int top = board().segmentId(0, 0);
    const int bottom = board().segmentId(2, 0);
    ASSERT_EQ(board().feature(top), board().feature(bottom));
    ASSERT_TRUE(board().featureComplete(top));

    test::edit(state).removeTile(0, 1);
    EXPECT_FALSE(board().occupied({0, 1}));
    EXPECT_EQ(board().tileCount(), 3) << "the handle stays";
    EXPECT_EQ(board().liveTileCount(), 2);
    EXPECT_NE(board().feature(top), board().feature(bottom));
    EXPECT_EQ(board().featureOpenEdges(top), 1);
    EXPECT_EQ(board().segmentId(2, 0), bottom) << "other segments keep their ids";
    const auto &frontier = board().frontier();
    EXPECT_NE(std::find(frontier.begin(), frontier.end(), Coord{0, 1}), frontier.end());
    EXPECT_TRUE(board().fits(kCorridor, {{0, 1}, 0})) << "the gap takes a tile again";
    EXPECT_THROW(test::edit(state).removeTile(0, 1), std::out_of_range);

    GameState never{rules, 2, rules->defaultParameters()};
    test::edit(never).placeTile(0, kNook, {{0, 0}, 2}, -1);
    test::edit(never).placeTile(0, kNook, {{0, 2}, 0}, -1);
    EXPECT_NE(state.hash(), never.hash()) << "a removed tile is part of the history";
}

TEST_F(PlaceRules, PaintedCellsHaveTheirOwnTerrain)
{
    test::edit(state).placeTile(0, kHall, {{0, 0}, 0}, -1);
    test::edit(state).placeTile(0, kHall, {{1, 0}, 0}, -1);
    test::edit(state).placeTile(0, kHall, {{2, 0}, 0}, -1);
    EXPECT_EQ(region(board(), {0, 0}).size(), 3u);
    test::edit(state).paintCell(0, {1, 0}, kWaste);
    EXPECT_EQ(board().cellTerrain({1, 0}), kWaste);
    EXPECT_EQ(region(board(), {0, 0}).size(), 1u) << "the waste splits the forest";
    EXPECT_EQ(largestRegion(board(), kForest), 1);
    EXPECT_EQ(board().edgeTerrain({1, 0}, kN), kDoor) << "edges keep their terrain";
    EXPECT_THROW(test::edit(state).paintCell(0, {5, 5}, kWaste), std::out_of_range);

    PlaceRule rule;
    rule.paint = kWaste;
    test::edit(state).placeTile(0, kHall, {{0, 1}, 0}, 0, rule);
    EXPECT_EQ(board().cellTerrain({0, 1}), kWaste);
    EXPECT_EQ(state.events().back().e, kWaste + 1) << "the placement says what it was drawn in";
    EXPECT_EQ(region(board(), {0, 1}).size(), 1u) << "1,0 is only a corner away";
}
