#pragma once

#include "printoptions.h"

#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QString>

#include <vector>

namespace tw {

class TileRenderer;

// One tile on a page. Millimetres, from the page's top left corner.
struct PrintItem
{
    int type = -1;
    int orientation = 0; // of the type: the face shown, unturned
    QRectF cut;          // the tile's bounds: where it is cut (its outline within)
    QPointF origin;      // where the centre of the tile's cell (0, 0) lands
    QString label;       // proof sheets: "id ×count · edges"; empty otherwise
};

struct PrintPage
{
    enum class Kind { Fronts, Backs, Proof, AlignmentFront, AlignmentBack };
    Kind kind = Kind::Fronts;
    std::vector<PrintItem> items;
};

// Every page of a print run: each copy of each tile type (or, for a proof, one of each,
// larger and labelled) in rows across the printable area, `gap` apart. A page of tiles
// that have a second face is followed by its back page: the same tiles' other face, each
// placed so it lands behind its front when the sheet turns over (options.flip).
struct PrintLayout
{
    QSizeF page;      // millimetres, in the chosen orientation
    QRectF printable; // the page within its margins
    qreal cellSize = 0;
    std::vector<PrintPage> pages;
};

// Throws PrintError when a tile does not fit the printable area, or a length is negative.
PrintLayout layoutPrint(const TileRenderer &renderer, const PrintOptions &options);

// The default tile size for the grid kind: 40 mm square or hex tiles, 12 mm sheet cells.
qreal defaultTileSize(const TileRenderer &renderer);

// Where a point of a front page lies on its back page after the sheet turns over.
QPointF behind(QPointF front, QSizeF page, DuplexFlip flip);

} // namespace tw
