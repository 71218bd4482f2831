#include "sweeprunner.h"

#include "luarules.h"

#include <QThread>

namespace tw {

SweepRunner::SweepRunner(QObject *parent)
    : QObject(parent)
    , m_run(new BackgroundRun(this))
{
    connect(m_run, &BackgroundRun::progress, this, &SweepRunner::progress);
}

void SweepRunner::start(const SweepSetup &setup)
{
    m_run->start([this, setup](const std::atomic<bool> &cancel, const BackgroundRun::Progress &progress) {
        SweepSetup sweep = setup;
        sweep.simulation.jobs = std::max(1, QThread::idealThreadCount());
        sweep.simulation.cancel = &cancel;
        sweep.simulation.progress = progress;
        const SweepReport report = runSweep(
            [](std::shared_ptr<const Ruleset> rules) { return makeGame(std::move(rules)); }, sweep);
        return [this, report] { emit finished(report); };
    });
}

void SweepRunner::cancel()
{
    m_run->cancel();
}

bool SweepRunner::isRunning() const
{
    return m_run->isRunning();
}

} // namespace tw
