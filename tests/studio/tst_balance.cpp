// The Balance Lab on a copy of the tutorial ruleset, offscreen: opened from the Ruleset
// menu on the rules as edited; a sweep over a tile count runs to the end with its progress
// and charts one point per value inside its 95% band; Cancel stops a long sweep; Export
// writes CSV and JSON; a finished run is kept in the journal, listed again after the
// studio reopens, and drawn over the current chart when chosen.
#include "balance/balancehistory.h"
#include "balance/balancesetupform.h"
#include "balance/balancewindow.h"
#include "balance/sweepchart.h"
#include "editor/codeeditor.h"
#include "editor/editortabs.h"
#include "mainwindow/editoractions.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/rulesetactions.h"
#include "mainwindow/tilesetactions.h"

#include "studiofiles.h"

#include <QAction>
#include <QAreaSeries>
#include <QChart>
#include <QComboBox>
#include <QLabel>
#include <QLineSeries>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QtTest>

using namespace tw;

class TstBalance : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void theMenuOpensTheLabOnTheRulesAsEdited();
    void aTileCountSweepChartsEveryValueWithItsBand();
    void cancelStopsASweep();
    void exportWritesCsvAndJson();
    void aKeptRunIsListedAfterReopeningAndDrawnOverTheChart();

private:
    void openStudio();
    BalanceWindow *openLab();
    // Sweeps the tile type `tile` from..to by step with `games` per point; waits for the end.
    void sweep(BalanceWindow *lab, const QString &tile, int from, int to, int step, int games);
    // The chart's value lines and bands, in the order drawn.
    static QList<QLineSeries *> lines(const SweepChart *chart);
    static QList<QAreaSeries *> bands(const SweepChart *chart);

    QTemporaryDir m_dir;
    QString m_folder;
    QString m_journal;
    std::unique_ptr<MainWindow> m_window;
};

void TstBalance::initTestCase()
{
    QVERIFY(m_dir.isValid());
    isolateSettings(m_dir.path());
}

void TstBalance::init()
{
    const QString name = QLatin1String(QTest::currentTestFunction());
    m_folder = m_dir.filePath(QStringLiteral("tutorial-") + name);
    QVERIFY(copyShippedRuleset(QStringLiteral("tutorial"), m_folder));
    m_journal = m_dir.filePath(name + QStringLiteral(".sqlite"));
    openStudio();
}

void TstBalance::openStudio()
{
    StartOptions options;
    options.ruleset = m_folder;
    options.players = 2;
    options.seats = {QStringLiteral("human"), QStringLiteral("greedy")};
    options.seed = 3;
    options.journalPath = m_journal;
    options.botDelay = 0;
    options.restoreLayout = false;
    m_window = std::make_unique<MainWindow>(options);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TstBalance::cleanup()
{
    if (CodeEditor *editor = m_window->editorActions()->tabs()->editorFor(QStringLiteral("ruleset.yaml")))
        editor->setModified(false); // no question on closing
    m_window.reset();
}

BalanceWindow *TstBalance::openLab()
{
    QAction *action = m_window->rulesetActions()->balanceAction();
    if (!action->isEnabled())
        return nullptr;
    action->trigger();
    return m_window->findChild<BalanceWindow *>();
}

void TstBalance::sweep(BalanceWindow *lab, const QString &tile, int from, int to, int step, int games)
{
    BalanceSetupForm *setup = lab->setup();
    setup->kind()->setCurrentIndex(0);
    setup->item()->setCurrentIndex(setup->item()->findData(tile));
    setup->from()->setValue(from);
    setup->to()->setValue(to);
    setup->step()->setValue(step);
    setup->games()->setValue(games);
    setup->bots()->setCurrentText(QStringLiteral("greedy,random"));
    QSignalSpy finished(lab, &BalanceWindow::sweepFinished);
    QTest::mouseClick(lab->runButton(), Qt::LeftButton);
    QVERIFY(lab->isRunning());
    QVERIFY(lab->progress()->isVisible());
    QVERIFY(!lab->runButton()->isEnabled());
    QVERIFY(finished.wait(60000));
    QVERIFY(!lab->isRunning());
}

QList<QLineSeries *> TstBalance::lines(const SweepChart *chart)
{
    QList<QLineSeries *> found;
    for (QAbstractSeries *series : chart->chart()->series()) {
        if (series->type() == QAbstractSeries::SeriesTypeLine)
            found << static_cast<QLineSeries *>(series);
    }
    return found;
}

QList<QAreaSeries *> TstBalance::bands(const SweepChart *chart)
{
    QList<QAreaSeries *> found;
    for (QAbstractSeries *series : chart->chart()->series()) {
        if (series->type() == QAbstractSeries::SeriesTypeArea)
            found << static_cast<QAreaSeries *>(series);
    }
    return found;
}

void TstBalance::theMenuOpensTheLabOnTheRulesAsEdited()
{
    CodeEditor *editor = m_window->editorActions()->tabs()->editorFor(QStringLiteral("ruleset.yaml"));
    QVERIFY(editor);
    // Eleven meadows instead of five, not saved.
    QString text = editor->text();
    const qsizetype meadow = text.indexOf(QStringLiteral("id: meadow"));
    const qsizetype count = text.indexOf(QStringLiteral("count: 5"), meadow);
    QVERIFY(meadow > 0 && count > meadow);
    text.replace(count, 8, QStringLiteral("count: 11"));
    editor->setText(text);
    m_window->tileSetActions()->refresh();

    BalanceWindow *lab = openLab();
    QVERIFY(lab);
    QVERIFY(QTest::qWaitForWindowExposed(lab));
    BalanceSetupForm *setup = lab->setup();
    QCOMPARE(setup->item()->count(), 5); // the tutorial's tile types
    setup->item()->setCurrentIndex(setup->item()->findData(QStringLiteral("meadow")));
    // A range around the edited count.
    QCOMPARE(setup->from()->value(), 9);
    QCOMPARE(setup->to()->value(), 13);
    setup->kind()->setCurrentIndex(1);
    QVERIFY(setup->item()->findData(QStringLiteral("points_per_tile")) >= 0);
    bool edited = false;
    for (QLabel *label : lab->findChildren<QLabel *>())
        edited = edited || label->text().contains(QStringLiteral("as edited, not yet saved"));
    QVERIFY(edited);
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
    QCOMPARE(lab->exportTo(csv), QString());
    QCOMPARE(lab->exportTo(json), QString());
    const QStringList rows = readAll(csv).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(rows.first(), QStringLiteral("label,x,metric,seat,value,low,high"));
    QCOMPARE(rows.size(), 1 + 3 * (2 * 2 + 8)); // 3 values; per seat 2 metrics, 8 others
    SweepTable read;
    std::string why;
    QVERIFY2(parseSweepJson(readAll(json).toStdString(), read, &why), why.c_str());
    QCOMPARE(read.variable, std::string("tile meadow"));
    QCOMPARE(read.labels, (std::vector<std::string>{"2", "3", "4"}));
    QCOMPARE(QString::fromStdString(sweepCsv(read)), readAll(csv));
    QVERIFY(!lab->exportTo(QStringLiteral("/sys/kernel/run.csv")).isEmpty());
}

void TstBalance::aKeptRunIsListedAfterReopeningAndDrawnOverTheChart()
{
    BalanceWindow *lab = openLab();
    QVERIFY(lab);
    sweep(lab, QStringLiteral("meadow"), 3, 7, 2, 6);
    QCOMPARE(lab->history()->list()->count(), 1);

    cleanup();
    openStudio();
    lab = openLab();
    QVERIFY(lab);
    QListWidget *list = lab->history()->list();
    QCOMPARE(list->count(), 1);
    QVERIFY(list->item(0)->text().contains(QStringLiteral("tile meadow, 3 points of 6 games, these rules")));
    QVERIFY(!lab->chart()->table());
    list->setCurrentRow(0);
    QVERIFY(lab->chart()->overlay());
    QCOMPARE(lab->chart()->overlay()->labels, (std::vector<std::string>{"3", "5", "7"}));
    const QList<QLineSeries *> drawn = lines(lab->chart());
    QCOMPARE(drawn.size(), 1);
    QCOMPARE(drawn.first()->pen().style(), Qt::DashLine);
    QCOMPARE(drawn.first()->points().size(), 3);

    // Today's run drawn over it: both lines.
    sweep(lab, QStringLiteral("meadow"), 3, 7, 2, 6);
    QCOMPARE(lines(lab->chart()).size(), 2);
    QCOMPARE(list->count(), 2);
}

QTEST_MAIN(TstBalance)
#include "tst_balance.moc"
