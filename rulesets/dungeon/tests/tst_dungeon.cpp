// Scenario tests of Dungeon Expedition (rulesets/dungeon): the hand score on hand-made hands
// (the booklet's examples of shared/seeds/003_0f69babfbb17b55d.txt, and a hand a greedy
// split gets wrong), Explore, Move and Claim, each suit modifier both ways, each spell, both
// ends, the solo game won and lost, Twisted Geometry and the Final Battle.
//
// Hands are dealt by forcing the set-up draws: five cards to seat 1, then five to seat 2.
// Tile rotations are clockwise quarter turns: a dead end (DWWW) has its door north at 0,
// east at 1, south at 2, west at 3.
#include "scenario.h"

#include "log/eventtext.h"
#include "play/bot.h"
#include "play/match.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace tw {
namespace {

using test::Scenario;

const std::string kFolder = "rulesets/dungeon";
using Hand = std::vector<std::string>;

int card(const Scenario &s, const std::string &id)
{
    const int index = s.rules().cardIndex(id);
    if (index < 0)
        throw std::runtime_error("no card " + id);
    return index + 1;
}

void deal(Scenario &s, const std::vector<Hand> &hands)
{
    for (const Hand &hand : hands)
        for (const std::string &c : hand)
            s.draw(c);
}

std::vector<std::string> pileAt(const Scenario &s, int x, int y)
{
    std::vector<std::string> ids;
    for (int c : s.state().pile(s.board().tileAt({x, y})))
        ids.push_back(s.rules().cards.at(c).id);
    return ids;
}

std::string tileAt(const Scenario &s, int x, int y)
{
    return s.tileId(s.board().tile(s.board().tileAt({x, y})).type);
}

Coord explorerCell(const Scenario &s, int player)
{
    for (const BoardPiece &piece : s.state().pieces())
        if (piece.owner == player && piece.onBoard)
            return piece.cell;
    throw std::runtime_error("no explorer");
}

bool holds(const Scenario &s, int player, const std::string &id)
{
    for (const std::string &c : s.zoneItems("hand", player))
        if (c == id)
            return true;
    return false;
}

// --- the hand score ----------------------------------------------------------------------

// Deals one hand to a single player in a game that ends after its first turn, ends that
// turn, and returns the points by reason.
std::map<std::string, int> scoreHand(const Hand &hand)
{
    Scenario s(kFolder, 1, {{"turn_limit", "1"}});
    deal(s, {hand});
    s.choose("end_turn");
    EXPECT_TRUE(s.isOver());
    std::map<std::string, int> byReason;
    for (const auto &change : s.scoreChanges())
        byReason[change.reason] += change.delta;
    byReason["total"] = s.score(0);
    return byReason;
}

TEST(DungeonScoring, BookletExampleOneTwoPairs)
{
    // 16 for the pair of 8s, 8 for the pair of 4s; the 13 is not counted.
    const auto score = scoreHand({"creature_8", "weapon_8", "artifact_4", "treasure_4", "creature_13"});
    EXPECT_EQ(score.at("total"), 24);
    EXPECT_EQ(score.at("set"), 24);
}

TEST(DungeonScoring, BookletExampleTwoTwoRuns)
{
    // 7 for the run of 3+4, 21 for the run of 6+7+8.
    const auto score = scoreHand({"treasure_3", "treasure_4", "artifact_6", "artifact_7", "artifact_8"});
    EXPECT_EQ(score.at("total"), 28);
    EXPECT_EQ(score.at("run"), 28);
}

TEST(DungeonScoring, BookletExampleThreeTheBlueEightScoresOnce)
{
    // Run 7+8 (15) or the pair of 8s (16, the booklet's "18" is a misprint); the 5 and 6
    // are of different suits.
    const auto score = scoreHand({"artifact_7", "artifact_8", "weapon_8", "creature_5", "treasure_6"});
    EXPECT_EQ(score.at("total"), 16);
    EXPECT_EQ(score.at("set"), 16);
    EXPECT_EQ(score.count("run"), 0u);
}

TEST(DungeonScoring, TheOptimumBeatsTakingTheLargestGroupFirst)
{
    // Greedy takes the run 4-5-6 (15) and leaves the Artifact 6 alone; the best split is
    // the run 4-5 (9) and the pair of 6s (12).
    const auto score = scoreHand({"creature_4", "creature_5", "creature_6", "artifact_6", "weapon_13"});
    EXPECT_EQ(score.at("total"), 21);
    EXPECT_EQ(score.at("run"), 9);
    EXPECT_EQ(score.at("set"), 12);
}

TEST(DungeonScoring, ThreeOfAKindAndARun)
{
    const auto score = scoreHand({"creature_9", "artifact_9", "weapon_9", "treasure_2", "treasure_3"});
    EXPECT_EQ(score.at("total"), 32);
}

TEST(DungeonScoring, ConsecutiveValuesOfDifferentSuitsAndSpellsScoreNothing)
{
    EXPECT_EQ(scoreHand({"creature_5", "artifact_6", "weapon_7", "treasure_9", "creature_11"}).at("total"), 0);
    EXPECT_EQ(scoreHand({"teleport", "warp", "charm", "scry", "creature_1"}).at("total"), 0);
}

TEST(DungeonScoring, EachGroupIsNotedForItsPlayer)
{
    Scenario s(kFolder, 2, {{"turn_limit", "1"}});
    deal(s,
         {{"creature_8", "weapon_8", "artifact_4", "treasure_9", "creature_13"},
          {"treasure_3", "treasure_4", "artifact_6", "artifact_7", "artifact_8"}});
    s.choose("end_turn");
    ASSERT_TRUE(s.isOver());
    EXPECT_EQ(s.score(0), 16);
    EXPECT_EQ(s.score(1), 28);
    std::vector<std::vector<int>> notes;
    for (const Event &e : s.events(EventKind::Note))
        if (e.label == s.choiceIndex("group"))
            notes.push_back({e.a, e.b, e.c, e.d});
    // Seat, lowest card, highest card (as 0-based indexes, as the log keeps them), points.
    const auto index = [&](const char *id) { return card(s, id) - 1; };
    ASSERT_EQ(notes.size(), 3u);
    EXPECT_EQ(notes[0], (std::vector<int>{0, index("creature_8"), index("weapon_8"), 16}));
    EXPECT_EQ(notes[1], (std::vector<int>{1, index("treasure_3"), index("treasure_4"), 7}));
    EXPECT_EQ(notes[2], (std::vector<int>{1, index("artifact_6"), index("artifact_8"), 21}));
    // The log words them by the choice's note template.
    const std::vector<Event> noted = s.events(EventKind::Note);
    const auto group = std::find_if(noted.begin(), noted.end(),
                                    [&](const Event &e) { return e.label == s.choiceIndex("group"); });
    ASSERT_NE(group, noted.end());
    EXPECT_EQ(describe(s.rules(), 2, *group), "Red groups Creature 8 … Weapon 8: 16 points");
}

TEST(DungeonScoring, HandGroupsGivesTheSplitThatScores)
{
    // The studio's view of the best split: the run 4-5 and the pair of 6s, the 13 in none.
    Scenario s(kFolder, 1, {{"turn_limit", "5"}});
    deal(s, {{"creature_4", "creature_5", "creature_6", "artifact_6", "weapon_13"}});
    const auto groups = s.game().queryGroups(s.state(), "hand_groups", 1);
    ASSERT_TRUE(groups.has_value());
    ASSERT_EQ(groups->size(), 2u);
    const auto index = [&](const char *id) { return card(s, id) - 1; };
    std::map<long long, std::pair<std::set<int>, std::string>> byPoints;
    for (const CardGroup &group : *groups)
        byPoints[group.points] = {std::set<int>(group.cards.begin(), group.cards.end()), group.label};
    EXPECT_EQ(byPoints[9].first, (std::set<int>{index("creature_4"), index("creature_5")}));
    EXPECT_EQ(byPoints[9].second, "Run of one suit");
    EXPECT_EQ(byPoints[12].first, (std::set<int>{index("creature_6"), index("artifact_6")}));
    EXPECT_EQ(byPoints[12].second, "Cards of equal value");
}

// --- the turn ----------------------------------------------------------------------------

TEST(DungeonTurn, ExploreMoveAndClaim)
{
    Scenario s(kFolder, 1);
    deal(s, {{"creature_1", "treasure_3", "creature_8", "artifact_2", "weapon_12"}});
    for (auto [x, y] : {std::pair{0, -1}, {1, 0}, {0, 1}, {-1, 0}})
        EXPECT_TRUE(s.offers("explore", x, y)) << x << "," << y;
    EXPECT_FALSE(s.offers("move", card(s, "creature_1"), 0, -1)); // nothing there yet

    s.choose("explore", 0, -1);
    s.draw("room_dead_end_2");
    EXPECT_TRUE(s.whyIllegalPlace(0, -1, 0)); // its door must face the Entrance's
    s.place(0, -1, 2);
    s.draw("weapon_9"); // the room's two cards, face up
    s.draw("weapon_5");
    EXPECT_EQ(pileAt(s, 0, -1), (std::vector<std::string>{"weapon_9", "weapon_5"}));
    EXPECT_TRUE(s.options("explore").empty()); // once a turn

    s.choose("move", card(s, "creature_1"), 0, -1);
    s.draw("treasure_2");
    EXPECT_EQ(explorerCell(s, 0), (Coord{0, -1}));
    EXPECT_TRUE(holds(s, 0, "treasure_2"));
    EXPECT_FALSE(holds(s, 0, "creature_1"));
    EXPECT_EQ(s.zoneItems("discard"), (std::vector<std::string>{"creature_1"}));
    EXPECT_TRUE(s.options("move").empty()); // once a turn

    // Top Weapon 5: a Treasure counts double against it, a Creature half.
    EXPECT_TRUE(s.offers("claim", card(s, "treasure_3"), 0, -1));
    EXPECT_FALSE(s.offers("claim", card(s, "treasure_2"), 0, -1));
    EXPECT_FALSE(s.offers("claim", card(s, "creature_8"), 0, -1));
    EXPECT_FALSE(s.offers("claim", card(s, "artifact_2"), 0, -1));
    EXPECT_TRUE(s.offers("claim", card(s, "weapon_12"), 0, -1));
    s.choose("claim", card(s, "treasure_3"), 0, -1);
    EXPECT_TRUE(holds(s, 0, "weapon_5"));
    EXPECT_EQ(pileAt(s, 0, -1), (std::vector<std::string>{"weapon_9"}));
    s.choose("claim", card(s, "weapon_12"), 0, -1); // any number of claims
    EXPECT_TRUE(pileAt(s, 0, -1).empty());
    EXPECT_EQ(s.zoneCount("hand", 0), 5);
    s.choose("end_turn");
    EXPECT_EQ(s.currentPlayer(), 0);
    EXPECT_FALSE(s.options("move").empty());
}

TEST(DungeonTurn, MovesOnlyThroughDoorsOpenOnBothSidesAndUpToTheCardsValue)
{
    Scenario s(kFolder, 1);
    deal(s, {{"creature_1", "creature_2", "creature_3", "artifact_2", "weapon_12"}});
    s.choose("explore", 0, -1);
    s.draw("corridor_straight");
    s.place(0, -1, 0); // doors north and south
    s.choose("end_turn");
    s.choose("explore", 1, 0);
    s.draw("room_dead_end");
    s.place(1, 0, 3); // door west
    s.choose("end_turn");
    // (0,-2) is empty; (1,0) is one step, (0,-1) one step.
    EXPECT_TRUE(s.offers("move", card(s, "creature_1"), 1, 0));
    EXPECT_TRUE(s.offers("move", card(s, "creature_1"), 0, -1));
    EXPECT_FALSE(s.offers("move", card(s, "creature_1"), 0, 0)); // at least one step
    s.choose("explore", 0, 1);
    EXPECT_THROW(s.draw("room_dead_end"), test::ScenarioError); // the only plain dead end is out
}

struct ModifierCase
{
    std::string strong, weak, other;
};

class DungeonModifiers : public ::testing::TestWithParam<ModifierCase>
{};

// Strong counts double against weak (3 claims a 6, 2 does not); weak counts half against
// strong (8 claims a 4, 7 does not).
TEST_P(DungeonModifiers, DoubleOneWayHalfTheOther)
{
    const ModifierCase m = GetParam();
    Scenario s(kFolder, 1);
    deal(s, {{m.strong + "_3", m.strong + "_2", m.weak + "_8", m.weak + "_7", m.other + "_1"}});
    s.choose("explore", 0, -1);
    s.draw("room_dead_end_2");
    s.place(0, -1, 2);
    s.draw(m.strong + "_4");
    s.draw(m.weak + "_6");
    s.choose("move", card(s, m.other + "_1"), 0, -1);
    s.draw(m.other + "_2");
    EXPECT_TRUE(s.offers("claim", card(s, m.strong + "_3"), 0, -1));
    EXPECT_FALSE(s.offers("claim", card(s, m.strong + "_2"), 0, -1));
    EXPECT_TRUE(s.offers("claim", card(s, m.weak + "_8"), 0, -1)); // same suit, 8 >= 6
    EXPECT_FALSE(s.offers("claim", card(s, m.other + "_2"), 0, -1));
    s.choose("claim", card(s, m.strong + "_3"), 0, -1);
    EXPECT_EQ(pileAt(s, 0, -1), (std::vector<std::string>{m.strong + "_4"}));
    EXPECT_TRUE(s.offers("claim", card(s, m.weak + "_8"), 0, -1));
    EXPECT_FALSE(s.offers("claim", card(s, m.weak + "_7"), 0, -1));
    EXPECT_FALSE(s.offers("claim", card(s, m.weak + "_6"), 0, -1));
    s.choose("claim", card(s, m.weak + "_8"), 0, -1);
    EXPECT_TRUE(holds(s, 0, m.strong + "_4"));
}

INSTANTIATE_TEST_SUITE_P(Suits, DungeonModifiers,
                         ::testing::Values(ModifierCase{"creature", "artifact", "treasure"},
                                           ModifierCase{"artifact", "treasure", "weapon"},
                                           ModifierCase{"treasure", "weapon", "creature"},
                                           ModifierCase{"weapon", "creature", "artifact"}),
                         [](const auto &info) { return info.param.strong + "_beats_" + info.param.weak; });

// --- spells ------------------------------------------------------------------------------

TEST(DungeonSpells, TeleportIsTheMove)
{
    Scenario s(kFolder, 1);
    deal(s, {{"teleport", "creature_1", "creature_2", "artifact_2", "weapon_12"}});
    s.choose("explore", 0, -1);
    s.draw("corridor_straight");
    s.place(0, -1, 0);
    s.choose("teleport", card(s, "teleport"), 0, -1);
    s.draw("creature_5");
    EXPECT_EQ(explorerCell(s, 0), (Coord{0, -1}));
    EXPECT_FALSE(holds(s, 0, "teleport"));
    EXPECT_TRUE(holds(s, 0, "creature_5"));
    EXPECT_TRUE(s.options("move").empty());
}

TEST(DungeonSpells, WarpIsTheExplore)
{
    Scenario s(kFolder, 1);
    deal(s, {{"warp", "creature_1", "creature_2", "artifact_2", "weapon_12"}});
    s.choose("warp", card(s, "warp"));
    s.draw("corridor_straight");
    s.place(0, -1, 0);
    s.draw("creature_3"); // back to five
    EXPECT_TRUE(holds(s, 0, "creature_3"));
    EXPECT_FALSE(holds(s, 0, "warp"));
    EXPECT_EQ(s.zoneCount("hand", 0), 5);
    EXPECT_EQ(tileAt(s, 0, -1), "corridor_straight");
    EXPECT_TRUE(s.options("explore").empty()); // the Warp was the Explore
    EXPECT_FALSE(s.options("move").empty());
}

TEST(DungeonSpells, WarpCoversATileWithoutPiecesOrCardsButNeverTheEntrance)
{
    Scenario s(kFolder, 1);
    deal(s, {{"creature_1", "creature_2", "warp", "artifact_2", "weapon_12"}});
    s.choose("explore", 0, -1);
    s.draw("corridor_straight");
    s.place(0, -1, 0);
    s.choose("end_turn");
    s.choose("warp", card(s, "warp"));
    EXPECT_TRUE(s.options("explore").empty());
    s.draw("room_dead_end_1");
    EXPECT_TRUE(s.whyIllegalPlace(0, 0, 0)); // the Entrance, with the player piece on it
    s.place(0, -1, 2);                       // over the corridor
    EXPECT_EQ(tileAt(s, 0, -1), "room_dead_end_1");
    s.draw("creature_9"); // the room's card
    EXPECT_EQ(pileAt(s, 0, -1), (std::vector<std::string>{"creature_9"}));
    s.draw("creature_5"); // back to five
    EXPECT_EQ(s.zoneCount("hand", 0), 5);
    EXPECT_TRUE(s.options("explore").empty()); // the Warp was the Explore
    // A tile with cards on it cannot be covered.
    s.choose("end_turn");
    EXPECT_FALSE(s.offers("warp", card(s, "warp")));
}

TEST(DungeonSpells, CharmClaimsWhateverTheValue)
{
    Scenario s(kFolder, 1);
    deal(s, {{"charm", "creature_1", "creature_2", "artifact_2", "weapon_2"}});
    s.choose("explore", 0, -1);
    s.draw("room_dead_end_1");
    s.place(0, -1, 2);
    s.draw("weapon_13");
    EXPECT_FALSE(s.offers("charm", card(s, "charm"), 0, -1)); // not on the room yet
    s.choose("move", card(s, "creature_1"), 0, -1);
    s.draw("creature_4");
    EXPECT_TRUE(s.options("claim").empty());
    s.choose("charm", card(s, "charm"), 0, -1);
    EXPECT_TRUE(holds(s, 0, "weapon_13"));
    EXPECT_TRUE(pileAt(s, 0, -1).empty());
    EXPECT_EQ(s.zoneCount("hand", 0), 5);
}

TEST(DungeonSpells, ScryReordersOnePile)
{
    Scenario s(kFolder, 1);
    deal(s, {{"scry", "creature_1", "creature_2", "artifact_2", "weapon_2"}});
    s.choose("explore", 0, -1);
    s.draw("room_dead_end_3");
    s.place(0, -1, 2);
    s.draw("creature_7");
    s.draw("creature_8");
    s.draw("creature_9");
    s.choose("scry", card(s, "scry"), 0, -1);
    EXPECT_EQ(s.options("put_back").size(), 3u);
    s.choose("put_back", card(s, "creature_9")); // bottom first
    s.choose("put_back", card(s, "creature_7"));
    s.draw("creature_10"); // the last card went back by itself; then draw
    EXPECT_EQ(pileAt(s, 0, -1), (std::vector<std::string>{"creature_9", "creature_7", "creature_8"}));
    EXPECT_TRUE(holds(s, 0, "creature_10"));
    EXPECT_EQ(s.zoneCount("hand", 0), 5);
}

// --- the end -----------------------------------------------------------------------------

TEST(DungeonEnd, TheLastDiscoveryCardGivesEveryOtherPlayerOneClaimOnlyTurn)
{
    Scenario s(kFolder, 2);
    while (s.decisionKind() == DecisionKind::Chance)
        s.drawAny();
    s.choose("explore", 0, -1);
    s.draw("corridor_straight");
    s.place(0, -1, 0);
    while (s.zoneCount("deck") > 0) {
        ASSERT_FALSE(s.isOver());
        if (s.decisionKind() == DecisionKind::Chance) {
            s.drawAny();
        } else if (!s.options("move").empty()) {
            s.apply(s.options("move").front());
        } else {
            s.choose("end_turn");
        }
    }
    // The turn that drew the last card goes on with claims only.
    const int last = s.currentPlayer();
    EXPECT_TRUE(s.options("move").empty());
    EXPECT_TRUE(s.options("explore").empty());
    s.choose("end_turn");
    ASSERT_FALSE(s.isOver());
    EXPECT_EQ(s.currentPlayer(), 1 - last);
    EXPECT_TRUE(s.options("move").empty());
    EXPECT_TRUE(s.options("explore").empty());
    s.choose("end_turn");
    EXPECT_TRUE(s.isOver());
}

TEST(DungeonEnd, WhenNoTileCanBePlacedAPlayerOnTheEntranceEndsTheGame)
{
    Scenario s(kFolder, 2);
    while (s.decisionKind() == DecisionKind::Chance)
        s.drawAny();
    const auto close = [&](int x, int y, int rotation, const std::string &tile) {
        s.choose("explore", x, y);
        s.draw(tile);
        s.place(x, y, rotation);
        while (s.decisionKind() == DecisionKind::Chance)
            s.drawAny(); // the room's card
        EXPECT_TRUE(s.options("finish").empty() || (x == -1 && y == 0));
    };
    close(0, -1, 2, "room_dead_end");
    s.choose("end_turn");
    close(1, 0, 3, "room_dead_end_1");
    s.choose("end_turn");
    close(0, 1, 0, "room_dead_end_1");
    s.choose("end_turn");
    close(-1, 0, 1, "room_dead_end_1");
    // Every door is closed: the player on the Entrance may end the game.
    ASSERT_EQ(s.currentPlayer(), 1);
    ASSERT_FALSE(s.options("finish").empty());
    s.choose("finish");
    ASSERT_FALSE(s.isOver());
    EXPECT_EQ(s.currentPlayer(), 0); // the other player's one more turn
    s.choose("end_turn");
    EXPECT_TRUE(s.isOver());
}

TEST(DungeonSolo, CollectingTheFourThirteensWins)
{
    Scenario s(kFolder, 1, {{"solo", "true"}});
    deal(s, {{"creature_13", "artifact_13", "treasure_13", "creature_1", "treasure_7"}});
    s.choose("explore", 0, -1);
    s.draw("room_dead_end_1");
    s.place(0, -1, 2);
    s.draw("weapon_13");
    s.choose("move", card(s, "creature_1"), 0, -1);
    s.draw("weapon_2");
    ASSERT_FALSE(s.isOver());
    s.choose("claim", card(s, "treasure_7"), 0, -1); // a Treasure counts double against a Weapon
    EXPECT_TRUE(s.isOver());
    EXPECT_EQ(s.score(0), 1);
}

TEST(DungeonSolo, NoMoveTwoTurnsInARowAndLosingWhenNothingIsPossible)
{
    const Hand hand{"creature_1", "creature_2", "artifact_2", "weapon_3", "treasure_4"};
    for (const bool solo : {false, true}) {
        Scenario s(kFolder, 1, {{"solo", solo ? "true" : "false"}});
        deal(s, {hand});
        s.choose("explore", 0, -1);
        s.draw("room_dead_end");
        s.place(0, -1, 2);
        s.choose("move", card(s, "creature_1"), 0, -1);
        s.draw("creature_5");
        s.choose("end_turn");
        if (solo) {
            // A dead end with no card, no second Move: nothing is possible.
            EXPECT_TRUE(s.isOver());
            EXPECT_EQ(s.score(0), 0);
        } else {
            EXPECT_FALSE(s.isOver());
            EXPECT_FALSE(s.options("move").empty());
        }
    }
}

TEST(DungeonSolo, TheDiscardsAreReshuffledWhenTheDeckRunsOut)
{
    Scenario s(kFolder, 1, {{"solo", "true"}});
    while (s.decisionKind() == DecisionKind::Chance)
        s.drawAny();
    s.choose("explore", 0, -1);
    s.draw("corridor_straight");
    s.place(0, -1, 0);
    while (s.zoneCount("deck") > 0) {
        ASSERT_FALSE(s.isOver());
        if (s.decisionKind() == DecisionKind::Chance) {
            s.drawAny();
        } else if (!s.options("move").empty()) {
            s.apply(s.options("move").front());
        } else {
            s.choose("end_turn");
        }
    }
    ASSERT_FALSE(s.isOver());
    while (s.options("move").empty())
        s.choose("end_turn");
    const int discarded = s.zoneCount("discard");
    ASSERT_GT(discarded, 0);
    s.apply(s.options("move").front());
    // The paid card joins the discards, which all go back into the deck before the draw.
    ASSERT_EQ(s.decisionKind(), DecisionKind::Chance);
    EXPECT_EQ(s.zoneCount("discard"), 0);
    EXPECT_EQ(s.zoneCount("deck"), discarded + 1);
    s.drawAny();
    EXPECT_EQ(s.zoneCount("deck"), discarded);
    EXPECT_EQ(s.zoneCount("hand", 0), 5);
}

TEST(DungeonSolo, IsOnlyForOnePlayer)
{
    for (const int players : {2, 4}) {
        try {
            Scenario s(kFolder, players, {{"solo", "true"}});
            ADD_FAILURE() << "a solo game of " << players << " players started";
        } catch (const std::exception &e) {
            const std::string said = "parameter 'solo' is only for games of 1 player, not " + std::to_string(players);
            EXPECT_NE(std::string(e.what()).find(said), std::string::npos) << e.what();
        }
    }
}

TEST(DungeonVariants, TwistedGeometryExploresThroughAWall)
{
    for (const bool twisted : {false, true}) {
        Scenario s(kFolder, 1, {{"twisted_geometry", twisted ? "true" : "false"}});
        deal(s, {{"creature_1", "creature_2", "creature_3", "creature_4", "creature_5"}});
        s.choose("explore", 0, -1);
        s.draw("corridor_corner");
        s.place(0, -1, 1); // doors east and south
        s.choose("move", card(s, "creature_1"), 0, -1);
        s.draw("weapon_1");
        s.choose("end_turn");
        s.choose("explore", 1, -1);
        s.draw("corridor_corner");
        s.place(1, -1, 2); // doors south and west
        s.choose("move", card(s, "weapon_1"), 1, -1);
        s.draw("weapon_2");
        s.choose("end_turn");
        s.choose("explore", 1, 0);
        s.draw("room_dead_end");
        s.place(1, 0, 0); // door north; its west wall faces the Entrance's east door
        s.choose("move", card(s, "creature_2"), 0, 0);
        s.draw("weapon_3");
        s.choose("end_turn");
        ASSERT_EQ(explorerCell(s, 0), (Coord{0, 0}));
        EXPECT_EQ(s.offers("explore", 1, 0), twisted);
        if (twisted) {
            s.choose("explore", 1, 0);
            s.draw("room_dead_end_1");
            EXPECT_TRUE(s.whyIllegalPlace(1, 0, 0)); // the door must face back
            s.place(1, 0, 3);
            EXPECT_EQ(tileAt(s, 1, 0), "room_dead_end_1");
        }
    }
}

TEST(DungeonVariants, FinalBattleByTheClaimRule)
{
    Scenario s(kFolder, 2, {{"final_battle", "true"}, {"turn_limit", "1"}});
    deal(s,
         {{"weapon_3", "weapon_2", "creature_1", "creature_2", "creature_3"},
          {"creature_5", "creature_12", "artifact_1", "artifact_2", "artifact_3"}});
    s.choose("end_turn");
    ASSERT_FALSE(s.isOver());
    EXPECT_EQ(s.currentPlayer(), 1);
    s.choose("battle_play", card(s, "creature_5"));
    EXPECT_TRUE(s.offers("battle_play", card(s, "weapon_3"))); // double against a Creature
    EXPECT_FALSE(s.offers("battle_play", card(s, "weapon_2")));
    EXPECT_FALSE(s.offers("battle_play", card(s, "creature_3")));
    s.choose("battle_play", card(s, "weapon_3"));
    EXPECT_TRUE(s.offers("battle_play", card(s, "creature_12"))); // half: 6 >= 3
    EXPECT_TRUE(s.offers("battle_play", card(s, "artifact_3")));
    EXPECT_FALSE(s.offers("battle_play", card(s, "artifact_2")));
    s.choose("battle_give_up");
    EXPECT_TRUE(s.isOver());
    EXPECT_EQ(s.score(0), 1);
    EXPECT_EQ(s.score(1), 0);
}

// With the Final Battle the hand scores nothing: the greedy bot values the cards it can still
// play, and being out of the battle least, so it fights with the lowest card that defeats the
// one on the table (keeping the higher for later) rather than give up.
TEST(DungeonVariants, GreedyFightsTheFinalBattleWithItsLowestCardThatWins)
{
    Scenario s(kFolder, 2, {{"final_battle", "true"}, {"turn_limit", "1"}});
    deal(s,
         {{"weapon_3", "weapon_5", "creature_1", "creature_2", "creature_3"},
          {"creature_5", "creature_12", "artifact_1", "artifact_2", "artifact_3"}});
    s.choose("end_turn");
    s.choose("battle_play", card(s, "creature_5"));
    ASSERT_TRUE(s.offers("battle_play", card(s, "weapon_3")));
    ASSERT_TRUE(s.offers("battle_play", card(s, "weapon_5")));
    GreedyBot bot;
    Rng rng(1);
    EXPECT_EQ(bot.decideAction(s.game(), s.state(), rng), s.optionAction("battle_play", card(s, "weapon_3")));
}

TEST(DungeonHiddenInformation, HandsAreSeenByTheirOwnerOnly)
{
    Scenario s(kFolder, 2);
    const ZoneDef &hand = s.rules().zones.at(s.zoneIndex("hand"));
    EXPECT_EQ(hand.visibility, Visibility::Owner);
    EXPECT_TRUE(hand.perPlayer);
}

} // namespace

// The greedy bot acts on its turns: its evaluate hook values the cards an action spends
// (they come back before the turn ends) and an Explore, so ending the turn at once no
// longer looks as good as exploring, moving or claiming when it may do one of them.
TEST(Dungeon, GreedyActsOnItsTurns)
{
    Scenario s("rulesets/dungeon", 2);
    const Game &game = s.game();
    const int endTurn = s.rules().choiceIndex("end_turn");
    int turns = 0, idle = 0;
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        MatchSetup setup;
        setup.seed = seed;
        setup.bots = {"greedy"};
        setup.record = true;
        const MatchResult result = playMatch(game, setup);
        // Replayed, to see what else each turn offered.
        GameState state = game.newGame(2);
        bool acted = false;
        for (const LogEntry &entry : result.log.entries) {
            if (!entry.action)
                continue;
            const Decision &d = state.decision();
            const bool ending = entry.action->kind == ActionKind::Option && entry.action->tag == endTurn;
            if (ending && !acted && d.options.size() > 1)
                ++idle;
            turns += ending ? 1 : 0;
            if (ending)
                acted = false;
            else if (entry.action->kind == ActionKind::Option && d.player == state.currentPlayer())
                acted = true;
            game.apply(state, *entry.action);
        }
        EXPECT_EQ(state.hash(), result.stateHash);
    }
    ASSERT_GT(turns, 30);
    EXPECT_LT(idle * 5, turns) << idle << " of " << turns << " turns ended at once though an action was open";
}

} // namespace tw
