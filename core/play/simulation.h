#pragma once

#include "play/balancemetrics.h"
#include "play/match.h"

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace tw {

struct SimulationSetup
{
    MatchSetup match; // seed is the base seed; game i uses gameSeed(seed, i)
    int games = 100;
    int jobs = 1; // worker threads, each with its own Game
    // Plays only the games whose index is shardIndex modulo shardCount (one machine's part
    // of a run spread over many); seeds stay those of the whole run.
    int shardIndex = 0;
    int shardCount = 1;
    // When set, each game's log is written there as game-<i>.jsonl, whole or not at all (a
    // temporary file renamed); a log that cannot be written fails the run (report.error).
    std::string logDir;
    std::function<void(int done, int total)> progress; // called from workers, at most ~10 times a second
    const std::atomic<bool> *cancel = nullptr;         // stops the run, the games under way too
};

struct SeatStats
{
    double meanScore = 0;
    double stddev = 0; // the sample standard deviation of the score (n - 1), as balanceMetrics
    double wins = 0;   // winShare summed: a tie for first shares one win among the tied sides
};

struct SimulationReport
{
    int games = 0; // games finished (fewer than asked when cancelled or failed)
    int players = 0;
    std::vector<std::string> seats;
    std::vector<SeatStats> stats;
    double meanTurns = 0;
    std::vector<GameResult> results; // every finished game, by index
    double seconds = 0;
    double gamesPerSecond = 0;
    std::string error;                       // the failure of the lowest game, with its seed (and traceback)
    std::optional<std::uint64_t> failedSeed; // that game's own seed, when a game failed
};

// Makes a Game for the calling thread (the flow's scripting state is per thread).
using GameFactory = std::function<std::unique_ptr<Game>()>;

// How many of the run's games `setup`'s shard plays.
int shardGameCount(const SimulationSetup &setup);

// Plays many games in parallel. Every statistic but the timing is the same for any
// number of jobs: each game's seed depends only on its index, and results are summed
// in index order. Memory grows with the shard's games, not the run's.
SimulationReport simulate(const GameFactory &factory, const SimulationSetup &setup);

} // namespace tw
