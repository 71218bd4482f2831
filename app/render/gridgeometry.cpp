#include "gridgeometry.h"

#include <QtMath>

#include <algorithm>
#include <cmath>

namespace tw {

GridGeometry::GridGeometry(GridKind kind, qreal cellSize)
    : m_kind(kind)
    , m_size(cellSize)
    , m_radius(cellSize / std::sqrt(3.0))
{}

QPointF GridGeometry::center(Coord c) const
{
    if (m_kind == GridKind::Hex)
        return {1.5 * m_radius * c.x, m_size * (c.y + 0.5 * c.x)};
    return {m_size * c.x, m_size * c.y};
}

QPointF GridGeometry::cornerOffset(int i) const
{
    if (m_kind == GridKind::Hex) {
        // Screen angles (clockwise from east, y down) 240, 300, 0, 60, 120, 180 degrees:
        // top-left, top-right, east, bottom-right, bottom-left, west.
        const qreal angle = qDegreesToRadians(240.0 + 60.0 * i);
        return {m_radius * std::cos(angle), m_radius * std::sin(angle)};
    }
    const qreal h = m_size / 2;
    static constexpr int kSigns[4][2] = {{-1, -1}, {1, -1}, {1, 1}, {-1, 1}}; // NW NE SE SW
    return {h * kSigns[i][0], h * kSigns[i][1]};
}

QPointF GridGeometry::corner(Coord c, int i) const
{
    return center(c) + cornerOffset(i % directionCount());
}

QPolygonF GridGeometry::cellPolygon(Coord c) const
{
    QPolygonF poly;
    const QPointF o = center(c);
    for (int i = 0; i < directionCount(); ++i)
        poly << o + cornerOffset(i);
    return poly;
}

QPointF GridGeometry::edgeMidpoint(Coord c, int direction) const
{
    return (corner(c, direction) + corner(c, direction + 1)) / 2;
}

Coord GridGeometry::cellAt(QPointF p) const
{
    if (m_kind != GridKind::Hex)
        return {int(std::floor(p.x() / m_size + 0.5)), int(std::floor(p.y() / m_size + 0.5))};
    // Fractional axial coordinates, rounded in cube space.
    const qreal q = p.x() / (1.5 * m_radius);
    const qreal r = p.y() / m_size - q / 2;
    const qreal s = -q - r;
    qreal rq = std::round(q), rr = std::round(r), rs = std::round(s);
    const qreal dq = std::abs(rq - q), dr = std::abs(rr - r), ds = std::abs(rs - s);
    if (dq > dr && dq > ds)
        rq = -rr - rs;
    else if (dr > ds)
        rr = -rq - rs;
    return {int(rq), int(rr)};
}

Coord GridGeometry::step(int direction) const
{
    static constexpr Coord kSquare[4] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};
    static constexpr Coord kHex[6] = {{0, -1}, {1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}};
    return m_kind == GridKind::Hex ? kHex[direction] : kSquare[direction];
}

QPainterPath GridGeometry::outline(const std::vector<Coord> &offsets, Coord origin) const
{
    QPainterPath path;
    path.setFillRule(Qt::WindingFill);
    for (Coord k : offsets) {
        path.addPolygon(cellPolygon(origin + k));
        path.closeSubpath();
    }
    return offsets.size() > 1 ? path.simplified() : path;
}

QPainterPath GridGeometry::boundaryLines(const std::vector<Coord> &offsets, Coord origin) const
{
    QPainterPath path;
    for (Coord k : offsets) {
        for (int d = 0; d < directionCount(); ++d) {
            if (std::find(offsets.begin(), offsets.end(), k + step(d)) != offsets.end())
                continue;
            path.moveTo(corner(origin + k, d));
            path.lineTo(corner(origin + k, d + 1));
        }
    }
    return path;
}

} // namespace tw
