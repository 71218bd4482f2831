#include "rolloutsearch.h"

#include "play/mctsbot.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace tw {

RolloutSearch::RolloutSearch(const Game &game, const GameState &view, Rng &rng)
    : m_game(game)
{
    const std::vector<long long> gains = m_greedy.gains(game, view);
    std::vector<std::size_t> order(gains.size());
    std::iota(order.begin(), order.end(), std::size_t(0));
    for (std::size_t i = order.size(); i > 1; --i) // equal gains in random order, as greedy breaks ties
        std::swap(order[i - 1], order[rng.below(std::uint32_t(i))]);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return gains[a] > gains[b]; });
    order.resize(std::min<std::size_t>(order.size(), kCandidates));
    for (std::size_t i : order)
        m_candidates.push_back({i});
}

void RolloutSearch::iterate(GameState &sample, Rng &rng)
{
    const int player = sample.currentPlayer();
    const Rng shared(rng.next());
    double first = 0;
    for (Candidate &candidate : m_candidates) {
        GameState state = sample;
        Rng same = shared;
        m_game.apply(state, m_game.legalActions(state)[candidate.index]);
        const double margin = rollout(state, player, same);
        if (&candidate == &m_candidates.front())
            first = margin;
        candidate.gain += margin - first;
        candidate.gainSquares += (margin - first) * (margin - first);
    }
    ++m_iterations;
}

double RolloutSearch::rollout(GameState &state, int player, Rng &rng)
{
    int returns = 0, lastTurn = state.turn();
    bool othersDecided = false;
    while (!state.isOver()) {
        const Decision &d = state.decision();
        std::size_t pick = 0;
        if (d.kind == DecisionKind::Chance) {
            pick = pickChance(d, rng);
        } else {
            if (d.player != player) {
                othersDecided = true;
            } else if (othersDecided || state.turn() != lastTurn) {
                othersDecided = false;
                lastTurn = state.turn();
                if (++returns == kRolloutTurns)
                    break;
            }
            if (d.options.size() > 1)
                pick = oneStepGreedy(state, rng);
        }
        const Action action = d.options[pick]; // a copy: applying replaces the decision
        m_game.apply(state, action);
    }
    playerMargins(m_game, state, m_worth, m_margins);
    return m_margins[player];
}

std::size_t RolloutSearch::best() const
{
    const double n = m_iterations;
    std::size_t best = 0;
    double bestMean = 0;
    for (std::size_t i = 1; i < m_candidates.size(); ++i) {
        const Candidate &c = m_candidates[i];
        const double mean = n > 0 ? c.gain / n : 0;
        if (mean <= bestMean)
            continue;
        if (n > 1) {
            const double variance = std::max(0.0, (c.gainSquares - n * mean * mean) / (n - 1));
            if (mean <= kStandardErrors * std::sqrt(variance / n))
                continue;
        }
        best = i;
        bestMean = mean;
    }
    return m_candidates[best].index;
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
