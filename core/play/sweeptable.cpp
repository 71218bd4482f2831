#include "sweeptable.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <functional>
#include <limits>
#include <numeric>

namespace tw {

namespace {

std::string csvField(const std::string &text)
{
    if (text.find_first_of(",\"\n\r") == std::string::npos)
        return text;
    std::string quoted = "\"";
    for (const char c : text) {
        if (c == '"')
            quoted += '"';
        quoted += c;
    }
    return quoted + '"';
}

// The shortest text that reads back as the same double ("0.25", "1e-07"), a whole number as
// one ("100000", not "1e+05"); empty for NaN, a bound that does not exist.
std::string number(double value)
{
    if (std::isnan(value))
        return {};
    if (value == std::trunc(value) && std::abs(value) < 1e15)
        return std::to_string(static_cast<long long>(value));
    char buffer[32];
    const auto written = std::to_chars(buffer, buffer + sizeof buffer, value);
    return std::string(buffer, written.ptr);
}

// A JSON number, or NaN for null (a bound that does not exist, which sweepJson writes as null).
double numberOrNan(const nlohmann::json &value)
{
    return value.is_null() ? std::numeric_limits<double>::quiet_NaN() : value.get<double>();
}

// An estimate as sweepJson writes it: value, low and high.
Estimate estimateOf(const nlohmann::json &item)
{
    return {item.at("value").get<double>(), numberOrNan(item.at("low")), numberOrNan(item.at("high"))};
}

// A measure of a whole run, which has no interval: its bounds are NaN.
Estimate withoutInterval(double value)
{
    const double none = std::numeric_limits<double>::quiet_NaN();
    return {value, none, none};
}

// One game's value of a metric that balanceMetrics averages over games.
double perGame(const std::string &metric, int seat, const GameResult &r)
{
    if (metric == "win_rate")
        return winShare(r, std::size_t(seat - 1));
    if (metric == "mean_score")
        return std::size_t(seat - 1) < r.scores.size() ? r.scores[std::size_t(seat - 1)] : 0;
    if (metric == "margin")
        return marginOf(r);
    if (metric == "length")
        return r.turns;
    if (metric == "lead_changes")
        return r.story.leadChanges;
    if (metric == "drama")
        return r.story.winnerTrailed ? 1 : 0;
    if (metric == "deficit")
        return double(r.story.winnerDeficit);
    if (metric == "decisiveness")
        return r.turns > 0 ? double(r.turns - r.story.decidedAtTurn) / r.turns : 0;
    if (metric == "decisions")
        return r.story.decisions;
    return r.story.unplaceable;
}

// Whether `metric` is a share of games or of a game, 0 to 1.
bool isShare(const std::string &metric)
{
    return metric == "win_rate" || metric == "drama" || metric == "decisiveness";
}

bool isLeadMetric(const std::string &metric)
{
    return metric == "lead_changes" || metric == "drama" || metric == "deficit" || metric == "decisiveness";
}

// Whether someone led before the end of one of `results` (else the lead metrics say nothing).
bool anyLead(const std::vector<GameResult> &results)
{
    return std::any_of(results.begin(), results.end(), [](const GameResult &r) { return r.story.leadSeen; });
}

// Whether a tile type was placed in play in a run (sweepRows gives it a row only then).
bool placedInPlay(const RatioColumns &tile)
{
    return std::accumulate(tile.denominator.begin(), tile.denominator.end(), 0.0) > 0;
}

// Whether any tile type's placements were followed by points in a run (in a game that
// scores only at its end none is, and sweepRows gives none of them a row).
bool scoresInPlay(const std::vector<RatioColumns> &tiles)
{
    return std::any_of(tiles.begin(), tiles.end(), [](const RatioColumns &tile) {
        return placedInPlay(tile) && std::accumulate(tile.numerator.begin(), tile.numerator.end(), 0.0) != 0;
    });
}

// Each seat's bot of `table` (a run names one bot for every seat, or one for all).
std::vector<std::string> seatBots(const SweepTable &table)
{
    if (table.bots.size() == 1 && table.players > 1)
        return std::vector<std::string>(std::size_t(table.players), table.bots.front());
    return table.bots;
}

} // namespace

const std::vector<std::string> &sweepMetricIds()
{
    static const std::vector<std::string> ids{
        "win_rate", "mean_score", "seat_advantage_p", "margin",    "length",     "lead_changes",
        "drama",    "deficit",    "decisiveness",     "decisions", "unplaceable"};
    return ids;
}

bool isPerSeatMetric(const std::string &metric)
{
    return metric == "win_rate" || metric == "mean_score";
}

std::string keyedMetric(const std::string &metric, const std::string &id)
{
    return metric + ':' + id;
}

void setKeys(SweepTable &table, const std::vector<SweepPoint> &points)
{
    const auto reasonsOf = [](const Ruleset &rules) {
        std::vector<std::string> ids;
        for (const ReasonDef &reason : rules.reasons)
            ids.push_back(reason.id);
        return ids;
    };
    const auto tilesOf = [](const Ruleset &rules) {
        std::vector<std::string> ids;
        for (const TileType &tile : rules.tiles)
            ids.push_back(tile.id);
        return ids;
    };
    table.reasons.clear();
    table.tiles.clear();
    if (points.empty())
        return;
    const Ruleset &first = *points.front().rules;
    for (const SweepPoint &point : points)
        if (reasonsOf(*point.rules) != reasonsOf(first) || tilesOf(*point.rules) != tilesOf(first))
            return;
    table.reasons = reasonsOf(first);
    table.tiles = tilesOf(first);
}

std::vector<SweepRow> sweepRows(int point, const BalanceMetrics &metrics, const std::vector<std::string> &reasons,
                                const std::vector<std::string> &tiles)
{
    std::vector<SweepRow> rows;
    // A player alone has nobody to win against, lead or trail: only its score is measured.
    const bool solo = metrics.meanScore.size() == 1;
    for (std::size_t seat = 0; !solo && seat < metrics.winRate.size(); ++seat)
        rows.push_back({point, "win_rate", int(seat) + 1, metrics.winRate[seat]});
    for (std::size_t seat = 0; seat < metrics.meanScore.size(); ++seat)
        rows.push_back({point, "mean_score", int(seat) + 1, metrics.meanScore[seat]});
    if (!solo) {
        rows.push_back({point, "seat_advantage_p", 0, withoutInterval(metrics.seatAdvantageP)});
        rows.push_back({point, "margin", 0, metrics.margin});
    }
    rows.push_back({point, "length", 0, metrics.length});
    if (!solo && (metrics.gamesWithLead > 0 || metrics.games == 0)) {
        rows.push_back({point, "lead_changes", 0, metrics.leadChanges});
        rows.push_back({point, "drama", 0, metrics.drama});
        rows.push_back({point, "deficit", 0, metrics.deficit});
        rows.push_back({point, "decisiveness", 0, metrics.decisiveness});
    }
    rows.push_back({point, "decisions", 0, metrics.decisions});
    rows.push_back({point, "unplaceable", 0, metrics.unplaceable});
    for (std::size_t r = 0; scoredAnyPoints(metrics) && r < reasons.size() && r < metrics.reasonShare.size(); ++r)
        rows.push_back({point, keyedMetric(kReasonShare, reasons[r]), 0, metrics.reasonShare[r]});
    // A game that scores only at its end gives every tile type 0: that says nothing.
    const bool anyPoints = std::any_of(metrics.pointsPerPlacement.begin(), metrics.pointsPerPlacement.end(),
                                       [](const Estimate &points) { return points.value != 0; });
    for (std::size_t t = 0; anyPoints && t < tiles.size() && t < metrics.placements.size(); ++t) {
        if (metrics.placements[t] <= 0)
            continue; // not placed in play (a start tile, a count of 0)
        rows.push_back({point, keyedMetric(kPointsPerPlacement, tiles[t]), 0, metrics.pointsPerPlacement.at(t)});
    }
    return rows;
}

std::vector<SweepDifference> pairedDifferences(const std::vector<GameResult> &first, const std::vector<GameResult> &second,
                                               int players, const std::vector<std::string> &reasons,
                                               const std::vector<std::string> &tiles)
{
    std::vector<SweepDifference> differences;
    for (const std::string &metric : sweepMetricIds()) {
        if (metric == "seat_advantage_p" || (isLeadMetric(metric) && !(anyLead(first) && anyLead(second)))
            || (players == 1 && (metric == "win_rate" || metric == "margin" || isLeadMetric(metric))))
            continue; // a player alone has nobody to win against, lead or trail
        const bool perSeat = isPerSeatMetric(metric);
        for (int seat = perSeat ? 1 : 0; seat <= (perSeat ? players : 0); ++seat) {
            std::vector<double> before, after;
            for (const GameResult &r : first)
                before.push_back(perGame(metric, seat, r));
            for (const GameResult &r : second)
                after.push_back(perGame(metric, seat, r));
            Estimate change = pairedDifference(before, after);
            if (isShare(metric)) { // a change of a share stays within [-1, 1]
                change.low = std::max(change.low, -1.0);
                change.high = std::min(change.high, 1.0);
            }
            differences.push_back({metric, seat, change});
        }
    }
    const std::vector<RatioColumns> sharesBefore = reasonShareColumns(first), sharesAfter = reasonShareColumns(second);
    // As the rows (sweepRows): no share where no game of a version scored any points.
    const auto scored = [](const std::vector<RatioColumns> &shares) {
        return !shares.empty()
            && std::any_of(shares.front().denominator.begin(), shares.front().denominator.end(),
                           [](double points) { return points != 0; });
    };
    for (std::size_t r = 0; scored(sharesBefore) && scored(sharesAfter) && r < reasons.size() && r < sharesBefore.size()
         && r < sharesAfter.size();
         ++r) {
        Estimate change = pairedRatioDifference(sharesBefore[r], sharesAfter[r]);
        change.low = std::max(change.low, -2.0); // a share lies in [-1, 1]
        change.high = std::min(change.high, 2.0);
        differences.push_back({keyedMetric(kReasonShare, reasons[r]), 0, change});
    }
    const std::vector<RatioColumns> tilesBefore = pointsPerPlacementColumns(first),
                                    tilesAfter = pointsPerPlacementColumns(second);
    if (!scoresInPlay(tilesBefore) || !scoresInPlay(tilesAfter))
        return differences;
    for (std::size_t t = 0; t < tiles.size() && t < tilesBefore.size() && t < tilesAfter.size(); ++t)
        if (placedInPlay(tilesBefore[t]) && placedInPlay(tilesAfter[t]))
            differences.push_back(
                {keyedMetric(kPointsPerPlacement, tiles[t]), 0, pairedRatioDifference(tilesBefore[t], tilesAfter[t])});
    return differences;
}

void addSweepPoints(SweepTable &table, const SweepReport &report)
{
    if (report.points.size() == 2 && !report.points[0].results.empty() && !report.points[1].results.empty())
        table.differences = pairedDifferences(report.points[0].results, report.points[1].results,
                                              int(report.points[0].metrics.winRate.size()), table.reasons, table.tiles);
    for (const SweepPointResult &point : report.points) {
        const int index = int(table.labels.size());
        table.labels.push_back(point.label);
        table.values.push_back(point.value);
        table.pointRules.push_back(point.rules);
        const std::vector<SweepRow> rows = sweepRows(index, point.metrics, table.reasons, table.tiles);
        table.rows.insert(table.rows.end(), rows.begin(), rows.end());
    }
}

std::vector<std::optional<Estimate>> SweepTable::series(const std::string &metric, int seat) const
{
    std::vector<std::optional<Estimate>> estimates(labels.size());
    for (const SweepRow &row : rows)
        if (row.metric == metric && row.seat == seat && row.point >= 0 && row.point < int(estimates.size()))
            estimates[row.point] = row.estimate;
    return estimates;
}

std::vector<std::string> SweepTable::keyedMetrics() const
{
    std::vector<std::string> keyed;
    for (const auto &[metric, ids] : {std::pair{kReasonShare, &reasons}, std::pair{kPointsPerPlacement, &tiles}})
        for (const std::string &id : *ids) {
            const std::string key = keyedMetric(metric, id);
            if (std::any_of(rows.begin(), rows.end(), [&key](const SweepRow &row) { return row.metric == key; }))
                keyed.push_back(key);
        }
    return keyed;
}

bool SweepTable::isComparison() const
{
    return variable.starts_with("compare");
}

std::string SweepTable::experiment() const
{
    if (isComparison())
        return labels.size() == 2 ? variable + ": " + labels[1] : variable;
    if (values.empty())
        return variable;
    return variable + ' ' + number(values.front()) + ".." + number(values.back());
}

bool sameExperiment(const SweepTable &a, const SweepTable &b)
{
    if (a.variable != b.variable || a.players != b.players || seatBots(a) != seatBots(b) || a.settings != b.settings)
        return false;
    if (!a.isComparison())
        return true;
    return a.labels.size() == b.labels.size() && (a.labels.size() < 2 || a.labels[1] == b.labels[1]);
}

std::string sweepCsv(const SweepTable &table)
{
    std::string csv = "label,x,metric,seat,value,low,high,significant\n";
    for (const SweepRow &row : table.rows) {
        csv += csvField(table.labels.at(row.point)) + ',' + number(table.values.at(row.point)) + ',' + row.metric + ','
            + (row.seat ? std::to_string(row.seat) : std::string()) + ',' + number(row.estimate.value) + ','
            + number(row.estimate.low) + ',' + number(row.estimate.high) + ",\n";
    }
    // "<second> minus <first>": what the difference subtracts, readable without the rows
    // above (a comparison, the only table with differences, has two points).
    const std::string difference = table.differences.empty()
        ? std::string()
        : csvField(table.labels.at(1) + " minus " + table.labels.at(0));
    for (const SweepDifference &d : table.differences) {
        csv += difference + ",," + d.metric + ',' + (d.seat ? std::to_string(d.seat) : std::string()) + ','
            + number(d.change.value) + ',' + number(d.change.low) + ',' + number(d.change.high) + ','
            + (d.significant() ? "yes" : "no") + '\n';
    }
    return csv;
}

std::string sweepJson(const SweepTable &table)
{
    nlohmann::ordered_json points = nlohmann::ordered_json::array();
    for (std::size_t i = 0; i < table.labels.size(); ++i) {
        nlohmann::ordered_json point{{"label", table.labels[i]}, {"x", table.values[i]}};
        if (i < table.pointRules.size() && !table.pointRules[i].empty())
            point["rules"] = table.pointRules[i];
        points.push_back(std::move(point));
    }
    nlohmann::ordered_json rows = nlohmann::ordered_json::array();
    for (const SweepRow &row : table.rows) {
        nlohmann::ordered_json item{{"point", row.point},
                                    {"label", table.labels.at(row.point)},
                                    {"x", table.values.at(row.point)},
                                    {"metric", row.metric}};
        if (row.seat)
            item["seat"] = row.seat;
        item["value"] = row.estimate.value;
        item["low"] = row.estimate.low;
        item["high"] = row.estimate.high;
        rows.push_back(std::move(item));
    }
    nlohmann::ordered_json json{{"ruleset", table.ruleset}, {"rules", table.rules},  {"variable", table.variable},
                                {"players", table.players}, {"bots", table.bots},    {"seed", table.seed},
                                {"games", table.games},     {"set", table.settings}, {"reasons", table.reasons},
                                {"tiles", table.tiles},     {"points", points},      {"rows", rows}};
    if (!table.shard.empty())
        json["shard"] = table.shard;
    if (!table.differences.empty()) {
        nlohmann::ordered_json differences = nlohmann::ordered_json::array();
        for (const SweepDifference &d : table.differences) {
            nlohmann::ordered_json item{{"metric", d.metric}};
            if (d.seat)
                item["seat"] = d.seat;
            item["value"] = d.change.value;
            item["low"] = d.change.low;
            item["high"] = d.change.high;
            item["significant"] = d.significant();
            differences.push_back(std::move(item));
        }
        json["differences"] = std::move(differences);
    }
    return json.dump(1) + '\n';
}

bool parseSweepJson(const std::string &text, SweepTable &table, std::string *why)
{
    try {
        const nlohmann::json json = nlohmann::json::parse(text);
        SweepTable read;
        read.ruleset = json.at("ruleset").get<std::string>();
        read.rules = json.at("rules").get<std::string>();
        read.variable = json.at("variable").get<std::string>();
        read.players = json.at("players").get<int>();
        read.bots = json.at("bots").get<std::vector<std::string>>();
        read.seed = json.at("seed").get<std::uint64_t>();
        read.games = json.at("games").get<int>();
        read.settings = json.value("set", std::string()); // not in tables of before
        read.shard = json.value("shard", std::string());
        read.reasons = json.value("reasons", std::vector<std::string>{}); // not in tables of before
        read.tiles = json.value("tiles", std::vector<std::string>{});
        for (const nlohmann::json &point : json.at("points")) {
            read.labels.push_back(point.at("label").get<std::string>());
            read.values.push_back(point.at("x").get<double>());
            read.pointRules.push_back(point.value("rules", std::string())); // not in tables of before
        }
        for (const nlohmann::json &row : json.at("rows")) {
            SweepRow r;
            r.point = row.at("point").get<int>();
            if (r.point < 0 || r.point >= int(read.labels.size())) {
                *why = "a row names point " + std::to_string(r.point) + " of " + std::to_string(read.labels.size());
                return false;
            }
            r.metric = row.at("metric").get<std::string>();
            r.seat = row.value("seat", 0);
            r.estimate = estimateOf(row);
            read.rows.push_back(std::move(r));
        }
        if (json.contains("differences")) {
            for (const nlohmann::json &item : json.at("differences")) {
                read.differences.push_back({item.at("metric").get<std::string>(), item.value("seat", 0), estimateOf(item)});
            }
        }
        table = std::move(read);
        return true;
    } catch (const nlohmann::json::exception &e) {
        *why = e.what();
        return false;
    }
}

} // namespace tw
