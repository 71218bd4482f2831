#include "state/gamestate.h"

#include "testrules.h"

#include <gtest/gtest.h>

#include <stdexcept>

using namespace tw;
using twtest::loadOk;

namespace tw {
// Readable failure output for events.
inline void PrintTo(const Event &e, std::ostream *os)
{
    *os << "{kind " << int(e.kind) << ", player " << int(e.player) << ", label " << e.label << ", " << e.a << ", "
        << e.b << ", " << e.c << ", " << e.d << "}";
}
} // namespace tw

namespace {

const std::string kRules = R"(id: g
name: G
players: {min: 1, max: 3}
grid: square
terrains:
  grass: {code: G}
  sea: {code: S}
pieces:
  follower: {per_player: 2}
  boat: {per_player: 1}
zones:
  bag: {kind: bag}
  hand: {kind: hand}
  discard: {kind: discard}
dice:
  d6: {faces: 6}
  coin: {faces: 2}
variables:
  round: {initial: 1}
  gold: {initial: 5, per_player: true}
parameters:
  target: {default: 30, help: Points to win}
reasons:
  field: Field
  bonus: Bonus
choices:
  pass: Pass
  keep: Keep
tiles:
  - id: meadow
    edges: GGGG
    segments: [{kind: grass, edges: [N, E, S, W]}]
  - id: port
    edges: SGGG
    segments: [{kind: sea, edges: [N]}, {kind: grass, edges: [E, S, W]}]
  - id: ocean
    edges: SSSS
    segments: [{kind: sea, edges: [N, E, S, W]}]
)";

constexpr int kBag = 0, kHand = 1, kDiscard = 2;
constexpr int kFollower = 0, kBoat = 1;
constexpr int kRound = 0, kGold = 1;
constexpr int kField = 0, kBonus = 1;
constexpr int kPass = 0;
constexpr int kMeadow = 0, kPort = 1, kOcean = 2;
constexpr int kSea = 1;

Event ev(EventKind kind, int player, int label, int a = 0, int b = 0, int c = 0, int d = 0, int e = 0)
{
    return {kind, std::int8_t(player), std::int16_t(label), a, b, c, d, e};
}

class GameStateTest : public ::testing::Test
{
protected:
    std::shared_ptr<const Ruleset> rules = loadOk(kRules);
    GameState state{rules, 2, rules->defaultParameters()};
};

} // namespace

TEST_F(GameStateTest, StartsEmpty)
{
    EXPECT_EQ(state.playerCount(), 2);
    EXPECT_EQ(state.parameter(0), 30);
    EXPECT_EQ(state.parameters(), (std::vector<std::int64_t>{30}));
    EXPECT_EQ(&state.rules(), rules.get());
    EXPECT_EQ(state.boardCount(), 1);
    EXPECT_EQ(state.board().tileCount(), 0);
    EXPECT_EQ(state.turn(), 0);
    EXPECT_EQ(state.decision().kind, DecisionKind::None);
    EXPECT_FALSE(state.isOver());
    EXPECT_TRUE(state.events().empty());
    EXPECT_EQ(state.supply(0, kFollower), 2);
    EXPECT_EQ(state.supply(1, kFollower), 2);
    EXPECT_EQ(state.supply(1, kBoat), 1);
    EXPECT_EQ(state.score(0), 0);
    EXPECT_EQ(state.score(1), 0);
    EXPECT_EQ(state.variable(kRound), 1);
    EXPECT_EQ(state.variable(kGold, 0), 5);
    EXPECT_EQ(state.variable(kGold, 1), 5);
    EXPECT_TRUE(state.zone(kBag).empty());
    EXPECT_TRUE(state.zone(kHand, 0).empty());
    EXPECT_TRUE(state.pieces().empty());
}

TEST_F(GameStateTest, ZonesAddTakeMove)
{
    test::edit(state).fillZone(kBag, -1, 3, 2);
    test::edit(state).fillZone(kBag, -1, 1);
    EXPECT_EQ(state.zone(kBag), (std::vector<int>{3, 3, 1}));
    EXPECT_TRUE(state.events().empty()) << "filling a zone records nothing";

    EXPECT_TRUE(test::edit(state).takeItem(kBag, -1, 3));
    EXPECT_EQ(state.zone(kBag), (std::vector<int>{3, 1}));
    ASSERT_EQ(state.events().size(), 1u);
    EXPECT_EQ(state.events()[0], ev(EventKind::ItemTaken, -1, kBag, 3, -1)) << "a shared zone has no owner";
    EXPECT_FALSE(test::edit(state).takeItem(kBag, -1, 7));
    EXPECT_EQ(state.zone(kBag), (std::vector<int>{3, 1}));
    EXPECT_EQ(state.events().size(), 1u) << "a failed take records nothing";
    state.clearEvents();

    EXPECT_TRUE(test::edit(state).moveItem(kBag, -1, kHand, 1, 1));
    EXPECT_EQ(state.zone(kBag), (std::vector<int>{3}));
    EXPECT_EQ(state.zone(kHand, 1), (std::vector<int>{1}));
    EXPECT_TRUE(state.zone(kHand, 0).empty());
    ASSERT_EQ(state.events().size(), 1u);
    EXPECT_EQ(state.events()[0], ev(EventKind::ItemMoved, -1, kBag, 1, kHand, 1)) << "names the hand's owner";

    EXPECT_FALSE(test::edit(state).moveItem(kBag, -1, kHand, 0, 9));
    EXPECT_EQ(state.events().size(), 1u) << "a failed move records nothing";

    EXPECT_TRUE(test::edit(state).moveItem(kHand, 1, kHand, 0, 1));
    EXPECT_EQ(state.zone(kHand, 0), (std::vector<int>{1}));
    EXPECT_TRUE(state.zone(kHand, 1).empty());
    EXPECT_EQ(state.events().back(), ev(EventKind::ItemMoved, 1, kHand, 1, kHand, 0));
}

TEST_F(GameStateTest, PerPlayerZonesAreSeparate)
{
    test::edit(state).fillZone(kHand, 0, 5);
    test::edit(state).fillZone(kHand, 1, 6, 3);
    EXPECT_EQ(state.zone(kHand, 0), (std::vector<int>{5}));
    EXPECT_EQ(state.zone(kHand, 1), (std::vector<int>{6, 6, 6}));
    EXPECT_FALSE(test::edit(state).takeItem(kHand, 0, 6));
    EXPECT_TRUE(test::edit(state).takeItem(kHand, 1, 6));
    EXPECT_EQ(state.zone(kHand, 1), (std::vector<int>{6, 6}));
    // A shared zone ignores the player.
    test::edit(state).fillZone(kBag, 1, 8);
    EXPECT_EQ(state.zone(kBag, -1), (std::vector<int>{8}));
    EXPECT_EQ(state.zone(kBag, 0), (std::vector<int>{8}));
}

TEST_F(GameStateTest, DiscardTile)
{
    test::edit(state).discardTile(0, 4, kDiscard);
    EXPECT_EQ(state.zone(kDiscard), (std::vector<int>{4}));
    test::edit(state).discardTile(1, 5, -1);
    EXPECT_EQ(state.zone(kDiscard), (std::vector<int>{4}));
    ASSERT_EQ(state.events().size(), 2u);
    EXPECT_EQ(state.events()[0], ev(EventKind::TileDiscarded, 0, kDiscard, 4));
    EXPECT_EQ(state.events()[1], ev(EventKind::TileDiscarded, 1, -1, 5));
}

TEST_F(GameStateTest, PlaceTileRecordsEvents)
{
    EXPECT_EQ(test::edit(state).placeTile(0, kPort, {{0, 0}, 0}, 1), 0);
    EXPECT_EQ(state.lastTile(), 0);
    EXPECT_EQ(test::edit(state).placeTile(0, kPort, {{0, -1}, 2}, 0), 1);
    EXPECT_EQ(state.board().tileCount(), 2);
    // The second port closes the sea the two share (segments 0 and 2), named by the
    // anchor of the root's tile and the segment's index there.
    ASSERT_EQ(state.events().size(), 3u);
    EXPECT_EQ(state.events()[0], ev(EventKind::TilePlaced, 1, 0, kPort, 0, 0, 0));
    EXPECT_EQ(state.events()[1], ev(EventKind::TilePlaced, 0, 0, kPort, 0, -1, 2));
    const SegmentRef root = state.board().segmentRef(state.board().feature(0));
    EXPECT_EQ(state.events()[2], ev(EventKind::FeatureCompleted, -1, kSea, 2, root.cell.x, root.cell.y, root.index, 0));
    EXPECT_EQ(state.board().segmentAt(root), state.board().feature(0));
}

TEST_F(GameStateTest, SupplyDeployRemoveRoundTrip)
{
    test::edit(state).placeTile(0, kMeadow, {{2, -3}, 0}, 0);
    state.clearEvents();
    EXPECT_EQ(test::edit(state).deployOnSegment(0, kFollower, 0, 0), 0);
    EXPECT_EQ(state.supply(0, kFollower), 1);
    EXPECT_EQ(state.supply(1, kFollower), 2);
    ASSERT_EQ(state.pieces().size(), 1u);
    const BoardPiece &p = state.pieces()[0];
    EXPECT_EQ(p.owner, 0);
    EXPECT_EQ(p.type, kFollower);
    EXPECT_EQ(p.board, 0);
    EXPECT_EQ(p.segment, 0);
    EXPECT_EQ(p.cell, (Coord{2, -3})) << "a piece on a segment records its tile's origin";
    EXPECT_EQ(state.events().back(), ev(EventKind::PieceDeployed, 0, kFollower, 0, 2, -3, 0, 0));

    EXPECT_EQ(test::edit(state).deployOnCell(1, kBoat, 0, {5, 6}), 1);
    EXPECT_EQ(state.supply(1, kBoat), 0);
    EXPECT_EQ(state.pieces()[1].segment, -1);
    EXPECT_EQ(state.pieces()[1].cell, (Coord{5, 6}));
    EXPECT_EQ(state.events().back(), ev(EventKind::PieceDeployed, 1, kBoat, 1, 5, 6, -1, 0));

    EXPECT_THROW(test::edit(state).deployOnCell(1, kBoat, 0, {7, 7}), std::logic_error);
    EXPECT_EQ(state.supply(1, kBoat), 0);
    EXPECT_EQ(state.pieces().size(), 2u);

    test::edit(state).removePiece(0);
    EXPECT_EQ(state.supply(0, kFollower), 2);
    EXPECT_EQ(state.pieceOnBoard(0), nullptr);
    ASSERT_NE(state.pieceOnBoard(1), nullptr) << "ids are stable: the boat keeps id 1";
    EXPECT_EQ(state.pieceOnBoard(1)->type, kBoat);
    EXPECT_EQ(state.events().back(), ev(EventKind::PieceRemoved, 0, kFollower, 0, 2, -3, 0, 0));
    EXPECT_THROW(test::edit(state).removePiece(0), std::out_of_range) << "a piece taken back is gone";

    test::edit(state).removePiece(1);
    EXPECT_EQ(state.supply(1, kBoat), 1);
    EXPECT_EQ(state.events().back(), ev(EventKind::PieceRemoved, 1, kBoat, 1, 5, 6, -1, 0));
    EXPECT_EQ(state.events().size(), 4u);
    EXPECT_EQ(test::edit(state).deployOnCell(1, kBoat, 0, {1, 1}), 2) << "a new deployment gets a new id";
}

TEST_F(GameStateTest, PiecesInFeature)
{
    test::edit(state).placeTile(0, kMeadow, {{0, 0}, 0}, 0); // segment 0
    test::edit(state).placeTile(0, kMeadow, {{1, 0}, 0}, 0); // segment 1, joins 0
    test::edit(state).placeTile(0, kPort, {{0, -1}, 0}, 0);  // segments 2 (sea) and 3 (grass, joins 0)
    ASSERT_EQ(state.board().feature(3), state.board().feature(0));
    test::edit(state).deployOnSegment(0, kFollower, 0, 0);
    test::edit(state).deployOnSegment(1, kFollower, 0, 1);
    test::edit(state).deployOnSegment(0, kFollower, 0, 2);
    test::edit(state).deployOnCell(1, kBoat, 0, {0, 0});
    EXPECT_EQ(state.piecesInFeature(0, 3), (std::vector<int>{0, 1}));
    EXPECT_EQ(state.piecesInFeature(0, 2), (std::vector<int>{2}));
    test::edit(state).removePiece(0);
    EXPECT_EQ(state.piecesInFeature(0, 0), (std::vector<int>{1}));
    EXPECT_EQ(state.piecesInFeature(0, 2), (std::vector<int>{2}));
}

TEST_F(GameStateTest, PiecesOnBoardFollowDeployingAndTakingBack)
{
    EXPECT_TRUE(state.piecesOnBoard().empty());
    test::edit(state).placeTile(0, kMeadow, {{0, 0}, 0}, 0);
    test::edit(state).placeTile(0, kPort, {{0, -1}, 0}, 0);
    test::edit(state).deployOnSegment(0, kFollower, 0, 0);
    test::edit(state).deployOnCell(1, kBoat, 0, {0, 0});
    test::edit(state).deployOnSegment(1, kFollower, 0, 1);
    EXPECT_EQ(state.piecesOnBoard(), (std::vector<int>{0, 1, 2}));
    test::edit(state).removePiece(1);
    EXPECT_EQ(state.piecesOnBoard(), (std::vector<int>{0, 2}));
    test::edit(state).losePiece(0);
    EXPECT_EQ(state.piecesOnBoard(), (std::vector<int>{2}));
    test::edit(state).deployOnCell(1, kBoat, 0, {0, 0});
    EXPECT_EQ(state.piecesOnBoard(), (std::vector<int>{2, 3})) << "a new deployment comes last";
    test::edit(state).removeTile(0, 1); // the port, with piece 2 on its segment 1
    EXPECT_EQ(state.piecesOnBoard(), (std::vector<int>{3}));
    for (int id = 0; id < int(state.pieces().size()); ++id)
        EXPECT_EQ(state.pieceOnBoard(id) != nullptr, id == 3);
}

TEST_F(GameStateTest, AddScoreRecordsRunningTotal)
{
    test::edit(state).placeTile(0, kMeadow, {{4, 5}, 0}, 0);
    test::edit(state).placeTile(0, kPort, {{4, 4}, 0}, 0); // segments 1 (sea) and 2 (grass)
    state.clearEvents();
    test::edit(state).addScore(1, 5, kField);
    test::edit(state).addScore(1, -2, kBonus, 2);
    test::edit(state).addScore(0, 0, kField, 1);
    test::edit(state).addScore(0, 4, kField, 1);
    EXPECT_EQ(state.score(0), 4);
    EXPECT_EQ(state.score(1), 3);
    ASSERT_EQ(state.events().size(), 3u) << "no zero-point event unless the reason records zero";
    EXPECT_EQ(state.events()[0], ev(EventKind::ScoreChanged, 1, kField, 5, 5, 0, 0, -1));
    EXPECT_EQ(state.events()[1], ev(EventKind::ScoreChanged, 1, kBonus, -2, 3, 4, 4, 1));
    EXPECT_EQ(state.events()[2], ev(EventKind::ScoreChanged, 0, kField, 4, 4, 4, 4, 0));
}

TEST(GameStateTeams, MatesShareOneScore)
{
    auto rules = loadOk(kRules);
    ASSERT_TRUE(rules);
    GameState s(rules, 3, rules->defaultParameters());
    test::edit(s).shareScore(0, 2);
    EXPECT_TRUE(s.sharesScore(0, 2));
    EXPECT_TRUE(s.sharesScore(2, 0));
    EXPECT_FALSE(s.sharesScore(0, 1));
    test::edit(s).addScore(2, 5, kField);
    test::edit(s).addScore(0, 1, kField);
    EXPECT_EQ(s.score(0), 6);
    EXPECT_EQ(s.score(2), 6);
    EXPECT_EQ(s.score(1), 0);
    EXPECT_EQ(s.events().back(), ev(EventKind::ScoreChanged, 0, kField, 1, 6, 0, 0, -1));
}

TEST_F(GameStateTest, Variables)
{
    test::edit(state).setVariable(kRound, -1, 4);
    EXPECT_EQ(state.variable(kRound), 4);
    test::edit(state).setVariable(kRound, 1, 6); // shared: the player does not matter
    EXPECT_EQ(state.variable(kRound, 0), 6);
    EXPECT_EQ(state.variable(kRound), 6);
    test::edit(state).setVariable(kGold, 1, 9);
    EXPECT_EQ(state.variable(kGold, 0), 5);
    EXPECT_EQ(state.variable(kGold, 1), 9);
    test::edit(state).setVariable(kGold, 0, -1234567890123LL);
    EXPECT_EQ(state.variable(kGold, 0), -1234567890123LL);
    EXPECT_TRUE(state.events().empty());
}

TEST_F(GameStateTest, CopyEqualsOriginalThenDiverges)
{
    test::edit(state).fillZone(kBag, -1, 2, 3);
    test::edit(state).placeTile(0, kMeadow, {{0, 0}, 0}, 0);
    test::edit(state).deployOnSegment(0, kFollower, 0, 0);
    test::edit(state).addScore(1, 3, kField);
    test::edit(state).setVariable(kGold, 0, 7);

    GameState copy = state;
    EXPECT_TRUE(copy == state);
    EXPECT_EQ(copy.hash(), state.hash());
    EXPECT_EQ(copy.events(), state.events());

    test::edit(copy).addScore(0, 1, kBonus);
    EXPECT_FALSE(copy == state);
    EXPECT_NE(copy.hash(), state.hash());
    EXPECT_EQ(state.score(0), 0);

    GameState other = state;
    test::edit(other).placeTile(0, kMeadow, {{1, 0}, 0}, 1);
    EXPECT_EQ(state.board().tileCount(), 1);
    EXPECT_FALSE(state.board().occupied({1, 0}));
    EXPECT_FALSE(other == state);

    GameState third = state;
    test::edit(third).takeItem(kBag, -1, 2);
    test::edit(third).setVariable(kGold, 1, 0);
    EXPECT_EQ(state.zone(kBag).size(), 3u);
    EXPECT_EQ(state.variable(kGold, 1), 5);
}

TEST_F(GameStateTest, HashStableAndSensitive)
{
    auto build = [&](GameState &s) {
        test::edit(s).fillZone(kBag, -1, 1, 2);
        test::edit(s).placeTile(0, kMeadow, {{0, 0}, 0}, 0);
        test::edit(s).placeTile(0, kPort, {{1, 0}, 3}, 1);
        test::edit(s).deployOnSegment(1, kFollower, 0, 1);
        test::edit(s).addScore(0, 2, kField);
        test::edit(s).setVariable(kRound, -1, 3);
    };
    GameState a(rules, 2, rules->defaultParameters());
    GameState b(rules, 2, rules->defaultParameters());
    build(a);
    build(b);
    EXPECT_EQ(a.hash(), b.hash());
    EXPECT_TRUE(a == b);
    const std::uint64_t h = a.hash();
    EXPECT_EQ(a.hash(), h) << "hashing twice gives the same value";

    a.clearEvents();
    test::edit(a).note(0, {ActionKind::Option, std::int16_t(kPass), 1, 2, 3});
    EXPECT_EQ(a.hash(), h) << "events are not part of the state";

    auto differs = [&](auto change) {
        GameState c = b;
        change(c);
        return c.hash() != h;
    };
    EXPECT_TRUE(differs([](GameState &c) { test::edit(c).setVariable(kGold, 1, 6); }));
    EXPECT_TRUE(differs([](GameState &c) { test::edit(c).setVariable(kRound, -1, 4); }));
    EXPECT_TRUE(differs([](GameState &c) { test::edit(c).fillZone(kHand, 0, 1); }));
    EXPECT_TRUE(differs([](GameState &c) { test::edit(c).takeItem(kBag, -1, 1); }));
    EXPECT_TRUE(differs([](GameState &c) { test::edit(c).deployOnCell(0, kBoat, 0, {4, 4}); }));
    EXPECT_TRUE(differs([](GameState &c) { test::edit(c).addScore(1, 1, kField); }));
    EXPECT_TRUE(differs([](GameState &c) { test::edit(c).placeTile(0, kMeadow, {{-1, 0}, 0}, 0); }));
    EXPECT_TRUE(differs([](GameState &c) { test::edit(c).startTurn(0); }));
    EXPECT_FALSE(differs([](GameState &c) { test::edit(c).addScore(1, 0, kField); }));

    GameState otherParams(rules, 2, {31});
    build(otherParams);
    EXPECT_FALSE(otherParams == b) << "parameters are compared too";
    GameState threePlayers(rules, 3, rules->defaultParameters());
    EXPECT_FALSE(threePlayers == GameState(rules, 2, rules->defaultParameters()));
}

TEST_F(GameStateTest, TurnsAndChanceDecisions)
{
    test::edit(state).startTurn(1);
    EXPECT_EQ(state.turn(), 1);
    EXPECT_EQ(state.currentPlayer(), 1);
    EXPECT_EQ(state.events().back(), ev(EventKind::TurnStarted, 1, -1, 1));

    test::edit(state).askRoll(1, 0, 7);
    const Decision &roll = state.decision();
    EXPECT_EQ(roll.kind, DecisionKind::Chance);
    EXPECT_EQ(roll.player, 1);
    EXPECT_EQ(roll.continuation, 7);
    EXPECT_EQ(roll.die, 0);
    ASSERT_EQ(roll.options.size(), 6u);
    for (int f = 0; f < 6; ++f) {
        EXPECT_EQ(roll.options[f].kind, ActionKind::Roll);
        EXPECT_EQ(roll.options[f].a, f + 1);
        EXPECT_TRUE(roll.options[f].isChance());
    }
    EXPECT_EQ(roll.weights, (std::vector<int>(6, 1)));
    test::edit(state).askRoll(1, 1, 7);
    EXPECT_EQ(state.decision().options.size(), 2u);

    const Decision taken = StateWriterForTests::takeDecision(state);
    EXPECT_EQ(taken.die, 1);
    EXPECT_EQ(state.decision().kind, DecisionKind::None);
    EXPECT_EQ(state.currentPlayer(), 1) << "taking the decision keeps the player";
    StateWriterForTests::applyBuiltIn(state, taken, {ActionKind::Roll, -1, 2});
    EXPECT_EQ(state.events().back(), ev(EventKind::Rolled, 1, 1, 2));

    test::edit(state).fillZone(kBag, -1, 3, 2);
    test::edit(state).fillZone(kBag, -1, 1);
    test::edit(state).fillZone(kBag, -1, 3);
    test::edit(state).askDraw(0, kBag, 4);
    const Decision draw = state.decision();
    EXPECT_TRUE(StateWriterForTests::takeDecision(state).options.empty())
        << "the answered decision comes without its options";
    EXPECT_EQ(draw.kind, DecisionKind::Chance);
    EXPECT_EQ(draw.zone, kBag);
    ASSERT_EQ(draw.options.size(), 2u);
    EXPECT_EQ(draw.options[0], (Action{ActionKind::Draw, std::int16_t(kBag), 3}));
    EXPECT_EQ(draw.options[1], (Action{ActionKind::Draw, std::int16_t(kBag), 1}));
    EXPECT_EQ(draw.weights, (std::vector<int>{3, 1}));
    StateWriterForTests::applyBuiltIn(state, draw, draw.options[0]);
    EXPECT_EQ(state.zone(kBag), (std::vector<int>{3, 1, 3})) << "the first 3 leaves";
    EXPECT_EQ(state.events().back(), ev(EventKind::Drawn, 0, kBag, 3));

    test::edit(state).askDraw(1, kHand, 4);
    EXPECT_TRUE(state.decision().options.empty()) << "an empty zone offers nothing";
}

TEST_F(GameStateTest, APlaceDecisionMayOfferSeveralTiles)
{
    test::edit(state).placeTile(0, kMeadow, {{0, 0}, 0}, 0);
    ASSERT_TRUE(test::edit(state).askPlace(0, 0, {kOcean, kPort, kMeadow, kPort}, 9));
    const Decision &d = state.decision();
    EXPECT_EQ(d.tiles, (std::vector<int>{kPort, kMeadow})) << "the ocean fits nowhere; a second port is the same choice";
    std::vector<Placement> ports, meadows;
    state.board().legalPlacements(kPort, ports);
    state.board().legalPlacements(kMeadow, meadows);
    ASSERT_EQ(d.options.size(), ports.size() + meadows.size());
    EXPECT_EQ(d.options.front().tag, kPort);
    EXPECT_EQ(d.options.back().tag, kMeadow);
    EXPECT_FALSE(test::edit(state).askPlace(0, 0, {kOcean}, 9));
}

TEST_F(GameStateTest, PlaceDecision)
{
    test::edit(state).placeTile(0, kMeadow, {{0, 0}, 0}, 0);
    EXPECT_FALSE(test::edit(state).askPlace(0, 0, {kOcean}, 9)) << "nothing fits";
    EXPECT_EQ(state.decision().kind, DecisionKind::None);

    ASSERT_TRUE(test::edit(state).askPlace(1, 0, {kPort}, 9));
    const Decision d = state.decision();
    EXPECT_TRUE(StateWriterForTests::takeDecision(state).tiles.empty())
        << "the answered decision leaves its list of tiles for the next";
    EXPECT_EQ(d.kind, DecisionKind::Place);
    EXPECT_EQ(d.player, 1);
    EXPECT_EQ(d.tiles, std::vector<int>{kPort});
    EXPECT_EQ(d.board, 0);
    std::vector<Placement> spots;
    state.board().legalPlacements(kPort, spots);
    ASSERT_EQ(d.options.size(), spots.size());
    EXPECT_EQ(spots.size(), 12u);
    for (std::size_t i = 0; i < spots.size(); ++i)
        EXPECT_EQ(d.options[i],
                  (Action{ActionKind::Place, std::int16_t(kPort), spots[i].at.x, spots[i].at.y, spots[i].orientation}));

    state.clearEvents();
    StateWriterForTests::applyBuiltIn(state, d, d.options[0]);
    EXPECT_EQ(state.board().tileCount(), 2);
    EXPECT_EQ(state.board().tile(1).origin, spots[0].at);
    EXPECT_EQ(state.board().tile(1).player, 1);
    ASSERT_EQ(state.events().size(), 1u);
    EXPECT_EQ(state.events()[0], ev(EventKind::TilePlaced, 1, 0, kPort, spots[0].at.x, spots[0].at.y, spots[0].orientation));
}

TEST_F(GameStateTest, ChoicesNotesAndTheEnd)
{
    test::edit(state).askRoll(0, 0, 1);
    EXPECT_THROW(test::edit(state).addOption({ActionKind::Option, std::int16_t(kPass)}), std::logic_error);
    test::edit(state).askChoice(0, 2);
    test::edit(state).addOption({ActionKind::Option, std::int16_t(kPass)});
    test::edit(state).addOption({ActionKind::Option, 1, 4, 5, 6});
    const Decision &d = state.decision();
    EXPECT_EQ(d.kind, DecisionKind::Choice);
    EXPECT_EQ(d.continuation, 2);
    ASSERT_EQ(d.options.size(), 2u);
    EXPECT_EQ(d.options[0], (Action{ActionKind::Option, kPass, 0, 0, 0}));
    EXPECT_EQ(d.options[1], (Action{ActionKind::Option, 1, 4, 5, 6}));
    EXPECT_FALSE(d.options[1].isChance());

    test::edit(state).note(1, {ActionKind::Option, std::int16_t(kPass), 1, 2, 3});
    EXPECT_EQ(state.events().back(), ev(EventKind::Note, 1, kPass, 1, 2, 3));

    test::edit(state).startTurn(0);
    test::edit(state).startTurn(1);
    test::edit(state).endGame();
    EXPECT_TRUE(state.isOver());
    EXPECT_EQ(state.decision().kind, DecisionKind::Over);
    EXPECT_EQ(state.events().back(), ev(EventKind::GameEnded, -1, -1, 2));
}

TEST(GameStateSheets, OneBoardPerPlayer)
{
    auto rules = loadOk(R"(id: s
name: S
players: {min: 2, max: 4}
grid: {kind: sheet, width: 4, height: 4, per_player: true}
terrains:
  ink: {}
tiles:
  - id: dot
    terrain: ink
)");
    ASSERT_TRUE(rules);
    GameState s(rules, 3, rules->defaultParameters());
    EXPECT_EQ(s.boardCount(), 3);
    test::edit(s).placeTile(1, 0, {{2, 2}, 0}, 1);
    EXPECT_EQ(s.board(0).tileCount(), 0);
    EXPECT_EQ(s.board(1).tileCount(), 1);
    EXPECT_EQ(s.board(2).tileCount(), 0);
    EXPECT_EQ(s.lastTile(1), 0);
    EXPECT_EQ(s.events().back(), ev(EventKind::TilePlaced, 1, 1, 0, 2, 2, 0));
}

// Applying is the only way a state changes: its changes are out of reach of everyone but
// Game and the StateWriter Game hands the rules (checked by the compiler).
template<typename S>
concept Changeable = requires(S &s)
{
    s.placeTile(0, 0, Placement{}, 0);
    s.fillZone(0, -1, 0);
    s.addScore(0, 1, 0);
    s.setVariable(0, -1, 1);
    s.startTurn(0);
};
static_assert(!Changeable<GameState>, "GameState's changes are private");
static_assert(Changeable<StateWriter>, "a StateWriter reaches them");
static_assert(!std::is_constructible_v<StateWriter, GameState &>, "only Game (and tests) make a StateWriter");
