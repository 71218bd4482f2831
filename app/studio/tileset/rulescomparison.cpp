#include "rulescomparison.h"

#include "luarules.h"

#include <QThread>

#include <thread>

namespace tw {

// One run on its own thread; the object outlives the comparison if it must.
struct RulesComparison::Run
{
    int id = 0;
    std::atomic<bool> cancel{false};
    std::thread thread;
};

RulesComparison::RulesComparison(QObject *parent)
    : QObject(parent)
{}

RulesComparison::~RulesComparison()
{
    cancel();
}

void RulesComparison::cancel()
{
    if (!m_run)
        return;
    m_run->cancel = true;
    if (m_run->thread.joinable())
        m_run->thread.join();
    m_run.reset();
    m_running = false;
}

void RulesComparison::start(std::shared_ptr<const Ruleset> before, std::shared_ptr<const Ruleset> after,
                            const ComparisonSetup &setup)
{
    cancel();
    auto run = std::make_shared<Run>();
    run->id = ++m_nextId;
    m_run = run;
    m_running = true;
    const int total = 2 * setup.games;
    run->thread = std::thread([this, run, before, after, setup, total] {
        auto simulateUnder = [&](const std::shared_ptr<const Ruleset> &rules, int offset) {
            SimulationSetup sim;
            sim.match.players = setup.players;
            sim.match.bots = setup.bots;
            sim.match.seed = setup.seed;
            sim.games = setup.games;
            sim.jobs = std::max(1, QThread::idealThreadCount());
            sim.cancel = &run->cancel;
            sim.progress = [this, run, offset, total](int done, int) {
                QMetaObject::invokeMethod(
                    this,
                    [this, run, done, offset, total] {
                        if (m_run == run)
                            emit progress(offset + done, total);
                    },
                    Qt::QueuedConnection);
            };
            return simulate([&rules] { return makeGame(rules); }, sim);
        };
        Comparison result;
        result.before = simulateUnder(before, 0);
        if (!run->cancel && result.before.error.empty())
            result.after = simulateUnder(after, setup.games);
        QMetaObject::invokeMethod(
            this, [this, id = run->id, result] { onFinished(id, result); }, Qt::QueuedConnection);
    });
}

void RulesComparison::onFinished(int id, const Comparison &result)
{
    if (!m_run || m_run->id != id)
        return; // a cancelled run
    m_run->thread.join();
    m_run.reset();
    m_running = false;
    emit finished(result);
}

} // namespace tw
