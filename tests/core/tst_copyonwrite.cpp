// Copy-on-write: CopyOnWrite itself, the Board copy it clones with, and GameState's shared
// parts (boards, zones, piles, keyed variables). Writing a copy never changes the
// original, a copy that does not write a part keeps sharing it, and equality and hashes
// are those of a state built from scratch.
#include "util/copyonwrite.h"

#include "state/gamestate.h"

#include "statewriting.h"
#include "testrules.h"

#include <gtest/gtest.h>

#include <functional>
#include <string>
#include <vector>

using namespace tw;
using twtest::loadOk;

namespace {

// Two players with a 4x4 sheet each (two boards), a bag, a keyed variable.
const std::string kRules = R"(id: w
name: W
players: {min: 2, max: 2}
grid: {kind: sheet, width: 4, height: 4, per_player: true}
terrains:
  grass: {code: G}
  sea: {code: S}
zones:
  bag: {kind: bag}
variables:
  owner: {keyed: true}
reasons:
  field: Field
tiles:
  - id: meadow
    edges: GGGG
    segments: [{kind: grass, edges: [N, E, S, W]}]
  - id: port
    edges: SGGG
    segments: [{kind: sea, edges: [N]}, {kind: grass, edges: [E, S, W]}]
)";

constexpr int kBag = 0;
constexpr int kOwner = 0;
constexpr int kField = 0;
constexpr int kMeadow = 0, kPort = 1;

} // namespace

TEST(CopyOnWrite, CopiesShareUntilOneIsWritten)
{
    CopyOnWrite<std::vector<int>> original(std::vector<int>{1, 2, 3});
    CopyOnWrite<std::vector<int>> copy = original;
    EXPECT_TRUE(copy.sharesWith(original));
    EXPECT_TRUE(copy == original);

    copy.write().push_back(4);
    EXPECT_FALSE(copy.sharesWith(original));
    EXPECT_EQ(*original, (std::vector<int>{1, 2, 3}));
    EXPECT_EQ(*copy, (std::vector<int>{1, 2, 3, 4}));
    EXPECT_FALSE(copy == original);

    // The only holder writes in place.
    const std::vector<int> *before = &copy.read();
    copy.write().pop_back();
    EXPECT_EQ(&copy.read(), before);
    EXPECT_TRUE(copy == original) << "equal values compare equal without sharing";
}

TEST(CopyOnWrite, AssignmentDropsTheOldValueAndShares)
{
    CopyOnWrite<std::vector<int>> a(std::vector<int>{1});
    CopyOnWrite<std::vector<int>> b(std::vector<int>{2});
    b = a;
    EXPECT_TRUE(b.sharesWith(a));
    a.write()[0] = 5;
    EXPECT_EQ(*b, (std::vector<int>{1}));
    EXPECT_EQ(*a, (std::vector<int>{5}));
}

TEST(CopyOnWrite, ShareKeepsADroppedValueForTheNextClone)
{
    CopyOnWrite<std::vector<int>> a(std::vector<int>{1, 2, 3});
    CopyOnWrite<std::vector<int>> scratch(std::vector<int>{9, 9, 9, 9});
    const std::vector<int> *dropped = &scratch.read();
    scratch.share(a);
    EXPECT_TRUE(scratch.sharesWith(a));
    scratch.write().push_back(4);
    EXPECT_EQ(&scratch.read(), dropped) << "the clone is written into the value share() dropped";
    EXPECT_EQ(*scratch, (std::vector<int>{1, 2, 3, 4}));
    EXPECT_EQ(*a, (std::vector<int>{1, 2, 3}));
}

TEST(CopyOnWrite, ShareNeverReusesAValueStillHeld)
{
    CopyOnWrite<std::vector<int>> a(std::vector<int>{1});
    CopyOnWrite<std::vector<int>> held(std::vector<int>{7});
    const CopyOnWrite<std::vector<int>> keeper = held;
    held.share(a);
    held.write().push_back(2);
    EXPECT_EQ(*keeper, (std::vector<int>{7})) << "a value another copy holds is not a spare";
    EXPECT_EQ(*held, (std::vector<int>{1, 2}));
    EXPECT_EQ(*a, (std::vector<int>{1}));
}

TEST(BoardCopy, EqualsTheOriginalAndGrowsApart)
{
    const auto rules = loadOk(kRules);
    Board board(rules.get());
    board.place(kMeadow, {{1, 1}, 0}, 0);
    board.place(kPort, {{1, 2}, 0}, 1);
    const Board copy = board; // the copy constructor lists every member: == compares them all
    EXPECT_TRUE(copy == board);
    EXPECT_EQ(copy.hash(), board.hash());

    Board grown = board;
    grown.place(kMeadow, {{2, 1}, 0}, 0);
    EXPECT_TRUE(copy == board) << "placing on a copy leaves the original alone";
    EXPECT_FALSE(grown == board);
    board.place(kMeadow, {{2, 1}, 0}, 0);
    EXPECT_TRUE(grown == board) << "a copy placed on goes on exactly as the original";
    EXPECT_EQ(grown.hash(), board.hash());
    EXPECT_EQ(grown.frontier(), board.frontier());
}

namespace {

// A position with something in every copy-on-write part.
GameState position(const std::shared_ptr<const Ruleset> &rules)
{
    GameState state(rules, 2, {});
    test::edit(state).placeTile(0, kMeadow, {{1, 1}, 0}, 0);
    test::edit(state).placeTile(1, kPort, {{2, 2}, 0}, 1);
    test::edit(state).fillZone(kBag, -1, kMeadow, 3);
    test::edit(state).addToPile(0, 7);
    test::edit(state).setKeyedVariable(kOwner, -1, "1,1", 2);
    state.clearEvents();
    return state;
}

struct Change
{
    std::string what;
    std::function<void(GameState &)> apply;
};

} // namespace

TEST(GameStateCopyOnWrite, WritingACopyLeavesTheOriginalAsBuilt)
{
    const auto rules = loadOk(kRules);
    const std::vector<Change> changes = {
        {"a tile on board 0",
         [](GameState &s) {
             test::edit(s).placeTile(0, kMeadow, {{2, 1}, 0}, 1);
         }},
        {"a tile on board 1",
         [](GameState &s) {
             test::edit(s).placeTile(1, kMeadow, {{2, 1}, 0}, 1);
         }},
        {"a tile removed", [](GameState &s) { test::edit(s).removeTile(0, 0); }},
        {"an item taken", [](GameState &s) { test::edit(s).takeItem(kBag, -1, kMeadow); }},
        {"a zone shuffled", [](GameState &s) { test::edit(s).shuffleZone(kBag, -1); }},
        {"a card on a pile", [](GameState &s) { test::edit(s).addToPile(0, 9); }},
        {"a card off a pile", [](GameState &s) { test::edit(s).takeFromPile(0); }},
        {"a keyed variable", [](GameState &s) { test::edit(s).setKeyedVariable(kOwner, -1, "2,1", 1); }},
        {"a score", [](GameState &s) { test::edit(s).addScore(0, 2, kField); }},
    };
    for (const Change &change : changes) {
        SCOPED_TRACE(change.what);
        const GameState original = position(rules);
        GameState copy = original;
        change.apply(copy);
        EXPECT_TRUE(original == position(rules)) << "the original is unchanged";
        EXPECT_EQ(original.hash(), position(rules).hash());

        GameState fresh = position(rules);
        change.apply(fresh);
        EXPECT_TRUE(copy == fresh) << "the copy reads as a state changed without sharing";
        EXPECT_EQ(copy.hash(), fresh.hash());
    }
}

TEST(GameStateCopyOnWrite, ACopyKeepsSharingThePartsItDoesNotWrite)
{
    const auto rules = loadOk(kRules);
    const GameState original = position(rules);
    GameState copy = original;
    test::edit(copy).addScore(0, 2, kField);
    test::edit(copy).setKeyedVariable(kOwner, -1, "3,3", 1);
    EXPECT_EQ(&copy.board(0), &original.board(0));
    EXPECT_EQ(&copy.board(1), &original.board(1));
    EXPECT_EQ(&copy.zone(kBag), &original.zone(kBag));
    EXPECT_EQ(&copy.pile(0), &original.pile(0));

    test::edit(copy).placeTile(1, kMeadow, {{2, 1}, 0}, 1);
    EXPECT_EQ(&copy.board(0), &original.board(0)) << "only the board written is cloned";
    EXPECT_NE(&copy.board(1), &original.board(1));
    EXPECT_EQ(original.board(1).tileCount(), 1);
    EXPECT_EQ(copy.board(1).tileCount(), 2);
}
