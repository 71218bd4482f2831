#include "logturns.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace tw {

int turnOfLogLine(const std::string &line)
{
    const auto j = nlohmann::json::parse(line, nullptr, false);
    if (!j.is_object())
        return -1;
    const auto turns = j.find("turns");
    if (j.contains("end") && turns != j.end() && turns->is_number_integer())
        return int(std::clamp<std::int64_t>(turns->get<std::int64_t>(), 0, 1 << 30));
    const auto events = j.find("events");
    if (events == j.end() || !events->is_array())
        return -1;
    int turn = -1;
    for (const auto &e : *events) {
        if (!e.is_object() || e.value("kind", std::string()) != "turn")
            continue;
        const auto t = e.find("turn");
        if (t != e.end() && t->is_number_integer())
            turn = std::max(turn, int(std::clamp<std::int64_t>(t->get<std::int64_t>(), 0, 1 << 30)));
    }
    return turn;
}

} // namespace tw
