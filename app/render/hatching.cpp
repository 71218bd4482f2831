#include "hatching.h"

#include <QLineF>
#include <QPainter>

#include <cmath>
#include <vector>

namespace tw {

namespace {

// Line angles in degrees of each pattern.
const std::vector<std::vector<qreal>> kPatterns = {{45}, {-45}, {0}, {90}, {45, -45}, {0, 90}};

// Parallel lines at `degrees`, `spacing` apart, covering `box`.
void drawLines(QPainter &painter, const QRectF &box, qreal degrees, qreal spacing)
{
    const QPointF centre = box.center();
    const qreal reach = std::hypot(box.width(), box.height()) / 2 + spacing;
    const qreal radians = degrees * M_PI / 180;
    const QPointF along(std::cos(radians), std::sin(radians));
    const QPointF across(-along.y(), along.x());
    for (qreal offset = -reach; offset <= reach; offset += spacing) {
        const QPointF middle = centre + across * offset;
        painter.drawLine(QLineF(middle - along * reach, middle + along * reach));
    }
}

} // namespace

void paintHatched(QPainter &painter, const QPainterPath &region, const QColor &color, int pattern, qreal spacing)
{
    painter.save();
    if (pattern >= 0 && spacing > 0) {
        painter.save();
        painter.setClipPath(region, Qt::IntersectClip);
        painter.setPen(QPen(color, spacing * 0.12));
        for (const qreal degrees : kPatterns[std::size_t(pattern) % kPatterns.size()])
            drawLines(painter, region.boundingRect(), degrees, spacing);
        painter.restore();
    }
    painter.setPen(QPen(color.darker(140), spacing * 0.1));
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(region);
    painter.restore();
}

} // namespace tw
