#pragma once

#include <QPainterPath>
#include <QPointF>
#include <QSizeF>

#include <vector>

namespace tw {

// A row of icons to put on a tile: the region it belongs in (a segment, or the whole
// tile), where it would sit by itself (the region's centroid), and its size (empty: no
// icons, nothing to place).
struct IconRow
{
    QPainterPath region;
    QPointF preferred;
    QSizeF size;
};

// Where each row's centre goes, in the rows' order, each placed after those before it:
// its preferred point when its box there is clear of the rows placed before; otherwise
// the point nearest that, on a raster of a quarter of the row's height, whose box is clear
// and inside the region, or failing that clear with its centre in the region; failing
// both, the preferred point. Two rows on one tile never overlap while their regions leave
// room for both.
std::vector<QPointF> placeIconRows(const std::vector<IconRow> &rows);

} // namespace tw
