// A seat's view holds only what that seat may see: its own hand, the top of a face-up
// stack, public zones; everything else is pooled and dealt back in a fixed order, so the
// view does not depend on how the hidden items lie.
#include "state/gamestate.h"
#include "state/visibility.h"

#include "testrules.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

using namespace tw;
using twtest::loadOk;

namespace {

const std::string kRules = R"(id: v
name: V
players: {min: 2, max: 3}
grid: square
terrains:
  grass: {code: G}
zones:
  bag: {kind: bag}
  hand: {kind: hand}
  stack: {kind: stack}
  table: {kind: open}
  secret: {kind: open, visible: hidden}
  deck: {kind: deck, items: cards}
cards:
  - {id: c1, value: 1}
  - {id: c2, value: 2}
tiles:
  - {id: a, edges: GGGG}
  - {id: b, edges: GGGG}
  - {id: c, edges: GGGG}
  - {id: d, edges: GGGG}
)";

constexpr int kBag = 0, kHand = 1, kStack = 2, kTable = 3, kSecret = 4, kDeck = 5;
constexpr int kA = 0, kB = 1, kC = 2, kD = 3;

class SeatView : public ::testing::Test
{
protected:
    std::shared_ptr<const Ruleset> rules = loadOk(kRules);
    GameState state{rules, 2, rules->defaultParameters()};
};

} // namespace

TEST_F(SeatView, VisibilityDefaultsFollowTheZoneKind)
{
    EXPECT_EQ(rules->zones[kBag].visibility, Visibility::Hidden);
    EXPECT_EQ(rules->zones[kHand].visibility, Visibility::Owner);
    EXPECT_EQ(rules->zones[kStack].visibility, Visibility::Top);
    EXPECT_EQ(rules->zones[kTable].visibility, Visibility::Public);
    EXPECT_EQ(rules->zones[kSecret].visibility, Visibility::Hidden) << "declared";
    EXPECT_EQ(rules->zones[kDeck].visibility, Visibility::Hidden);
}

TEST_F(SeatView, ASeatSeesItsHandTheStackTopAndTheTableOnly)
{
    test::edit(state).fillZone(kHand, 0, kD);
    test::edit(state).fillZone(kHand, 1, kA);
    test::edit(state).fillZone(kStack, -1, kC);
    test::edit(state).fillZone(kStack, -1, kB); // the top
    test::edit(state).fillZone(kTable, -1, kD);
    test::edit(state).fillZone(kBag, -1, kB);
    const GameState view = state.seatView(0);
    EXPECT_EQ(view.zone(kHand, 0), std::vector<int>{kD}) << "its own hand";
    EXPECT_EQ(view.zone(kStack).back(), kB) << "the top of the stack";
    EXPECT_EQ(view.zone(kTable), std::vector<int>{kD});
    // Unseen: Blue's a, the stack's c under the top, the bag's b: dealt back sorted in
    // zone order (bag, Blue's hand, the stack under its top).
    EXPECT_EQ(view.zone(kBag), std::vector<int>{kA});
    EXPECT_EQ(view.zone(kHand, 1), std::vector<int>{kB});
    EXPECT_EQ(view.zone(kStack), (std::vector<int>{kC, kB}));
    EXPECT_EQ(view.zone(kBag).size(), state.zone(kBag).size()) << "counts are public";
    EXPECT_EQ(state.seatView(-1), state) << "the referee sees everything";
}

TEST_F(SeatView, TheViewDoesNotDependOnHowHiddenItemsLie)
{
    GameState other = state;
    test::edit(state).fillZone(kHand, 1, kA);
    test::edit(state).fillZone(kBag, -1, kC);
    test::edit(state).fillZone(kBag, -1, kD);
    test::edit(state).fillZone(kDeck, -1, 1);
    test::edit(state).fillZone(kDeck, -1, 0);
    test::edit(other).fillZone(kHand, 1, kD); // Blue holds another tile, the bag the rest
    test::edit(other).fillZone(kBag, -1, kA);
    test::edit(other).fillZone(kBag, -1, kC);
    test::edit(other).fillZone(kDeck, -1, 0);
    test::edit(other).fillZone(kDeck, -1, 1);
    ASSERT_NE(state, other);
    EXPECT_EQ(state.seatView(0), other.seatView(0));
    EXPECT_NE(state.seatView(1), other.seatView(1)) << "Blue sees its own hand";
}

TEST_F(SeatView, AChanceDrawInTheViewOffersTheViewsItems)
{
    test::edit(state).fillZone(kBag, -1, kC);
    test::edit(state).fillZone(kBag, -1, kC);
    test::edit(state).fillZone(kHand, 1, kA);
    test::edit(state).askDraw(0, kBag, 0);
    const GameState view = state.seatView(0);
    ASSERT_EQ(view.decision().kind, DecisionKind::Chance);
    std::vector<int> offered;
    for (const Action &a : view.decision().options)
        offered.push_back(a.a);
    EXPECT_EQ(offered, (std::vector<int>{kA, kC})) << "Blue's a could be in the bag for all Red knows";
    EXPECT_EQ(view.decision().weights, (std::vector<int>{1, 1}));
}

namespace {

// Red's hand, the table and the stack's top are seen by Red; Blue's hand, the bag, the
// stack under its top and the deck are not.
void fillForSampling(GameState &state)
{
    test::edit(state).fillZone(kHand, 0, kD);
    test::edit(state).fillZone(kHand, 1, kA);
    test::edit(state).fillZone(kHand, 1, kB);
    test::edit(state).fillZone(kTable, -1, kC);
    test::edit(state).fillZone(kStack, -1, kA);
    test::edit(state).fillZone(kStack, -1, kC);
    test::edit(state).fillZone(kStack, -1, kD); // the top
    test::edit(state).fillZone(kBag, -1, kB, 3);
    test::edit(state).fillZone(kBag, -1, kC, 2);
    test::edit(state).fillZone(kDeck, -1, 0, 2);
    test::edit(state).fillZone(kDeck, -1, 1, 2);
}

std::vector<int> sorted(std::vector<int> items)
{
    std::sort(items.begin(), items.end());
    return items;
}

// Every zone slot's items, for comparing arrangements.
std::vector<std::vector<int>> arrangement(const GameState &s)
{
    return {s.zone(kBag), s.zone(kHand, 0), s.zone(kHand, 1), s.zone(kStack), s.zone(kTable), s.zone(kDeck)};
}

} // namespace

TEST_F(SeatView, ASampledViewKeepsTheCountsAndWhatTheSeatSees)
{
    fillForSampling(state);
    for (std::uint64_t seed = 0; seed < 20; ++seed) {
        Rng rng(seed);
        const GameState view = state.sampledView(0, rng);
        EXPECT_EQ(view.zone(kHand, 0), state.zone(kHand, 0)) << "its own hand";
        EXPECT_EQ(view.zone(kTable), state.zone(kTable));
        EXPECT_EQ(view.zone(kStack).back(), state.zone(kStack).back()) << "the top of the stack";
        for (int zone : {kBag, kStack, kDeck})
            EXPECT_EQ(view.zone(zone).size(), state.zone(zone).size());
        EXPECT_EQ(view.zone(kHand, 1).size(), state.zone(kHand, 1).size());
        // The unseen tiles (Blue's hand, the bag, the stack under its top) are the same
        // multiset, however they were dealt.
        const auto unseen = [](const GameState &s) {
            std::vector<int> items = s.zone(kBag);
            items.insert(items.end(), s.zone(kHand, 1).begin(), s.zone(kHand, 1).end());
            items.insert(items.end(), s.zone(kStack).begin(), s.zone(kStack).end() - 1);
            return sorted(items);
        };
        EXPECT_EQ(unseen(view), unseen(state));
        EXPECT_EQ(sorted(view.zone(kDeck)), sorted(state.zone(kDeck))) << "cards are dealt among cards";
        EXPECT_TRUE(view.events().empty());
    }
}

TEST_F(SeatView, DifferentSeedsSampleDifferentArrangementsTheSameSeedTheSame)
{
    fillForSampling(state);
    std::set<std::vector<std::vector<int>>> seen;
    for (std::uint64_t seed = 0; seed < 30; ++seed) {
        Rng rng(seed);
        seen.insert(arrangement(state.sampledView(0, rng)));
    }
    EXPECT_GT(seen.size(), 10u) << "the unseen items are dealt at random";
    Rng a(7), b(7);
    EXPECT_EQ(state.sampledView(0, a), state.sampledView(0, b));
    // Some sample puts an unseen tile other than Blue's real ones into Blue's hand.
    bool moved = false;
    for (std::uint64_t seed = 0; seed < 30 && !moved; ++seed) {
        Rng rng(seed);
        moved = sorted(state.sampledView(0, rng).zone(kHand, 1)) != sorted(state.zone(kHand, 1));
    }
    EXPECT_TRUE(moved);
}

TEST_F(SeatView, ASampledViewDoesNotDependOnHowHiddenItemsLie)
{
    GameState other = state;
    fillForSampling(state);
    fillForSampling(other);
    // Swap a tile between Blue's hand and the bag, and reorder the deck: nothing Red sees.
    test::edit(other).takeItem(kHand, 1, kA);
    test::edit(other).fillZone(kHand, 1, kC);
    test::edit(other).takeItem(kBag, -1, kC);
    test::edit(other).fillZone(kBag, -1, kA);
    test::edit(other).takeItem(kDeck, -1, 0);
    test::edit(other).fillZone(kDeck, -1, 0);
    ASSERT_NE(state, other);
    ASSERT_EQ(state.seatView(0), other.seatView(0));
    for (std::uint64_t seed = 0; seed < 10; ++seed) {
        Rng a(seed), b(seed);
        EXPECT_EQ(state.sampledView(0, a), other.sampledView(0, b));
    }
}

TEST_F(SeatView, TheRefereesSampleIsTheState)
{
    fillForSampling(state);
    Rng rng(3);
    EXPECT_EQ(state.sampledView(kReferee, rng), state);
}

TEST(SeatViewLoader, AnOwnersZoneBelongsToEachPlayer)
{
    LoadResult r = loadRuleset("/tmp/x",
                               "id: g\nname: G\nplayers: {min: 1, max: 2}\ngrid: square\n"
                               "terrains: {a: {code: A}}\nzones: {pool: {kind: open, visible: owner}}\n"
                               "tiles:\n  - {id: t, edges: AAAA}\n");
    ASSERT_FALSE(r.ok());
    EXPECT_NE(r.problems.front().text().find("needs per_player: true"), std::string::npos) << r.problems.front().text();
    r = loadRuleset("/tmp/x",
                    "id: g\nname: G\nplayers: {min: 1, max: 2}\ngrid: square\n"
                    "terrains: {a: {code: A}}\nzones: {pool: {kind: open, visible: sometimes}}\n"
                    "tiles:\n  - {id: t, edges: AAAA}\n");
    ASSERT_FALSE(r.ok());
    EXPECT_NE(r.problems.front().text().find("visible is public, owner, top or hidden"), std::string::npos);
}
