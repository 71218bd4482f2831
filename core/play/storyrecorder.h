#pragma once

#include "play/balancemetrics.h"
#include "state/gamestate.h"

#include <cstdint>
#include <vector>

namespace tw {

// Follows a game action by action and tells its story (GameStory): lead changes, when the
// lead was settled (a tie for first never was: at the end), whether and how far a winner
// trailed (in a tie, any of the tied), real decisions, unplaceable
// draws, points per scoring reason and per tile type placed. An unplaceable draw is a tile discarded
// once play has begun (after the first turn started), or a note of a choice declared `unplaceable` (a draw that fit
// nowhere and was not a tile).
//
// The lead is read from the standings the caller gives when it asks (after each action a
// player takes and at the end): the scores, or in a game scored at its end the scores as if
// it ended now. It passes when the leaders become players of whom
// none led: a tie joining the leaders does not take it, so a team sharing its score leads
// as one; at the start, when all are level, nobody has it yet. A placement is owed the
// points scored from it to the next placement; those from the game's last placement on are
// owed to no tile, as they hold the end scoring (and, as the two cannot be told apart, that
// placement's own).
class StoryRecorder
{
public:
    StoryRecorder(const Ruleset &rules, int players);
    // Before the action answering the state's decision is applied.
    void beforeAction(const GameState &state);
    // After it was applied: reads the events it recorded.
    void afterAction(const GameState &state);
    // Who leads now by `standings` (per player: the score, or what the player would have if
    // the game ended now).
    void readLead(const GameState &state, const std::vector<long long> &standings);
    // The story once the game is over.
    GameStory finish(const GameState &state);

private:
    GameStory m_story;
    const Ruleset &m_rules;
    int m_players;
    std::uint32_t m_lead = 0;                             // the leaders (bits) the lead was last taken by
    bool m_inPlay = false;                                // a turn has started: set-up is over
    int m_lastPlaced = -1;                                // the tile type placed last
    long long m_pointsSincePlacement = 0;                 // owed to m_lastPlaced once another is placed
    std::vector<long long> m_deficit;                     // per player: the most it was behind the leader
    std::vector<std::pair<int, std::uint32_t>> m_leaders; // (turn, leaders as bits) at each change
};

} // namespace tw
