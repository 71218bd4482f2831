#pragma once

#include "geometry/grid.h"

#include <vector>

namespace tw {

class Game;

// The cells a blank player sheet prints shaded: those the rules' board_marks hook shades on
// the first sheet of a new game under the default parameters, as the studio shades them
// (Grapha Genesis's dark blocks). None without the hook, for rules without player sheets,
// or when the game cannot start or the hook fails (the sheet prints plain).
std::vector<Coord> shadedSheetCells(const Game &game);

} // namespace tw
