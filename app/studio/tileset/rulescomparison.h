#pragma once

#include "balance/backgroundrun.h"
#include "model/ruleset.h"
#include "play/simulation.h"

#include <QObject>

#include <memory>
#include <string>
#include <vector>

namespace tw {

// What a comparison plays: the same games (seeds, seats, bots) under both rule sets, so
// the differences come from the rules and not from the luck of the draw.
struct ComparisonSetup
{
    int players = 2;
    std::vector<std::string> bots{"greedy"}; // one per seat, or one for all
    int games = 200;                         // per rule set
    std::uint64_t seed = 1;
};

struct Comparison
{
    SimulationReport before;
    SimulationReport after;
};

// Plays a few hundred bot games under the rules before an edit and as many under the
// rules after it, on worker threads, and reports both. Starting again cancels the run in
// progress, whose result is then never reported.
class RulesComparison : public QObject
{
    Q_OBJECT

public:
    explicit RulesComparison(QObject *parent = nullptr); // cancels and waits for the workers when destroyed

    void start(std::shared_ptr<const Ruleset> before, std::shared_ptr<const Ruleset> after, const ComparisonSetup &setup);
    void cancel();
    bool isRunning() const;

signals:
    // Games finished of `total` (both rule sets together).
    void progress(int done, int total);
    void finished(const tw::Comparison &result);

private:
    BackgroundRun *m_run;
};

} // namespace tw
