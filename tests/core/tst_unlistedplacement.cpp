// A placement decision of one-cell tiles on the frontier is asked without listing its
// spots: which placements qualify, the constant-time check of one spot, the listing on
// first use, and drawing a spot uniformly without the list.
#include "state/gamestate.h"

#include "statewriting.h"
#include "testrules.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>

using namespace tw;
using twtest::loadOk;

namespace {

const std::string kRules = R"(id: u
name: U
players: {min: 2, max: 2}
grid: square
terrains:
  grass: {code: G}
  sea: {code: S}
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
  - id: domino
    cells: [[0, 0], [1, 0]]
    terrain: grass
)";

constexpr int kMeadow = 0, kPort = 1, kOcean = 2, kDomino = 3;
constexpr int kSea = 1;
constexpr int kW = 3;

class UnlistedPlacement : public ::testing::Test
{
protected:
    std::shared_ptr<const Ruleset> rules = loadOk(kRules);
    GameState state{rules, 2, rules->defaultParameters()};

    // A few tiles, so the frontier has cells with one, two and three neighbours.
    void layTiles()
    {
        test::edit(state).placeTile(0, kMeadow, {{0, 0}, 0}, 0);
        test::edit(state).placeTile(0, kMeadow, {{1, 0}, 0}, 0);
        test::edit(state).placeTile(0, kOcean, {{0, 2}, 0}, 0);
        test::edit(state).placeTile(0, kMeadow, {{-1, 1}, 0}, 0);
    }
    std::vector<Action> listed(const std::vector<int> &tiles, const PlaceRule &rule = {}) const
    {
        std::vector<Action> out;
        for (int tile : tiles) {
            std::vector<Placement> spots;
            state.board().legalPlacements(tile, spots, rule);
            for (const Placement &p : spots)
                out.push_back({ActionKind::Place, std::int16_t(tile), p.at.x, p.at.y, p.orientation});
        }
        return out;
    }
};

TEST_F(UnlistedPlacement, OneCellTilesThatMustTouchPlaceOnTheFrontier)
{
    const Board &b = state.board();
    EXPECT_FALSE(b.placesOnFrontier(kPort, {})) << "an empty board offers every cell, not a frontier";
    layTiles();
    EXPECT_TRUE(b.placesOnFrontier(kPort, {}));
    PlaceRule line;
    line.line = 1;
    EXPECT_TRUE(b.placesOnFrontier(kPort, line)) << "a row to cover only narrows the frontier";
    EXPECT_FALSE(b.placesOnFrontier(kPort, PlaceRule(false))) << "a tile that need not touch goes anywhere";
    PlaceRule cover;
    cover.coverCell = true;
    cover.cover = {5, 5};
    EXPECT_FALSE(b.placesOnFrontier(kPort, cover));
    PlaceRule replace;
    replace.replace = {0};
    EXPECT_FALSE(b.placesOnFrontier(kPort, replace));
    EXPECT_FALSE(b.placesOnFrontier(kDomino, {})) << "a tile of two cells";
}

TEST_F(UnlistedPlacement, FrontierFitsAgreesWithFits)
{
    layTiles();
    const Board &b = state.board();
    PlaceRule line;
    line.line = 1;
    PlaceRule edge;
    edge.edge = {{1, 1}, kW, kSea};
    int fitting = 0;
    for (const PlaceRule &rule : {PlaceRule(), line, edge})
        for (int tile : {kMeadow, kPort, kOcean})
            for (std::size_t i = 0; i < b.frontier().size(); ++i)
                for (int o = 0; o < int(rules->tiles[tile].orientations.size()); ++o) {
                    const bool fits = b.fits(tile, {b.frontier()[i], o}, rule);
                    EXPECT_EQ(b.frontierFits(tile, i, o, rule), fits) << "tile " << tile << " at " << b.frontier()[i].x
                                                                      << "," << b.frontier()[i].y << " turned " << o;
                    fitting += fits;
                }
    EXPECT_GT(fitting, 0);
}

TEST_F(UnlistedPlacement, AskedUnlistedAndListedOnFirstUse)
{
    layTiles();
    ASSERT_TRUE(test::edit(state).askPlace(1, 0, {kOcean, kPort, kMeadow, kPort}, 9));
    const GameState untouched = state; // a copy made before anything listed the spots
    EXPECT_TRUE(state.askedDecision().unlisted);
    EXPECT_TRUE(state.askedDecision().options.empty());
    EXPECT_EQ(state.askedDecision().tiles, (std::vector<int>{kOcean, kPort, kMeadow})) << "each tile with a spot, once";

    EXPECT_EQ(state.decision().options, listed({kOcean, kPort, kMeadow}));
    EXPECT_FALSE(state.askedDecision().unlisted);
    EXPECT_TRUE(untouched.askedDecision().unlisted) << "a copy lists its own";
    EXPECT_EQ(untouched.hash(), state.hash()) << "the hash covers the options, listed or not";
    EXPECT_TRUE(state == untouched);
}

TEST_F(UnlistedPlacement, OtherPlacementsAreListedWhenAsked)
{
    layTiles();
    ASSERT_TRUE(test::edit(state).askPlace(1, 0, {kPort, kDomino}, 9));
    EXPECT_FALSE(state.askedDecision().unlisted) << "the domino is listed, and so the whole decision";
    EXPECT_EQ(state.askedDecision().options, listed({kPort, kDomino}));
}

TEST_F(UnlistedPlacement, SamplesEveryLegalSpotAlike)
{
    layTiles();
    ASSERT_TRUE(test::edit(state).askPlace(1, 0, {kPort, kOcean}, 9));
    const GameState asked = state;
    const std::vector<Action> legal = listed({kPort, kOcean});
    ASSERT_GT(legal.size(), 5u);
    std::map<std::size_t, int> drawn;
    Rng rng(3);
    const int perSpot = 2000;
    int missed = 0; // every try missed: a runner then draws from the list
    for (std::size_t i = 0; i < legal.size() * perSpot; ++i) {
        const std::optional<Action> a = asked.samplePlacement(rng);
        if (!a) {
            ++missed;
            continue;
        }
        const auto at = std::find(legal.begin(), legal.end(), *a);
        ASSERT_NE(at, legal.end()) << "a legal spot";
        ++drawn[std::size_t(at - legal.begin())];
    }
    EXPECT_LT(missed, 5);
    EXPECT_TRUE(asked.askedDecision().unlisted) << "drawing lists nothing";
    ASSERT_EQ(drawn.size(), legal.size()) << "every spot is drawn";
    for (const auto &[index, count] : drawn)
        EXPECT_NEAR(count, perSpot, perSpot / 8) << "spot " << index;
}

TEST_F(UnlistedPlacement, SamplesNothingFromAListedDecision)
{
    layTiles();
    ASSERT_TRUE(test::edit(state).askPlace(1, 0, {kPort}, 9));
    state.decision();
    Rng rng(5), same(5);
    EXPECT_FALSE(state.samplePlacement(rng));
    EXPECT_EQ(rng.next(), same.next()) << "and draws nothing";
}

TEST_F(UnlistedPlacement, OffersAChoiceOnlyWithTwoSpots)
{
    test::edit(state).placeTile(0, kOcean, {{0, 0}, 0}, 0);
    PlaceRule one;
    one.edge = {{1, 0}, kW, kSea}; // the port's sea must face the ocean from the east
    ASSERT_TRUE(test::edit(state).askPlace(1, 0, {kPort}, 9, one));
    ASSERT_TRUE(state.askedDecision().unlisted);
    EXPECT_FALSE(state.offersChoice());
    EXPECT_EQ(state.decision().options.size(), 1u);

    ASSERT_TRUE(test::edit(state).askPlace(1, 0, {kPort}, 9));
    EXPECT_TRUE(state.offersChoice());
    EXPECT_EQ(state.decision().options.size(), 4u);
}

} // namespace
