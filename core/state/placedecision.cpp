// A placement decision: asked with its options listed, or for one-cell tiles on the
// frontier unlisted, then listed on first use, counted and sampled without the list.
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
    const bool unlisted = std::all_of(tiles.begin(), tiles.end(),
                                      [&](int tile) { return b.placesOnFrontier(tile, rule); });
    thread_local std::vector<Action> options;
    options.clear();
    std::vector<int> offered;
    for (int tile : tiles) {
        if (std::find(offered.begin(), offered.end(), tile) != offered.end())
            continue; // two copies of a tile in hand are one choice
        if (unlisted) {
            if (b.hasLegalPlacement(tile, rule))
                offered.push_back(tile);
            continue;
        }
        const std::size_t listed = options.size();
        appendPlacements(b, tile, rule, options);
        if (options.size() > listed)
            offered.push_back(tile);
    }
    if (offered.empty())
        return false;
    resetDecision(DecisionKind::Place, player, continuation);
    m_decision.tiles = std::move(offered);
    m_decision.board = board;
    m_decision.rule = std::move(rule);
    m_decision.unlisted = unlisted;
    m_decision.options.swap(options); // both keep their capacity: no copy, no allocation
    return true;
}

void GameState::listPlacements() const
{
    m_decision.unlisted = false;
    m_decision.options.clear();
    for (int tile : m_decision.tiles)
        appendPlacements(*m_boards[m_decision.board], tile, m_decision.rule, m_decision.options);
}

bool GameState::offersChoice() const
{
    const Decision &d = m_decision;
    if (!d.unlisted)
        return d.options.size() > 1;
    if (d.tiles.size() > 1)
        return true; // each offered tile has a legal spot
    const Board &b = *m_boards[d.board];
    const int tile = d.tiles.front();
    const int orientations = int(m_rules->tiles[tile].orientations.size());
    int found = 0;
    for (std::size_t i = 0; i < b.frontier().size(); ++i)
        for (int o = 0; o < orientations; ++o)
            if (b.frontierFits(tile, i, o, d.rule) && ++found > 1)
                return true;
    return false;
}

std::optional<Action> GameState::samplePlacement(Rng &rng, int tries) const
{
    const Decision &d = m_decision;
    if (!d.unlisted)
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
