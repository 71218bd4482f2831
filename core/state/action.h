#pragma once

#include <cstdint>

namespace tw {

// A decision. Chance outcomes are actions too, chosen by the runner's seeded RNG, so a
// log records what was drawn or rolled and a test can force any outcome.
enum class ActionKind : std::uint8_t {
    Draw,   // chance: a = item drawn from the decision's zone
    Roll,   // chance: a = die face (1-based)
    Place,  // a, b = anchor cell x, y; c = orientation index of the decision's tile
    Option, // tag = choice id (Ruleset::choices); a, b, c = values the flow attached
};

struct Action
{
    ActionKind kind = ActionKind::Option;
    std::int16_t tag = -1;
    std::int32_t a = 0;
    std::int32_t b = 0;
    std::int32_t c = 0;

    friend bool operator==(const Action &, const Action &) = default;
    bool isChance() const { return kind == ActionKind::Draw || kind == ActionKind::Roll; }
};

} // namespace tw
