#include "rulescomparison.h"

#include "luarules.h"

#include <QThread>

namespace tw {

RulesComparison::RulesComparison(QObject *parent)
    : QObject(parent)
    , m_run(new BackgroundRun(this))
{
    connect(m_run, &BackgroundRun::progress, this, &RulesComparison::progress);
}

void RulesComparison::start(std::shared_ptr<const Ruleset> before, std::shared_ptr<const Ruleset> after,
                            const ComparisonSetup &setup)
{
    m_run->start([this, before, after, setup](const std::atomic<bool> &cancel, const BackgroundRun::Progress &progress) {
        const int total = 2 * setup.games;
        auto simulateUnder = [&](const std::shared_ptr<const Ruleset> &rules, int offset) {
            SimulationSetup sim;
            sim.match.players = setup.players;
            sim.match.bots = setup.bots;
            sim.match.seed = setup.seed;
            sim.games = setup.games;
            sim.jobs = std::max(1, QThread::idealThreadCount());
            sim.cancel = &cancel;
            sim.progress = [&progress, offset, total](int done, int) { progress(offset + done, total); };
            return simulate([&rules] { return makeGame(rules); }, sim);
        };
        Comparison result;
        result.before = simulateUnder(before, 0);
        if (!cancel && result.before.error.empty())
            result.after = simulateUnder(after, setup.games);
        return [this, result] { emit finished(result); };
    });
}

void RulesComparison::cancel()
{
    m_run->cancel();
}

bool RulesComparison::isRunning() const
{
    return m_run->isRunning();
}

} // namespace tw
