#pragma once

#include "tilerenderer.h"

#include <QPainterPath>
#include <QPointF>

#include <vector>

namespace tw {

// Two copies of a polyomino (square cells), the second turned half round and fitted into the
// first's gaps, as one shape to pack: two L-trominoes make a 2 x 3 block where each alone
// takes a 2 x 2 box. Where the copies' cells touch, the second moves `spacing` away from
// the first along one axis or both, so no two cuts are closer than that.
// The second copy may be of another tile type of the same cells (halfTurned gives its
// orientation).
struct NestedPair
{
    QPointF turnedAt;   // where the second copy's cell (0, 0) lies, from the first's
    QPainterPath shape; // both outlines, the first's cell (0, 0) at the origin
};

// The orientation showing `orientation`'s face turned half round, unmirrored; -1 when the
// type has none.
int halfTurned(const TileType &type, int orientation, const Grid &grid);

// The ways to nest two copies of a tile of several square cells whose cells
// leave a gap in their bounds, each taking less room than two separate copies, the
// smallest bounds first; none for a rectangle, a single cell, hexes, a type without the
// turned orientation, or cells under twice the spacing.
std::vector<NestedPair> nestedPairs(const TileRenderer &renderer, int type, int orientation, qreal cellSize, qreal spacing);

} // namespace tw
