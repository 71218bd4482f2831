#pragma once

#include "engine/boardmark.h"

#include <QColor>
#include <QString>

#include <vector>

class QGraphicsItem;

namespace tw {

class TileRenderer;

// The items that show a ruleset's board marks (see BoardMark), in scene coordinates of
// cells `cellSize` apart: one outline per group of touching outlined cells of one colour,
// one shade likewise (its tooltip the first tip among its marks), a band for each mark
// that spans two cells, and a badge (text on a rounded box in the
// mark's player colour, else cream) for each mark with text or a card, the badges of one
// cell side by side along its top. The caller adds them to its scene and owns them.
struct MarkItems
{
    std::vector<QGraphicsItem *> items;
    std::vector<QString> badges; // the badges' texts, in the marks' order
};
MarkItems makeMarkItems(const BoardMarks &marks, const TileRenderer &renderer, qreal cellSize);
// The colour a mark is drawn in: its player's, else ink.
QColor markColor(const BoardMark &mark, const TileRenderer &renderer);

} // namespace tw
