// The Balance Lab's chart and comparison table on hand-made tables, without games: seats
// sharing a score drawn as one line and one row, a lead metric nobody led in said to be
// not measured, and the progress bar's time left.
#include "balance/balancewindow.h"
#include "balance/comparisontable.h"
#include "balance/sweepchart.h"

#include "balancelab.h"

#include <QBarCategoryAxis>
#include <QBoxPlotSeries>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QHeaderView>
#include <QHelpEvent>
#include <QLineSeries>
#include <QLocale>
#include <QScrollBar>
#include <QTableWidgetItem>
#include <QToolTip>
#include <QValueAxis>
#include <QtTest>

#include <cmath>

using namespace tw;

class TstSweepChart : public BalanceLabTest
{
    Q_OBJECT

private slots:
    void theProgressBarSaysHowLongTheRestTakes();
    void teammatesSharingAScoreAreOneLineAndOneRow();
    void aLeadMetricNobodyLedInSaysSoInsteadOfDrawingZero();
    void beforeAnyRunTheChartSaysWhatToDo();
    void theAxisNamesTheSweptTileTypeAsTheRulesDo();
    void anOnOffParameterIsSweptAsNamedBoxes();
    void aLongVersionNameIsBrokenIntoLinesNotCut();
    void aBoundJustPastZeroDoesNotReadAsZero();
    void theSeatTestsPValueIsReadAgainstItsLevelOfSignificance();
    void aLongMeasureIsCutShortSoTheChangesShowWhole();
};

void TstSweepChart::aLongMeasureIsCutShortSoTheChangesShowWhole()
{
    SweepTable table;
    table.variable = "compare parameters";
    table.labels = {"defaults", "trade_adjacent_points=1"};
    table.values = {0, 1};
    table.players = 2;
    table.rows = {{0, "length", 0, {30, 29, 31}}, {1, "length", 0, {32, 31, 33}}};
    table.differences = {{"length", 0, {2, 1, 3}}};
    const QString longName = QStringLiteral("Points per placement: a tile type whose name runs on and on and on");
    ComparisonTable comparison;
    comparison.setTable(&table, {}, [&](const QString &) { return longName; });
    comparison.resize(560, 160);
    comparison.show();
    QVERIFY(QTest::qWaitForWindowExposed(&comparison));
    const QHeaderView *header = comparison.horizontalHeader();
    const int last = ComparisonTable::SignificantColumn;
    QVERIFY2(header->sectionViewportPosition(last) + header->sectionSize(last) <= comparison.viewport()->width(),
             "the numbers and whether the change is significant show whole");
    QVERIFY(!comparison.horizontalScrollBar()->isVisible());
    QVERIFY(header->sectionSize(ComparisonTable::MeasureColumn) < comparison.fontMetrics().horizontalAdvance(longName));
    QCOMPARE(comparison.item(0, ComparisonTable::MeasureColumn)->toolTip(), longName);
}

void TstSweepChart::theSeatTestsPValueIsReadAgainstItsLevelOfSignificance()
{
    SweepTable table;
    table.variable = "tile meadow";
    table.players = 2;
    table.labels = {"2", "4", "6"};
    table.values = {2, 4, 6};
    const double p[] = {0.4, 0.2, 0.3};
    for (int point = 0; point < 3; ++point) {
        table.rows.push_back({point, "seat_advantage_p", 0, {p[point], std::nan(""), std::nan("")}});
        table.rows.push_back({point, "length", 0, {30, 28, 32}});
    }
    SweepChart chart;
    chart.setTable(table);
    chart.metric()->setCurrentIndex(chart.metric()->findData(QStringLiteral("seat_advantage_p")));
    QLineSeries *level = chart.significanceMark();
    QVERIFY(level);
    QCOMPARE(level->count(), 2);
    QCOMPARE(level->at(0).y(), SweepChart::kSignificanceLevel);
    QVERIFY2(level->name() == QStringLiteral("p = 0.05 (below: significant)"), qPrintable(level->name()));
    QValueAxis *y = nullptr;
    for (QAbstractAxis *axis : chart.chart()->axes(Qt::Vertical))
        y = qobject_cast<QValueAxis *>(axis);
    QVERIFY(y);
    QCOMPARE(y->min(), 0.0); // the level is on the axis though every p-value lies above it
    QVERIFY(level->at(0).x() <= 2 && level->at(1).x() >= 6);
    // A picture to look at: shots/sweepchart-p-value.png.
    chart.resize(700, 420);
    QDir().mkpath(QDir::currentPath() + QStringLiteral("/shots"));
    QVERIFY(chart.grab().save(QDir::currentPath() + QStringLiteral("/shots/sweepchart-p-value.png")));

    chart.metric()->setCurrentIndex(chart.metric()->findData(QStringLiteral("length")));
    QVERIFY2(!chart.significanceMark(), "only the p-value has a level of significance");

    table.variable = "compare rulesets"; // two versions: the line runs across their boxes
    table.labels = {"before", "after"};
    table.values = {0, 1};
    std::erase_if(table.rows, [](const SweepRow &row) { return row.point == 2; });
    chart.setTable(table);
    chart.metric()->setCurrentIndex(chart.metric()->findData(QStringLiteral("seat_advantage_p")));
    QVERIFY(chart.significanceMark());
    QCOMPARE(chart.significanceMark()->at(1).x(), 1.5);
}

void TstSweepChart::aBoundJustPastZeroDoesNotReadAsZero()
{
    QCOMPARE(ComparisonTable::signedNumber(1.254), QStringLiteral("+1.25"));
    QCOMPARE(ComparisonTable::signedNumber(-0.4), QStringLiteral("-0.40"));
    QCOMPARE(ComparisonTable::signedNumber(0), QStringLiteral("0.00"));
    QCOMPARE(ComparisonTable::signedNumber(1e-12), QStringLiteral("0.00"));
    QCOMPARE(ComparisonTable::signedNumber(-0.0021), QStringLiteral("-0.002"));
    QCOMPARE(ComparisonTable::signedNumber(0.0021), QStringLiteral("+0.002"));
    QCOMPARE(ComparisonTable::signedNumber(-0.00002), QStringLiteral("-0.00002"));
    QCOMPARE(ComparisonTable::signedNumber(0.0049), QStringLiteral("+0.005"));
    QCOMPARE(ComparisonTable::signedNumber(0.0051), QStringLiteral("+0.01"));
    QCOMPARE(ComparisonTable::signedNumber(-0.03, 1), QStringLiteral("-0.03"));
    QCOMPARE(ComparisonTable::signedNumber(0.26, 1), QStringLiteral("+0.3"));
}

// A version's name too long for its slot under the chart is broken after its commas (kept), and
// a word too long for a line keeps its start and its end; a name that fits stays as it is.
void TstSweepChart::aLongVersionNameIsBrokenIntoLinesNotCut()
{
    const QFont font;
    const QFontMetrics metrics(font);
    const QString shortName = QStringLiteral("points_per_tile=6");
    QCOMPARE(SweepChart::fittedLabel(shortName, font, metrics.horizontalAdvance(shortName) + 1), shortName);
    const QString settings = QStringLiteral("points_per_tile=6, fish_bonus=5, meadow_points=2");
    const int width = metrics.horizontalAdvance(QStringLiteral("points_per_tile=6, fish_bonus=5,")) + 1;
    QCOMPARE(SweepChart::fittedLabel(settings, font, width),
             QStringLiteral("points_per_tile=6, fish_bonus=5,<br>meadow_points=2"));
    const QString path = QStringLiteral("/home/designer/prototypes/2026/autumn/discovery-with-more-rivers");
    const QString fitted = SweepChart::fittedLabel(path, font, 120);
    QVERIFY(!fitted.contains(QStringLiteral("<br>")));
    QVERIFY2(fitted.startsWith(QStringLiteral("/ho")) && fitted.endsWith(QStringLiteral("ers")), qPrintable(fitted));
    QVERIFY(metrics.horizontalAdvance(fitted) <= 120);

    // On the chart, each version's name is fitted to its share of the plot's width.
    SweepTable table;
    table.variable = "compare parameters";
    table.labels = {"defaults", settings.toStdString()};
    table.values = {0, 1};
    table.players = 2;
    table.rows = {{0, "length", 0, {10, 9, 11}}, {1, "length", 0, {12, 11, 13}}};
    SweepChart chart;
    chart.resize(420, 300);
    chart.setTable(table);
    chart.metric()->setCurrentIndex(chart.metric()->findData(QStringLiteral("length")));
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    auto *axis = qobject_cast<QBarCategoryAxis *>(chart.chart()->axes(Qt::Horizontal).constLast());
    QVERIFY(axis);
    QTRY_VERIFY2(axis->categories().constLast().contains(QStringLiteral("<br>")),
                 qPrintable(axis->categories().join(QLatin1Char('|'))));
    QCOMPARE(axis->categories().constFirst(), QStringLiteral("defaults"));
    // Two versions whose names differ only where both are shortened keep a label each.
    table.labels = {"/home/designer/prototypes/2026/autumn/a/discovery-with-more-rivers",
                    "/home/designer/prototypes/2026/autumn/b/discovery-with-more-rivers"};
    chart.setTable(table);
    QTRY_COMPARE(axis->count(), 2);
    QVERIFY(axis->categories().constFirst() != axis->categories().constLast());
    // Below the plot, each label's tool tip is the version's whole name.
    const QRectF plot = chart.chart()->plotArea();
    const qreal below = plot.bottom() + 10;
    const QString first = QString::fromStdString(table.labels[0]);
    QCOMPARE(chart.categoryNameAt(QPointF(plot.left() + plot.width() / 4, below)), first);
    QCOMPARE(chart.categoryNameAt(QPointF(plot.right() - 1, below)), QString::fromStdString(table.labels[1]));
    QCOMPARE(chart.categoryNameAt(plot.center()), QString());                                   // inside the plot
    QCOMPARE(chart.categoryNameAt(QPointF(plot.center().x(), plot.bottom() + 400)), QString()); // past the labels
    auto *view = chart.findChild<QChartView *>();
    const auto askTip = [&](QPointF at) {
        const QPoint pos = view->mapFromScene(chart.chart()->mapToScene(at));
        QHelpEvent help(QEvent::ToolTip, pos, view->viewport()->mapToGlobal(pos));
        QApplication::sendEvent(view->viewport(), &help);
    };
    askTip(QPointF(plot.left() + plot.width() / 4, below));
    QCOMPARE(QToolTip::text(), first);
    // Elsewhere the chart's items keep their own tool tips (the legend's, for one).
    auto *item = chart.chart()->scene()->addRect(chart.chart()->mapRectToScene(QRectF(plot.center(), QSizeF(20, 20))));
    item->setToolTip(QStringLiteral("an item's own"));
    askTip(plot.center() + QPointF(10, 10));
    QCOMPARE(QToolTip::text(), QStringLiteral("an item's own"));
    // A picture to look at: shots/sweepchart-long-names.png.
    QDir().mkpath(QDir::currentPath() + QStringLiteral("/shots"));
    QVERIFY(chart.grab().save(QDir::currentPath() + QStringLiteral("/shots/sweepchart-long-names.png")));
}

// A sweep of an on/off parameter has no values between its two: a box each, named.
void TstSweepChart::anOnOffParameterIsSweptAsNamedBoxes()
{
    SweepTable table;
    table.variable = "parameter ports";
    table.labels = {"false", "true"};
    table.values = {0, 1};
    table.players = 2;
    table.rows = {{0, "length", 0, {10, 9, 11}}, {1, "length", 0, {12, 11, 13}}};
    SweepChart chart;
    chart.setTable(table);
    chart.metric()->setCurrentIndex(chart.metric()->findData(QStringLiteral("length")));
    const QList<QAbstractSeries *> series = chart.chart()->series();
    QCOMPARE(series.size(), 1);
    auto *boxes = qobject_cast<QBoxPlotSeries *>(series.first());
    QVERIFY(boxes);
    QCOMPARE(boxes->count(), 2);
    QCOMPARE(boxes->boxSets().at(1)->label(), QStringLiteral("true"));
    QCOMPARE(boxes->boxSets().at(1)->at(QBoxSet::Median), 12.0);
    QVERIFY(SweepChart::namesItsValues(table));
    table.labels = {"0", "1"};
    QVERIFY(!SweepChart::namesItsValues(table));
    table.labels = {"3", "4"}; // a choice of numbers, at its indexes 0 and 1
    QVERIFY(SweepChart::namesItsValues(table));
}

// Before a run the chart draws no empty axes: its title says how to get one.
void TstSweepChart::theAxisNamesTheSweptTileTypeAsTheRulesDo()
{
    auto rules = std::make_shared<Ruleset>();
    TileType survey;
    survey.id = "survey_fff";
    survey.name = "Survey tile (forest, forest, forest)";
    rules->tiles.push_back(survey);
    SweepChart chart;
    QCOMPARE(chart.variableTitle(QStringLiteral("tile survey_fff")), QStringLiteral("Tiles of type survey_fff"));
    chart.setSeats(rules);
    QCOMPARE(chart.variableTitle(QStringLiteral("tile survey_fff")),
             QStringLiteral("Tiles of type Survey tile (forest, forest, forest)"));
    QCOMPARE(chart.variableTitle(QStringLiteral("parameter bonus")), QStringLiteral("Parameter bonus"));
}

void TstSweepChart::beforeAnyRunTheChartSaysWhatToDo()
{
    SweepChart chart;
    QCOMPARE(chart.chart()->title(), QStringLiteral("No games yet: choose what to vary and press Run"));
    for (QAbstractAxis *axis : chart.chart()->axes())
        QVERIFY(!axis->isVisible());
    SweepTable table;
    table.variable = "tile meadow";
    table.labels = {"1", "2"};
    table.values = {1, 2};
    table.players = 2;
    table.rows = {{0, "length", 0, {10, 9, 11}}, {1, "length", 0, {12, 11, 13}}};
    chart.setTable(table);
    chart.metric()->setCurrentIndex(chart.metric()->findData(QStringLiteral("length")));
    QCOMPARE(chart.chart()->title(), SweepChart::metricName(QStringLiteral("length")));
    int shown = 0;
    for (QAbstractAxis *axis : chart.chart()->axes())
        shown += axis->isVisible();
    QCOMPARE(shown, 2);
}

void TstSweepChart::theProgressBarSaysHowLongTheRestTakes()
{
    QCOMPARE(BalanceWindow::progressFormat(0, 0, 500), QStringLiteral("%p%"));
    QCOMPARE(BalanceWindow::progressFormat(1000, 10, 500), QStringLiteral("%p%")); // too soon to tell the pace
    // 50 games in 10 s: the other 50 take 10 s more.
    QCOMPARE(BalanceWindow::progressFormat(10000, 50, 100), QStringLiteral("%p% · about 10 s left"));
    // 20 games in a minute: 80 more take 4 minutes.
    QCOMPARE(BalanceWindow::progressFormat(60000, 20, 100), QStringLiteral("%p% · about 4 min left"));
    QCOMPARE(BalanceWindow::progressFormat(60000, 100, 100), QStringLiteral("%p%"));
}

void TstSweepChart::teammatesSharingAScoreAreOneLineAndOneRow()
{
    // Four seats, 1 and 3 one team, 2 and 4 the other: teammates' measures are the same.
    SweepTable table;
    table.variable = "compare parameters";
    table.players = 4;
    table.bots = {"greedy"};
    table.labels = {"defaults", "bonus=2"};
    table.values = {0, 1};
    const Estimate teamA[] = {{50, 45, 55}, {60, 55, 65}};
    const Estimate teamB[] = {{48, 43, 53}, {47, 42, 52}};
    for (int point = 0; point < 2; ++point)
        for (int seat = 1; seat <= 4; ++seat)
            table.rows.push_back({point, "mean_score", seat, seat % 2 ? teamA[point] : teamB[point]});
    for (int seat = 1; seat <= 4; ++seat)
        table.differences.push_back({"mean_score", seat, seat % 2 ? Estimate{10, 6, 14} : Estimate{-1, -3, 1}});

    SweepChart chart;
    chart.setTable(table);
    chart.metric()->setCurrentIndex(chart.metric()->findData(QStringLiteral("mean_score")));
    const QList<QBoxPlotSeries *> drawn = boxes(&chart);
    QCOMPARE(drawn.size(), 2);
    // Named by all, joined as the locale joins a list ("Seat 1 (greedy) and Seat 3 (greedy)").
    const auto both = [](const QString &one, const QString &other) {
        return QLocale().createSeparatedList({one, other});
    };
    QCOMPARE(drawn[0]->name(), both(QStringLiteral("Seat 1 (greedy)"), QStringLiteral("Seat 3 (greedy)")));
    QCOMPARE(drawn[1]->name(), both(QStringLiteral("Seat 2 (greedy)"), QStringLiteral("Seat 4 (greedy)")));
    QVERIFY((SweepChart::coincidingSeats(table, "mean_score") == std::vector<std::vector<int>>{{1, 3}, {2, 4}}));
    QVERIFY((SweepChart::coincidingSeats(table, "length") == std::vector<std::vector<int>>{{0}}));

    ComparisonTable comparison;
    comparison.setTable(&table);
    QCOMPARE(comparison.rowCount(), 2);
    QCOMPARE(comparison.changeCount(), 2);
    QCOMPARE(comparison.item(0, ComparisonTable::MeasureColumn)->text(),
             QStringLiteral("Mean score, ") + both(QStringLiteral("seat 1"), QStringLiteral("seat 3")));
    QCOMPARE(comparison.significantCount(), 1);

    // With the seat test's p-value under each version, a row of its own without a change.
    table.rows.push_back({0, "seat_advantage_p", 0, {0.65, 0.65, 0.65}});
    table.rows.push_back({1, "seat_advantage_p", 0, {0.044, 0.044, 0.044}});
    comparison.setTable(&table);
    QCOMPARE(comparison.rowCount(), 3);
    QCOMPARE(comparison.changeCount(), 2);
    QCOMPARE(comparison.item(2, ComparisonTable::MeasureColumn)->text(), QStringLiteral("Seat advantage (p-value)"));
    QCOMPARE(comparison.item(2, ComparisonTable::FirstColumn)->text(), QStringLiteral("0.6500"));
    QCOMPARE(comparison.item(2, ComparisonTable::SecondColumn)->text(), QStringLiteral("0.0440"));
}

void TstSweepChart::aLeadMetricNobodyLedInSaysSoInsteadOfDrawingZero()
{
    // A game scored at its end: its points have no lead rows (sweepRows), only the others.
    SweepTable table;
    table.variable = "tile meadow";
    table.players = 2;
    table.bots = {"greedy"};
    table.labels = {"2", "4"};
    table.values = {2, 4};
    for (int point = 0; point < 2; ++point)
        table.rows.push_back({point, "length", 0, {30, 28, 32}});
    SweepChart chart;
    chart.setRulesValue(4);
    chart.setTable(table);
    chart.metric()->setCurrentIndex(chart.metric()->findData(QStringLiteral("drama")));
    QVERIFY2(chart.chart()->title().contains(QStringLiteral("not measured")), qPrintable(chart.chart()->title()));
    QVERIFY2(chart.chart()->series().isEmpty(), "no line of nothing, so no legend entry of one");
    // The axis still runs over the values swept, and the rules' value is not marked on nothing.
    QValueAxis *x = nullptr;
    for (QAbstractAxis *axis : chart.chart()->axes(Qt::Horizontal))
        if (auto *values = qobject_cast<QValueAxis *>(axis); values && values->isVisible())
            x = values;
    QVERIFY(x);
    QVERIFY2(x->min() < 2 && x->max() > 4 && x->min() > 1,
             qPrintable(QStringLiteral("%1 to %2").arg(x->min()).arg(x->max())));
    QVERIFY(!chart.rulesMark());
    chart.metric()->setCurrentIndex(chart.metric()->findData(QStringLiteral("length")));
    QCOMPARE(chart.chart()->title(), SweepChart::metricName(QStringLiteral("length")));
    QVERIFY(chart.rulesMark());

    // Two versions compared: no boxes, and no legend entry, for a measure neither has.
    table.variable = "compare rulesets";
    table.labels = {"before", "after"};
    chart.setTable(table);
    chart.metric()->setCurrentIndex(chart.metric()->findData(QStringLiteral("drama")));
    QVERIFY2(chart.chart()->title().contains(QStringLiteral("not measured")), qPrintable(chart.chart()->title()));
    QVERIFY(chart.chart()->series().isEmpty());
    chart.metric()->setCurrentIndex(chart.metric()->findData(QStringLiteral("length")));
    QCOMPARE(chart.chart()->series().size(), 1);
}

QTEST_MAIN(TstSweepChart)
#include "tst_sweepchart.moc"
