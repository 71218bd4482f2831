// Scenario tests of Land vs Sea (rulesets/land-vs-sea), one per worked example of the
// booklet (shared/seeds/002_48ec9505d4bf96ee.txt) and per interpretation of RULES-NOTES.md
// (section 002) and of the ruleset's README. The booklet's pictures are lost: each position
// is built from the authored tile set so that it keeps the booklet's numbers.
//
// Board: a flat-topped hex grid in axial coordinates; the start tile lies at 0,0 unturned,
// land on its N, NE and SE edges, sea on S, SW and NW. Steps: N (0,-1), NE (1,-1), SE (1,0),
// S (0,1), SW (-1,1), NW (-1,0). Rotation r turns a tile r sixths clockwise: its YAML edge
// d then faces direction d + r. Face 0 is a tile's first face (its "-land" face, with 1-3
// land edges), face 1 its second ("-sea", 1-3 sea edges). Seats: Land = 0, Sea = 1, the
// Cartographer (3 players) or the second Land player (4) = 2, the second Sea player = 3.
#include "scenario.h"

#include "luarules.h"
#include "play/bot.h"
#include "state/event.h"
#include "state/visibility.h"

#include <gtest/gtest.h>

#include <deque>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace tw {
namespace {

using test::Scenario;

constexpr const char *kLandVsSea = "rulesets/land-vs-sea";
constexpr int kLand = 0;
constexpr int kSea = 1;
constexpr int kThird = 2;                                // the Cartographer with 3 players, Land's second player with 4
constexpr const char *kSpare = "tri-land-plus+fork-sea"; // stack B's top where the game need not end

struct Placement
{
    const char *tile;
    int x, y, rotation, face;
};

// Sums of the last action's score changes per (player, reason).
std::map<std::pair<int, std::string>, int> scored(const Scenario &s)
{
    std::map<std::pair<int, std::string>, int> out;
    for (const auto &c : s.scoreChanges())
        out[{c.player, c.reason}] += c.delta;
    return out;
}

using Scored = std::map<std::pair<int, std::string>, int>;

// The last action's score changes for `reason` only.
Scored scoredFor(const Scenario &s, const std::string &reason)
{
    Scored out;
    for (const auto &[key, delta] : scored(s))
        if (key.second == reason)
            out[key] = delta;
    return out;
}

// A game whose stacks turn up the tiles of `order` in the order players take them. Stack A
// shows order[0] at the start and stack B `bTop` (the last of `order` when empty: then the
// game can run out exactly, as players always take from A while it lasts). Turned-up tiles
// show their first face.
class Game
{
public:
    Game(int players, std::vector<std::string> order, Scenario::Parameters parameters = {}, std::string bTop = kSpare)
        : m_s(kLandVsSea, players, withDefaults(std::move(parameters)))
        , m_order(order.begin(), order.end())
    {
        if (bTop.empty()) {
            bTop = m_order.back();
            m_order.pop_back();
        }
        turnUp(); // stack A
        m_order.push_front(bTop);
        turnUp(); // stack B
        settle();
    }

    Scenario &s() { return m_s; }

    // Places a held tile; what it asks next (Play Again, the Volcano, a steal) is the test's.
    void place(const Placement &p) { m_s.placeTile(p.tile, p.x, p.y, p.rotation, p.face); }

    // Places a held tile and ends the turn: keeps the waypoint, refills.
    void play(const Placement &p)
    {
        place(p);
        settle();
    }

    // Answers what needs no decision of the test: waypoints kept, tiles taken from stack A
    // while it lasts, stack tops turned up from the order; stops at a placement or a steal.
    void settle()
    {
        while (!m_s.isOver()) {
            if (m_s.decisionKind() == DecisionKind::Chance) {
                turnUp();
            } else if (m_s.offers("keep_waypoint")) {
                m_s.choose("keep_waypoint");
            } else if (!m_s.options("take").empty()) {
                const bool a = m_s.offers("take", m_s.zoneIndex("face_a"));
                m_s.choose("take", m_s.zoneIndex(a ? "face_a" : "face_b"));
            } else {
                return;
            }
        }
    }

    // Places a held tile at x,y on `face`, in the first rotation that fits.
    void placeAt(const std::string &tile, int x, int y, int face = 0)
    {
        const int type = m_s.tileType(tile);
        for (int r = 0; r < 6; ++r) {
            const Action a{ActionKind::Place, std::int16_t(type), x, y, m_s.orientationIndex(type, r, face)};
            if (!m_s.game().whyIllegal(m_s.state(), a)) {
                m_s.apply(a);
                return;
            }
        }
        ADD_FAILURE() << tile << " fits nowhere at " << x << "," << y << " on face " << face;
    }

    std::int64_t var(const char *name) const { return m_s.state().variable(m_s.rules().variableIndex(name)); }

    // Puts the current player's waypoint on the segment of the tile at x,y facing `edge`.
    void waypoint(int x, int y, const char *edge)
    {
        m_s.choose("waypoint", m_s.segmentAt(x, y, edge) + 1);
        settle();
    }

private:
    static Scenario::Parameters withDefaults(Scenario::Parameters p)
    {
        // the booklet's basic game unless a test says otherwise
        const std::pair<std::string, std::string> basics[] = {
            {"mountain_coral", "false"}, {"caravan_ship", "false"}, {"waypoints", "false"}};
        for (const auto &b : basics) {
            bool given = false;
            for (const auto &q : p)
                given = given || q.first == b.first;
            if (!given)
                p.push_back(b);
        }
        return p;
    }

    void turnUp()
    {
        const Decision &d = m_s.state().decision();
        if (d.kind == DecisionKind::Chance && d.zone < 0) {
            for (const Action &a : d.options)
                if (a.kind == ActionKind::Roll && a.a == 1) {
                    m_s.apply(a); // the first face up
                    return;
                }
        }
        if (m_order.empty()) {
            m_s.drawAny();
            return;
        }
        const std::string next = m_order.front();
        m_order.pop_front();
        m_s.draw(next);
    }

    Scenario m_s;
    std::deque<std::string> m_order;
};

std::vector<std::string> tilesOf(const std::vector<Placement> &placements)
{
    std::vector<std::string> out;
    for (const Placement &p : placements)
        out.push_back(p.tile);
    return out;
}

// --- the booklet's examples -----------------------------------------------------------------

// The start tile's land and three capes, two of them with a "+": 4 tiles, 2 bonus.
const std::vector<Placement> kFourTileLand = {
    {"cape-land-plus+fork-sea", 0, -1, 3, 0},
    {"cape-land+fork-sea-caravan", 1, -1, 4, 0},
    {"cape-land-plus-ship+strait-sea-m2", 1, 0, 5, 0},
};

TEST(LandVsSeaBooklet, CompletedLandAreaOfFourTilesScoresLandFourAndTheCloserTwoBonus)
{
    Game g(2, tilesOf(kFourTileLand));
    g.play(kFourTileLand[0]);  // Land
    g.play(kFourTileLand[1]);  // Sea
    g.place(kFourTileLand[2]); // Land closes the area
    EXPECT_EQ(scored(g.s()), (Scored{{{kLand, "land_area"}, 4}, {{kLand, "bonus"}, 2}}));
    EXPECT_EQ(g.s().score(kLand), 6);
    EXPECT_EQ(g.s().score(kSea), 0);
}

TEST(LandVsSeaBooklet, SeaClosingALandAreaStillGivesLandItsTilesAndTakesTheBonus)
{
    // Land plays elsewhere first, so Sea places the closing cape.
    const Placement elsewhere{"cape-land+fork-sea-plus", 0, 1, 3, 0};
    Game g(2, {kFourTileLand[0].tile, kFourTileLand[1].tile, elsewhere.tile, kFourTileLand[2].tile});
    g.play(kFourTileLand[0]);  // Land
    g.play(kFourTileLand[1]);  // Sea
    g.play(elsewhere);         // Land
    g.place(kFourTileLand[2]); // Sea
    EXPECT_EQ(scored(g.s()), (Scored{{{kLand, "land_area"}, 4}, {{kSea, "bonus"}, 2}}));
}

// Two land areas pinched apart by one strait tile placed last: the northern one of 3 tiles,
// the southern one of 3 tiles with a "+".
const std::vector<Placement> kSplitAreas = {
    {"bay-land+strait-sea", 0, 1, 3, 0},         // Land: land facing S and SW
    {"cape-land+fork-sea-caravan", 1, 1, 0, 0},  // Sea: links the south to the map
    {"cape-land+fork-sea-plus", -1, 2, 1, 0},    // Land: closes the northern area's SW
    {"cape-land-plus+fork-sea", 1, 2, 4, 0},     // Sea: the "+" of the southern area
    {"bay-land+half-sea", 0, 3, 0, 0},           // Land
    {"cape-land+fork-sea-plus-m3", 0, -1, 3, 0}, // Sea: elsewhere
    {"strait-land+tri-sea", 0, 2, 0, 0},         // Land: land N and S, two areas
};

TEST(LandVsSeaBooklet, OneTileCompletingTwoSeparatedAreasScoresBoth)
{
    Game g(2, tilesOf(kSplitAreas));
    for (std::size_t i = 0; i + 1 < kSplitAreas.size(); ++i) {
        g.play(kSplitAreas[i]);
        EXPECT_EQ(g.s().events(EventKind::FeatureCompleted).size(), 0u) << "placement " << i;
    }
    g.place(kSplitAreas.back());
    std::vector<int> areas;
    for (const auto &c : g.s().scoreChanges())
        if (c.reason == "land_area")
            areas.push_back(c.delta);
    std::sort(areas.begin(), areas.end());
    EXPECT_EQ(areas, (std::vector<int>{3, 3}));
    EXPECT_EQ(scored(g.s()), (Scored{{{kLand, "land_area"}, 6}, {{kLand, "bonus"}, 1}}));
    EXPECT_EQ(g.s().score(kLand), 7) << "3, then 3 + 1";
}

// A ring of six tiles showing sea towards 0,-2. The first (a half-sea) reaches out to the
// tile at 1,-1, so the sea area closed by the Whirlpool covers 8 tiles; two capes carry a "+".
const std::vector<Placement> kRing = {
    {"bay-land+half-sea", 0, -1, 0, 1},               // Land
    {"half-land+cape-sea", 1, -1, 5, 1},              // Sea
    {"half-land+bay-sea", 1, -2, 4, 1},               // Land
    {"half-land+cape-sea-plus", -1, -1, 1, 1},        // Sea
    {"half-land-ship+cape-sea-plus-m3", 1, -3, 4, 1}, // Land
    {"half-land-plus-c2+cape-sea", -1, -2, 2, 1},     // Sea
    {"half-land+cape-sea-caravan", 0, -3, 3, 1},      // Land closes the ring
};

TEST(LandVsSeaBooklet, WhirlpoolFillsTheHoleAndCompletesASeaAreaOfEightWithSevenBonus)
{
    Game g(2, tilesOf(kRing));
    for (std::size_t i = 0; i + 1 < kRing.size(); ++i)
        g.play(kRing[i]);
    g.place(kRing.back());
    Scenario &s = g.s();
    ASSERT_EQ(s.decisionKind(), DecisionKind::Place) << "the closer places the Whirlpool at once";
    EXPECT_EQ(s.currentPlayer(), kLand);
    EXPECT_EQ(s.state().decision().tiles, (std::vector<int>{s.tileType("volcano")}));
    EXPECT_EQ(s.state().decision().options.size(), 6u) << "the Whirlpool face in the hole, any of 6 turns";
    EXPECT_TRUE(s.whyIllegalPlace(0, -2, 0, 0)) << "the Volcano face does not match sea";
    EXPECT_FALSE(s.whyIllegalPlace(0, -2, 4, 1));
    s.place(0, -2, 4, 1);
    EXPECT_EQ(scored(s), (Scored{{{kSea, "sea_area"}, 8}, {{kLand, "bonus"}, 7}}));
    EXPECT_EQ(s.zoneCount("aside"), 0);
}

// Mountain sections of three tiles chained one by one; the third tile's Coral section also
// meets the Coral of the tile at -1,0.
const std::vector<Placement> kChains = {
    {"fork-land-c3+split-sea", -1, 0, 1, 0},     // Land: Coral on its sea part
    {"hook-land+pinch-sea-m3", -2, 0, 1, 1},     // Sea: a Mountain section of 3 edges
    {"tri-land+pinch-sea-m2", -3, 1, 4, 1},      // Land: its Mountain meets the one above
    {"strait-land+hook-sea-m2-c2", -2, 1, 1, 1}, // Sea: Mountain and Coral both join
};

TEST(LandVsSeaBooklet, MountainChainsScoreLandOnePerSectionWhoeverPlacesAndCoralScoresSea)
{
    Game g(2, tilesOf(kChains), {{"mountain_coral", "true"}});
    g.play(kChains[0]);
    g.place(kChains[1]);
    EXPECT_EQ(scored(g.s()), Scored{}) << "no Mountain met yet";
    g.settle();
    g.place(kChains[2]);
    EXPECT_EQ(scored(g.s()), (Scored{{{kLand, "mountain_chain"}, 2}}));
    g.settle();
    g.place(kChains[3]); // placed by Sea: the Mountain points are still Land's
    EXPECT_EQ(scored(g.s()), (Scored{{{kLand, "mountain_chain"}, 3}, {{kSea, "coral_chain"}, 2}}));
}

TEST(LandVsSeaBooklet, WithThreePlayersTheCartographerScoresEveryChain)
{
    Game g(3, tilesOf(kChains), {{"mountain_coral", "true"}});
    g.play(kChains[0]);  // Land
    g.play(kChains[1]);  // Sea
    g.place(kChains[2]); // Cartographer
    EXPECT_EQ(scored(g.s()), (Scored{{{kThird, "mountain_chain"}, 2}}));
    g.settle();
    g.place(kChains[3]); // Land
    EXPECT_EQ(scored(g.s()), (Scored{{{kThird, "mountain_chain"}, 3}, {{kThird, "coral_chain"}, 2}}));
}

TEST(LandVsSeaBooklet, ChainsScoreNothingWithoutTheOption)
{
    Game g(2, tilesOf(kChains));
    for (const Placement &p : kChains) {
        g.place(p);
        EXPECT_EQ(g.s().scoreChanges().size(), 0u);
        g.settle();
    }
}

// Five Trade Route tiles in a line south of the start: Caravans (on sea-light faces) and
// Ships (on land-light faces).
const std::vector<Placement> kRoute = {
    {"cape-land+fork-sea-caravan", 0, 1, 0, 1},   // Land: Caravan
    {"strait-land+hook-sea-caravan", 0, 2, 1, 1}, // Sea: Caravan next to a Caravan
    {"pinch-land-ship+half-sea", 0, 3, 0, 0},     // Land: Ship
    {"half-land+cape-sea-caravan", 0, 4, 0, 1},   // Sea: Caravan
    {"fork-land-ship+hook-sea", 0, 5, 0, 0},      // Land: Ship
};

TEST(LandVsSeaBooklet, PlacingACaravanNextToACaravanScoresThePlacerTwo)
{
    Game g(2, tilesOf(kRoute), {{"caravan_ship", "true"}});
    g.place(kRoute[0]);
    EXPECT_EQ(scored(g.s()).count(std::make_pair(kLand, std::string("trade_adjacent"))), 0u) << "alone";
    g.settle();
    g.place(kRoute[1]);
    EXPECT_EQ(scored(g.s())[std::make_pair(kSea, std::string("trade_adjacent"))], 2);
}

TEST(LandVsSeaBooklet, TradeRouteOfThreeCaravansAndTwoShipsGivesLandFive)
{
    Game g(2, tilesOf(kRoute), {{"caravan_ship", "true"}, {"map_tiles", "5"}}, "");
    for (const Placement &p : kRoute)
        g.play(p);
    ASSERT_TRUE(g.s().isOver());
    EXPECT_EQ(scoredFor(g.s(), "trade_route"), (Scored{{{kLand, "trade_route"}, 5}}));
}

TEST(LandVsSeaBooklet, TiedTradeRouteGivesTheCartographerOnePerIcon)
{
    const std::vector<Placement> route = {
        {"cape-land+fork-sea-caravan", 0, 1, 0, 1},   {"pinch-land-ship+half-sea", 0, 2, 0, 0},
        {"strait-land+hook-sea-caravan", 0, 3, 0, 1}, {"fork-land-ship+hook-sea", 0, 4, 1, 0},
        {"half-land+cape-sea-caravan", 0, 5, 1, 1},   {"hook-land-ship+pinch-sea", 0, 6, 0, 0},
    };
    Game g(3, tilesOf(route), {{"caravan_ship", "true"}, {"map_tiles", "6"}}, "");
    for (const Placement &p : route)
        g.play(p);
    ASSERT_TRUE(g.s().isOver());
    EXPECT_EQ(scoredFor(g.s(), "trade_route"), (Scored{{{kThird, "trade_route"}, 6}}));
}

TEST(LandVsSeaBooklet, TiedTradeRouteScoresNothingWithTwoPlayers)
{
    const std::vector<Placement> route = {
        {"cape-land+fork-sea-caravan", 0, 1, 0, 1},
        {"pinch-land-ship+half-sea", 0, 2, 0, 0},
        {"strait-land+hook-sea-caravan", 0, 3, 0, 1},
        {"fork-land-ship+hook-sea", 0, 4, 1, 0},
    };
    Game g(2, tilesOf(route), {{"caravan_ship", "true"}, {"map_tiles", "4"}}, "");
    for (const Placement &p : route)
        g.play(p);
    ASSERT_TRUE(g.s().isOver());
    EXPECT_EQ(scoredFor(g.s(), "trade_route"), Scored{});
}

TEST(LandVsSeaBooklet, WaypointReturnedByCompletingItsAreaScoresTheCloser)
{
    // A 2-tile sea area: two capes with a "+" facing each other north of the start.
    const std::vector<Placement> order = {
        {"half-land+cape-sea-plus", 0, -1, 0, 1},         // Land: sea facing N
        {"cape-land+fork-sea-caravan", 0, 1, 3, 0},       // Sea: elsewhere, then its waypoint
        {"cape-land+fork-sea-plus", -1, 1, 4, 0},         // Land: elsewhere
        {"half-land-ship+cape-sea-plus-m3", 0, -2, 3, 1}, // Sea closes the sea area
    };
    Game g(2, tilesOf(order), {{"waypoints", "true"}});
    g.play(order[0]);
    g.place(order[1]);
    ASSERT_TRUE(g.s().offers("keep_waypoint"));
    g.waypoint(0, -1, "N");
    EXPECT_EQ(g.s().supply(kSea, "waypoint"), 0);
    g.play(order[2]);
    g.place(order[3]);
    EXPECT_EQ(scored(g.s()), (Scored{{{kSea, "sea_area"}, 2}, {{kSea, "bonus"}, 2}, {{kSea, "waypoint"}, 1}}));
    EXPECT_EQ(g.s().supply(kSea, "waypoint"), 1) << "back to its owner";
    EXPECT_EQ(g.s().score(kSea), 5);
}

// Six tiles around the start, none closing an area.
const std::vector<Placement> kAroundStart = {
    {"cape-land+fork-sea-plus-m3", 0, -1, 3, 0}, {"cape-land-plus+fork-sea", 1, -1, 4, 0},
    {"cape-land-c3+fork-sea", 1, 0, 0, 1},       {"cape-land+fork-sea-caravan", 0, 1, 1, 0},
    {"cape-land+fork-sea-plus", -1, 1, 0, 0},    {"bay-land+strait-sea-plus", -1, 0, 3, 0},
};

TEST(LandVsSeaBooklet, WaypointReturnedBySurroundingItsTileScoresTheSurrounder)
{
    const Placement elsewhere{"half-land+cape-sea", 0, -2, 3, 1};
    std::vector<std::string> order = tilesOf(kAroundStart);
    order.insert(order.begin() + 5, elsewhere.tile);
    Game g(2, order, {{"waypoints", "true"}});
    g.play(kAroundStart[0]);  // Land
    g.place(kAroundStart[1]); // Sea, then its waypoint on the start's sea
    g.waypoint(0, 0, "S");
    g.play(kAroundStart[2]);  // Land
    g.play(kAroundStart[3]);  // Sea
    g.play(kAroundStart[4]);  // Land
    g.play(elsewhere);        // Sea
    g.place(kAroundStart[5]); // Land surrounds the start
    EXPECT_EQ(g.s().events(EventKind::FeatureCompleted).size(), 0u);
    EXPECT_EQ(scored(g.s()), (Scored{{{kLand, "waypoint"}, 1}}));
    EXPECT_EQ(g.s().supply(kSea, "waypoint"), 1);
}

// --- set-up, roles and the draft --------------------------------------------------------------

TEST(LandVsSeaSetup, LandDraftsFirstUntilEveryoneHoldsTwoAndThenPlaysFirst)
{
    Game g(3,
           {"bay-land+strait-sea", "half-land+bay-sea", "fork-land+split-sea", "hook-land+pinch-sea",
            "tri-land+pinch-sea-m2", "split-land+bay-sea", "strait-land+tri-sea"});
    Scenario &s = g.s();
    std::vector<int> takers;
    for (const Event &e : s.allEvents())
        if (e.kind == EventKind::ItemMoved && e.label == s.zoneIndex("top_a"))
            takers.push_back(e.player);
    EXPECT_EQ(takers, (std::vector<int>{kLand, kSea, kThird, kLand, kSea, kThird}));
    EXPECT_EQ(s.zoneItems("hand", kLand), (std::vector<std::string>{"bay-land+strait-sea", "hook-land+pinch-sea"}));
    for (int p = 0; p < 3; ++p) {
        EXPECT_EQ(s.zoneCount("hand", p), 2);
        EXPECT_EQ(s.zoneCount("shown", p), 2);
    }
    EXPECT_EQ(s.decisionKind(), DecisionKind::Place);
    EXPECT_EQ(s.currentPlayer(), kLand);
    EXPECT_EQ(s.zoneItems("face_a"), (std::vector<std::string>{"up:strait-land"})) << "the first face is up";
    EXPECT_EQ(g.var("stack_a") + g.var("stack_b") + 2 + 6, 58) << "58 map tiles: two tops, six held";
}

TEST(LandVsSeaSetup, FourPlayersAreTwoTeamsSharingAScore)
{
    Game g(4, tilesOf(kFourTileLand));
    Scenario &s = g.s();
    EXPECT_TRUE(s.state().sharesScore(kLand, 2));
    EXPECT_TRUE(s.state().sharesScore(kSea, 3));
    EXPECT_FALSE(s.state().sharesScore(kLand, kSea));
    g.play(kFourTileLand[0]);  // Land 1
    g.play(kFourTileLand[1]);  // Sea 1
    g.place(kFourTileLand[2]); // Land 2 closes the area with 2 "+"
    EXPECT_EQ(s.currentPlayer(), kThird);
    EXPECT_EQ(s.score(kLand), 6);
    EXPECT_EQ(s.score(kThird), 6);
}

TEST(LandVsSeaSetup, WaypointsGoToLandAndSeaButNotTheCartographer)
{
    Game g(3, {"bay-land+strait-sea", "half-land+bay-sea", "fork-land+split-sea"}, {{"waypoints", "true"}});
    g.placeAt("bay-land+strait-sea", 0, -1);
    EXPECT_TRUE(g.s().offers("keep_waypoint"));
    g.settle();
    g.placeAt("half-land+bay-sea", 0, 1);
    EXPECT_TRUE(g.s().offers("keep_waypoint"));
    g.settle();
    g.placeAt("fork-land+split-sea", 0, -2);
    EXPECT_FALSE(g.s().offers("keep_waypoint")) << "the Cartographer has no waypoint";
}

TEST(LandVsSeaWaypoints, OnlyOnOwnTerrainOfAnOpenTileWithoutAWaypoint)
{
    Game g(2, tilesOf(kAroundStart), {{"waypoints", "true"}});
    Scenario &s = g.s();
    g.place(kAroundStart[0]); // Land: a cape north of the start
    std::vector<int> offered;
    for (const Action &a : s.options("waypoint"))
        offered.push_back(s.optionSegment(a));
    std::sort(offered.begin(), offered.end());
    std::vector<int> land = {s.segmentAt(0, 0, "N"), s.segmentAt(0, -1, "S")};
    std::sort(land.begin(), land.end());
    EXPECT_EQ(offered, land) << "land parts only, of both open tiles";
    g.waypoint(0, 0, "N");
    g.place(kAroundStart[1]); // Sea
    for (const Action &a : s.options("waypoint"))
        EXPECT_NE(s.board().segmentTile(s.optionSegment(a)), s.board().tileAt({0, 0})) << "the start holds one";
}

TEST(LandVsSeaWaypoints, WithFourPlayersAWaypointReturnsToThePlayerWhoPlacedIt)
{
    const std::vector<Placement> order = {
        {"half-land+cape-sea-plus", 0, -1, 0, 1},         // Land 1
        {"cape-land+fork-sea-caravan", 0, 1, 3, 0},       // Sea 1
        {"cape-land+fork-sea-plus", -1, 1, 4, 0},         // Land 2
        {"half-land-ship+cape-sea-plus-m3", 0, -2, 3, 1}, // Sea 2 closes the sea area
    };
    Game g(4, tilesOf(order), {{"waypoints", "true"}});
    g.play(order[0]);
    g.place(order[1]);
    g.waypoint(0, -1, "N"); // Sea 1's waypoint
    g.play(order[2]);
    g.place(order[3]);
    EXPECT_EQ(scored(g.s())[std::make_pair(3, std::string("waypoint"))], 1);
    EXPECT_EQ(g.s().supply(kSea, "waypoint"), 1) << "back to Sea 1, who placed it";
    EXPECT_EQ(g.s().supply(3, "waypoint"), 1);
}

// --- placing ----------------------------------------------------------------------------------

TEST(LandVsSeaPlacing, EitherFaceOfEitherHeldTileWithEverySharedEdgeMatching)
{
    Game g(2, tilesOf(kFourTileLand));
    Scenario &s = g.s();
    const Decision &d = s.state().decision();
    ASSERT_EQ(d.kind, DecisionKind::Place);
    std::vector<int> held = {s.tileType("cape-land-plus+fork-sea"), s.tileType("cape-land-plus-ship+strait-sea-m2")};
    std::vector<int> offered = d.tiles;
    std::sort(held.begin(), held.end());
    std::sort(offered.begin(), offered.end());
    EXPECT_EQ(offered, held);
    std::set<std::pair<int, int>> faces; // (tile, face) among the options
    for (const Action &a : d.options)
        faces.insert({a.tag, s.rules().tiles[a.tag].orientations[a.c].face});
    EXPECT_EQ(faces.size(), 4u) << "both faces of both tiles";
    // The cape north of the start: its only land edge must face the start's land N edge.
    const int cape = s.tileType("cape-land-plus+fork-sea");
    auto why = [&](int rotation) {
        return s.game().whyIllegal(s.state(),
                                   {ActionKind::Place, std::int16_t(cape), 0, -1, s.orientationIndex(cape, rotation, 0)});
    };
    EXPECT_FALSE(why(3)) << "land to land";
    EXPECT_TRUE(why(0)) << "sea against the start's land";
    EXPECT_TRUE(s.game().whyIllegal(s.state(), {ActionKind::Place, std::int16_t(cape), 0, -2, s.orientationIndex(cape, 0, 0)}))
        << "not touching the map";
}

// --- Play Again, Steal, refilling --------------------------------------------------------------

TEST(LandVsSeaActions, PlayAgainPlaysTheOtherTileNowThenRefillsOneAtATime)
{
    Game g(2,
           {"bay-land-again+strait-sea", "half-land+bay-sea", "fork-land+split-sea", "hook-land+pinch-sea",
            "strait-land+tri-sea"});
    Scenario &s = g.s();
    g.placeAt("bay-land-again+strait-sea", 0, -1, 0);
    ASSERT_EQ(s.decisionKind(), DecisionKind::Place) << "Play Again";
    EXPECT_EQ(s.currentPlayer(), kLand);
    EXPECT_EQ(s.state().decision().tiles, (std::vector<int>{s.tileType("fork-land+split-sea")}));
    g.placeAt("fork-land+split-sea", 0, 1, 1);
    EXPECT_EQ(s.zoneCount("hand", kLand), 0);
    ASSERT_EQ(s.options("take").size(), 2u) << "either stack";
    s.choose("take", s.zoneIndex("face_b"));
    g.settle(); // the second tile: another decision, after the first is seen
    EXPECT_EQ(s.zoneCount("hand", kLand), 2);
    EXPECT_EQ(s.currentPlayer(), kSea);
}

TEST(LandVsSeaActions, ASecondPlayAgainTileHasNoEffect)
{
    Game g(2, {"bay-land-again+strait-sea", "half-land+bay-sea", "half-land-again+cape-sea-m2", "hook-land+pinch-sea"});
    g.placeAt("bay-land-again+strait-sea", 0, -1, 0);
    g.placeAt("half-land-again+cape-sea-m2", 0, 1, 0);
    EXPECT_FALSE(g.s().decisionKind() == DecisionKind::Place && g.s().currentPlayer() == kLand);
    EXPECT_FALSE(g.s().options("take").empty());
}

TEST(LandVsSeaActions, StealTakesAnotherPlayersTileWithItsUpFaceAndSkipsTheRefill)
{
    Game g(2,
           {"bay-land-plus-steal+half-sea", "half-land+bay-sea", "fork-land+split-sea", "hook-land+pinch-sea",
            "strait-land+tri-sea", "split-land+bay-sea"});
    Scenario &s = g.s();
    g.placeAt("bay-land-plus-steal+half-sea", 0, -1, 0);
    ASSERT_FALSE(s.options("steal").empty());
    EXPECT_FALSE(s.offers("no_steal")) << "the icon's action is taken";
    for (const Action &a : s.options("steal"))
        EXPECT_EQ(a.a, kSea) << "only Sea holds tiles";
    EXPECT_EQ(s.zoneItems("shown", kSea), (std::vector<std::string>{"up:half-land", "up:hook-land"}));
    s.choose("steal", kSea + 1, s.tileType("up:hook-land") + 1);
    EXPECT_EQ(s.zoneItems("hand", kLand), (std::vector<std::string>{"fork-land+split-sea", "hook-land+pinch-sea"}));
    EXPECT_EQ(s.zoneItems("shown", kLand), (std::vector<std::string>{"up:fork-land", "up:hook-land"}));
    EXPECT_EQ(s.zoneItems("hand", kSea), (std::vector<std::string>{"half-land+bay-sea"}));
    EXPECT_EQ(s.decisionKind(), DecisionKind::Place) << "no refill: Land holds 2";
    EXPECT_EQ(s.currentPlayer(), kSea);
    g.placeAt("half-land+bay-sea", 0, 1, 0);
    EXPECT_EQ(s.options("take").size(), 2u);
    g.settle();
    EXPECT_EQ(s.zoneCount("hand", kSea), 2) << "the robbed player refills to 2";
}

TEST(LandVsSeaActions, StealNeverTakesAPlayersLastTile)
{
    Game g(3,
           {"bay-land-plus-steal+half-sea", "half-land+bay-sea", "fork-land+split-sea", "hook-land+pinch-sea",
            "half-land-c3-steal+bay-sea", "split-land+bay-sea", "strait-land+tri-sea"});
    Scenario &s = g.s();
    g.placeAt("bay-land-plus-steal+half-sea", 0, -1, 0);
    s.choose("steal", 3, s.tileType("up:fork-land") + 1); // from the Cartographer
    g.settle();
    g.placeAt("half-land-c3-steal+bay-sea", 0, 1, 0); // Sea
    ASSERT_FALSE(s.options("steal").empty());
    for (const Action &a : s.options("steal"))
        EXPECT_EQ(a.a, kLand) << "the Cartographer holds 1 tile";
}

TEST(LandVsSeaActions, WithFourPlayersATeamMatesTileMayBeStolen)
{
    Game g(4,
           {"bay-land-plus-steal+half-sea", "half-land+bay-sea", "fork-land+split-sea", "hook-land+pinch-sea",
            "strait-land+tri-sea", "split-land+bay-sea", "tri-land+pinch-sea-m2", "pinch-land+half-sea"});
    Scenario &s = g.s();
    g.placeAt("bay-land-plus-steal+half-sea", 0, -1, 0);
    std::vector<int> victims;
    for (const Action &a : s.options("steal"))
        victims.push_back(a.a);
    EXPECT_EQ(victims, (std::vector<int>{kSea, kSea, kThird, kThird, 3, 3}));
    s.choose("steal", kThird + 1, s.tileType("up:fork-land") + 1);
    EXPECT_EQ(s.zoneCount("hand", kLand), 2);
    EXPECT_EQ(s.zoneCount("hand", kThird), 1);
}

TEST(LandVsSeaActions, PlayAgainThenStealDrawsOneTile)
{
    Game g(2,
           {"bay-land-again+strait-sea", "half-land+bay-sea", "bay-land-plus-steal+half-sea", "hook-land+pinch-sea",
            "strait-land+tri-sea"});
    Scenario &s = g.s();
    g.placeAt("bay-land-again+strait-sea", 0, -1, 0);
    g.placeAt("bay-land-plus-steal+half-sea", 0, 1, 0);
    s.choose("steal", kSea + 1, s.tileType("up:half-land") + 1);
    EXPECT_EQ(s.zoneCount("hand", kLand), 1);
    EXPECT_EQ(s.options("take").size(), 2u) << "a tile stolen this turn is not played: refill to 2";
    g.settle();
    EXPECT_EQ(s.zoneCount("hand", kLand), 2);
    EXPECT_EQ(s.currentPlayer(), kSea);
}

TEST(LandVsSeaActions, StealCanBeMadeOptional)
{
    Game g(2, {"bay-land-plus-steal+half-sea", "half-land+bay-sea", "fork-land+split-sea", "hook-land+pinch-sea"},
           {{"steal_optional", "true"}});
    g.placeAt("bay-land-plus-steal+half-sea", 0, -1, 0);
    ASSERT_TRUE(g.s().offers("no_steal"));
    g.s().choose("no_steal");
    EXPECT_EQ(g.s().zoneCount("hand", kSea), 2);
}

TEST(LandVsSeaStacks, WhenOneStackRunsOutTheOtherIsSplit)
{
    const std::vector<std::string> order = {"bay-land+strait-sea", "half-land+bay-sea",   "fork-land+split-sea",
                                            "hook-land+pinch-sea", "strait-land+tri-sea", "split-land+bay-sea"};
    Game g(2, order, {{"map_tiles", "6"}}, "");
    // 3 per stack; the draft takes A's three and one more: B (2 under its top) was split
    EXPECT_EQ(g.var("stack_a"), 0);
    EXPECT_EQ(g.var("stack_b"), 0);
    EXPECT_EQ(g.s().zoneCount("top_a"), 1);
    EXPECT_EQ(g.s().zoneCount("top_b"), 1);
    EXPECT_EQ(g.s().zoneItems("face_b"), (std::vector<std::string>{"up:split-land"}));
}

TEST(LandVsSeaStacks, TheGameEndsWhenTheLastTileIsPlaced)
{
    Game g(2, tilesOf(kRoute), {{"map_tiles", "5"}}, "");
    for (std::size_t i = 0; i < kRoute.size(); ++i) {
        EXPECT_FALSE(g.s().isOver());
        g.play(kRoute[i]);
    }
    EXPECT_TRUE(g.s().isOver());
}

// --- hidden faces ----------------------------------------------------------------------------------

TEST(LandVsSeaHidden, ASeatSeesItsOwnTilesWholeAndOnlyTheUpFaceOfOthersAndTheStacks)
{
    Game g(2, {"bay-land+strait-sea", "half-land+bay-sea", "fork-land+split-sea", "hook-land+pinch-sea", "strait-land+tri-sea"});
    const GameState view = g.s().state().seatView(kSea);
    const Ruleset &rules = g.s().rules();
    auto ids = [&](const char *zone, int player) {
        std::vector<std::string> out;
        for (int item : view.zone(rules.zoneIndex(zone), player))
            out.push_back(rules.tiles[item].id);
        return out;
    };
    EXPECT_EQ(ids("hand", kSea), (std::vector<std::string>{"half-land+bay-sea", "hook-land+pinch-sea"}));
    EXPECT_EQ(ids("shown", kLand), (std::vector<std::string>{"up:bay-land", "up:fork-land"}));
    EXPECT_EQ(ids("face_a", -1), (std::vector<std::string>{"up:strait-land"}));
    // what Sea cannot see is dealt back in an order that says nothing: never Land's tiles as
    // they are, nor the top of stack A
    const auto landHand = ids("hand", kLand);
    EXPECT_NE(landHand, (std::vector<std::string>{"bay-land+strait-sea", "fork-land+split-sea"}));
    EXPECT_NE(ids("top_a", -1), (std::vector<std::string>{"strait-land+tri-sea"}));
    // the log names the turned-up tiles to nobody but the referee
    for (const Event &e : g.s().allEvents()) {
        if (e.kind == EventKind::Drawn) {
            EXPECT_FALSE(seesEventItem(rules, e, kLand) || seesEventItem(rules, e, kSea));
        }
    }
}

TEST(LandVsSeaHidden, ABotDecidesTheSameWhateverTheHiddenFacesOfOthersAndTheStacks)
{
    // Two games alike in all Land can see: Sea's second tile and stack A's top differ only
    // in their hidden faces.
    auto decide = [](const std::string &seaTile, const std::string &top) {
        Game g(2, {"bay-land+strait-sea", "half-land+bay-sea", "fork-land+split-sea", seaTile, top},
               {{"mountain_coral", "true"}, {"caravan_ship", "true"}, {"waypoints", "true"}});
        GreedyBot bot;
        Rng rng(3);
        return bot.decide(g.s().game(), g.s().state(), rng);
    };
    EXPECT_EQ(decide("cape-land+fork-sea-caravan", "cape-land+fork-sea-plus"),
              decide("cape-land+fork-sea-plus", "cape-land+fork-sea-caravan"));
}

TEST(LandVsSeaHidden, AStackShowsARandomFaceUnlessTheParameterSaysTheFirst)
{
    Game g(2, {"bay-land+strait-sea"}, {{"random_up_face", "false"}});
    EXPECT_EQ(g.s().zoneItems("face_a").size(), 1u);
    int rolls = 0;
    for (const Event &e : g.s().allEvents())
        rolls += e.kind == EventKind::Rolled;
    EXPECT_EQ(rolls, 0);
    Game h(2, {"bay-land+strait-sea"});
    rolls = 0;
    for (const Event &e : h.s().allEvents())
        rolls += e.kind == EventKind::Rolled;
    EXPECT_GE(rolls, 2) << "one per turned-up tile";
}

// --- holes and parameters ------------------------------------------------------------------------

TEST(LandVsSeaHoles, ASecondHoleStaysEmpty)
{
    const std::vector<Placement> ring2 = {
        {"cape-land+fork-sea-plus-m3", 0, 1, 1, 0}, {"cape-land-plus+fork-sea", 1, 1, 0, 0},
        {"cape-land-c3+fork-sea", 1, 2, 1, 0},      {"cape-land+fork-sea-caravan", -1, 2, 0, 0},
        {"cape-land+fork-sea-plus", -1, 3, 2, 0},   {"cape-land-plus-ship+strait-sea-m2", 0, 3, 5, 0},
    };
    std::vector<std::string> order = tilesOf(kRing);
    for (const Placement &p : ring2)
        order.push_back(p.tile);
    Game g(2, order);
    Scenario &s = g.s();
    for (std::size_t i = 0; i + 1 < kRing.size(); ++i)
        g.play(kRing[i]);
    g.place(kRing.back());
    s.place(0, -2, 0, 1); // the Whirlpool
    g.settle();
    for (std::size_t i = 0; i + 1 < ring2.size(); ++i)
        g.play(ring2[i]);
    const int player = s.currentPlayer();
    g.place(ring2.back()); // rings 0,2 with sea
    EXPECT_FALSE(s.decisionKind() == DecisionKind::Place && s.currentPlayer() == player) << "nothing to fill it with";
    EXPECT_EQ(s.board().tileAt({0, 2}), -1);
    EXPECT_EQ(s.events(EventKind::TilePlaced).size(), 1u);
}

TEST(LandVsSeaParameters, AreaPerTileAndWaypointPoints)
{
    Game g(2, tilesOf(kFourTileLand), {{"area_per_tile", "2"}});
    g.play(kFourTileLand[0]);
    g.play(kFourTileLand[1]);
    g.place(kFourTileLand[2]);
    EXPECT_EQ(scored(g.s())[std::make_pair(kLand, std::string("land_area"))], 8);
}

} // namespace
} // namespace tw
