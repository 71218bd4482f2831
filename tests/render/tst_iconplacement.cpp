// Icon rows on a tile: each at its region's centroid while that is free, moved within its
// region, clear of the rows before it, when it is not.
#include "iconplacement.h"

#include <QRectF>

#include <gtest/gtest.h>

namespace tw {
namespace {

QPainterPath rect(qreal x, qreal y, qreal w, qreal h)
{
    QPainterPath path;
    path.addRect(x, y, w, h);
    return path;
}

QRectF boxOf(QPointF centre, QSizeF size)
{
    return QRectF(centre - QPointF(size.width() / 2, size.height() / 2), size);
}

TEST(IconPlacement, RowsWithRoomStayAtTheirPreferredPoints)
{
    const std::vector<QPointF> at = placeIconRows(
        {{rect(0, 0, 50, 100), {25, 50}, {10, 10}}, {rect(50, 0, 50, 100), {75, 50}, {10, 10}}});
    EXPECT_EQ(at, (std::vector<QPointF>{{25, 50}, {75, 50}}));
}

TEST(IconPlacement, ARowOnAnotherMovesWithinItsRegionToTheNearestFreeSpot)
{
    // A small region whose centroid lies on the first row's box (a bonus in a small part
    // next to a ship, in Land vs Sea).
    const QSizeF size(10, 10);
    const QPainterPath small = rect(40, 40, 30, 20);
    const std::vector<QPointF> at = placeIconRows({{rect(0, 0, 100, 100), {50, 50}, size}, {small, {52, 50}, size}});
    EXPECT_EQ(at[0], QPointF(50, 50));
    EXPECT_FALSE(boxOf(at[0], size).intersects(boxOf(at[1], size)));
    EXPECT_TRUE(small.contains(boxOf(at[1], size)));
    EXPECT_EQ(at[1], QPointF(60, 50)) << "the nearest point of the raster (steps of 2.5 from 40) clear of the first box";
}

TEST(IconPlacement, ARowWithoutRoomInItsRegionKeepsItsCentreThere)
{
    const QSizeF size(10, 10);
    const QPainterPath thin = rect(40, 40, 30, 4); // no box of 10 fits
    const std::vector<QPointF> at = placeIconRows({{rect(0, 0, 100, 100), {50, 42}, size}, {thin, {50, 42}, size}});
    EXPECT_FALSE(boxOf(at[0], size).intersects(boxOf(at[1], size)));
    EXPECT_TRUE(thin.contains(at[1]));
}

TEST(IconPlacement, NoIconsTakeNoRoom)
{
    const std::vector<QPointF> at = placeIconRows(
        {{rect(0, 0, 100, 100), {50, 50}, {}}, {rect(0, 0, 100, 100), {50, 50}, {10, 10}}});
    EXPECT_EQ(at, (std::vector<QPointF>{{50, 50}, {50, 50}}));
}

} // namespace
} // namespace tw
