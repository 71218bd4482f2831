#pragma once

// Questions about the cells of a board, asked of a const Board: the cells of a terrain,
// regions of one cell terrain, enclosed empty areas and whether a tile still fits in one,
// holes ringed by one edge terrain, and paths through doors.

#include "state/board.h"

#include <vector>

namespace tw {

// The 4-connected (6 on hex) cells of the same cell terrain as c, sorted; empty when c
// has no cell terrain.
std::vector<Coord> region(const Board &board, Coord c);
// Size of the largest region of `terrain` (0 if none).
int largestRegion(const Board &board, int terrain);
// The size of the largest region of each terrain, by terrain index (0 for a terrain with
// none): one pass over the board instead of one per terrain.
std::vector<int> largestRegions(const Board &board);
// Every cell whose cell terrain is `terrain` (painted cells by their paint), sorted.
std::vector<Coord> terrainCells(const Board &board, int terrain);
// How many cells of `terrain` lie in the box of `width` x `height` cells whose smallest
// corner is `corner` (0 for an empty box); costs no more than the smaller of the box and
// the board.
int terrainCount(const Board &board, int terrain, Coord corner, int width, int height);
// The cells of `terrain` next to cells of `neighbour` (across a side: 4 neighbours on a
// square grid, 6 on a hex one): how many such cells, and how many such pairs of cells.
struct TerrainContacts
{
    int cells = 0;
    int pairs = 0;
};
TerrainContacts terrainContacts(const Board &board, int terrain, int neighbour);
// One cell of each region: its oldest (Board::placementOrder), oldest region first.
std::vector<Coord> regionOrigins(const Board &board);

// The empty cells connected to c (empty itself) through empty cells, and whether that
// area is enclosed (no path to the unbounded outside: every empty neighbour of the area is
// in it, and it is no larger than `limit` cells). Cells are sorted, and empty unless enclosed.
struct EmptyArea
{
    std::vector<Coord> cells;
    bool enclosed = false;
};
EmptyArea emptyArea(const Board &board, Coord c, int limit = 64);
// Could any orientation of `type` be placed covering only cells of `area` (sorted)?
bool fitsInside(const Board &board, int type, const std::vector<Coord> &area);
// For an empty cell whose every neighbour holds a tile: the terrain all those neighbours
// show towards it, or -1 (mixed terrains, or an open side).
int holeTerrain(const Board &board, Coord c);
// Fewest steps from a tile's cell to another's, stepping only across edges where both
// sides are `door` terrain; -1 when unreachable.
int pathLength(const Board &board, Coord from, Coord to, int door);

} // namespace tw
