// GameState's operator== and hash(): two states built alike except for one field are
// unequal and hash differently, field by field; events alone do not make states differ.
#include "state/gamestate.h"

#include "testrules.h"

#include <gtest/gtest.h>

#include <functional>
#include <string>
#include <vector>

using namespace tw;
using twtest::loadOk;

namespace {

// Two players, one 4x4 sheet each (so two boards), and one of everything else.
const std::string kRules = R"(id: c
name: C
players: {min: 2, max: 2}
grid: {kind: sheet, width: 4, height: 4, per_player: true}
terrains:
  grass: {code: G}
pieces:
  meeple: {per_player: 3}
zones:
  bag: {kind: bag}
  hand: {kind: hand}
variables:
  round: {initial: 1}
  gold: {initial: 5, per_player: true}
  owner: {keyed: true}
parameters:
  target: {default: 30, help: Points to win}
reasons:
  field: Field
choices:
  pass: Pass
  keep: Keep
tiles:
  - id: meadow
    edges: GGGG
    segments: [{kind: grass, edges: [N, E, S, W]}]
)";

constexpr int kBag = 0, kHand = 1;
constexpr int kMeeple = 0;
constexpr int kRound = 0, kGold = 1, kOwner = 2;
constexpr int kField = 0;
constexpr std::int16_t kPass = 0, kKeep = 1;
constexpr int kMeadow = 0;

// One field changed two ways on the same starting state.
struct Difference
{
    std::string field;
    std::function<void(GameState &)> one;
    std::function<void(GameState &)> other;
};

const std::vector<Difference> &differences()
{
    static const std::vector<Difference> all{
        {"a shared variable", [](GameState &s) { test::edit(s).setVariable(kRound, -1, 2); },
         [](GameState &s) { test::edit(s).setVariable(kRound, -1, 3); }},
        {"whose variable", [](GameState &s) { test::edit(s).setVariable(kGold, 0, 6); },
         [](GameState &s) { test::edit(s).setVariable(kGold, 1, 6); }},
        {"a keyed variable's key", [](GameState &s) { test::edit(s).setKeyedVariable(kOwner, -1, "1,2", 1); },
         [](GameState &s) { test::edit(s).setKeyedVariable(kOwner, -1, "2,1", 1); }},
        {"a keyed variable's value", [](GameState &s) { test::edit(s).setKeyedVariable(kOwner, -1, "1,2", 1); },
         [](GameState &s) { test::edit(s).setKeyedVariable(kOwner, -1, "1,2", 2); }},
        {"the order of a zone",
         [](GameState &s) {
             test::edit(s).fillZone(kBag, -1, 0);
             test::edit(s).fillZone(kBag, -1, 1);
         },
         [](GameState &s) {
             test::edit(s).fillZone(kBag, -1, 1);
             test::edit(s).fillZone(kBag, -1, 0);
         }},
        {"whose zone", [](GameState &s) { test::edit(s).fillZone(kHand, 0, 0); },
         [](GameState &s) { test::edit(s).fillZone(kHand, 1, 0); }},
        {"a piece's board",
         [](GameState &s) {
             test::edit(s).deployOnCell(0, kMeeple, 0, {1, 1});
         },
         [](GameState &s) {
             test::edit(s).deployOnCell(0, kMeeple, 1, {1, 1});
         }},
        {"a piece's cell",
         [](GameState &s) {
             test::edit(s).deployOnCell(0, kMeeple, 0, {1, 1});
         },
         [](GameState &s) {
             test::edit(s).deployOnCell(0, kMeeple, 0, {1, 2});
         }},
        {"a score slot", [](GameState &) {}, [](GameState &s) { test::edit(s).shareScore(0, 1); }},
        {"whose score", [](GameState &s) { test::edit(s).addScore(0, 1, kField); },
         [](GameState &s) { test::edit(s).addScore(1, 1, kField); }},
        {"the turn", [](GameState &s) { test::edit(s).startTurn(0); },
         [](GameState &s) {
             test::edit(s).startTurn(0);
             test::edit(s).startTurn(0);
         }},
        {"the decision's player", [](GameState &s) { test::edit(s).askChoice(0, 1); },
         [](GameState &s) { test::edit(s).askChoice(1, 1); }},
        {"the decision's continuation", [](GameState &s) { test::edit(s).askChoice(0, 1); },
         [](GameState &s) { test::edit(s).askChoice(0, 2); }},
        {"the decision's options",
         [](GameState &s) {
             test::edit(s).askChoice(0, 1);
             test::edit(s).addOption({ActionKind::Option, kPass});
         },
         [](GameState &s) {
             test::edit(s).askChoice(0, 1);
             test::edit(s).addOption({ActionKind::Option, kKeep});
         }},
        {"an option's argument",
         [](GameState &s) {
             test::edit(s).askChoice(0, 1);
             test::edit(s).addOption({ActionKind::Option, kKeep, 1});
         },
         [](GameState &s) {
             test::edit(s).askChoice(0, 1);
             test::edit(s).addOption({ActionKind::Option, kKeep, 2});
         }},
        {"the order tiles were placed in",
         [](GameState &s) {
             test::edit(s).placeTile(0, kMeadow, {{0, 0}, 0}, 0);
             test::edit(s).placeTile(0, kMeadow, {{1, 0}, 0}, 0);
         },
         [](GameState &s) {
             test::edit(s).placeTile(0, kMeadow, {{1, 0}, 0}, 0);
             test::edit(s).placeTile(0, kMeadow, {{0, 0}, 0}, 0);
         }},
        {"who placed a tile",
         [](GameState &s) {
             test::edit(s).placeTile(0, kMeadow, {{0, 0}, 0}, 0);
         },
         [](GameState &s) {
             test::edit(s).placeTile(0, kMeadow, {{0, 0}, 0}, 1);
         }},
        {"which board a tile is on",
         [](GameState &s) {
             test::edit(s).placeTile(0, kMeadow, {{0, 0}, 0}, 0);
         },
         [](GameState &s) {
             test::edit(s).placeTile(1, kMeadow, {{0, 0}, 0}, 0);
         }},
        {"a pile", [](GameState &s) { test::edit(s).addToPile(0, 1); },
         [](GameState &s) { test::edit(s).addToPile(0, 2); }},
        {"which tile a pile is on", [](GameState &s) { test::edit(s).addToPile(0, 1); },
         [](GameState &s) { test::edit(s).addToPile(1, 1); }},
    };
    return all;
}

class StateCompare : public ::testing::Test
{
protected:
    std::shared_ptr<const Ruleset> rules = loadOk(kRules);

    // A state with something in every part, so each change lands among other data.
    GameState started() const
    {
        GameState s(rules, 2, rules->defaultParameters());
        test::edit(s).placeTile(0, kMeadow, {{2, 2}, 0}, 0);
        test::edit(s).placeTile(0, kMeadow, {{2, 3}, 0}, 1); // piles lie on board 0's tiles 0 and 1
        test::edit(s).placeTile(1, kMeadow, {{3, 3}, 0}, 1);
        test::edit(s).fillZone(kBag, -1, 0, 2);
        test::edit(s).deployOnCell(1, kMeeple, 1, {3, 3});
        test::edit(s).addScore(1, 4, kField);
        s.clearEvents();
        return s;
    }
};

TEST_F(StateCompare, EachFieldOnItsOwnMakesStatesDiffer)
{
    for (const Difference &d : differences()) {
        SCOPED_TRACE(d.field);
        GameState one = started();
        GameState other = started();
        d.one(one);
        d.other(other);
        EXPECT_FALSE(one == other);
        EXPECT_FALSE(other == one);
        EXPECT_NE(one.hash(), other.hash());

        GameState again = started();
        d.one(again);
        EXPECT_TRUE(one == again) << "the same steps give equal states";
        EXPECT_EQ(one.hash(), again.hash());
    }
}

TEST_F(StateCompare, EventsAreNotPartOfTheState)
{
    GameState noted = started();
    test::edit(noted).note(0, {ActionKind::Option, kPass, 1});
    GameState cleared = started();
    ASSERT_NE(noted.events(), cleared.events());
    EXPECT_TRUE(noted == cleared);
    EXPECT_EQ(noted.hash(), cleared.hash());
}

TEST_F(StateCompare, TheSetUpIsCompared)
{
    const GameState defaults(rules, 2, rules->defaultParameters());
    EXPECT_FALSE(GameState(rules, 2, {31}) == defaults) << "parameters";
    EXPECT_FALSE(GameState(loadOk(kRules), 2, rules->defaultParameters()) == defaults) << "another ruleset object";
}

} // namespace
