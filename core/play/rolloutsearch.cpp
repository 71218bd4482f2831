#include "rolloutsearch.h"

#include "play/mctsbot.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace tw {

RolloutSearch::RolloutSearch(const Game &game, const GameState &view)
    : m_game(game)
{
    const std::vector<long long> gains = m_greedy.gains(game, view);
    std::vector<std::size_t> order(gains.size());
    std::iota(order.begin(), order.end(), std::size_t(0));
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return gains[a] > gains[b]; });
    order.resize(std::min<std::size_t>(order.size(), kCandidates));
    for (std::size_t i : order)
        m_candidates.push_back({i});
}

void RolloutSearch::iterate(GameState &sample, Rng &rng)
{
    const int player = sample.currentPlayer();
    Candidate &candidate = m_candidates[select()];
    m_game.apply(sample, m_game.legalActions(sample)[candidate.index]);
    for (int decisions = 0; decisions < kRolloutDecisions && !sample.isOver();) {
        const Decision &d = sample.decision();
        std::size_t pick = 0;
        if (d.kind == DecisionKind::Chance) {
            pick = pickChance(d, rng);
        } else {
            if (d.options.size() > 1)
                pick = oneStepGreedy(sample, rng);
            ++decisions;
        }
        const Action action = d.options[pick]; // a copy: applying replaces the decision
        m_game.apply(sample, action);
    }
    marginRewards(m_game, sample, m_worth, m_rewards);
    candidate.reward += m_rewards[player];
    ++candidate.visits;
    ++m_tries;
}

std::size_t RolloutSearch::best() const
{
    std::size_t best = 0;
    for (std::size_t i = 1; i < m_candidates.size(); ++i) {
        const Candidate &c = m_candidates[i], &b = m_candidates[best];
        if (c.visits > b.visits || (c.visits == b.visits && c.reward > b.reward))
            best = i;
    }
    return m_candidates[best].index;
}

// UCB1 with MctsBot's exploration constant; an untried candidate first, in the greedy order.
std::size_t RolloutSearch::select() const
{
    std::size_t best = 0;
    double bestScore = -std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < m_candidates.size(); ++i) {
        const Candidate &c = m_candidates[i];
        if (c.visits == 0)
            return i;
        const double score = c.reward / c.visits + MctsBot::kExploration * std::sqrt(std::log(double(m_tries)) / c.visits);
        if (score > bestScore) {
            bestScore = score;
            best = i;
        }
    }
    return best;
}

std::size_t RolloutSearch::oneStepGreedy(const GameState &state, Rng &rng)
{
    const std::vector<long long> gains = m_greedy.gains(m_game, state, 0);
    const long long top = *std::max_element(gains.begin(), gains.end());
    m_ties.clear();
    for (std::size_t i = 0; i < gains.size(); ++i)
        if (gains[i] == top)
            m_ties.push_back(i);
    return m_ties[rng.below(std::uint32_t(m_ties.size()))];
}

} // namespace tw
