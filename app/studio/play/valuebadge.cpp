#include "valuebadge.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPainter>

namespace tw {

namespace {
QFont badgeFont()
{
    QFont font;
    font.setPointSizeF(8.5);
    font.setBold(true);
    return font;
}
} // namespace

ValueBadge::ValueBadge(const QString &text, const QColor &accent)
    : m_text(text)
    , m_accent(accent)
{
    setFlag(QGraphicsItem::ItemIgnoresTransformations);
    setAcceptedMouseButtons(Qt::NoButton);
    setAcceptHoverEvents(false);
    const QFontMetricsF metrics(badgeFont());
    const qreal w = metrics.horizontalAdvance(m_text) + 10;
    const qreal h = metrics.height() + 4;
    // Right of the point it is placed at, centred on it vertically.
    m_rect = QRectF(3, -h / 2, w, h);
}

QRectF ValueBadge::boundingRect() const
{
    return m_rect.adjusted(-1, -1, 1, 1);
}

void ValueBadge::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(m_accent.darker(140), 1));
    painter->setBrush(QColor(255, 255, 250, 235));
    painter->drawRoundedRect(m_rect, 4, 4);
    painter->setFont(badgeFont());
    painter->setPen(QColor(0x2b, 0x2b, 0x2b));
    painter->drawText(m_rect, Qt::AlignCenter, m_text);
}

} // namespace tw
