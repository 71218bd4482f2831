#pragma once

#include "play/sweeptable.h"

#include <QColor>
#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

class QBarCategoryAxis;
class QChart;
class QChartView;
class QComboBox;
class QLineSeries;
class QValueAxis;

namespace tw {

// A chosen metric of a sweep against the varied value: a line per seat (or one for a
// game-wide metric) through the points, inside its 95% confidence band (an area between
// the low and high lines). A comparison of two versions of the rules is drawn as a box
// per version (and seat) spanning the 95% interval, its middle line at the value. An
// earlier run of the same kind may be drawn with it (dashed, or a paler box) to compare.
class SweepChart : public QWidget
{
    Q_OBJECT

public:
    explicit SweepChart(QWidget *parent = nullptr);

    // The ruleset whose seats the series stand for: each seat's colour and name (in a game
    // of the run's players) as it gives them, and its reasons' and tile types' names. A
    // seat without a valid colour is drawn in a colour of a fixed palette; without rules
    // every seat is "Seat n" and a reason or tile type is named by its id.
    void setSeats(std::shared_ptr<const Ruleset> rules);
    // The colour of `seat`'s series (1-based; 0: a game-wide metric, drawn in a neutral grey).
    QColor seriesColor(int seat) const;

    void setTable(std::optional<SweepTable> table);
    // An earlier run to draw over the current one, named `name` in the legend (when it
    // ran); none clears it.
    void setOverlay(std::optional<SweepTable> table, const QString &name = QString());
    // The value the open rules give the swept variable, marked on a sweep's chart by a
    // vertical line where it lies within the values swept; none: no mark.
    void setRulesValue(std::optional<double> value);
    const std::optional<SweepTable> &table() const { return m_table; }
    const std::optional<SweepTable> &overlay() const { return m_overlay; }
    // Whether the overlay is drawn: only a run of the same experiment shares the chart.
    bool overlayDrawn() const { return m_overlayDrawn; }

    // The line marking the open rules' value, or nullptr when none is drawn.
    QLineSeries *rulesMark() const { return m_rulesMark; }
    // The line at the p-value of 0.05 on a chart of the seat test's p-value, or nullptr.
    QLineSeries *significanceMark() const { return m_significanceMark; }
    // The p-value under which the seat test's result is called significant.
    static constexpr double kSignificanceLevel = 0.05;
    QComboBox *metric() const { return m_metric; }
    QChart *chart() const { return m_chart; }

    // Seat `seat` (1-based) as the ruleset names it in a game of `table`'s players.
    QString seatName(const SweepTable &table, int seat) const;
    // The metric's name as the studio shows it.
    static QString metricName(const QString &metric);
    // The same, a reason or tile type named as the ruleset of setSeats names it.
    QString metricTitle(const QString &metric) const;
    // The x axis's title for a sweep of `variable` ("tile meadow"): "Tiles of type Meadow",
    // the tile type named as the ruleset of setSeats names it.
    QString variableTitle(const QString &variable) const;
    // The seats (1-based) of `table` to draw `metric` for, grouped where their estimates
    // coincide at every point (teammates sharing a score), each group drawn as one line
    // named by all; {{0}} for a game-wide metric.
    static std::vector<std::vector<int>> coincidingSeats(const SweepTable &table, const std::string &metric);
    // A point's label as the studio shows it: the first version of a comparison made in
    // the lab ("defaults", "these rules": the data keep them in English, as the command
    // line writes them) in the studio's language, any other label as it is.
    static QString pointName(const std::string &label);
    // What a run varied or compared (SweepTable::experiment, kept in English: "tile spring
    // 0..12", "compare parameters: fish_bonus=5") in the studio's language.
    static QString experimentName(const QString &experiment);

    // `name` as a category label `width` pixels wide in `font`: broken into lines after its
    // commas and spaces (as rich text, lines joined by <br>), a word too long for a line
    // shortened in its middle ("rulesets/…/discovery"), so that no label is cut at its end
    // or left out.
    static QString fittedLabel(const QString &name, const QFont &font, int width);

    // The whole name of the point whose label lies under `point` (in the chart's
    // coordinates), on a chart of named points (a comparison's versions, a sweep's named
    // values): shown as the label's tool tip. Empty off the labels, and on a chart of values.
    QString categoryNameAt(QPointF point) const;

    // Whether a point of `table` is named, not numbered by its value ("true", "large", a
    // choice "3" at its index 0): a sweep of an on/off or choice parameter.
    static bool namesItsValues(const SweepTable &table);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // The id a keyed metric of `base` names ("river" of "reason_share:river"), or none when
    // `metric` is not one.
    static std::optional<QString> keyIn(const QString &metric, const std::string &base);
    void redraw();
    // Offers the shown run's metrics of each reason and tile type after the run-wide ones,
    // keeping the metric chosen where the run has it (else: game length).
    void offerKeyedMetrics();
    // Adds the bands and lines of `table`; widens [low, high] (x and y) to hold them.
    void addSeries(const SweepTable &table, bool dashed, double &xLow, double &xHigh, double &yLow, double &yHigh);
    // Adds a box per point of `table` (a comparison, or a sweep of named values) per seat;
    // widens [yLow, yHigh].
    void addBoxes(const SweepTable &table, bool pale, double &yLow, double &yHigh);
    // Puts the x axis's ticks (and grid lines) at `table`'s values, one step apart (a
    // whole number of steps when the points are many), over [low, high] and a third of a
    // step beyond each end.
    void tickAtPoints(const SweepTable &table, double low, double high);
    // The vertical line at m_rulesValue across the y axis's range, when it lies in [low, high].
    void markRulesValue(double low, double high);
    // The horizontal line at kSignificanceLevel across the x axis's range, or across the
    // `categories` (when not 0) of a chart of named points.
    void markSignificance(int categories);
    // Sets the category axis's labels to m_categoryNames, each fitted to its share of the
    // plot's width (fittedLabel); called again when the plot area changes.
    void fitCategoryLabels();
    // The index of the named point whose label lies under `point` (chart coordinates), or -1.
    int categoryAt(QPointF point) const;
    // The name of `table`'s series of `seats` (one line); `past`: the overlay's. A game-wide
    // metric's ({0}) is named by its run, "This run" or when the past one ran.
    QString seriesName(const SweepTable &table, const std::vector<int> &seats, bool past) const;

    QComboBox *m_metric;
    QChart *m_chart;
    QChartView *m_view;
    QValueAxis *m_xAxis;
    QValueAxis *m_yAxis;
    QBarCategoryAxis *m_categories;         // a comparison's versions
    QStringList m_categoryNames;            // their names, whole
    qreal m_labelsHeight = 0;               // of their labels' lines, under the plot
    std::shared_ptr<const Ruleset> m_rules; // names the seats, reasons and tile types
    std::optional<SweepTable> m_table;
    std::optional<SweepTable> m_overlay;
    QString m_overlayName;
    std::optional<double> m_rulesValue;
    QLineSeries *m_rulesMark = nullptr;        // owned by m_chart
    QLineSeries *m_significanceMark = nullptr; // owned by m_chart
    bool m_overlayDrawn = false;
    double m_lowestValue = 0; // of the values drawn (not their intervals)
};

} // namespace tw
