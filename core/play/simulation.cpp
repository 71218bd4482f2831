#include "simulation.h"

#include "engine/ruleserror.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <thread>

namespace tw {

namespace {

struct Outcome
{
    int index = 0; // in the run
    bool done = false;
    std::uint64_t seed = 0;
    std::vector<int> scores;
    int turns = 0;
    GameStory story;
};

// Writes the log whole or not at all: into a hidden temporary file beside it, renamed over
// the log once written and closed. Throws naming the file and the system's reason.
void writeLog(const Game &game, const std::string &dir, int index, const GameLog &log)
{
    const std::string name = "game-" + std::to_string(index) + ".jsonl";
    const std::string path = dir + "/" + name;
    const std::string temporary = dir + "/." + name + ".part";
    const auto failure = [&](const std::string &what) {
        const std::string reason = errno ? std::strerror(errno) : "write failed";
        std::error_code ignored;
        std::filesystem::remove(temporary, ignored);
        return std::runtime_error("cannot " + what + " " + path + ": " + reason);
    };
    errno = 0;
    std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
    if (!out)
        throw failure("create");
    out << toJsonLines(game.rules(), log);
    out.close();
    if (out.fail())
        throw failure("write");
    std::error_code error;
    std::filesystem::rename(temporary, path, error);
    if (error) {
        errno = error.value();
        throw failure("write");
    }
}

SimulationReport summarize(const std::vector<Outcome> &outcomes, const SimulationSetup &setup)
{
    SimulationReport report;
    report.players = setup.match.players;
    report.stats.resize(report.players);
    for (int p = 0; p < report.players; ++p)
        report.seats.push_back(setup.match.bots.size() == 1 ? setup.match.bots[0] : setup.match.bots.at(p));
    std::vector<double> sum(report.players), squares(report.players);
    double turns = 0;
    for (const Outcome &o : outcomes) {
        if (!o.done)
            continue;
        report.results.push_back({o.index, o.seed, o.scores, o.turns, o.story});
        ++report.games;
        turns += o.turns;
        for (int p = 0; p < report.players; ++p) {
            sum[p] += o.scores[p];
            squares[p] += double(o.scores[p]) * o.scores[p];
            report.stats[p].wins += winShare(report.results.back(), std::size_t(p));
        }
    }
    if (report.games == 0)
        return report;
    const double n = report.games;
    for (int p = 0; p < report.players; ++p) {
        report.stats[p].meanScore = sum[p] / n;
        const double mean = report.stats[p].meanScore;
        report.stats[p].stddev = n > 1 ? std::sqrt(std::max(0.0, (squares[p] - n * mean * mean) / (n - 1))) : 0;
    }
    report.meanTurns = turns / n;
    return report;
}

} // namespace

int shardGameCount(const SimulationSetup &setup)
{
    const int shards = std::max(1, setup.shardCount);
    return setup.shardIndex >= setup.games ? 0 : 1 + (setup.games - 1 - setup.shardIndex) / shards; // no overflow
}

SimulationReport simulate(const GameFactory &factory, const SimulationSetup &setup)
{
    const auto start = std::chrono::steady_clock::now();
    const int shardGames = shardGameCount(setup);
    std::vector<Outcome> outcomes(static_cast<std::size_t>(shardGames)); // the shard's k-th game at k
    std::atomic<int> next{0}, done{0};
    std::atomic<bool> failed{false};
    std::mutex errorMutex;
    std::string error;
    std::optional<std::uint64_t> failedSeed;
    int errorGame = setup.games;
    std::atomic<long long> lastProgress{0};

    auto worker = [&] {
        std::unique_ptr<Game> game;
        try {
            game = factory();
        } catch (const std::exception &e) {
            std::lock_guard lock(errorMutex);
            error = e.what();
            errorGame = -1;
            failed = true;
            return;
        }
        const int shards = std::max(1, setup.shardCount);
        for (int k = next++; k < shardGames && !failed && !(setup.cancel && *setup.cancel); k = next++) {
            const int i = setup.shardIndex + k * shards;
            MatchSetup match = setup.match;
            match.seed = gameSeed(setup.match.seed, i);
            match.record = !setup.logDir.empty();
            match.cancel = setup.cancel;
            try {
                MatchResult r = playMatch(*game, match);
                if (r.cancelled)
                    break;
                if (match.record) {
                    r.log.askedSeed = setup.match.seed;
                    writeLog(*game, setup.logDir, i, r.log);
                }
                outcomes[std::size_t(k)] = {i, true, match.seed, std::move(r.scores), r.turns, std::move(r.story)};
            } catch (const std::exception &e) {
                // The failure of the lowest game: games before it were all taken, and end.
                std::lock_guard lock(errorMutex);
                if (i < errorGame) {
                    errorGame = i;
                    error = "game " + std::to_string(i) + " (seed " + std::to_string(match.seed) + "): " + e.what();
                    failedSeed = match.seed;
                    if (const auto *rulesError = dynamic_cast<const RulesError *>(&e);
                        rulesError && !rulesError->traceback().empty())
                        error += '\n' + rulesError->traceback();
                }
                failed = true;
            }
            const int finished = ++done;
            if (setup.progress) {
                const long long now = std::chrono::duration_cast<std::chrono::milliseconds>(
                                          std::chrono::steady_clock::now() - start)
                                          .count();
                long long last = lastProgress;
                if (finished == shardGames || (now - last >= 100 && lastProgress.compare_exchange_strong(last, now)))
                    setup.progress(finished, shardGames);
            }
        }
    };

    const int jobs = std::max(1, std::min(setup.jobs, shardGames));
    std::vector<std::thread> threads;
    for (int j = 1; j < jobs; ++j)
        threads.emplace_back(worker);
    worker();
    for (std::thread &t : threads)
        t.join();

    SimulationReport report = summarize(outcomes, setup);
    report.error = error;
    report.failedSeed = failedSeed;
    report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    report.gamesPerSecond = report.seconds > 0 ? report.games / report.seconds : 0;
    return report;
}

} // namespace tw
