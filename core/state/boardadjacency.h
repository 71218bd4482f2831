#pragma once

// What touches what on a board, asked of a const Board: tiles next to a tile, groups and
// chains of tiles linked by an attribute, and the features touching a feature inside tiles.

#include "state/board.h"

#include <vector>

namespace tw {

// Placed tiles sharing an edge with tile `index`, sorted.
std::vector<int> neighbourTiles(const Board &board, int index);
// Placed tiles with an empty cell of the board next to them (the edge of what is placed),
// sorted. Found from the frontier, so it costs the frontier's length, not the board's.
std::vector<int> openTiles(const Board &board);
// Placed tiles (not removed) whose face carries `attribute` (a value above 0), in the
// order they were placed.
std::vector<int> tilesWith(const Board &board, int attribute);
// `index` and the tiles connected to it through neighbours that carry `attribute` on
// their face (`index` itself is included whatever it carries), sorted.
std::vector<int> tileGroup(const Board &board, int index, int attribute);
// Tiles linked to `index` where an edge marked `attribute` meets an edge marked the same
// (a mountain range across tiles); includes `index`, sorted.
std::vector<int> markChain(const Board &board, int index, int attribute);

// Roots of the features of `terrain` (any terrain if -1) that touch the feature of
// `segment` inside some tile, sorted.
std::vector<int> adjacentFeatures(const Board &board, int segment, int terrain = -1);
// Sum of `attribute` over the distinct segments of `terrain` (any if -1) that touch a
// segment of the feature of `segment` inside a tile ("cities on the shores of this sea").
int adjacentSegmentAttribute(const Board &board, int segment, int attribute, int terrain = -1);

} // namespace tw
