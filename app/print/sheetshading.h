#pragma once

#include "geometry/grid.h"

#include <cstdint>
#include <vector>

namespace tw {

class Game;

// The cells a blank player sheet prints shaded: those the rules' board_marks hook shades on
// the first sheet of a new game under `parameters` (empty: the defaults), as the studio
// shades them (Grapha Genesis's dark blocks, which a parameter chooses). None without the
// hook or for rules without player sheets. Throws what the game's start or the hook
// throws (RulesError).
std::vector<Coord> shadedSheetCells(const Game &game, const std::vector<std::int64_t> &parameters = {});

} // namespace tw
