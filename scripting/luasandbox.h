#pragma once

struct lua_State;

namespace tw {

// The sandbox LuaHost runs scripts in. Both functions are lua_CFunctions, meant to be run
// protected (they may raise memory errors).

// Opens only the safe libraries (base without load, loadfile, dofile, require and
// collectgarbage; table, string without dump, math without random, utf8, coroutine), with
// rawset refusing frozen tables and setmetatable refusing __gc.
int openSandbox(lua_State *L);

// Makes the global table read-only, the libraries and every table reachable from a global
// (through fields and upvalues) too, and the strings' metatable unreachable; see
// LuaHost::freezeGlobals and docs/lua-api.md for what stays writable.
int freezeGlobalTable(lua_State *L);

// Pushes "file:line: " for the innermost Lua function on the stack, or "" when there is none.
void pushScriptLocation(lua_State *L);

} // namespace tw
