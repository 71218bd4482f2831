#include "boarditems.h"

#include "tilerenderer.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPixmap>
#include <QPixmapCache>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>

namespace tw {

namespace {
// Room for the outline pen and anti-aliasing around a tile's cells.
QRectF padded(const QRectF &r, qreal cellSize)
{
    const qreal m = 0.05 * cellSize + 1;
    return r.adjusted(-m, -m, m, m);
}
} // namespace

// --- TileItem ------------------------------------------------------------------------

TileItem::TileItem(const TileRenderer *renderer, int type, int orientation, qreal cellSize)
    : m_renderer(renderer)
    , m_type(type)
    , m_orientation(orientation)
    , m_cellSize(cellSize)
    , m_bounds(padded(renderer->tileBounds(type, orientation, {}, cellSize), cellSize))
    , m_shape(renderer->tileOutline(type, orientation, {}, cellSize))
{
    setAcceptedMouseButtons(Qt::NoButton);
}

// Tiles of one type and orientation look the same everywhere, so at one scale they share
// one pixmap (QPixmapCache) instead of each item caching its own: a board of thousands of
// tiles renders each of its few dozen looks once per zoom level.
QPixmap TileItem::sharedPixmap(qreal scale, qreal dpr) const
{
    const QString key = QStringLiteral("tw-tile:%1:%2:%3:%4:%5")
                            .arg(quintptr(m_renderer))
                            .arg(m_type)
                            .arg(m_orientation)
                            .arg(m_cellSize)
                            .arg(qRound64(scale * dpr * 1000));
    QPixmap pixmap;
    if (QPixmapCache::find(key, &pixmap))
        return pixmap;
    const QSize size = (m_bounds.size() * scale * dpr).toSize() + QSize(1, 1);
    pixmap = QPixmap(size);
    pixmap.fill(Qt::transparent);
    {
        QPainter p(&pixmap);
        p.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform | QPainter::TextAntialiasing);
        p.scale(scale * dpr, scale * dpr);
        p.translate(-m_bounds.topLeft());
        TileRenderOptions options;
        options.cellSize = m_cellSize;
        m_renderer->paint(&p, m_type, m_orientation, {}, options);
    }
    pixmap.setDevicePixelRatio(dpr);
    QPixmapCache::insert(key, pixmap);
    return pixmap;
}

void TileItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const QTransform world = painter->worldTransform();
    const qreal lod = QStyleOptionGraphicsItem::levelOfDetailFromTransform(world);
    if (lod * m_cellSize < kFlatBelowPixels) {
        m_renderer->paintFlat(painter, m_type, m_orientation, {}, m_cellSize);
        return;
    }
    // Turned or sheared views (and huge zooms) draw directly.
    const bool plainScale = world.type() <= QTransform::TxScale && qFuzzyCompare(world.m11(), world.m22());
    if (!plainScale || lod * m_cellSize > kMaxCachedPixels) {
        TileRenderOptions options;
        options.cellSize = m_cellSize;
        m_renderer->paint(painter, m_type, m_orientation, {}, options);
        return;
    }
    const qreal dpr = painter->device() ? painter->device()->devicePixelRatio() : 1.0;
    const QPixmap pixmap = sharedPixmap(lod, dpr);
    const QPointF topLeft = world.map(m_bounds.topLeft());
    painter->save();
    painter->resetTransform();
    painter->drawPixmap(QPointF(std::round(topLeft.x() * dpr) / dpr, std::round(topLeft.y() * dpr) / dpr), pixmap);
    painter->restore();
}

// --- GhostItem -----------------------------------------------------------------------

GhostItem::GhostItem(const TileRenderer *renderer, qreal cellSize)
    : m_renderer(renderer)
    , m_cellSize(cellSize)
{
    setAcceptedMouseButtons(Qt::NoButton);
}

void GhostItem::setTile(int type, int orientation, bool legal, int paint)
{
    if (type == m_type && orientation == m_orientation && legal == m_legal && paint == m_paint)
        return;
    prepareGeometryChange();
    m_type = type;
    m_orientation = orientation;
    m_legal = legal;
    m_paint = paint;
    m_bounds = type < 0 ? QRectF() : padded(m_renderer->tileBounds(type, orientation, {}, m_cellSize), m_cellSize);
    update();
}

void GhostItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (m_type < 0)
        return;
    TileRenderOptions options;
    options.cellSize = m_cellSize;
    options.ghost = true;
    options.illegal = !m_legal;
    options.paint = m_paint;
    m_renderer->paint(painter, m_type, m_orientation, {}, options);
}

// --- LegalSpotsItem ------------------------------------------------------------------

LegalSpotsItem::LegalSpotsItem(qreal cellSize)
    : m_pen(0.035 * cellSize)
{
    setAcceptedMouseButtons(Qt::NoButton);
}

void LegalSpotsItem::setSpots(std::vector<QPolygonF> any, std::vector<QPolygonF> current)
{
    prepareGeometryChange();
    m_any = std::move(any);
    m_current = std::move(current);
    m_bounds = QRectF();
    for (const QPolygonF &p : m_any)
        m_bounds |= p.boundingRect();
    for (const QPolygonF &p : m_current)
        m_bounds |= p.boundingRect();
    m_bounds.adjust(-m_pen, -m_pen, m_pen, m_pen);
    update();
}

// A light wash under diagonal hatching: the hatching tells a spot from a terrain of the
// same colour, whatever colours a ruleset gives its terrains.
void LegalSpotsItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const QRectF exposed = option->exposedRect;
    const auto draw = [&](const std::vector<QPolygonF> &spots, const QPen &outline, int wash, int hatch) {
        for (const QPolygonF &p : spots) {
            if (!p.boundingRect().intersects(exposed))
                continue;
            painter->setPen(Qt::NoPen);
            painter->setBrush(QColor(60, 190, 100, wash));
            painter->drawPolygon(p);
            painter->setPen(outline);
            painter->setBrush(QBrush(QColor(20, 120, 60, hatch), Qt::BDiagPattern));
            painter->drawPolygon(p);
        }
    };
    draw(m_any, QPen(QColor(30, 140, 70, 110), 0.5 * m_pen, Qt::DashLine), 30, 70);
    draw(m_current, QPen(QColor(30, 140, 70, 220), m_pen), 70, 170);
}

// --- PieceItem -----------------------------------------------------------------------

PieceItem::PieceItem(const TileRenderer *renderer, int seat, int pieceType, qreal cellSize)
    : m_renderer(renderer)
    , m_seat(seat)
    , m_pieceType(pieceType)
    , m_cellSize(cellSize)
{
    setAcceptedMouseButtons(Qt::NoButton);
}

QRectF PieceItem::boundingRect() const
{
    const qreal r = 0.25 * m_cellSize;
    return {-r, -r, 2 * r, 2 * r};
}

void PieceItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    m_renderer->paintPiece(painter, QPointF(), m_seat, m_cellSize, false, m_pieceType);
}

// --- TargetMarkerItem ---------------------------------------------------------------

TargetMarkerItem::TargetMarkerItem(int segment, Coord cell, const QColor &color, qreal cellSize, const QString &badge)
    : m_segment(segment)
    , m_cell(cell)
    , m_color(color)
    , m_badge(badge)
    , m_radius(0.16 * cellSize)
{
    setAcceptHoverEvents(true);
    setCursor(Qt::PointingHandCursor);
}

QRectF TargetMarkerItem::boundingRect() const
{
    const qreal r = 1.3 * m_radius + 2;
    return {-r, -r, 2 * r, 2 * r};
}

QPainterPath TargetMarkerItem::shape() const
{
    QPainterPath p;
    p.addEllipse(QPointF(), 1.15 * m_radius, 1.15 * m_radius);
    return p;
}

void TargetMarkerItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const qreal r = m_hovered ? 1.2 * m_radius : m_radius;
    painter->setPen(QPen(QColor(255, 255, 255, 230), 0.3 * m_radius));
    painter->setBrush(Qt::NoBrush);
    painter->drawEllipse(QPointF(), r, r);
    painter->setPen(QPen(m_color, 0.18 * m_radius));
    painter->setBrush(QColor(m_color.red(), m_color.green(), m_color.blue(), m_hovered ? 200 : 110));
    painter->drawEllipse(QPointF(), r, r);
    if (m_badge.isEmpty()) {
        painter->setPen(QPen(Qt::white, 0.16 * m_radius, Qt::SolidLine, Qt::RoundCap));
        painter->drawLine(QPointF(-0.45 * r, 0), QPointF(0.45 * r, 0));
        painter->drawLine(QPointF(0, -0.45 * r), QPointF(0, 0.45 * r));
        return;
    }
    // Laid out at a large size and scaled into the ring: fonts snap to whole pixels.
    constexpr qreal kDesign = 100;
    QFont font = painter->font();
    font.setPixelSize(int(kDesign));
    font.setBold(true);
    const qreal width = QFontMetricsF(font).horizontalAdvance(m_badge);
    const qreal scale = std::min(1.1 * r / kDesign, 1.5 * r / std::max<qreal>(width, 1));
    painter->save();
    painter->scale(scale, scale);
    painter->setFont(font);
    painter->setPen(Qt::white);
    const qreal half = 2 * r / scale;
    painter->drawText(QRectF(-half, -half, 2 * half, 2 * half), Qt::AlignCenter, m_badge);
    painter->restore();
}

void TargetMarkerItem::hoverEnterEvent(QGraphicsSceneHoverEvent *)
{
    m_hovered = true;
    update();
}

void TargetMarkerItem::hoverLeaveEvent(QGraphicsSceneHoverEvent *)
{
    m_hovered = false;
    update();
}

// --- FeatureOutlineItem --------------------------------------------------------------

FeatureOutlineItem::FeatureOutlineItem(qreal cellSize)
    : m_pen(0.06 * cellSize)
{
    setAcceptedMouseButtons(Qt::NoButton);
}

void FeatureOutlineItem::setPath(const QPainterPath &path)
{
    prepareGeometryChange();
    m_path = path;
    m_bounds = path.boundingRect().adjusted(-m_pen, -m_pen, m_pen, m_pen);
    update();
}

void FeatureOutlineItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setBrush(QColor(255, 255, 255, 40));
    QPen halo(QColor(255, 255, 255, 230), m_pen);
    halo.setJoinStyle(Qt::RoundJoin);
    painter->setPen(halo);
    painter->drawPath(m_path);
    QPen line(QColor(20, 20, 20, 230), m_pen / 2, Qt::DashLine);
    line.setJoinStyle(Qt::RoundJoin);
    painter->setPen(line);
    painter->setBrush(Qt::NoBrush);
    painter->drawPath(m_path);
}

} // namespace tw
