#pragma once

#include "printlayout.h"

class QPainter;

namespace tw {

// Paints page `index` of `layout` with `painter` in millimetres (one unit = 1 mm, the
// page's top left at 0, 0): each tile drawn by the board's renderer, its art carried past
// the cut line into the bleed, crop marks or cut lines outside every tile, labels on a
// proof sheet, crosshairs on alignment pages, and the footer (name, rules version, page
// n of N) when options.footer. The same on screen, in a PDF and in a PNG.
void paintPrintPage(QPainter &painter, const TileRenderer &renderer, const PrintLayout &layout,
                    const PrintOptions &options, int index);

} // namespace tw
