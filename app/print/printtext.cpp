#include "printtext.h"

#include <QFont>
#include <QPainter>
#include <QTextOption>

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
    const QRectF scaled(0, 0, box.width() / scale, box.height() / scale);
    if (flags & Qt::TextWordWrap) {
        QTextOption option(Qt::Alignment(flags & (Qt::AlignHorizontal_Mask | Qt::AlignVertical_Mask)));
        option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
        painter.drawText(scaled, text, option);
    } else {
        painter.drawText(scaled, flags, text);
    }
    painter.restore();
}

} // namespace tw
