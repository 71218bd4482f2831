#include "printpainter.h"

#include "tilerenderer.h"

#include "log/gamelog.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPainterPathStroker>

#include <set>

namespace tw {

namespace {

constexpr qreal kMarkLength = 4;  // of a crop mark
constexpr qreal kMarkOffset = 1;  // between a crop mark and the bleed
constexpr qreal kHairline = 0.15; // crop marks and cut lines
constexpr qreal kCross = 6;       // half a crosshair

QString tr(const char *text)
{
    return QCoreApplication::translate("tw::PrintPage", text);
}

constexpr qreal kDesignSize = 100; // text is laid out at this size and scaled: fonts snap to whole units

// Text `height` millimetres high in `box`.
void drawText(QPainter &painter, const QRectF &box, int flags, const QString &text, qreal height)
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

// The tile's outline on the page, and the same grown by `grow` on every side.
QPainterPath outlineOf(const TileRenderer &renderer, const PrintItem &item, qreal cellSize, qreal grow = 0)
{
    QPainterPath path = renderer.tileOutline(item.type, item.orientation, Coord{0, 0}, cellSize).translated(item.origin);
    if (grow <= 0)
        return path;
    QPainterPathStroker stroker;
    stroker.setWidth(2 * grow);
    stroker.setJoinStyle(Qt::MiterJoin);
    return (stroker.createStroke(path) + path).simplified();
}

void paintTile(QPainter &painter, const TileRenderer &renderer, const PrintItem &item, qreal cellSize, qreal bleed)
{
    TileRenderOptions options;
    options.cellSize = cellSize;
    options.outline = bleed <= 0; // with a bleed the cut falls inside the art: no line to miss
    if (bleed > 0) {
        // The art stretched past its edges, under the tile itself.
        painter.save();
        painter.setClipPath(outlineOf(renderer, item, cellSize, bleed));
        const QPointF centre = item.cut.center();
        painter.translate(centre);
        painter.scale((item.cut.width() + 2 * bleed) / item.cut.width(),
                      (item.cut.height() + 2 * bleed) / item.cut.height());
        painter.translate(item.origin - centre);
        renderer.paint(&painter, item.type, item.orientation, Coord{0, 0}, options);
        painter.restore();
    }
    painter.save();
    painter.translate(item.origin);
    renderer.paint(&painter, item.type, item.orientation, Coord{0, 0}, options);
    painter.restore();
}

// Everything but the tiles and their bleed: where marks may go.
QPainterPath outsideTiles(const PrintLayout &layout, const PrintPage &page, qreal bleed)
{
    QPainterPath tiles;
    for (const PrintItem &item : page.items)
        tiles.addRect(item.cut.adjusted(-bleed, -bleed, bleed, bleed));
    QPainterPath all;
    all.addRect(QRectF(QPointF(0, 0), layout.page));
    return all.subtracted(tiles);
}

void paintMarks(QPainter &painter, const PrintLayout &layout, const PrintPage &page, const PrintOptions &options)
{
    if (options.cropMarks == CropMarks::None || page.items.empty())
        return;
    painter.save();
    painter.setClipPath(outsideTiles(layout, page, options.bleed));
    painter.setPen(QPen(Qt::black, kHairline));
    if (options.cropMarks == CropMarks::Lines) {
        std::set<qreal> xs, ys;
        for (const PrintItem &item : page.items) {
            xs.insert({item.cut.left(), item.cut.right()});
            ys.insert({item.cut.top(), item.cut.bottom()});
        }
        for (qreal x : xs)
            painter.drawLine(QPointF(x, 0), QPointF(x, layout.page.height()));
        for (qreal y : ys)
            painter.drawLine(QPointF(0, y), QPointF(layout.page.width(), y));
    } else {
        const qreal from = options.bleed + kMarkOffset;
        for (const PrintItem &item : page.items) {
            const QRectF &c = item.cut;
            for (const QPointF corner : {c.topLeft(), c.topRight(), c.bottomLeft(), c.bottomRight()}) {
                const qreal dx = corner.x() == c.left() ? -1 : 1;
                const qreal dy = corner.y() == c.top() ? -1 : 1;
                painter.drawLine(corner + QPointF(dx * from, 0), corner + QPointF(dx * (from + kMarkLength), 0));
                painter.drawLine(corner + QPointF(0, dy * from), corner + QPointF(0, dy * (from + kMarkLength)));
            }
        }
    }
    painter.restore();
}

void paintCrosshairs(QPainter &painter, const PrintLayout &layout, bool back, DuplexFlip flip)
{
    const QRectF area = layout.printable.adjusted(kCross, kCross, -kCross, -kCross);
    const std::pair<QPointF, const char *> spots[] = {{area.topLeft(), "A"},
                                                      {area.topRight(), "B"},
                                                      {area.bottomLeft(), "C"},
                                                      {area.bottomRight(), "D"},
                                                      {area.center(), "E"}};
    painter.save();
    painter.setPen(QPen(Qt::black, kHairline * 2));
    for (const auto &[front, name] : spots) {
        const QPointF at = back ? behind(front, layout.page, flip) : front;
        painter.drawLine(at - QPointF(kCross, 0), at + QPointF(kCross, 0));
        painter.drawLine(at - QPointF(0, kCross), at + QPointF(0, kCross));
        painter.drawEllipse(at, kCross / 2, kCross / 2);
        drawText(painter, QRectF(at + QPointF(1, 1), QSizeF(10, 5)), Qt::AlignLeft | Qt::AlignTop, QLatin1String(name), 3.5);
    }
    drawText(painter, QRectF(layout.printable.left(), layout.printable.center().y() + 10, layout.printable.width(), 8),
             Qt::AlignCenter,
             back ? tr("Back: hold the sheet to the light; each crosshair should cover the front's.")
                  : tr("Front: print this page and the next on both sides of one sheet."),
             3.5);
    painter.restore();
}

} // namespace

void paintPrintPage(QPainter &painter, const TileRenderer &renderer, const PrintLayout &layout,
                    const PrintOptions &options, int index)
{
    const PrintPage &page = layout.pages.at(std::size_t(index));
    painter.setRenderHint(QPainter::Antialiasing);
    if (page.kind == PrintPage::Kind::AlignmentFront || page.kind == PrintPage::Kind::AlignmentBack)
        paintCrosshairs(painter, layout, page.kind == PrintPage::Kind::AlignmentBack, options.flip);
    const qreal bleed = page.kind == PrintPage::Kind::Proof ? 0 : options.bleed;
    for (const PrintItem &item : page.items) {
        paintTile(painter, renderer, item, layout.cellSize, bleed);
        if (!item.label.isEmpty()) {
            painter.setPen(Qt::black);
            drawText(painter, QRectF(item.cut.left() - 10, item.cut.bottom() + 1, item.cut.width() + 20, 7),
                     Qt::AlignHCenter | Qt::AlignTop, item.label, 3.2);
        }
    }
    if (page.kind != PrintPage::Kind::Proof)
        paintMarks(painter, layout, page, options);
    if (options.footer) {
        const Ruleset &rules = renderer.rules();
        const QString name = QString::fromStdString(rules.name.empty() ? rules.id : rules.name);
        const QString text = tr("%1 \u00b7 rules %2 \u00b7 page %3 of %4")
                                 .arg(name, QString::fromStdString(hashText(rules.contentHash)))
                                 .arg(index + 1)
                                 .arg(layout.pages.size());
        painter.setPen(QColor(80, 80, 80));
        const qreal top = layout.printable.bottom() + 3;
        drawText(painter, QRectF(layout.printable.left(), top, layout.printable.width(), 6), Qt::AlignCenter, text, 3);
    }
}

} // namespace tw
