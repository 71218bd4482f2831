#pragma once

#include "engine/cardgroup.h"

#include <string>

struct lua_State;

namespace tw {

struct Ruleset;

// Reads the list of card groups at the top of the Lua stack (a hand_groups query hook's
// result, docs/lua-api.md) into `groups`. Each group is a table with `cards` (a list of
// card numbers, 1..cards, at least one), a whole number `points` and optionally a string
// `label`. Returns an empty string on success, else what is wrong ("group 2: card 60 does
// not exist (1..56)"). Leaves the stack as it found it.
std::string readCardGroups(lua_State *L, const Ruleset &rules, CardGroups &groups);

} // namespace tw
