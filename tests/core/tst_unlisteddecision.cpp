// A placement decision and a draw are asked without listing their options: the listing
// on first use; for one-cell tiles on the frontier, which placements qualify, the
// constant-time check of one spot, and drawing a spot uniformly without the list; and
// drawing a chance outcome as listed without the list.
#include "state/gamestate.h"

#include "play/bot.h"

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
zones:
  bag: {kind: bag}
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
constexpr int kBag = 0;

class UnlistedDecision : public ::testing::Test
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

TEST_F(UnlistedDecision, OneCellTilesThatMustTouchPlaceOnTheFrontier)
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

TEST_F(UnlistedDecision, FrontierFitsAgreesWithFits)
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

TEST_F(UnlistedDecision, CountsSpotsUpToALimitAndFindsFrontierCells)
{
    layTiles();
    const Board &b = state.board();
    const int all = int(listed({kPort}).size());
    ASSERT_GT(all, 2);
    EXPECT_EQ(b.countLegalPlacements(kPort, 2), 2);
    EXPECT_EQ(b.countLegalPlacements(kPort, all + 5), all);
    EXPECT_EQ(b.countLegalPlacements(kOcean, 100), int(listed({kOcean}).size()));
    for (std::size_t i = 0; i < b.frontier().size(); ++i)
        EXPECT_EQ(b.frontierIndex(b.frontier()[i]), int(i));
    EXPECT_EQ(b.frontierIndex({0, 0}), -1) << "a placed tile's cell";
    EXPECT_EQ(b.frontierIndex({9, 9}), -1) << "a cell far away";
}

TEST_F(UnlistedDecision, AskedUnlistedAndListedOnFirstUse)
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

TEST_F(UnlistedDecision, OtherPlacementsAreCountedThenListedOnFirstUse)
{
    layTiles();
    ASSERT_TRUE(test::edit(state).askPlace(1, 0, {kPort, kDomino}, 9));
    const GameState untouched = state;
    EXPECT_TRUE(state.askedDecision().unlisted);
    EXPECT_FALSE(state.askedDecision().onFrontier) << "the domino covers two cells";
    EXPECT_TRUE(state.offersChoice());
    Rng rng(5), same(5);
    EXPECT_FALSE(state.samplePlacement(rng)) << "spots off the frontier are drawn from the list";
    EXPECT_EQ(rng.next(), same.next()) << "and nothing is drawn";
    EXPECT_EQ(state.decision().options, listed({kPort, kDomino}));
    EXPECT_EQ(untouched.hash(), state.hash());
    EXPECT_TRUE(untouched == state);
}

TEST_F(UnlistedDecision, SamplesEveryLegalSpotAlike)
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

TEST_F(UnlistedDecision, SamplesNothingFromAListedDecision)
{
    layTiles();
    ASSERT_TRUE(test::edit(state).askPlace(1, 0, {kPort}, 9));
    state.decision();
    Rng rng(5), same(5);
    EXPECT_FALSE(state.samplePlacement(rng));
    EXPECT_EQ(rng.next(), same.next()) << "and draws nothing";
}

TEST_F(UnlistedDecision, OffersAChoiceOnlyWithTwoSpots)
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

TEST_F(UnlistedDecision, ADrawIsListedFromTheTallyOnFirstUse)
{
    for (int tile : {kPort, kOcean, kPort, kMeadow, kPort})
        test::edit(state).putItem(kBag, -1, tile);
    test::edit(state).askDraw(1, kBag, 9);
    EXPECT_TRUE(state.askedDecision().unlisted);
    EXPECT_TRUE(state.offersChoice());
    const GameState untouched = state;
    const Decision &d = state.decision();
    EXPECT_EQ(d.options,
              (std::vector<Action>{
                  {ActionKind::Draw, kBag, kPort}, {ActionKind::Draw, kBag, kOcean}, {ActionKind::Draw, kBag, kMeadow}}));
    EXPECT_EQ(d.weights, (std::vector<int>{3, 1, 1}));
    EXPECT_EQ(untouched.hash(), state.hash());
    EXPECT_TRUE(untouched == state);

    Rng rng(0);
    EXPECT_FALSE(state.sampleDraw(rng)) << "a listed draw is drawn from its list";
    EXPECT_FALSE(untouched.samplePlacement(rng)) << "a draw is not a placement";
}

TEST_F(UnlistedDecision, ADrawSampledUnlistedIsTheOneDrawnFromTheList)
{
    for (int tile : {kPort, kOcean, kPort, kMeadow, kPort, kOcean, kMeadow})
        test::edit(state).putItem(kBag, -1, tile);
    test::edit(state).askDraw(0, kBag, 9);
    const GameState listed = state;
    listed.decision();
    std::map<int, int> drawn;
    for (std::uint64_t seed = 0; seed < 300; ++seed) {
        Rng a(seed), b(seed);
        const std::optional<Action> sampled = state.sampleDraw(a);
        ASSERT_TRUE(sampled);
        EXPECT_EQ(*sampled, listed.decision().options[pickChance(listed.decision(), b)]) << "seed " << seed;
        EXPECT_EQ(a.next(), b.next()) << "the same draws from the rng, seed " << seed;
        ++drawn[sampled->a];
    }
    EXPECT_EQ(drawn.size(), 3u);
    EXPECT_TRUE(state.askedDecision().unlisted);
}

TEST_F(UnlistedDecision, AnEmptyZoneOffersNothing)
{
    test::edit(state).askDraw(0, kBag, 9);
    EXPECT_FALSE(state.askedDecision().unlisted);
    EXPECT_TRUE(state.askedDecision().options.empty());
    EXPECT_FALSE(state.offersChoice());
}

} // namespace
