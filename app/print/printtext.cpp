#include "printtext.h"

#include <QFont>
#include <QPainter>

namespace tw {

namespace {

constexpr qreal kDesignSize = 100; // text is laid out at this size and scaled

} // namespace

void drawPrintText(QPainter &painter, const QRectF &box, int flags, const QString &text, qreal height)
{
    painter.save();
    const qreal scale = height / kDesignSize;
    painter.translate(box.topLeft());
    painter.scale(scale, scale);
    QFont font = painter.font();
    font.setPixelSize(int(kDesignSize));
    painter.setFont(font);
    painter.drawText(QRectF(0, 0, box.width() / scale, box.height() / scale), flags, text);
    painter.restore();
}

} // namespace tw
