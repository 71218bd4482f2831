#include "playersheet.h"

#include "printtext.h"

#include <QCoreApplication>
#include <QPainter>

#include <algorithm>

namespace tw {

namespace {

constexpr qreal kTitleHeight = 12;
constexpr qreal kLabelWidth = 7; // of the row and column numbers
constexpr qreal kMaxCell = 15;
constexpr qreal kRowHeight = 7;
constexpr qreal kSpacing = 6;
constexpr qreal kThin = 0.2;
constexpr qreal kThick = 0.5;
const QColor kShade(208, 208, 208); // light enough to write on in pencil

QString tr(const char *text)
{
    return QCoreApplication::translate("tw::PlayerSheet", text);
}

QString reasonName(const ReasonDef &reason)
{
    return QString::fromStdString(reason.text.empty() ? reason.id : reason.text);
}

} // namespace

PlayerSheetLayout layoutPlayerSheet(const Ruleset &rules, const QRectF &printable)
{
    PlayerSheetLayout sheet;
    sheet.rowHeight = kRowHeight;
    sheet.title = QRectF(printable.left(), printable.top(), printable.width(), kTitleHeight);
    const qreal tableHeight = kRowHeight * qreal(rules.reasons.size() + 2); // a heading, the reasons, the total
    const int columns = std::max(1, rules.grid.width());
    const int rows = std::max(1, rules.grid.height());
    const qreal mapTop = sheet.title.bottom() + kLabelWidth;
    const qreal room = printable.bottom() - tableHeight - kSpacing - mapTop;
    sheet.cell = std::min({kMaxCell, (printable.width() - kLabelWidth) / columns, std::max<qreal>(1, room) / rows});
    const qreal mapWidth = sheet.cell * columns;
    const qreal left = printable.left() + kLabelWidth + (printable.width() - kLabelWidth - mapWidth) / 2;
    sheet.map = QRectF(left, mapTop, mapWidth, sheet.cell * rows);
    const qreal tableWidth = std::min<qreal>(120, printable.width());
    sheet.table = QRectF(printable.center().x() - tableWidth / 2, sheet.map.bottom() + kSpacing, tableWidth, tableHeight);
    return sheet;
}

void paintPlayerSheet(QPainter &painter, const Ruleset &rules, const QRectF &printable, const std::vector<Coord> &shaded)
{
    const PlayerSheetLayout sheet = layoutPlayerSheet(rules, printable);
    painter.save();
    painter.setPen(Qt::black);
    const QString name = QString::fromStdString(rules.name.empty() ? rules.id : rules.name);
    drawPrintText(painter, sheet.title, Qt::AlignLeft | Qt::AlignVCenter, name, 5);
    drawPrintText(painter, sheet.title, Qt::AlignRight | Qt::AlignVCenter, tr("Player: ____________________"), 4);

    const int columns = std::max(1, rules.grid.width());
    const int rows = std::max(1, rules.grid.height());
    const qreal numberHeight = std::min<qreal>(4, sheet.cell * 0.6);
    for (int c = 0; c < columns; ++c)
        drawPrintText(painter,
                      QRectF(sheet.map.left() + c * sheet.cell, sheet.map.top() - kLabelWidth, sheet.cell, kLabelWidth),
                      Qt::AlignCenter, QString::number(c + 1), numberHeight);
    for (int r = 0; r < rows; ++r)
        drawPrintText(painter,
                      QRectF(sheet.map.left() - kLabelWidth, sheet.map.top() + r * sheet.cell, kLabelWidth, sheet.cell),
                      Qt::AlignCenter, QString::number(r + 1), numberHeight);
    for (const Coord &cell : shaded)
        if (cell.x >= 0 && cell.x < columns && cell.y >= 0 && cell.y < rows)
            painter.fillRect(QRectF(sheet.map.left() + cell.x * sheet.cell, sheet.map.top() + cell.y * sheet.cell,
                                    sheet.cell, sheet.cell),
                             kShade);
    painter.setPen(QPen(QColor(90, 90, 90), kThin));
    for (int c = 1; c < columns; ++c)
        painter.drawLine(QPointF(sheet.map.left() + c * sheet.cell, sheet.map.top()),
                         QPointF(sheet.map.left() + c * sheet.cell, sheet.map.bottom()));
    for (int r = 1; r < rows; ++r)
        painter.drawLine(QPointF(sheet.map.left(), sheet.map.top() + r * sheet.cell),
                         QPointF(sheet.map.right(), sheet.map.top() + r * sheet.cell));
    painter.setPen(QPen(Qt::black, kThick));
    painter.drawRect(sheet.map);

    // The score table: reason | points.
    const QRectF &table = sheet.table;
    const qreal boxLeft = table.right() - 30;
    QStringList lines{tr("Scoring")};
    for (const ReasonDef &reason : rules.reasons)
        lines << reasonName(reason);
    lines << tr("Total");
    for (int i = 0; i < int(lines.size()); ++i) {
        const QRectF row(table.left(), table.top() + i * sheet.rowHeight, table.width(), sheet.rowHeight);
        painter.setPen(QPen(Qt::black, i == 0 || i == int(lines.size()) - 1 ? kThick : kThin));
        painter.drawRect(row);
        painter.drawLine(QPointF(boxLeft, row.top()), QPointF(boxLeft, row.bottom()));
        drawPrintText(painter, row.adjusted(2, 0, boxLeft - row.right() - 2, 0), Qt::AlignLeft | Qt::AlignVCenter,
                      lines[i], 3.5);
    }
    drawPrintText(painter, QRectF(boxLeft, table.top(), table.right() - boxLeft, sheet.rowHeight), Qt::AlignCenter,
                  tr("Points"), 3.5);
    painter.restore();
}

} // namespace tw
