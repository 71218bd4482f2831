#include "cardface.h"

#include <QPainter>
#include <QPainterPath>

namespace tw {

namespace {

QString nameOf(const Named &named)
{
    return QString::fromStdString(named.text.empty() ? named.id : named.text);
}

QFont sized(const QPainter &painter, qreal pixels, bool bold)
{
    QFont font = painter.font();
    font.setPixelSize(std::max(1, int(pixels)));
    font.setBold(bold);
    return font;
}

} // namespace

QColor suitColor(const Ruleset &rules, int suit)
{
    const int suits = int(rules.suits.size());
    if (suit < 0 || suit >= suits)
        return QColor(120, 120, 120);
    return QColor::fromHsv((suit * 360 / suits + 20) % 360, 150, 170);
}

void paintCardFace(QPainter &painter, const QRectF &rect, const Ruleset &rules, int card)
{
    if (card < 0 || card >= int(rules.cards.size()))
        return;
    const CardDef &def = rules.cards[card];
    const QColor colour = suitColor(rules, def.suit);
    const qreal radius = 0.08 * rect.width();
    const qreal line = std::max<qreal>(1, 0.02 * rect.width());
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    QPainterPath outline;
    outline.addRoundedRect(rect.adjusted(line / 2, line / 2, -line / 2, -line / 2), radius, radius);
    painter.fillPath(outline, QColor(250, 248, 240));
    painter.setClipPath(outline);

    const QRectF band(rect.left(), rect.top(), rect.width(), 0.24 * rect.height());
    painter.fillRect(band, colour);
    if (def.suit >= 0 && def.suit < int(rules.suits.size())) {
        painter.setPen(Qt::white);
        painter.setFont(sized(painter, 0.13 * rect.height(), true));
        painter.drawText(band.adjusted(line * 2, 0, -line * 2, 0), Qt::AlignCenter, nameOf(rules.suits[def.suit]));
    }
    const QRectF middle(rect.left(), band.bottom(), rect.width(), 0.5 * rect.height());
    painter.setPen(colour.darker(150));
    painter.setFont(sized(painter, 0.36 * rect.height(), true));
    painter.drawText(middle, Qt::AlignCenter, QString::number(def.value));
    const QRectF foot(rect.left() + 2 * line, middle.bottom(), rect.width() - 4 * line, rect.bottom() - middle.bottom());
    painter.setPen(QColor(40, 40, 40));
    painter.setFont(sized(painter, 0.1 * rect.height(), false));
    painter.drawText(foot, Qt::AlignCenter | Qt::TextWordWrap, nameOf(def));

    painter.setClipping(false);
    painter.setPen(QPen(colour.darker(130), line));
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(outline);
    painter.restore();
}

} // namespace tw
