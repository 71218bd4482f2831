#include "storyrecorder.h"

#include <algorithm>
#include <bit>

namespace tw {

StoryRecorder::StoryRecorder(const Ruleset &rules, int players)
    : m_rules(rules)
    , m_players(players)
    , m_deficit(std::size_t(players), 0)
{
    m_story.reasonPoints.assign(rules.reasons.size(), 0);
    m_story.placements.assign(rules.tiles.size(), 0);
    m_story.placementPoints.assign(rules.tiles.size(), 0);
}

void StoryRecorder::beforeAction(const GameState &state)
{
    if (state.askedDecision().kind != DecisionKind::Chance && state.offersChoice())
        ++m_story.decisions;
}

void StoryRecorder::afterAction(const GameState &state)
{
    for (const Event &e : state.events()) {
        if (e.kind == EventKind::TilePlaced && e.player >= 0 && e.a >= 0 && e.a < int(m_story.placements.size())) {
            if (m_lastPlaced >= 0)
                m_story.placementPoints[std::size_t(m_lastPlaced)] += m_pointsSincePlacement;
            m_pointsSincePlacement = 0;
            m_lastPlaced = e.a;
            ++m_story.placements[std::size_t(e.a)];
        } else if (e.kind == EventKind::TurnStarted) {
            m_inPlay = true;
        } else if (e.kind == EventKind::TileDiscarded) {
            m_story.unplaceable += m_inPlay; // not a tile set-up puts back in the box
        } else if (e.kind == EventKind::Note) {
            if (e.label >= 0 && e.label < int(m_rules.choices.size()) && m_rules.choices[std::size_t(e.label)].unplaceable)
                ++m_story.unplaceable;
        } else if (e.kind == EventKind::ScoreChanged) {
            if (e.label >= 0 && e.label < int(m_story.reasonPoints.size()))
                m_story.reasonPoints[std::size_t(e.label)] += e.a;
            m_pointsSincePlacement += e.a;
        }
    }
}

void StoryRecorder::readLead(const GameState &state, const std::vector<long long> &standings)
{
    const long long best = *std::max_element(standings.begin(), standings.end());
    std::uint32_t leaders = 0;
    for (int p = 0; p < m_players; ++p) {
        if (standings[std::size_t(p)] == best)
            leaders |= 1u << p;
        m_deficit[std::size_t(p)] = std::max(m_deficit[std::size_t(p)], best - standings[std::size_t(p)]);
    }
    if (!state.isOver() && leaders != (1u << m_players) - 1)
        m_story.leadSeen = true;
    if ((leaders & m_lead) == 0) {
        if (m_lead != 0)
            ++m_story.leadChanges;
        m_lead = leaders;
    } else {
        m_lead &= leaders; // those still ahead keep the lead; one who drew level does not take it
    }
    if (m_leaders.empty() || m_leaders.back().second != leaders)
        m_leaders.emplace_back(state.turn(), leaders);
}

GameStory StoryRecorder::finish(const GameState &state)
{
    std::uint32_t winners = 0;
    int best = state.score(0);
    for (int p = 1; p < m_players; ++p)
        best = std::max(best, state.score(p));
    for (int p = 0; p < m_players; ++p) {
        if (state.score(p) == best) {
            winners |= 1u << p;
            m_story.winnerDeficit = std::max(m_story.winnerDeficit, m_deficit[std::size_t(p)]);
            m_story.winnerTrailed = m_story.winnerDeficit > 0;
        }
    }
    m_story.sides = state.sides();
    // Settled from the change after the last moment no winner led; a tie for first (winners
    // of more than one side) never was: settled at the end.
    m_story.decidedAtTurn = 0;
    for (std::size_t i = 0; i < m_leaders.size(); ++i) {
        if ((m_leaders[i].second & winners) == 0)
            m_story.decidedAtTurn = i + 1 < m_leaders.size() ? m_leaders[i + 1].first : state.turn();
    }
    for (int p = 0; p < m_players; ++p)
        if ((winners >> p & 1u) && m_story.sides[std::size_t(p)] != m_story.sides[std::size_t(std::countr_zero(winners))])
            m_story.decidedAtTurn = state.turn();
    return m_story;
}

} // namespace tw
