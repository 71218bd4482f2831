#pragma once

#include "scoretally.h"

#include "engine/game.h"

#include <vector>

namespace tw {

// Where the rules have a projected_scores hook, each player's standing as the game went: the
// score plus what the end scoring would add if the game ended then, read after each action a
// player took (as balance runs read the lead) and kept once per turn, the turn's last. Made
// by replaying the log's first `actions` actions (all when -1). Empty without the hook, or
// when the log does not replay or the hook fails (that shows where the rules run).
std::vector<std::vector<ScoreTally::Point>> projectedCurves(const Game &game, const GameLog &log, int actions = -1);

} // namespace tw
