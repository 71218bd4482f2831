#include "clisupport.h"
#include "commands.h"
#include "luarules.h"

#include "log/gamelog.h"
#include "play/bot.h"
#include "play/sweep.h"
#include "play/sweeptable.h"

#include <QCommandLineParser>
#include <QDir>
#include <QSaveFile>

#include <algorithm>
#include <cstdio>
#include <iostream>
#include <thread>

namespace tw::cli {

namespace {

// Writes `text` to `path` whole or not at all; false (after printing why) when it cannot.
bool writeFile(const QString &path, const std::string &text)
{
    QSaveFile file(path);
    if (file.open(QIODevice::WriteOnly) && file.write(text.data(), qint64(text.size())) == qint64(text.size())
        && file.commit())
        return true;
    std::cerr << "tilewright-cli: cannot write " << path.toStdString() << ": " << file.errorString().toStdString() << '\n';
    return false;
}

// Each metric a block of lines: one per point (and seat), the value and its 95% interval.
void printTable(const SweepTable &table)
{
    std::printf("%s on %s: %zu points of %d games, %d players, seed %llu\n", table.variable.c_str(), table.ruleset.c_str(),
                table.labels.size(), table.games, table.players, static_cast<unsigned long long>(table.seed));
    int width = 12; // of the point column: the longest label
    for (const std::string &label : table.labels)
        width = std::max(width, int(label.size()));
    std::printf("%-18s %-*s %5s %12s %12s %12s\n", "metric", width, "point", "seat", "value", "low", "high");
    for (const std::string &metric : sweepMetricIds()) {
        for (const SweepRow &row : table.rows) {
            if (row.metric != metric)
                continue;
            std::printf("%-18s %-*s %5s %12.4g %12.4g %12.4g\n", metric.c_str(), width, table.labels[row.point].c_str(),
                        row.seat ? std::to_string(row.seat).c_str() : "", row.estimate.value, row.estimate.low,
                        row.estimate.high);
        }
    }
    if (table.differences.empty())
        return;
    std::printf("\n%s minus %s, over the same games:\n", table.labels.at(1).c_str(), table.labels.at(0).c_str());
    std::printf("%-18s %5s %12s %12s %12s %s\n", "metric", "seat", "change", "low", "high", "significant");
    for (const SweepDifference &d : table.differences)
        std::printf("%-18s %5s %12.4g %12.4g %12.4g %s\n", d.metric.c_str(), d.seat ? std::to_string(d.seat).c_str() : "",
                    d.change.value, d.change.low, d.change.high, d.significant() ? "yes" : "no");
}

std::string joined(const QStringList &items)
{
    return items.join(QLatin1Char(' ')).toStdString();
}

} // namespace

int sweepCommand(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Play the same bot games under each value of a tile count or a parameter, or under two rulesets "
                       "or two parameter sets, and print every balance metric per value with its 95% interval."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("DIR"), QStringLiteral("the ruleset folder"));
    const QCommandLineOption tile(QStringLiteral("tile"), QStringLiteral("Vary this tile type's count."),
                                  QStringLiteral("ID"));
    const QCommandLineOption parameter(QStringLiteral("parameter"), QStringLiteral("Vary this parameter."),
                                       QStringLiteral("NAME"));
    const QCommandLineOption from(QStringLiteral("from"), QStringLiteral("First value."), QStringLiteral("A"));
    const QCommandLineOption to(QStringLiteral("to"), QStringLiteral("Last value."), QStringLiteral("B"));
    const QCommandLineOption step(QStringLiteral("step"), QStringLiteral("Step between values (default 1)."),
                                  QStringLiteral("S"), QStringLiteral("1"));
    const QCommandLineOption compare(QStringLiteral("compare"),
                                     QStringLiteral("Compare with the rules of this ruleset folder."),
                                     QStringLiteral("DIR"));
    const QCommandLineOption compareSet(QStringLiteral("compare-set"),
                                        QStringLiteral("Compare with these parameter values (repeatable)."),
                                        QStringLiteral("key=value"));
    const QCommandLineOption set(QStringLiteral("set"), QStringLiteral("Override a parameter at every point (repeatable)."),
                                 QStringLiteral("key=value"));
    const QCommandLineOption games(QStringLiteral("games"), QStringLiteral("Games per point (default 100)."),
                                   QStringLiteral("N"), QStringLiteral("100"));
    const QCommandLineOption seed(QStringLiteral("seed"), QStringLiteral("Base seed (default 1)."), QStringLiteral("S"),
                                  QStringLiteral("1"));
    const QCommandLineOption players(QStringLiteral("players"),
                                     QStringLiteral("Players (default: the ruleset's minimum)."), QStringLiteral("P"));
    QStringList botList;
    for (const std::string &name : botNames())
        botList << QString::fromStdString(name);
    const QCommandLineOption bots(QStringLiteral("bots"),
                                  QStringLiteral("Bot per seat, comma separated, or one for all (default greedy): %1.")
                                      .arg(botList.join(QStringLiteral(", "))),
                                  QStringLiteral("B"), QStringLiteral("greedy"));
    const QCommandLineOption jobs(QStringLiteral("jobs"), QStringLiteral("Worker threads (default: one per core)."),
                                  QStringLiteral("J"), QString::number(std::max(1u, std::thread::hardware_concurrency())));
    const QCommandLineOption csv(QStringLiteral("csv"), QStringLiteral("Write the table as CSV."), QStringLiteral("FILE"));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Write the table as JSON."),
                                  QStringLiteral("FILE"));
    parser.addOptions(
        {tile, parameter, from, to, step, compare, compareSet, set, games, seed, players, bots, jobs, csv, json});
    if (!parseArguments(parser, args))
        return 2;
    if (parser.positionalArguments().size() != 1)
        return fail("sweep needs exactly one ruleset folder");
    const int variables = int(parser.isSet(tile)) + int(parser.isSet(parameter)) + int(parser.isSet(compare))
        + int(parser.isSet(compareSet));
    if (variables != 1)
        return fail("sweep needs one of --tile, --parameter, --compare or --compare-set");

    const auto rules = loadOrReport(parser.positionalArguments().first(), std::cerr);
    if (!rules)
        return 1;
    SweepSetup setup;
    SimulationSetup &simulation = setup.simulation;
    bool ok = true;
    simulation.games = parser.value(games).toInt(&ok);
    if (!ok || simulation.games < 1)
        return fail("--games must be a positive number");
    simulation.match.seed = parser.value(seed).toULongLong(&ok);
    if (!ok)
        return fail("--seed must be a whole number of 0 or more");
    simulation.match.players = parser.isSet(players) ? parser.value(players).toInt(&ok) : rules->minPlayers;
    if (!ok || simulation.match.players < rules->minPlayers || simulation.match.players > rules->maxPlayers)
        return fail(rules->id + " is for " + std::to_string(rules->minPlayers) + " to "
                    + std::to_string(rules->maxPlayers) + " players");
    for (const QString &b : parser.value(bots).split(QLatin1Char(','))) {
        if (!makeBot(b.toStdString()))
            return fail("unknown bot '" + b.toStdString() + "'");
        simulation.match.bots.push_back(b.toStdString());
    }
    if (simulation.match.bots.size() != 1 && int(simulation.match.bots.size()) != simulation.match.players)
        return fail("--bots needs one name, or one per seat");
    simulation.jobs = parser.value(jobs).toInt(&ok);
    if (!ok || simulation.jobs < 1)
        return fail("--jobs must be a positive number");
    std::vector<std::int64_t> parameters = rules->defaultParameters();
    if (!applyOverrides(*rules, parser.values(set), parameters))
        return 2;

    SweepTable table;
    std::string why;
    if (parser.isSet(tile) || parser.isSet(parameter)) {
        if (!parser.isSet(from) || !parser.isSet(to))
            return fail("--tile and --parameter need --from and --to");
        bool fromOk = false, toOk = false, stepOk = false;
        const auto values = sweepValues(parser.value(from).toLongLong(&fromOk), parser.value(to).toLongLong(&toOk),
                                        parser.value(step).toLongLong(&stepOk));
        if (!fromOk || !toOk || !stepOk)
            return fail("--from, --to and --step must be whole numbers");
        if (parser.isSet(tile)) {
            table.variable = "tile " + parser.value(tile).toStdString();
            setup.points = tileCountPoints(rules, parameters, parser.value(tile).toStdString(), values, &why);
        } else {
            table.variable = "parameter " + parser.value(parameter).toStdString();
            setup.points = parameterPoints(rules, parameters, parser.value(parameter).toStdString(), values, &why);
        }
        if (setup.points.empty())
            return fail(why);
    } else if (parser.isSet(compare)) {
        const auto other = loadOrReport(parser.value(compare), std::cerr);
        if (!other)
            return 1;
        if (simulation.match.players < other->minPlayers || simulation.match.players > other->maxPlayers)
            return fail(other->id + " is for " + std::to_string(other->minPlayers) + " to "
                        + std::to_string(other->maxPlayers) + " players");
        std::vector<std::int64_t> otherParameters = other->defaultParameters();
        if (!applyOverrides(*other, parser.values(set), otherParameters))
            return 2;
        table.variable = "compare rulesets";
        std::string first = QDir(parser.positionalArguments().first()).dirName().toStdString();
        std::string second = QDir(parser.value(compare)).dirName().toStdString();
        if (first == second) {
            first = "first";
            second = "second";
        }
        setup.points = {{first, 0, rules, parameters}, {second, 1, other, otherParameters}};
    } else {
        std::vector<std::int64_t> otherParameters = parameters;
        if (!applyOverrides(*rules, parser.values(compareSet), otherParameters))
            return 2;
        table.variable = "compare parameters";
        const std::string first = parser.isSet(set) ? joined(parser.values(set)) : "defaults";
        setup.points = {{first, 0, rules, parameters}, {joined(parser.values(compareSet)), 1, rules, otherParameters}};
    }

    setup.keepResults = setup.points.size() == 2 && table.variable.starts_with("compare");
    Progress progress("sweeping");
    simulation.progress = [&progress](int done, int total) { progress.update(done, total); };
    const SweepReport report = runSweep(
        [](std::shared_ptr<const Ruleset> pointRules) { return makeGame(std::move(pointRules)); }, setup);
    progress.finish();
    if (!report.error.empty()) {
        std::cerr << "tilewright-cli: " << report.error << '\n';
        return 1;
    }
    table.ruleset = rules->id;
    table.rules = hashText(rules->contentHash);
    table.players = simulation.match.players;
    table.bots = simulation.match.bots;
    table.seed = simulation.match.seed;
    table.games = simulation.games;
    addSweepPoints(table, report);
    if (parser.isSet(csv) && !writeFile(parser.value(csv), sweepCsv(table)))
        return 1;
    if (parser.isSet(json) && !writeFile(parser.value(json), sweepJson(table)))
        return 1;
    printTable(table);
    return 0;
}

} // namespace tw::cli
