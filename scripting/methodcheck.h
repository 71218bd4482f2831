#pragma once

#include "load/diagnostic.h"

#include <string>
#include <string_view>
#include <vector>

namespace tw {

struct Ruleset;

// The calls `g:name(...)` in Lua source whose name is no method of the game object, which
// would fail only when a game reaches them ("attempt to call a nil value"). `g` is the name
// every hook gives the game (docs/lua-api.md). Comments and strings are skipped, and so is a
// field named g (`t.g:name()`). Each is a warning (a variable g that is not the game, a
// loop's `for _, g in ...`, is read as the game all the same) at the name's line and column
// in `file`, naming the closest method when one is a slip of the keyboard away.
std::vector<Diagnostic> unknownMethodCalls(std::string_view source, const std::string &file);

// The same for every script of `rules`, read from its folder (one that cannot be read is the
// loader's to report).
std::vector<Diagnostic> unknownMethodCalls(const Ruleset &rules);

} // namespace tw
