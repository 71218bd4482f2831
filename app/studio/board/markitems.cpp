#include "markitems.h"

#include "tilerenderer.h"

#include <QBrush>
#include <QFont>
#include <QGraphicsPathItem>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QPainterPath>
#include <QPen>

#include <algorithm>
#include <cmath>
#include <map>

namespace tw {

namespace {

constexpr int kBadgeLength = 8; // characters of a card name on a badge
const QColor kInk(0x3a, 0x30, 0x24);
const QColor kCream(0xff, 0xfb, 0xee);

// The cells as one area: each a little larger than the cell, so touching cells overlap
// and merge.
QPainterPath cellsArea(const std::vector<Coord> &cells, const TileRenderer &renderer, qreal cellSize)
{
    QPainterPath path;
    path.setFillRule(Qt::WindingFill);
    for (Coord c : cells) {
        const QPolygonF cell = renderer.cellPolygon(c, cellSize);
        const QPointF center = renderer.cellCenter(c, cellSize);
        QPolygonF grown;
        for (QPointF p : cell)
            grown << center + (p - center) * 1.01;
        path.addPolygon(grown);
        path.closeSubpath();
    }
    return path.simplified();
}

QGraphicsItem *outlineItem(const std::vector<Coord> &cells, const QColor &color, const TileRenderer &renderer, qreal cellSize)
{
    QPen pen(color, 0.07 * cellSize, Qt::DashLine);
    pen.setJoinStyle(Qt::RoundJoin);
    auto *item = new QGraphicsPathItem(cellsArea(cells, renderer, cellSize));
    item->setPen(pen);
    item->setBrush(QColor(color.red(), color.green(), color.blue(), 40));
    item->setZValue(2.6); // over the tiles and piles, under pieces and markers
    return item;
}

// A wash over the cells, light enough to leave what is drawn on them readable, inside a
// firm border that still shows once every square is drawn on.
QGraphicsItem *shadeItem(const std::vector<Coord> &cells, const QColor &color, const QString &tip,
                         const TileRenderer &renderer, qreal cellSize)
{
    auto *item = new QGraphicsPathItem(cellsArea(cells, renderer, cellSize));
    QPen pen(QColor(color.red(), color.green(), color.blue(), 200), 0.06 * cellSize);
    pen.setJoinStyle(Qt::MiterJoin);
    item->setPen(pen);
    item->setBrush(QColor(color.red(), color.green(), color.blue(), 55));
    item->setToolTip(tip);
    item->setZValue(0.8); // over the tiles and painted squares, under legal spots and everything else
    return item;
}

QGraphicsItem *bandItem(const BoardMark &mark, const QColor &color, const TileRenderer &renderer, qreal cellSize)
{
    const QPointF a = renderer.cellCenter(mark.cell, cellSize), b = renderer.cellCenter(mark.to, cellSize);
    const qreal width = 0.62 * cellSize;
    const QLineF line(a, b);
    QPainterPath path;
    path.addRoundedRect(QRectF(-width / 2, -width / 2, line.length() + width, width), width / 3, width / 3);
    auto *item = new QGraphicsPathItem(path);
    item->setPos(a);
    item->setRotation(-line.angle());
    item->setPen(QPen(color.darker(160), 0.04 * cellSize));
    item->setBrush(QColor(color.red(), color.green(), color.blue(), 150));
    item->setZValue(2.55); // under the piece standing on it
    return item;
}

QGraphicsItem *badgeItem(const QString &text, const QString &tip, const QColor &fill, qreal cellSize)
{
    auto *label = new QGraphicsSimpleTextItem(text);
    QFont font = label->font();
    font.setPixelSize(std::max(8, int(cellSize * 0.18)));
    font.setBold(true);
    label->setFont(font);
    label->setBrush(fill.lightness() < 128 ? QColor(Qt::white) : QColor(Qt::black));
    const QRectF box = label->boundingRect().adjusted(-3, -1, 3, 1);
    auto *frame = new QGraphicsRectItem(box);
    frame->setBrush(fill);
    frame->setPen(QPen(kInk, 1));
    label->setParentItem(frame);
    frame->setToolTip(tip);
    frame->setAcceptedMouseButtons(Qt::NoButton);
    frame->setZValue(2.7);
    return frame;
}

} // namespace

QColor markColor(const BoardMark &mark, const TileRenderer &renderer)
{
    return mark.player >= 0 ? renderer.seatColor(mark.player) : kInk;
}

MarkItems makeMarkItems(const BoardMarks &marks, const TileRenderer &renderer, qreal cellSize)
{
    MarkItems result;
    const Ruleset &rules = renderer.rules();
    std::map<int, std::vector<Coord>> outlined; // player (-1 for none) -> cells
    std::map<int, std::vector<Coord>> shaded;   // the same for shades
    std::map<int, QString> shadeTips;           // player -> the first tip of its shades
    std::map<Coord, qreal> badgeX;              // cell -> where its next badge goes
    for (const BoardMark &mark : marks) {
        const QColor color = markColor(mark, renderer);
        if (mark.outline)
            outlined[mark.player].push_back(mark.cell);
        if (mark.shade) {
            shaded[mark.player].push_back(mark.cell);
            shadeTips.emplace(mark.player, QString::fromStdString(mark.tip));
        }
        if (mark.spans)
            result.items.push_back(bandItem(mark, color, renderer, cellSize));
        const bool hasCard = mark.card >= 0 && mark.card < int(rules.cards.size());
        const CardDef *card = hasCard ? &rules.cards[std::size_t(mark.card)] : nullptr;
        const QString cardName = card ? QString::fromStdString(card->text.empty() ? card->id : card->text) : QString();
        const QString text = mark.text.empty() ? cardName.left(kBadgeLength) : QString::fromStdString(mark.text);
        if (text.isEmpty())
            continue;
        const QString tip = !mark.tip.empty() ? QString::fromStdString(mark.tip) : card ? cardName : text;
        QGraphicsItem *badge = badgeItem(text, tip, mark.player >= 0 ? color : kCream, cellSize);
        const QRectF cell = renderer.cellPolygon(mark.cell, cellSize).boundingRect();
        const QRectF box = badge->boundingRect();
        qreal &x = badgeX.emplace(mark.cell, cell.left() + 0.06 * cellSize).first->second;
        badge->setPos(x - box.left(), cell.top() + 0.06 * cellSize - box.top());
        x += box.width() + 2;
        result.items.push_back(badge);
        result.badges.push_back(text);
    }
    for (const auto &[player, cells] : outlined) {
        const QColor color = player >= 0 ? renderer.seatColor(player) : kInk;
        result.items.push_back(outlineItem(cells, color, renderer, cellSize));
    }
    for (const auto &[player, cells] : shaded) {
        const QColor color = player >= 0 ? renderer.seatColor(player) : kInk;
        result.items.push_back(shadeItem(cells, color, shadeTips[player], renderer, cellSize));
    }
    for (QGraphicsItem *item : result.items)
        item->setAcceptedMouseButtons(Qt::NoButton);
    return result;
}

} // namespace tw
