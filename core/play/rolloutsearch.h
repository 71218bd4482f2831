#pragma once

#include "engine/game.h"
#include "play/bot.h"
#include "util/rng.h"

#include <vector>

namespace tw {

// A rollout search over the greedy bot (policy improvement on it): the greedy bot's
// kCandidates best actions of the decision (by its own gains, looking through the
// player's follow-up decisions of the turn) are each tried on determinizations of the
// view, chosen by UCB1 (untried ones first, in the greedy order). A try applies the action,
// then lets every seat play the one-step greedy policy (the action with the best immediate
// gain in worth, ties at random) for kRolloutDecisions more decisions with a choice,
// sampling chance outcomes by their weights, and values the position for the deciding
// player by the same margin reward as MctsBot. The answer is the candidate tried most.
//
// Against players who play like the greedy bot, the rollouts model their replies, so the
// search prefers the greedy candidates that leave the best margin after them; with few
// tries it falls back on the greedy order.
class RolloutSearch
{
public:
    static constexpr int kCandidates = 4;
    static constexpr int kRolloutDecisions = 2;

    // Ranks the candidates of `view`'s decision (one greedy evaluation).
    RolloutSearch(const Game &game, const GameState &view);

    // True when there is nothing to search: a single candidate.
    bool decided() const { return m_candidates.size() == 1; }
    // One try on `sample`, a determinization of the view that the try changes.
    void iterate(GameState &sample, Rng &rng);
    // The candidate tried most (the better mean on a tie), as an index into the legal actions.
    std::size_t best() const;

private:
    struct Candidate
    {
        std::size_t index; // into the legal actions
        double reward = 0; // summed
        int visits = 0;
    };

    std::size_t select() const;
    std::size_t oneStepGreedy(const GameState &state, Rng &rng);

    const Game &m_game;
    GreedyBot m_greedy;
    std::vector<Candidate> m_candidates;
    int m_tries = 0;
    std::vector<std::size_t> m_ties;
    std::vector<double> m_worth, m_rewards;
};

} // namespace tw
