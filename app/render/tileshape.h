#pragma once

#include "gridgeometry.h"
#include "model/ruleset.h"

#include <QColor>
#include <QPainterPath>
#include <QPolygonF>
#include <QRectF>
#include <QString>

#include <vector>

namespace tw {

struct ColoredPolygon
{
    QPolygonF polygon;
    QColor color;
    int terrain = -1;
};

// One segment of a turned face as a region of the tile: the wedges from each cell centre
// through the edges the segment touches, merged, plus or minus the cell's central hub.
struct SegmentShape
{
    int terrain = -1;
    QColor color;
    QPainterPath path;
    QPointF centroid; // where a piece on the segment stands
    QPointF iconAt;   // where its icons' row is centred: the centroid unless another row is there
    const std::vector<int> *attributes = nullptr; // the SegmentDef's values per attribute
};

// Everything needed to draw one orientation of a tile type at one cell size, in tile-local
// coordinates (the anchor cell's centre is the origin). Built once and cached by the
// renderer; drawing is then a handful of fills.
struct TileShape
{
    QPainterPath outline; // the union of the cells, filled
    QPainterPath border;  // outer boundary lines only
    QRectF bounds;
    std::vector<ColoredPolygon> cells;  // cell terrain, or the blank tile colour
    std::vector<SegmentShape> segments; // in face order: index = segment index
    std::vector<ColoredPolygon> strips; // edges that have a terrain but no segment
    std::vector<ColoredPolygon> marks;  // edges marked with an attribute (marks:), a dark band
    QColor dominant;                    // for the far-zoom flat drawing
    QPointF faceIconAt;
    const std::vector<int> *faceAttributes = nullptr;
    QString art;           // absolute path of the face's SVG, empty if none
    QRectF artRect;        // the face's unturned cells, tile-local
    qreal artRotation = 0; // degrees clockwise
    bool artMirrored = false;
};

// Colours the shape builder needs: one per terrain, and the colour of a tile part that
// has neither a segment nor a cell terrain.
struct ShapePalette
{
    std::vector<QColor> terrains;
    QColor blank;
};

TileShape buildTileShape(const Ruleset &rules, int type, int orientation, const GridGeometry &geo,
                         const ShapePalette &palette);

// Area-weighted centroid of a path's filled area (its bounding-rect centre if it has none).
QPointF pathCentroid(const QPainterPath &path);

} // namespace tw
