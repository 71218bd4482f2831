#pragma once

#include "engine/game.h"
#include "play/bot.h"
#include "util/rng.h"

#include <vector>

namespace tw {

// A rollout search over the greedy bot (policy improvement on it): the greedy bot's
// kCandidates best actions of the decision (by its own gains, looking through the
// player's follow-up decisions of the turn) are compared by what follows them.
//
// Each iteration takes one determinization of the view and tries every candidate on it
// with the same chance outcomes and tie breaks (common random numbers, so the candidates
// differ only by their own effect): it applies the candidate, then lets every seat play
// the one-step greedy policy (the action with the best immediate gain in worth, ties at
// random), sampling chance outcomes by their weights, until the deciding player comes to
// decide for the N-th time after other players decided or a new turn began (N: the rules'
// bots.rollout_turns, 2 unless they say otherwise), or the game ends, and takes the deciding
// player's margin in worth there (playerMargins: over the best rival, in the ruleset's
// `evaluate` where it has one, else the score).
//
// The answer is the candidate with the best mean margin over the iterations, the earlier one
// of equals: the greedy bot's own pick unless another one did better.
class RolloutSearch
{
public:
    static constexpr int kCandidates = 4;

    // Ranks the candidates of `view`'s decision (one greedy evaluation), equal gains in an
    // order drawn from `rng`, so the first candidate is the greedy bot's pick.
    RolloutSearch(const Game &game, const GameState &view, Rng &rng);

    // True when there is nothing to search: a single candidate.
    bool decided() const { return m_candidates.size() == 1; }
    // Tries every candidate on `sample`, a determinization of the view (left unchanged).
    void iterate(GameState &sample, Rng &rng);
    // The candidate chosen as described above, as an index into the legal actions.
    std::size_t best() const;

private:
    struct Candidate
    {
        std::size_t index;  // into the legal actions
        double margins = 0; // summed over the iterations
    };

    // Plays `state` on as described above and returns `player`'s margin at the end.
    double rollout(GameState &state, int player, Rng &rng);
    std::size_t oneStepGreedy(const GameState &state, Rng &rng);

    const Game &m_game;
    GreedyBot m_greedy;
    std::vector<Candidate> m_candidates;
    std::vector<std::size_t> m_ties;
    std::vector<double> m_worth, m_margins;
};

} // namespace tw
