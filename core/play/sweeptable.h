#pragma once

#include "play/balancemetrics.h"
#include "play/sweep.h"

#include <cstdint>
#include <string>
#include <vector>

namespace tw {

// One measure of a sweep point: `seat` is 1-based for a per-seat metric, 0 otherwise. A
// measure without an interval (the seat advantage p-value) has low = high = value.
struct SweepRow
{
    int point = 0; // index into SweepTable::labels
    std::string metric;
    int seat = 0;
    Estimate estimate;
};

// The metric ids a sweep measures, in table order: win_rate and mean_score per seat, then
// seat_advantage_p, margin, length, lead_changes, drama, decisiveness, decisions and
// unplaceable. Win rates and drama are shares (0 to 1).
const std::vector<std::string> &sweepMetricIds();
bool isPerSeatMetric(const std::string &metric);

// A finished sweep as CSV, JSON, the table the command line prints and the journal keep
// it: what was varied, the setup, and one row per point per metric (per seat).
struct SweepTable
{
    std::string ruleset;  // id
    std::string rules;    // the base rules' content hash (hashText)
    std::string variable; // "tile <id>", "parameter <id>" or "compare"
    int players = 0;
    std::vector<std::string> bots;
    std::uint64_t seed = 0;
    int games = 0; // per point
    std::vector<std::string> labels;
    std::vector<double> values; // per point: the varied value, or the point's index
    std::vector<SweepRow> rows;

    // The estimates of `metric` (of `seat`, 1-based, for a per-seat metric) at each point,
    // by point; points without the row get a zero Estimate.
    std::vector<Estimate> series(const std::string &metric, int seat) const;
};

// The rows of one point's metrics.
std::vector<SweepRow> sweepRows(int point, const BalanceMetrics &metrics);
// The table of a sweep's report; the caller fills in the header fields.
void addSweepPoints(SweepTable &table, const SweepReport &report);

// CSV (RFC 4180, LF line ends): label,x,metric,seat,value,low,high with a header line.
std::string sweepCsv(const SweepTable &table);
// A JSON object: the header fields, "points" ([{label, x}]) and "rows" ([{point, label, x,
// metric, seat, value, low, high}]).
std::string sweepJson(const SweepTable &table);
// Reads what sweepJson wrote; false with the reason in `why`.
bool parseSweepJson(const std::string &text, SweepTable &table, std::string *why);

} // namespace tw
