#include "rolloutsearch.h"

#include "play/mctsbot.h"

#include <algorithm>
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
    for (Candidate &candidate : m_candidates) {
        GameState state = sample;
        Rng same = shared;
        m_game.apply(state, m_game.legalActions(state)[candidate.index]);
        candidate.margins += rollout(state, player, same);
    }
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
                if (++returns == m_game.rules().bots.rolloutTurns)
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
    std::size_t best = 0;
    for (std::size_t i = 1; i < m_candidates.size(); ++i)
        if (m_candidates[i].margins > m_candidates[best].margins)
            best = i;
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
