// Scenario tests of Overworld (rulesets/overworld), one per example of the booklet
// (shared/seeds/000_e3e6f4f538b95b47.txt) and per interpretation of RULES-NOTES.md
// section 000. The booklet's pictures are lost, so each position is a small one built with
// forced draws that keeps the booklet's numbers.
//
// Board: the start Coast tile lies at 0,0 unturned. x grows east, y grows south; rotation r
// turns a tile r quarter turns clockwise. A Survey tile's cells are its corner (the anchor),
// its east arm and its south arm before turning: rotation 1 puts the arms south and west,
// 2 west and north, 3 north and east. Face 0 is land, face 1 water. Seats: Black 0,
// White 1, Red 2, Yellow 3; the flow numbers players from 1.
#include "scenario.h"

#include "state/event.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace tw {
namespace {

using test::Scenario;

constexpr const char *kOverworld = "rulesets/overworld";
constexpr int kBlack = 0;
constexpr int kWhite = 1;
constexpr int kRed = 2;
constexpr int kYellow = 3;
constexpr int kLand = 0;
constexpr int kWater = 1;

// The pieces standing on x, y as (owner seat, piece id).
std::vector<std::pair<int, std::string>> piecesAt(const Scenario &s, int x, int y)
{
    std::vector<std::pair<int, std::string>> found;
    for (const BoardPiece &p : s.state().pieces())
        if (p.onBoard && p.cell == Coord{x, y})
            found.emplace_back(p.owner, s.rules().pieces[p.type].id);
    std::sort(found.begin(), found.end());
    return found;
}

// How many pieces of `type` `player` has on the board.
int onBoard(const Scenario &s, int player, const std::string &type)
{
    int n = 0;
    for (const BoardPiece &p : s.state().pieces())
        n += p.onBoard && p.owner == player && s.rules().pieces[p.type].id == type;
    return n;
}

long long var(const Scenario &s, const char *variable)
{
    return s.state().variable(s.rules().variableIndex(variable));
}

long long keyed(const Scenario &s, const char *variable, const std::string &key)
{
    return s.state().keyedVariable(s.rules().variableIndex(variable), -1, key);
}

// A query hook's answer for a seat (the flow numbers players from 1).
long long query(const Scenario &s, const char *hook, int seat)
{
    return s.game().query(s.state(), hook, seat + 1).value_or(-1);
}

// The notes of the last action labelled `choice`, each as its argument values (a cell as
// x, y; a player as its seat).
std::vector<std::vector<int>> notes(const Scenario &s, const char *choice)
{
    std::vector<std::vector<int>> out;
    const int label = s.choiceIndex(choice);
    const std::size_t values = s.rules().choices[label].args.size() == 1 ? 2 : 4;
    for (const Event &e : s.events(EventKind::Note))
        if (e.label == label) {
            std::vector<int> v{e.a, e.b, e.c, e.d};
            v.resize(values);
            out.push_back(v);
        }
    return out;
}

// Pieces of the last action that went back to their owner's supply, as (seat, x, y).
std::vector<std::tuple<int, int, int>> returned(const Scenario &s)
{
    std::vector<std::tuple<int, int, int>> out;
    for (const Event &e : s.events(EventKind::PieceRemoved))
        out.emplace_back(e.player, e.b, e.c);
    std::sort(out.begin(), out.end());
    return out;
}

// --- the booklet's competition ------------------------------------------------------------
//
// Four players; the start tile is a strait (land N and S, water E and W). The gap is the
// square 3,-1. Black plays land side up out of the way; White, Red and Yellow lay water
// tiles around the gap, Yellow's closing it (its north-west corner stays open):
//
//   y=-2   . . . Y Y        White 2,-1 reef (1 white ship, borders the gap);
//   y=-1   . . W # Y        White 1,0 + 2,0 whirlpools (2 white ships, corner only);
//   y= 0   C W W R R        Red 3,0 reef (1 red), Red 4,0 + 4,1 whirlpools with
//   y= 1   B . . . R        Yellow's 4,-1 (2 red + 1 yellow); Yellow 3,-2 whirlpool
//                           (1 yellow); Yellow 4,-2 reef touches the gap only at a corner.
void bookletPosition(Scenario &s, const char *yellowTile)
{
    s.draw("coast_strait");
    s.play("survey_ffm", 0, 1, 1, kLand);  // Black: camels, away from the water
    s.play("survey_fmf", 2, 0, 2, kWater); // White: 2,0 and 1,0 whirlpool, 2,-1 reef
    s.play("survey_fmf", 4, 0, 1, kWater); // Red: 4,0 and 4,1 whirlpool, 3,0 reef
    s.play(yellowTile, 4, -2, 1, kWater);  // Yellow closes the gap at 3,-1
}

TEST(OverworldBooklet, CompetitionWhiteOneYellowTwoRedThreeRedWinsAndRemovesThreeShips)
{
    Scenario s(kOverworld, 4);
    // survey_mff water: 4,-2 reef (corner only), 4,-1 and 3,-2 whirlpool.
    bookletPosition(s, "survey_mff");
    EXPECT_EQ(notes(s, "contest"),
              (std::vector<std::vector<int>>{{3, -1, kWhite, 1}, {3, -1, kRed, 3}, {3, -1, kYellow, 2}}));
    EXPECT_EQ(returned(s), (std::vector<std::tuple<int, int, int>>{{kRed, 3, 0}, {kRed, 4, 0}, {kRed, 4, 1}}));
    EXPECT_EQ(piecesAt(s, 3, -1), (std::vector<std::pair<int, std::string>>{{kRed, "door"}}));
    EXPECT_EQ(s.supply(kRed, "ship"), 7);
    EXPECT_EQ(s.supply(kRed, "door"), 2);
    EXPECT_EQ(keyed(s, "gap_owner", "1"), kRed + 1);
    // White's two ships in the corner-only region and Yellow's ships stay.
    EXPECT_EQ(onBoard(s, kWhite, "ship"), 3);
    EXPECT_EQ(onBoard(s, kYellow, "ship"), 3);
    // The next turn begins: Black draws.
    EXPECT_EQ(s.decisionKind(), DecisionKind::Chance);
    EXPECT_EQ(s.currentPlayer(), kBlack);
}

TEST(OverworldGaps, TheCornerOfAGapNeedNotBeClosed)
{
    Scenario s(kOverworld, 4);
    bookletPosition(s, "survey_mff");
    EXPECT_EQ(s.board().tileAt({2, -2}), -1) << "the gap's north-west corner is open";
    EXPECT_EQ(keyed(s, "gap_of", "3,-1"), 1);
}

TEST(OverworldGaps, NotEnclosedIsNoGapYet)
{
    Scenario s(kOverworld, 4);
    s.draw("coast_strait");
    s.play("survey_ffm", 0, 1, 1, kLand);
    s.play("survey_fmf", 2, 0, 2, kWater);
    s.play("survey_fmf", 4, 0, 1, kWater);
    // 3,-1 is open to the north: no Survey tile fits there, but it is not a gap.
    EXPECT_EQ(keyed(s, "gap_of", "3,-1"), 0);
    EXPECT_EQ(var(s, "gap_count"), 0);
    EXPECT_EQ(s.currentPlayer(), kYellow);
}

// Yellow's survey_mmf puts reefs on 3,-2 and 4,-2 (2 yellow ships) and a whirlpool on 4,-1
// (1 yellow): Red 3, Yellow 3, a tie Yellow, whose turn it is, breaks.
TEST(OverworldTies, TheActivePlayerPicksTheWinnerOfATiedGap)
{
    Scenario s(kOverworld, 4);
    bookletPosition(s, "survey_mmf");
    ASSERT_EQ(s.decisionKind(), DecisionKind::Choice);
    EXPECT_EQ(s.currentPlayer(), kYellow);
    EXPECT_EQ(s.options("award_gap").size(), 2u);
    EXPECT_TRUE(s.offers("award_gap", kRed + 1, 3));
    EXPECT_TRUE(s.offers("award_gap", kYellow + 1, 3));
    s.choose("award_gap", kRed + 1, 3);
    EXPECT_EQ(piecesAt(s, 3, -1), (std::vector<std::pair<int, std::string>>{{kRed, "door"}}));
    EXPECT_EQ(s.supply(kRed, "ship"), 7);
    EXPECT_EQ(onBoard(s, kYellow, "ship"), 3);
}

TEST(OverworldTies, TheActivePlayerMayPickItself)
{
    Scenario s(kOverworld, 4);
    bookletPosition(s, "survey_mmf");
    s.choose("award_gap", kYellow + 1, 3);
    EXPECT_EQ(piecesAt(s, 3, -1), (std::vector<std::pair<int, std::string>>{{kYellow, "door"}}));
    EXPECT_EQ(s.supply(kYellow, "ship"), 7);
    EXPECT_EQ(onBoard(s, kRed, "ship"), 3);
}

TEST(OverworldTies, ParameterLeavesATiedGapUnowned)
{
    Scenario s(kOverworld, 4, {{"gap_ties", "nobody_wins"}});
    bookletPosition(s, "survey_mmf");
    EXPECT_EQ(s.decisionKind(), DecisionKind::Chance);
    EXPECT_TRUE(piecesAt(s, 3, -1).empty());
    EXPECT_EQ(keyed(s, "gap_of", "3,-1"), 1);
    EXPECT_EQ(keyed(s, "gap_owner", "1"), 0);
}

// --- the four "is it a gap" figures ------------------------------------------------------

// Answers an explorer choice (when a player is short of explorers) with its first square.
void firstSquares(Scenario &s)
{
    while (!s.isOver() && s.decisionKind() == DecisionKind::Choice && !s.options("explorer_square").empty())
        s.apply(s.options("explorer_square").front());
}

TEST(OverworldGaps, EnclosedButATileFitsIsNoGap)
{
    Scenario s(kOverworld, 4);
    s.draw("coast_bay"); // land N and E, water S and W
    s.play("survey_ffm", 1, 1, 1, kWater);
    s.play("survey_fmf", -1, 1, 2, kWater);
    s.play("survey_fmm", -2, 2, 0, kWater);
    s.play("survey_mff", -1, 4, 3, kWater);
    s.play("survey_mfm", 2, 4, 2, kWater); // encloses the L 0,2 0,3 1,3, all water around
    EXPECT_EQ(s.board().tileAt({0, 2}), -1);
    EXPECT_EQ(var(s, "gap_count"), 0);
    // White fills it with a water tile.
    s.draw("survey_ffm");
    EXPECT_EQ(s.whyIllegalPlace(0, 3, 3, kWater), std::nullopt);
    EXPECT_NE(s.whyIllegalPlace(0, 3, 3, kLand), std::nullopt);
}

// An L-shaped hole with land on its north and east sides (and the start tile's land edge)
// and water on its west and south sides (and the start tile's water edge): no face of a
// Survey tile matches both, so it is a gap.
TEST(OverworldGaps, AnLShapedHoleBorderedByLandAndWaterIsAGap)
{
    Scenario s(kOverworld, 4);
    s.draw("coast_bay");
    s.play("survey_ffm", 1, 0, 3, kLand);   // Black
    s.play("survey_fmf", 0, 1, 1, kWater);  // White
    s.play("survey_fmm", 1, -2, 2, kLand);  // Red
    s.play("survey_mff", -2, 1, 1, kWater); // Yellow
    s.play("survey_mfm", -1, -3, 0, kLand); // Black
    EXPECT_EQ(var(s, "gap_count"), 0);
    s.play("survey_mmf", -2, 0, 2, kWater); // White closes the L -1,-1 0,-1 -1,0
    EXPECT_EQ(var(s, "gap_count"), 1);
    for (const char *square : {"-1,-1", "0,-1", "-1,0"})
        EXPECT_EQ(keyed(s, "gap_of", square), 1) << square;
    // Land and water regions compete alike: Black's 4 camels in the forest of 1,-1 .. 1,0 and
    // the mountains of -1,-2 beat White's 3 ships, Red's 2 camels and Yellow's ship.
    EXPECT_EQ(piecesAt(s, -1, -1), (std::vector<std::pair<int, std::string>>{{kBlack, "door"}}));
    EXPECT_EQ(s.supply(kBlack, "camel"), 5);
}

// --- several gaps at once ------------------------------------------------------------------
//
// Two players; the start tile is a bay (land N and E, water S and W). Black's last tile
// closes two gaps at once, 0,2 and -2,2 (Black's one ship left goes on -1,2, which borders
// both). The big whirlpool of row 1 (Black 2, White 2) borders both gaps too:
//   gap 0,2:  Black 4 (whirlpools 0,1 1,1; reefs 1,2 and -1,2), White 2
//   gap -2,2: Black 4 (whirlpools 0,1 1,1 and -3,2; reef -1,2), White 3 (with -2,3)
// Whichever is resolved first goes to Black, whose ships in its regions go home; the
// other then goes to White.
void twoGapsAtOnce(Scenario &s)
{
    s.draw("coast_bay");
    s.play("survey_ffm", 1, 1, 1, kWater);  // Black
    s.play("survey_fmf", -1, 1, 2, kWater); // White
    s.play("survey_fmm", -3, 2, 2, kWater); // Black
    s.play("survey_mff", -3, 3, 0, kWater); // White
    s.play("survey_mfm", -1, 3, 3, kWater); // Black, with one ship left
    ASSERT_TRUE(s.offers("explorer_square", -1, 2));
    EXPECT_EQ(s.options("explorer_square").size(), 3u);
    s.choose("explorer_square", -1, 2);
}

TEST(OverworldSeveralGaps, TheActivePlayerChoosesTheOrder)
{
    Scenario s(kOverworld, 2);
    twoGapsAtOnce(s);
    ASSERT_EQ(s.currentPlayer(), kBlack);
    EXPECT_EQ(s.options("resolve_gap").size(), 2u);
    EXPECT_TRUE(s.offers("resolve_gap", 0, 2));
    EXPECT_TRUE(s.offers("resolve_gap", -2, 2));
    s.choose("resolve_gap", 0, 2);
    EXPECT_EQ(piecesAt(s, 0, 2), (std::vector<std::pair<int, std::string>>{{kBlack, "door"}}));
    EXPECT_EQ(piecesAt(s, -2, 2), (std::vector<std::pair<int, std::string>>{{kWhite, "door"}}));
    EXPECT_EQ(s.supply(kBlack, "ship"), 4); // 0,1 1,1 1,2 -1,2 came home
    EXPECT_EQ(s.supply(kWhite, "ship"), 4); // -2,1 -1,1 -2,3 came home
}

TEST(OverworldSeveralGaps, TheOtherOrderGivesTheOtherGapToEachPlayer)
{
    Scenario s(kOverworld, 2);
    twoGapsAtOnce(s);
    s.choose("resolve_gap", -2, 2);
    EXPECT_EQ(piecesAt(s, -2, 2), (std::vector<std::pair<int, std::string>>{{kBlack, "door"}}));
    EXPECT_EQ(piecesAt(s, 0, 2), (std::vector<std::pair<int, std::string>>{{kWhite, "door"}}));
}

TEST(OverworldSeveralGaps, ParameterResolvesThemInTheOrderFound)
{
    Scenario s(kOverworld, 2, {{"choose_gap_order", "false"}});
    twoGapsAtOnce(s);
    EXPECT_EQ(s.decisionKind(), DecisionKind::Chance);
    EXPECT_EQ(piecesAt(s, 0, 2), (std::vector<std::pair<int, std::string>>{{kBlack, "door"}}));
    EXPECT_EQ(piecesAt(s, -2, 2), (std::vector<std::pair<int, std::string>>{{kWhite, "door"}}));
}

// --- doors -------------------------------------------------------------------------------
//
// Two players; the start tile is a bay. White lays land tiles in a column north of it, out of
// the way, while Black lays water tiles south of it closing four 1-square gaps in row 2, at
// x = 0, -2, 2 and 4, each won by Black alone:
//
//   y=0    . . . . W C . . . W .
//   y=1    . . W W W W W W W W W
//   y=2    . W W # W # W # W # W
//   y=3    . . W W W W . W W W W
//   y=4    . . W . . . . W . . .
class DoorsScenario
{
public:
    explicit DoorsScenario(Scenario::Parameters parameters = {})
        : s(kOverworld, 2, std::move(parameters))
    {
        s.draw("coast_bay");
    }

    // White's next land tile, north of the last.
    void white()
    {
        static const char *const tiles[] = {"survey_mff", "survey_mfm", "survey_mmf", "survey_mff",
                                            "survey_mfm", "survey_mmf", "survey_mff", "survey_mfm"};
        s.play(tiles[m_white], 0, -1 - 2 * m_white, 3, kLand);
        ++m_white;
        firstSquares(s);
    }
    void black(const char *tile, int x, int y, int rotation)
    {
        s.play(tile, x, y, rotation, kWater);
        firstSquares(s);
    }

    void firstGap() // 0,2
    {
        black("survey_ffm", 1, 1, 1);
        white();
        black("survey_fmf", -1, 1, 2);
        white();
        black("survey_fmm", -1, 3, 3);
    }
    void secondGap() // -2,2
    {
        white();
        black("survey_mff", -3, 2, 2);
        white();
        black("survey_mfm", -3, 3, 0);
    }
    void thirdGap() // 2,2
    {
        white();
        black("survey_mmf", 3, 1, 1);
        white();
        black("survey_ffm", 2, 3, 0);
    }
    void fourthGapClosed() // 4,2: Black must move a door
    {
        white();
        black("survey_fmf", 4, 1, 3);
        white();
        black("survey_fmm", 5, 3, 2);
    }

    Scenario s;

private:
    int m_white = 0;
};

TEST(OverworldDoors, OneDoorTourIsZero)
{
    DoorsScenario d;
    d.firstGap();
    EXPECT_EQ(piecesAt(d.s, 0, 2), (std::vector<std::pair<int, std::string>>{{kBlack, "door"}}));
    EXPECT_EQ(query(d.s, "door_score", kBlack), 0);
}

TEST(OverworldDoors, TwoDoorsTourThereAndBack)
{
    DoorsScenario d;
    d.firstGap();
    d.secondGap();
    EXPECT_EQ(piecesAt(d.s, -2, 2), (std::vector<std::pair<int, std::string>>{{kBlack, "door"}}));
    EXPECT_EQ(query(d.s, "door_score", kBlack), 4); // 0,2 -> -2,2 -> 0,2
    EXPECT_EQ(query(d.s, "door_score", kWhite), 0);
}

TEST(OverworldDoors, ThreeDoorsTourIsTheClosedLoop)
{
    DoorsScenario d;
    d.firstGap();
    d.secondGap();
    d.thirdGap();
    EXPECT_EQ(piecesAt(d.s, 2, 2), (std::vector<std::pair<int, std::string>>{{kBlack, "door"}}));
    EXPECT_EQ(d.s.supply(kBlack, "door"), 0);
    EXPECT_EQ(query(d.s, "door_score", kBlack), 8); // 0,2 -> -2,2 (2) -> 2,2 (4) -> 0,2 (2)
}

TEST(OverworldDoors, WithAllThreePlacedOneMovesLeavingAnExplorerLostForGood)
{
    DoorsScenario d;
    d.firstGap();
    d.secondGap();
    d.thirdGap();
    d.fourthGapClosed();
    Scenario &s = d.s;
    ASSERT_EQ(s.currentPlayer(), kBlack);
    ASSERT_EQ(s.options("move_door").size(), 3u);
    int doorAtMinus2 = -1;
    for (std::size_t i = 0; i < s.state().pieces().size(); ++i)
        if (s.state().pieces()[i].cell == Coord{-2, 2} && s.state().pieces()[i].onBoard)
            doorAtMinus2 = int(i);
    ASSERT_GE(doorAtMinus2, 0);
    s.choose("move_door", doorAtMinus2 + 1);
    // The vacated square takes an explorer from the board or the supply.
    ASSERT_EQ(s.currentPlayer(), kBlack);
    EXPECT_TRUE(s.offers("leave_ship", -2, 2));
    EXPECT_FALSE(s.options("leave_piece").empty());
    const int shipsBefore = s.supply(kBlack, "ship");
    s.choose("leave_ship", -2, 2);
    EXPECT_EQ(piecesAt(s, -2, 2), (std::vector<std::pair<int, std::string>>{{kBlack, "ship"}}));
    EXPECT_EQ(piecesAt(s, 4, 2), (std::vector<std::pair<int, std::string>>{{kBlack, "door"}}));
    EXPECT_EQ(s.supply(kBlack, "ship"), shipsBefore - 1);
    // The ship left behind is no door: the tour runs 0,2 -> 2,2 -> 4,2 -> 0,2.
    EXPECT_EQ(query(s, "door_score", kBlack), 8);
    // It stands on no tile, in no region: no later gap returns it.
    EXPECT_EQ(s.board().cellTerrain({-2, 2}), -1);
}

TEST(OverworldDoors, TheExplorerLeftBehindMayComeFromTheBoard)
{
    DoorsScenario d;
    d.firstGap();
    d.secondGap();
    d.thirdGap();
    d.fourthGapClosed();
    Scenario &s = d.s;
    const Action move = s.options("move_door").front();
    s.apply(move);
    const Action leave = s.options("leave_piece").front();
    const int ship = leave.a; // the piece id (the flow's handle less one)
    const Coord from = s.state().pieces()[ship].cell;
    s.apply(leave);
    EXPECT_NE(s.board().tileAt(from), -1);
    EXPECT_TRUE(piecesAt(s, from.x, from.y).empty());
    EXPECT_TRUE(s.state().pieces()[ship].onBoard);
    EXPECT_EQ(s.board().tileAt(s.state().pieces()[ship].cell), -1) << "it now stands in the old gap";
}

TEST(OverworldDoors, ParameterMovesADoorWithoutLeavingAnExplorer)
{
    DoorsScenario d(Scenario::Parameters{{"door_move_leaves_explorer", "false"}});
    d.firstGap();
    d.secondGap();
    d.thirdGap();
    d.fourthGapClosed();
    Scenario &s = d.s;
    s.apply(s.options("move_door").front());
    EXPECT_EQ(s.decisionKind(), DecisionKind::Chance) << s.decisionText();
    EXPECT_EQ(onBoard(s, kBlack, "door"), 3);
}

// --- Provisions and Ports: a corridor gap --------------------------------------------------
//
// Four players; the start tile is a bay. Nine water tiles enclose the straight corridor
// -3,3 .. 3,3 (7 squares, no L fits). Black's three tiles put all its 7 ships in regions
// bordering it (White 5, Red 5, Yellow 3): Black wins it. The largest bordering regions
// have 3 squares (the whirlpools -1,2 0,2 0,1 and -1,4 0,4 0,5).
void corridor(Scenario &s)
{
    s.draw("coast_bay");
    s.play("survey_fmf", 0, 2, 3, kWater);  // Black
    s.play("survey_ffm", 2, 2, 3, kWater);  // White
    s.play("survey_fmm", -1, 2, 2, kWater); // Red
    s.play("survey_mff", -3, 2, 2, kWater); // Yellow
    s.play("survey_mfm", -4, 4, 3, kWater); // Black: the west end
    s.play("survey_mmf", -2, 4, 0, kWater); // White
    s.play("survey_ffm", 0, 4, 0, kWater);  // Red
    s.play("survey_fmf", 2, 4, 0, kWater);  // Yellow
    s.play("survey_fmm", 4, 3, 3, kWater);  // Black closes the east end, one ship left
    s.choose("explorer_square", 4, 3);
}

constexpr int kTorch = 1; // cards, numbered from 1 in file order
constexpr int kMap = 2;
constexpr int kKey = 3;
constexpr int kChickenLeg = 5;

TEST(OverworldProvisions, KeYiScoresSixteenPlusFour)
{
    Scenario s(kOverworld, 4, {{"provisions", "true"}});
    corridor(s);
    EXPECT_EQ(piecesAt(s, -3, 3), (std::vector<std::pair<int, std::string>>{{kBlack, "door"}}));
    // The winner fills the gap's six other squares, west to east, from the shop.
    const int kinds[] = {kMap, kTorch, kChickenLeg, kKey, kMap, kKey};
    for (int i = 0; i < 6; ++i) {
        ASSERT_EQ(s.currentPlayer(), kBlack);
        EXPECT_EQ(s.options("provision").size(), 5u);
        s.choose("provision", kinds[i], -2 + i, 3);
    }
    EXPECT_EQ(s.decisionKind(), DecisionKind::Chance);
    EXPECT_EQ(s.zoneCount("shop"), 14);
    EXPECT_EQ(keyed(s, "provision", "-2,3"), kMap);
    // map, torch, chicken leg, key: 4 x 4; map, key: 2 x 2.
    EXPECT_EQ(query(s, "provisions_value", kBlack), 20);
    EXPECT_EQ(query(s, "provisions_value", kWhite), 0);
}

TEST(OverworldProvisions, OnlyKindsLeftInTheShopAreOffered)
{
    Scenario s(kOverworld, 4, {{"provisions", "true"}});
    corridor(s);
    for (int i = 0; i < 4; ++i)
        s.choose("provision", kMap, -2 + i, 3);
    EXPECT_FALSE(s.offers("provision", kMap, 2, 3));
    EXPECT_EQ(s.options("provision").size(), 4u);
    s.choose("provision", kKey, 2, 3);
    s.choose("provision", kKey, 3, 3);
    EXPECT_EQ(query(s, "provisions_value", kBlack), 4 + 4 + 1 + 1); // {map, key} twice, map twice
}

TEST(OverworldProvisions, WithoutTheExpansionNoProvisions)
{
    Scenario s(kOverworld, 4);
    corridor(s);
    EXPECT_EQ(s.decisionKind(), DecisionKind::Chance);
    EXPECT_EQ(s.zoneCount("shop"), 0);
}

TEST(OverworldPorts, APortGoesInAGapOfTwoOrMoreSquaresInsteadOfADoor)
{
    Scenario s(kOverworld, 4, {{"ports", "true"}});
    corridor(s);
    ASSERT_EQ(s.currentPlayer(), kBlack);
    EXPECT_TRUE(s.offers("place_door", -3, 3));
    EXPECT_TRUE(s.offers("place_port", -3, 3));
    s.choose("place_port", -3, 3);
    EXPECT_EQ(piecesAt(s, -3, 3), (std::vector<std::pair<int, std::string>>{{kBlack, "port"}}));
    EXPECT_EQ(keyed(s, "port_square", "-3,3"), kBlack + 1);
    EXPECT_EQ(keyed(s, "port_square", "-2,3"), kBlack + 1);
    EXPECT_EQ(s.supply(kBlack, "door"), 3);
    // The owner's pick of a region bordering the Port's gap: the largest, 3 squares.
    EXPECT_EQ(query(s, "port_value", kBlack), 3);
    EXPECT_EQ(query(s, "door_score", kBlack), 0);
}

TEST(OverworldPorts, WithProvisionsThePortLeavesFiveSquaresToFill)
{
    Scenario s(kOverworld, 4, {{"ports", "true"}, {"provisions", "true"}});
    corridor(s);
    s.choose("place_port", -3, 3);
    for (int x = -1; x <= 3; ++x)
        s.choose("provision", kTorch + (x + 1) % 5, x, 3);
    EXPECT_EQ(s.decisionKind(), DecisionKind::Chance);
    EXPECT_EQ(query(s, "provisions_value", kBlack), 25);
}

// --- regions ------------------------------------------------------------------------------

// Black's tile and White's tile join one whirlpool region, 2 ships each: a tie.
void tiedWhirlpool(Scenario &s)
{
    s.draw("coast_bay");
    s.play("survey_ffm", 1, 1, 1, kWater);  // Black: whirlpools 1,1 0,1, reef 1,2
    s.play("survey_fmf", -1, 1, 2, kWater); // White: whirlpools -1,1 -2,1, reef -1,0
}

TEST(OverworldRegions, MajorityScoresTwoAndEveryTiedPlayerScoresTwo)
{
    Scenario s(kOverworld, 2);
    tiedWhirlpool(s);
    EXPECT_EQ(query(s, "region_score", kBlack), 4); // the tied whirlpool and its reef
    EXPECT_EQ(query(s, "region_score", kWhite), 4);
}

TEST(OverworldRegions, ParametersForTiesAndPoints)
{
    Scenario noTies(kOverworld, 2, {{"region_ties_score", "false"}});
    tiedWhirlpool(noTies);
    EXPECT_EQ(query(noTies, "region_score", kBlack), 2);
    Scenario three(kOverworld, 2, {{"region_points", "3"}});
    tiedWhirlpool(three);
    EXPECT_EQ(query(three, "region_score", kWhite), 6);
}

TEST(OverworldRegions, BookletPositionAfterTheCompetition)
{
    Scenario s(kOverworld, 4);
    bookletPosition(s, "survey_mff");
    EXPECT_EQ(query(s, "region_score", kBlack), 4);  // its forest and its mountain
    EXPECT_EQ(query(s, "region_score", kWhite), 4);  // the reef 2,-1, the whirlpools 1,0 2,0
    EXPECT_EQ(query(s, "region_score", kRed), 0);    // its ships went home
    EXPECT_EQ(query(s, "region_score", kYellow), 6); // 3,-2, 4,-2 and the whirlpools 4,-1 ..
}

// --- set-up, Coast tiles, the end ---------------------------------------------------------

TEST(OverworldSetup, TwoToFourPlayersWithSevenCamelsSevenShipsThreeDoors)
{
    for (int players = 2; players <= 4; ++players) {
        Scenario s(kOverworld, players);
        EXPECT_EQ(s.zoneCount("coast_pile"), 10);
        s.draw("coast_strait");
        if (players == 3)
            s.draw("survey_mfm");
        EXPECT_EQ(s.zoneCount("coast_pile"), 9);
        EXPECT_EQ(s.zoneCount("bag"), players == 3 ? 39 : 40);
        EXPECT_EQ(s.zoneCount("box"), players == 3 ? 1 : 0);
        EXPECT_EQ(s.board().tileCount(), 1);
        EXPECT_TRUE(piecesAt(s, 0, 0).empty());
        for (int p = 0; p < players; ++p) {
            EXPECT_EQ(s.supply(p, "camel"), 7);
            EXPECT_EQ(s.supply(p, "ship"), 7);
            EXPECT_EQ(s.supply(p, "door"), 3);
        }
        EXPECT_EQ(s.currentPlayer(), kBlack);
    }
}

TEST(OverworldSetup, ParameterKeepsEveryTileWithThreePlayers)
{
    Scenario s(kOverworld, 3, {{"remove_tile_with_three", "false"}});
    s.draw("coast_strait");
    EXPECT_EQ(s.zoneCount("bag"), 40);
    EXPECT_EQ(s.zoneCount("box"), 0);
}

TEST(OverworldCoast, TheCoastIconBringsACoastTileOfThePlayersChoice)
{
    Scenario s(kOverworld, 2);
    s.draw("coast_bay");
    s.play("survey_fff", 0, 1, 0, kWater); // whirlpools 0,1 1,1 0,2; the coast icon
    ASSERT_EQ(s.currentPlayer(), kBlack);
    EXPECT_EQ(s.options("coast_pattern").size(), 2u);
    s.choose("coast_pattern", s.tileType("coast_strait") + 1);
    EXPECT_EQ(s.zoneCount("coast_pile"), 8);
    // Its teeth must meet the Survey tile just placed: not next to the start tile only.
    EXPECT_NE(s.whyIllegalPlace(-1, 0, 0), std::nullopt);
    s.place(-1, 1, 0); // strait: water E against 0,1
    EXPECT_EQ(s.supply(kBlack, "ship"), 4);
    EXPECT_TRUE(s.offers("coast_camel", -1, 1));
    EXPECT_TRUE(s.offers("coast_ship", -1, 1));
    s.choose("coast_camel", -1, 1);
    EXPECT_EQ(piecesAt(s, -1, 1), (std::vector<std::pair<int, std::string>>{{kBlack, "camel"}}));
    EXPECT_EQ(s.currentPlayer(), kWhite);
}

// Plays with every coast-icon tile drawn first, taking the first option otherwise: the pile
// empties on Black's 9th turn, White plays a 10th, and the game ends with turns equal.
TEST(OverworldEnd, OnceTheCoastPileIsEmptyPlayUntilTurnsAreEqual)
{
    Scenario s(kOverworld, 2);
    s.draw("coast_bay");
    while (!s.isOver()) {
        if (s.decisionKind() == DecisionKind::Chance) {
            const auto bag = s.zoneItems("bag");
            const bool fff = std::find(bag.begin(), bag.end(), "survey_fff") != bag.end();
            const bool mmm = std::find(bag.begin(), bag.end(), "survey_mmm") != bag.end();
            if (fff || mmm)
                s.draw(fff ? "survey_fff" : "survey_mmm");
            else
                s.drawAny();
        } else {
            s.apply(s.state().decision().options.front());
        }
    }
    EXPECT_EQ(s.zoneCount("coast_pile"), 0);
    EXPECT_EQ(s.state().turn(), 10);
    EXPECT_EQ(s.zoneCount("bag"), 30);
    EXPECT_TRUE(piecesAt(s, 0, 0).empty()) << "the start tile never holds a piece";
}

TEST(OverworldEnd, ParameterPlaysUntilTheBagIsEmpty)
{
    Scenario s(kOverworld, 2, {{"end_on_empty_coast_pile", "false"}});
    s.draw("coast_bay");
    s.playToEnd();
    EXPECT_EQ(s.zoneCount("bag"), 0);
}

// --- Coast squares in competitions and scoring ---------------------------------------------
//
// Two players; the start tile is a bay. Black's coast-icon tile (all whirlpools) comes with
// a Coast tile placed at -1,2, which closes the gap 0,2; Black's camel on it borders the gap.
void coastBesideAGap(Scenario &s)
{
    s.draw("coast_bay");
    s.play("survey_ffm", 1, 1, 1, kWater);  // Black: 1,1 0,1 whirlpools, 1,2 reef
    s.play("survey_fmf", 1, 3, 0, kWater);  // White: 1,3 2,3 whirlpools, 1,4 reef
    s.play("survey_fff", -1, 3, 0, kWater); // Black: whirlpools -1,3 0,3 -1,4; coast icon
    s.choose("coast_pattern", s.tileType("coast_bay") + 1);
    s.place(-1, 2, 0); // water S against the Survey tile, land E facing the gap
    s.choose("coast_camel", -1, 2);
}

TEST(OverworldCoast, AnExplorerOnACoastSquareBorderingTheGapCompetesAndGoesHome)
{
    Scenario s(kOverworld, 2);
    coastBesideAGap(s);
    EXPECT_EQ(piecesAt(s, 0, 2), (std::vector<std::pair<int, std::string>>{{kBlack, "door"}}));
    EXPECT_TRUE(piecesAt(s, -1, 2).empty()) << "Black's camel on the Coast square went home";
    EXPECT_EQ(s.supply(kBlack, "camel"), 7);
}

TEST(OverworldCoast, ParameterLeavesCoastSquaresOutOfCompetitions)
{
    Scenario s(kOverworld, 2, {{"coast_competes", "false"}});
    coastBesideAGap(s);
    EXPECT_EQ(piecesAt(s, 0, 2), (std::vector<std::pair<int, std::string>>{{kBlack, "door"}}));
    EXPECT_EQ(piecesAt(s, -1, 2), (std::vector<std::pair<int, std::string>>{{kBlack, "camel"}}));
}

TEST(OverworldCoast, CoastSquaresScoreNoRegionPointsUnlessTheParameterSaysSo)
{
    Scenario plain(kOverworld, 2, {{"coast_competes", "false"}});
    coastBesideAGap(plain);
    Scenario scored(kOverworld, 2, {{"coast_competes", "false"}, {"coast_scores", "true"}});
    coastBesideAGap(scored);
    EXPECT_EQ(query(scored, "region_score", kBlack), query(plain, "region_score", kBlack) + 2);
    EXPECT_EQ(query(scored, "region_score", kWhite), query(plain, "region_score", kWhite));
}

// --- a door in a gap of several squares ------------------------------------------------------
//
// After the corridor (Black's door on its west end, -3,3), White, Red and Yellow lay land
// tiles east of the start tile (White's closes the square 1,1 and wins it), then Black
// closes the square -2,1 with water tiles around it: Black 2, Red 2, Yellow 2, and Black
// picks itself. Its doors: -3,3 (any square of the corridor) and -2,1.
void doorInTheCorridorAndAnother(Scenario &s)
{
    corridor(s);
    s.play("survey_fmf", 1, -1, 0, kLand); // White: forests 1,-1 1,0; closes and wins 1,1
    EXPECT_EQ(piecesAt(s, 1, 1), (std::vector<std::pair<int, std::string>>{{kWhite, "door"}}));
    s.play("survey_ffm", 1, -3, 0, kLand);  // Red
    s.play("survey_mff", 1, -5, 0, kLand);  // Yellow
    s.play("survey_fmf", -1, 0, 2, kWater); // Black: whirlpools -1,0 -2,0 close -2,1
    ASSERT_EQ(s.options("award_gap").size(), 3u);
    s.choose("award_gap", kBlack + 1, 2);
    EXPECT_EQ(piecesAt(s, -2, 1), (std::vector<std::pair<int, std::string>>{{kBlack, "door"}}));
}

TEST(OverworldDoors, ADoorInAGapOfSeveralSquaresScoresFromItsBestSquare)
{
    Scenario s(kOverworld, 4);
    doorInTheCorridorAndAnother(s);
    EXPECT_EQ(query(s, "door_score", kBlack), 14); // from 3,3: 5 + 2 there, and back
}

TEST(OverworldDoors, ParameterScoresADoorFromTheSquareItStandsOn)
{
    Scenario s(kOverworld, 4, {{"door_best_square", "false"}});
    doorInTheCorridorAndAnother(s);
    EXPECT_EQ(query(s, "door_score", kBlack), 6); // from -3,3: 1 + 2 there, and back
}

// --- moving a Port ---------------------------------------------------------------------------
//
// With both expansions: Black's Port goes in the corridor (-3,3 and -2,3) with five
// different provisions beside it. White, Red and Yellow then lay land tiles east of the
// start tile while Black closes the two-square gap -2,0 -2,1 with two water tiles.
void portMovesToASecondGap(Scenario &s)
{
    corridor(s);
    s.choose("place_port", -3, 3);
    for (int x = -1; x <= 3; ++x)
        s.choose("provision", kTorch + (x + 1) % 5, x, 3);
    s.play("survey_fmf", 1, -1, 0, kLand);   // White: closes and wins 1,1
    s.play("survey_ffm", 1, -3, 0, kLand);   // Red
    s.play("survey_mff", 1, -5, 0, kLand);   // Yellow
    s.play("survey_ffm", -1, -1, 1, kWater); // Black: -1,-1 -1,0 -2,-1
    s.play("survey_mmf", 1, -7, 0, kLand);   // White
    s.play("survey_mfm", 1, -9, 0, kLand);   // Red
    s.play("survey_mff", 1, -11, 0, kLand);  // Yellow
    s.play("survey_mfm", -3, 0, 2, kWater);  // Black: -3,0 -4,0 -3,-1 close the gap
}

TEST(OverworldPorts, MovingThePortCostsTwoExplorers)
{
    Scenario s(kOverworld, 4, {{"ports", "true"}, {"provisions", "true"}});
    portMovesToASecondGap(s);
    ASSERT_EQ(s.currentPlayer(), kBlack);
    EXPECT_TRUE(s.offers("place_door", -2, 0));
    ASSERT_EQ(s.options("move_port").size(), 1u);
    s.apply(s.options("move_port").front());
    // An explorer for each of the Port's two old squares.
    EXPECT_TRUE(s.offers("leave_camel", -2, 3));
    s.choose("leave_camel", -2, 3);
    EXPECT_TRUE(s.offers("leave_camel", -3, 3));
    s.choose("leave_camel", -3, 3);
    EXPECT_EQ(s.decisionKind(), DecisionKind::Chance);
    EXPECT_EQ(piecesAt(s, -2, 0), (std::vector<std::pair<int, std::string>>{{kBlack, "port"}}));
    EXPECT_EQ(piecesAt(s, -3, 3), (std::vector<std::pair<int, std::string>>{{kBlack, "camel"}}));
    EXPECT_EQ(piecesAt(s, -2, 3), (std::vector<std::pair<int, std::string>>{{kBlack, "camel"}}));
    EXPECT_EQ(s.supply(kBlack, "camel"), 5);
    EXPECT_EQ(keyed(s, "port_square", "-3,3"), 0);
    EXPECT_EQ(keyed(s, "port_square", "-2,1"), kBlack + 1);
    // The explorers left behind keep the corridor's provisions.
    EXPECT_EQ(query(s, "provisions_value", kBlack), 25);
    EXPECT_EQ(s.supply(kBlack, "door"), 3);
}

TEST(OverworldProvisions, ParameterLosesTheProvisionsOfAGapADoorOrPortLeaves)
{
    Scenario s(kOverworld, 4, {{"ports", "true"}, {"provisions", "true"}, {"moved_door_keeps_provisions", "false"}});
    portMovesToASecondGap(s);
    s.apply(s.options("move_port").front());
    s.choose("leave_camel", -2, 3);
    s.choose("leave_camel", -3, 3);
    EXPECT_EQ(query(s, "provisions_value", kBlack), 0);
}

// --- placement ---------------------------------------------------------------------------

TEST(OverworldPlacement, LandOnlyAgainstLandWaterOnlyAgainstWaterCornersFree)
{
    Scenario s(kOverworld, 2);
    s.draw("coast_bay"); // land N and E, water S and W
    s.draw("survey_ffm");
    // Against the start tile's south (water) edge: water face yes, land face no.
    EXPECT_EQ(s.whyIllegalPlace(0, 1, 0, kWater), std::nullopt);
    EXPECT_NE(s.whyIllegalPlace(0, 1, 0, kLand), std::nullopt);
    // Against its east (land) edge: land face yes, water face no.
    EXPECT_EQ(s.whyIllegalPlace(1, 0, 0, kLand), std::nullopt);
    EXPECT_NE(s.whyIllegalPlace(1, 0, 0, kWater), std::nullopt);
    // Touching only at a corner is not enough.
    EXPECT_NE(s.whyIllegalPlace(1, 1, 0, kWater), std::nullopt);
    s.place(0, 1, 1, kWater); // 0,1 0,2 -1,1
    s.draw("survey_fmf");
    // A land tile on 1,0 1,-1 2,0 meets the start tile's land edge and touches the water
    // tile only at the corner of 1,0 and 0,1: allowed. Turned to cover 1,1 it would share
    // the edge between 1,1 and 0,1 with water: not allowed.
    EXPECT_EQ(s.whyIllegalPlace(1, 0, 3, kLand), std::nullopt);
    EXPECT_NE(s.whyIllegalPlace(1, 0, 0, kLand), std::nullopt);
}

// --- a gap nobody competes for --------------------------------------------------------------
//
// Only Black has ships near the water (White lays land tiles north of the start tile).
// Black's last ships stand in the whirlpool of row 1 (-3,1 .. 1,1), in the reef 1,2 and in
// the reefs -1,0 and -4,2, away from both gaps; its last two tiles carry none. Its closing
// tile forms 0,2 and -2,2 at once. Resolving 0,2 first sends the row-1 ships home, and then
// no explorer borders -2,2.
TEST(OverworldGaps, AGapWithNoExplorersAroundStaysUnowned)
{
    DoorsScenario d;
    Scenario &s = d.s;
    d.black("survey_ffm", 1, 1, 1); // whirlpools 1,1 0,1, reef 1,2
    d.white();
    d.black("survey_fmf", -1, 1, 2); // whirlpools -1,1 -2,1, reef -1,0
    d.white();
    s.play("survey_ffm", -3, 2, 2, kWater); // whirlpools -3,2 -3,1, reef -4,2
    s.choose("explorer_square", -4, 2);     // Black's last ship
    d.white();
    d.black("survey_mff", -3, 3, 0); // no ships left
    d.white();
    d.black("survey_mfm", -1, 3, 3); // closes 0,2 and -2,2
    ASSERT_EQ(s.options("resolve_gap").size(), 2u);
    s.choose("resolve_gap", 0, 2);
    EXPECT_EQ(piecesAt(s, 0, 2), (std::vector<std::pair<int, std::string>>{{kBlack, "door"}}));
    EXPECT_TRUE(piecesAt(s, -2, 2).empty());
    EXPECT_EQ(keyed(s, "gap_owner", std::to_string(keyed(s, "gap_of", "-2,2"))), 0);
    EXPECT_EQ(notes(s, "gap_unowned"), (std::vector<std::vector<int>>{{-2, 2}}));
    EXPECT_EQ(notes(s, "contest"), (std::vector<std::vector<int>>{{0, 2, kBlack, 5}}))
        << "Black's 5 ships competed for 0,2; nobody for -2,2";
    EXPECT_EQ(s.decisionKind(), DecisionKind::Chance);
}

// --- final scoring -----------------------------------------------------------------------

// Whole games with every decision and draw picked by a fixed pseudo-random sequence: each
// final score is its regions, its door tour, its provisions and its Port's bonus, as the
// query hooks compute them on the final position.
TEST(OverworldEnd, FinalScoreIsRegionsDoorsProvisionsAndPort)
{
    for (int players = 2; players <= 4; ++players) {
        Scenario s(kOverworld, players, {{"provisions", "true"}, {"ports", "true"}});
        std::uint64_t r = 12345 + players;
        for (int step = 0; !s.isOver() && step < 10000; ++step) {
            r = r * 6364136223846793005ULL + 1442695040888963407ULL;
            const auto &open = s.state().decision().options;
            s.apply(open[(r >> 33) % open.size()]);
        }
        ASSERT_TRUE(s.isOver());
        int won = 0;
        for (int p = 0; p < players; ++p) {
            const long long parts = query(s, "region_score", p) + query(s, "door_score", p)
                + query(s, "provisions_value", p) + query(s, "port_value", p);
            EXPECT_EQ(s.score(p), parts) << "player " << p << " of " << players;
            won += onBoard(s, p, "door") + onBoard(s, p, "port");
        }
        EXPECT_GT(won, 0) << "no gap was won in the game of " << players;
    }
}

// The Scores dock's live sheet: while the game runs the projection is the other query
// hooks' sum, and on the last board it is what final scoring gave.
TEST(OverworldEnd, ProjectedScoresAddUpToWhatTheEndWouldScore)
{
    Scenario s(kOverworld, 3, {{"provisions", "true"}, {"ports", "true"}, {"coast_scores", "true"}});
    const auto projected = [&s](int p) {
        const auto lines = s.game().queryTable(s.state(), "projected_scores", p + 1);
        long long total = 0;
        for (const auto &[reason, points] : lines.value())
            total += points;
        return total;
    };
    std::uint64_t r = 2024;
    for (int step = 0; !s.isOver() && step < 10000; ++step) {
        r = r * 6364136223846793005ULL + 1442695040888963407ULL;
        const auto &open = s.state().decision().options;
        s.apply(open[(r >> 33) % open.size()]);
        if (step % 25 != 0 || s.isOver())
            continue;
        for (int p = 0; p < 3; ++p)
            EXPECT_EQ(projected(p),
                      query(s, "region_score", p) + query(s, "door_score", p) + query(s, "provisions_value", p)
                          + query(s, "port_value", p))
                << "player " << p << " at step " << step;
    }
    ASSERT_TRUE(s.isOver());
    long long scored = 0;
    for (int p = 0; p < 3; ++p) {
        EXPECT_EQ(projected(p), s.score(p)) << "player " << p;
        scored += s.score(p);
    }
    EXPECT_GT(scored, 0);
}

} // namespace
} // namespace tw
