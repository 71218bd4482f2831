#pragma once

#include "model/ruleset.h"
#include "play/balancemetrics.h"
#include "play/simulation.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace tw {

// The labels of a comparison's first version: the rules' default parameters, or the rules
// open in the studio (data in English whatever the studio's language shows).
inline constexpr const char kDefaultsLabel[] = "defaults";
inline constexpr const char kTheseRulesLabel[] = "these rules";

// One version of the rules a sweep plays: a ruleset and the parameter values its games use.
struct SweepPoint
{
    std::string label; // how the point is named in tables and charts ("5", "before", ...)
    double value = 0;  // its place on the chart's axis: the varied value, or its index
    std::shared_ptr<const Ruleset> rules;
    std::vector<std::int64_t> parameters; // one per rules->parameters
};

// The values from..to (both included when step reaches it) by `step`; empty when
// step < 1 or to < from.
std::vector<std::int64_t> sweepValues(std::int64_t from, std::int64_t to, std::int64_t step);

// A first range to sweep around `value` within [low, high]: five values a fifth of `value`
// apart (at least 1), `value` in the middle, moved inside the bounds (fewer values when
// they hold fewer).
struct SweepRange
{
    std::int64_t from = 0;
    std::int64_t to = 0;
    std::int64_t step = 1;
};
SweepRange suggestedRange(std::int64_t value, std::int64_t low, std::int64_t high);

// The reason the functions below give for no values, after the variable's own mistakes:
// called with none, they say whether the variable itself is fine.
inline const std::string kNoValuesToSweep = "no values to sweep: check the range and the step";

// One point per value: `base` with tile type `tileId` counted `value` times. Empty with the
// reason in `why` for an unknown tile type, one never drawn, a count out of range (the
// first or last value's first) or no values.
std::vector<SweepPoint> tileCountPoints(const std::shared_ptr<const Ruleset> &base,
                                        const std::vector<std::int64_t> &parameters, const std::string &tileId,
                                        const std::vector<std::int64_t> &values, std::string *why);
// The same for the copies of card `cardId` in its deck.
std::vector<SweepPoint> cardCountPoints(const std::shared_ptr<const Ruleset> &base,
                                        const std::vector<std::int64_t> &parameters, const std::string &cardId,
                                        const std::vector<std::int64_t> &values, std::string *why);

// One point per value: `base` with parameter `parameterId` set to `value`, labelled as the
// ruleset writes it ("3", "true", a choice's name; an on/off or choice parameter's value is
// 0/1 or the choice's index). Empty with the reason in `why` for an unknown parameter, a
// value outside its range (the first or last value's first) or no values.
std::vector<SweepPoint> parameterPoints(const std::shared_ptr<const Ruleset> &base,
                                        const std::vector<std::int64_t> &parameters, const std::string &parameterId,
                                        const std::vector<std::int64_t> &values, std::string *why);

// What a sweep plays at every point: the same games (players, bots, base seed, number of
// games), so that differences between points come from the rules and not from the draw.
// `simulation.match.parameters` is ignored: each point brings its own.
struct SweepSetup
{
    std::vector<SweepPoint> points;
    SimulationSetup simulation; // games per point, jobs, players, bots, seed
    bool keepResults = false;   // the report keeps every game's result (for paired comparisons)
};

struct SweepPointResult
{
    std::string label;
    double value = 0;
    BalanceMetrics metrics;
    std::vector<GameResult> results; // every game by index, when the setup keeps them
    std::string rules;               // the content hash of the point's rules (hashText)
};

struct SweepReport
{
    std::vector<SweepPointResult> points; // those played to the end, in the setup's order
    bool cancelled = false;               // stopped by the setup's cancel flag before the last point ended
    // Each point whose games failed, as "<label>: <simulate's error>", in the setup's order:
    // left out of `points`, while the other points are played all the same.
    std::vector<std::string> failures;
};

// Makes a Game of `rules` for the calling thread.
using RulesGameFactory = std::function<std::unique_ptr<Game>(std::shared_ptr<const Ruleset>)>;

// Why a point of `points` cannot be played by `players` players (Ruleset::parametersProblem
// of the first such point); empty when every one can.
std::string playersProblem(const std::vector<SweepPoint> &points, int players);

// Plays every point's games in turn (each on simulation.jobs threads) and measures them:
// the same games at each point, the simulation's shard of them when it is one. `progress`
// counts games over all points (total = points x games). A point cut short by a cancel or
// a failure is left out of the report's points (a failure is in its failures); one whose
// games all ended stays.
SweepReport runSweep(const RulesGameFactory &factory, const SweepSetup &setup);

} // namespace tw
