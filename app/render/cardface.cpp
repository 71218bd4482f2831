#include "cardface.h"

#include "hatching.h"

#include <QFontMetricsF>
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

// `font` made smaller where `text` would be wider than `width` on one line.
QFont fitting(QFont font, const QString &text, qreal width)
{
    const qreal wide = QFontMetricsF(font).horizontalAdvance(text);
    if (wide > width)
        font.setPixelSize(std::max(1, int(font.pixelSize() * width / wide)));
    return font;
}

} // namespace

QString cardCentreText(const CardDef &card)
{
    return card.value != 0 ? QString::number(card.value) : nameOf(card);
}

QColor suitColor(const Ruleset &rules, int suit)
{
    const int suits = int(rules.suits.size());
    if (suit < 0 || suit >= suits)
        return QColor(120, 120, 120);
    return QColor::fromHsv((suit * 360 / suits + 20) % 360, 150, 170);
}

void paintCardFace(QPainter &painter, const QRectF &rect, const Ruleset &rules, int card, bool inkSaving)
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
    if (inkSaving) {
        QPainterPath bandPath;
        bandPath.addRect(band);
        paintHatched(painter, bandPath, colour, def.suit, 0.04 * rect.height());
    } else {
        painter.fillRect(band, colour);
    }
    if (def.suit >= 0 && def.suit < int(rules.suits.size())) {
        painter.setPen(inkSaving ? colour.darker(150) : QColor(Qt::white));
        const QRectF room = band.adjusted(line * 2, 0, -line * 2, 0);
        const QString suit = nameOf(rules.suits[def.suit]);
        painter.setFont(fitting(sized(painter, 0.13 * rect.height(), true), suit, room.width()));
        painter.drawText(room, Qt::AlignCenter, suit);
    }
    const QRectF middle(rect.left(), band.bottom(), rect.width(), 0.5 * rect.height());
    painter.setPen(colour.darker(150));
    if (def.value != 0) {
        painter.setFont(sized(painter, 0.36 * rect.height(), true));
        painter.drawText(middle, Qt::AlignCenter, cardCentreText(def));
        const QRectF foot(rect.left() + 2 * line, middle.bottom(), rect.width() - 4 * line,
                          rect.bottom() - middle.bottom());
        painter.setPen(QColor(40, 40, 40));
        painter.setFont(sized(painter, 0.1 * rect.height(), false));
        painter.drawText(foot, Qt::AlignCenter | Qt::TextWordWrap, nameOf(def));
    } else {
        // No value: the name takes the middle, as large as a card's width lets it be.
        const QRectF room = middle.adjusted(2 * line, 0, -2 * line, 0.5 * (rect.bottom() - middle.bottom()));
        const QString name = cardCentreText(def);
        painter.setFont(fitting(sized(painter, 0.16 * rect.height(), true), name, room.width()));
        painter.drawText(room, Qt::AlignCenter, name);
    }

    painter.setClipping(false);
    painter.setPen(QPen(colour.darker(130), line));
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(outline);
    painter.restore();
}

void paintCardBack(QPainter &painter, const QRectF &rect, const Ruleset &rules, bool inkSaving)
{
    const qreal radius = 0.08 * rect.width();
    const qreal line = std::max<qreal>(0.5, 0.02 * rect.width());
    const QColor ink(60, 70, 110);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    QPainterPath outline;
    outline.addRoundedRect(rect.adjusted(line / 2, line / 2, -line / 2, -line / 2), radius, radius);
    const QRectF inner = rect.adjusted(4 * line, 4 * line, -4 * line, -4 * line);
    if (!inkSaving) {
        painter.fillPath(outline, ink);
        painter.setClipRect(inner);
        painter.setPen(QPen(ink.lighter(160), line / 2));
        const qreal step = rect.width() / 6;
        for (qreal d = -rect.height(); d < rect.width() + rect.height(); d += step) {
            painter.drawLine(QPointF(rect.left() + d, rect.top()), QPointF(rect.left() + d - rect.height(), rect.bottom()));
            painter.drawLine(QPointF(rect.left() + d, rect.top()), QPointF(rect.left() + d + rect.height(), rect.bottom()));
        }
        painter.setClipping(false);
    }
    painter.setPen(QPen(inkSaving ? ink : ink.lighter(160), line));
    painter.setBrush(Qt::NoBrush);
    painter.drawRoundedRect(inner, radius / 2, radius / 2);
    const QRectF title(inner.left(), inner.center().y() - 0.1 * rect.height(), inner.width(), 0.2 * rect.height());
    if (!inkSaving)
        painter.fillRect(title, ink);
    painter.setPen(inkSaving ? ink : QColor(Qt::white));
    painter.setFont(sized(painter, 0.07 * rect.height(), true));
    painter.drawText(title, Qt::AlignCenter | Qt::TextWordWrap,
                     QString::fromStdString(rules.name.empty() ? rules.id : rules.name));
    painter.setPen(QPen(ink.darker(130), line));
    painter.drawPath(outline);
    painter.restore();
}

} // namespace tw
