#pragma once

#include "engine/boardmark.h"

#include <string>

struct lua_State;

namespace tw {

struct Ruleset;

// Reads the list of board marks at the top of the Lua stack (a board_marks query hook's
// result, docs/lua-api.md) into `marks`. Each mark is a table with whole numbers x, y and
// optionally to_x, to_y (both or neither), player (1..players), card (1..cards), strings
// text and tip, and booleans outline and shade. Returns an empty string on success, else what is
// wrong ("mark 2: player 5 does not exist (1..4)"). Leaves the stack as it found it.
std::string readBoardMarks(lua_State *L, const Ruleset &rules, int players, BoardMarks &marks);

} // namespace tw
