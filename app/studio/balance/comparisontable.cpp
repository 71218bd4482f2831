#include "comparisontable.h"

#include "sweepchart.h"

#include <QHeaderView>

namespace tw {

namespace {

QString number(double value)
{
    return QString::number(value, 'f', 2);
}

QString signedNumber(double value)
{
    return (value > 0.005 ? QStringLiteral("+") : QString()) + number(value);
}

} // namespace

ComparisonTable::ComparisonTable(QWidget *parent)
    : QTableWidget(0, 6, parent)
{
    setHorizontalHeaderLabels(
        {tr("Measure"), tr("First"), tr("Second"), tr("Change"), tr("95% interval"), tr("Significant")});
    horizontalHeaderItem(IntervalColumn)
        ->setToolTip(tr("Where the change lies with 95% confidence, from the same games under both versions"));
    horizontalHeaderItem(SignificantColumn)
        ->setToolTip(tr("Yes when the interval does not include zero: the change is unlikely to be chance"));
    verticalHeader()->hide();
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6); // a line a measure
    setWordWrap(false);
    // As tall as its rows, when there is the room: the chart takes the rest.
    setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Maximum);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    // Every column as wide as its text, so that nothing is cut (a scroll bar when the
    // window is too narrow for them).
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
}

void ComparisonTable::setTable(const SweepTable *table)
{
    setRowCount(0);
    m_significant = 0;
    if (!table || table->differences.empty() || table->labels.size() != 2)
        return;
    for (const int column : {int(FirstColumn), int(SecondColumn)}) {
        // A long version (many parameters, a folder's path) is cut in the header, whole in its tip.
        const QString name = SweepChart::pointName(table->labels[std::size_t(column - FirstColumn)]);
        auto *header = new QTableWidgetItem(
            fontMetrics().elidedText(name, Qt::ElideMiddle, 24 * fontMetrics().averageCharWidth()));
        header->setToolTip(name);
        setHorizontalHeaderItem(column, header);
    }
    for (const SweepDifference &d : table->differences) {
        const int row = rowCount();
        insertRow(row);
        const QString metric = SweepChart::metricName(QString::fromStdString(d.metric));
        setItem(row, MeasureColumn, new QTableWidgetItem(d.seat ? tr("%1, seat %2").arg(metric).arg(d.seat) : metric));
        const std::vector<std::optional<Estimate>> values = table->series(d.metric, d.seat);
        const auto shown = [](const std::optional<Estimate> &e) { return e ? number(e->value) : QString(); };
        const QStringList cells{shown(values[0]), shown(values[1]), signedNumber(d.change.value),
                                tr("%1 to %2").arg(signedNumber(d.change.low), signedNumber(d.change.high)),
                                d.significant() ? tr("yes") : tr("no")};
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (c == cells.size() - 1 && d.significant()) {
                QFont font = item->font();
                font.setBold(true);
                item->setFont(font);
            }
            setItem(row, FirstColumn + c, item);
        }
        m_significant += d.significant();
    }
}

} // namespace tw
