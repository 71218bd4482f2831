#include "sweep.h"

#include "log/gamelog.h"
#include "model/listedids.h"
#include "model/parametervalue.h"
#include "model/rulesetlimits.h"

#include <algorithm>
#include <functional>
#include <optional>

namespace tw {

namespace {

// The numbers a sweep may give parameter `def` (whose largest is `max`), in words.
std::string sweptValuesText(const ParameterDef &def, std::int64_t max)
{
    switch (def.type) {
    case ParamType::Bool:
        return "0 (false) or 1 (true)";
    case ParamType::Choice:
        return "0 to " + std::to_string(max) + " (" + parameterValuesText(def) + ", by number or name)";
    case ParamType::Int:
        break;
    }
    return parameterValuesText(def);
}

// A value of (non-empty) `values` outside [min, max], the first or the last one before the
// others (the ends of the range as asked), or none.
std::optional<std::int64_t> outside(const std::vector<std::int64_t> &values, std::int64_t min, std::int64_t max)
{
    const auto out = [min, max](std::int64_t v) { return v < min || v > max; };
    for (const std::int64_t end : {values.front(), values.back()})
        if (out(end))
            return end;
    const auto inner = std::find_if(values.begin(), values.end(), out);
    return inner == values.end() ? std::nullopt : std::optional(*inner);
}

} // namespace

std::vector<std::int64_t> sweepValues(std::int64_t from, std::int64_t to, std::int64_t step)
{
    std::vector<std::int64_t> values;
    if (step < 1)
        return values;
    for (std::int64_t v = from; v <= to; v += step)
        values.push_back(v);
    return values;
}

SweepRange suggestedRange(std::int64_t value, std::int64_t low, std::int64_t high)
{
    SweepRange range;
    range.step = std::max<std::int64_t>(1, (std::abs(value) + 2) / 5);
    while (range.step > 1 && 4 * range.step > high - low)
        --range.step;
    range.from = std::max(low, value - 2 * range.step);
    range.to = std::min(high, range.from + 4 * range.step);
    range.from = std::max(low, range.to - 4 * range.step);
    return range;
}

namespace {

// One point per count: `base` with one item's count set to it by `setCount`.
std::vector<SweepPoint> countPoints(const std::shared_ptr<const Ruleset> &base,
                                    const std::vector<std::int64_t> &parameters, const std::vector<std::int64_t> &values,
                                    const std::function<void(Ruleset &, int)> &setCount, std::string *why)
{
    if (values.empty()) {
        *why = kNoValuesToSweep;
        return {};
    }
    if (const auto value = outside(values, 0, limits::kMaxCopies)) {
        *why = "a count must lie between 0 and " + std::to_string(limits::kMaxCopies) + ", not " + std::to_string(*value);
        return {};
    }
    std::vector<SweepPoint> points;
    for (const std::int64_t value : values) {
        auto rules = std::make_shared<Ruleset>(*base);
        setCount(*rules, int(value));
        points.push_back({std::to_string(value), double(value), std::move(rules), parameters});
    }
    return points;
}

} // namespace

std::vector<SweepPoint> tileCountPoints(const std::shared_ptr<const Ruleset> &base,
                                        const std::vector<std::int64_t> &parameters, const std::string &tileId,
                                        const std::vector<std::int64_t> &values, std::string *why)
{
    const int tile = base->tileIndex(tileId);
    if (tile < 0) {
        *why = "no tile type '" + tileId + "' in " + base->id + listedIds("tiles", base->tiles, tileId);
        return {};
    }
    if (!base->tiles[tile].drawn) {
        *why = "tile type '" + tileId + "' is never drawn (drawn: no): the flow puts it itself, whatever its count";
        return {};
    }
    return countPoints(
        base, parameters, values, [tile](Ruleset &rules, int count) { rules.tiles[tile].count = count; }, why);
}

std::vector<SweepPoint> cardCountPoints(const std::shared_ptr<const Ruleset> &base,
                                        const std::vector<std::int64_t> &parameters, const std::string &cardId,
                                        const std::vector<std::int64_t> &values, std::string *why)
{
    const int card = base->cardIndex(cardId);
    if (card < 0) {
        *why = "no card '" + cardId + "' in " + base->id + listedIds("cards", base->cards, cardId);
        return {};
    }
    return countPoints(
        base, parameters, values, [card](Ruleset &rules, int count) { rules.cards[card].count = count; }, why);
}

std::vector<SweepPoint> parameterPoints(const std::shared_ptr<const Ruleset> &base,
                                        const std::vector<std::int64_t> &parameters, const std::string &parameterId,
                                        const std::vector<std::int64_t> &values, std::string *why)
{
    const int index = base->parameterIndex(parameterId);
    if (index < 0) {
        *why = "no parameter '" + parameterId + "' in " + base->id + listedIds("parameters", base->parameters, parameterId);
        return {};
    }
    if (values.empty()) {
        *why = kNoValuesToSweep;
        return {};
    }
    const ParameterDef &def = base->parameters[index];
    const std::int64_t max = def.type == ParamType::Int ? def.max
        : def.type == ParamType::Bool                   ? 1
                                                        : std::int64_t(def.choices.size()) - 1;
    const std::int64_t min = def.type == ParamType::Int ? def.min : 0;
    if (const auto value = outside(values, min, max)) {
        *why = parameterId + " takes " + sweptValuesText(def, max) + ", not " + std::to_string(*value);
        return {};
    }
    std::vector<SweepPoint> points;
    for (const std::int64_t value : values) {
        std::vector<std::int64_t> set = parameters;
        set.at(index) = value;
        points.push_back({formatParameterValue(def, value), double(value), base, std::move(set)});
    }
    return points;
}

std::string playersProblem(const std::vector<SweepPoint> &points, int players)
{
    for (const SweepPoint &point : points)
        if (const std::string why = point.rules->parametersProblem(players, point.parameters); !why.empty())
            return why;
    return {};
}

SweepReport runSweep(const RulesGameFactory &factory, const SweepSetup &setup)
{
    SweepReport report;
    const int games = shardGameCount(setup.simulation); // of each point
    const int total = games * int(setup.points.size());
    const auto cancelled = [&setup] { return setup.simulation.cancel && *setup.simulation.cancel; };
    for (std::size_t i = 0; i < setup.points.size(); ++i) {
        if (cancelled()) {
            report.cancelled = true;
            return report;
        }
        const SweepPoint &point = setup.points[i];
        SimulationSetup simulation = setup.simulation;
        simulation.match.parameters = point.parameters;
        const int offset = int(i) * games;
        if (setup.simulation.progress)
            simulation.progress = [&setup, offset, total](int done, int) {
                setup.simulation.progress(offset + done, total);
            };
        const auto rules = point.rules;
        const SimulationReport run = simulate([&factory, &rules] { return factory(rules); }, simulation);
        if (!run.error.empty()) {
            report.failures.push_back(point.label + ": " + run.error);
            continue;
        }
        if (run.games < games) { // cancelled while its games were played
            report.cancelled = true;
            return report;
        }
        SweepPointResult result{
            point.label, point.value, balanceMetrics(run.results, run.players), {}, hashText(point.rules->contentHash)};
        if (setup.keepResults)
            result.results = run.results;
        report.points.push_back(std::move(result));
    }
    return report;
}

} // namespace tw
