#pragma once

#include "engine/game.h"
#include "log/gamelog.h"

#include <functional>
#include <optional>
#include <string>

namespace tw {

struct ReplayResult
{
    bool reproduced = false; // every recorded action and event came again
    bool finished = false;   // the log has its closing line (else what there is was replayed)
    int actions = 0;         // actions replayed
    std::string difference;  // what differed first, when not reproduced
    int line = 0;            // log line of the first difference (1-based)
    std::vector<int> scores;
    int turns = 0;
    std::uint64_t stateHash = 0;
};

// Plays the log's actions again under `game` and checks every event, and for a finished
// game the final scores and, under the very rules it was recorded with (same content
// hash), the state hash: a state hash numbers tiles by their place in the ruleset, which an
// edit may change. An unfinished log (a game in progress) is replayed as far as it goes.
// Throws LogError when the log's parameters do not fit the ruleset.
ReplayResult replay(const Game &game, const GameLog &log);

// The state after the first `actions` actions of the log (all when -1), for viewing a
// past position or continuing from it. Throws LogError or std::invalid_argument.
GameState stateAt(const Game &game, const GameLog &log, int actions = -1);

// stateAt() that shows `visit` the new game and then the state after each action, with
// whether that action answered a chance decision (a draw, a roll).
GameState stateAt(const Game &game, const GameLog &log, int actions,
                  const std::function<void(const GameState &, bool chance)> &visit);

// Parameter values of a log, in ruleset order; throws LogError.
std::vector<std::int64_t> logParameters(const Ruleset &rules, const GameLog &log);

} // namespace tw
