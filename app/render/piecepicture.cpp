#include "piecepicture.h"

#include "model/ruleset.h"

#include <QFont>
#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>

namespace tw {

namespace {

// A unit meeple in [-0.5, 0.5], scaled by s.
QPainterPath meeple(QPointF c, qreal s)
{
    static const QPointF kBody[] = {{-0.12, -0.16}, {-0.46, -0.06}, {-0.44, 0.08}, {-0.18, 0.06}, {-0.36, 0.46},
                                    {-0.07, 0.46},  {0.0, 0.28},    {0.07, 0.46},  {0.36, 0.46},  {0.18, 0.06},
                                    {0.44, 0.08},   {0.46, -0.06},  {0.12, -0.16}};
    QPainterPath path;
    path.setFillRule(Qt::WindingFill);
    QPolygonF body;
    for (QPointF q : kBody)
        body << c + q * s;
    body << body.first();
    path.addPolygon(body);
    path.addEllipse(c + QPointF(0, -0.3) * s, 0.17 * s, 0.17 * s);
    return path.simplified();
}

QPainterPath polygonPath(QPointF c, qreal s, std::initializer_list<QPointF> unitPoints)
{
    QPolygonF polygon;
    for (QPointF q : unitPoints)
        polygon << c + q * s;
    polygon << polygon.first();
    QPainterPath path;
    path.addPolygon(polygon);
    return path;
}

// The shape's outline within a circle of radius r around c.
QPainterPath shapePath(PieceShape shape, QPointF c, qreal r)
{
    QPainterPath path;
    switch (shape) {
    case PieceShape::Meeple:
        return meeple(c + QPointF(0, 0.04 * r), 1.25 * r);
    case PieceShape::Disc:
        path.addEllipse(c, 0.62 * r, 0.62 * r);
        return path;
    case PieceShape::Square:
        path.addRoundedRect(QRectF(c - QPointF(0.55 * r, 0.55 * r), c + QPointF(0.55 * r, 0.55 * r)), 0.12 * r, 0.12 * r);
        return path;
    case PieceShape::Diamond:
        return polygonPath(c, r, {{0, -0.72}, {0.72, 0}, {0, 0.72}, {-0.72, 0}});
    case PieceShape::Boat: {
        // A hull with a sail above it.
        path = polygonPath(c, r, {{-0.7, 0.12}, {0.7, 0.12}, {0.42, 0.5}, {-0.42, 0.5}});
        path.addPath(polygonPath(c, r, {{-0.05, -0.62}, {-0.05, 0.06}, {-0.5, 0.06}}));
        path.addPath(polygonPath(c, r, {{0.05, -0.62}, {0.5, 0.06}, {0.05, 0.06}}));
        return path.simplified();
    }
    case PieceShape::Arch: {
        // A door: a rectangle under a half circle.
        const qreal w = 0.46 * r;
        path.moveTo(c + QPointF(-w, 0.6 * r));
        path.lineTo(c + QPointF(-w, -0.14 * r));
        path.arcTo(QRectF(c + QPointF(-w, -0.14 * r - w), c + QPointF(w, -0.14 * r + w)), 180, -180);
        path.lineTo(c + QPointF(w, 0.6 * r));
        path.closeSubpath();
        return path;
    }
    }
    return path;
}

} // namespace

void drawPiece(QPainter *painter, QPointF at, const QColor &color, qreal diameter, PieceShape shape,
               const QString &letter, bool highlighted)
{
    painter->save();
    const qreal r = diameter / 2;
    // A light piece stands on a dark disc, any other on a light one.
    const bool light = color.lightness() > 200;
    painter->setPen(QPen(light ? color.darker(200) : color, (highlighted ? 0.2 : 0.12) * r));
    painter->setBrush(light ? QColor(70, 70, 70, 215) : QColor(255, 255, 255, 215));
    painter->drawEllipse(at, r, r);
    const bool dark = color.lightness() < 110;
    QPen outline(dark ? color.lighter(250) : color.darker(170), 0.05 * r);
    outline.setJoinStyle(Qt::RoundJoin);
    painter->setPen(outline);
    painter->setBrush(color);
    painter->drawPath(shapePath(shape, at, r));
    if (!letter.isEmpty()) {
        QFont font = painter->font();
        font.setPixelSize(qMax(1, qRound((letter.size() > 1 ? 0.62 : 0.8) * r)));
        font.setBold(true);
        painter->setFont(font);
        painter->setPen(dark ? QColor(Qt::white) : QColor(Qt::black));
        const QRectF box(at - QPointF(r, r), at + QPointF(r, r));
        // On a meeple the letter sits on its body, below the head.
        painter->drawText(shape == PieceShape::Meeple ? box.translated(0, 0.18 * r) : box, Qt::AlignCenter, letter);
    }
    painter->restore();
}

} // namespace tw
