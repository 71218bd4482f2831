// The Balance Lab's past runs, kept in the journal, on a copy of the tutorial ruleset,
// offscreen: a finished run is listed again after the studio reopens (not while it is on
// screen) and drawn over today's chart when chosen; a past comparison is drawn against
// today's only when it compared the same versions; each run says what it varied; a run
// whose table no longer reads is still listed, says so when chosen, and can be removed
// (once confirmed); Hide says the chart shows no past run; the run on the chart when
// another game opens is listed once its game is back.
#include "balance/balancehistory.h"
#include "balance/balancesetupform.h"
#include "balance/balancewindow.h"
#include "balance/botspecbox.h"
#include "balance/sweepchart.h"

#include "balancelab.h"
#include "load/rulesetloader.h"
#include "studiofiles.h"

#include <QBoxPlotSeries>
#include <QComboBox>
#include <QLabel>
#include <QLineSeries>
#include <QListWidget>
#include <QPushButton>
#include <QScrollBar>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QtTest>

using namespace tw;

class TstBalanceHistory : public BalanceLabTest
{
    Q_OBJECT

private slots:
    void initTestCase() { setUpTestCase(); }
    void init() { setUp(); }
    void cleanup() { tearDown(); }
    void aKeptRunIsListedAfterReopeningAndDrawnOverTheChart();
    void aPastComparisonIsDrawnAgainstTodays();
    void pastRunsSayWhatTheyVariedAndAnotherExperimentIsNotDrawn();
    void aRunWhoseTableDoesNotReadIsListedAndCanBeRemoved();
    void aPastRunOfOtherBotsIsNotDrawnAgainstTodays();
    void theRunOfAGameLeftIsListedWhenItIsBack();
};

void TstBalanceHistory::aKeptRunIsListedAfterReopeningAndDrawnOverTheChart()
{
    BalanceWindow *lab = openLab();
    QVERIFY(lab);
    sweep(lab, QStringLiteral("meadow"), 3, 7, 2, 6);
    QCOMPARE(lab->history()->list()->count(), 0); // the run on screen is no past run

    tearDown();
    openStudio();
    lab = openLab();
    QVERIFY(lab);
    QListWidget *list = lab->history()->list();
    QCOMPARE(list->count(), 1);
    QVERIFY2(list->item(0)->text().contains(
                 QStringLiteral("tile meadow 3..7, 3 values, 6 games each by greedy vs random, these rules")),
             qPrintable(list->item(0)->text()));
    // Read whole: wrapped to the list's width, not cut at its edge.
    QCoreApplication::processEvents();
    QVERIFY(list->visualItemRect(list->item(0)).width() <= list->viewport()->width());
    QVERIFY(!list->horizontalScrollBar()->isVisible());
    QVERIFY(!lab->chart()->table());
    list->setCurrentRow(0);
    QVERIFY(lab->chart()->overlay());
    QCOMPARE(lab->chart()->overlay()->labels, (std::vector<std::string>{"3", "5", "7"}));
    const QList<QLineSeries *> drawn = lines(lab->chart());
    QCOMPARE(drawn.size(), 1);
    QCOMPARE(drawn.first()->pen().style(), Qt::CustomDashLine); // short dashes, which its legend entry shows too
    QCOMPARE(drawn.first()->points().size(), 3);

    // Today's run drawn over it: both lines; today's is not listed against itself.
    sweep(lab, QStringLiteral("meadow"), 3, 7, 2, 6);
    QCOMPARE(lines(lab->chart()).size(), 2);
    QCOMPARE(list->count(), 1);
    QVERIFY(list->item(0)->isSelected());
}

void TstBalanceHistory::aPastComparisonIsDrawnAgainstTodays()
{
    BalanceWindow *lab = openLab();
    QVERIFY(lab);
    sweep(lab, QStringLiteral("meadow"), 4, 6, 1, 4);
    compareParameters(lab, 3, 8);
    compareParameters(lab, 4, 8);
    QListWidget *list = lab->history()->list();
    QCOMPARE(list->count(), 2); // the first comparison and the sweep; not the run on screen
    QVERIFY2(list->item(0)->text().contains(QStringLiteral("compare parameters: points_per_tile=3, 8 games each")),
             qPrintable(list->item(0)->text()));
    SweepChart *chart = lab->chart();
    chart->metric()->setCurrentIndex(chart->metric()->findData(QStringLiteral("length")));
    QCOMPARE(boxes(chart).size(), 1);

    // Another comparison (points_per_tile=3 against today's 4) is not drawn into today's
    // categories, and the lab says why.
    list->setCurrentRow(0);
    QVERIFY(!chart->overlayDrawn());
    QCOMPARE(boxes(chart).size(), 1);
    QVERIFY2(lab->status()->text().contains(QStringLiteral("not the same experiment as today's (compare "
                                                           "parameters: points_per_tile=4)")),
             qPrintable(lab->status()->text()));

    // Last week's run of the same comparison, chosen from the list, drawn (paler, dashed)
    // beside today's, its legend saying when it ran.
    list->clearSelection();
    compareParameters(lab, 3, 8);
    QCOMPARE(list->count(), 3);
    list->setCurrentRow(1); // the first comparison of points_per_tile=3
    QVERIFY(chart->overlayDrawn());
    QCOMPARE(chart->overlay()->labels[1], std::string("points_per_tile=3"));
    QList<QBoxPlotSeries *> drawn = boxes(chart);
    QCOMPARE(drawn.size(), 2);
    QCOMPARE(drawn.first()->pen().style(), Qt::CustomDashLine); // short dashes, which its legend entry shows too
    const QString when = list->item(1)->text().section(QStringLiteral(": "), 0, 0); // "yyyy-MM-dd HH:mm:ss"
    QCOMPARE(drawn.first()->name(), when);
    QCOMPARE(drawn.last()->name(), QStringLiteral("This run")); // the chart's title names the measure
    QVERIFY(lab->status()->text().contains(QStringLiteral("drawn paler and dashed against today's")));

    // A past sweep does not share a comparison's chart, and the lab says so.
    list->setCurrentRow(2);
    QVERIFY(chart->overlay());
    QVERIFY(!chart->overlayDrawn());
    QCOMPARE(boxes(chart).size(), 1);
    QVERIFY2(lab->status()->text().contains(QStringLiteral("is a sweep: run a sweep today")),
             qPrintable(lab->status()->text()));
}

void TstBalanceHistory::pastRunsSayWhatTheyVariedAndAnotherExperimentIsNotDrawn()
{
    BalanceWindow *lab = openLab();
    QVERIFY(lab);
    sweep(lab, QStringLiteral("meadow"), 2, 4, 1, 4);
    sweep(lab, QStringLiteral("spring"), 3, 5, 1, 4);
    QListWidget *list = lab->history()->list();
    QCOMPARE(list->count(), 1);
    QVERIFY2(list->item(0)->text().contains(QStringLiteral("tile meadow 2..4, 3 values, 4 games each")),
             qPrintable(list->item(0)->text()));
    list->setCurrentRow(0);
    QVERIFY(!lab->chart()->overlayDrawn());
    QCOMPARE(lines(lab->chart()).size(), 1);
    QVERIFY2(lab->status()->text().contains(QStringLiteral("not the same experiment as today's (tile spring 3..5)")),
             qPrintable(lab->status()->text()));
    // A new run of another experiment leaves the past run chosen, undrawn, and says so.
    sweep(lab, QStringLiteral("straight"), 3, 4, 1, 2);
    QVERIFY(lab->chart()->overlay() && !lab->chart()->overlayDrawn());
    QVERIFY2(lab->status()->text().endsWith(
                 QStringLiteral("The past run chosen below is not this experiment, so it is not drawn.")),
             qPrintable(lab->status()->text()));
}

void TstBalanceHistory::aRunWhoseTableDoesNotReadIsListedAndCanBeRemoved()
{
    BalanceWindow *lab = openLab();
    QVERIFY(lab);
    sweep(lab, QStringLiteral("meadow"), 2, 3, 1, 4);
    sweep(lab, QStringLiteral("spring"), 2, 3, 1, 4);
    tearDown();
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("damage"));
        db.setDatabaseName(m_journal);
        QVERIFY(db.open());
        QSqlQuery damage(db);
        QVERIFY(damage.exec(QStringLiteral("UPDATE balance_runs SET sweep = '{' WHERE variable = 'tile meadow'")));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("damage"));

    openStudio();
    lab = openLab();
    QVERIFY(lab);
    QListWidget *list = lab->history()->list();
    QCOMPARE(list->count(), 2); // the damaged run stops nothing
    QVERIFY2(list->item(0)->text().contains(QStringLiteral("tile spring 2..3")), qPrintable(list->item(0)->text()));
    QVERIFY2(list->item(1)->text().contains(QStringLiteral("tile meadow 2..3")), qPrintable(list->item(1)->text()));
    list->setCurrentRow(1);
    QVERIFY(!lab->chart()->overlay());
    QVERIFY2(lab->status()->text().contains(QStringLiteral("balance run"))
                 && lab->status()->text().contains(QStringLiteral("does not read")),
             qPrintable(lab->status()->text()));
    // Remove asks first: No keeps the run.
    QVERIFY(lab->history()->removeButton()->isEnabled());
    QString question;
    answerNextQuestion(QMessageBox::No, &question);
    QTest::mouseClick(lab->history()->removeButton(), Qt::LeftButton);
    QVERIFY2(question.contains(QStringLiteral("cannot be brought back")), qPrintable(question));
    QCOMPARE(list->count(), 2);
    answerNextQuestion(QMessageBox::Yes, &question);
    QTest::mouseClick(lab->history()->removeButton(), Qt::LeftButton);
    QCOMPARE(list->count(), 1);
    QVERIFY2(lab->status()->text().contains(QStringLiteral("is removed from the journal")),
             qPrintable(lab->status()->text()));

    // The run left is drawn; Hide takes it off and says so.
    list->setCurrentRow(0);
    QVERIFY(lab->chart()->overlay());
    list->clearSelection();
    QVERIFY(!lab->chart()->overlay());
    QVERIFY2(lab->status()->text().contains(QStringLiteral("No run is drawn")), qPrintable(lab->status()->text()));
}

void TstBalanceHistory::aPastRunOfOtherBotsIsNotDrawnAgainstTodays()
{
    BalanceWindow *lab = openLab();
    QVERIFY(lab);
    sweep(lab, QStringLiteral("meadow"), 2, 4, 1, 4); // greedy vs random
    lab->setup()->bots()->setCurrentText(QStringLiteral("greedy"));
    runToTheEnd(lab);
    QListWidget *list = lab->history()->list();
    QCOMPARE(list->count(), 1);
    QVERIFY2(list->item(0)->text().contains(QStringLiteral("by greedy vs random")), qPrintable(list->item(0)->text()));
    QCoreApplication::processEvents();
    const int top = list->mapTo(lab, QPoint()).y();
    list->setCurrentRow(0);
    QVERIFY(!lab->chart()->overlayDrawn());
    // It says how the run was played unlike today's.
    QVERIFY2(lab->status()->text().contains(
                 QStringLiteral("was played by greedy and random (today: greedy), so it is not drawn")),
             qPrintable(lab->status()->text()));
    // The long message leaves the list where the pointer found it.
    QCoreApplication::processEvents();
    QCOMPARE(list->mapTo(lab, QPoint()).y(), top);

    // Today's bots again: the first run is drawn against it.
    lab->setup()->bots()->setCurrentText(QStringLiteral("greedy,random"));
    runToTheEnd(lab);
    QCOMPARE(list->count(), 2);
    QVERIFY2(list->item(0)->text().contains(QStringLiteral("by greedy x2")), qPrintable(list->item(0)->text()));
    list->setCurrentRow(1);
    QVERIFY(lab->chart()->overlayDrawn());
}

void TstBalanceHistory::theRunOfAGameLeftIsListedWhenItIsBack()
{
    BalanceWindow *lab = openLab();
    QVERIFY(lab);
    sweep(lab, QStringLiteral("meadow"), 3, 5, 2, 4);
    QCOMPARE(lab->history()->list()->count(), 0);
    const auto tutorial = loadRuleset(m_folder.toStdString()).ruleset;
    const auto discovery = loadRuleset(std::string(TILEWRIGHT_SOURCE_DIR) + "/rulesets/discovery").ruleset;
    QVERIFY(tutorial && discovery);
    lab->setRules(discovery, false);
    QVERIFY(!lab->chart()->table());
    QVERIFY2(lab->status()->text().startsWith(
                 QStringLiteral("The last run of %1 is kept in the journal").arg(QString::fromStdString(tutorial->name))),
             qPrintable(lab->status()->text()));
    lab->setRules(tutorial, false);
    QCOMPARE(lab->history()->list()->count(), 1);
    QVERIFY2(lab->history()->list()->item(0)->text().contains(QStringLiteral("tile meadow 3..5")),
             qPrintable(lab->history()->list()->item(0)->text()));
}

QTEST_MAIN(TstBalanceHistory)
#include "tst_balancehistory.moc"
