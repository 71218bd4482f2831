#pragma once

#include <QColor>
#include <QPainterPath>

class QPainter;

namespace tw {

// Ink-saving drawing of a filled region: its outline and a pattern of lines in `color`
// instead of a solid fill. `pattern` picks one of several line patterns (diagonal either
// way, across, down, crossed, double-crossed; taken modulo their number) so that
// neighbouring regions of different kinds stay apart in black and white; -1 draws the
// outline only. Lines are `spacing` apart and scale with it, vector on every device.
void paintHatched(QPainter &painter, const QPainterPath &region, const QColor &color, int pattern, qreal spacing);

} // namespace tw
