#include "balancelab.h"

#include "balance/balancesetupform.h"
#include "balance/balancewindow.h"
#include "balance/botspecbox.h"
#include "balance/parametersettable.h"
#include "balance/sweepchart.h"
#include "editor/codeeditor.h"
#include "editor/editortabs.h"
#include "mainwindow/editoractions.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/rulesetactions.h"

#include "studiofiles.h"

#include <QAction>
#include <QAreaSeries>
#include <QBoxPlotSeries>
#include <QChart>
#include <QComboBox>
#include <QLabel>
#include <QLineSeries>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QtTest>

namespace tw {

void BalanceLabTest::setUpTestCase()
{
    QVERIFY(m_dir.isValid());
    isolateSettings(m_dir.path());
}

void BalanceLabTest::setUp()
{
    QSettings().clear(); // the lab's remembered choices of the test before
    const QString name = QLatin1String(QTest::currentTestFunction());
    m_folder = m_dir.filePath(QStringLiteral("tutorial-") + name);
    QVERIFY(copyShippedRuleset(QStringLiteral("tutorial"), m_folder));
    m_journal = m_dir.filePath(name + QStringLiteral(".sqlite"));
    openStudio();
}

void BalanceLabTest::openStudio()
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

void BalanceLabTest::tearDown()
{
    if (CodeEditor *editor = m_window->editorActions()->tabs()->editorFor(QStringLiteral("ruleset.yaml")))
        editor->setModified(false); // no question on closing
    m_window.reset();
}

BalanceWindow *BalanceLabTest::openLab()
{
    QAction *action = m_window->rulesetActions()->balanceAction();
    if (!action->isEnabled())
        return nullptr;
    action->trigger();
    return m_window->findChild<BalanceWindow *>();
}

void BalanceLabTest::sweep(BalanceWindow *lab, const QString &tile, int from, int to, int step, int games)
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

void BalanceLabTest::runToTheEnd(BalanceWindow *lab)
{
    QSignalSpy finished(lab, &BalanceWindow::sweepFinished);
    QTest::mouseClick(lab->runButton(), Qt::LeftButton);
    QVERIFY2(lab->isRunning(), qPrintable(lab->status()->text()));
    QVERIFY(finished.wait(60000));
    QVERIFY(!lab->isRunning());
}

void BalanceLabTest::compareParameters(BalanceWindow *lab, int points, int games)
{
    BalanceSetupForm *setup = lab->setup();
    setup->kind()->setCurrentIndex(BalanceSetupForm::ParameterSet);
    QVERIFY(setup->parameterSet()->isVisible());
    QVERIFY(!setup->from()->isVisible());
    QCOMPARE(setup->parameterSet()->rowCount(), 2); // points_per_tile, fish_bonus
    setup->parameterSet()->setValue(QStringLiteral("points_per_tile"), points);
    setup->games()->setValue(games);
    setup->bots()->setCurrentText(QStringLiteral("greedy,random"));
    runToTheEnd(lab);
}

QList<QLineSeries *> BalanceLabTest::lines(const SweepChart *chart)
{
    QList<QLineSeries *> found;
    for (QAbstractSeries *series : chart->chart()->series()) {
        if (series->type() == QAbstractSeries::SeriesTypeLine && series != chart->rulesMark()
            && series != chart->significanceMark())
            found << static_cast<QLineSeries *>(series);
    }
    return found;
}

QList<QAreaSeries *> BalanceLabTest::bands(const SweepChart *chart)
{
    QList<QAreaSeries *> found;
    for (QAbstractSeries *series : chart->chart()->series()) {
        if (series->type() == QAbstractSeries::SeriesTypeArea)
            found << static_cast<QAreaSeries *>(series);
    }
    return found;
}

QList<QBoxPlotSeries *> BalanceLabTest::boxes(const SweepChart *chart)
{
    QList<QBoxPlotSeries *> found;
    for (QAbstractSeries *series : chart->chart()->series()) {
        if (series->type() == QAbstractSeries::SeriesTypeBoxPlot)
            found << static_cast<QBoxPlotSeries *>(series);
    }
    return found;
}

} // namespace tw
