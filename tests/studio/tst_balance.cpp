// The Balance Lab on a copy of the tutorial ruleset, offscreen: opened from the Ruleset
// menu on the rules as edited; a sweep over a tile count runs to the end with its progress
// and charts one point per value inside its 95% band; Cancel stops a long sweep; Export
// writes CSV and JSON. Comparisons of two versions of the rules: tst_balancecompare; the
// chart and table on hand-made tables: tst_sweepchart; the runs kept in the journal:
// tst_balancehistory.
#include "balance/balancehistory.h"
#include "balance/balancesetupform.h"
#include "balance/balancewindow.h"
#include "balance/botspecbox.h"
#include "balance/comparisontable.h"
#include "balance/parametersettable.h"
#include "balance/sweepchart.h"
#include "editor/codeeditor.h"
#include "editor/editortabs.h"
#include "mainwindow/editoractions.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/rulesetactions.h"
#include "mainwindow/tilesetactions.h"

#include "balancelab.h"
#include "studiofiles.h"

#include "load/rulesetloader.h"
#include "log/gamelog.h"

#include <QAction>
#include <QAreaSeries>
#include <QBoxPlotSeries>
#include <QChart>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLegendMarker>
#include <QLineEdit>
#include <QLineSeries>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QValueAxis>
#include <QtTest>

#include <cmath>

using namespace tw;

class TstBalance : public BalanceLabTest
{
    Q_OBJECT

private slots:
    void initTestCase() { setUpTestCase(); }
    void init() { setUp(); }
    void cleanup() { tearDown(); }
    void theMenuOpensTheLabOnTheRulesAsEdited();
    void anOpenLabFollowsTheRulesAsEditedAndKeepsItsForm();
    void theLabRemembersTheBotsGamesAndMetricOfTheLastRun();
    void aTileCountSweepChartsEveryValueWithItsBand();
    void aValueWhoseGamesFailIsNamedAndTheOthersCharted();
    void cancelStopsASweep();
    void exportWritesCsvAndJson();
    void eachSeatIsDrawnInItsRulesetColourAndName();
    void nothingActsOnTheShownRunWhileAnotherRunsOrAfterCancel();
    void aSweepsAxisTicksAtTheSweptValues();
    void theLabOffersTheMostNumerousTileAndKeepsTheChoice();
    void theTileOfferedStaysWhenAnotherBecomesTheMostNumerous();
    void gamesScoredOnlyAtTheirEndSayWhyNoTileIsCharted();
    void aCardsCountIsSweptLikeATiles();
    void aSweepOfARuleForOnePlayerNeedsOnePlayerAndNamesItsValues();
    void theTablesShowTheirRowsAtTheDefaultSize();
    void aBoolParameterIsACheckBoxAndAFixedProblemLeavesTheStatus();
    void aMetricTheSameInEveryGameGetsAReadableAxis();

private:
    // Loads a copy of the shipped Carcassonne: The Discovery (many parameters, a bool one).
    std::shared_ptr<const Ruleset> discovery();
    // Whether every row of `table` is inside its viewport.
    static bool showsEveryRow(const QTableWidget *table);
    // Whether the first `rows` rows of `table` are shown whole, without scrolling.
    static bool showsRows(const QTableWidget *table, int rows);
    // Types eleven meadows instead of the tutorial's five into `editor` (not saved) and
    // has the Tile Set dock load the text.
    void elevenMeadows(CodeEditor *editor);
};

std::shared_ptr<const Ruleset> TstBalance::discovery()
{
    const QString folder = m_dir.filePath(QStringLiteral("discovery-") + QLatin1String(QTest::currentTestFunction()));
    if (!copyShippedRuleset(QStringLiteral("discovery"), folder))
        return nullptr;
    return loadRuleset(folder.toStdString()).ruleset;
}

bool TstBalance::showsEveryRow(const QTableWidget *table)
{
    return showsRows(table, table->rowCount());
}

bool TstBalance::showsRows(const QTableWidget *table, int rows)
{
    const int last = rows - 1;
    return last < 0 || table->rowViewportPosition(last) + table->rowHeight(last) <= table->viewport()->height();
}

void TstBalance::elevenMeadows(CodeEditor *editor)
{
    QString text = editor->text();
    const qsizetype meadow = text.indexOf(QStringLiteral("id: meadow"));
    const qsizetype count = text.indexOf(QStringLiteral("count: 5"), meadow);
    QVERIFY(meadow > 0 && count > meadow);
    text.replace(count, 8, QStringLiteral("count: 11"));
    editor->setText(text);
    m_window->tileSetActions()->refresh();
}

void TstBalance::theMenuOpensTheLabOnTheRulesAsEdited()
{
    CodeEditor *editor = m_window->editorActions()->tabs()->editorFor(QStringLiteral("ruleset.yaml"));
    QVERIFY(editor);
    // Eleven meadows instead of five, not saved.
    elevenMeadows(editor);

    BalanceWindow *lab = openLab();
    QVERIFY(lab);
    QVERIFY(QTest::qWaitForWindowExposed(lab));
    BalanceSetupForm *setup = lab->setup();
    QCOMPARE(setup->item()->count(), 5); // the tutorial's tile types
    setup->item()->setCurrentIndex(setup->item()->findData(QStringLiteral("meadow")));
    // A range around the edited count.
    QCOMPARE(setup->from()->value(), 7);
    QCOMPARE(setup->to()->value(), 15);
    QCOMPARE(setup->step()->value(), 2);
    setup->kind()->setCurrentIndex(1);
    QVERIFY(setup->item()->findData(QStringLiteral("points_per_tile")) >= 0);
    bool edited = false;
    for (QLabel *label : lab->findChildren<QLabel *>())
        edited = edited || label->text().contains(QStringLiteral("as edited, not yet saved"));
    QVERIFY(edited);
}

void TstBalance::anOpenLabFollowsTheRulesAsEditedAndKeepsItsForm()
{
    BalanceWindow *lab = openLab();
    QVERIFY(lab);
    BalanceSetupForm *setup = lab->setup();
    setup->item()->setCurrentIndex(setup->item()->findData(QStringLiteral("meadow")));
    setup->from()->setValue(10);
    setup->to()->setValue(12);
    setup->players()->setValue(3);

    // Eleven meadows instead of five, typed while the lab is open, not saved.
    CodeEditor *editor = m_window->editorActions()->tabs()->editorFor(QStringLiteral("ruleset.yaml"));
    QVERIFY(editor);
    elevenMeadows(editor);

    QVERIFY2(lab->rulesLabel()->text().contains(QStringLiteral("as edited, not yet saved")),
             qPrintable(lab->rulesLabel()->text()));
    QVERIFY2(setup->item()->currentText().contains(QStringLiteral("11")), qPrintable(setup->item()->currentText()));
    QCOMPARE(setup->from()->value(), 10);
    QCOMPARE(setup->to()->value(), 12);
    QCOMPARE(setup->players()->value(), 3);

    // The run plays the edited rules: its table names their version.
    setup->games()->setValue(2);
    runToTheEnd(lab);
    QVERIFY(lab->chart()->table());
    QCOMPARE(lab->chart()->table()->rules, hashText(m_window->tileSetActions()->editedRules()->contentHash));
    QVERIFY(lab->chart()->rulesMark());
    QCOMPARE(lab->chart()->rulesMark()->at(0).x(), 11.0);

    // An edit made while a run plays reaches the lab once the run has ended (here, cancelled).
    setup->games()->setValue(100'000);
    QTest::mouseClick(lab->runButton(), Qt::LeftButton);
    QVERIFY(lab->isRunning());
    editor->setText(editor->text().replace(QStringLiteral("count: 11"), QStringLiteral("count: 12")));
    m_window->tileSetActions()->refresh();
    QVERIFY(lab->isRunning());
    QVERIFY(setup->item()->currentText().contains(QStringLiteral("11")));
    QTest::mouseClick(lab->cancelButton(), Qt::LeftButton);
    QTRY_VERIFY2(setup->item()->currentText().contains(QStringLiteral("12")), qPrintable(setup->item()->currentText()));
    QCOMPARE(lab->chart()->rulesMark()->at(0).x(), 12.0); // the rules open now, on the run before
    QVERIFY2(lab->status()->text().startsWith(
                 QStringLiteral("The chart shows the last run, made under rules %1: press Run to measure these.")
                     .arg(QString::fromStdString(lab->chart()->table()->rules).left(8))),
             qPrintable(lab->status()->text()));

    // Back to the rules of the run: the status says what it said of it again.
    const QString summary = lab->status()->text();
    editor->setText(editor->text().replace(QStringLiteral("count: 12"), QStringLiteral("count: 11")));
    m_window->tileSetActions()->refresh();
    QTRY_VERIFY2(lab->status()->text().startsWith(QStringLiteral("3 values, 2 games each")),
                 qPrintable(lab->status()->text()));
    editor->setText(editor->text().replace(QStringLiteral("count: 11"), QStringLiteral("count: 12")));
    m_window->tileSetActions()->refresh();
    QTRY_COMPARE(lab->status()->text(), summary);

    // Text that does not load: the lab says it plays the last version that did.
    const std::string version = hashText(m_window->tileSetActions()->editedRules()->contentHash);
    editor->setText(editor->text().replace(QStringLiteral("count: 12"), QStringLiteral("count: 12x")));
    m_window->tileSetActions()->refresh();
    QVERIFY2(lab->rulesLabel()->text().contains(QStringLiteral("does not load")), qPrintable(lab->rulesLabel()->text()));
    QVERIFY(lab->rulesLabel()->text().contains(QString::fromStdString(version).left(8)));
    editor->setText(editor->text().replace(QStringLiteral("count: 12x"), QStringLiteral("count: 12")));
    m_window->tileSetActions()->refresh();
    QVERIFY(!lab->rulesLabel()->text().contains(QStringLiteral("does not load")));

    // Another ruleset opened: the lab is about it, and the chart no longer shows this one's run.
    QVERIFY(lab->chart()->table());
    const QString other = m_dir.filePath(QStringLiteral("discovery-followed"));
    QVERIFY(copyShippedRuleset(QStringLiteral("discovery"), other));
    editor->setModified(false); // no question about the edits left behind
    QVERIFY(m_window->openRuleset(other));
    QTRY_VERIFY(lab->rulesLabel()->text().contains(QStringLiteral("Discovery")));
    QVERIFY(!lab->chart()->table());
    QVERIFY(!lab->exportButton()->isEnabled());
}

void TstBalance::theLabRemembersTheBotsGamesAndMetricOfTheLastRun()
{
    BalanceWindow *lab = openLab();
    QVERIFY(lab);
    QCOMPARE(lab->setup()->games()->value(), 100);    // the first time: the defaults
    sweep(lab, QStringLiteral("meadow"), 2, 3, 1, 6); // greedy,random
    lab->chart()->metric()->setCurrentIndex(lab->chart()->metric()->findData(QStringLiteral("win_rate")));

    tearDown();
    openStudio();
    lab = openLab();
    QVERIFY(lab);
    QCOMPARE(lab->setup()->bots()->currentText(), QStringLiteral("greedy,random"));
    QCOMPARE(lab->setup()->games()->value(), 6);
    QCOMPARE(lab->chart()->metric()->currentData().toString(), QStringLiteral("win_rate"));
}

// The tutorial cannot start without its start tile: a count of 0 fails, 1 and 2 are charted.
void TstBalance::aValueWhoseGamesFailIsNamedAndTheOthersCharted()
{
    BalanceWindow *lab = openLab();
    QVERIFY(lab);
    sweep(lab, QStringLiteral("start"), 0, 2, 1, 4);
    const QString status = lab->status()->text();
    QVERIFY2(status.contains(QStringLiteral("The games could not be played at "))
                 && status.contains(QStringLiteral(" = 0: ")) && status.contains(QStringLiteral("holds no start tile")),
             qPrintable(status));
    QVERIFY2(!status.contains(QStringLiteral("traceback")), qPrintable(status));
    QVERIFY2(lab->status()->toolTip().contains(QStringLiteral("flow.lua:")), qPrintable(lab->status()->toolTip()));
    SweepChart *chart = lab->chart();
    chart->metric()->setCurrentIndex(chart->metric()->findData(QStringLiteral("length")));
    QCOMPARE(lines(chart).size(), 1);
    const QList<QPointF> values = lines(chart).first()->points();
    QCOMPARE(values.size(), 2);
    QCOMPARE(values.first().x(), 1.0);
    QCOMPARE(values.last().x(), 2.0);

    // A run whose every value fails leaves the run before on the chart, and says so.
    sweep(lab, QStringLiteral("start"), 0, 0, 1, 4);
    const QString again = lab->status()->text();
    QVERIFY2(again.startsWith(QStringLiteral("The games could not be played at tile start = 0: game 0 (seed "))
                 && again.endsWith(QStringLiteral("The chart and Export still show the previous run, not the settings "
                                                  "in the form.")),
             qPrintable(again));
    QCOMPARE(lines(chart).first()->points().size(), 2);
}

void TstBalance::aTileCountSweepChartsEveryValueWithItsBand()
{
    BalanceWindow *lab = openLab();
    QVERIFY(lab);
    sweep(lab, QStringLiteral("spring"), 0, 12, 3, 40);
    QCOMPARE(lab->progress()->maximum(), 5 * 40);
    QCOMPARE(lab->progress()->value(), 5 * 40);
    QVERIFY(!lab->progress()->isVisible());

    SweepChart *chart = lab->chart();
    chart->metric()->setCurrentIndex(chart->metric()->findData(QStringLiteral("length")));
    QCOMPARE(lines(chart).size(), 1);
    QCOMPARE(bands(chart).size(), 1);
    const QList<QPointF> values = lines(chart).first()->points();
    QCOMPARE(values.size(), 5);
    QCOMPARE(values.first().x(), 0.0);
    QCOMPARE(values.last().x(), 12.0);
    QVERIFY(values.last().y() > values.first().y()); // more tiles, longer games
    const QList<QPointF> high = bands(chart).first()->upperSeries()->points();
    const QList<QPointF> low = bands(chart).first()->lowerSeries()->points();
    QCOMPARE(high.size(), 5);
    QCOMPARE(low.size(), 5);
    for (int i = 0; i < 5; ++i) {
        QVERIFY(low[i].y() <= values[i].y());
        QVERIFY(values[i].y() <= high[i].y());
    }

    // A per-seat metric: a line and a band per seat.
    chart->metric()->setCurrentIndex(chart->metric()->findData(QStringLiteral("mean_score")));
    QCOMPARE(lines(chart).size(), 2);
    QCOMPARE(bands(chart).size(), 2);
    QCOMPARE(lines(chart)[1]->points().size(), 5);

    // Each scoring reason's share of the points, and each tile type's points per placement.
    const int riverShare = chart->metric()->findData(QStringLiteral("reason_share:river"));
    QVERIFY(riverShare >= 0);
    QCOMPARE(chart->metric()->itemText(riverShare), QStringLiteral("Share of points: Closed river")); // as the ruleset names it
    // Each group of them after a line: the shares, then the points per placement.
    const auto separatedAt = [chart](int index) {
        return chart->metric()->itemData(index, Qt::AccessibleDescriptionRole).toString() == QLatin1String("separator");
    };
    QVERIFY(separatedAt(riverShare - 1));
    const int springPoints = chart->metric()->findData(QStringLiteral("points_per_placement:spring"));
    QVERIFY(springPoints > riverShare);
    int separators = 0;
    for (int i = riverShare + 1; i < springPoints; ++i)
        separators += separatedAt(i);
    QCOMPARE(separators, 1);
    chart->metric()->setCurrentIndex(riverShare);
    QCOMPARE(lines(chart).size(), 1);
    QCOMPARE(lines(chart).first()->points().first().y(), chart->table()->series("reason_share:river", 0)[0]->value);
    QCOMPARE(bands(chart).size(), 1); // the shares have intervals over the games
    QCOMPARE(lines(chart).first()->points().size(), 5);
    // No spring is placed at a count of 0: that point has no points per placement, not 0.
    chart->metric()->setCurrentIndex(chart->metric()->findData(QStringLiteral("points_per_placement:spring")));
    QCOMPARE(lines(chart).size(), 1);
    QCOMPARE(lines(chart).first()->points().size(), 4);
    QCOMPARE(lines(chart).first()->points().first().x(), 3.0);
    chart->metric()->setCurrentIndex(chart->metric()->findData(QStringLiteral("mean_score")));
    // The legend draws each line as it is drawn (the rules' mark dash-dotted), not as a square.
    QVERIFY(chart->rulesMark());
    QList<QLineSeries *> drawn = lines(chart);
    drawn << chart->rulesMark();
    for (QLineSeries *line : drawn)
        QCOMPARE(chart->chart()->legend()->markers(line).constFirst()->shape(), QLegend::MarkerShapeFromSeries);

    lab->resize(1100, 620);
    QTest::qWait(100);
    // A picture of the lab after a sweep, to look at: shots/balance-lab.png.
    QDir().mkpath(QDir::currentPath() + QStringLiteral("/shots"));
    QVERIFY(lab->grab().save(QDir::currentPath() + QStringLiteral("/shots/balance-lab.png")));
}

void TstBalance::cancelStopsASweep()
{
    BalanceWindow *lab = openLab();
    QVERIFY(lab);
    BalanceSetupForm *setup = lab->setup();
    setup->item()->setCurrentIndex(setup->item()->findData(QStringLiteral("meadow")));
    setup->games()->setValue(100'000);
    QSignalSpy finished(lab, &BalanceWindow::sweepFinished);
    QTest::mouseClick(lab->runButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(lab->progress()->value() > 0, 20000);
    QTest::mouseClick(lab->cancelButton(), Qt::LeftButton);
    QVERIFY(!lab->isRunning());
    QCOMPARE(lab->status()->text(), QStringLiteral("Cancelled."));
    QVERIFY(lab->runButton()->isEnabled());
    QTest::qWait(200);
    QCOMPARE(finished.count(), 0);
    QVERIFY(!lab->chart()->table());
    QCOMPARE(lab->history()->list()->count(), 0); // nothing kept
}

void TstBalance::exportWritesCsvAndJson()
{
    BalanceWindow *lab = openLab();
    QVERIFY(lab);
    QVERIFY(!lab->exportTo(m_dir.filePath(QStringLiteral("none.csv"))).isEmpty()); // nothing to export yet
    sweep(lab, QStringLiteral("meadow"), 2, 4, 1, 6);
    const QString csv = m_dir.filePath(QStringLiteral("run.csv"));
    const QString json = m_dir.filePath(QStringLiteral("run.json"));
    const QString summary = lab->status()->text();
    QCOMPARE(lab->exportTo(csv), QString());
    QCOMPARE(lab->exportTo(json), QString());
    // What the status said of the run stays, followed by the export.
    QCOMPARE(lab->status()->text(), summary + QStringLiteral(" Exported to %1.").arg(json));
    const QStringList rows = readAll(csv).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(rows.first(), QStringLiteral("label,x,metric,seat,value,low,high,significant"));
    // 3 values; per seat 2 metrics, 9 others, the tutorial's 2 reasons and its tile types placed.
    const QRegularExpression keyed(QStringLiteral(",(reason_share|points_per_placement):"));
    QCOMPARE(rows.size() - rows.filter(keyed).size(), 1 + 3 * (2 * 2 + 9));
    QCOMPARE(rows.filter(QStringLiteral(",reason_share:")).size(), 3 * 2);
    SweepTable read;
    std::string why;
    QVERIFY2(parseSweepJson(readAll(json).toStdString(), read, &why), why.c_str());
    QCOMPARE(read.variable, std::string("tile meadow"));
    QCOMPARE(read.labels, (std::vector<std::string>{"2", "3", "4"}));
    QCOMPARE(QString::fromStdString(sweepCsv(read)), readAll(csv));
    QVERIFY(!lab->exportTo(QStringLiteral("/sys/kernel/run.csv")).isEmpty());
}

void TstBalance::eachSeatIsDrawnInItsRulesetColourAndName()
{
    BalanceWindow *lab = openLab();
    QVERIFY(lab);
    const QColor red(QStringLiteral("#d23c3c")), blue(QStringLiteral("#3c64d2")); // the tutorial's seats
    sweep(lab, QStringLiteral("meadow"), 2, 4, 1, 4);
    SweepChart *chart = lab->chart();
    chart->metric()->setCurrentIndex(chart->metric()->findData(QStringLiteral("mean_score")));
    QCOMPARE(lines(chart).size(), 2);
    QCOMPARE(lines(chart)[0]->pen().color(), red);
    QCOMPARE(lines(chart)[1]->pen().color(), blue);
    QVERIFY2(lines(chart)[0]->name().startsWith(QLatin1String("Red (")), qPrintable(lines(chart)[0]->name()));
    QVERIFY2(lines(chart)[1]->name().startsWith(QLatin1String("Blue (")), qPrintable(lines(chart)[1]->name()));
    const QColor band = bands(chart)[0]->brush().color();
    QCOMPARE(band.rgb(), red.rgb());
    QVERIFY(band.alpha() < 255);
    // A game-wide metric is no seat's.
    chart->metric()->setCurrentIndex(chart->metric()->findData(QStringLiteral("length")));
    QVERIFY(lines(chart)[0]->pen().color() != red && lines(chart)[0]->pen().color() != blue);

    compareParameters(lab, 3, 4);
    chart->metric()->setCurrentIndex(chart->metric()->findData(QStringLiteral("win_rate")));
    QCOMPARE(boxes(chart).size(), 2);
    QCOMPARE(boxes(chart)[0]->pen().color(), red);
    QCOMPARE(boxes(chart)[1]->pen().color(), blue);
    QCOMPARE(boxes(chart)[1]->brush().color().rgb(), blue.rgb());
}

void TstBalance::nothingActsOnTheShownRunWhileAnotherRunsOrAfterCancel()
{
    BalanceWindow *lab = openLab();
    QVERIFY(lab);
    sweep(lab, QStringLiteral("meadow"), 2, 3, 1, 4);
    QPushButton *exportAs = lab->exportButton();
    QPushButton *remove = lab->history()->removeButton();
    sweep(lab, QStringLiteral("meadow"), 2, 3, 1, 4); // a past run to choose
    lab->history()->list()->setCurrentRow(0);
    QVERIFY(remove->isEnabled());
    QVERIFY(exportAs->isEnabled());

    lab->setup()->item()->setCurrentIndex(lab->setup()->item()->findData(QStringLiteral("spring")));
    lab->setup()->games()->setValue(100'000);
    QTest::mouseClick(lab->runButton(), Qt::LeftButton);
    QVERIFY(lab->isRunning());
    QVERIFY(!exportAs->isEnabled());
    QVERIFY(!remove->isEnabled());
    QVERIFY(!lab->history()->list()->isEnabled());
    QTRY_VERIFY_WITH_TIMEOUT(lab->progress()->value() > 0, 20000);
    QTest::mouseClick(lab->cancelButton(), Qt::LeftButton);
    QVERIFY(!lab->isRunning());
    // The meadow sweep is still shown, and the status line says it is not the spring one.
    QCOMPARE(lab->chart()->table()->variable, std::string("tile meadow"));
    QVERIFY2(lab->status()->text().contains(QStringLiteral("still show the previous run")),
             qPrintable(lab->status()->text()));
    QVERIFY(exportAs->isEnabled());
    QVERIFY(remove->isEnabled());
}

void TstBalance::aSweepsAxisTicksAtTheSweptValues()
{
    BalanceWindow *lab = openLab();
    QVERIFY(lab);
    sweep(lab, QStringLiteral("meadow"), 2, 8, 2, 4);
    QValueAxis *axis = nullptr;
    for (QAbstractAxis *a : lab->chart()->chart()->axes(Qt::Horizontal))
        axis = axis ? axis : qobject_cast<QValueAxis *>(a);
    QVERIFY(axis && axis->isVisible());
    QCOMPARE(axis->tickType(), QValueAxis::TicksDynamic);
    QCOMPARE(axis->tickAnchor(), 2.0);
    QCOMPARE(axis->tickInterval(), 2.0);
    // A margin at both ends, less than a step.
    QVERIFY(axis->min() < 2 && axis->min() > 0);
    QVERIFY(axis->max() > 8 && axis->max() < 10);
    // The tutorial's 5 meadows are marked across the chart.
    const QLineSeries *mark = lab->chart()->rulesMark();
    QVERIFY(mark);
    QCOMPARE(mark->points().size(), 2);
    QCOMPARE(mark->at(0).x(), 5.0);
    QCOMPARE(mark->at(1).x(), 5.0);
    QValueAxis *values = nullptr;
    for (QAbstractAxis *a : lab->chart()->chart()->axes(Qt::Vertical))
        values = values ? values : qobject_cast<QValueAxis *>(a);
    QVERIFY(values);
    QCOMPARE(mark->at(0).y(), values->min());
    QCOMPARE(mark->at(1).y(), values->max());
    QVERIFY(mark->name().contains(QLatin1String("5")));
    // A share's axis ticks at round steps up to 1 at most, with room above the top tick.
    SweepChart *chart = lab->chart();
    chart->metric()->setCurrentIndex(chart->metric()->findData(QStringLiteral("win_rate")));
    double highest = 0;
    for (const std::optional<Estimate> &e : chart->table()->series("win_rate", 1))
        highest = std::max(highest, e->high);
    QCOMPARE(values->tickType(), QValueAxis::TicksDynamic);
    QCOMPARE(values->tickAnchor(), 0.0);
    const double step = values->tickInterval();
    const double digits = step / std::pow(10.0, std::floor(std::log10(step))); // 1, 2, 2.5 or 5
    QVERIFY2(std::abs(digits - 1) < 1e-9 || std::abs(digits - 2) < 1e-9 || std::abs(digits - 2.5) < 1e-9
                 || std::abs(digits - 5) < 1e-9,
             qPrintable(QString::number(step)));
    QVERIFY2(values->max() > highest && values->max() < std::min(1.0, highest + 2 * step) + step,
             qPrintable(QStringLiteral("%1 over %2").arg(values->max()).arg(highest)));
    // A sweep that leaves the rules' value out marks nothing.
    sweep(lab, QStringLiteral("meadow"), 7, 9, 1, 2);
    QVERIFY(!lab->chart()->rulesMark());
}

void TstBalance::theLabOffersTheMostNumerousTileAndKeepsTheChoice()
{
    BalanceWindow *lab = openLab();
    QVERIFY(lab);
    QComboBox *item = lab->setup()->item();
    // Not the lone start tile: the first of the two kinds of eight.
    QCOMPARE(item->currentData().toString(), QStringLiteral("straight"));
    QCOMPARE(item->currentText(), QStringLiteral("straight (8)"));
    QCOMPARE(item->itemText(item->findData(QStringLiteral("start"))), QStringLiteral("start (1)"));
    item->setCurrentIndex(item->findData(QStringLiteral("spring")));
    lab->setup()->kind()->setCurrentIndex(BalanceSetupForm::Parameter);
    item->setCurrentIndex(item->findData(QStringLiteral("fish_bonus")));
    lab->setup()->kind()->setCurrentIndex(BalanceSetupForm::TileCount);
    QCOMPARE(item->currentData().toString(), QStringLiteral("spring"));
    lab->setup()->kind()->setCurrentIndex(BalanceSetupForm::Parameter);
    QCOMPARE(item->currentData().toString(), QStringLiteral("fish_bonus"));
}

// Rules that score nothing before a game's end chart no tile's points per placement, and the
// status says why rather than leaving the menu without them.
void TstBalance::gamesScoredOnlyAtTheirEndSayWhyNoTileIsCharted()
{
    QFile flow(m_folder + QStringLiteral("/flow.lua"));
    QVERIFY(flow.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(flow.readAll());
    flow.close();
    const QString closed = QStringLiteral("ipairs(g:completed())");
    QVERIFY(text.contains(closed));
    const auto writeFlow = [&flow](const QString &lua) {
        QVERIFY(flow.open(QIODevice::WriteOnly | QIODevice::Truncate));
        flow.write(lua.toUtf8());
        flow.close();
    };
    writeFlow(QString(text).replace(closed, QStringLiteral("ipairs({})"))); // no river ever scores
    tearDown();
    openStudio();
    BalanceWindow *lab = openLab();
    QVERIFY(lab);
    sweep(lab, QStringLiteral("meadow"), 3, 5, 2, 2);
    QVERIFY2(lab->status()->text().contains(
                 QStringLiteral("No points per placement to chart: these games score no points before their end.")),
             qPrintable(lab->status()->text()));
    QCOMPARE(lab->chart()->metric()->findData(QStringLiteral("points_per_placement:meadow")), -1);

    // Rules that do score as they go chart them, and say nothing of it.
    writeFlow(text);
    tearDown();
    openStudio();
    lab = openLab();
    QVERIFY(lab);
    sweep(lab, QStringLiteral("meadow"), 3, 5, 2, 6);
    QVERIFY(lab->chart()->metric()->findData(QStringLiteral("points_per_placement:meadow")) >= 0);
    QVERIFY2(!lab->status()->text().contains(QStringLiteral("No points per placement")), qPrintable(lab->status()->text()));
}

// The tile offered at first stays when an edit makes another the most numerous: the form
// keeps the experiment, only the rules change.
void TstBalance::theTileOfferedStaysWhenAnotherBecomesTheMostNumerous()
{
    BalanceWindow *lab = openLab();
    QVERIFY(lab);
    QComboBox *item = lab->setup()->item();
    QCOMPARE(item->currentData().toString(), QStringLiteral("straight"));
    CodeEditor *editor = m_window->editorActions()->tabs()->editorFor(QStringLiteral("ruleset.yaml"));
    QVERIFY(editor);
    elevenMeadows(editor);
    QTRY_VERIFY2(item->itemText(item->findData(QStringLiteral("meadow"))).contains(QStringLiteral("11")),
                 qPrintable(item->itemText(item->findData(QStringLiteral("meadow")))));
    QCOMPARE(item->currentData().toString(), QStringLiteral("straight"));
}

// A game of cards sweeps a card's copies as a game of tiles a tile type's; a tile the
// rules put themselves (drawn: no) is not offered.
void TstBalance::aCardsCountIsSweptLikeATiles()
{
    BalanceSetupForm form;
    form.setRules(loadRuleset(std::string(TILEWRIGHT_SOURCE_DIR) + "/rulesets/dungeon").ruleset);
    QCOMPARE(form.kind()->itemText(BalanceSetupForm::TileCount), QStringLiteral("Tile or card count"));
    QComboBox *item = form.item();
    QCOMPARE(item->findData(QStringLiteral("entrance")), -1);
    const int card = item->findData(QStringLiteral("card:creature_5"));
    QVERIFY(card >= 0);
    QCOMPARE(item->itemText(card), QStringLiteral("card Creature 5 (creature_5, 1)"));
    item->setCurrentIndex(card);
    QCOMPARE(form.from()->value(), 0);
    QCOMPARE(form.to()->value(), 4);
    QString why;
    const std::optional<BalanceRequest> request = form.request(&why);
    QVERIFY2(request, qPrintable(why));
    QCOMPARE(request->variable, std::string("card creature_5"));
    QCOMPARE(request->setup.points.size(), std::size_t(5));
    const Ruleset &last = *request->setup.points.back().rules;
    QCOMPARE(last.cards[std::size_t(last.cardIndex("creature_5"))].count, 4);
    QCOMPARE(SweepChart::experimentName(QStringLiteral("card creature_5 0..4")), QStringLiteral("card creature_5 0..4"));
    form.from()->setValue(5);
    QVERIFY(!form.request(&why));
    QCOMPARE(why, QStringLiteral("The values go up: \"from\" (5) is after \"to\" (4)."));
    form.from()->setValue(0);

    // Another game's rules start at the open game's players, within the rules' range;
    // the same game's keep the form's.
    const auto landVsSea = loadRuleset(std::string(TILEWRIGHT_SOURCE_DIR) + "/rulesets/land-vs-sea").ruleset;
    form.setRules(landVsSea, 4);
    QCOMPARE(form.players()->value(), 4);
    form.setRules(landVsSea, 3);
    QCOMPARE(form.players()->value(), 4);
    form.setRules(loadRuleset(std::string(TILEWRIGHT_SOURCE_DIR) + "/rulesets/tutorial").ruleset, 9);
    QCOMPARE(form.players()->value(), 4); // the tutorial is for 2 to 4
}

void TstBalance::aSweepOfARuleForOnePlayerNeedsOnePlayerAndNamesItsValues()
{
    BalanceSetupForm form;
    form.setRules(loadRuleset(std::string(TILEWRIGHT_SOURCE_DIR) + "/rulesets/dungeon").ruleset, 2);
    form.kind()->setCurrentIndex(BalanceSetupForm::Parameter);
    form.item()->setCurrentIndex(form.item()->findData(QStringLiteral("solo")));
    QCOMPARE(form.item()->currentText(), QStringLiteral("solo (false)")); // with its value, as a tile with its count
    QVERIFY(!form.rangeEnds()->isHidden());
    QCOMPARE(form.rangeEnds()->text(), QStringLiteral("(false to true)"));
    QString why;
    QVERIFY(!form.request(&why));
    QCOMPARE(why, QStringLiteral("parameter 'solo' is only for games of 1 player, not 2"));
    form.players()->setValue(1);
    QVERIFY2(form.request(&why), qPrintable(why));
    form.item()->setCurrentIndex(form.item()->findData(QStringLiteral("solo")));
    QVERIFY(!form.rangeEnds()->isHidden());
    form.item()->setCurrentIndex(form.item()->findData(QStringLiteral("turn_limit")));
    QVERIFY(form.rangeEnds()->isHidden()); // a number names itself
    form.item()->setCurrentIndex(form.item()->findData(QStringLiteral("solo")));
    form.setRules(loadRuleset(std::string(TILEWRIGHT_SOURCE_DIR) + "/rulesets/tutorial").ruleset, 2);
    QVERIFY(form.rangeEnds()->isHidden()); // the tutorial's first parameter is a number
}

void TstBalance::theTablesShowTheirRowsAtTheDefaultSize()
{
    BalanceWindow *lab = openLab();
    QVERIFY(lab);
    compareParameters(lab, 3, 4);
    QCOMPARE(lab->size(), QSize(1200, 680));
    QTest::qWait(100);
    // The 13 measures of every game are shown whole; those of the tutorial's 2 reasons and 4
    // tile types follow them, scrolled to.
    QCOMPARE(lab->comparison()->rowCount(), 13 + 2 + 4);
    QVERIFY(showsRows(lab->comparison(), 13));
    QVERIFY2(!lab->comparison()->horizontalScrollBar()->isVisible(), "every column whole");
    QDir().mkpath(QDir::currentPath() + QStringLiteral("/shots"));
    QVERIFY(lab->grab().save(QDir::currentPath() + QStringLiteral("/shots/balance-layout-comparison.png")));

    // Discovery's eleven parameters fill the spare height of a taller window.
    std::shared_ptr<const Ruleset> rules = discovery();
    QVERIFY(rules);
    lab->setRules(rules, false);
    QVERIFY(lab->setup()->parameterSet()->rowCount() > 8);
    lab->resize(1100, 1000);
    QTest::qWait(100);
    QVERIFY(showsEveryRow(lab->setup()->parameterSet()));
    QVERIFY(lab->grab().save(QDir::currentPath() + QStringLiteral("/shots/balance-layout-parameters.png")));
    // At the default size they scroll, their last row not cut off.
    lab->resize(1200, 680);
    QTest::qWait(100);
    QVERIFY(lab->grab().save(QDir::currentPath() + QStringLiteral("/shots/balance-layout-parameters-small.png")));

    lab->setup()->kind()->setCurrentIndex(BalanceSetupForm::OtherRuleset);
    lab->resize(1200, 680);
    QTest::qWait(100);
    QLineEdit *folder = lab->setup()->otherFolder();
    QVERIFY(folder->fontMetrics().horizontalAdvance(folder->placeholderText()) < folder->width() - 8);
    QVERIFY(lab->grab().save(QDir::currentPath() + QStringLiteral("/shots/balance-layout-folder.png")));
}

void TstBalance::aBoolParameterIsACheckBoxAndAFixedProblemLeavesTheStatus()
{
    BalanceWindow *lab = openLab();
    QVERIFY(lab);
    std::shared_ptr<const Ruleset> rules = discovery();
    QVERIFY(rules);
    lab->setRules(rules, false);
    lab->setup()->kind()->setCurrentIndex(BalanceSetupForm::ParameterSet);
    QTest::mouseClick(lab->runButton(), Qt::LeftButton);
    QCOMPARE(lab->status()->text(), QStringLiteral("Change at least one parameter value to compare with."));

    auto *twoTiles = lab->setup()->parameterSet()->findChild<QCheckBox *>(QStringLiteral("two_tile_hand"));
    QVERIFY(twoTiles);
    QVERIFY(!twoTiles->isChecked());
    twoTiles->setChecked(true);
    QCOMPARE(lab->setup()->parameterSet()->changes(), std::string("two_tile_hand=true"));
    QCOMPARE(lab->status()->text(), QString());
}

// The tutorial's games last as long under either number of points per tile: the flat
// measure gets an axis around it, not one spanning a billionth of a turn.
void TstBalance::aMetricTheSameInEveryGameGetsAReadableAxis()
{
    BalanceWindow *lab = openLab();
    QVERIFY(lab);
    compareParameters(lab, 6, 4);
    QComboBox *metric = lab->chart()->metric();
    metric->setCurrentIndex(metric->findData(QStringLiteral("length")));
    QCOMPARE(metric->currentData().toString(), QStringLiteral("length"));
    QValueAxis *values = nullptr;
    for (QAbstractAxis *a : lab->chart()->chart()->axes(Qt::Vertical))
        values = values ? values : qobject_cast<QValueAxis *>(a);
    QVERIFY(values);
    QVERIFY2(values->max() - values->min() >= 1,
             qPrintable(QStringLiteral("%1 to %2").arg(values->min()).arg(values->max())));
}

QTEST_MAIN(TstBalance)
#include "tst_balance.moc"
