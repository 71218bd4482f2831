#include "clisupport.h"
#include "commands.h"
#include "luarules.h"
#include "sweepresults.h"

#include "log/gamelog.h"
#include "model/parametervalue.h"
#include "play/bot.h"
#include "play/sweep.h"
#include "play/sweeptable.h"

#include <QCommandLineParser>
#include <QDir>

#include <algorithm>
#include <iostream>
#include <optional>
#include <thread>

namespace tw::cli {

namespace {

// More values than this are a slip of the keyboard far more often than a plan.
constexpr std::int64_t kMostValues = 1000;

std::string joined(const QStringList &items)
{
    return items.join(QLatin1Char(' ')).toStdString();
}

// The parameter `id` of `rules` where it is on/off or a choice (the values a sweep of it
// may name), else none.
const ParameterDef *namedValuesParameter(const Ruleset &rules, const QString &id)
{
    const int index = rules.parameterIndex(id.toStdString());
    if (index < 0 || rules.parameters[std::size_t(index)].type == ParamType::Int)
        return nullptr;
    return &rules.parameters[std::size_t(index)];
}

// A --from or --to value: a whole number, or of an on/off or choice parameter a value as
// --set takes it (true, a choice's name), standing for its number.
std::optional<std::int64_t> boundOf(const QString &text, const ParameterDef *named)
{
    bool ok = false;
    const qlonglong number = text.toLongLong(&ok);
    if (ok)
        return number;
    return named ? parseParameterValue(*named, text.toStdString(), nullptr) : std::nullopt;
}

// What `rules` have of a sweep's variable ("tile meadow"): "meadow 5", "forest_blocks
// dark_corners" (a parameter's default: --set does not apply to the one swept); empty for a
// comparison.
std::string rulesValue(const Ruleset &rules, const std::string &variable)
{
    const std::size_t space = variable.find(' ');
    const std::string kind = variable.substr(0, space), id = variable.substr(space + 1);
    std::string value;
    if (const int t = rules.tileIndex(id); kind == "tile" && t >= 0)
        value = std::to_string(rules.tiles[std::size_t(t)].count);
    else if (const int c = rules.cardIndex(id); kind == "card" && c >= 0)
        value = std::to_string(rules.cards[std::size_t(c)].count);
    else if (const int p = rules.parameterIndex(id); kind == "parameter" && p >= 0)
        value = formatParameterValue(rules.parameters[std::size_t(p)], rules.defaultParameters()[std::size_t(p)]);
    return value.empty() ? value : id + " " + value;
}

} // namespace

int sweepCommand(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Play the same bot games under each value of a tile or card count or a parameter, or under two rulesets "
        "or two parameter sets, and print every balance metric per value with its 95% interval."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("DIR"),
                                 QStringLiteral("the ruleset folder, or the name of a shipped ruleset"));
    const QCommandLineOption tile(QStringLiteral("tile"), QStringLiteral("Vary this tile type's count."),
                                  QStringLiteral("ID"));
    const QCommandLineOption card(QStringLiteral("card"), QStringLiteral("Vary this card's count in its deck."),
                                  QStringLiteral("ID"));
    const QCommandLineOption parameter(QStringLiteral("parameter"), QStringLiteral("Vary this parameter."),
                                       QStringLiteral("NAME"));
    const QCommandLineOption from(
        QStringLiteral("from"),
        QStringLiteral("First value (an on/off or choice parameter: also by name; default its first)."),
        QStringLiteral("A"));
    const QCommandLineOption to(QStringLiteral("to"),
                                QStringLiteral("Last value (an on/off or choice parameter: also by name; default its last)."),
                                QStringLiteral("B"));
    const QCommandLineOption step(QStringLiteral("step"), QStringLiteral("Step between values (default 1)."),
                                  QStringLiteral("S"), QStringLiteral("1"));
    const QCommandLineOption compare(QStringLiteral("compare"),
                                     QStringLiteral("Compare with the rules of this ruleset folder (or shipped ruleset)."),
                                     QStringLiteral("DIR"));
    const QCommandLineOption compareSet(QStringLiteral("compare-set"),
                                        QStringLiteral("Compare with these parameter values (repeatable)."),
                                        QStringLiteral("key=value"));
    const QCommandLineOption set(QStringLiteral("set"), QStringLiteral("Override a parameter at every point (repeatable)."),
                                 QStringLiteral("key=value"));
    const QCommandLineOption games(QStringLiteral("games"), QStringLiteral("Games per point, 2 or more (default 100)."),
                                   QStringLiteral("N"), QStringLiteral("100"));
    const QCommandLineOption seed(QStringLiteral("seed"), QStringLiteral("Base seed (default 1)."), QStringLiteral("S"),
                                  QStringLiteral("1"));
    const QCommandLineOption players(QStringLiteral("players"),
                                     QStringLiteral("Players (default: 2, or as near as the ruleset allows)."),
                                     QStringLiteral("P"));
    const QCommandLineOption bots(
        QStringLiteral("bots"),
        QString::fromStdString("Bot per seat, comma separated, or one for all (default greedy): " + botSpecForms() + "."),
        QStringLiteral("B"), QStringLiteral("greedy"));
    const QCommandLineOption jobs(QStringLiteral("jobs"), QStringLiteral("Worker threads (default: one per core)."),
                                  QStringLiteral("J"), QString::number(std::max(1u, std::thread::hardware_concurrency())));
    const QCommandLineOption csv(QStringLiteral("csv"), QStringLiteral("Write the table as CSV."), QStringLiteral("FILE"));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Write the table as JSON."),
                                  QStringLiteral("FILE"));
    const QCommandLineOption shard(QStringLiteral("shard"),
                                   QStringLiteral("Play only games i, i+n, i+2n ... of each point (for merge)."),
                                   QStringLiteral("i/n"));
    const QCommandLineOption results(QStringLiteral("results"),
                                     QStringLiteral("Write each game's result here (JSON Lines), for merge."),
                                     QStringLiteral("FILE"));
    parser.addOptions({tile, card, parameter, from, to, step, compare, compareSet, set, games, seed, players, bots,
                       jobs, csv, json, shard, results});
    if (!parseArguments(parser, args))
        return 2;
    if (!oneRulesetFolder(parser, "sweep"))
        return 2;
    const int variables = int(parser.isSet(tile)) + int(parser.isSet(card)) + int(parser.isSet(parameter))
        + int(parser.isSet(compare)) + int(parser.isSet(compareSet));
    if (variables != 1)
        return fail(std::string("sweep needs one of --tile, --card, --parameter, --compare or --compare-set")
                    + (variables > 1 ? ", not " + std::to_string(variables) + " of them" : std::string()));

    const auto rules = loadPlayableOrReport(parser.positionalArguments().first(), std::cerr);
    if (!rules)
        return 2;
    SweepSetup setup;
    SimulationSetup &simulation = setup.simulation;
    bool ok = true;
    if (parser.value(games).toInt(&ok) == 1 && ok)
        return fail("--games must be 2 or more: the metrics of one game a point have no intervals");
    const std::optional<int> gameCount = wholeNumber(parser, games, 2, kMostGames);
    if (!gameCount)
        return 2;
    simulation.games = *gameCount;
    const std::optional<std::uint64_t> baseSeed = seedOption(parser, seed);
    const std::optional<int> seated = baseSeed ? playersOption(parser, players, *rules) : std::nullopt;
    if (!seated)
        return 2;
    simulation.match.seed = *baseSeed;
    simulation.match.players = *seated;
    if (const std::string why = parseBots(parser.value(bots), simulation.match.players, simulation.match.bots);
        !why.empty())
        return fail(why);
    const std::optional<int> jobCount = wholeNumber(parser, jobs, 1, kMostJobs);
    if (!jobCount)
        return 2;
    simulation.jobs = *jobCount;
    if (parser.isSet(shard) && !parseShard(parser.value(shard), simulation.shardIndex, simulation.shardCount))
        return fail("--shard needs i/n with 0 <= i < n <= 10000000, not '" + parser.value(shard).toStdString() + "'");
    if (parser.isSet(shard) && !parser.isSet(results))
        std::cerr << "tilewright-cli: note: --shard without --results: merge will not have this shard's games\n";
    std::vector<std::int64_t> parameters = rules->defaultParameters();
    if (!applyOverrides(*rules, parser.values(set), parameters))
        return 2;

    SweepTable table;
    std::string why;
    if (parser.isSet(tile) || parser.isSet(card) || parser.isSet(parameter)) {
        const auto pointsOf = [&](const std::vector<std::int64_t> &values) {
            if (parser.isSet(tile))
                return tileCountPoints(rules, parameters, parser.value(tile).toStdString(), values, &why);
            if (parser.isSet(card))
                return cardCountPoints(rules, parameters, parser.value(card).toStdString(), values, &why);
            return parameterPoints(rules, parameters, parser.value(parameter).toStdString(), values, &why);
        };
        table.variable = parser.isSet(tile) ? "tile " + parser.value(tile).toStdString()
            : parser.isSet(card)            ? "card " + parser.value(card).toStdString()
                                            : "parameter " + parser.value(parameter).toStdString();
        pointsOf({}); // a misnamed variable is said before its values are asked for
        if (why != kNoValuesToSweep) {
            // A card named as a tile type, or the other way round, is said so, not listed with the others.
            const std::string named = (parser.isSet(tile) ? parser.value(tile) : parser.value(card)).toStdString();
            if (parser.isSet(tile) && rules->cardIndex(named) >= 0)
                return fail("'" + named + "' is a card of " + rules->id + ", not a tile type: sweep its copies with --card");
            if (parser.isSet(card) && rules->tileIndex(named) >= 0)
                return fail("'" + named + "' is a tile type of " + rules->id + ", not a card: sweep its count with --tile");
            return fail(why);
        }
        // An on/off or choice parameter is swept over all its values unless told otherwise.
        const ParameterDef *named = parser.isSet(parameter) ? namedValuesParameter(*rules, parser.value(parameter))
                                                            : nullptr;
        if (!named && (!parser.isSet(from) || !parser.isSet(to)))
            return fail("--tile, --card and --parameter need --from and --to");
        const std::int64_t last = named && named->type == ParamType::Choice ? std::int64_t(named->choices.size()) - 1 : 1;
        const auto first = parser.isSet(from) ? boundOf(parser.value(from), named) : std::int64_t(0);
        const auto end = parser.isSet(to) ? boundOf(parser.value(to), named) : last;
        bool stepOk = false;
        const std::int64_t by = parser.value(step).toLongLong(&stepOk);
        if (!first || !end || !stepOk)
            return fail(named ? "--from and --to must be whole numbers or values of " + named->id + " ("
                                + parameterValuesText(*named) + "), --step a whole number"
                              : std::string("--from, --to and --step must be whole numbers"));
        if (pointsOf({*first, *end}).empty()) // either end out of range
            return fail(why);
        const QString swept = parser.value(parameter) + QLatin1Char('=');
        for (const QString &entry : parser.values(set))
            if (parser.isSet(parameter) && entry.startsWith(swept))
                std::cerr << "tilewright-cli: note: --set " << entry.toStdString()
                          << " does not apply: each point sets the swept parameter itself\n";
        if (by >= 1 && *end >= *first && (*end - *first) / by + 1 > kMostValues)
            return fail("that is " + std::to_string((*end - *first) / by + 1)
                        + " values: take a larger --step (at most " + std::to_string(kMostValues) + " values)");
        setup.points = pointsOf(sweepValues(*first, *end, by));
        if (setup.points.empty())
            return fail(why
                        + (*first > *end ? " (--from is after --to)"
                               : by < 1  ? " (--step must be 1 or more)"
                                         : ""));
        if ((*end - *first) % by != 0)
            std::cerr << "tilewright-cli: note: the values stop at " << setup.points.back().label
                      << ", the last step from " << setup.points.front().label << " before --to\n";
    } else if (parser.isSet(compare)) {
        const auto other = loadPlayableOrReport(parser.value(compare), std::cerr);
        if (!other)
            return 2;
        if (simulation.match.players < other->minPlayers || simulation.match.players > other->maxPlayers)
            return fail(other->id + " is for " + std::to_string(other->minPlayers) + " to "
                        + std::to_string(other->maxPlayers) + " players");
        if (other->id != rules->id)
            std::cerr << "tilewright-cli: note: " << parser.value(compare).toStdString() << " is the ruleset '"
                      << other->id << "', not '" << rules->id
                      << "': another game, and comparing two games says little about a change to these rules\n";
        std::vector<std::int64_t> otherParameters = other->defaultParameters();
        if (!applyOverrides(*other, parser.values(set), otherParameters))
            return 2;
        if (other->contentHash == rules->contentHash && otherParameters == parameters)
            std::cerr << "tilewright-cli: note: " << parser.value(compare).toStdString()
                      << " holds the same rules: both versions play the same games, so nothing can change\n";
        table.variable = "compare rulesets";
        const auto folderName = [](const QString &given) { // a ruleset.yaml given stands for its folder
            const QFileInfo file(given);
            return (file.isFile() ? file.absoluteDir() : QDir(given)).dirName().toStdString();
        };
        std::string first = folderName(parser.positionalArguments().first());
        std::string second = folderName(parser.value(compare));
        if (first == second) { // two versions in folders of one name: named by their paths as given
            first = QDir::cleanPath(parser.positionalArguments().first()).toStdString();
            second = QDir::cleanPath(parser.value(compare)).toStdString();
        }
        if (first == second) { // one folder twice
            first = "first";
            second = "second";
        }
        setup.points = {{first, 0, rules, parameters}, {second, 1, other, otherParameters}};
    } else {
        std::vector<std::int64_t> otherParameters = parameters;
        if (!applyOverrides(*rules, parser.values(compareSet), otherParameters, "--compare-set"))
            return 2;
        if (otherParameters == parameters)
            return fail("--compare-set " + joined(parser.values(compareSet))
                        + " leaves every parameter as it is: nothing to compare");
        table.variable = "compare parameters";
        // Each version named by all it sets (--set and --compare-set together for the second).
        const auto label = [&](const std::vector<std::int64_t> &values) {
            const std::string changed = changedParameters(*rules, values);
            return changed.empty() ? std::string(kDefaultsLabel) : changed;
        };
        setup.points = {{label(parameters), 0, rules, parameters}, {label(otherParameters), 1, rules, otherParameters}};
    }

    if (const std::string why = playersProblem(setup.points, simulation.match.players); !why.empty())
        return fail(why);
    if ((long long)setup.points.size() * simulation.games > kMostGames)
        return fail(std::to_string(setup.points.size()) + " values of " + std::to_string(simulation.games)
                    + " games are more than the " + std::to_string(kMostGames)
                    + " games a run may play: fewer values or games, or runs with seeds of their own");
    if (const std::string why = outputsProblem(parser, {results, csv, json}); !why.empty())
        return fail(why);
    simulation.match.parameters = parameters; // the base, named in a results file
    setup.keepResults = parser.isSet(results) || (setup.points.size() == 2 && table.isComparison());
    Progress progress("sweeping");
    simulation.progress = [&progress](int done, int total) { progress.update(done, total); };
    SweepReport report = runSweep(
        [](std::shared_ptr<const Ruleset> pointRules) { return makeGame(std::move(pointRules)); }, setup);
    progress.finish();
    // Each "<point's label>: <why>", named by what the sweep varied; the other points are tabled.
    const auto sayFailures = [&] {
        for (const std::string &failure : report.failures)
            std::cerr << "tilewright-cli: at " << (table.isComparison() ? "" : table.variable + " = ") << failure << '\n';
    };
    if (report.points.empty()) {
        sayFailures();
        return 1;
    }
    table.ruleset = rules->id;
    table.rules = hashText(rules->contentHash);
    setKeys(table, setup.points);
    table.players = simulation.match.players;
    table.bots = simulation.match.bots;
    table.seed = simulation.match.seed;
    table.games = simulation.games;
    // What --set changed that every point plays with: not the parameter swept, nor those
    // --compare-set gives the second version.
    std::vector<std::int64_t> shared = parameters;
    for (std::size_t i = 0; i < shared.size(); ++i) {
        const bool swept = parser.isSet(parameter) && rules->parameters[i].id == parser.value(parameter).toStdString();
        const bool compared = parser.isSet(compareSet) && setup.points.back().parameters.at(i) != parameters[i];
        if (swept || compared)
            shared[i] = rules->parameters[i].defaultValue;
    }
    table.settings = changedParameters(*rules, shared);
    const std::string valueOfRules = rulesValue(*rules, table.variable);
    bool written = true; // every file asked for; the table is printed whatever happens
    if (parser.isSet(results) && !report.failures.empty()) {
        std::cerr << "tilewright-cli: --results not written: a run with points that failed cannot be merged\n";
        written = false;
    } else if (parser.isSet(results)) {
        std::string why;
        const RunResults run = sweepResults(table, setup, report, valueOfRules);
        if (!writeRunResults(parser.value(results).toStdString(), run, why)) {
            std::cerr << "tilewright-cli: " << why << '\n';
            written = false;
        }
    }
    if (simulation.shardCount > 1) { // what this shard's table measured
        table.games = shardGameCount(simulation);
        table.shard = std::to_string(simulation.shardIndex) + "/" + std::to_string(simulation.shardCount);
    }
    if (!table.isComparison())
        for (SweepPointResult &point : report.points)
            point.results.clear(); // only a comparison has paired changes
    addSweepPoints(table, report);
    if (simulation.shardCount > 1)
        std::cout << shardText(simulation.shardIndex, simulation.shardCount, simulation.games, "each point's") << "\n";
    printSweepTable(table);
    std::string notMeasured; // the points whose games failed, said where the table is read
    int failed = 0;
    for (const SweepPoint &point : setup.points)
        if (std::none_of(report.points.begin(), report.points.end(),
                         [&point](const SweepPointResult &played) { return played.label == point.label; })) {
            notMeasured += (notMeasured.empty() ? "" : ", ") + (table.isComparison() ? "" : table.variable + " = ")
                + point.label;
            ++failed;
        }
    if (failed > 0)
        std::cout << "not measured: " << notMeasured << (failed == 1 ? " (its" : " (their")
                  << " games failed: the error follows)\n";
    if (!valueOfRules.empty())
        std::cout << "the rules as they are: " << valueOfRules << "\n";
    if (parser.isSet(csv))
        written = writeText(parser.value(csv), sweepCsv(table)) && written;
    if (parser.isSet(json))
        written = writeText(parser.value(json), sweepJson(table)) && written;
    sayFailures();
    return written && report.failures.empty() ? 0 : 1;
}

} // namespace tw::cli
