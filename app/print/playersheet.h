#pragma once

#include "model/ruleset.h"

#include <QRectF>

#include <vector>

class QPainter;

namespace tw {

// Where the parts of a blank player sheet lie within the printable area (millimetres).
struct PlayerSheetLayout
{
    QRectF title;   // the game's name and a line for the player's
    QRectF map;     // the sheet's cells, numbered along its top and left sides
    qreal cell = 0; // a cell's side
    QRectF table;   // the score table: a row per reason, then the total
    qreal rowHeight = 0;
};

// The sheet of a sheet game (grid.width x grid.height) as large as fits above its score
// table, at most 15 mm a cell.
PlayerSheetLayout layoutPlayerSheet(const Ruleset &rules, const QRectF &printable);

// A blank sheet to play on with a pencil: the title with a name line, the grid with
// column numbers above and row numbers at the left (from 1, as a die reads) and the
// `shaded` cells grey, and the score table with a row per scoring reason of the ruleset
// and a total row, each with a box.
void paintPlayerSheet(QPainter &painter, const Ruleset &rules, const QRectF &printable,
                      const std::vector<Coord> &shaded = {});

} // namespace tw
