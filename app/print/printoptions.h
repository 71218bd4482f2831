#pragma once

#include "geometry/grid.h"

#include <QMarginsF>
#include <QPageLayout>
#include <QPageSize>
#include <QSizeF>
#include <QString>

#include <stdexcept>
#include <vector>

namespace tw {

// A print option that cannot be honoured (a tile larger than the printable area, an
// unknown page size); what() names the option.
class PrintError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

enum class CropMarks { None, Corners, Lines };
// How the paper turns over between a front and its back page: about its long edge (like a
// book, portrait) or its short edge (like a notepad).
enum class DuplexFlip { LongEdge, ShortEdge };

// What the print export lays out and how. Lengths are millimetres.
struct PrintOptions
{
    QPageSize pageSize = QPageSize(QPageSize::A4);
    QPageLayout::Orientation orientation = QPageLayout::Portrait;
    QMarginsF margins = QMarginsF(10, 10, 10, 12); // the bottom one holds the footer
    qreal tileSize = 0; // a cell's side (square), across the flats (hex); 0: the grid's default
    qreal gap = 2;      // between items' cut lines
    qreal bleed = 0;    // art past the cut line, on every side
    CropMarks cropMarks = CropMarks::Corners;
    DuplexFlip flip = DuplexFlip::LongEdge;
    bool footer = true;
    bool proof = false;               // one of each tile type (larger) and card, labelled, instead of every copy
    bool alignmentPage = false;       // a front and back page of crosshairs first, to check a duplex printer
    bool inkSaving = false;           // outlines and hatching instead of solid fills
    QSizeF cardSize = QSizeF(63, 88); // poker size
    qreal cardGap = 0;                // between cards' cut lines: 0 shares them, nine poker cards to an A4 page
    int padSheets = -1;               // blank player sheets of a sheet game; -1: one per seat of the largest game
    std::vector<Coord> shadedCells;   // of each player sheet, printed grey (see shadedSheetCells)
};

// "A4", "Letter", "A3" or "WxH" in millimetres ("100x150"); throws PrintError naming the option.
QPageSize pageSizeFromName(const QString &name);
// "poker" (63x88), "bridge" (57x89), "tarot" (70x120), "mini" (44x63) or "WxH" in
// millimetres; throws PrintError naming --card-size.
QSizeF cardSizeFromName(const QString &name);

} // namespace tw
