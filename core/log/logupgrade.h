#pragma once

#include "engine/game.h"
#include "log/gamelog.h"

#include <string>

namespace tw {

// Reads a log of any version this Tilewright knows. A version 1 log named tiles, cards
// and an option's values by their positions in the ruleset as it was then; it is played
// again under `game` (whose ruleset must still list them in that order) and returned in
// today's terms, its events as the rules give them now. Throws LogError naming the line
// that cannot be read or converted.
GameLog readAnyLog(const Game &game, const std::string &text);

} // namespace tw
