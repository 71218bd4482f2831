#include "logturns.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <limits>

namespace tw {

namespace {

int clampedTurn(const nlohmann::json &value)
{
    return int(std::clamp<std::int64_t>(value.get<std::int64_t>(), 0, 1 << 30));
}

} // namespace

LogLineProgress progressOfLogLine(const std::string &line)
{
    LogLineProgress progress;
    const auto j = nlohmann::json::parse(line, nullptr, false);
    if (!j.is_object())
        return progress;
    const auto turns = j.find("turns");
    if (j.contains("end") && turns != j.end() && turns->is_number_integer()) {
        progress.turn = clampedTurn(*turns);
        return progress;
    }
    const auto events = j.find("events");
    if (events == j.end() || !events->is_array())
        return progress;
    for (const auto &e : *events) {
        if (!e.is_object())
            continue;
        const std::string kind = e.value("kind", std::string());
        if (const auto t = e.find("turn"); kind == "turn" && t != e.end() && t->is_number_integer())
            progress.turn = std::max(progress.turn, clampedTurn(*t));
        const auto player = e.find("player");
        const auto total = e.find("total");
        if (kind != "score" || player == e.end() || !player->is_object() || total == e.end() || !total->is_number_integer())
            continue;
        const auto seat = player->find("seat");
        if (seat == player->end() || !seat->is_number_integer() || seat->get<std::int64_t>() < 1
            || seat->get<std::int64_t>() > std::numeric_limits<int>::max())
            continue;
        progress.totals[int(seat->get<std::int64_t>()) - 1] = int(std::clamp<std::int64_t>(
            total->get<std::int64_t>(), std::numeric_limits<int>::min(), std::numeric_limits<int>::max()));
    }
    return progress;
}

} // namespace tw
