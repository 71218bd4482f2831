#pragma once

#include "printoptions.h"

#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QString>

#include <vector>

namespace tw {

class TileRenderer;

// One tile or card on a page. Millimetres, from the page's top left corner.
struct PrintItem
{
    enum class Kind { Tile, Card, CardBack };
    Kind kind = Kind::Tile;
    int type = -1;           // the tile type, or the card
    int orientation = 0;     // of a tile type: the face shown, unturned or (a nested pair's second) turned
    QRectF cut;              // the item's bounds (a tile is cut along its outline within)
    QPointF origin;          // where the centre of the tile's cell (0, 0) lands
    bool rectangular = true; // the cut is the bounds; false: along the tile's outline
    QString label;           // proof sheets: "id ×count · edges"; empty otherwise
};

struct PrintPage
{
    enum class Kind { Fronts, Backs, Proof, AlignmentFront, AlignmentBack, PlayerSheet };
    Kind kind = Kind::Fronts;
    std::vector<PrintItem> items;
};

// Every page of a print run, each part starting on a new page, its items centred across
// the printable area:
// - each copy of each tile type, `gap` apart: square tiles in rows, single hexes in
//   offset columns sharing the spacing across every edge, polyominoes nested along their
//   outlines, two of a shape as a nested pair where a page then holds more (nestedpair.h)
//   (or, for a proof, one of each type, larger and labelled);
// - each copy of each card at options.cardSize;
// - after each page of double-sided tiles or cards, its back page: the other face (a
//   card's back), each placed so it lands behind its front when the sheet turns over
//   (options.flip);
// - for a game on player sheets, blank sheets to draw on (options.padSheets).
struct PrintLayout
{
    QSizeF page;      // millimetres, in the chosen orientation
    QRectF printable; // the page within its margins
    qreal cellSize = 0;
    std::vector<PrintPage> pages;
};

// Throws PrintError naming the option when a tile or card does not fit the printable
// area, or a length is negative.
PrintLayout layoutPrint(const TileRenderer &renderer, const PrintOptions &options);

// Face `face` of tile type `type` alone, unturned, on a page its own size (the tile's
// bounds and the bleed around them): a single tile's art. Throws PrintError naming --face
// when the type has no such face.
PrintLayout layoutTile(const TileRenderer &renderer, const PrintOptions &options, int type, int face);

// The default tile size for the grid kind: 40 mm square or hex tiles, 12 mm sheet cells.
qreal defaultTileSize(const TileRenderer &renderer);

// Where a point of a front page lies on its back page after the sheet turns over.
QPointF behind(QPointF front, QSizeF page, DuplexFlip flip);

} // namespace tw
