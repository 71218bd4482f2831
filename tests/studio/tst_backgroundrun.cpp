// BackgroundRun: the work runs off the owner's thread; its progress and its result arrive
// in the owner's thread; a run started again or cancelled reports nothing more, and
// destroying the runner waits for its worker.
#include "balance/backgroundrun.h"

#include <QSignalSpy>
#include <QThread>
#include <QtTest>

#include <atomic>

using namespace tw;

class TstBackgroundRun : public QObject
{
    Q_OBJECT

private slots:
    void progressAndResultArriveInTheOwnersThread();
    void aCancelledRunReportsNothing();
    void startingAgainDropsTheRunBefore();
    void destroyingTheRunnerWaitsForTheWorker();
};

namespace {

// Work that counts to `total`, reporting each step, until cancelled; its result sets
// `*delivered` to `total` in the owner's thread.
BackgroundRun::Work countTo(int total, int *delivered, QThread **deliveredOn = nullptr)
{
    return [=](const std::atomic<bool> &cancel, const BackgroundRun::Progress &progress) {
        for (int done = 1; done <= total && !cancel; ++done) {
            progress(done, total);
            QThread::msleep(1);
        }
        return [=] {
            *delivered = total;
            if (deliveredOn)
                *deliveredOn = QThread::currentThread();
        };
    };
}

// Work that runs until cancelled.
BackgroundRun::Work untilCancelled(std::atomic<bool> *started, int *delivered)
{
    return [=](const std::atomic<bool> &cancel, const BackgroundRun::Progress &progress) {
        *started = true;
        while (!cancel)
            QThread::msleep(1);
        progress(1, 1); // after the cancel: never reported
        return [=] { *delivered = -1; };
    };
}

} // namespace

void TstBackgroundRun::progressAndResultArriveInTheOwnersThread()
{
    BackgroundRun run;
    QSignalSpy progress(&run, &BackgroundRun::progress);
    int delivered = 0;
    QThread *deliveredOn = nullptr;
    run.start(countTo(5, &delivered, &deliveredOn));
    QVERIFY(run.isRunning());
    QTRY_COMPARE(delivered, 5);
    QCOMPARE(deliveredOn, QThread::currentThread());
    QVERIFY(!run.isRunning());
    QCOMPARE(progress.size(), 5);
    QCOMPARE(progress.last(), (QList<QVariant>{5, 5}));
}

void TstBackgroundRun::aCancelledRunReportsNothing()
{
    BackgroundRun run;
    QSignalSpy progress(&run, &BackgroundRun::progress);
    std::atomic<bool> started{false};
    int delivered = 0;
    run.start(untilCancelled(&started, &delivered));
    QTRY_VERIFY(started);
    run.cancel();
    QVERIFY(!run.isRunning());
    QTest::qWait(50); // a result or progress of the cancelled run would arrive by now
    QCOMPARE(delivered, 0);
    QCOMPARE(progress.size(), 0);
}

void TstBackgroundRun::startingAgainDropsTheRunBefore()
{
    BackgroundRun run;
    std::atomic<bool> started{false};
    int first = 0;
    int second = 0;
    run.start(untilCancelled(&started, &first));
    QTRY_VERIFY(started);
    run.start(countTo(3, &second));
    QTRY_COMPARE(second, 3);
    QTest::qWait(50);
    QCOMPARE(first, 0);
}

void TstBackgroundRun::destroyingTheRunnerWaitsForTheWorker()
{
    std::atomic<bool> started{false};
    int delivered = 0;
    {
        BackgroundRun run;
        run.start(untilCancelled(&started, &delivered));
        QTRY_VERIFY(started);
    } // joins the worker, which sees the cancel
    QTest::qWait(50);
    QCOMPARE(delivered, 0);
}

QTEST_MAIN(TstBackgroundRun)
#include "tst_backgroundrun.moc"
