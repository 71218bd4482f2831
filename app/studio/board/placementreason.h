#pragma once

#include "state/board.h"

#include <QString>

namespace tw {

// A cell as the board shows it: on a sheet, its column and row counted from 1, as the
// board numbers them ("3,7" for x 2, y 6); elsewhere its coordinates ("2,-1").
QString cellName(const Grid &grid, Coord c);

// Why the tile `type` may not go at `p`, in words for a tooltip ("The S edge (Grassland)
// does not match the neighbouring Sea edge", "The tile must touch a placed tile", ...), or
// an empty string when Board::check accepts it and the decision offers it (`offered`).
QString placementReason(const Board &board, const Ruleset &rules, int type, Placement p, const PlaceRule &rule,
                        bool offered);

} // namespace tw
