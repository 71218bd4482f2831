// The bots' strengths order: the greedy bot beats the random one on every ruleset; on
// Discovery the MCTS bot (100 iterations a move) and the greedy rollouts (`mcts:1:greedy`)
// beat the greedy one, and on Land vs Sea, Dungeon Expedition, Overworld and Grapha Genesis
// the greedy rollouts (`mcts:4:greedy`) do, significantly. Each pairing plays the deals of a
// run twice, with the seats each way (the first seat has an advantage).
//
// On Discovery MCTS or the rollouts against greedy pass when the 95% Wilson interval of
// the win share (a tie counts half) over 20 games lies above one half: 15 wins of 20. A
// false failure needs 6 losses: for a true win share of 0.95 once in 3,000 runs, for 0.99
// once in 30 million; 60 games gave each of them all 60.
//
// Greedy wins only about two games in three against random (Discovery is a game of luck
// between weak players), so its test is on the margin: the 95% interval (Student's t) of
// the difference of the two bots' scores over the 40 deals of 80 games (each deal's two
// games averaged) must leave out 0. From seed 2024 the margin was 10.9 points, 8.1
// standard errors above 0: a false failure needs the mean to fall 6 standard errors short.
#include "luarules.h"

#include "load/rulesetloader.h"
#include "play/duel.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <numeric>
#include <thread>
#include <vector>

namespace tw {
namespace {

// `strong` against `weak` over `games` games: the deals of a run from `seed`, each played with
// the seats both ways, on every core.
DuelResult duel(const std::string &ruleset, const std::string &strong, const std::string &weak, int games,
                std::uint64_t seed = 2024)
{
    const std::shared_ptr<const Ruleset> rules = loadRuleset(std::string(TILEWRIGHT_SOURCE_DIR) + "/rulesets/" + ruleset)
                                                     .ruleset;
    SimulationSetup setup;
    setup.games = games / 2;
    setup.jobs = int(std::max(1u, std::thread::hardware_concurrency()));
    setup.match.seed = seed;
    setup.match.parameters = rules->defaultParameters();
    const DuelResult result = tw::duel([&rules] { return makeGame(rules); }, setup, strong, weak);
    EXPECT_EQ(result.error, "");
    return result;
}

// The mean of `values` in standard errors above 0 (0 without spread).
double standardScore(const std::vector<double> &values)
{
    const double n = double(values.size());
    const double mean = std::accumulate(values.begin(), values.end(), 0.0) / n;
    double squares = 0;
    for (double v : values)
        squares += (v - mean) * (v - mean);
    const double standardError = std::sqrt(squares / (n - 1) / n);
    return standardError > 0 ? mean / standardError : 0;
}

// Expects `strong`'s mean score margin over `weak` to be above 0 with 95% confidence.
void expectMarginAboveZero(const std::string &ruleset, const std::string &strong, const std::string &weak, int games)
{
    const Estimate margin = duel(ruleset, strong, weak, games).margin;
    EXPECT_GT(margin.low, 0) << strong << "'s margin over " << weak << ": " << margin.value << " [" << margin.low
                             << ", " << margin.high << "]";
}

// Outside Discovery the rollouts win by a few points against much luck, so their tests are
// on the margin, with a group-sequential design (Pocock's): up to three looks, each after
// `stage` more games on the deals of a seed of their own (2024, 2025, 2026). The test passes
// at the first look where the mean margin of every game so far is more than 2.289 standard
// errors above 0: the boundary that holds the chance that a bot no stronger than greedy
// passes at 2.5% over the three looks, as a single 95% interval would at one. The first look
// measured: Land vs Sea 24 games (about 6 s each) margin 13.3, 3.3 standard errors above 0;
// Dungeon Expedition 100 games (about 1.3 s each) 5.4, 3.1; Overworld 24 games (about 11 s
// each) 19.6, 3.6. So the later looks cost time only when a change that plays other games
// leaves the outcome in doubt; to fail, the mean of all three stages must fall more than 3.3
// standard errors short of these margins: about once in 2,000 such changes.
void expectRolloutsBeatGreedy(const std::string &ruleset, int stage)
{
    constexpr int kLooks = 3;
    constexpr double kPocockBoundary = 2.289; // three looks, one-sided 2.5%
    std::vector<double> margins;
    double z = 0;
    for (int look = 0; look < kLooks; ++look) {
        const DuelResult result = duel(ruleset, "mcts:4:greedy", "greedy", stage, 2024 + look);
        ASSERT_EQ(result.error, "");
        margins.insert(margins.end(), result.margins.begin(), result.margins.end());
        z = standardScore(margins);
        std::printf("%s, look %d: %zu games, margin %.2f standard errors above 0\n", ruleset.c_str(), look + 1,
                    margins.size(), z);
        if (z > kPocockBoundary)
            return;
    }
    ADD_FAILURE() << "the rollouts' mean margin over greedy in " << margins.size() << " games is " << z
                  << " standard errors above 0, not the " << kPocockBoundary << " that make it significant";
}

// On Grapha Genesis the rollouts win by about 3 points against a game's standard deviation
// of 11-14 (README, "Bots"), so a look takes 100 games: the first, from seed 2024, put the
// margin 2.58 standard errors above 0, in about 5 minutes on two cores, the longest test of
// the suite (first in this file, so that ctest starts it first). A change that plays other
// games passes at the first look about half the time (a margin of 2.7 points over a
// standard deviation of 12.5 puts the mean 2.2 standard errors above 0 after 100 games, 3.8
// after 300); each later look costs 5 minutes more, and about one such change in 15 fails
// all three looks though the rollouts are as strong as before.
TEST(BotStrength, GreedyRolloutsBeatGreedyOnGraphaGenesis)
{
    expectRolloutsBeatGreedy("grapha-genesis", 100);
}

TEST(BotStrength, GreedyRolloutsBeatGreedyOnLandVsSea)
{
    expectRolloutsBeatGreedy("land-vs-sea", 24);
}

TEST(BotStrength, GreedyRolloutsBeatGreedyOnDungeonExpedition)
{
    expectRolloutsBeatGreedy("dungeon", 100);
}

TEST(BotStrength, GreedyRolloutsBeatGreedyOnOverworld)
{
    expectRolloutsBeatGreedy("overworld", 24);
}

TEST(BotStrength, GreedyBeatsRandomOnDiscovery)
{
    expectMarginAboveZero("discovery", "greedy", "random", 80);
}

// On the other rulesets greedy wins by far more. From seed 2024, over the deals of 16 games
// its mean margin was 53.0 points (2.7 standard errors of the mean of 8 deals) on Land vs
// Sea, 51.2 (1.9) on Grapha Genesis and 27.9 (4.5) on Overworld, and over 20 games 30.6
// (2.8) on Dungeon Expedition. The game counts below put the mean at least 7.5 standard
// errors above 0 (Overworld's 24 games: about 27.9 / 3.6), so a false failure needs it to
// fall more than 5 standard errors short of what was measured (Student's t with 11 degrees
// of freedom: about once in 10,000 runs for Overworld, far less often for the others).
void expectGreedyBeatsRandom(const std::string &ruleset, int games)
{
    expectMarginAboveZero(ruleset, "greedy", "random", games);
}

TEST(BotStrength, GreedyBeatsRandomOnLandVsSea)
{
    expectGreedyBeatsRandom("land-vs-sea", 16);
}

TEST(BotStrength, GreedyBeatsRandomOnDungeonExpedition)
{
    expectGreedyBeatsRandom("dungeon", 20);
}

TEST(BotStrength, GreedyBeatsRandomOnOverworld)
{
    expectGreedyBeatsRandom("overworld", 24);
}

TEST(BotStrength, GreedyBeatsRandomOnGraphaGenesis)
{
    expectGreedyBeatsRandom("grapha-genesis", 16);
}

TEST(BotStrength, MctsBeatsGreedyOnDiscovery)
{
    const Estimate share = duel("discovery", "mcts:100", "greedy", 20).winShare;
    EXPECT_GT(share.low, 0.5) << "MCTS's win share " << share.value << " [" << share.low << ", " << share.high << "]";
}

TEST(BotStrength, GreedyRolloutsBeatGreedyOnDiscovery)
{
    const Estimate share = duel("discovery", "mcts:1:greedy", "greedy", 20).winShare;
    EXPECT_GT(share.low, 0.5) << "the rollouts' win share " << share.value << " [" << share.low << ", " << share.high << "]";
}

} // namespace
} // namespace tw
