#pragma once

#include "geometry/grid.h"

#include <QGraphicsItem>
#include <QPainterPath>
#include <QPixmap>
#include <QPolygonF>

#include <vector>

namespace tw {

class TileRenderer;

// The graphics items of a BoardScene. Each draws through the scene's TileRenderer in
// item-local coordinates; the scene positions them at their cell's centre.
enum BoardItemType {
    TileItemType = QGraphicsItem::UserType + 1,
    GhostItemType,
    LegalSpotsItemType,
    PieceItemType,
    TargetMarkerItemType,
    FeatureOutlineItemType,
};

// Below this many device pixels per cell, tiles are drawn as flat polygons; above the
// second they are drawn directly instead of through a shared pixmap.
inline constexpr qreal kFlatBelowPixels = 14;
inline constexpr qreal kMaxCachedPixels = 1024;

// One placed tile. Drawn in full when a cell is large enough on screen, else as a flat
// polygon in its dominant colour (the level of detail for far zoom).
class TileItem : public QGraphicsItem
{
public:
    TileItem(const TileRenderer *renderer, int type, int orientation, qreal cellSize);
    enum { Type = TileItemType };
    int type() const override { return Type; }
    int tileType() const { return m_type; }
    int orientation() const { return m_orientation; }

    QRectF boundingRect() const override { return m_bounds; }
    QPainterPath shape() const override { return m_shape; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QPixmap sharedPixmap(qreal scale, qreal dpr) const;

    const TileRenderer *m_renderer;
    int m_type;
    int m_orientation;
    qreal m_cellSize;
    QRectF m_bounds;
    QPainterPath m_shape;
};

// The tile in hand, following the mouse: see-through, red when it may not go there.
class GhostItem : public QGraphicsItem
{
public:
    GhostItem(const TileRenderer *renderer, qreal cellSize);
    enum { Type = GhostItemType };
    int type() const override { return Type; }

    // `paint`: the terrain the placement paints every cell in (PlaceRule::paint), or -1.
    void setTile(int type, int orientation, bool legal, int paint = -1);
    int orientation() const { return m_orientation; }
    bool isLegal() const { return m_legal; }

    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    const TileRenderer *m_renderer;
    qreal m_cellSize;
    int m_type = -1;
    int m_orientation = 0;
    bool m_legal = true;
    int m_paint = -1;
    QRectF m_bounds;
};

// The anchor cells of the legal placements: faint for any orientation, stronger where the
// ghost's current orientation fits.
class LegalSpotsItem : public QGraphicsItem
{
public:
    explicit LegalSpotsItem(qreal cellSize);
    enum { Type = LegalSpotsItemType };
    int type() const override { return Type; }

    void setSpots(std::vector<QPolygonF> any, std::vector<QPolygonF> current);
    int spotCount() const { return int(m_any.size()); }

    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    std::vector<QPolygonF> m_any;
    std::vector<QPolygonF> m_current;
    qreal m_pen;
    QRectF m_bounds;
};

// A piece on the board.
class PieceItem : public QGraphicsItem
{
public:
    PieceItem(const TileRenderer *renderer, int seat, int pieceType, qreal cellSize);
    enum { Type = PieceItemType };
    int type() const override { return Type; }
    int seat() const { return m_seat; }
    int pieceType() const { return m_pieceType; }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    const TileRenderer *m_renderer;
    int m_seat;
    int m_pieceType;
    qreal m_cellSize;
};

// Something the current player may pick on the board: a ring at a segment's centroid
// (`segment` >= 0) or at the centre of `cell`, with a plus in it or `badge` (what the
// territory scores, "4"), scaled down to fit the ring.
class TargetMarkerItem : public QGraphicsItem
{
public:
    TargetMarkerItem(int segment, Coord cell, const QColor &color, qreal cellSize, const QString &badge = QString());
    enum { Type = TargetMarkerItemType };
    int type() const override { return Type; }
    int segment() const { return m_segment; }
    Coord cell() const { return m_cell; }
    QString badge() const { return m_badge; }

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

protected:
    void hoverEnterEvent(QGraphicsSceneHoverEvent *event) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent *event) override;

private:
    int m_segment;
    Coord m_cell;
    QColor m_color;
    QString m_badge;
    qreal m_radius;
    bool m_hovered = false;
};

// The outline of the feature under the mouse.
class FeatureOutlineItem : public QGraphicsItem
{
public:
    explicit FeatureOutlineItem(qreal cellSize);
    enum { Type = FeatureOutlineItemType };
    int type() const override { return Type; }

    void setPath(const QPainterPath &path);
    const QPainterPath &path() const { return m_path; }

    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QPainterPath m_path;
    qreal m_pen;
    QRectF m_bounds;
};

} // namespace tw
