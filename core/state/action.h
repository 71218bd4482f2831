#pragma once

#include <cstdint>

namespace tw {

// A decision. Chance outcomes are actions too, chosen by the runner's seeded RNG, so a
// log records what was drawn or rolled and a test can force any outcome.
enum class ActionKind : std::uint8_t {
    Draw,   // chance: a = item drawn from the decision's zone (tile type or card)
    Roll,   // chance: a = die face (1-based)
    Place,  // tag = tile type; a, b = anchor cell x, y; c = orientation index of that type
    Option, // tag = choice (Ruleset::choices); a.. = its declared arguments' values
};

// Values an action holds: an option's arguments take up to this many (see argSlots()).
constexpr int kActionValues = 4;

// Values are in the ruleset's own terms (a tile type, a cell, a segment as tile cell and
// index within the tile, a piece's stable id), so an action means the same thing on any
// state and reads the same in a log.
struct Action
{
    ActionKind kind = ActionKind::Option;
    std::int16_t tag = -1;
    std::int32_t a = 0;
    std::int32_t b = 0;
    std::int32_t c = 0;
    std::int32_t d = 0;

    friend bool operator==(const Action &, const Action &) = default;
    bool isChance() const { return kind == ActionKind::Draw || kind == ActionKind::Roll; }
    std::int32_t value(int i) const { return i == 0 ? a : i == 1 ? b : i == 2 ? c : d; }
    void setValue(int i, std::int32_t v) { (i == 0 ? a : i == 1 ? b : i == 2 ? c : d) = v; }
};

} // namespace tw
