#include "docktext.h"

#include "eventphrases.h"
#include "log/eventtext.h"
#include "model/ruleset.h"

#include <QPainter>
#include <QPixmap>

namespace tw {

QString DockText::seatName(const Ruleset &rules, int players, int player)
{
    if (player < 0)
        return QString();
    return tw::seatName(rules, players, player);
}

QColor DockText::seatColor(const Ruleset &rules, int player)
{
    if (player < 0)
        return QColor();
    if (player < int(rules.seats.size())) {
        const QColor color(QString::fromStdString(rules.seats[player].color));
        if (color.isValid())
            return color;
    }
    return QColor(0x80, 0x80, 0x80);
}

QIcon DockText::seatIcon(const Ruleset &rules, int player)
{
    if (player < 0)
        return QIcon();
    const QColor color = seatColor(rules, player);
    QPixmap pixmap(12, 12);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(color.darker(140), 1.0));
    painter.setBrush(color);
    painter.drawRoundedRect(QRectF(1.5, 1.5, 9, 9), 2, 2);
    painter.end();
    return QIcon(pixmap);
}

QString DockText::tileName(const Ruleset &rules, int type)
{
    if (type < 0 || type >= int(rules.tiles.size()))
        return QStringLiteral("?");
    const TileType &tile = rules.tiles[type];
    return QString::fromStdString(tile.name.empty() ? tile.id : tile.name);
}

QString DockText::cardName(const Ruleset &rules, int card)
{
    if (card < 0 || card >= int(rules.cards.size()))
        return QStringLiteral("?");
    const CardDef &def = rules.cards[card];
    return QString::fromStdString(def.text.empty() ? def.id : def.text);
}

} // namespace tw
