#include "ruleset.h"

#include <array>

namespace tw {

namespace {

constexpr std::array<const char *, 8> kArgKinds{"segment", "piece", "tile", "cell", "card", "zone", "player", "number"};

} // namespace

const char *argKindName(ArgKind kind)
{
    return kArgKinds[std::size_t(kind)];
}

bool argKindFromName(std::string_view name, ArgKind &kind)
{
    for (std::size_t i = 0; i < kArgKinds.size(); ++i)
        if (name == kArgKinds[i]) {
            kind = ArgKind(i);
            return true;
        }
    return false;
}

int argSlots(ArgKind kind)
{
    switch (kind) {
    case ArgKind::Segment:
        return 3;
    case ArgKind::Cell:
        return 2;
    default:
        return 1;
    }
}

std::vector<std::int64_t> Ruleset::defaultParameters() const
{
    std::vector<std::int64_t> values;
    for (const ParameterDef &p : parameters)
        values.push_back(p.defaultValue);
    return values;
}

const std::string &Ruleset::seatName(int seat, int players) const
{
    const Seat &s = seats.at(std::size_t(seat));
    const auto named = s.namesByPlayers.find(players);
    return named != s.namesByPlayers.end() ? named->second : s.name;
}

} // namespace tw
