#pragma once

#include "backgroundrun.h"

#include "play/sweep.h"

#include <QObject>

namespace tw {

// Runs a sweep on worker threads (every core), never blocking the caller's thread:
// progress and the result arrive as signals in the thread that owns the runner. Starting
// again or cancelling stops the run under way, whose result is then never reported.
class SweepRunner : public QObject
{
    Q_OBJECT

public:
    explicit SweepRunner(QObject *parent = nullptr); // cancels and waits for the workers when destroyed

    // `setup.simulation`'s progress, cancel and jobs are the runner's.
    void start(const SweepSetup &setup);
    void cancel();
    bool isRunning() const;

signals:
    // Games finished of `total` (over every point).
    void progress(int done, int total);
    void finished(const tw::SweepReport &report);

private:
    BackgroundRun *m_run;
};

} // namespace tw
