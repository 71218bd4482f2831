#include "clisupport.h"
#include "commands.h"
#include "runresults.h"
#include "sweepresults.h"

#include <QCommandLineParser>
#include <QFileInfo>

#include <algorithm>
#include <iostream>
#include <map>
#include <utility>

namespace tw::cli {

namespace {

// The games of 0..asked-1 that `games` (sorted by game) lacks: how many, and the first
// ranges of them ("3, 6-8, 11, ...").
std::pair<int, std::string> missingGames(const std::vector<GameResult> &games, int asked)
{
    constexpr int kRangesShown = 8;
    int count = 0;
    int ranges = 0;
    std::string text;
    std::size_t next = 0;
    for (int first = 0; first < asked;) {
        while (next < games.size() && games[next].game < first)
            ++next;
        if (next < games.size() && games[next].game == first) {
            ++first;
            continue;
        }
        const int last = (next < games.size() ? std::min(games[next].game, asked) : asked) - 1;
        count += last - first + 1;
        if (++ranges <= kRangesShown)
            text += (text.empty() ? "" : ", ") + std::to_string(first) + (last > first ? "-" + std::to_string(last) : "");
        else if (ranges == kRangesShown + 1)
            text += ", ...";
        first = last + 1;
    }
    return {count, text};
}

// The fewest and the most games any point of `table`'s sweep has among `games`.
std::pair<int, int> gamesPerPoint(const std::vector<GameResult> &games, const SweepTable &table)
{
    std::vector<int> counts(table.labels.size(), 0);
    for (const GameResult &game : games)
        if (table.games > 0 && std::size_t(game.game / table.games) < counts.size())
            ++counts[std::size_t(game.game / table.games)];
    if (counts.empty())
        return {0, 0};
    const auto [fewest, most] = std::minmax_element(counts.begin(), counts.end());
    return {*fewest, *most};
}

// What first tells two runs' headers apart, named by its path: "its "seed" is 5, not 4",
// "its "parameters.fish_bonus" is 6, not 5", each value cut short past 60 characters.
std::string headerDifference(const nlohmann::ordered_json &part, const nlohmann::ordered_json &first,
                             const std::string &path = "")
{
    // A list of labelled entries (a sweep's values) by its labels, anything else as JSON.
    const auto shown = [](const nlohmann::ordered_json &value) {
        std::string text;
        const bool labelled = value.is_array() && std::all_of(value.begin(), value.end(), [](const auto &entry) {
                                  return entry.is_object() && entry.contains("label") && entry.at("label").is_string();
                              });
        if (labelled && !value.empty())
            for (const auto &entry : value)
                text += (text.empty() ? "" : ", ") + entry.at("label").template get<std::string>();
        else
            text = value.dump();
        return text.size() > 60 ? text.substr(0, 57) + "..." : text;
    };
    // Where a simulate run's part meets a sweep's, only one has the sweep's description.
    if (path.empty() && part.contains("sweep") != first.contains("sweep"))
        return part.contains("sweep") ? "it is of a sweep, the other of a simulate run"
                                      : "it is of a simulate run, the other of a sweep";
    for (const auto &[key, value] : part.items()) {
        const std::string named = path + key;
        if (!first.contains(key))
            return "it has \"" + named + "\", which the other has not";
        if (first.at(key) == value)
            continue;
        if (value.is_object() && first.at(key).is_object())
            return headerDifference(value, first.at(key), named + '.');
        // Lists as long as each other: the first entry that differs, field by field.
        if (const auto &other = first.at(key); value.is_array() && other.is_array() && value.size() == other.size())
            for (std::size_t i = 0; i < value.size(); ++i)
                if (value[i] != other[i] && value[i].is_object() && other[i].is_object())
                    return headerDifference(value[i], other[i], named + '[' + std::to_string(i) + "].");
        if (key == "rules")
            return "its rules are not the other's: the ruleset was changed between them";
        return "its \"" + named + "\" is " + shown(value) + ", not " + shown(first.at(key));
    }
    for (const auto &[key, value] : first.items())
        if (!part.contains(key))
            return "it lacks \"" + path + key + "\", which the other has";
    return "their headers differ";
}

} // namespace

// Combines the results files of the shards of one run (simulate or sweep --shard i/n
// --results F) into the file and the report of the whole run (a sweep's table, also as CSV
// or JSON); exit 2 when the files are of different runs, name one game twice, or (without
// --partial) leave games of the run out. A simulate run's metrics are also written as JSON.
int mergeCommand(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Combine the results of the shards of a simulate or sweep run into the whole run's results and "
                       "report."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("FILES"),
                                 QStringLiteral("results files (simulate --results or sweep --results)"),
                                 QStringLiteral("FILE..."));
    const QCommandLineOption out(QStringLiteral("out"), QStringLiteral("Write the merged results here."),
                                 QStringLiteral("FILE"));
    parser.addOption(out);
    const QCommandLineOption partial(QStringLiteral("partial"),
                                     QStringLiteral("Merge the games there are when some of the run's are missing."));
    parser.addOption(partial);
    const QCommandLineOption csv(QStringLiteral("csv"), QStringLiteral("Write a sweep's table as CSV."),
                                 QStringLiteral("FILE"));
    const QCommandLineOption json(QStringLiteral("json"),
                                  QStringLiteral("Write a sweep's table, or a simulate run's metrics, as JSON."),
                                  QStringLiteral("FILE"));
    parser.addOptions({csv, json});
    if (!parseArguments(parser, args))
        return 2;
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty())
        return fail("merge needs the results files of a run's shards");
    if (const std::string why = outputsProblem(parser, {out, csv, json}, files); !why.empty())
        return fail(why);
    QStringList paths; // each file's canonical path, to tell a file given twice by two names
    for (const QString &file : files) {
        const QString path = QFileInfo(file).canonicalFilePath();
        if (!path.isEmpty() && paths.contains(path))
            return fail(file.toStdString() + " is given twice");
        paths << path;
    }
    RunResults merged;
    std::map<int, QString> fileOf; // each game's file
    std::string firstShard;        // the first file's "i/n"
    const auto shards = [](const std::string &shard) { return shard.substr(shard.find('/') + 1); }; // n of "i/n"
    for (const QString &file : files) {
        RunResults part;
        std::string why;
        if (!readRunResults(file.toStdString(), part, why))
            return fail(why);
        if (merged.run.is_null()) {
            merged.run = part.run;
            firstShard = part.shard;
        } else if (part.run != merged.run) {
            return fail(file.toStdString() + " is of another run than " + files.front().toStdString() + ": "
                        + headerDifference(part.run, merged.run));
        } else if (!part.shard.empty() && !firstShard.empty() && shards(part.shard) != shards(firstShard)) {
            return fail(file.toStdString() + " is shard " + part.shard + " and " + files.front().toStdString()
                        + " shard " + firstShard + ": the shards of a run are all of one split");
        }
        for (const GameResult &game : part.games)
            if (const auto [earlier, first] = fileOf.emplace(game.game, file); !first)
                return fail("game " + std::to_string(game.game)
                            + (earlier->second == file
                                   ? " is twice in " + file.toStdString()
                                   : " is in both " + earlier->second.toStdString() + " and " + file.toStdString()));
        merged.games.insert(merged.games.end(), part.games.begin(), part.games.end());
    }
    std::sort(merged.games.begin(), merged.games.end(),
              [](const GameResult &a, const GameResult &b) { return a.game < b.game; });
    const bool sweep = isSweep(merged);
    if (!sweep && parser.isSet(csv))
        return fail("--csv is for the results of a sweep; these are of a simulate run (--json writes its metrics)");
    SweepTable table;
    int asked = merged.run.value("games", 0);
    try {
        if (sweep) {
            table = sweepTableOf(merged);
            asked = sweepGames(merged);
        }
    } catch (const std::exception &e) {
        return fail(files.front().toStdString() + ": the sweep it names does not read: " + e.what());
    }
    if (!merged.games.empty() && merged.games.back().game >= asked)
        return fail(fileOf[merged.games.back().game].toStdString() + " has game " + std::to_string(merged.games.back().game)
                    + ", and the run's games are 0 to " + std::to_string(asked - 1));
    if (const auto [count, which] = missingGames(merged.games, asked); count > 0 && !parser.isSet(partial))
        return fail("the run has " + std::to_string(asked) + " games, and " + std::to_string(count)
                    + " of them are in none of the files (games " + which + "): a shard's results missing? Add "
                    + "--partial to merge the " + std::to_string(merged.games.size()) + " there are");
    if (parser.isSet(out)) {
        std::string why;
        if (!writeRunResults(parser.value(out).toStdString(), merged, why)) {
            std::cerr << "tilewright-cli: " << why << '\n';
            return 1;
        }
    }
    if (sweep) {
        std::cout << "merged " << merged.games.size() << " of the run's " << asked << " games\n";
        if (const auto [fewest, most] = gamesPerPoint(merged.games, table); fewest < table.games) {
            std::cout << "partial: its values (or versions) have " << fewest
                      << (most > fewest ? " to " + std::to_string(most) : "") << " of their " << table.games
                      << " games each; each one's intervals are over the games it has\n";
            if (fewest == most)
                table.games = fewest; // what the table measured
        }
        if (parser.isSet(csv) && !writeText(parser.value(csv), sweepCsv(table)))
            return 1;
        if (parser.isSet(json) && !writeText(parser.value(json), sweepJson(table)))
            return 1;
        printSweepTable(table);
        if (const std::string value = sweepRulesValue(merged); !value.empty())
            std::cout << "the rules as they are: " << value << "\n";
        return 0;
    }
    const int players = merged.run.value("players", 0);
    const auto bots = merged.run.value("bots", std::vector<std::string>{"?"});
    const auto reasons = merged.run.value("reasons", std::vector<std::string>{});
    const auto tiles = merged.run.value("tiles", std::vector<std::string>{});
    const BalanceMetrics metrics = balanceMetrics(merged.games, players);
    std::cout << merged.run.value("ruleset", std::string("?")) << ": " << merged.games.size() << " of " << asked
              << " games, " << players << " players, seed " << merged.run.value("seed", std::uint64_t(0)) << "\n";
    const std::string set = merged.run.value("set", std::string());
    if (!set.empty())
        std::cout << "with " << set << "\n";
    std::cout << metricsText(metrics, bots, merged.run.value("reason_names", reasons), tiles);
    const nlohmann::ordered_json whole{{"ruleset", merged.run.value("ruleset", "")},
                                       {"games", merged.games.size()},
                                       {"asked", asked},
                                       {"players", players},
                                       {"seed", merged.run.value("seed", std::uint64_t(0))},
                                       {"set", set},
                                       {"bots", bots},
                                       {"metrics", metricsJson(metrics, reasons, tiles)}};
    return parser.isSet(json) && !writeText(parser.value(json), whole.dump(2) + "\n") ? 1 : 0;
}

} // namespace tw::cli
