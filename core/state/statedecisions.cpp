// The decision a state asks next: a new turn, a draw from a zone (counted and sampled
// from its tally without listing), a die roll, a player's choice among options, the end.
// Placement decisions are in placedecision.cpp.
#include "gamestate.h"

#include <stdexcept>

namespace tw {

void GameState::startTurn(int player)
{
    ++m_turn;
    m_decision.player = player;
    record({EventKind::TurnStarted, std::int8_t(player), -1, m_turn});
}

Decision GameState::takeDecision()
{
    Decision answered;
    answered.kind = m_decision.kind;
    answered.player = m_decision.player;
    answered.continuation = m_decision.continuation;
    answered.zone = m_decision.zone;
    answered.die = m_decision.die;
    answered.board = m_decision.board;
    answered.rule = std::move(m_decision.rule);
    resetDecision(DecisionKind::None, m_decision.player, -1);
    return answered;
}

void GameState::resetDecision(DecisionKind kind, int player, int continuation)
{
    // Clearing (not replacing) keeps the option vectors' capacity from action to action.
    m_decision.options.clear();
    m_decision.weights.clear();
    m_decision.kind = kind;
    m_decision.player = player;
    m_decision.continuation = continuation;
    m_decision.zone = -1;
    m_decision.die = -1;
    m_decision.tiles.clear();
    m_decision.board = 0;
    m_decision.rule = {};
    m_decision.unlisted = false;
    m_decision.onFrontier = false;
    m_decision.severalSpots = false;
}

void GameState::askDraw(int player, int zone, int continuation)
{
    resetDecision(DecisionKind::Chance, player, continuation);
    m_decision.zone = zone;
    m_decision.unlisted = true;
    if ((*m_zones)[zoneSlot(zone, player)].empty())
        listOptions(); // nothing to draw: the flow's error names it
}

void GameState::listDraws() const
{
    // One option per distinct item, in order of first appearance, weighted by its count:
    // the zone's tally (see Zone).
    Decision &d = m_decision;
    const Zone &z = (*m_zones)[zoneSlot(d.zone, d.player)];
    d.options.resize(z.distinct().size());
    for (std::size_t i = 0; i < z.distinct().size(); ++i)
        d.options[i] = {ActionKind::Draw, std::int16_t(d.zone), z.distinct()[i]};
    d.weights.assign(z.counts().begin(), z.counts().end());
}

std::optional<Action> GameState::sampleDraw(Rng &rng) const
{
    const Decision &d = m_decision;
    if (!d.unlisted || d.kind != DecisionKind::Chance)
        return std::nullopt;
    const Zone &z = (*m_zones)[zoneSlot(d.zone, d.player)];
    std::uint32_t r = rng.below(std::uint32_t(z.size())); // the counts add up to the size
    std::size_t i = 0;
    while (r >= std::uint32_t(z.counts()[i]))
        r -= std::uint32_t(z.counts()[i++]);
    return Action{ActionKind::Draw, std::int16_t(d.zone), z.distinct()[i]};
}

void GameState::askRoll(int player, int die, int continuation)
{
    resetDecision(DecisionKind::Chance, player, continuation);
    m_decision.die = die;
    for (int face = 1; face <= m_rules->dice[die].faces; ++face) {
        m_decision.options.push_back({ActionKind::Roll, std::int16_t(die), face});
        m_decision.weights.push_back(1);
    }
}

void GameState::askChoice(int player, int continuation)
{
    resetDecision(DecisionKind::Choice, player, continuation);
}

void GameState::addOption(const Action &option)
{
    if (m_decision.kind != DecisionKind::Choice)
        throw std::logic_error("an option can only be added to a choice");
    m_decision.options.push_back(option);
    m_decision.options.back().kind = ActionKind::Option;
}

void GameState::endGame()
{
    resetDecision(DecisionKind::Over, -1, -1);
    record({EventKind::GameEnded, -1, -1, m_turn});
}

} // namespace tw
