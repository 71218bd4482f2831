#pragma once

// Who has pieces in which region of a board: the question of area-majority scoring.

#include "state/gamestate.h"

#include <vector>

namespace tw {

// A region of a board, named by its oldest cell, with each player's pieces on its cells.
struct RegionPieces
{
    Coord origin;
    std::vector<int> counts; // per player
};

// The regions of `board` holding pieces (on cells), with GameState::piecesOnCells of each;
// oldest region first (regionOrigins' order, state/boardareas.h). Costs the pieces and the
// cells of their regions.
std::vector<RegionPieces> piecesByRegion(const GameState &state, int board);

} // namespace tw
