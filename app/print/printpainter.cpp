#include "printpainter.h"

#include "cardface.h"
#include "playersheet.h"
#include "printtext.h"
#include "tilerenderer.h"

#include "log/gamelog.h"

#include <QCoreApplication>
#include <QLineF>
#include <QPainter>
#include <QPainterPathStroker>

#include <algorithm>
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

// Where the item is cut, on the page: its bounds, or the tile's outline.
QPainterPath cutPath(const TileRenderer &renderer, const PrintItem &item, qreal cellSize)
{
    QPainterPath path;
    if (item.rectangular)
        path.addRect(item.cut);
    else
        path = renderer.tileOutline(item.type, item.orientation, Coord{0, 0}, cellSize).translated(item.origin);
    return path;
}

// The cut path grown by `grow` on every side.
QPainterPath grown(const QPainterPath &path, qreal grow)
{
    if (grow <= 0)
        return path;
    QPainterPathStroker stroker;
    stroker.setWidth(2 * grow);
    stroker.setJoinStyle(Qt::MiterJoin);
    return (stroker.createStroke(path) + path).simplified();
}

// The item's face; a tile's outline only without a bleed (with one the cut falls inside
// the art: there is no line to miss), its icons unless `icons` is false.
void paintFace(QPainter &painter, const TileRenderer &renderer, const PrintItem &item, qreal cellSize, bool inkSaving,
               qreal bleed, bool icons = true)
{
    switch (item.kind) {
    case PrintItem::Kind::Tile: {
        TileRenderOptions options;
        options.cellSize = cellSize;
        options.inkSaving = inkSaving;
        options.outline = bleed <= 0;
        options.icons = icons;
        painter.save();
        painter.translate(item.origin);
        renderer.paint(&painter, item.type, item.orientation, Coord{0, 0}, options);
        painter.restore();
        break;
    }
    case PrintItem::Kind::Card:
        paintCardFace(painter, item.cut, renderer.rules(), item.type, inkSaving);
        break;
    case PrintItem::Kind::CardBack:
        paintCardBack(painter, item.cut, renderer.rules(), inkSaving);
        break;
    }
}

// The item, and with a bleed its art stretched past the cut underneath it: its terrain,
// not its icons, which would show a second time beside the real ones.
void paintItem(QPainter &painter, const TileRenderer &renderer, const PrintItem &item, qreal cellSize,
               const PrintOptions &options, qreal bleed)
{
    if (bleed > 0) {
        painter.save();
        painter.setClipPath(grown(cutPath(renderer, item, cellSize), bleed));
        const QPointF centre = item.cut.center();
        painter.translate(centre);
        painter.scale((item.cut.width() + 2 * bleed) / item.cut.width(),
                      (item.cut.height() + 2 * bleed) / item.cut.height());
        painter.translate(-centre);
        paintFace(painter, renderer, item, cellSize, options.inkSaving, bleed, false);
        painter.restore();
    }
    paintFace(painter, renderer, item, cellSize, options.inkSaving, bleed);
}

// Everything but the items and their bleed: where marks may go.
QPainterPath outsideItems(const TileRenderer &renderer, const PrintLayout &layout, const PrintPage &page, qreal bleed)
{
    QPainterPath items;
    items.setFillRule(Qt::WindingFill);
    for (const PrintItem &item : page.items)
        items.addPath(grown(cutPath(renderer, item, layout.cellSize), bleed));
    QPainterPath all;
    all.addRect(QRectF(QPointF(0, 0), layout.page));
    return all.subtracted(items);
}

// Corner marks: each edge of each cut continued a little way past its corners, starting
// clear of the bleed. On a rectangle these are the usual marks at the four corners.
void paintCornerMarks(QPainter &painter, const QPainterPath &cut, qreal from)
{
    for (const QPolygonF &polygon : cut.toSubpathPolygons()) {
        for (int i = 0; i + 1 < polygon.size(); ++i) {
            const QLineF edge(polygon[i], polygon[i + 1]);
            if (edge.length() <= 0)
                continue;
            const QPointF unit = (edge.p2() - edge.p1()) / edge.length();
            painter.drawLine(QLineF(edge.p2() + unit * from, edge.p2() + unit * (from + kMarkLength)));
            painter.drawLine(QLineF(edge.p1() - unit * from, edge.p1() - unit * (from + kMarkLength)));
        }
    }
}

// Where the footer's line of text goes, under the printable area.
QRectF footerRect(const PrintLayout &layout)
{
    return QRectF(layout.printable.left(), layout.printable.bottom() + 3, layout.printable.width(), 6);
}

void paintMarks(QPainter &painter, const TileRenderer &renderer, const PrintLayout &layout, const PrintPage &page,
                const PrintOptions &options)
{
    if (options.cropMarks == CropMarks::None || page.items.empty())
        return;
    painter.save();
    painter.setPen(QPen(Qt::black, kHairline));
    const bool allRectangles = std::all_of(page.items.begin(), page.items.end(),
                                           [](const PrintItem &item) { return item.rectangular; });
    if (options.cropMarks == CropMarks::Lines && !allRectangles) {
        // Cut lines along every outline (neighbours with no gap share one).
        for (const PrintItem &item : page.items)
            painter.drawPath(cutPath(renderer, item, layout.cellSize));
        painter.restore();
        return;
    }
    QPainterPath clip = outsideItems(renderer, layout, page, options.bleed);
    if (options.footer) { // cut lines pass under the footer's text, not through it
        QPainterPath text;
        text.addRect(footerRect(layout));
        clip = clip.subtracted(text);
    }
    painter.setClipPath(clip);
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
        for (const PrintItem &item : page.items)
            paintCornerMarks(painter, cutPath(renderer, item, layout.cellSize), options.bleed + kMarkOffset);
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
        drawPrintText(painter, QRectF(at + QPointF(1, 1), QSizeF(10, 5)), Qt::AlignLeft | Qt::AlignTop,
                      QLatin1String(name), 3.5);
    }
    drawPrintText(painter, QRectF(layout.printable.left(), layout.printable.center().y() + 10, layout.printable.width(), 8),
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
    if (page.kind == PrintPage::Kind::PlayerSheet)
        paintPlayerSheet(painter, renderer.rules(), layout.printable, options.shadedCells);
    const qreal bleed = page.kind == PrintPage::Kind::Proof ? 0 : options.bleed;
    for (const PrintItem &item : page.items) {
        paintItem(painter, renderer, item, layout.cellSize, options, bleed);
        if (!item.label.isEmpty()) {
            painter.setPen(Qt::black);
            // Two lines at most under the item, no wider: a neighbour's label never runs into it.
            drawPrintText(painter, QRectF(item.cut.left(), item.cut.bottom() + 1, item.cut.width(), 8),
                          Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, item.label, 3.2);
        }
    }
    if (page.kind != PrintPage::Kind::Proof)
        paintMarks(painter, renderer, layout, page, options);
    if (options.footer) {
        const Ruleset &rules = renderer.rules();
        const QString name = QString::fromStdString(rules.name.empty() ? rules.id : rules.name);
        const QString text = tr("%1 \u00b7 rules %2 \u00b7 page %3 of %4")
                                 .arg(name, QString::fromStdString(hashText(rules.contentHash)))
                                 .arg(index + 1)
                                 .arg(layout.pages.size());
        painter.setPen(QColor(80, 80, 80));
        drawPrintText(painter, footerRect(layout), Qt::AlignCenter, text, 3);
    }
}

} // namespace tw
