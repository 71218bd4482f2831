#pragma once

#include "play/sweep.h"

#include <QObject>

#include <memory>

namespace tw {

// Runs a sweep on worker threads (every core), never blocking the caller's thread:
// progress and the result arrive as signals in the thread that owns the runner. Starting
// again or cancelling stops the run under way, whose result is then never reported.
class SweepRunner : public QObject
{
    Q_OBJECT

public:
    explicit SweepRunner(QObject *parent = nullptr);
    ~SweepRunner() override; // cancels and waits for the workers

    // `setup.simulation`'s progress, cancel and jobs are the runner's.
    void start(const SweepSetup &setup);
    void cancel();
    bool isRunning() const { return m_run != nullptr; }

signals:
    // Games finished of `total` (over every point).
    void progress(int done, int total);
    void finished(const tw::SweepReport &report);

private:
    struct Run;
    void onFinished(int id, const SweepReport &report);

    std::shared_ptr<Run> m_run;
    int m_nextId = 0;
};

} // namespace tw
