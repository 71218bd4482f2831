#pragma once

#include "play/sweeptable.h"

#include <QTableWidget>

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

    // Shows the differences of `table` (none: empty).
    void setTable(const SweepTable *table);
    // How many of the changes shown are significant.
    int significantCount() const { return m_significant; }

private:
    int m_significant = 0;
};

} // namespace tw
