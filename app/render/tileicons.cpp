#include "tileicons.h"

#include "model/ruleset.h"

#include <QFont>
#include <QPainter>
#include <QPainterPath>

namespace tw {

namespace {

constexpr qreal kCountShare = 0.55; // the width of a count after an icon, of the icon's
const QColor kInk(0x3a, 0x30, 0x24);
const QColor kWall(0xf4, 0xef, 0xe6);
const QColor kRoof(0xb0, 0x41, 0x3e);
const QColor kBonus(0xff, 0xf4, 0xc2);

QPen inkPen(qreal width)
{
    QPen pen(kInk, width);
    pen.setJoinStyle(Qt::RoundJoin);
    pen.setCapStyle(Qt::RoundCap);
    return pen;
}

void drawHouse(QPainter *p, const QRectF &r)
{
    const qreal w = r.width(), h = r.height();
    auto at = [&](qreal x, qreal y) { return QPointF(r.left() + x * w, r.top() + y * h); };
    p->setPen(inkPen(0.07 * w));
    p->setBrush(kWall);
    p->drawRect(QRectF(at(0.2, 0.48), at(0.8, 0.94)));
    p->setBrush(kRoof);
    p->drawPolygon(QPolygonF{at(0.08, 0.52), at(0.5, 0.08), at(0.92, 0.52)});
    p->setPen(Qt::NoPen);
    p->setBrush(kInk);
    p->drawRect(QRectF(at(0.42, 0.66), at(0.58, 0.94)));
}

void drawPlus(QPainter *p, const QRectF &r)
{
    const qreal w = r.width();
    p->setPen(inkPen(0.07 * w));
    p->setBrush(kBonus);
    p->drawEllipse(r.adjusted(0.06 * w, 0.06 * w, -0.06 * w, -0.06 * w));
    p->setPen(inkPen(0.14 * w));
    const QPointF c = r.center();
    p->drawLine(c - QPointF(0.24 * w, 0), c + QPointF(0.24 * w, 0));
    p->drawLine(c - QPointF(0, 0.24 * w), c + QPointF(0, 0.24 * w));
}

void drawDot(QPainter *p, const QRectF &r)
{
    const qreal w = r.width();
    p->setPen(inkPen(0.08 * w));
    p->setBrush(kWall);
    p->drawEllipse(r.center(), 0.3 * w, 0.3 * w);
}

void drawText(QPainter *p, const QRectF &r, const QString &text)
{
    const qreal w = r.width();
    p->setPen(inkPen(0.06 * w));
    p->setBrush(kWall);
    p->drawEllipse(r.adjusted(0.04 * w, 0.04 * w, -0.04 * w, -0.04 * w));
    QFont font = p->font();
    font.setPixelSize(qMax(1, qRound((text.size() > 1 ? 0.42 : 0.6) * w)));
    font.setBold(true);
    p->setFont(font);
    p->setPen(kInk);
    p->drawText(r, Qt::AlignCenter, text);
}

} // namespace

IconKind iconKind(const std::string &name)
{
    if (name == "city" || name == "town" || name == "house" || name == "tower" || name == "castle")
        return IconKind::House;
    if (name == "plus" || name == "bonus" || name == "+")
        return IconKind::Plus;
    const qsizetype length = QString::fromStdString(name).size();
    if (length == 1 || length == 2)
        return IconKind::Text;
    return IconKind::Dot;
}

void drawIcon(QPainter *painter, IconKind kind, const QRectF &box, const QString &text)
{
    painter->save();
    switch (kind) {
    case IconKind::House:
        drawHouse(painter, box);
        break;
    case IconKind::Plus:
        drawPlus(painter, box);
        break;
    case IconKind::Dot:
        drawDot(painter, box);
        break;
    case IconKind::Text:
        drawText(painter, box, text);
        break;
    }
    painter->restore();
}

QSizeF attributeIconsSize(const std::vector<AttributeDef> &defs, const std::vector<int> &values, qreal iconSize)
{
    qreal width = 0;
    for (std::size_t a = 0; a < values.size() && a < defs.size(); ++a)
        if (values[a] > 0)
            width += iconSize + (values[a] > 1 ? kCountShare * iconSize : 0);
    return width > 0 ? QSizeF(width, iconSize) : QSizeF();
}

void drawAttributeIcons(QPainter *painter, const std::vector<AttributeDef> &defs, const std::vector<int> &values,
                        QPointF at, qreal iconSize)
{
    struct Entry
    {
        IconKind kind;
        int count;
        QString text;
    };
    std::vector<Entry> shown;
    for (std::size_t a = 0; a < values.size() && a < defs.size(); ++a)
        if (values[a] > 0)
            shown.push_back({iconKind(defs[a].icon), values[a], QString::fromStdString(defs[a].icon)});
    if (shown.empty())
        return;
    const qreal countWidth = kCountShare * iconSize;
    qreal x = at.x() - attributeIconsSize(defs, values, iconSize).width() / 2;
    painter->save();
    QFont font = painter->font();
    font.setPixelSize(qMax(1, qRound(0.62 * iconSize)));
    font.setBold(true);
    painter->setFont(font);
    for (const Entry &e : shown) {
        drawIcon(painter, e.kind, QRectF(x, at.y() - iconSize / 2, iconSize, iconSize), e.text);
        x += iconSize;
        if (e.count > 1) {
            const QRectF box(x, at.y() - iconSize / 2, countWidth, iconSize);
            painter->setPen(Qt::NoPen);
            painter->setBrush(QColor(255, 255, 255, 210));
            painter->drawRoundedRect(box.adjusted(0, 0.15 * iconSize, 0, -0.15 * iconSize), 0.15 * iconSize,
                                     0.15 * iconSize);
            painter->setPen(kInk);
            painter->drawText(box, Qt::AlignCenter, QString::number(e.count));
            x += countWidth;
        }
    }
    painter->restore();
}

} // namespace tw
