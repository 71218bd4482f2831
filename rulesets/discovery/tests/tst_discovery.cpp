// Scenario tests of Carcassonne: The Discovery (rulesets/discovery), one per worked example
// of the booklet (shared/seeds/001_e48d79814646cac1.txt) and per interpretation of
// RULES-NOTES.md section 001. Positions are built from the authored tile set with forced
// draws; the booklet's pictures are lost, so each position is a smaller-but-equivalent one
// that keeps the booklet's numbers.
//
// Board: the start tile lies at 0,0 unturned: sea to the N, a grassland E-W with a port
// city, a mountain to the S. x grows east, y grows south; rotation r turns a tile r quarter
// turns clockwise (its YAML N edge then faces direction r). Seats: Red = 0, Blue = 1; the
// booklet's Yellow is played by Blue.
#include "scenario.h"

#include "load/rulesetloader.h"
#include "luarules.h"
#include "play/bot.h"

#include "state/event.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <string>
#include <tuple>
#include <vector>

namespace tw {
namespace {

using test::Scenario;
using test::ScenarioError;

constexpr const char *kDiscovery = "rulesets/discovery";
constexpr int kRed = 0;
constexpr int kBlue = 1;
constexpr int kTiles = 84;         // the booklet's total, start tile included
constexpr int kBagAfterSetup = 83; // the start tile is on the board

using Scores = std::vector<std::tuple<int, std::string, int>>; // player, reason, delta
using Completed = std::vector<std::pair<std::string, int>>;    // terrain, tiles

// Score changes of the last action.
Scores scored(const Scenario &s)
{
    Scores out;
    for (const auto &c : s.scoreChanges())
        out.emplace_back(c.player, c.reason, c.delta);
    return out;
}

// Features closed by the last action.
Completed completed(const Scenario &s)
{
    Completed out;
    for (const Event &e : s.events(EventKind::FeatureCompleted))
        out.emplace_back(s.rules().terrains.at(e.label).id, e.a);
    return out;
}

// The flow numbers segments and pieces from 1 (Lua): deploy a = segment id + 1.
int deployValue(const Scenario &s, int x, int y, const char *edge)
{
    return s.segmentAt(x, y, edge) + 1;
}

void deploy(Scenario &s, int x, int y, const char *edge)
{
    s.choose("deploy", deployValue(s, x, y, edge));
}
void pass(Scenario &s)
{
    s.choose("pass");
}

// Draws `tile`, places it and neither deploys nor removes.
void quiet(Scenario &s, const char *tile, int x, int y, int rotation)
{
    s.play(tile, x, y, rotation);
    pass(s);
}

// Id of the current player's piece in the territory of the segment at x,y / edge.
int pieceIn(const Scenario &s, int x, int y, const char *edge)
{
    const Board &b = s.board();
    const int feature = b.feature(s.segmentAt(x, y, edge));
    for (int i : s.piecesOf(s.currentPlayer()))
        if (b.feature(s.state().pieces()[i].segment) == feature)
            return i;
    ADD_FAILURE() << "the current player has no piece in the territory at " << x << "," << y << " " << edge;
    return -1;
}

// Removes the current player's follower from that territory (its handle: id + 1).
void removeFrom(Scenario &s, int x, int y, const char *edge)
{
    s.choose("remove", pieceIn(s, x, y, edge) + 1);
}

// Segment ids offered by the open deploy options.
std::vector<int> deployOffers(const Scenario &s)
{
    std::vector<int> segments;
    for (const Action &a : s.options("deploy"))
        segments.push_back(s.optionSegment(a));
    std::sort(segments.begin(), segments.end());
    return segments;
}

std::vector<int> sorted(std::vector<int> v)
{
    std::sort(v.begin(), v.end());
    return v;
}

// --- positions of the booklet's examples; each stops at Red's follower step -------------

// Grassland of 4 tiles, open at both ends, with Red's explorer.
void incompleteGrassland(Scenario &s)
{
    s.play("grassland", 1, 0, 0);
    deploy(s, 1, 0, "N");           // Red: explorer on the start tile's grassland
    quiet(s, "grassland", 2, 0, 0); // Blue
    s.play("grassland", -1, 0, 0);  // Red: 4 tiles, still open E and W
}

// Grassland of 2 tiles closed on all sides, with Red's explorer.
void smallCompleteGrassland(Scenario &s)
{
    s.play("valley_end", 0, 1, 2); // Red: grassland facing S, mountain joins the start's
    deploy(s, 0, 1, "S");
    s.play("valley_end", 0, 2, 0); // Blue closes the grassland with its N edge
    EXPECT_EQ(completed(s), (Completed{{"grassland", 2}}));
    pass(s);
    s.play("open_sea", 0, -1, 0); // Red: elsewhere
}

// Grassland of 5 tiles in a row y = 1, closed by valley ends, with Red's explorer.
void completeGrassland(Scenario &s)
{
    s.play("valley", 0, 1, 0); // Red: mountain N joins the start's, grassland E-W
    deploy(s, 0, 1, "E");
    quiet(s, "valley", 1, 1, 0);     // Blue
    quiet(s, "valley", -1, 1, 0);    // Red
    quiet(s, "valley_end", 2, 1, 3); // Blue: grassland faces W
    s.play("valley_end", -2, 1, 1);  // Red: grassland faces E, closing all 5 tiles
    EXPECT_EQ(completed(s), (Completed{{"grassland", 5}}));
}

// Open mountain: 1 city in it, 3 in the two grasslands touching it. Red's brigand.
void incompleteMountain(Scenario &s)
{
    s.play("peaks_shore_port", 0, 1, 0); // Red: mountain N-E with a city, grassland S
    deploy(s, 0, 1, "N");
    quiet(s, "bay_port", 1, 0, 0);  // Blue: a city on the start's grassland
    s.play("strait_port", 0, 2, 0); // Red: a city on the grassland south of the mountain
}

// Mountain of 2 tiles closed at once (start + bay_cliff_port): 1 city in it, 1 on the
// start's grassland, then a city on the start's grassland and one 3 tiles away along the
// grassland east of the mountain, both added after the mountain was complete.
void smallCompleteMountain(Scenario &s)
{
    s.play("bay_cliff_port", 0, 1, 2); // Red: mountain N with a city, grassland E, sea S-W
    EXPECT_EQ(completed(s), (Completed{{"mountain", 2}}));
    deploy(s, 0, 1, "N");
    quiet(s, "grassland", 1, 1, 0); // Blue
    quiet(s, "grassland", 2, 1, 0); // Red
    quiet(s, "bay_port", 3, 1, 0);  // Blue: city 3 tiles from the mountain's tile
    s.play("bay_port", -1, 0, 0);   // Red: a second city on the start's grassland
}

// Open sea: the start's bay and a cape with a city; 2 cities on its shores.
void incompleteSea(Scenario &s)
{
    s.play("cape_port", 0, -1, 0); // Red: sea E-S-W joins the start's bay
    deploy(s, 0, -1, "S");
    quiet(s, "high_mountains", 0, 1, 0); // Blue: elsewhere
    s.play("high_mountains", 0, 2, 0);   // Red: elsewhere
}

// Sea of 4 tiles closed (start, 0,-1, 1,-1, 1,0) with 3 cities on its shores.
void completeSea(Scenario &s)
{
    s.play("coast_corner_port", 0, -1, 1); // Red: sea E-S, grassland W-N with a city
    deploy(s, 0, -1, "S");
    quiet(s, "cliff_corner", 1, -1, 2); // Blue: sea S-W, mountain N-E
    s.play("bay_port", 1, 0, 0);        // Red: sea N with a city: closes the sea
    EXPECT_EQ(completed(s), (Completed{{"sea", 4}}));
}

// Sea of 2 tiles closed (the start's bay + a bay without a city): 1 city, the start's.
void smallCompleteSea(Scenario &s)
{
    s.play("bay", 0, -1, 2); // Red: sea faces S
    EXPECT_EQ(completed(s), (Completed{{"sea", 2}}));
    deploy(s, 0, -1, "S");
    quiet(s, "high_mountains", 0, 1, 0); // Blue
    s.play("high_mountains", 0, 2, 0);   // Red
}

// --- 1. the booklet's worked examples ---------------------------------------------------

// Booklet, GRASSLANDS: "An incomplete grassland: it has 4 tiles and Red - removing his
// follower - scores 4 points." Removing also returns the follower to the supply.
TEST(DiscoveryBooklet, IncompleteGrasslandOfFourTilesScoresFour)
{
    Scenario s(kDiscovery, 2);
    incompleteGrassland(s);
    EXPECT_EQ(s.supply(kRed, "follower"), 3);
    removeFrom(s, 1, 0, "N");
    EXPECT_EQ(scored(s), (Scores{{kRed, "grassland", 4}}));
    EXPECT_EQ(s.score(kRed), 4);
    EXPECT_EQ(s.events(EventKind::PieceRemoved).size(), 1u);
    EXPECT_EQ(s.supply(kRed, "follower"), 4);
    EXPECT_TRUE(s.piecesOf(kRed).empty());
}

// Booklet, GRASSLANDS: "A complete grassland has only 2 tiles: Red - removing his
// follower - scores only 2 points."
TEST(DiscoveryBooklet, CompleteTwoTileGrasslandScoresTwo)
{
    Scenario s(kDiscovery, 2);
    smallCompleteGrassland(s);
    removeFrom(s, 0, 1, "S");
    EXPECT_EQ(scored(s), (Scores{{kRed, "grassland", 2}}));
}

// Booklet, GRASSLANDS: "A complete grassland: it has 5 tiles and Red - removing his
// follower - scores 5x2 = 10 points."
TEST(DiscoveryBooklet, CompleteFiveTileGrasslandScoresTen)
{
    Scenario s(kDiscovery, 2);
    completeGrassland(s);
    removeFrom(s, 0, 1, "E");
    EXPECT_EQ(scored(s), (Scores{{kRed, "grassland", 10}}));
}

// Booklet, MOUNTAIN: "An incomplete mountain: there are 4 cities (1 in the same territory
// and 3 in adjacent grasslands) and Red - removing his follower - scores 4 points."
TEST(DiscoveryBooklet, IncompleteMountainScoresOnePerCityInItAndAdjacentGrasslands)
{
    Scenario s(kDiscovery, 2);
    incompleteMountain(s);
    ASSERT_FALSE(s.board().featureComplete(s.segmentAt(0, 1, "N")));
    removeFrom(s, 0, 1, "N");
    EXPECT_EQ(scored(s), (Scores{{kRed, "mountain", 4}}));
}

// Booklet, MOUNTAIN: "A complete mountain has only 2 tiles: Red - removing his follower -
// scores only 4 points, 1 per city (... a city may be several segments away as long as it
// can trace a connected path through the grassland to the mountain)"; and "a completed
// mountain cannot grow in size, but its value can increase, as new cities are added to
// adjacent grasslands" (both grassland cities came after the mountain closed).
TEST(DiscoveryBooklet, CompleteTwoTileMountainScoresOnePerCityEvenFarAlongTheGrassland)
{
    Scenario s(kDiscovery, 2);
    smallCompleteMountain(s);
    removeFrom(s, 0, 1, "N");
    EXPECT_EQ(scored(s), (Scores{{kRed, "mountain", 4}}));
}

// Booklet, MOUNTAIN: "If the mountain is complete (that is, completely surrounded by
// grasslands or seas), it is worth 2 points for each city located in that mountain and in
// all adjacent grasslands." (No picture.) A 3-tile mountain: the start's, a ridge running
// N-S and a headland with a city; cities: the headland's, the start's grassland's and one
// added on the ridge's east grassland after the mountain closed: 3 x 2 = 6.
TEST(DiscoveryBooklet, CompleteMountainScoresTwoPerCity)
{
    Scenario s(kDiscovery, 2);
    s.play("ridge", 0, 1, 1); // Red: mountain N-S, grasslands E and W apart
    deploy(s, 0, 1, "N");
    s.play("headland_port", 0, 2, 0); // Blue: mountain N with a city closes it
    EXPECT_EQ(completed(s), (Completed{{"mountain", 3}}));
    pass(s);
    s.play("bay_port", 1, 1, 0); // Red: a city on the ridge's east grassland
    removeFrom(s, 0, 1, "N");
    EXPECT_EQ(scored(s), (Scores{{kRed, "mountain", 6}}));
}

// Booklet, SEAS: "An incomplete sea: on its shores, there are 2 cities and Red - removing
// his follower scores 2 points."
TEST(DiscoveryBooklet, IncompleteSeaScoresOnePerShoreCity)
{
    Scenario s(kDiscovery, 2);
    incompleteSea(s);
    removeFrom(s, 0, -1, "S");
    EXPECT_EQ(scored(s), (Scores{{kRed, "sea", 2}}));
}

// Booklet, SEAS: "[a complete sea with 3 cities] and it has 4 tiles and Red - removing
// his follower - scores 3+4=7 points."
TEST(DiscoveryBooklet, CompleteFourTileSeaScoresCitiesPlusTiles)
{
    Scenario s(kDiscovery, 2);
    completeSea(s);
    removeFrom(s, 0, -1, "S");
    EXPECT_EQ(scored(s), (Scores{{kRed, "sea", 7}}));
}

// Booklet, SEAS: "A complete sea has only 2 tiles: Red removing his follower - scores only
// 1 point, as there is 1 city on its shores."
TEST(DiscoveryBooklet, CompleteTwoTileSeaScoresOnlyItsCities)
{
    Scenario s(kDiscovery, 2);
    smallCompleteSea(s);
    removeFrom(s, 0, -1, "S");
    EXPECT_EQ(scored(s), (Scores{{kRed, "sea", 1}}));
}

// Booklet: "for 2-5 players"; "Each player places his remaining 4 followers before him on
// the table as his supply" (the fifth is the scoring marker).
TEST(DiscoverySetup, TwoToFivePlayersEachWithFourFollowers)
{
    for (int players = 2; players <= 5; ++players) {
        Scenario s(kDiscovery, players);
        for (int p = 0; p < players; ++p)
            EXPECT_EQ(s.supply(p, "follower"), 4) << players << " players, seat " << p;
    }
    EXPECT_THROW(Scenario(kDiscovery, 1), ScenarioError);
    EXPECT_THROW(Scenario(kDiscovery, 6), ScenarioError);
}

// --- 2. placement ------------------------------------------------------------------------

// Booklet, Placing landscape tiles: "at least one edge abutting one previously placed
// tile. The new tile may not simply be placed corner to corner with a previous tile."
TEST(DiscoveryPlacement, TileMustTouchAlongAnEdgeNotOnlyAtACorner)
{
    Scenario s(kDiscovery, 2);
    s.draw("grassland");
    const auto corner = s.whyIllegalPlace(1, 1, 0);
    ASSERT_TRUE(corner.has_value());
    EXPECT_NE(corner->find("touch"), std::string::npos) << *corner;
    EXPECT_TRUE(s.whyIllegalPlace(3, 0, 0).has_value());
    EXPECT_TRUE(s.whyIllegalPlace(0, 0, 0).has_value()); // taken
    EXPECT_EQ(s.whyIllegalPlace(1, 0, 0), std::nullopt);
    s.place(1, 0, 0);
    EXPECT_EQ(s.board().tileCount(), 2);
}

// Booklet: "all segments on the new tile continue any mountains, grasslands, and seas
// segments on all abutting tiles": one mismatching edge among matching ones is illegal.
TEST(DiscoveryPlacement, EverySharedEdgeMustMatchTerrain)
{
    Scenario s(kDiscovery, 2);
    s.draw("high_mountains");
    const auto onSea = s.whyIllegalPlace(0, -1, 0); // its S edge against the start's sea
    ASSERT_TRUE(onSea.has_value());
    EXPECT_NE(onSea->find("S edge"), std::string::npos) << *onSea;
    s.place(0, 1, 0);
    pass(s);
    quiet(s, "open_sea", 0, -1, 0);
    quiet(s, "grassland", 1, 0, 0);
    // 1,-1 touches the open sea (W) and the grassland (S). coast_corner unturned has sea
    // N-E and grassland S-W: its S matches but its W does not. Turned 3 steps it has sea
    // W-N and grassland E-S: both match.
    s.draw("coast_corner");
    const auto oneEdgeWrong = s.whyIllegalPlace(1, -1, 0);
    ASSERT_TRUE(oneEdgeWrong.has_value());
    EXPECT_NE(oneEdgeWrong->find("W edge"), std::string::npos) << *oneEdgeWrong;
    EXPECT_EQ(s.whyIllegalPlace(1, -1, 3), std::nullopt);
    for (const Action &a : s.game().legalActions(s.state()))
        EXPECT_FALSE(a.a == 1 && a.b == -1 && a.c == s.orientationIndex(s.tileType("coast_corner"), 0));
}

// Booklet: "In the rare circumstance where a drawn tile has no legal placement ..., the
// player discards the tile from the game (into the box) and draws another tile."
TEST(DiscoveryPlacement, TileWithNoLegalSpotIsDiscardedAndAnotherDrawn)
{
    Scenario s(kDiscovery, 2);
    quiet(s, "bay", 0, -1, 2); // now every open side of the board needs a grassland or mountain edge
    ASSERT_EQ(s.currentPlayer(), kBlue);
    s.draw("open_sea");
    const auto discarded = s.events(EventKind::TileDiscarded);
    ASSERT_EQ(discarded.size(), 1u) << s.describeEvents();
    EXPECT_EQ(discarded[0].player, kBlue);
    EXPECT_EQ(discarded[0].a, s.tileType("open_sea"));
    EXPECT_EQ(discarded[0].label, s.zoneIndex("box"));
    EXPECT_EQ(s.zoneItems("box"), std::vector<std::string>{"open_sea"});
    EXPECT_EQ(s.decisionKind(), DecisionKind::Chance);
    EXPECT_EQ(s.currentPlayer(), kBlue);
    EXPECT_EQ(s.zoneCount("bag"), kBagAfterSetup - 2);
    s.play("grassland", 1, 0, 0);
    EXPECT_EQ(s.decisionKind(), DecisionKind::Choice);
    EXPECT_EQ(s.currentPlayer(), kBlue);
}

// --- 3. deploying and removing followers ------------------------------------------------

// Booklet, Deploying followers: "The player may only deploy it to the tile he just
// placed." The start's grassland is empty but not on the new tile: not offered.
TEST(DiscoveryFollowers, DeployOnlyOnTheTileJustPlaced)
{
    Scenario s(kDiscovery, 2);
    quiet(s, "high_mountains", 0, 1, 0);
    s.play("open_sea", 0, -1, 0);
    EXPECT_EQ(deployOffers(s), std::vector<int>{s.segmentAt(0, -1, "N")});
    EXPECT_TRUE(s.whyIllegalChoice("deploy", deployValue(s, 0, 0, "E")).has_value());
    EXPECT_TRUE(s.whyIllegalChoice("deploy", deployValue(s, 0, 1, "N")).has_value());
}

// Booklet: "Red can only deploy a navigator, as there is already a brigand in a connected
// mountain segment."
TEST(DiscoveryFollowers, BrigandInConnectedMountainForbidsTheMountain)
{
    Scenario s(kDiscovery, 2);
    quiet(s, "open_sea", 0, -1, 0);
    s.play("high_mountains", 0, 1, 0); // Blue's brigand, on the start's mountain
    deploy(s, 0, 1, "N");
    s.play("cliff_corner", 1, 1, 0); // Red: sea N-E, mountain S-W joining Blue's
    EXPECT_EQ(deployOffers(s), std::vector<int>{s.segmentAt(1, 1, "N")});
    const auto why = s.whyIllegalChoice("deploy", deployValue(s, 1, 1, "W"));
    EXPECT_TRUE(why.has_value());
}

// Booklet: "Red can deploy his follower as a brigand or an explorer, but not as a
// navigator, as there is already a navigator on a connected sea segment."
TEST(DiscoveryFollowers, NavigatorInConnectedSeaForbidsTheSea)
{
    Scenario s(kDiscovery, 2);
    quiet(s, "high_mountains", 0, 1, 0);
    s.play("open_sea", 0, -1, 0); // Blue's navigator on the start's sea
    deploy(s, 0, -1, "N");
    s.play("meadow_cliff_shore", 1, -1, 0); // Red: grassland N-E, mountain S, sea W
    EXPECT_EQ(deployOffers(s), sorted({s.segmentAt(1, -1, "N"), s.segmentAt(1, -1, "S")}));
    EXPECT_TRUE(s.whyIllegalChoice("deploy", deployValue(s, 1, -1, "W")).has_value());
}

// Booklet: "Note that a player may never both deploy and remove a follower on the same
// turn." Either one ends the turn: the next decision is the next player's draw.
TEST(DiscoveryFollowers, DeployOrRemoveNeverBoth)
{
    Scenario s(kDiscovery, 2);
    s.play("grassland", 1, 0, 0);
    deploy(s, 1, 0, "N");
    quiet(s, "high_mountains", 0, 1, 0);
    s.play("open_sea", 0, -1, 0);
    EXPECT_FALSE(s.options("deploy").empty());
    EXPECT_EQ(s.options("remove").size(), 1u);
    deploy(s, 0, -1, "N");
    EXPECT_EQ(s.decisionKind(), DecisionKind::Chance);
    EXPECT_EQ(s.currentPlayer(), kBlue);
    EXPECT_EQ(s.piecesOf(kRed).size(), 2u);
    EXPECT_EQ(s.score(kRed), 0);

    quiet(s, "high_mountains", 0, 2, 0);
    s.play("grassland", 2, 0, 0);
    removeFrom(s, 2, 0, "N");
    EXPECT_EQ(scored(s), (Scores{{kRed, "grassland", 3}}));
    EXPECT_TRUE(s.events(EventKind::PieceDeployed).empty());
    EXPECT_EQ(s.decisionKind(), DecisionKind::Chance);
    EXPECT_EQ(s.currentPlayer(), kBlue);
    EXPECT_EQ(s.supply(kRed, "follower"), 3);
}

// Booklet: "The player must take it from his supply" (4 followers; the fifth is the score
// marker). With all 4 out, no deploy is offered; remove and pass still are.
TEST(DiscoveryFollowers, NoDeployWithAnEmptySupply)
{
    Scenario s(kDiscovery, 2);
    s.play("open_sea", 0, -1, 0);
    deploy(s, 0, -1, "S");
    quiet(s, "open_sea", 0, -2, 0);
    s.play("high_mountains", 0, 1, 0);
    deploy(s, 0, 1, "N");
    quiet(s, "open_sea", 0, -3, 0);
    s.play("grassland", 1, 0, 0);
    deploy(s, 1, 0, "W");
    quiet(s, "open_sea", 0, -4, 0);
    s.play("ridge", -1, 0, 1); // grassland E (taken), mountain N-S, grassland W (new)
    deploy(s, -1, 0, "W");
    EXPECT_EQ(s.supply(kRed, "follower"), 0);
    quiet(s, "fjord", 0, -5, 2);
    s.play("valley", 0, 2, 0); // a new grassland E-W that nobody holds
    EXPECT_TRUE(s.options("deploy").empty());
    EXPECT_EQ(s.options("remove").size(), 4u);
    EXPECT_TRUE(s.offers("pass"));
}

// --- 4. several followers in one territory ----------------------------------------------

// Booklet, A TERRITORY WITH MORE THAN ONE FOLLOWER: Red deploys on a sea not (yet)
// connected to Yellow's; a tile joins the 2 seas; "both Red and Yellow have a navigator in
// the same sea and can score for this new, larger sea (so far only 4 points for the
// cities, as the sea is still incomplete ...)". Each scores alone, on its own turn.
TEST(DiscoveryFollowers, TwoPlayersInAJoinedSeaEachScoreItsFullValue)
{
    Scenario s(kDiscovery, 2);
    quiet(s, "high_mountains", 0, 1, 0);
    s.play("cape_port", 0, -1, 0); // Blue (Yellow): navigator, sea of 2 cities
    deploy(s, 0, -1, "S");
    s.play("bay_port", 1, 0, 0); // Red: a separate bay with 1 city
    ASSERT_TRUE(s.offers("deploy", deployValue(s, 1, 0, "N")));
    deploy(s, 1, 0, "N");
    quiet(s, "coast_corner_port", 1, -1, 2); // Blue joins the seas, adds a 4th city
    const Board &b = s.board();
    ASSERT_EQ(b.feature(s.segmentAt(1, 0, "N")), b.feature(s.segmentAt(0, -1, "S")));
    ASSERT_FALSE(b.featureComplete(s.segmentAt(1, 0, "N")));

    s.play("high_mountains", 0, 2, 0);
    removeFrom(s, 1, 0, "N");
    EXPECT_EQ(scored(s), (Scores{{kRed, "sea", 4}}));
    s.play("high_mountains", 0, 3, 0);
    removeFrom(s, 0, -1, "S");
    EXPECT_EQ(scored(s), (Scores{{kBlue, "sea", 4}}));
}

// Booklet: "if a player has more followers in a territory, he may remove them in
// different turns, scoring for each the value of the territory when it is removed (note:
// he cannot remove them in the same turn)."
TEST(DiscoveryFollowers, OnePlayersTwoFollowersInOneTerritoryScoreOnDifferentTurns)
{
    Scenario s(kDiscovery, 2);
    s.play("cape_port", 0, -1, 0);
    deploy(s, 0, -1, "S");
    quiet(s, "high_mountains", 0, 1, 0);
    s.play("bay_port", 1, 0, 0);
    deploy(s, 1, 0, "N");
    quiet(s, "coast_corner_port", 1, -1, 2);

    s.play("high_mountains", 0, 2, 0);
    EXPECT_EQ(s.options("remove").size(), 2u);
    removeFrom(s, 1, 0, "N");
    EXPECT_EQ(scored(s), (Scores{{kRed, "sea", 4}}));
    EXPECT_EQ(s.currentPlayer(), kBlue); // the turn ended with one removal
    quiet(s, "high_mountains", 0, 3, 0);
    s.play("grassland", -1, 0, 0);
    removeFrom(s, 0, -1, "S");
    EXPECT_EQ(scored(s), (Scores{{kRed, "sea", 4}}));
    EXPECT_EQ(s.score(kRed), 8);
}

// --- 5. deploying again after a removal -------------------------------------------------

// Booklet, AFTER REMOVING FROM AN INCOMPLETE TERRITORY: "this territory (if it has no other
// followers) becomes empty and it is possible for a player, by placing a new tile that
// enlarges the territory, to deploy a follower on it."
TEST(DiscoveryFollowers, EmptiedTerritoryCanBeDeployedOnAgainByExtendingIt)
{
    Scenario s(kDiscovery, 2);
    s.play("grassland", 1, 0, 0);
    deploy(s, 1, 0, "N");
    s.play("grassland", -1, 0, 0); // Blue extends Red's grassland: no deploy there
    EXPECT_TRUE(s.options("deploy").empty());
    pass(s);
    s.play("high_mountains", 0, 1, 0);
    removeFrom(s, 1, 0, "N");
    EXPECT_EQ(scored(s), (Scores{{kRed, "grassland", 3}}));
    s.play("grassland", 2, 0, 0); // Blue extends the now empty grassland
    ASSERT_TRUE(s.offers("deploy", deployValue(s, 2, 0, "N")));
    deploy(s, 2, 0, "N");
    const auto deployed = s.events(EventKind::PieceDeployed);
    ASSERT_EQ(deployed.size(), 1u);
    EXPECT_EQ(deployed[0].player, kBlue);
}

// --- 6. final scoring -------------------------------------------------------------------

// Red's explorer on a closed 3-tile grassland (y = 1), Blue's navigator on a closed 3-tile
// sea with 1 city (start, 0,-1, 1,-1); then the game is played out with nobody deploying
// or removing.
void playWithClosedTerritoriesToTheEnd(Scenario &s)
{
    s.play("valley", 0, 1, 0);
    deploy(s, 0, 1, "E");
    s.play("coast_corner", 0, -1, 1); // Blue: sea E-S
    deploy(s, 0, -1, "S");
    quiet(s, "valley_end", 1, 1, 3);
    s.play("bay", 1, -1, 3); // Blue: sea W closes it
    EXPECT_EQ(completed(s), (Completed{{"sea", 3}}));
    pass(s);
    s.play("valley_end", -1, 1, 1);
    EXPECT_EQ(completed(s), (Completed{{"grassland", 3}}));
    pass(s);
    s.playToEnd("pass");
    ASSERT_TRUE(s.isOver());
    EXPECT_EQ(s.events(EventKind::GameEnded).size(), 1u);
    EXPECT_EQ(s.zoneCount("bag"), 0);
    EXPECT_EQ(s.board().tileCount() + s.zoneCount("box"), kTiles);
}

// Booklet, Final scoring: "Each player scores the points for his not yet removed
// followers, but note: to calculate the points, all the territories involved in the final
// scoring are considered incomplete, even if they are actually complete."
TEST(DiscoveryFinalScoring, DeployedFollowersScoreTheirTerritoriesAsIncomplete)
{
    Scenario s(kDiscovery, 2);
    playWithClosedTerritoriesToTheEnd(s);
    EXPECT_EQ(scored(s), (Scores{{kRed, "grassland", 3}, {kBlue, "sea", 1}}));
    EXPECT_EQ(s.score(kRed), 3);
    EXPECT_EQ(s.score(kBlue), 1);
}

// RULES-NOTES 001: the final-scoring reading is a parameter; with final_as_incomplete=false
// closed territories score as complete (2 per grassland tile; sea cities + tiles).
TEST(DiscoveryFinalScoring, ParameterScoresCompleteTerritoriesAsComplete)
{
    Scenario s(kDiscovery, 2, {{"final_as_incomplete", "false"}});
    playWithClosedTerritoriesToTheEnd(s);
    EXPECT_EQ(scored(s), (Scores{{kRed, "grassland", 6}, {kBlue, "sea", 4}}));
}

// --- 7. two-tile hand variant -----------------------------------------------------------

// Booklet, Variant drawing rule: "each player takes 2 tiles ... On a player's turn, he
// chooses one of his 2 tiles, places it and then draws another tile to have 2 tiles for
// his next turn." With 2 players 1 tile is set aside face up.
TEST(DiscoveryTwoTileHand, PlayerChoosesAHeldTileAndRefillsToTwo)
{
    Scenario s(kDiscovery, 2, {{"two_tile_hand", "true"}});
    const std::vector<std::pair<int, const char *>> deal{
        {kRed, "grassland"}, {kRed, "open_sea"}, {kBlue, "high_mountains"}, {kBlue, "bay_port"}};
    for (const auto &[player, tile] : deal) {
        ASSERT_EQ(s.decisionKind(), DecisionKind::Chance);
        EXPECT_EQ(s.currentPlayer(), player);
        s.draw(tile);
    }
    s.draw("fjord"); // set aside
    EXPECT_EQ(s.zoneItems("hand", kRed), (std::vector<std::string>{"grassland", "open_sea"}));
    EXPECT_EQ(s.zoneItems("hand", kBlue), (std::vector<std::string>{"high_mountains", "bay_port"}));
    EXPECT_EQ(s.zoneItems("set_aside"), std::vector<std::string>{"fjord"});
    EXPECT_EQ(s.zoneCount("bag"), kBagAfterSetup - 5);

    ASSERT_EQ(s.decisionKind(), DecisionKind::Choice);
    EXPECT_EQ(s.currentPlayer(), kRed);
    std::vector<int> offered;
    for (const Action &a : s.options("play_tile"))
        offered.push_back(a.a);
    EXPECT_EQ(sorted(offered), sorted({s.tileType("grassland"), s.tileType("open_sea")}));

    s.choose("play_tile", s.tileType("open_sea") + 1);
    ASSERT_EQ(s.decisionKind(), DecisionKind::Place);
    EXPECT_EQ(s.state().decision().tiles, std::vector<int>{s.tileType("open_sea")});
    s.place(0, -1, 0);
    EXPECT_EQ(s.zoneItems("hand", kRed), std::vector<std::string>{"grassland"});
    pass(s);
    ASSERT_EQ(s.decisionKind(), DecisionKind::Chance); // Red refills
    EXPECT_EQ(s.currentPlayer(), kRed);
    s.draw("cape");
    EXPECT_EQ(s.zoneItems("hand", kRed), (std::vector<std::string>{"grassland", "cape"}));
    EXPECT_EQ(s.zoneCount("bag"), kBagAfterSetup - 6);
    ASSERT_EQ(s.decisionKind(), DecisionKind::Choice);
    EXPECT_EQ(s.currentPlayer(), kBlue);
    EXPECT_EQ(s.options("play_tile").size(), 2u);
}

// Booklet, Variant drawing rule: "Remove 1 tile when playing with 2 or 5 players; remove 2
// tiles when you play with 3 players; and 3 tiles when you play with 4 players."
TEST(DiscoveryTwoTileHand, SetAsideCountDependsOnPlayerCount)
{
    const std::map<int, int> setAside{{2, 1}, {3, 2}, {4, 3}, {5, 1}};
    for (const auto &[players, expected] : setAside) {
        SCOPED_TRACE(std::to_string(players) + " players");
        Scenario s(kDiscovery, players, {{"two_tile_hand", "true"}});
        while (s.decisionKind() == DecisionKind::Chance)
            s.drawAny();
        EXPECT_EQ(s.zoneCount("set_aside"), expected);
        for (int p = 0; p < players; ++p)
            EXPECT_EQ(s.zoneCount("hand", p), 2);
        EXPECT_EQ(s.zoneCount("bag"), kBagAfterSetup - 2 * players - expected);
        EXPECT_EQ(s.decisionKind(), DecisionKind::Choice);
        EXPECT_EQ(s.currentPlayer(), 0);
    }
}

// RULES-NOTES 001 / ruleset parameter set_aside_tiles: the booklet says players "may
// choose" to set tiles aside; with the parameter off none are.
TEST(DiscoveryTwoTileHand, SetAsideCanBeSwitchedOff)
{
    Scenario s(kDiscovery, 3, {{"two_tile_hand", "true"}, {"set_aside_tiles", "false"}});
    while (s.decisionKind() == DecisionKind::Chance)
        s.drawAny();
    EXPECT_EQ(s.zoneCount("set_aside"), 0);
    EXPECT_EQ(s.zoneCount("bag"), kBagAfterSetup - 6);
}

// The variant game ends when every hand is empty; every tile is then on the board, in
// the box or set aside.
TEST(DiscoveryTwoTileHand, GameEndsWhenAllHandsAreEmpty)
{
    Scenario s(kDiscovery, 4, {{"two_tile_hand", "true"}});
    s.playToEnd("pass");
    for (int p = 0; p < 4; ++p)
        EXPECT_EQ(s.zoneCount("hand", p), 0);
    EXPECT_EQ(s.zoneCount("bag"), 0);
    EXPECT_EQ(s.board().tileCount() + s.zoneCount("box") + s.zoneCount("set_aside"), kTiles);
}

// --- 8. scoring parameters --------------------------------------------------------------

// RULES-NOTES 001: interpretations and values are YAML parameters a designer may change.
TEST(DiscoveryParameters, GrasslandOpenPerTile)
{
    Scenario s(kDiscovery, 2, {{"grassland_open_per_tile", "3"}});
    incompleteGrassland(s);
    removeFrom(s, 1, 0, "N");
    EXPECT_EQ(scored(s), (Scores{{kRed, "grassland", 12}}));
}

TEST(DiscoveryParameters, GrasslandClosedPerTile)
{
    Scenario s(kDiscovery, 2, {{"grassland_closed_per_tile", "3"}});
    completeGrassland(s);
    removeFrom(s, 0, 1, "E");
    EXPECT_EQ(scored(s), (Scores{{kRed, "grassland", 15}}));
}

TEST(DiscoveryParameters, SmallTerritoryExceptionCanBeSwitchedOff)
{
    Scenario s(kDiscovery, 2, {{"small_territory_tiles", "0"}});
    smallCompleteGrassland(s);
    removeFrom(s, 0, 1, "S");
    EXPECT_EQ(scored(s), (Scores{{kRed, "grassland", 4}}));
}

TEST(DiscoveryParameters, SmallGrasslandValue)
{
    Scenario s(kDiscovery, 2, {{"small_grassland_value", "5"}});
    smallCompleteGrassland(s);
    removeFrom(s, 0, 1, "S");
    EXPECT_EQ(scored(s), (Scores{{kRed, "grassland", 5}}));
}

TEST(DiscoveryParameters, MountainOpenPerCity)
{
    Scenario s(kDiscovery, 2, {{"mountain_open_per_city", "2"}});
    incompleteMountain(s);
    removeFrom(s, 0, 1, "N");
    EXPECT_EQ(scored(s), (Scores{{kRed, "mountain", 8}}));
}

TEST(DiscoveryParameters, SmallMountainPerCityAndClosedPerCity)
{
    {
        Scenario s(kDiscovery, 2, {{"small_mountain_per_city", "3"}});
        smallCompleteMountain(s);
        removeFrom(s, 0, 1, "N");
        EXPECT_EQ(scored(s), (Scores{{kRed, "mountain", 12}}));
    }
    {
        // Without the small exception the 2-tile mountain scores the closed rate, 2 per city.
        Scenario s(kDiscovery, 2, {{"small_territory_tiles", "0"}});
        smallCompleteMountain(s);
        removeFrom(s, 0, 1, "N");
        EXPECT_EQ(scored(s), (Scores{{kRed, "mountain", 8}}));
    }
}

TEST(DiscoveryParameters, SeaPerCityAndClosedPerTile)
{
    Scenario s(kDiscovery, 2, {{"sea_per_city", "2"}, {"sea_closed_per_tile", "2"}});
    completeSea(s);
    removeFrom(s, 0, -1, "S");
    EXPECT_EQ(scored(s), (Scores{{kRed, "sea", 3 * 2 + 4 * 2}}));
}

// --- interpretations of RULES-NOTES 001 -------------------------------------------------

// RULES-NOTES 001: '"Tiles" means the number of tiles the territory covers (a tile counts
// once even if the territory has two segments on it).' A grassland loops round the start's
// bay through both meadows of a split_meadows tile: 6 tiles, 7 segments, closed: 12.
TEST(DiscoveryNotes, TileWithTwoSegmentsOfATerritoryCountsOnce)
{
    Scenario s(kDiscovery, 2);
    s.play("split_meadows", 1, 0, 3); // Red: meadows N and W (W joins the start's), mountain E-S
    deploy(s, 1, 0, "N");
    quiet(s, "coast_corner", 1, -1, 0);  // grassland S-W
    quiet(s, "shore_meadow", 0, -1, 2);  // grassland E-W, sea S against the start's bay
    quiet(s, "coast_corner", -1, -1, 3); // grassland E-S
    s.play("foothill_corner", -1, 0, 2); // Red: grassland N-E closes the loop
    EXPECT_EQ(completed(s), (Completed{{"grassland", 6}}));
    const Board &b = s.board();
    EXPECT_EQ(b.feature(s.segmentAt(1, 0, "N")), b.feature(s.segmentAt(1, 0, "W")));
    EXPECT_EQ(b.featureSegments(s.segmentAt(1, 0, "N")).size(), 7u);
    removeFrom(s, 1, 0, "N");
    EXPECT_EQ(scored(s), (Scores{{kRed, "grassland", 12}}));
}

// RULES-NOTES 001: a mountain counts the cities "in every grassland adjacent to it (a
// grassland territory that touches the mountain on some tile)": a grassland joined to it
// only because it lies beyond another territory does not count. Red's mountain (the
// start's, extended south) touches only the start's grassland; a city on the grassland
// east of a ridge, which touches only the ridge's own mountain, does not count.
TEST(DiscoveryNotes, MountainCountsOnlyGrasslandsTouchingIt)
{
    Scenario s(kDiscovery, 2);
    s.play("high_mountains", 0, 1, 0); // Red: brigand on the start's mountain
    deploy(s, 0, 1, "N");
    quiet(s, "ridge", 1, 0, 1);        // Blue: grassland W joins the start's, mountain N-S, grassland E apart
    quiet(s, "bay_port", 2, 0, 0);     // Red: a city on the grassland east of the ridge
    quiet(s, "open_sea", 0, -1, 0);    // Blue: elsewhere
    s.play("high_mountains", 0, 2, 0); // Red: the mountain stays open
    removeFrom(s, 0, 1, "N");
    // The start's city counts (its grassland touches the mountain); the bay_port's
    // grassland touches only the ridge's own mountain, which is another territory.
    EXPECT_EQ(scored(s), (Scores{{kRed, "mountain", 1}}));
}

// The studio shows what a territory would score now through the territory_score query
// hook: it must agree with what removing a follower there actually scores.
TEST(DiscoveryQuery, TerritoryScoreMatchesTheRemovalScore)
{
    const LoadResult loaded = loadRuleset(std::string(TILEWRIGHT_SOURCE_DIR) + "/rulesets/discovery");
    ASSERT_TRUE(loaded.ok());
    const auto game = makeGame(loaded.ruleset);
    const int remove = loaded.ruleset->choiceIndex("remove");
    int checked = 0;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        GameState state = game->newGame(2);
        Rng rng(seed);
        while (!state.isOver()) {
            const auto &options = game->legalActions(state);
            const auto removal = std::find_if(options.begin(), options.end(), [&](const Action &a) {
                return a.kind == ActionKind::Option && a.tag == remove;
            });
            if (removal != options.end() && rng.below(3) == 0) {
                const BoardPiece piece = state.pieces()[removal->a];
                const auto expected = game->query(state, "territory_score", piece.segment + 1);
                ASSERT_TRUE(expected.has_value());
                game->apply(state, *removal);
                // The removal's own score event (final scoring may follow it in the same action);
                // a removal worth nothing records none, so only one worth points is compared.
                const auto scored = std::find_if(state.events().begin(), state.events().end(),
                                                 [](const Event &e) { return e.kind == EventKind::ScoreChanged; });
                if (*expected == 0)
                    continue;
                ASSERT_NE(scored, state.events().end());
                EXPECT_EQ(scored->player, piece.owner);
                EXPECT_EQ(scored->a, *expected);
                ++checked;
                continue;
            }
            const Decision &d = state.decision();
            const std::size_t pick = d.kind == DecisionKind::Chance ? pickChance(d, rng)
                                                                    : rng.below(std::uint32_t(options.size()));
            game->apply(state, options[pick]);
        }
    }
    EXPECT_GT(checked, 20);
}

} // namespace
} // namespace tw
