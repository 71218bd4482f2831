#pragma once

#include "play/sweeptable.h"

#include <QTableWidget>

#include <functional>

namespace tw {

// A comparison's verdict, metric by metric (and seat by seat): the value under each
// version of the rules, the paired change with its 95% interval, and whether the change
// is significant (the interval leaves out zero). Empty for a sweep.
class ComparisonTable : public QTableWidget
{
    Q_OBJECT

public:
    enum Column { MeasureColumn, FirstColumn, SecondColumn, ChangeColumn, IntervalColumn, SignificantColumn };

    explicit ComparisonTable(QWidget *parent = nullptr);

    // Shows the differences of `table` (none: empty), a seat named by `seatName` (1-based;
    // none: "seat n") and a metric by `metricName` (none: SweepChart::metricName). Seats
    // whose values and change coincide (teammates sharing a score) share one row.
    void setTable(const SweepTable *table, const std::function<QString(int)> &seatName = {},
                  const std::function<QString(const QString &)> &metricName = {});
    // How many changes are shown (a row each), and how many of them are significant.
    int changeCount() const { return m_changes; }
    int significantCount() const { return m_significant; }
    // A change or an interval's bound as the table shows it: `decimals` decimals and its
    // sign ("+1.25", "-0.40", "0.00" for nothing), one too small for them by its first
    // digit, so that a bound just past zero does not read as zero ("-0.002").
    static QString signedNumber(double value, int decimals = 2);

private:
    int m_changes = 0;
    int m_significant = 0;
};

} // namespace tw
