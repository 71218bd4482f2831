#pragma once

#include "gridgeometry.h"
#include "model/ruleset.h"

#include <QColor>
#include <QPainterPath>
#include <QPolygonF>
#include <QRectF>

#include <map>
#include <memory>
#include <tuple>
#include <vector>

class QPainter;

namespace tw {

class Board;
class SvgCache;
struct BoardPiece;
struct TileShape;

struct TileRenderOptions
{
    qreal cellSize = 64;    // distance between the centres of north-south neighbours
    bool ghost = false;     // the tile in hand: drawn see-through as one layer
    bool illegal = false;   // a ghost where it may not go: tinted and ringed in red
    bool icons = true;      // attribute icons
    bool art = true;        // a face's SVG art instead of the drawn terrain, when it has one
    bool outline = true;    // the tile's outer border
    bool inkSaving = false; // regions outlined and hatched (a pattern per terrain), not filled; no art
    int paint = -1;         // a terrain every cell is drawn in, as a placement that paints them (PlaceRule::paint)
};

// Draws the tiles and pieces of one ruleset with QPainter, from the ruleset's own
// definitions: segments as coloured regions (wedges from each cell centre through the
// edges a segment touches, merged; the cell's centre goes to the segment that crosses it
// or holds most of it), cell terrain as filled cells, edge terrain as strips where a face
// has no segments, the outer outline, attribute icons, or the face's SVG art.
//
// Scene coordinates: the centre of cell (0, 0) is the origin; see GridGeometry. Drawing
// is deterministic and keeps no widget state. Shapes are cached per (tile type,
// orientation, cell size), so a renderer is meant for one thread at a time.
class TileRenderer
{
public:
    explicit TileRenderer(std::shared_ptr<const Ruleset> rules);
    ~TileRenderer();
    TileRenderer(const TileRenderer &) = delete;
    TileRenderer &operator=(const TileRenderer &) = delete;

    const Ruleset &rules() const { return *m_rules; }
    const std::shared_ptr<const Ruleset> &rulesPtr() const { return m_rules; }

    // --- cell geometry -----------------------------------------------------------------
    GridGeometry geometry(qreal cellSize) const { return GridGeometry(m_rules->grid.kind(), cellSize); }
    QPolygonF cellPolygon(Coord c, qreal cellSize) const { return geometry(cellSize).cellPolygon(c); }
    QPointF cellCenter(Coord c, qreal cellSize) const { return geometry(cellSize).center(c); }
    Coord cellAt(QPointF scenePos, qreal cellSize) const { return geometry(cellSize).cellAt(scenePos); }

    // --- colours ----------------------------------------------------------------------
    QColor terrainColor(int terrain) const;
    // The seat's colour from the ruleset, or a fixed palette when it names none.
    QColor seatColor(int seat) const;
    // Parts of a tile with neither segment nor cell terrain.
    QColor blankColor() const { return m_blank; }
    // The colour that covers most of the tile, for the far-zoom flat drawing.
    QColor dominantColor(int type, int orientation) const;

    // --- tiles ------------------------------------------------------------------------
    void paint(QPainter *painter, int type, int orientation, Coord origin, const TileRenderOptions &options = {}) const;
    // The tile's outline filled with its dominant colour: for far zoom levels.
    void paintFlat(QPainter *painter, int type, int orientation, Coord origin, qreal cellSize) const;
    QRectF tileBounds(int type, int orientation, Coord origin, qreal cellSize) const;
    // The union of the tile's cells.
    QPainterPath tileOutline(int type, int orientation, Coord origin, qreal cellSize) const;

    // --- segments (index in the face) ---------------------------------------------------
    int segmentCount(int type, int orientation) const;
    QPainterPath segmentPath(int type, int orientation, Coord origin, int segment, qreal cellSize) const;
    QPointF segmentCentroid(int type, int orientation, Coord origin, int segment, qreal cellSize) const;
    // The segment whose region holds scenePos, or -1.
    int segmentAt(int type, int orientation, Coord origin, QPointF scenePos, qreal cellSize) const;

    // --- segments of a board (segment ids) ----------------------------------------------
    QPainterPath segmentPath(const Board &board, int segment, qreal cellSize) const;
    QPointF segmentCentroid(const Board &board, int segment, qreal cellSize) const;
    // The segment id under scenePos on a placed tile, or -1.
    int segmentAt(const Board &board, QPointF scenePos, qreal cellSize) const;

    // --- pieces -----------------------------------------------------------------------
    // Where a piece stands: its segment's centroid, or its cell's centre.
    QPointF pieceCenter(const Board &board, const BoardPiece &piece, qreal cellSize) const;
    // A piece of `pieceType` (its shape and letter from the ruleset; -1: a plain meeple) in
    // the seat's colour.
    void paintPiece(QPainter *painter, QPointF at, int seat, qreal cellSize, bool highlighted = false,
                    int pieceType = -1) const;
    void paintPiece(QPainter *painter, const Board &board, const BoardPiece &piece, qreal cellSize) const;

    // Forgets cached shapes and SVG files (after the art on disk changed).
    void clearCaches();

private:
    const TileShape &shape(int type, int orientation, qreal cellSize) const;
    void paintLayer(QPainter *painter, const TileShape &s, const TileRenderOptions &options) const;
    void paintGhost(QPainter *painter, const TileShape &s, QPointF at, const TileRenderOptions &options) const;
    bool paintArt(QPainter *painter, const TileShape &s) const;

    std::shared_ptr<const Ruleset> m_rules;
    std::vector<QColor> m_terrainColors;
    QColor m_blank;
    mutable std::map<std::tuple<int, int, qreal>, std::unique_ptr<TileShape>> m_shapes;
    std::unique_ptr<SvgCache> m_svg;
};

} // namespace tw
