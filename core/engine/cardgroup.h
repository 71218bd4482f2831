#pragma once

#include <string>
#include <vector>

namespace tw {

// Cards a ruleset counts together (a set of equal values, a run of one suit) with what
// they score: one entry of the hand_groups query hook's answer (docs/lua-api.md).
struct CardGroup
{
    std::vector<int> cards; // indexes into Ruleset::cards
    long long points = 0;
    std::string label; // what the group is ("Run of one suit"); may be empty
    friend bool operator==(const CardGroup &, const CardGroup &) = default;
};

using CardGroups = std::vector<CardGroup>;

} // namespace tw
