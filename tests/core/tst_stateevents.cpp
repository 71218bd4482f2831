// Every change a player can see is an event: taking and putting items, shuffles, card
// discards, piles on tiles, piece moves and losses, shown variables; and keyed variables.
#include "log/eventtext.h"
#include "state/gamestate.h"

#include "testrules.h"

#include <gtest/gtest.h>

#include <stdexcept>

using namespace tw;
using twtest::loadOk;

namespace {

const std::string kRules = R"(id: g
name: G
players: {min: 1, max: 3}
seats: [{name: Red}, {name: Blue}, {name: Green}]
grid: square
terrains:
  room: {code: R}
pieces:
  explorer: {per_player: 2}
zones:
  deck: {kind: deck, items: cards}
  hand: {kind: hand, items: cards, per_player: true}
  stack: {kind: stack}
suits:
  sun: Sun
cards:
  - {id: sun_1, suit: sun, value: 1}
  - {id: sun_2, suit: sun, value: 2}
  - {id: sun_3, suit: sun, value: 3}
variables:
  provisions: {name: Provisions, initial: 3, per_player: true, shown: true}
  steps: {initial: 0}
  owner: {keyed: true}
tiles:
  - id: hall
    edges: RRRR
    count: 4
  - id: great_hall
    name: Great hall
    edges: RRRR
    count: 1
)";

constexpr int kDeck = 0, kHand = 1, kStack = 2;
constexpr int kSun1 = 0, kSun2 = 1, kSun3 = 2;
constexpr int kProvisions = 0, kSteps = 1, kOwner = 2;
constexpr int kExplorer = 0;

class StateEvents : public ::testing::Test
{
protected:
    std::shared_ptr<const Ruleset> rules = loadOk(kRules);
    GameState state{rules, 2, rules->defaultParameters()};

    // The one event recorded since the last look, as the log would read it.
    std::string onlyEvent()
    {
        EXPECT_EQ(state.events().size(), 1u);
        const std::string text = state.events().empty() ? ""
                                                        : describe(*rules, state.playerCount(), state.events().back());
        state.clearEvents();
        return text;
    }
};

} // namespace

TEST_F(StateEvents, PutAndTakeNameWhoActedAndWhoseZone)
{
    test::edit(state).startTurn(0);
    state.clearEvents();
    test::edit(state).putItem(kHand, 1, kSun2);
    EXPECT_EQ(state.zone(kHand, 1), (std::vector<int>{kSun2}));
    EXPECT_EQ(state.events().back().b, 1) << "the owner of the hand";
    EXPECT_EQ(onlyEvent(), "Red put sun_2 into Blue's hand");
    EXPECT_TRUE(test::edit(state).takeItem(kHand, 1, kSun2));
    EXPECT_EQ(onlyEvent(), "Red took sun_2 from Blue's hand");
    test::edit(state).putItem(kStack, -1, 0);
    EXPECT_EQ(onlyEvent(), "Red put hall into stack");
    test::edit(state).putItem(kStack, -1, 1);
    EXPECT_EQ(onlyEvent(), "Red put Great hall into stack") << "a tile with a name is called by it";
}

TEST_F(StateEvents, ACompletedFeatureIsAnAreaOfItsTerrain)
{
    Event e;
    e.kind = EventKind::FeatureCompleted;
    e.label = 0; // the terrain 'room'
    e.a = 3;
    EXPECT_EQ(describe(*rules, 2, e), "room area completed (3 tiles)") << "not to be read as a seat named Room";
}

TEST_F(StateEvents, AShuffleForgetsTheOrder)
{
    test::edit(state).fillZone(kDeck, -1, kSun3);
    test::edit(state).fillZone(kDeck, -1, kSun1);
    test::edit(state).fillZone(kDeck, -1, kSun2);
    GameState other = state;
    test::edit(other).takeItem(kDeck, -1, kSun3);
    test::edit(other).putItem(kDeck, -1, kSun3); // same cards, another order
    ASSERT_NE(other.zone(kDeck), state.zone(kDeck));
    test::edit(state).shuffleZone(kDeck, -1);
    test::edit(other).shuffleZone(kDeck, -1);
    EXPECT_EQ(state.zone(kDeck), other.zone(kDeck));
    EXPECT_EQ(state.hash(), other.hash()) << "two shuffled decks of the same cards are the same state";
    EXPECT_EQ(onlyEvent(), "Game shuffled deck");
}

TEST_F(StateEvents, ACardDiscardIsNotATileDiscard)
{
    test::edit(state).discardCard(1, kSun3, kDeck);
    EXPECT_EQ(state.zone(kDeck), (std::vector<int>{kSun3}));
    EXPECT_EQ(onlyEvent(), "Blue discarded sun_3 to deck");
    test::edit(state).discardCard(0, kSun1, -1);
    EXPECT_EQ(onlyEvent(), "Red discarded sun_1");
}

TEST_F(StateEvents, PilesOnTilesAreEvents)
{
    test::edit(state).placeTile(0, 0, {{2, 3}, 0}, -1);
    test::edit(state).startTurn(1);
    state.clearEvents();
    test::edit(state).addToPile(0, kSun2);
    EXPECT_EQ(onlyEvent(), "Blue laid sun_2 on the tile at 2,3");
    EXPECT_EQ(test::edit(state).takeFromPile(0), kSun2);
    EXPECT_EQ(onlyEvent(), "Blue took sun_2 from the tile at 2,3");
    EXPECT_EQ(test::edit(state).takeFromPile(0), -1);
    EXPECT_TRUE(state.events().empty()) << "taking from an empty pile records nothing";
}

TEST_F(StateEvents, APieceMovesAndIsLostForGood)
{
    test::edit(state).placeTile(0, 0, {{0, 0}, 0}, -1);
    const int id = test::edit(state).deployOnCell(0, kExplorer, 0, {0, 0});
    state.clearEvents();
    test::edit(state).movePiece(id, {1, 0});
    EXPECT_EQ(state.pieces()[id].cell, (Coord{1, 0}));
    EXPECT_EQ(onlyEvent(), "Red moved their explorer from 0,0 to 1,0");
    test::edit(state).losePiece(id);
    EXPECT_EQ(state.pieceOnBoard(id), nullptr);
    EXPECT_EQ(state.supply(0, kExplorer), 1) << "a lost piece does not return to the supply";
    EXPECT_EQ(onlyEvent(), "Red lost their explorer at 1,0: it leaves the game");
    EXPECT_THROW(test::edit(state).movePiece(id, {0, 0}), std::out_of_range);
}

TEST_F(StateEvents, ShownVariablesRecordTheirChanges)
{
    test::edit(state).setVariable(kProvisions, 1, 2);
    EXPECT_EQ(onlyEvent(), "Blue: Provisions went from 3 to 2") << "by its name";
    test::edit(state).setVariable(kProvisions, 1, 2);
    EXPECT_TRUE(state.events().empty()) << "setting the same value is no change";
    test::edit(state).setVariable(kSteps, -1, 7);
    EXPECT_TRUE(state.events().empty()) << "a variable not shown is the flow's bookkeeping";
    const std::int64_t big = 5'000'000'000;
    test::edit(state).setVariable(kProvisions, 0, big);
    ASSERT_EQ(state.events().size(), 1u);
    EXPECT_EQ(Event::wide(state.events()[0].a, state.events()[0].b), big) << "64-bit values survive the event";
    EXPECT_EQ(Event::wide(state.events()[0].c, state.events()[0].d), 3);
}

TEST_F(StateEvents, KeyedVariablesHoldOneValuePerKey)
{
    EXPECT_EQ(state.keyedVariable(kOwner, -1, "2,3"), 0) << "a key never set reads the initial value";
    test::edit(state).setKeyedVariable(kOwner, -1, "2,3", 2);
    test::edit(state).setKeyedVariable(kOwner, -1, "7", 1);
    EXPECT_EQ(state.keyedVariable(kOwner, -1, "2,3"), 2);
    EXPECT_EQ(state.variableKeys(kOwner, -1), (std::vector<std::string>{"2,3", "7"}));

    GameState other{rules, 2, rules->defaultParameters()};
    test::edit(other).setKeyedVariable(kOwner, -1, "7", 1);
    EXPECT_NE(state.hash(), other.hash());
    test::edit(state).setKeyedVariable(kOwner, -1, "2,3", 0);
    EXPECT_EQ(state.variableKeys(kOwner, -1), (std::vector<std::string>{"7"})) << "back to initial is forgotten";
    EXPECT_EQ(state.hash(), other.hash());
}

TEST(StateEventsLoader, AKeyedVariableCannotBeShown)
{
    LoadResult r = loadRuleset("/tmp/x",
                               "id: g\nname: G\nplayers: {min: 1, max: 2}\ngrid: square\nvariables:\n  v: {keyed: true, shown: true}\n"
                               "tiles:\n  - {id: t, edges: AAAA}\nterrains:\n  a: {code: A}\n");
    ASSERT_FALSE(r.ok());
    EXPECT_NE(r.problems.front().text().find("keyed variable cannot be shown"), std::string::npos)
        << r.problems.front().text();
}

// On a sheet the log counts rows and columns from 1, as the studio numbers them; on an
// open board from the first tile's 0.
TEST(SheetEvents, CellsAreCountedFromOne)
{
    const auto rules = loadOk("id: s\nname: S\nplayers: {min: 1}\nseats: [{name: Red}]\n"
                              "grid: {kind: sheet, width: 12, height: 12}\nterrains:\n  room: {code: R}\n"
                              "tiles:\n  - {id: square, name: Single square, edges: RRRR}\n");
    GameState sheet(rules, 1, rules->defaultParameters());
    test::edit(sheet).startTurn(0);
    sheet.clearEvents();
    test::edit(sheet).placeTile(0, 0, {{7, 3}, 0}, 0);
    ASSERT_FALSE(sheet.events().empty());
    EXPECT_EQ(describe(*rules, 1, sheet.events().front()), "Red placed Single square at 8,4 rotated 0 degrees");
    test::edit(sheet).placeTile(0, 0, {{0, 11}, 0}, 0);
    sheet.clearEvents();
    test::edit(sheet).paintCell(0, {0, 11}, 0);
    ASSERT_FALSE(sheet.events().empty());
    EXPECT_EQ(describe(*rules, 1, sheet.events().front()), "Red made 1,12 room");

    const auto open = loadOk(kRules);
    GameState board(open, 2, open->defaultParameters());
    test::edit(board).startTurn(0);
    board.clearEvents();
    test::edit(board).placeTile(0, 0, {{7, 3}, 0}, 0);
    EXPECT_EQ(describe(*open, 2, board.events().front()), "Red placed hall at 7,3 rotated 0 degrees");
}
