#pragma once

#include "play/bot.h"

#include <memory>
#include <string>
#include <vector>

namespace tw {

// Monte Carlo tree search (UCT) over determinizations of the seat's view.
//
// Before searching, every root action gets one visit valued by the position right after it,
// so that a decision with more actions than the budget has iterations (a placement among
// hundreds) starts from the promising ones rather than from a random few.
//
// Each iteration deals the unseen items of the view at random (GameState::sampledView),
// walks the tree from the root choosing by UCB1, samples chance outcomes by their weights
// (pickChance), adds one node, then plays on with uniformly random actions until the game
// ends or kPlayoutDepth more actions have been played. The result is valued for every
// player by their margin over the best other player (team mates sharing a score are not
// rivals) in the ruleset's `evaluate(g, player)` hook where it has one, else in the score:
// reward = (1 + tanh(margin / kMarginScale)) / 2, in [0, 1]. Every decision node keeps its
// children's rewards from the point of view of the player deciding there (max^n, the
// usual multi-player UCT), so opponents are modelled as playing for themselves.
//
// The tree is shared by all determinizations: a node's children are keyed by action, and
// UCB1 counts a child's availability (the iterations in which it was legal) in place of
// the parent's visits, so actions that only some samples allow are not favoured
// (single-observer information-set MCTS).
//
// The move played is the root child visited most. With an iteration budget, the choice
// depends only on the view and the rng (reproducible per seed); with a time budget the
// number of iterations depends on the machine's speed, so it is not reproducible.
class MctsBot : public Bot
{
public:
    // UCB1's exploration constant c in mean + c * sqrt(ln(available) / visits), for rewards
    // in [0, 1]; sqrt(2) is the textbook value, a smaller one searches the promising moves
    // deeper at small budgets.
    static constexpr double kExploration = 0.7;
    // Actions played at random after leaving the tree before the position is valued.
    static constexpr int kPlayoutDepth = 8;
    // The margin (in points, or in the units of the ruleset's `evaluate` where it has one) at
    // which a reward is about 0.88 or 0.12.
    static constexpr double kMarginScale = 10.0;
    static constexpr int kDefaultIterations = 1000;

    // How long to search for each decision.
    struct Budget
    {
        int iterations = kDefaultIterations; // used when seconds is 0
        double seconds = 0;                  // > 0: search for this long instead
        // Search by RolloutSearch (the greedy bot's best few actions, each valued by short
        // greedy rollouts) instead of UCT; an iteration is one determinization, on which
        // every candidate is rolled out.
        bool greedyRollouts = false;
    };

    MctsBot();
    explicit MctsBot(Budget budget);

    // "mcts" (kDefaultIterations), "mcts:N" (N iterations, N >= 1) or "mcts:Xs" (X seconds,
    // X > 0, decimals allowed), and "mcts:N:greedy" or "mcts:Xs:greedy" for greedy rollouts;
    // nullptr for anything else.
    static std::unique_ptr<MctsBot> fromSpec(const std::string &spec);

    // The spec that makes this bot again ("mcts", "mcts:300", "mcts:2s", "mcts:16:greedy").
    std::string name() const override;
    bool thinksLong() const override { return true; }
    bool repeatable() const override { return m_budget.seconds == 0; }

protected:
    std::size_t pick(const Game &game, const GameState &view, Rng &rng) override;

private:
    Budget m_budget;
};

// margins[p]: player p's margin over the best rival (team mates sharing a score are not
// rivals) in worth, the ruleset's `evaluate(g, p)` where it has one, else the score; for a
// player without rivals (a solo game), their worth. `worth` is scratch.
void playerMargins(const Game &game, const GameState &state, std::vector<double> &worth, std::vector<double> &margins);
// rewards[p]: player p's margin (playerMargins) squashed into [0, 1] as
// (1 + tanh(margin / MctsBot::kMarginScale)) / 2. `worth` is scratch.
void marginRewards(const Game &game, const GameState &state, std::vector<double> &worth, std::vector<double> &rewards);

} // namespace tw
