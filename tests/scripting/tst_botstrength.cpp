// The bots' strengths order: on Discovery the greedy bot beats the random one and the MCTS
// bot (100 iterations a move) beats the greedy one, significantly. Each pairing plays
// kGames games, half with each bot in the first seat (the first seat has an advantage), and
// passes when the 95% Wilson interval of the stronger bot's win share (a tie counts half)
// lies above one half, which takes 15 wins of 20. A false failure needs 6 losses in 20: for
// a true win share of 0.95 that happens once in 3,000 runs, for 0.99 (what both pairings
// show over longer runs, see the README) once in 30 million.
#include "luarules.h"

#include "load/rulesetloader.h"
#include "play/balancemetrics.h"
#include "play/match.h"

#include <gtest/gtest.h>

namespace tw {
namespace {

constexpr int kGames = 20;

// The win share of `strong` against `weak` over kGames games, seats swapped every game.
Estimate winShare(const Game &game, const std::string &strong, const std::string &weak)
{
    double wins = 0;
    for (int i = 0; i < kGames; ++i) {
        MatchSetup setup;
        const int seat = i % 2;
        setup.bots = seat == 0 ? std::vector<std::string>{strong, weak} : std::vector<std::string>{weak, strong};
        setup.seed = gameSeed(2024, i / 2);
        const MatchResult r = playMatch(game, setup);
        const int mine = r.scores[seat], theirs = r.scores[1 - seat];
        wins += mine > theirs ? 1 : mine == theirs ? 0.5 : 0;
    }
    return wilsonInterval(wins, kGames);
}

std::unique_ptr<Game> discovery()
{
    return makeGame(loadRuleset(std::string(TILEWRIGHT_SOURCE_DIR) + "/rulesets/discovery").ruleset);
}

TEST(BotStrength, GreedyBeatsRandomOnDiscovery)
{
    const Estimate share = winShare(*discovery(), "greedy", "random");
    EXPECT_GT(share.low, 0.5) << "greedy's win share " << share.value << " [" << share.low << ", " << share.high << "]";
}

TEST(BotStrength, MctsBeatsGreedyOnDiscovery)
{
    const Estimate share = winShare(*discovery(), "mcts:100", "greedy");
    EXPECT_GT(share.low, 0.5) << "MCTS's win share " << share.value << " [" << share.low << ", " << share.high << "]";
}

} // namespace
} // namespace tw
