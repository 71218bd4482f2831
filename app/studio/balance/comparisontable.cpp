#include "comparisontable.h"

#include "sweepchart.h"

#include <QHeaderView>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <optional>

namespace tw {

namespace {

QString number(double value)
{
    return QString::number(value, 'f', 2);
}

} // namespace

QString ComparisonTable::signedNumber(double value, int decimals)
{
    if (std::abs(value) < 1e-9) // nothing but rounding
        return QString::number(0.0, 'f', decimals);
    // Too small for `decimals`: as many as its first digit needs (0.00002, never 2e-05).
    const bool tiny = std::abs(value) < 0.5 * std::pow(10.0, -decimals);
    const int places = tiny ? -int(std::floor(std::log10(std::abs(value)))) : decimals;
    const QString digits = QString::number(value, 'f', places);
    return (value > 0 ? QStringLiteral("+") : QString()) + digits;
}

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
    // Every number column as wide as its text, so that none is cut; the measures take the
    // width left, a name too long for it cut short, whole in its tool tip (a scroll bar
    // only when the window is too narrow for the numbers).
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    horizontalHeader()->setSectionResizeMode(MeasureColumn, QHeaderView::Stretch);
}

void ComparisonTable::setTable(const SweepTable *table, const std::function<QString(int)> &seatName,
                               const std::function<QString(const QString &)> &metricName)
{
    setRowCount(0);
    m_changes = 0;
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
    // Per metric, the seats of each row shown and what the row shows.
    struct Shown
    {
        std::string metric;
        std::vector<std::optional<Estimate>> values;
        Estimate change;
        int row;
        QStringList seats;
    };
    std::vector<Shown> shown;
    const auto nameOf = [&seatName](int seat) { return seatName ? seatName(seat) : tr("seat %1").arg(seat); };
    std::optional<int> firstKeyedRow; // of a reason's or tile type's change
    for (const SweepDifference &d : table->differences) {
        if (!firstKeyedRow && d.metric.find(':') != std::string::npos)
            firstKeyedRow = rowCount();
        const QString id = QString::fromStdString(d.metric);
        const QString metric = metricName ? metricName(id) : SweepChart::metricName(id);
        const std::vector<std::optional<Estimate>> values = table->series(d.metric, d.seat);
        const auto same = std::find_if(shown.begin(), shown.end(), [&](const Shown &s) {
            return d.seat && s.metric == d.metric && s.values == values && s.change == d.change;
        });
        if (same != shown.end()) {
            same->seats << nameOf(d.seat);
            item(same->row, MeasureColumn)->setText(tr("%1, %2").arg(metric, QLocale().createSeparatedList(same->seats)));
            continue;
        }
        const int row = rowCount();
        insertRow(row);
        shown.push_back({d.metric, values, d.change, row, d.seat ? QStringList{nameOf(d.seat)} : QStringList()});
        setItem(row, MeasureColumn, new QTableWidgetItem(d.seat ? tr("%1, %2").arg(metric, nameOf(d.seat)) : metric));
        const auto valueText = [](const std::optional<Estimate> &e) { return e ? number(e->value) : QString(); };
        const bool interval = !std::isnan(d.change.low); // none: a ratio only one game has a part in
        const QStringList cells{valueText(values[0]), valueText(values[1]), signedNumber(d.change.value),
                                interval ? tr("%1 to %2").arg(signedNumber(d.change.low), signedNumber(d.change.high))
                                         : tr("none"),
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
        ++m_changes;
        m_significant += d.significant();
    }
    // The seat test's p-value under each version: a measure of a whole run, without a
    // paired change; below 0.05 the seats' wins differ significantly. After the measures of
    // every game, before those of each reason and tile type.
    const std::vector<std::optional<Estimate>> p = table->series("seat_advantage_p", 0);
    if (p[0] && p[1]) {
        const int row = firstKeyedRow.value_or(rowCount());
        insertRow(row);
        setItem(row, MeasureColumn, new QTableWidgetItem(SweepChart::metricName(QStringLiteral("seat_advantage_p"))));
        for (const auto &[column, value] : {std::pair{int(FirstColumn), p[0]->value}, {int(SecondColumn), p[1]->value}}) {
            // As the CLI gives it: 4 decimals, never 0.0000 (a p-value is never 0).
            auto *item = new QTableWidgetItem(value < 0.0001 ? QStringLiteral("< 0.0001") : QString::number(value, 'f', 4));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            item->setToolTip(tr("Below 0.05: the seats' wins differ significantly under this version"));
            setItem(row, column, item);
        }
    }
    for (int row = 0; row < rowCount(); ++row)
        item(row, MeasureColumn)->setToolTip(item(row, MeasureColumn)->text());
}

} // namespace tw
