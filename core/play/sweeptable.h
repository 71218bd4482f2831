#pragma once

#include "play/balancemetrics.h"
#include "play/sweep.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace tw {

// One measure of a sweep point: `seat` is 1-based for a per-seat metric, 0 otherwise. An
// estimate without an interval has NaN for low and high: the seat advantage p-value (a
// test of the whole run), or a measure of one game.
struct SweepRow
{
    int point = 0; // index into SweepTable::labels
    std::string metric;
    int seat = 0;
    Estimate estimate;
};

// A comparison's change in one metric (of one seat, 1-based, or 0) from its first point to
// its second: the mean over the same games (seeds) of the second's value minus the
// first's, with its 95% interval (pairedDifference); of a reason's share or a tile type's
// points per placement, the change of the ratio of the run's sums (pairedRatioDifference).
struct SweepDifference
{
    std::string metric;
    int seat = 0;
    Estimate change;
    // At the 5% level: the interval leaves out 0 (without an interval, NaN, it is not).
    bool significant() const { return change.low > 0 || change.high < 0; }
};

// The metric ids a sweep measures, in table order: win_rate and mean_score per seat, then
// seat_advantage_p, margin, length, lead_changes, drama, deficit (the winner's deepest, in
// points), decisiveness, decisions and unplaceable. Win rates and drama are shares (0 to 1).
const std::vector<std::string> &sweepMetricIds();
bool isPerSeatMetric(const std::string &metric);

// A metric of one scoring reason or tile type: "reason_share:<reason id>" (its share of all
// points won and lost, -1 to 1: a penalty's is negative) and "points_per_placement:<tile id>" (the mean points from a
// placement of it to the next, StoryRecorder); ratios over the run, with intervals over its
// games (BalanceMetrics).
inline const std::string kReasonShare = "reason_share";
inline const std::string kPointsPerPlacement = "points_per_placement";
std::string keyedMetric(const std::string &metric, const std::string &id);

// A finished sweep as CSV, JSON, the table the command line prints and the journal keep
// it: what was varied, the setup, and one row per point per metric (per seat).
struct SweepTable
{
    std::string ruleset;  // id
    std::string rules;    // the base rules' content hash (hashText)
    std::string variable; // "tile <id>", "card <id>", "parameter <id>" or "compare ..."
    int players = 0;
    std::vector<std::string> bots;
    std::uint64_t seed = 0;
    int games = 0; // per point
    // The parameters every point is played with apart from their defaults, as --set takes
    // them ("two_tile_hand=true"), the one a sweep varies left out; empty for the defaults.
    std::string settings;
    // "i/n" when the table measured only the games of shard i of n of the run, else empty.
    std::string shard;
    // The ruleset's scoring reasons and tile types (ids), which key their metrics' rows.
    std::vector<std::string> reasons;
    std::vector<std::string> tiles;
    std::vector<std::string> labels;
    std::vector<double> values; // per point: the varied value, or the point's index
    // Per point: the content hash of its rules (hashText), where known (a table of an earlier
    // format has none): what says which versions a comparison compared outside the studio.
    std::vector<std::string> pointRules;
    std::vector<SweepRow> rows;
    // Of a comparison (two points whose games were kept): every metric's paired change,
    // in table order; seat_advantage_p, a measure of a whole run, has none.
    std::vector<SweepDifference> differences;

    // The estimates of `metric` (of `seat`, 1-based, for a per-seat metric) at each point,
    // by point; none where the point has no such row (a tile type not placed there).
    std::vector<std::optional<Estimate>> series(const std::string &metric, int seat) const;
    // The keyed metrics (keyedMetric) its rows hold, each reason's then each tile type's,
    // in the order of `reasons` and `tiles`.
    std::vector<std::string> keyedMetrics() const;
    // Of two versions of the rules ("compare ..."), not a sweep.
    bool isComparison() const;
    // What the run varied over which values ("tile meadow 2..8") or compared with what
    // ("compare parameters: points_per_tile=6", the second version's label).
    std::string experiment() const;
};

// Whether two runs can share a chart: the same tile or parameter swept (over any values),
// or the same kind of comparison with the same second version, played by as many players
// with the same bots and the same other parameters (settings). The first version of a comparison is the rules open whatever its
// label says (the label is in the studio's language).
bool sameExperiment(const SweepTable &a, const SweepTable &b);

// Sets table.reasons and table.tiles to the ids of the reasons and tile types of the
// points' rules, or empty when the points' rules differ in them (two rulesets compared).
void setKeys(SweepTable &table, const std::vector<SweepPoint> &points);

// The rows of one point's metrics: sweepMetricIds' (without lead_changes, drama, deficit
// and decisiveness where nobody led before the end of any game: they measure nothing there;
// of a game of one player, only mean_score, length, decisions and unplaceable),
// then each reason's share (of `reasons`, the ruleset's ids) and the points per placement
// of each tile type placed there (of `tiles`; none where every one is 0, as in a game that
// scores only at its end).
std::vector<SweepRow> sweepRows(int point, const BalanceMetrics &metrics, const std::vector<std::string> &reasons,
                                const std::vector<std::string> &tiles);
// The paired changes from `first` to `second`, games of `players` seats matched by index
// (the lead metrics' only where someone led before the end of a game under each version;
// of games of one player, those of the metrics sweepRows gives them), then those of each
// reason's share of the points and of each tile type's points per placement where both
// versions have its row (sweepRows), keyed by `reasons` and `tiles`: the ids of both
// versions, the same in the same order (setKeys; none: no such changes).
std::vector<SweepDifference> pairedDifferences(const std::vector<GameResult> &first, const std::vector<GameResult> &second,
                                               int players, const std::vector<std::string> &reasons = {},
                                               const std::vector<std::string> &tiles = {});
// The table of a sweep's report; the caller fills in the header fields (reasons and tiles
// too). A report of two
// points with their games kept (SweepSetup::keepResults) also gives the differences.
void addSweepPoints(SweepTable &table, const SweepReport &report);

// CSV (RFC 4180, LF line ends): label,x,metric,seat,value,low,high,significant with a header
// line, numbers in their shortest exact form, low and high empty where there is no
// interval; a comparison's differences follow as rows labelled "<second label> minus
// <first label>" with an empty x, significant "yes" or "no" (empty on the points' rows).
std::string sweepCsv(const SweepTable &table);
// A JSON object: the header fields (reasons and tiles as lists of ids), "points" ([{label,
// x}]), "rows" ([{point, label, x, metric, seat, value, low, high}], low and high null where
// there is no interval) and, for a comparison, "differences" ([{metric, seat, value, low,
// high, significant}]).
std::string sweepJson(const SweepTable &table);
// Reads what sweepJson wrote; false with the reason in `why`.
bool parseSweepJson(const std::string &text, SweepTable &table, std::string *why);

} // namespace tw
