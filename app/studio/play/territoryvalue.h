#pragma once

#include "state/gamestate.h"

#include <QString>

#include <cstdint>
#include <exception>
#include <functional>
#include <map>
#include <optional>

namespace tw {

class Game;

// What a territory (the feature of a segment on board 0) would score now, asked of the
// ruleset through its territory_score query hook (docs/lua-api.md, "Query hooks"). A
// ruleset without the hook gets no values: the studio shows size and state only.
class TerritoryValuer
{
public:
    explicit TerritoryValuer(const Game *game = nullptr) { setGame(game); }

    void setGame(const Game *game);
    // Called when the hook fails (the value is then unknown); once per state and feature.
    void setFailureHandler(std::function<void(const std::exception &)> handler) { m_onFailure = std::move(handler); }
    bool canValue() const { return m_game && m_hasHook; }
    std::optional<int> value(const GameState &state, int segment) const;

private:
    const Game *m_game = nullptr;
    bool m_hasHook = false;
    std::function<void(const std::exception &)> m_onFailure;
    mutable std::uint64_t m_cachedHash = 0;
    mutable std::map<int, std::optional<int>> m_cache; // feature root -> value
};

// Whether the choice's first declared argument is a segment, a piece or a cell: its
// options are markers on the board.
bool marksBoard(const Ruleset &rules, int choice);
// Whether the choice's first declared argument is a card: its options are cards in the hand.
bool namesCard(const Ruleset &rules, int choice);

// "Mountain: 3 tiles, open, Port city x2; Red's Follower" for the feature of `segment`.
QString featureSummary(const GameState &state, int board, int segment);
QString terrainName(const Ruleset &rules, int terrain);

} // namespace tw
