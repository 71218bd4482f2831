// A placement decision: asked unlisted with its spots counted up to two, listed on first
// use; for one-cell tiles on the frontier also sampled and checked without the list. And
// listing any unlisted decision.
#include "gamestate.h"

#include <algorithm>

namespace tw {

namespace {
// Appends the legal placements of `tile` on `board` as Place actions.
void appendPlacements(const Board &board, int tile, const PlaceRule &rule, std::vector<Action> &options)
{
    thread_local std::vector<Placement> spots;
    spots.clear();
    board.legalPlacements(tile, spots, rule);
    for (const Placement &p : spots)
        options.push_back({ActionKind::Place, std::int16_t(tile), p.at.x, p.at.y, p.orientation});
}
} // namespace

bool GameState::askPlace(int player, int board, const std::vector<int> &tiles, int continuation, PlaceRule rule)
{
    const Board &b = *m_boards[board];
    thread_local std::vector<int> offered; // copied into the decision, whose capacity stays
    offered.clear();
    int spots = 0; // up to two per tile: enough to tell a real choice
    for (int tile : tiles) {
        if (std::find(offered.begin(), offered.end(), tile) != offered.end())
            continue; // two copies of a tile in hand are one choice
        const int found = b.countLegalPlacements(tile, 2, rule);
        if (found > 0)
            offered.push_back(tile);
        spots += found;
    }
    if (offered.empty())
        return false;
    const bool onFrontier = std::all_of(offered.begin(), offered.end(),
                                        [&](int tile) { return b.placesOnFrontier(tile, rule); });
    resetDecision(DecisionKind::Place, player, continuation);
    m_decision.tiles.assign(offered.begin(), offered.end());
    m_decision.board = board;
    m_decision.rule = std::move(rule);
    m_decision.unlisted = true;
    m_decision.onFrontier = onFrontier;
    m_decision.severalSpots = spots > 1;
    return true;
}

void GameState::listOptions() const
{
    m_decision.unlisted = false;
    m_decision.onFrontier = false;
    m_decision.severalSpots = false; // the list tells from now on
    m_decision.options.clear();
    if (m_decision.kind == DecisionKind::Chance)
        return listDraws();
    for (int tile : m_decision.tiles)
        appendPlacements(*m_boards[m_decision.board], tile, m_decision.rule, m_decision.options);
}

bool GameState::offersChoice() const
{
    if (!m_decision.unlisted)
        return m_decision.options.size() > 1;
    if (m_decision.kind == DecisionKind::Chance)
        return (*m_zones)[zoneSlot(m_decision.zone, m_decision.player)].distinct().size() > 1;
    return m_decision.severalSpots;
}

std::optional<Action> GameState::samplePlacement(Rng &rng, int tries) const
{
    const Decision &d = m_decision;
    if (!d.unlisted || !d.onFrontier)
        return std::nullopt;
    const Board &b = *m_boards[d.board];
    std::uint32_t orientations = 0;
    for (int tile : d.tiles)
        orientations += std::uint32_t(m_rules->tiles[tile].orientations.size());
    const std::uint32_t cells = std::uint32_t(b.frontier().size());
    for (int i = 0; i < tries; ++i) {
        const std::uint32_t r = rng.below(cells * orientations);
        const std::uint32_t cell = r / orientations;
        int orientation = int(r % orientations);
        std::size_t t = 0;
        while (orientation >= int(m_rules->tiles[d.tiles[t]].orientations.size()))
            orientation -= int(m_rules->tiles[d.tiles[t++]].orientations.size());
        if (b.frontierFits(d.tiles[t], cell, orientation, d.rule)) {
            const Coord at = b.frontier()[cell];
            return Action{ActionKind::Place, std::int16_t(d.tiles[t]), at.x, at.y, orientation};
        }
    }
    return std::nullopt;
}

} // namespace tw
