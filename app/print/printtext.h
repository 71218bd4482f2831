#pragma once

#include <QRectF>
#include <QString>

class QPainter;

namespace tw {

// Draws `text` `height` millimetres high in `box` (millimetres) with the painter's pen,
// aligned by `flags`; with Qt::TextWordWrap, wrapped at spaces, and within a word that is
// wider than the box. Fonts snap to whole units, so the text is laid out large and
// scaled: its size is exact at any scale of the painter.
void drawPrintText(QPainter &painter, const QRectF &box, int flags, const QString &text, qreal height);

} // namespace tw
