#pragma once

#include "geometry/grid.h"

#include <vector>

namespace tw {

class Game;

// The cells a blank player sheet prints shaded: those the rules' board_marks hook shades on
// the first sheet of a new game under the default parameters, as the studio shades them
// (Grapha Genesis's dark blocks). None without the hook or for rules without player
// sheets. Throws what the game's start or the hook throws (RulesError).
std::vector<Coord> shadedSheetCells(const Game &game);

} // namespace tw
