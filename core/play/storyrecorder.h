#pragma once

#include "play/balancemetrics.h"
#include "state/gamestate.h"

#include <cstdint>
#include <vector>

namespace tw {

// Follows a game action by action and tells its story (GameStory): lead changes, when the
// lead was settled, whether a winner trailed, real decisions, unplaceable tiles, points
// per scoring reason and per tile type placed. A placement is owed the points scored from it
// to the next placement; those from the game's last placement on are owed to no tile, as
// they hold the end scoring (and, as the two cannot be told apart, that placement's own).
class StoryRecorder
{
public:
    StoryRecorder(const Ruleset &rules, int players);
    // Before the action answering the state's decision is applied.
    void beforeAction(const GameState &state);
    // After it was applied: reads the events it recorded and the scores.
    void afterAction(const GameState &state);
    // The story once the game is over.
    GameStory finish(const GameState &state);

private:
    GameStory m_story;
    int m_players;
    int m_soleLeader = -1;
    int m_lastPlaced = -1;                                // the tile type placed last
    long long m_pointsSincePlacement = 0;                 // owed to m_lastPlaced once another is placed
    std::vector<bool> m_trailed;                          // per player: was behind the leader at some point
    std::vector<std::pair<int, std::uint32_t>> m_leaders; // (turn, leaders as bits) at each change
};

} // namespace tw
