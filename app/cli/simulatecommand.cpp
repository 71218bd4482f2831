#include "clisupport.h"
#include "commands.h"
#include "luarules.h"
#include "runresults.h"

#include "log/gamelog.h"
#include "model/parametervalue.h"
#include "play/bot.h"
#include "play/simulation.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QLockFile>

#include <nlohmann/json.hpp>

#include <cstdio>
#include <iostream>
#include <thread>

namespace tw::cli {

namespace {

// The run: ruleset, games, players, seed, the parameters set, the shard.
void printRun(const SimulationReport &r, const Ruleset &rules, const SimulationSetup &setup)
{
    // Slow games (bots that search) keep two digits: "1.4 games/s", not "1 games/s".
    // The games' length is in the metrics ("game length").
    std::printf(r.gamesPerSecond >= 10 ? "%s: %d game%s, %d player%s, seed %llu: %.0f games/s\n"
                                       : "%s: %d game%s, %d player%s, seed %llu: %.2g games/s\n",
                rules.id.c_str(), r.games, r.games == 1 ? "" : "s", r.players, r.players == 1 ? "" : "s",
                static_cast<unsigned long long>(setup.match.seed), r.gamesPerSecond);
    if (const std::string set = changedParameters(rules, setup.match.parameters); !set.empty())
        std::printf("with %s\n", set.c_str());
    if (setup.shardCount > 1)
        std::printf("%s%s\n", shardText(setup.shardIndex, setup.shardCount, setup.games).c_str(),
                    setup.shardIndex < setup.games ? " (merge puts the shards together)" : "");
}

template<typename T>
std::vector<std::string> idsOf(const std::vector<T> &items)
{
    std::vector<std::string> ids;
    for (const T &item : items)
        ids.push_back(item.id);
    return ids;
}

// The reasons as the rules word them ("Grassland territory"), for tables a person reads.
std::vector<std::string> reasonNames(const Ruleset &rules)
{
    std::vector<std::string> names;
    for (const ReasonDef &reason : rules.reasons)
        names.push_back(reason.text.empty() ? reason.id : reason.text);
    return names;
}

// The run as one JSON object: what merge --json writes for its shards (ruleset, games,
// players, seed, bots as given, metrics), with the parameters set, each seat's bot and
// score, the run's pace, and which shard it is.
void printJson(const SimulationReport &r, const SimulationSetup &setup, const BalanceMetrics &metrics, const Ruleset &rules)
{
    nlohmann::ordered_json seats = nlohmann::ordered_json::array();
    for (int p = 0; p < r.players; ++p)
        seats.push_back({{"seat", p + 1},
                         {"bot", r.seats[p]},
                         {"mean_score", r.stats[p].meanScore},
                         {"stddev", r.stats[p].stddev},
                         {"wins", r.stats[p].wins}});
    nlohmann::ordered_json j{{"ruleset", rules.id},
                             {"games", r.games},
                             {"players", r.players},
                             {"seed", setup.match.seed},
                             {"set", changedParameters(rules, setup.match.parameters)},
                             {"bots", setup.match.bots},
                             {"seats", seats},
                             {"mean_turns", r.meanTurns},
                             {"seconds", r.seconds},
                             {"games_per_second", r.gamesPerSecond}};
    if (setup.shardCount > 1) // of this shard's games only
        j["shard"] = std::to_string(setup.shardIndex) + "/" + std::to_string(setup.shardCount);
    j["metrics"] = metricsJson(metrics, idsOf(rules.reasons), idsOf(rules.tiles));
    std::cout << j.dump(2) << '\n';
}

// Makes `dir` ready for this run's logs, holding `lock` on it while the run writes: refused
// while another run writes there, or when it holds logs of an earlier run and `force` is
// not set (with it, those logs are removed first). A lock left by a run that was killed
// is taken over, and its partly written logs removed. An empty string when ready, else why.
std::string prepareLogDir(const QString &dir, bool force, std::unique_ptr<QLockFile> &lock)
{
    const std::string shown = dir.toStdString();
    if (dir.isEmpty())
        return "--log-dir needs a folder";
    // Made when missing, as `mkdir` would: only in a folder that exists (a typo is refused).
    if (const QFileInfo parent(QFileInfo(QDir::cleanPath(dir)).absolutePath()); !QFileInfo(dir).isDir() && !parent.isDir())
        return "cannot write logs into " + shown + ": no folder " + parent.filePath().toStdString();
    if (!QDir().mkpath(dir))
        return "cannot create " + shown;
    lock = std::make_unique<QLockFile>(QDir(dir).filePath(QStringLiteral(".tilewright-simulate.lock")));
    lock->setStaleLockTime(0);
    if (!lock->tryLock(0))
        return lock->error() == QLockFile::LockFailedError
            ? "another simulate run is writing its logs into " + shown + "; wait for it or choose another --log-dir"
            : "cannot write into " + shown + " (cannot create a lock file there)";
    QDir folder(dir);
    // Holding the lock, any partly written log is a killed run's.
    for (const QString &name :
         folder.entryList({QStringLiteral(".game-*.jsonl.part")}, QDir::Files | QDir::Hidden | QDir::System))
        folder.remove(name);
    const QStringList earlier = folder.entryList({QStringLiteral("game-*.jsonl")}, QDir::Files, QDir::Name);
    if (earlier.isEmpty())
        return {};
    if (!force)
        return shown + " already holds " + std::to_string(earlier.size()) + " game log(s) of an earlier run ("
            + earlier.first().toStdString() + " ...); add --force to replace them, or choose another --log-dir";
    for (const QString &name : earlier)
        if (!folder.remove(name))
            return "cannot remove " + folder.filePath(name).toStdString();
    return {};
}

// What names a run in its results file: the same for every shard of it.
nlohmann::ordered_json runHeader(const Ruleset &rules, const SimulationSetup &setup)
{
    nlohmann::ordered_json parameters = nlohmann::ordered_json::object();
    for (std::size_t i = 0; i < rules.parameters.size(); ++i)
        parameters[rules.parameters[i].id] = setup.match.parameters.at(i);
    return {{"ruleset", rules.id},
            {"rules", hashText(rules.contentHash)},
            {"players", setup.match.players},
            {"bots", setup.match.bots},
            {"seed", setup.match.seed},
            {"games", setup.games},
            {"parameters", parameters},
            {"set", changedParameters(rules, setup.match.parameters)},
            {"reasons", idsOf(rules.reasons)},
            {"reason_names", reasonNames(rules)},
            {"tiles", idsOf(rules.tiles)}};
}

} // namespace

int simulateCommand(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Play many bot games and print per-seat statistics."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("DIR"),
                                 QStringLiteral("the ruleset folder, or the name of a shipped ruleset"));
    const QCommandLineOption games(QStringLiteral("games"), QStringLiteral("Number of games (default 100)."),
                                   QStringLiteral("N"), QStringLiteral("100"));
    const QCommandLineOption seed(QStringLiteral("seed"),
                                  QStringLiteral("The run's seed (default 1); each game's own seed, which the studio's --seed takes, is "
                                                 "drawn from it (--results lists them)."),
                                  QStringLiteral("S"), QStringLiteral("1"));
    const QCommandLineOption players(QStringLiteral("players"),
                                     QStringLiteral("Players (default: 2, or as near as the ruleset allows)."),
                                     QStringLiteral("P"));
    const QCommandLineOption bots(QStringLiteral("bots"),
                                  QString::fromStdString("Bot per seat, comma separated, or one for all (default greedy, as sweep): "
                                                         + botSpecForms() + "."),
                                  QStringLiteral("B"), QStringLiteral("greedy"));
    const QCommandLineOption jobs(QStringLiteral("jobs"), QStringLiteral("Worker threads (default: one per core)."),
                                  QStringLiteral("J"), QString::number(std::max(1u, std::thread::hardware_concurrency())));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Print one JSON object."));
    const QCommandLineOption logDir(QStringLiteral("log-dir"),
                                    QStringLiteral("Write each game's log (JSON Lines) here."), QStringLiteral("D"));
    const QCommandLineOption set(QStringLiteral("set"), QStringLiteral("Override a ruleset parameter (repeatable)."),
                                 QStringLiteral("key=value"));
    const QCommandLineOption force(QStringLiteral("force"),
                                   QStringLiteral("Replace the game logs an earlier run left in --log-dir."));
    const QCommandLineOption shard(QStringLiteral("shard"),
                                   QStringLiteral("Play only part i of n of the games (0-based), for many machines; "
                                                  "combine the parts with tilewright-cli merge."),
                                   QStringLiteral("i/n"));
    const QCommandLineOption results(QStringLiteral("results"),
                                     QStringLiteral("Write each game's result (JSON Lines) to this file, for merge."),
                                     QStringLiteral("FILE"));
    parser.addOptions({games, seed, players, bots, jobs, json, logDir, set, force, shard, results});
    if (!parseArguments(parser, args))
        return 2;
    if (parser.positionalArguments().size() == 2 && parser.isSet(json))
        return fail("simulate --json prints to the standard output and takes no file name: redirect it instead "
                    "(simulate DIR --json > FILE)");
    if (!oneRulesetFolder(parser, "simulate"))
        return 2;

    const auto rules = loadPlayableOrReport(parser.positionalArguments().first(), std::cerr);
    if (!rules)
        return 2;
    SimulationSetup setup;
    const std::optional<int> gameCount = wholeNumber(parser, games, 1, kMostGames);
    if (!gameCount)
        return 2;
    setup.games = *gameCount;
    const std::optional<std::uint64_t> baseSeed = seedOption(parser, seed);
    const std::optional<int> seated = baseSeed ? playersOption(parser, players, *rules) : std::nullopt;
    if (!seated)
        return 2;
    setup.match.seed = *baseSeed;
    setup.match.players = *seated;
    if (const std::string why = parseBots(parser.value(bots), setup.match.players, setup.match.bots); !why.empty())
        return fail(why);
    const std::optional<int> jobCount = wholeNumber(parser, jobs, 1, kMostJobs);
    if (!jobCount)
        return 2;
    setup.jobs = *jobCount;
    setup.match.parameters = rules->defaultParameters();
    if (!applyOverrides(*rules, parser.values(set), setup.match.parameters))
        return 2;
    if (const std::string why = rules->parametersProblem(setup.match.players, setup.match.parameters); !why.empty())
        return fail(why);
    if (parser.isSet(shard) && !parseShard(parser.value(shard), setup.shardIndex, setup.shardCount))
        return fail("--shard needs i/n with 0 <= i < n <= 10000000, not '" + parser.value(shard).toStdString() + "'");
    if (parser.isSet(shard) && !parser.isSet(results))
        std::cerr << "tilewright-cli: note: --shard without --results: merge will not have this shard's games\n";
    if (parser.isSet(results))
        if (const std::string why = outputProblem(parser.value(results)); !why.empty())
            return fail(why);
    std::unique_ptr<QLockFile> lock;
    if (parser.isSet(logDir)) {
        if (const std::string why = prepareLogDir(parser.value(logDir), parser.isSet(force), lock); !why.empty())
            return fail(why);
        setup.logDir = parser.value(logDir).toStdString();
    }

    Progress progress("simulating");
    setup.progress = [&progress](int done, int total) { progress.update(done, total); };
    const SimulationReport report = simulate([&rules] { return makeGame(rules); }, setup);
    progress.finish();
    if (!report.error.empty()) {
        std::cerr << "tilewright-cli: " << report.error << '\n';
        if (report.failedSeed) { // the studio plays a game from its own seed as simulate did
            std::string seats;
            for (const std::string &bot : report.seats)
                seats += (seats.empty() ? "" : ",") + bot;
            std::cerr << "tilewright-cli: to watch that game move by move: tilewright --ruleset "
                      << parser.positionalArguments().first().toStdString() << " --players " << report.players
                      << " --seats " << seats;
            for (const QString &assignment : parser.values(set))
                std::cerr << " --set " << assignment.toStdString();
            std::cerr << " --seed " << *report.failedSeed << '\n';
        }
        return 1;
    }
    const BalanceMetrics metrics = balanceMetrics(report.results, report.players);
    if (parser.isSet(json)) {
        printJson(report, setup, metrics, *rules);
    } else {
        printRun(report, *rules, setup);
        std::cout << metricsText(metrics, report.seats, reasonNames(*rules), idsOf(rules->tiles));
    }
    if (parser.isSet(results)) { // after the table: a file that cannot be written after all loses nothing
        const RunResults run{runHeader(*rules, setup), parser.isSet(shard) ? parser.value(shard).toStdString() : "",
                             report.results};
        std::string why;
        if (!writeRunResults(parser.value(results).toStdString(), run, why)) {
            std::cerr << "tilewright-cli: " << why << '\n';
            return 1;
        }
    }
    return 0;
}

} // namespace tw::cli
