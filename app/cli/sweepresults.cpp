#include "sweepresults.h"

#include "clisupport.h"

#include "log/gamelog.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace tw::cli {

namespace {

// "a, b and c".
std::string joinedNames(const std::vector<std::string> &names)
{
    std::string text;
    for (std::size_t i = 0; i < names.size(); ++i)
        text += (i == 0 ? "" : i + 1 == names.size() ? " and " : ", ") + names[i];
    return text;
}

// The decimals the printed table gives a metric's numbers: a p-value 4, a fraction of 1 3,
// the rest (points, turns, counts) 2, so each column lines up at its point.
int decimalsOf(const std::string &metric)
{
    if (metric == "seat_advantage_p")
        return 4;
    for (const char *fraction : {"win_rate", "drama", "decisiveness", "reason_share"})
        if (metric.starts_with(fraction))
            return 3;
    return 2;
}

} // namespace

RunResults sweepResults(const SweepTable &table, const SweepSetup &setup, const SweepReport &report,
                        const std::string &rulesValue)
{
    const std::shared_ptr<const Ruleset> &base = setup.points.front().rules;
    nlohmann::ordered_json parameters = nlohmann::ordered_json::object();
    for (std::size_t i = 0; i < base->parameters.size(); ++i)
        parameters[base->parameters[i].id] = setup.simulation.match.parameters.at(i);
    nlohmann::ordered_json points = nlohmann::ordered_json::array();
    for (const SweepPoint &point : setup.points)
        points.push_back({{"label", point.label}, {"x", point.value}, {"rules", hashText(point.rules->contentHash)}});
    RunResults results;
    results.run = {
        {"ruleset", table.ruleset},
        {"rules", table.rules},
        {"players", table.players},
        {"bots", table.bots},
        {"seed", table.seed},
        {"games", table.games},
        {"parameters", parameters},
        {"sweep", {{"variable", table.variable}, {"points", points}, {"reasons", table.reasons}, {"tiles", table.tiles}}}};
    if (!rulesValue.empty())
        results.run["sweep"]["rules_value"] = rulesValue;
    if (!table.settings.empty())
        results.run["sweep"]["set"] = table.settings;
    if (const SimulationSetup &simulation = setup.simulation; simulation.shardCount > 1)
        results.shard = std::to_string(simulation.shardIndex) + "/" + std::to_string(simulation.shardCount);
    for (std::size_t p = 0; p < report.points.size(); ++p)
        for (GameResult game : report.points[p].results) {
            game.game += int(p) * table.games;
            results.games.push_back(std::move(game));
        }
    return results;
}

bool isSweep(const RunResults &results)
{
    return results.run.contains("sweep");
}

std::string sweepRulesValue(const RunResults &results)
{
    return results.run.at("sweep").value("rules_value", std::string());
}

int sweepGames(const RunResults &results)
{
    const long long games = results.run.value("games", 0) * (long long)results.run.at("sweep").at("points").size();
    if (games > kMostGames)
        throw std::runtime_error("its sweep has more than the " + std::to_string(kMostGames) + " games a run may play");
    return int(games);
}

SweepTable sweepTableOf(const RunResults &results)
{
    const nlohmann::ordered_json &run = results.run;
    SweepTable table;
    table.ruleset = run.at("ruleset").get<std::string>();
    table.rules = run.at("rules").get<std::string>();
    table.variable = run.at("sweep").at("variable").get<std::string>();
    table.players = run.at("players").get<int>();
    table.bots = run.at("bots").get<std::vector<std::string>>();
    table.seed = run.at("seed").get<std::uint64_t>();
    table.games = run.at("games").get<int>();
    table.reasons = run.at("sweep").value("reasons", std::vector<std::string>{});
    table.tiles = run.at("sweep").value("tiles", std::vector<std::string>{});
    table.settings = run.at("sweep").value("set", std::string());
    const nlohmann::ordered_json &points = run.at("sweep").at("points");
    SweepReport report;
    for (std::size_t p = 0; p < points.size(); ++p) {
        SweepPointResult point{points[p].at("label").get<std::string>(),
                               points[p].at("x").get<double>(),
                               {},
                               {},
                               points[p].value("rules", std::string())};
        const int first = int(p) * table.games;
        for (GameResult game : results.games)
            if (game.game >= first && game.game < first + table.games) {
                game.game -= first;
                point.results.push_back(std::move(game));
            }
        point.metrics = balanceMetrics(point.results, table.players);
        if (!table.isComparison() || points.size() != 2)
            point.results.clear(); // as sweep keeps them: only a comparison's
        report.points.push_back(std::move(point));
    }
    addSweepPoints(table, report);
    return table;
}

void printSweepTable(const SweepTable &table)
{
    std::string bots;
    for (const std::string &bot : table.bots)
        bots += (bots.empty() ? "" : ",") + bot;
    // What the points are: the values swept, or the versions compared ("3 values, 60 games each").
    const char *point = table.isComparison() ? "version" : "value";
    std::printf("%s on %s: %zu %s%s, %d game%s each, %d player%s, bots %s, seed %llu\n", table.variable.c_str(),
                table.ruleset.c_str(), table.labels.size(), point, table.labels.size() == 1 ? "" : "s", table.games,
                table.games == 1 ? "" : "s", table.players, table.players == 1 ? "" : "s", bots.c_str(),
                static_cast<unsigned long long>(table.seed));
    if (!table.settings.empty())
        std::printf("with %s\n", table.settings.c_str());
    int width = 12; // of the point column: the longest label
    for (const std::string &label : table.labels)
        width = std::max(width, int(label.size()));
    // Of the points per placement, only the swept tile's: one block per tile type would
    // bury the rest (a tile sweep on Discovery lists 33); the files keep them all.
    std::vector<std::string> metrics = sweepMetricIds();
    const std::string swept = table.variable.starts_with("tile ")
        ? keyedMetric(kPointsPerPlacement, table.variable.substr(5))
        : std::string();
    int otherTiles = 0;
    for (const std::string &metric : table.keyedMetrics()) {
        if (!metric.starts_with(kPointsPerPlacement + ":") || metric == swept)
            metrics.push_back(metric);
        else
            ++otherTiles;
    }
    int metricWidth = 18;
    for (const std::string &metric : metrics)
        metricWidth = std::max(metricWidth, int(metric.size()));
    std::printf("%-*s %-*s %5s %12s %12s %12s\n", metricWidth, "metric", width, point, "seat", "measured", "low", "high");
    for (const std::string &metric : metrics) {
        for (const SweepRow &row : table.rows) {
            if (row.metric != metric)
                continue;
            const int decimals = decimalsOf(metric);
            std::printf("%-*s %-*s %5s ", metricWidth, metric.c_str(), width, table.labels[row.point].c_str(),
                        row.seat ? std::to_string(row.seat).c_str() : "");
            if (metric == "seat_advantage_p" && row.estimate.value < 0.0001)
                std::printf("%12s", "< 0.0001"); // not 0.0000: a p-value is never 0
            else
                std::printf("%12.*f", decimals, row.estimate.value);
            if (!std::isnan(row.estimate.low)) // no interval: a measure of the whole run, or of one game
                std::printf(" %12.*f %12.*f", decimals, row.estimate.low, decimals, row.estimate.high);
            std::printf("\n");
        }
    }
    const auto measured = [&table](const std::string &prefix) {
        return std::any_of(table.rows.begin(), table.rows.end(),
                           [&prefix](const SweepRow &row) { return row.metric.starts_with(prefix); });
    };
    // The units of the metrics in the table only.
    const bool lead = measured("lead_changes");
    std::vector<std::string> fractions, points;
    if (measured("win_rate"))
        fractions.push_back("win_rate");
    if (lead) {
        fractions.push_back("drama (games whose winner trailed at some point)");
        fractions.push_back("decisiveness (the game left when the lead was settled)");
    }
    if (measured("reason_share"))
        fractions.push_back("reason_share");
    if (measured("margin"))
        points.push_back("margin");
    if (lead)
        points.push_back("deficit (the most the winner trailed by, 0 where it never did)");
    if (!fractions.empty())
        std::printf("%s %s fractions of 1;\n", joinedNames(fractions).c_str(), fractions.size() > 1 ? "are" : "is");
    if (!points.empty())
        std::printf("%s %s in points, ", joinedNames(points).c_str(), points.size() > 1 ? "are" : "is");
    std::printf("length in turns, %sdecisions and unplaceable per game.\n", lead ? "lead_changes, " : "");
    if (otherTiles > 0)
        std::printf("points_per_placement of the %s%d tile type%s: in --csv and --json\n",
                    swept.empty() ? "" : "other ", otherTiles, otherTiles == 1 ? "" : "s");
    if (table.players == 1)
        std::printf("win_rate, seat_advantage_p, margin and the lead measures: not measured, as a player alone has "
                    "nobody to win against\n");
    if (table.players > 1 && !lead)
        std::printf("lead changes, drama (with the deficit) and decisiveness: not measured, as nobody led before the "
                    "end of any game\n");
    if (!table.tiles.empty() && !measured(kPointsPerPlacement))
        std::printf("points per placement: none before the end of a game (it scores at its end)\n");
    if (table.differences.empty())
        return;
    if (lead && std::none_of(table.differences.begin(), table.differences.end(), [](const SweepDifference &d) {
            return d.metric == "lead_changes";
        }))
        std::printf("lead changes, drama (with the deficit) and decisiveness: not compared, as one version's games "
                    "never had a lead\n");
    std::printf("\n%s minus %s, over the same games:\n", table.labels.at(1).c_str(), table.labels.at(0).c_str());
    // A tile type's change of points per placement is listed where it is significant: the
    // rest, a row per tile type, are in the files.
    std::vector<const SweepDifference *> listed;
    for (const SweepDifference &d : table.differences)
        if (d.significant() || !d.metric.starts_with(kPointsPerPlacement + ":"))
            listed.push_back(&d);
    int changeWidth = 18;
    for (const SweepDifference *d : listed)
        changeWidth = std::max(changeWidth, int(d->metric.size()));
    std::printf("%-*s %5s %12s %12s %12s %s\n", changeWidth, "metric", "seat", "change", "low", "high", "significant");
    bool tileListed = false;
    for (const SweepDifference *d : listed) {
        const int decimals = decimalsOf(d->metric);
        std::printf("%-*s %5s %12.*f ", changeWidth, d->metric.c_str(), d->seat ? std::to_string(d->seat).c_str() : "",
                    decimals, d->change.value);
        if (std::isnan(d->change.low)) // a ratio only one game has a part in
            std::printf("%12s %12s %s\n", "", "", "no interval");
        else
            std::printf("%12.*f %12.*f %s\n", decimals, d->change.low, decimals, d->change.high,
                        d->significant() ? "yes" : "no");
        tileListed = tileListed || d->metric.starts_with(kPointsPerPlacement + ":");
    }
    if (const std::size_t unlisted = table.differences.size() - listed.size(); unlisted > 0)
        std::printf("points_per_placement of %zu %stile type%s, none changed significantly: in --csv and --json\n",
                    unlisted, tileListed ? "other " : "", unlisted == 1 ? "" : "s");
    const auto significant = std::count_if(table.differences.begin(), table.differences.end(),
                                           [](const SweepDifference &d) { return d.significant(); });
    std::printf("%td of %zu changes significant at the 5%% level; where nothing changed, about 1 in 20 would be "
                "by chance,\nand as the measures of one set of games move together, one chance difference can show "
                "in several.\n",
                significant, table.differences.size());
}

} // namespace tw::cli
