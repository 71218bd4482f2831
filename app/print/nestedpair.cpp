#include "nestedpair.h"

#include <QRect>

#include <algorithm>
#include <cstdlib>
#include <optional>
#include <set>

namespace tw {

namespace {

// Which way the second copy, its cells moved by `offset`, must move away from the first
// ({-1, 0, 1} per axis) so that cells touching along an edge or at a corner end up
// `spacing` apart; nullopt when the cells overlap or touch on opposite sides.
std::optional<Coord> separation(const std::vector<Coord> &first, const std::vector<Coord> &second, Coord offset)
{
    const std::set<Coord> taken(first.begin(), first.end());
    Coord away{0, 0};
    std::vector<Coord> corners;
    for (const Coord &c : second) {
        const Coord moved = c + offset;
        if (taken.count(moved))
            return std::nullopt;
        for (const Coord &f : first) {
            const int dx = moved.x - f.x, dy = moved.y - f.y;
            if (std::abs(dx) > 1 || std::abs(dy) > 1)
                continue;
            if (dx != 0 && dy != 0) {
                corners.push_back({dx, dy});
                continue;
            }
            int &axis = dx != 0 ? away.x : away.y;
            const int wanted = dx != 0 ? dx : dy;
            if (axis == -wanted)
                return std::nullopt;
            axis = wanted;
        }
    }
    for (const Coord &corner : corners) {
        if (away.x == corner.x || away.y == corner.y)
            continue;
        if (away.x != 0)
            return std::nullopt;
        away.x = corner.x; // a corner alone: apart sideways
    }
    return away;
}

QRect cellBounds(const std::vector<Coord> &cells)
{
    QRect r(cells.front().x, cells.front().y, 1, 1);
    for (const Coord &c : cells)
        r = r.united(QRect(c.x, c.y, 1, 1));
    return r;
}

} // namespace

int halfTurned(const TileType &type, int orientation, const Grid &grid)
{
    const Orientation &from = type.orientations.at(std::size_t(orientation));
    const int directions = grid.directionCount();
    for (std::size_t i = 0; i < type.orientations.size(); ++i) {
        const Orientation &o = type.orientations[i];
        if (o.face == from.face && !o.mirrored && o.rotation == (from.rotation + directions / 2) % directions)
            return int(i);
    }
    return -1;
}

std::vector<NestedPair> nestedPairs(const TileRenderer &renderer, int type, int orientation, qreal cellSize, qreal spacing)
{
    const Ruleset &rules = renderer.rules();
    const TileType &tile = rules.tiles.at(std::size_t(type));
    const Orientation &first = tile.orientations.at(std::size_t(orientation));
    // Moving a copy `spacing` away from cells it touches must leave those a cell away apart.
    if (rules.grid.kind() == GridKind::Hex || first.cells.size() < 2 || cellSize < 2 * spacing)
        return {};
    const QRect box = cellBounds(first.cells);
    const int turned = halfTurned(tile, orientation, rules.grid);
    if (box.width() * box.height() == int(first.cells.size()) || turned < 0)
        return {};
    const std::vector<Coord> &second = tile.orientations[std::size_t(turned)].cells;
    const QRect turnedBox = cellBounds(second);
    const qreal alone = box.width() * cellSize * box.height() * cellSize;
    const auto area = [](const NestedPair &pair) {
        const QRectF bounds = pair.shape.boundingRect();
        return bounds.width() * bounds.height();
    };
    std::vector<NestedPair> pairs;
    for (int dy = box.top() - turnedBox.bottom(); dy <= box.bottom() - turnedBox.top(); ++dy) {
        for (int dx = box.left() - turnedBox.right(); dx <= box.right() - turnedBox.left(); ++dx) {
            const std::optional<Coord> away = separation(first.cells, second, {dx, dy});
            if (!away)
                continue;
            const QPointF at = renderer.cellCenter(Coord{dx, dy}, cellSize) + QPointF(away->x, away->y) * spacing;
            NestedPair pair{at, renderer.tileOutline(type, orientation, Coord{0, 0}, cellSize)};
            pair.shape.addPath(renderer.tileOutline(type, turned, Coord{0, 0}, cellSize).translated(at));
            if (area(pair) < 2 * alone - 1e-9)
                pairs.push_back(std::move(pair));
        }
    }
    std::stable_sort(pairs.begin(), pairs.end(),
                     [&](const NestedPair &a, const NestedPair &b) { return area(a) < area(b); });
    return pairs;
}

} // namespace tw
