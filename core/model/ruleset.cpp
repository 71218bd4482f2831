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

std::string Ruleset::parametersProblem(int players, const std::vector<std::int64_t> &values) const
{
    for (std::size_t i = 0; i < parameters.size() && i < values.size(); ++i) {
        const ParameterDef &p = parameters[i];
        if (p.isFor(players) || values[i] == p.defaultValue)
            continue;
        const auto count = [](int n) { return std::to_string(n) + (n == 1 ? " player" : " players"); };
        const std::string counts = p.minPlayers == p.maxPlayers ? count(p.minPlayers)
            : p.maxPlayers == maxPlayers                        ? std::to_string(p.minPlayers) + " or more players"
                                         : std::to_string(p.minPlayers) + " to " + count(p.maxPlayers);
        return "parameter '" + p.id + "' is only for games of " + counts + ", not " + std::to_string(players);
    }
    return {};
}

const std::string &Ruleset::seatName(int seat, int players) const
{
    const Seat &s = seats.at(std::size_t(seat));
    const auto named = s.namesByPlayers.find(players);
    return named != s.namesByPlayers.end() ? named->second : s.name;
}

} // namespace tw
