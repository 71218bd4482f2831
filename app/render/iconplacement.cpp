#include "iconplacement.h"

#include <QRectF>

#include <algorithm>
#include <cmath>

namespace tw {

namespace {

QRectF boxAt(QPointF centre, QSizeF size)
{
    return QRectF(centre - QPointF(size.width() / 2, size.height() / 2), size);
}

// The raster's points over the region's bounds, nearest the preferred point first.
std::vector<QPointF> candidates(const IconRow &row)
{
    const qreal step = row.size.height() / 4;
    const QRectF bounds = row.region.boundingRect();
    std::vector<QPointF> points;
    const int columns = int(std::ceil(bounds.width() / step));
    const int rows = int(std::ceil(bounds.height() / step));
    for (int r = 0; r <= rows; ++r)
        for (int c = 0; c <= columns; ++c)
            points.push_back(bounds.topLeft() + QPointF(c * step, r * step));
    const auto distance = [&](QPointF p) {
        const QPointF d = p - row.preferred;
        return d.x() * d.x() + d.y() * d.y();
    };
    std::stable_sort(points.begin(), points.end(), [&](QPointF a, QPointF b) { return distance(a) < distance(b); });
    return points;
}

} // namespace

std::vector<QPointF> placeIconRows(const std::vector<IconRow> &rows)
{
    std::vector<QPointF> placed;
    std::vector<QRectF> taken;
    for (const IconRow &row : rows) {
        if (row.size.isEmpty()) {
            placed.push_back(row.preferred);
            continue;
        }
        const auto clear = [&](const QRectF &box) {
            return std::none_of(taken.begin(), taken.end(), [&](const QRectF &t) { return t.intersects(box); });
        };
        QPointF at = row.preferred;
        if (!clear(boxAt(at, row.size))) {
            const std::vector<QPointF> points = candidates(row);
            auto found = std::find_if(points.begin(), points.end(), [&](QPointF p) {
                const QRectF box = boxAt(p, row.size);
                return clear(box) && row.region.contains(box);
            });
            if (found == points.end())
                found = std::find_if(points.begin(), points.end(),
                                     [&](QPointF p) { return clear(boxAt(p, row.size)) && row.region.contains(p); });
            if (found != points.end())
                at = *found;
        }
        placed.push_back(at);
        taken.push_back(boxAt(at, row.size));
    }
    return placed;
}

} // namespace tw
