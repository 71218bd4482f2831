// The bots' strengths order: the greedy bot beats the random one on every ruleset, and on
// Discovery the MCTS bot (100 iterations a move) and the greedy rollouts (`mcts:1:greedy`)
// beat the greedy one, significantly. On Land vs Sea, Dungeon Expedition and Overworld the
// rollouts beat greedy too, but over more games than fit a unit test's time (their games
// take seconds to a minute each, and Dungeon Expedition's margin of a few points needs a
// hundred games to show against its luck), so the README's strength table records their
// `duel` figures. Each pairing plays an
// even number of games, half with each bot in the first seat (the first seat has an
// advantage).
//
// MCTS or the rollouts against greedy pass when the 95% Wilson interval of the win share (a
// tie counts half) over 20 games lies above one half: 15 wins of 20. A false failure needs 6
// losses: for a true win share of 0.95 once in 3,000 runs, for 0.99 once in 30 million; 60
// games gave each of them all 60.
//
// Greedy wins only about two games in three against random (Discovery is a game of luck
// between weak players), so its test is on the margin: the 95% interval of the paired
// difference of the two bots' scores over 80 games must leave out 0. Over 200 games the
// margin was 8.7 points with a standard deviation of 12.4: a false failure needs the mean of
// 80 to fall more than 4 standard errors short, about once in 100,000 runs.
#include "luarules.h"

#include "load/rulesetloader.h"
#include "play/balancemetrics.h"
#include "play/match.h"

#include <gtest/gtest.h>

namespace tw {
namespace {

struct Duel
{
    Estimate winShare; // of the strong bot, Wilson
    Estimate margin;   // the strong bot's score minus the weak one's, paired
};

// `strong` against `weak` over `games` games, seats swapped every game.
Duel duel(const Game &game, const std::string &strong, const std::string &weak, int games)
{
    double wins = 0;
    std::vector<double> weakScores, strongScores;
    for (int i = 0; i < games; ++i) {
        MatchSetup setup;
        const int seat = i % 2;
        setup.bots = seat == 0 ? std::vector<std::string>{strong, weak} : std::vector<std::string>{weak, strong};
        setup.seed = gameSeed(2024, i / 2);
        const MatchResult r = playMatch(game, setup);
        const int mine = r.scores[seat], theirs = r.scores[1 - seat];
        wins += mine > theirs ? 1 : mine == theirs ? 0.5 : 0;
        strongScores.push_back(mine);
        weakScores.push_back(theirs);
    }
    return {wilsonInterval(wins, games), pairedDifference(weakScores, strongScores)};
}

std::unique_ptr<Game> load(const std::string &ruleset)
{
    return makeGame(loadRuleset(std::string(TILEWRIGHT_SOURCE_DIR) + "/rulesets/" + ruleset).ruleset);
}

TEST(BotStrength, GreedyBeatsRandomOnDiscovery)
{
    const Estimate margin = duel(*load("discovery"), "greedy", "random", 80).margin;
    EXPECT_GT(margin.low, 0) << "greedy's margin " << margin.value << " [" << margin.low << ", " << margin.high << "]";
}

// On the other rulesets greedy wins by far more: over 20 games its mean margin was 53.7
// points (standard deviation 8.3) on Land vs Sea, 26.4 (12.7) on Dungeon Expedition, 25.3
// (15.3) on Overworld and 48.5 (11.4) on Grapha Genesis. The game counts below put the
// mean at least 6.5 standard errors above 0 (Overworld's 16 games: 25.3 / (15.3 / 4)), so
// a false failure needs the mean to fall more than 4.5 standard errors short: about once
// in 10,000 runs for Overworld and far less often for the others.
void expectGreedyBeatsRandom(const std::string &ruleset, int games)
{
    const Estimate margin = duel(*load(ruleset), "greedy", "random", games).margin;
    EXPECT_GT(margin.low, 0) << "greedy's margin " << margin.value << " [" << margin.low << ", " << margin.high << "]";
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
    const Estimate share = duel(*load("discovery"), "mcts:100", "greedy", 20).winShare;
    EXPECT_GT(share.low, 0.5) << "MCTS's win share " << share.value << " [" << share.low << ", " << share.high << "]";
}

TEST(BotStrength, GreedyRolloutsBeatGreedyOnDiscovery)
{
    const Estimate share = duel(*load("discovery"), "mcts:1:greedy", "greedy", 20).winShare;
    EXPECT_GT(share.low, 0.5) << "the rollouts' win share " << share.value << " [" << share.low << ", " << share.high << "]";
}

} // namespace
} // namespace tw
