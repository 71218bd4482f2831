// Balance metrics on hand-made result sets with known answers: win rates with Wilson
// intervals, ties sharing a win, mean scores with Student's t intervals, margins and lengths;
// the chi-square test of seat advantage against tables of the distribution; a first seat
// that scores double is a significant advantage, fair seats are flagged no more often than
// the 5% the test allows.
#include "play/balancemetrics.h"
#include "play/sweeptable.h"
#include "util/rng.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

namespace tw {
namespace {

TEST(BalanceMetrics, KnownAnswersOfASmallRun)
{
    const std::vector<GameResult> results{
        {0, 11, {10, 4}, 20, {}},
        {1, 12, {6, 6}, 22, {}}, // a tie for first: half a win each
        {2, 13, {3, 9}, 24, {}},
        {3, 14, {12, 2}, 18, {}},
    };
    const BalanceMetrics m = balanceMetrics(results, 2);
    EXPECT_EQ(m.games, 4);
    EXPECT_DOUBLE_EQ(m.wins[0], 2.5);
    EXPECT_DOUBLE_EQ(m.wins[1], 1.5);
    EXPECT_DOUBLE_EQ(m.winRate[0].value, 0.625);
    EXPECT_DOUBLE_EQ(m.meanScore[0].value, 7.75);
    EXPECT_DOUBLE_EQ(m.meanScore[1].value, 5.25);
    // Sample standard deviation of 10, 6, 3, 12: sqrt(48.75 / 3).
    EXPECT_NEAR(m.scoreSpread[0], std::sqrt(48.75 / 3), 1e-12);
    // Four games: Student's t with 3 degrees of freedom (3.182446), not the normal's 1.96.
    EXPECT_NEAR(m.meanScore[0].high - m.meanScore[0].value, 3.182446 * std::sqrt(48.75 / 3) / 2, 1e-5);
    EXPECT_DOUBLE_EQ(m.margin.value, (6 + 0 + 6 + 10) / 4.0);
    EXPECT_DOUBLE_EQ(m.length.value, 21);
    // Chi-square of 2.5 and 1.5 wins against 2 and 2: 0.25.
    EXPECT_DOUBLE_EQ(m.seatChiSquare, 0.25);
    EXPECT_NEAR(m.seatAdvantageP, 0.6171, 1e-4);
}

// Four seats in two teams (seats 1 and 3, 2 and 4) sharing a score: each teammate takes
// the team's win, the margin is over the other team, the seat test runs over the 2 sides.
TEST(BalanceMetrics, TeammatesAreOneSide)
{
    GameStory teams;
    teams.sides = {0, 1, 0, 1};
    const std::vector<GameResult> results{
        {0, 1, {9, 5, 9, 5}, 10, teams},
        {1, 2, {7, 3, 7, 3}, 10, teams},
        {2, 3, {6, 6, 6, 6}, 10, teams}, // a tie: half a win to each side
        {3, 4, {2, 8, 2, 8}, 10, teams},
    };
    const BalanceMetrics m = balanceMetrics(results, 4);
    EXPECT_EQ(m.sides, 2);
    EXPECT_EQ(m.sideOf, (std::vector<int>{0, 1, 0, 1}));
    EXPECT_EQ(m.wins, (std::vector<double>{2.5, 1.5, 2.5, 1.5}));
    EXPECT_DOUBLE_EQ(m.winRate[2].value, 0.625);
    EXPECT_DOUBLE_EQ(m.margin.value, (4 + 4 + 0 + 6) / 4.0);
    // Chi-square of 2.5 and 1.5 wins against 2 and 2, 1 degree of freedom.
    EXPECT_DOUBLE_EQ(m.seatChiSquare, 0.25);
    EXPECT_NEAR(m.seatAdvantageP, 0.6171, 1e-4);
    EXPECT_DOUBLE_EQ(winShare(results[0], 2), 1);
    EXPECT_EQ(marginOf(results[3]), 6);

    // Games that do not agree on the sides test each seat, its part of its side's wins.
    std::vector<GameResult> mixed = results;
    mixed[3].story.sides = {0, 1, 2, 3};
    const BalanceMetrics seats = balanceMetrics(mixed, 4);
    EXPECT_EQ(seats.sides, 4);
    EXPECT_EQ(seats.sideOf, (std::vector<int>{0, 1, 2, 3}));
    // Seats 1 and 3: 1.25 each (a half of each team win, a quarter of the tie); seats 2 and
    // 4: 0.75 each (a quarter of the tie, a half each of the fourth game's tie for first).
    EXPECT_DOUBLE_EQ(seats.seatChiSquare, 4 * 0.25 * 0.25 / 1.0);
}

TEST(BalanceMetrics, TheStoriesOfGamesAddUp)
{
    // lead changes, decided at turn, winner trailed, decisions, unplaceable, points per
    // reason, placements and points per tile type, sides, lead seen, the winner's deficit.
    const std::vector<GameResult> results{
        {0, 1, {9, 5}, 10, {2, 5, true, 30, 1, {10, 4}, {3, 1}, {6, 2}, {}, true, 7}},
        {1, 2, {4, 8}, 20, {0, 0, false, 50, 0, {6, -2}, {1, 0}, {4, 0}, {}, false, 0}},
    };
    const BalanceMetrics m = balanceMetrics(results, 2);
    EXPECT_EQ(m.gamesWithLead, 1);
    EXPECT_DOUBLE_EQ(m.leadChanges.value, 1);
    EXPECT_DOUBLE_EQ(m.drama.value, 0.5);
    EXPECT_DOUBLE_EQ(m.deficit.value, 3.5);
    EXPECT_DOUBLE_EQ(m.deficit.low, 0) << "a mean of 7 and 0: Student's interval, cut at 0";
    // Settled with (10 - 5) / 10 and (20 - 0) / 20 of the game left.
    EXPECT_DOUBLE_EQ(m.decisiveness.value, 0.75);
    EXPECT_DOUBLE_EQ(m.decisions.value, 40);
    EXPECT_DOUBLE_EQ(m.unplaceable.value, 0.5);
    // Reasons: 16 and 2 points of 18 (a reason whose points sum negative counts by its
    // size); two games give intervals too wide to leave [-1, 1] (ShareIntervalsAreOverGames),
    // but a reason no game lost points by has no share below 0.
    ASSERT_EQ(m.reasonShare.size(), 2u);
    EXPECT_NEAR(m.reasonShare[0].value, 16.0 / 18, 1e-12);
    EXPECT_DOUBLE_EQ(m.reasonShare[0].low, 0);
    EXPECT_DOUBLE_EQ(m.reasonShare[0].high, 1);
    EXPECT_NEAR(m.reasonShare[1].value, 2.0 / 18, 1e-12);
    EXPECT_DOUBLE_EQ(m.reasonShare[1].low, -1) << "won in one game, lost in the other";
    // Tile type 0: 10 points over 4 placements (6 over 3, 4 over 1: residuals -1.5 and 1.5,
    // a standard error of 1.5, over 2 placements a game); type 1: 2 over 1, placed in one
    // game only, which is no sample of games: no interval.
    EXPECT_DOUBLE_EQ(m.pointsPerPlacement[0].value, 2.5);
    EXPECT_NEAR(m.pointsPerPlacement[0].high, 2.5 + 12.706205 * 1.5 / 2, 1e-5);
    EXPECT_DOUBLE_EQ(m.pointsPerPlacement[0].low, 0) << "no game lost points after it";
    EXPECT_DOUBLE_EQ(m.pointsPerPlacement[1].value, 2);
    EXPECT_TRUE(std::isnan(m.pointsPerPlacement[1].low) && std::isnan(m.pointsPerPlacement[1].high));
    EXPECT_DOUBLE_EQ(m.placements[0], 2);
    EXPECT_DOUBLE_EQ(m.placements[1], 0.5);
}

// A reason's share is a ratio over the run; as a game's points hang together, its interval
// is over the games: Student's t on each game's points less its share of the game's points.
TEST(BalanceMetrics, ShareIntervalsAreOverGames)
{
    std::vector<GameResult> results;
    for (const auto &points : std::vector<std::vector<long long>>{{2, 0}, {4, 0}, {3, 1}}) {
        GameResult r{int(results.size()), 1, {1, 0}, 10, {}};
        r.story.reasonPoints = points;
        results.push_back(r);
    }
    // 9 of 10 points; residuals 2 - 0.9 x 2, 4 - 0.9 x 4 and 3 - 0.9 x 4 (0.2, 0.4, -0.6),
    // a standard deviation of the square root of 0.28, over 10/3 points a game.
    const Estimate share = balanceMetrics(results, 2).reasonShare.at(0);
    EXPECT_DOUBLE_EQ(share.value, 0.9);
    EXPECT_NEAR(share.low, 0.9 - 4.302653 * std::sqrt(0.28 / 3) / (10.0 / 3), 1e-6);
    EXPECT_DOUBLE_EQ(share.high, 1) << "a share is at most 1";
}

TEST(BalanceMetrics, IntervalsStayWithinWhatTheirQuantityCanBe)
{
    // One unplaceable tile in 20 games: the interval 0.05 +- 0.105 would reach below 0.
    // Every game settled at its first turn: the share of the game left lies at 1.
    std::vector<GameResult> results;
    for (int i = 0; i < 20; ++i)
        results.push_back({i, std::uint64_t(i), {5, 3}, 10, {1, 0, false, 4, i == 0 ? 1 : 0, {}, {}, {}, {}, true}});
    const BalanceMetrics m = balanceMetrics(results, 2);
    EXPECT_DOUBLE_EQ(m.unplaceable.value, 0.05);
    EXPECT_DOUBLE_EQ(m.unplaceable.low, 0);
    // Student's t with 19 degrees of freedom: 2.093024.
    EXPECT_NEAR(m.unplaceable.high, 0.05 + 2.093024 * std::sqrt(0.05) / std::sqrt(20.0), 1e-5);
    EXPECT_DOUBLE_EQ(m.decisiveness.value, 1);
    EXPECT_DOUBLE_EQ(m.decisiveness.high, 1);
    EXPECT_DOUBLE_EQ(m.margin.low, 2) << "no spread: the interval is the value";
}

// A penalty's share (every game's points of it 0 or below) stays at or below 0.
TEST(BalanceMetrics, APenaltysShareStaysAtOrBelowZero)
{
    std::vector<GameResult> results;
    for (const auto &points : std::vector<std::vector<long long>>{{20, -1}, {20, 0}, {18, -2}, {22, 0}}) {
        GameResult r{int(results.size()), 1, {1, 0}, 10, {}};
        r.story.reasonPoints = points;
        results.push_back(r);
    }
    const Estimate share = balanceMetrics(results, 2).reasonShare.at(1);
    EXPECT_NEAR(share.value, -3.0 / 83, 1e-12);
    EXPECT_LT(share.low, share.value);
    EXPECT_DOUBLE_EQ(share.high, 0);
}

// Tiles are ranked by points per placement among those placed in play, and of those, the
// ones with an interval where any has one.
TEST(BalanceMetrics, TilesPlacedInASingleGameAreNotRankedAgainstSampledOnes)
{
    const double none = std::numeric_limits<double>::quiet_NaN();
    BalanceMetrics m;
    m.placements = {0.5, 2, 0, 1};
    m.pointsPerPlacement = {{9, none, none}, {5, 3, 7}, {0, none, none}, {1, 0, 2}};
    EXPECT_EQ(rankedTiles(m), (std::vector<std::size_t>{1, 3}));
    m.pointsPerPlacement[1] = {5, none, none};
    m.pointsPerPlacement[3] = {1, none, none};
    EXPECT_EQ(rankedTiles(m), (std::vector<std::size_t>{0, 1, 3})) << "none has an interval: every one placed";
}

TEST(BalanceMetrics, PairedDifferencesSayWhetherAChangeIsReal)
{
    // Differences 1, 2, 3, 2: mean 2, sample standard deviation sqrt(2/3).
    const Estimate e = pairedDifference({10, 20, 30, 40}, {11, 22, 33, 42});
    EXPECT_DOUBLE_EQ(e.value, 2);
    EXPECT_NEAR(e.high - e.value, 3.182446 * std::sqrt(2.0 / 3) / 2, 1e-5);
    EXPECT_GT(e.low, 0); // significant
    const Estimate noise = pairedDifference({10, 20, 30, 40}, {12, 18, 31, 39});
    EXPECT_LT(noise.low, 0);
    EXPECT_GT(noise.high, 0); // not significant
}

// A reason's share changes from 9 of 10 points (2 of 2, 4 of 4, 3 of 4) to 11 of 12 (4 of 4,
// 4 of 4, 3 of 4): by 11/12 - 0.9, with Student's t over each game's change of its residual
// (y - R x) / mean x. A share that rises alike in every game has no spread: significant.
TEST(BalanceMetrics, APairedChangeOfAShareIsOverTheGames)
{
    const RatioColumns before{{2, 4, 3}, {2, 4, 4}}, after{{4, 4, 3}, {4, 4, 4}};
    const Estimate change = pairedRatioDifference(before, after);
    EXPECT_NEAR(change.value, 11.0 / 12 - 0.9, 1e-12);
    const std::vector<double> residualChanges{(4 - 11.0 / 3) / 4 - (2 - 1.8) / (10.0 / 3),
                                              (4 - 11.0 / 3) / 4 - (4 - 3.6) / (10.0 / 3),
                                              (3 - 11.0 / 3) / 4 - (3 - 3.6) / (10.0 / 3)};
    const double mean = (residualChanges[0] + residualChanges[1] + residualChanges[2]) / 3;
    double squares = 0;
    for (double d : residualChanges)
        squares += (d - mean) * (d - mean);
    EXPECT_NEAR(change.high - change.value, 4.302653 * std::sqrt(squares / 2) / std::sqrt(3.0), 1e-6);
    EXPECT_LT(change.low, 0) << "not significant over three games this uneven";

    const Estimate rise = pairedRatioDifference({{1, 2, 3}, {2, 4, 6}}, {{3, 6, 9}, {5, 10, 15}});
    EXPECT_NEAR(rise.value, 0.1, 1e-12);
    EXPECT_NEAR(rise.low, 0.1, 1e-12);
    EXPECT_NEAR(rise.high, 0.1, 1e-12);
    EXPECT_TRUE((SweepDifference{"reason_share:forest", 0, rise}.significant()));

    // Two games whose residuals changed alike by chance (a share of 3 of 4 and 1 of 4, then 2
    // of 4 and 0 of 4): the versions' own intervals bound the change, not a spread of 0.
    const Estimate alike = pairedRatioDifference({{3, 1}, {4, 4}}, {{2, 0}, {4, 4}});
    EXPECT_DOUBLE_EQ(alike.value, -0.25);
    const double half = 12.706205 * (std::sqrt(0.125) / std::sqrt(2.0)); // each version's, t with 1 degree
    EXPECT_NEAR(alike.high - alike.value, std::hypot(half, half), 1e-5);
    EXPECT_FALSE((SweepDifference{"reason_share:forest", 0, alike}.significant()));

    // The same games under both versions: no change, and no doubt of it, as for a mean.
    const Estimate same = pairedRatioDifference({{3, 1, 2}, {4, 4, 3}}, {{3, 1, 2}, {4, 4, 3}});
    EXPECT_EQ(same.value, 0);
    EXPECT_EQ(same.low, 0);
    EXPECT_EQ(same.high, 0);

    // A ratio only one game has a part in is no sample of games: no interval.
    const Estimate once = pairedRatioDifference({{0, 2, 0}, {0, 4, 0}}, {{0, 3, 0}, {0, 4, 0}});
    EXPECT_NEAR(once.value, 0.25, 1e-12);
    EXPECT_TRUE(std::isnan(once.low) && std::isnan(once.high));
}

// The columns behind a run's ratios are those balanceMetrics measures them by.
TEST(BalanceMetrics, RatioColumnsAreThoseOfTheMetrics)
{
    std::vector<GameResult> results;
    for (const auto &points : std::vector<std::vector<long long>>{{20, -1}, {20, 0}, {18, -2}}) {
        GameResult r{int(results.size()), 1, {1, 0}, 10, {}};
        r.story.reasonPoints = points;
        r.story.placements = {2, int(results.size())};
        r.story.placementPoints = {5, 1};
        results.push_back(r);
    }
    const std::vector<RatioColumns> shares = reasonShareColumns(results);
    ASSERT_EQ(shares.size(), 2u);
    EXPECT_EQ(shares[1].numerator, (std::vector<double>{-1, 0, -2}));
    EXPECT_EQ(shares[1].denominator, (std::vector<double>{21, 20, 20})) << "a penalty counts by its size";
    const std::vector<RatioColumns> tiles = pointsPerPlacementColumns(results);
    ASSERT_EQ(tiles.size(), 2u);
    EXPECT_EQ(tiles[1].denominator, (std::vector<double>{0, 1, 2}));
    const BalanceMetrics m = balanceMetrics(results, 2);
    EXPECT_NEAR(m.reasonShare[1].value, -3.0 / 61, 1e-12);
    EXPECT_NEAR(m.pointsPerPlacement[1].value, 3.0 / 3, 1e-12);
}

// With few games a mean's interval is as wide as Student's t makes it (two games: 12.7
// standard errors each way); one game gives no interval, only its value.
TEST(BalanceMetrics, AFewGamesGiveTheWideIntervalsOfStudentsT)
{
    const Estimate two = pairedDifference({0, 0}, {1, 3});
    EXPECT_DOUBLE_EQ(two.value, 2);
    EXPECT_NEAR(two.high - two.value, 12.706205 * std::sqrt(2.0) / std::sqrt(2.0), 1e-5);
    const Estimate one = pairedDifference({0}, {5});
    EXPECT_EQ(one.value, 5);
    EXPECT_TRUE(std::isnan(one.low) && std::isnan(one.high)) << "no interval, not a certain 5";
    const SweepDifference change{"margin", 0, one};
    EXPECT_FALSE(change.significant()) << "one game shows no significant change";
    // 61 games: 60 degrees of freedom (2.000298), from the expansion.
    std::vector<double> before(61, 0), after(61, 0);
    for (std::size_t i = 0; i < after.size(); ++i)
        after[i] = double(i % 2);
    const double mean = 30.0 / 61, sd = std::sqrt((30 * (1 - mean) * (1 - mean) + 31 * mean * mean) / 60);
    EXPECT_NEAR(pairedDifference(before, after).high - mean, 2.000298 * sd / std::sqrt(61.0), 1e-6);
}

// The sign test's p-values, counted by hand: 2 wins of 2 is a half; 10 of 10 is 2 / 1024;
// 8 against 2 is 2 * (1 + 10 + 45) / 1024.
TEST(BalanceMetrics, TheSignTestIsTheExactBinomialTail)
{
    EXPECT_DOUBLE_EQ(signTestP(2, 0), 0.5);
    EXPECT_NEAR(signTestP(10, 0), 2.0 / 1024, 1e-12);
    EXPECT_NEAR(signTestP(8, 2), 112.0 / 1024, 1e-12);
    EXPECT_NEAR(signTestP(2, 8), 112.0 / 1024, 1e-12);
    EXPECT_DOUBLE_EQ(signTestP(5, 5), 1);
    EXPECT_DOUBLE_EQ(signTestP(0, 0), 1);
    EXPECT_LT(signTestP(150, 50), 1e-11);
}

TEST(BalanceMetrics, WilsonIntervalsMatchTheirFormula)
{
    // 75 of 100: the Wilson interval [0.6569, 0.8245].
    const Estimate e = wilsonInterval(75, 100);
    EXPECT_DOUBLE_EQ(e.value, 0.75);
    EXPECT_NEAR(e.low, 0.6569, 1e-4);
    EXPECT_NEAR(e.high, 0.8245, 1e-4);
    // At the bounds the interval stays inside [0, 1] and still has width.
    const Estimate none = wilsonInterval(0, 10);
    EXPECT_EQ(none.low, 0);
    EXPECT_NEAR(none.high, 0.2775, 1e-4);
    EXPECT_EQ(wilsonInterval(3, 0).value, 0);
    // Exactly, for any number of games (a rounding error once left 2.8e-17 at 0 wins of 40).
    for (int n = 1; n <= 200; ++n) {
        EXPECT_EQ(wilsonInterval(0, n).low, 0.0) << n;
        EXPECT_EQ(wilsonInterval(n, n).high, 1.0) << n;
    }
}

TEST(BalanceMetrics, ClopperPearsonIntervalAgreesWithTablesAndTheSignTest)
{
    const Estimate all = clopperPearsonInterval(4, 4);
    EXPECT_DOUBLE_EQ(all.value, 1);
    EXPECT_NEAR(all.low, 0.3976, 1e-4); // 0.025^(1/4)
    EXPECT_EQ(all.high, 1);
    const Estimate none = clopperPearsonInterval(0, 10);
    EXPECT_EQ(none.low, 0);
    EXPECT_NEAR(none.high, 0.3085, 1e-4); // 1 - 0.025^(1/10)
    const Estimate half = clopperPearsonInterval(5, 10);
    EXPECT_NEAR(half.low, 0.1871, 1e-4);
    EXPECT_NEAR(half.high, 0.8129, 1e-4);
    const Estimate most = clopperPearsonInterval(75, 100);
    EXPECT_NEAR(most.low, 0.6534, 1e-4);
    EXPECT_NEAR(most.high, 0.8312, 1e-4);
    // A tie counting half: the bounds of 2 and of 3 successes.
    const Estimate tied = clopperPearsonInterval(2.5, 6);
    EXPECT_DOUBLE_EQ(tied.value, 2.5 / 6);
    EXPECT_DOUBLE_EQ(tied.low, clopperPearsonInterval(2, 6).low);
    EXPECT_DOUBLE_EQ(tied.high, clopperPearsonInterval(3, 6).high);
    // It leaves out an even split exactly when the sign test rejects one at 5%.
    for (int n = 1; n <= 40; ++n)
        for (int k = 0; k <= n; ++k) {
            const Estimate e = clopperPearsonInterval(k, n);
            EXPECT_EQ(e.low > 0.5 || e.high < 0.5, signTestP(k, n - k) < 0.05) << k << " of " << n;
        }
    EXPECT_EQ(clopperPearsonInterval(3, 0).value, 0);
}

TEST(BalanceMetrics, ChiSquareSurvivalAgreesWithTables)
{
    EXPECT_NEAR(chiSquareSurvival(3.841459, 1), 0.05, 1e-6);
    EXPECT_NEAR(chiSquareSurvival(5.991465, 2), 0.05, 1e-6);
    EXPECT_NEAR(chiSquareSurvival(11.344867, 3), 0.01, 1e-6);
    EXPECT_NEAR(chiSquareSurvival(20.0, 10), 0.029253, 1e-6);
    EXPECT_NEAR(chiSquareSurvival(1.0, 4), 0.909796, 1e-6);
    EXPECT_EQ(chiSquareSurvival(0, 3), 1);
}

// `games` games of `players` seats with scores drawn uniformly from 0..99; seat 0's score
// doubled when `unfair`.
std::vector<GameResult> randomRun(Rng &rng, int games, int players, bool unfair)
{
    std::vector<GameResult> results;
    for (int g = 0; g < games; ++g) {
        GameResult r{g, rng.next(), {}, 30, {}};
        for (int p = 0; p < players; ++p)
            r.scores.push_back(int(rng.below(100)) * (unfair && p == 0 ? 2 : 1));
        results.push_back(r);
    }
    return results;
}

TEST(BalanceMetrics, AnUnfairFirstSeatIsSignificantAFairOneRarelyIs)
{
    Rng rng(2026);
    const BalanceMetrics unfair = balanceMetrics(randomRun(rng, 200, 2, true), 2);
    EXPECT_LT(unfair.seatAdvantageP, 0.001);
    EXPECT_GT(unfair.winRate[0].low, 0.5);
    // At a 5% level, fair runs are flagged about 5% of the time: of 200 runs, well under 10%.
    int flagged = 0;
    for (int run = 0; run < 200; ++run)
        flagged += balanceMetrics(randomRun(rng, 200, 3, false), 3).seatAdvantageP < 0.05;
    EXPECT_LT(flagged, 20);
    EXPECT_GT(flagged, 0); // a test that never fires tests nothing
}

} // namespace
} // namespace tw
