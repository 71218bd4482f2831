#pragma once

#include "geometry/grid.h"

#include <QPainterPath>
#include <QPointF>
#include <QPolygonF>

#include <vector>

namespace tw {

// Where the cells of a grid lie in scene coordinates, for one cell size. The centre of
// cell (0, 0) is the scene origin; `cellSize` is the distance between the centres of two
// north-south neighbours on every grid kind:
// - square and sheet: squares of side cellSize, x east, y south;
// - hex: flat-topped hexes in axial coordinates (q = x, r = y), cellSize across the flats,
//   so the circumradius is cellSize / sqrt(3).
// Corners are numbered clockwise from the start of the north edge, so edge `d` (the grid's
// direction numbering: square N E S W, hex N NE SE S SW NW) runs from corner d to corner d+1.
class GridGeometry
{
public:
    GridGeometry(GridKind kind, qreal cellSize);

    GridKind kind() const { return m_kind; }
    qreal cellSize() const { return m_size; }
    int directionCount() const { return m_kind == GridKind::Hex ? 6 : 4; }

    QPointF center(Coord c) const;
    // Corner i of cell c (0 <= i < directionCount()).
    QPointF corner(Coord c, int i) const;
    QPolygonF cellPolygon(Coord c) const;
    QPointF edgeMidpoint(Coord c, int direction) const;
    // The cell whose polygon holds p (nearest centre on a boundary).
    Coord cellAt(QPointF p) const;
    // Offset to the neighbour in `direction`, as Grid::step.
    Coord step(int direction) const;

    // The union of the cells `origin + offset` as one closed shape, and the lines of its
    // outer boundary only (edges between two of the cells are left out).
    QPainterPath outline(const std::vector<Coord> &offsets, Coord origin = {}) const;
    QPainterPath boundaryLines(const std::vector<Coord> &offsets, Coord origin = {}) const;

private:
    QPointF cornerOffset(int i) const;

    GridKind m_kind;
    qreal m_size;
    qreal m_radius; // hex circumradius
};

} // namespace tw
