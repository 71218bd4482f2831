#pragma once

// The `g` methods that answer with a list of handles, as plain C++ lists: the method pushes
// its list as a Lua table, and g:options(choice, method, ...) adds one option per handle
// without making one (docs/lua-api.md). Internal to scripting/.

#include "apisupport.h"

#include <string_view>
#include <vector>

namespace tw::gameapi::detail {

// Reads the method's arguments from stack index `first` on, as the method does (raising
// the same Lua errors), and appends its handles (1-based, as Lua sees them) to `out`.
using ListQuery = void (*)(lua_State *L, int first, const GameState &g, std::vector<int> &out);

// g:free_segments(tile).
void freeSegmentHandles(lua_State *L, int first, const GameState &g, std::vector<int> &out);
// g:pieces_of([p [, piece]]).
void pieceHandles(lua_State *L, int first, const GameState &g, std::vector<int> &out);

// The list query of the method named `method`, or nullptr when it answers no list of handles.
ListQuery listQuery(std::string_view method);
// The kind of choice argument a query's handles name (a segment of board 0, a piece).
ArgKind handleKind(ListQuery query);
// The option of `choice`, whose one argument is of kind `kind`, for a handle a query of
// that kind answered: the action readChoiceArgs makes of it, without checking the handle
// again.
Action optionOfHandle(const GameState &g, int choice, ArgKind kind, int handle);

} // namespace tw::gameapi::detail
