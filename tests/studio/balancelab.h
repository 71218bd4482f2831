#pragma once

#include "mainwindow/mainwindow.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QTemporaryDir>

#include <memory>

class QAreaSeries;
class QBoxPlotSeries;
class QLineSeries;

namespace tw {

class BalanceWindow;
class SweepChart;

// What the Balance Lab's tests share: each test function gets a studio on its own copy of
// the tutorial ruleset (m_folder) with a journal of its own (m_journal), and helpers that
// run the lab as a designer would. A test class derives from it, and its slots call
// initTestCase(), init() and cleanup() of this one.
class BalanceLabTest : public QObject
{
    Q_OBJECT

protected:
    void setUpTestCase();
    void setUp();
    void tearDown();
    // Opens the studio again on the same folder and journal.
    void openStudio();
    // The lab as opened from the Ruleset menu, or null when the menu does not offer it.
    BalanceWindow *openLab();

    // Sweeps the tile type `tile` from..to by step with `games` per point; waits for the end.
    static void sweep(BalanceWindow *lab, const QString &tile, int from, int to, int step, int games);
    // Presses Run and waits for the end.
    static void runToTheEnd(BalanceWindow *lab);
    // Compares the rules with points_per_tile at `points`, `games` games per version.
    static void compareParameters(BalanceWindow *lab, int points, int games);
    // The chart's value lines (not the mark of the rules' value), bands and boxes, in the
    // order drawn.
    static QList<QLineSeries *> lines(const SweepChart *chart);
    static QList<QAreaSeries *> bands(const SweepChart *chart);
    static QList<QBoxPlotSeries *> boxes(const SweepChart *chart);

    QTemporaryDir m_dir;
    QString m_folder;
    QString m_journal;
    std::unique_ptr<MainWindow> m_window;
};

} // namespace tw
