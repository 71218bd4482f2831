// The bots' strengths order: the greedy bot beats the random one on every ruleset; on
// Discovery the MCTS bot (100 iterations a move) and the greedy rollouts (`mcts:1:greedy`)
// beat the greedy one, and on Land vs Sea and Dungeon Expedition the greedy rollouts
// (`mcts:4:greedy`) do, significantly. On Overworld the rollouts beat greedy too, but a game
// there takes 11 s, too long for the games a significant result needs, so the README's
// strength table records its `duel` figures (and why nothing beats greedy on Grapha
// Genesis). Each pairing plays the deals of a run twice, with the seats each way (the first
// seat has an advantage).
//
// On Discovery MCTS or the rollouts against greedy pass when the 95% Wilson interval of
// the win share (a tie counts half) over 20 games lies above one half: 15 wins of 20. A
// false failure needs 6 losses: for a true win share of 0.95 once in 3,000 runs, for 0.99
// once in 30 million; 60 games gave each of them all 60.
//
// Greedy wins only about two games in three against random (Discovery is a game of luck
// between weak players), so its test is on the margin: the 95% interval of the paired
// difference of the two bots' scores over 80 games must leave out 0. Over 200 games the
// margin was 8.7 points with a standard deviation of 12.4: a false failure needs the mean of
// 80 to fall more than 4 standard errors short, about once in 100,000 runs.
#include "luarules.h"

#include "load/rulesetloader.h"
#include "play/duel.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <thread>

namespace tw {
namespace {

// `strong` against `weak` over `games` games: the deals of a run from seed 2024, each played
// with the seats both ways, on every core.
DuelResult duel(const std::string &ruleset, const std::string &strong, const std::string &weak, int games)
{
    const std::shared_ptr<const Ruleset> rules = loadRuleset(std::string(TILEWRIGHT_SOURCE_DIR) + "/rulesets/" + ruleset)
                                                     .ruleset;
    SimulationSetup setup;
    setup.games = games / 2;
    setup.jobs = int(std::max(1u, std::thread::hardware_concurrency()));
    setup.match.seed = 2024;
    setup.match.parameters = rules->defaultParameters();
    const DuelResult result = tw::duel([&rules] { return makeGame(rules); }, setup, strong, weak);
    EXPECT_EQ(result.error, "");
    return result;
}

// Expects `strong`'s mean score margin over `weak` to be above 0 with 95% confidence.
void expectMarginAboveZero(const std::string &ruleset, const std::string &strong, const std::string &weak, int games)
{
    const Estimate margin = duel(ruleset, strong, weak, games).margin;
    EXPECT_GT(margin.low, 0) << strong << "'s margin over " << weak << ": " << margin.value << " [" << margin.low
                             << ", " << margin.high << "]";
}

TEST(BotStrength, GreedyBeatsRandomOnDiscovery)
{
    expectMarginAboveZero("discovery", "greedy", "random", 80);
}

// On the other rulesets greedy wins by far more: over 20 games its mean margin was 53.7
// points (standard deviation 8.3) on Land vs Sea, 26.4 (12.7) on Dungeon Expedition, 25.3
// (15.3) on Overworld and 48.5 (11.4) on Grapha Genesis. The game counts below put the
// mean at least 6.5 standard errors above 0 (Overworld's 16 games: 25.3 / (15.3 / 4)), so
// a false failure needs the mean to fall more than 4.5 standard errors short: about once
// in 10,000 runs for Overworld and far less often for the others.
void expectGreedyBeatsRandom(const std::string &ruleset, int games)
{
    expectMarginAboveZero(ruleset, "greedy", "random", games);
}

TEST(BotStrength, GreedyBeatsRandomOnLandVsSea)
{
    expectGreedyBeatsRandom("land-vs-sea", 6);
}

TEST(BotStrength, GreedyBeatsRandomOnDungeonExpedition)
{
    expectGreedyBeatsRandom("dungeon", 20);
}

TEST(BotStrength, GreedyBeatsRandomOnOverworld)
{
    expectGreedyBeatsRandom("overworld", 16);
}

TEST(BotStrength, GreedyBeatsRandomOnGraphaGenesis)
{
    expectGreedyBeatsRandom("grapha-genesis", 6);
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

// Outside Discovery the rollouts win by a few points against much luck, so their tests are
// on the margin over enough games to put it well clear of 0: on Land vs Sea 48 games (about
// 6 s each) gave 13.0 [7.9, 18.2], on Dungeon Expedition 200 games (about 1.3 s each) 5.6
// [3.2, 8.0], means 5.0 and 4.7 standard errors above 0. A change that plays other games
// (a new deal, a bot's other tie) fails them falsely when the mean falls more than 3 and 2.7
// standard errors short: about once in 700 and once in 300 such changes.
void expectRolloutsBeatGreedy(const std::string &ruleset, int games)
{
    expectMarginAboveZero(ruleset, "mcts:4:greedy", "greedy", games);
}

TEST(BotStrength, GreedyRolloutsBeatGreedyOnLandVsSea)
{
    expectRolloutsBeatGreedy("land-vs-sea", 48);
}

TEST(BotStrength, GreedyRolloutsBeatGreedyOnDungeonExpedition)
{
    expectRolloutsBeatGreedy("dungeon", 200);
}

} // namespace
} // namespace tw
