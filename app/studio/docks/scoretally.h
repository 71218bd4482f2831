#pragma once

#include "log/gamelog.h"

#include <vector>

namespace tw {

// Scores read back from a game log's ScoreChanged events.
struct ScoreTally
{
    struct Point
    {
        int turn = 0;  // from the latest TurnStarted event (0 before the first)
        int total = 0; // the player's total after the change
    };

    // [player][reason]: the sum of the deltas per reason of Ruleset::reasons; the extra
    // last column holds changes with no (or an unknown) reason.
    std::vector<std::vector<int>> byReason;
    // [player]: (0, 0), then one point per score change of that player.
    std::vector<std::vector<Point>> curve;
    int lastTurn = 0;
};

// The scores after the first `actions` actions of the log (all of them when -1). With
// `sides` (per player: its side, GameState::sides) a change is every teammate's, as
// teammates share one score.
ScoreTally tallyScores(const GameLog &log, int players, int reasons, int actions = -1, const std::vector<int> &sides = {});

} // namespace tw
