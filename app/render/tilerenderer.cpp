#include "tilerenderer.h"

#include "hatching.h"
#include "piecepicture.h"
#include "svgcache.h"
#include "tileicons.h"
#include "tileshape.h"

#include "state/board.h"
#include "state/gamestate.h"

#include <QImage>
#include <QPainter>
#include <QSvgRenderer>

#include <cmath>

namespace tw {

namespace {

// Colours for seats and terrains a ruleset leaves out or spells wrongly.
const QColor kSeatPalette[] = {QColor(0xd2, 0x3c, 0x3c), QColor(0x3c, 0x64, 0xd2), QColor(0xe6, 0xbe, 0x28),
                               QColor(0x32, 0xa0, 0x50), QColor(0x3c, 0x3c, 0x3c), QColor(0x8e, 0x44, 0xad)};
const QColor kOutline(0x2e, 0x2a, 0x24, 200);
const QColor kIllegal(0xd0, 0x20, 0x20);
const QColor kGhostEdge(0xff, 0xff, 0xff);

constexpr qreal kPieceSize = 0.36; // diameter, of the cell size
constexpr qreal kOutlineWidth = 0.025;
constexpr qreal kGhostOpacity = 0.7;
constexpr qreal kHatchSpacing = 0.08; // of the cell size: between ink-saving pattern lines

// Cell terrain, segments and edge strips as solid fills. A hairline in the fill colour
// closes the anti-aliasing seams between regions.
void paintFilledRegions(QPainter &painter, const TileShape &s)
{
    for (const ColoredPolygon &cell : s.cells) {
        painter.setPen(QPen(cell.color, 0));
        painter.setBrush(cell.color);
        painter.drawPolygon(cell.polygon);
    }
    for (const SegmentShape &seg : s.segments) {
        painter.setPen(QPen(seg.color, 0));
        painter.setBrush(seg.color);
        painter.drawPath(seg.path);
    }
    for (const ColoredPolygon &strip : s.strips) {
        painter.setPen(QPen(strip.color.darker(125), 0));
        painter.setBrush(strip.color);
        painter.drawPolygon(strip.polygon);
    }
}

// Marked edges as solid dark bands, in either look: they carry rules (a range, a reef).
void paintMarks(QPainter &painter, const TileShape &s)
{
    for (const ColoredPolygon &mark : s.marks) {
        painter.setPen(QPen(mark.color, 0));
        painter.setBrush(mark.color);
        painter.drawPolygon(mark.polygon);
    }
}

QPainterPath polygonPath(const QPolygonF &polygon)
{
    QPainterPath path;
    path.addPolygon(polygon);
    path.closeSubpath();
    return path;
}

// The same regions outlined and hatched, a pattern per terrain.
void paintHatchedRegions(QPainter &painter, const TileShape &s, qreal spacing)
{
    for (const ColoredPolygon &cell : s.cells)
        paintHatched(painter, polygonPath(cell.polygon), cell.color, cell.terrain, spacing);
    for (const SegmentShape &seg : s.segments)
        paintHatched(painter, seg.path, seg.color, seg.terrain, spacing);
    for (const ColoredPolygon &strip : s.strips)
        paintHatched(painter, polygonPath(strip.polygon), strip.color, strip.terrain, spacing);
}

QColor parseColor(const std::string &text, QColor fallback)
{
    const QColor c(QString::fromStdString(text));
    return c.isValid() ? c : fallback;
}

} // namespace

TileRenderer::TileRenderer(std::shared_ptr<const Ruleset> rules)
    : m_rules(std::move(rules))
    , m_blank(0xef, 0xe6, 0xd2)
    , m_svg(std::make_unique<SvgCache>())
{
    for (std::size_t t = 0; t < m_rules->terrains.size(); ++t)
        m_terrainColors.push_back(parseColor(m_rules->terrains[t].color, QColor::fromHsv(int(t * 67) % 360, 90, 200)));
}

TileRenderer::~TileRenderer() = default;

QColor TileRenderer::terrainColor(int terrain) const
{
    return terrain >= 0 && terrain < int(m_terrainColors.size()) ? m_terrainColors[terrain] : m_blank;
}

QColor TileRenderer::seatColor(int seat) const
{
    const QColor fallback = kSeatPalette[(seat < 0 ? 0 : seat) % std::size(kSeatPalette)];
    if (seat < 0 || seat >= int(m_rules->seats.size()))
        return fallback;
    return parseColor(m_rules->seats[seat].color, fallback);
}

const TileShape &TileRenderer::shape(int type, int orientation, qreal cellSize) const
{
    auto &slot = m_shapes[{type, orientation, cellSize}];
    if (!slot)
        slot = std::make_unique<TileShape>(
            buildTileShape(*m_rules, type, orientation, geometry(cellSize), ShapePalette{m_terrainColors, m_blank}));
    return *slot;
}

QColor TileRenderer::dominantColor(int type, int orientation) const
{
    return shape(type, orientation, 64).dominant;
}

void TileRenderer::clearCaches()
{
    m_shapes.clear();
    m_svg->clear();
}

// --- tiles ---------------------------------------------------------------------------

bool TileRenderer::paintArt(QPainter *painter, const TileShape &s) const
{
    QSvgRenderer *svg = s.art.isEmpty() ? nullptr : m_svg->get(s.art);
    if (!svg)
        return false;
    painter->save();
    painter->setClipPath(s.outline, Qt::IntersectClip);
    painter->rotate(s.artRotation);
    if (s.artMirrored)
        painter->scale(-1, 1);
    svg->render(painter, s.artRect);
    painter->restore();
    return true;
}

// The tile's own look, tile-local, fully opaque.
void TileRenderer::paintLayer(QPainter *painter, const TileShape &s, const TileRenderOptions &options) const
{
    painter->save();
    if (options.paint >= 0) {
        // As the board draws a painted cell: its terrain's colour, edged a shade darker.
        const QColor color = terrainColor(options.paint);
        painter->setPen(QPen(color.darker(130), 0));
        painter->setBrush(color);
        for (const ColoredPolygon &cell : s.cells)
            painter->drawPolygon(cell.polygon);
    } else if (!(!options.inkSaving && options.art && paintArt(painter, s))) {
        if (options.inkSaving)
            paintHatchedRegions(*painter, s, kHatchSpacing * options.cellSize);
        else
            paintFilledRegions(*painter, s);
        paintMarks(*painter, s);
        if (options.icons) {
            const qreal icon = kIconShare * options.cellSize;
            for (const SegmentShape &seg : s.segments)
                drawAttributeIcons(painter, m_rules->attributes, *seg.attributes, seg.iconAt, icon);
            drawAttributeIcons(painter, m_rules->attributes, *s.faceAttributes, s.faceIconAt, icon);
        }
    }
    if (options.outline) {
        QPen pen(kOutline, kOutlineWidth * options.cellSize);
        pen.setCapStyle(Qt::RoundCap);
        painter->setPen(pen);
        painter->setBrush(Qt::NoBrush);
        painter->drawPath(s.border);
    }
    painter->restore();
}

// A ghost is drawn as one layer at device resolution and then blended, so its regions
// do not show through each other.
void TileRenderer::paintGhost(QPainter *painter, const TileShape &s, QPointF at, const TileRenderOptions &options) const
{
    const QTransform world = QTransform::fromTranslate(at.x(), at.y()) * painter->worldTransform();
    const QRect device = world.mapRect(s.bounds).toAlignedRect().adjusted(-2, -2, 2, 2);
    if (device.isEmpty() || device.width() * qint64(device.height()) > 16'000'000)
        return;
    QImage layer(device.size(), QImage::Format_ARGB32_Premultiplied);
    layer.fill(Qt::transparent);
    {
        QPainter lp(&layer);
        lp.setRenderHints(painter->renderHints());
        lp.setTransform(world * QTransform::fromTranslate(-device.left(), -device.top()));
        paintLayer(&lp, s, options);
        if (options.illegal)
            lp.fillPath(s.outline, QColor(kIllegal.red(), kIllegal.green(), kIllegal.blue(), 80));
        QPen pen(options.illegal ? kIllegal : kGhostEdge, 2.5 * kOutlineWidth * options.cellSize,
                 options.illegal ? Qt::DashLine : Qt::SolidLine);
        pen.setJoinStyle(Qt::RoundJoin);
        lp.strokePath(s.outline, pen);
    }
    painter->save();
    painter->resetTransform();
    painter->setOpacity(painter->opacity() * kGhostOpacity);
    painter->drawImage(device.topLeft(), layer);
    painter->restore();
}

void TileRenderer::paint(QPainter *painter, int type, int orientation, Coord origin, const TileRenderOptions &options) const
{
    const TileShape &s = shape(type, orientation, options.cellSize);
    const QPointF at = cellCenter(origin, options.cellSize);
    if (options.ghost) {
        paintGhost(painter, s, at, options);
        return;
    }
    painter->save();
    painter->translate(at);
    paintLayer(painter, s, options);
    painter->restore();
}

void TileRenderer::paintFlat(QPainter *painter, int type, int orientation, Coord origin, qreal cellSize) const
{
    const TileShape &s = shape(type, orientation, cellSize);
    painter->save();
    painter->translate(cellCenter(origin, cellSize));
    painter->setPen(QPen(s.dominant, 0));
    painter->setBrush(s.dominant);
    painter->drawPath(s.outline);
    painter->restore();
}

QRectF TileRenderer::tileBounds(int type, int orientation, Coord origin, qreal cellSize) const
{
    return shape(type, orientation, cellSize).bounds.translated(cellCenter(origin, cellSize));
}

QPainterPath TileRenderer::tileOutline(int type, int orientation, Coord origin, qreal cellSize) const
{
    return shape(type, orientation, cellSize).outline.translated(cellCenter(origin, cellSize));
}

// --- segments ------------------------------------------------------------------------

int TileRenderer::segmentCount(int type, int orientation) const
{
    return int(m_rules->tiles[type].faces[m_rules->tiles[type].orientations[orientation].face].segments.size());
}

QPainterPath TileRenderer::segmentPath(int type, int orientation, Coord origin, int segment, qreal cellSize) const
{
    return shape(type, orientation, cellSize).segments[segment].path.translated(cellCenter(origin, cellSize));
}

QPointF TileRenderer::segmentCentroid(int type, int orientation, Coord origin, int segment, qreal cellSize) const
{
    return shape(type, orientation, cellSize).segments[segment].centroid + cellCenter(origin, cellSize);
}

int TileRenderer::segmentAt(int type, int orientation, Coord origin, QPointF scenePos, qreal cellSize) const
{
    const TileShape &s = shape(type, orientation, cellSize);
    const QPointF local = scenePos - cellCenter(origin, cellSize);
    // Inner discs sit on top of the wedges, so they are tried first.
    const FaceDef &face = m_rules->tiles[type].faces[m_rules->tiles[type].orientations[orientation].face];
    for (int pass = 0; pass < 2; ++pass) {
        for (std::size_t i = 0; i < s.segments.size(); ++i) {
            if (face.segments[i].edges.empty() == (pass == 0) && s.segments[i].path.contains(local))
                return int(i);
        }
    }
    return -1;
}

QPainterPath TileRenderer::segmentPath(const Board &board, int segment, qreal cellSize) const
{
    const int t = board.segmentTile(segment);
    const PlacedTile &tile = board.tile(t);
    return segmentPath(tile.type, tile.orientation, tile.origin, segment - board.segmentId(t, 0), cellSize);
}

QPointF TileRenderer::segmentCentroid(const Board &board, int segment, qreal cellSize) const
{
    const int t = board.segmentTile(segment);
    const PlacedTile &tile = board.tile(t);
    return segmentCentroid(tile.type, tile.orientation, tile.origin, segment - board.segmentId(t, 0), cellSize);
}

int TileRenderer::segmentAt(const Board &board, QPointF scenePos, qreal cellSize) const
{
    const int t = board.tileAt(cellAt(scenePos, cellSize));
    if (t < 0)
        return -1;
    const PlacedTile &tile = board.tile(t);
    const int local = segmentAt(tile.type, tile.orientation, tile.origin, scenePos, cellSize);
    return local < 0 ? -1 : board.segmentId(t, local);
}

// --- pieces --------------------------------------------------------------------------

QPointF TileRenderer::pieceCenter(const Board &board, const BoardPiece &piece, qreal cellSize) const
{
    if (piece.segment >= 0 && piece.segment < board.segmentCount())
        return segmentCentroid(board, piece.segment, cellSize);
    return cellCenter(piece.cell, cellSize);
}

void TileRenderer::paintPiece(QPainter *painter, QPointF at, int seat, qreal cellSize, bool highlighted, int pieceType) const
{
    const bool known = pieceType >= 0 && pieceType < int(m_rules->pieces.size());
    const PieceDef *def = known ? &m_rules->pieces[std::size_t(pieceType)] : nullptr;
    drawPiece(painter, at, seatColor(seat), kPieceSize * cellSize, def ? def->shape : PieceShape::Meeple,
              def ? QString::fromStdString(def->letter) : QString(), highlighted);
}

void TileRenderer::paintPiece(QPainter *painter, const Board &board, const BoardPiece &piece, qreal cellSize) const
{
    paintPiece(painter, pieceCenter(board, piece, cellSize), piece.owner, cellSize, false, piece.type);
}

} // namespace tw
