#include "sweeprunner.h"

#include "luarules.h"

#include <QThread>

#include <atomic>
#include <thread>

namespace tw {

// One run on its own thread, which simulate() spreads over the cores.
struct SweepRunner::Run
{
    int id = 0;
    std::atomic<bool> cancel{false};
    std::thread thread;
};

SweepRunner::SweepRunner(QObject *parent)
    : QObject(parent)
{}

SweepRunner::~SweepRunner()
{
    cancel();
}

void SweepRunner::cancel()
{
    if (!m_run)
        return;
    m_run->cancel = true;
    if (m_run->thread.joinable())
        m_run->thread.join();
    m_run.reset();
}

void SweepRunner::start(const SweepSetup &setup)
{
    cancel();
    auto run = std::make_shared<Run>();
    run->id = ++m_nextId;
    m_run = run;
    SweepSetup sweep = setup;
    sweep.simulation.jobs = std::max(1, QThread::idealThreadCount());
    sweep.simulation.cancel = &run->cancel;
    sweep.simulation.progress = [this, run](int done, int total) {
        QMetaObject::invokeMethod(
            this,
            [this, run, done, total] {
                if (m_run == run)
                    emit progress(done, total);
            },
            Qt::QueuedConnection);
    };
    run->thread = std::thread([this, run, sweep] {
        const SweepReport report = runSweep(
            [](std::shared_ptr<const Ruleset> rules) { return makeGame(std::move(rules)); }, sweep);
        QMetaObject::invokeMethod(
            this, [this, id = run->id, report] { onFinished(id, report); }, Qt::QueuedConnection);
    });
}

void SweepRunner::onFinished(int id, const SweepReport &report)
{
    if (!m_run || m_run->id != id)
        return; // a cancelled run
    m_run->thread.join();
    m_run.reset();
    emit finished(report);
}

} // namespace tw
