#include "luasandbox.h"

#include <lua.hpp>

#include <cmath>
#include <string_view>

// Functions called by Lua below may raise Lua errors (a longjmp), so they keep no C++ objects
// with destructors alive.

namespace tw {

namespace {

// __newindex of the frozen global table (key at index 2); also used by the guarded rawset.
int rejectGlobalWrite(lua_State *L)
{
    return luaL_error(L,
                      "attempt to set global '%s': ruleset scripts are stateless; "
                      "keep state in the game state",
                      luaL_tolstring(L, 2, nullptr));
}

// __newindex of a read-only table (key at index 2); also used by the guarded rawset.
// Located at the script line, also when a library function (table.insert) made the write.
int rejectFieldWrite(lua_State *L)
{
    pushScriptLocation(L);
    lua_pushfstring(L,
                    "attempt to set field '%s' of a read-only table: ruleset scripts are "
                    "stateless; keep state in the game state",
                    luaL_tolstring(L, 2, nullptr));
    lua_remove(L, -2); // luaL_tolstring's copy
    lua_concat(L, 2);
    return lua_error(L);
}

// The __newindex of the metatable of the table at `index`: what refuses writes to a frozen
// table (rejectGlobalWrite or rejectFieldWrite), or null.
lua_CFunction writeGuardOf(lua_State *L, int index)
{
    if (!lua_getmetatable(L, index))
        return nullptr;
    lua_pushliteral(L, "__newindex");
    lua_rawget(L, -2);
    const lua_CFunction guard = lua_tocfunction(L, -1);
    lua_pop(L, 2);
    return guard == rejectGlobalWrite || guard == rejectFieldWrite ? guard : nullptr;
}

// rawset that refuses frozen tables (the globals, read-only tables), which it would
// otherwise write behind their guard.
int guardedRawset(lua_State *L)
{
    luaL_checktype(L, 1, LUA_TTABLE);
    luaL_checkany(L, 2);
    luaL_checkany(L, 3);
    if (const lua_CFunction guard = writeGuardOf(L, 1))
        return guard(L);
    lua_settop(L, 3);
    lua_rawset(L, 1);
    return 1;
}

// setmetatable as Lua's own, but refusing __gc: finalizers run with the count hook off,
// outside any budget.
int setmetatableWithoutFinalizer(lua_State *L)
{
    const int type = lua_type(L, 2);
    luaL_checktype(L, 1, LUA_TTABLE);
    luaL_argexpected(L, type == LUA_TNIL || type == LUA_TTABLE, 2, "nil or table");
    if (luaL_getmetafield(L, 1, "__metatable") != LUA_TNIL)
        return luaL_error(L, "cannot change a protected metatable");
    if (type == LUA_TTABLE) {
        lua_pushliteral(L, "__gc");
        if (lua_rawget(L, 2) != LUA_TNIL)
            return luaL_error(L, "finalizers (__gc) are not allowed: they would run outside the instruction budget");
    }
    lua_settop(L, 2);
    lua_setmetatable(L, 1);
    return 1;
}

// The iterator pairs() gives for a read-only table: next over its store (upvalue 1), which
// the script never gets hold of.
int storeNext(lua_State *L)
{
    lua_settop(L, 2);
    if (lua_next(L, lua_upvalueindex(1)))
        return 2;
    lua_pushnil(L);
    return 1;
}

// Pushes the store behind the read-only table at index 1 (its metatable's __index).
void pushStore(lua_State *L)
{
    lua_getmetatable(L, 1);
    lua_pushliteral(L, "__index");
    lua_rawget(L, -2);
    lua_remove(L, -2);
}

int readOnlyLength(lua_State *L)
{
    pushStore(L);
    lua_pushinteger(L, lua_Integer(lua_rawlen(L, -1)));
    return 1;
}

int readOnlyPairs(lua_State *L)
{
    pushStore(L);
    lua_pushcclosure(L, storeNext, 1);
    lua_pushvalue(L, 1);
    lua_pushnil(L);
    return 3;
}

// How deep makeReadOnly follows tables and functions.
constexpr int kMaxReadOnlyDepth = 200;

// Makes every table reachable from the value at `index` (through fields and the upvalues of
// Lua functions) read-only in place: its fields move to a store it reads through, and
// writes reach __newindex; # and pairs see the store. Tables in `seen` (a table at index
// `seen`) are left alone. A table with a metatable keeps it and stays writable, and fields
// named "__..." stay in place, so that tables serving as metatables keep working. Each
// table's store and metatable are made before the table is touched.
void makeReadOnly(lua_State *L, int index, int seen, int depth = 0)
{
    index = lua_absindex(L, index);
    const int type = lua_type(L, index);
    if ((type != LUA_TTABLE && type != LUA_TFUNCTION) || lua_iscfunction(L, index))
        return;
    if (depth > kMaxReadOnlyDepth)
        luaL_error(L, "tables nested more than %d deep cannot be made read-only", kMaxReadOnlyDepth);
    luaL_checkstack(L, 8, "tables nested too deeply");
    lua_pushvalue(L, index);
    if (lua_rawget(L, seen) != LUA_TNIL) {
        lua_pop(L, 1);
        return;
    }
    lua_pop(L, 1);
    lua_pushvalue(L, index);
    lua_pushboolean(L, 1);
    lua_rawset(L, seen);
    if (type == LUA_TFUNCTION) {
        for (int i = 1; lua_getupvalue(L, index, i); ++i) {
            makeReadOnly(L, -1, seen, depth + 1);
            lua_pop(L, 1);
        }
        return;
    }
    lua_pushnil(L);
    while (lua_next(L, index)) {
        makeReadOnly(L, -1, seen, depth + 1);
        lua_pop(L, 1);
    }
    if (lua_getmetatable(L, index)) {
        lua_pop(L, 1);
        return;
    }
    lua_newtable(L); // the store
    const int store = lua_gettop(L);
    lua_pushnil(L);
    while (lua_next(L, index)) {
        const bool meta = lua_type(L, -2) == LUA_TSTRING && std::string_view(lua_tostring(L, -2)).starts_with("__");
        if (meta) {
            lua_pop(L, 1);
            continue;
        }
        lua_pushvalue(L, -2);
        lua_insert(L, -2);
        lua_rawset(L, store);
    }
    lua_createtable(L, 0, 5); // the metatable
    lua_pushvalue(L, store);
    lua_setfield(L, -2, "__index");
    lua_pushcfunction(L, rejectFieldWrite);
    lua_setfield(L, -2, "__newindex");
    lua_pushcfunction(L, readOnlyLength);
    lua_setfield(L, -2, "__len");
    lua_pushcfunction(L, readOnlyPairs);
    lua_setfield(L, -2, "__pairs");
    lua_pushliteral(L, "read-only table");
    lua_setfield(L, -2, "__metatable");
    // Setting existing fields to nil does not allocate.
    lua_pushnil(L);
    while (lua_next(L, store)) {
        lua_pop(L, 1);
        lua_pushvalue(L, -1);
        lua_pushnil(L);
        lua_rawset(L, index);
    }
    lua_setmetatable(L, index);
    lua_pop(L, 1); // the store
}

// Sets fields on the table at index 'to' for every field of the table at index 'from'.
void copyFields(lua_State *L, int from, int to)
{
    lua_pushnil(L);
    while (lua_next(L, from)) {
        lua_pushvalue(L, -2);
        lua_insert(L, -2);
        lua_rawset(L, to);
    }
}

// Removes every field of the table at index t. Does not allocate.
void clearFields(lua_State *L, int t)
{
    lua_pushnil(L);
    while (lua_next(L, t)) {
        lua_pop(L, 1);
        lua_pushvalue(L, -1);
        lua_pushnil(L);
        lua_rawset(L, t);
    }
}

// Lua's pattern matcher runs in C, where neither the instruction budget nor the time limit
// can stop it, and backtracking makes it polynomial in the subject's length, the pattern's
// repetitions the exponent. Matches whose worst case exceeds this many steps are refused.
constexpr double kMaxPatternSteps = 1e8;

// Skips one single-character class at `i` (%x, [set] or a character); returns past it.
std::size_t skipClass(std::string_view pattern, std::size_t i)
{
    if (pattern[i] == '%')
        return i + 2;
    if (pattern[i] != '[')
        return i + 1;
    ++i;
    if (i < pattern.size() && pattern[i] == '^')
        ++i;
    do { // a ']' first in the set is one of its characters
        if (i < pattern.size() && pattern[i] == '%')
            ++i;
        ++i;
    } while (i < pattern.size() && pattern[i] != ']');
    return i + 1;
}

// The repetitions of a Lua pattern ('*', '+' and '-' after a single-character class, and
// %b, which scans ahead), and whether it is anchored with '^'.
int patternRepetitions(std::string_view pattern, bool &anchored)
{
    anchored = !pattern.empty() && pattern.front() == '^';
    int repetitions = 0;
    std::size_t i = anchored ? 1 : 0;
    while (i < pattern.size()) {
        const char c = pattern[i];
        const char next = i + 1 < pattern.size() ? pattern[i + 1] : '\0';
        if (c == '(' || c == ')' || (c == '$' && next == '\0')) {
            ++i;
        } else if (c == '%' && next == 'b') {
            ++repetitions;
            i += 4;
        } else if (c == '%' && next == 'f') {
            i = skipClass(pattern, i + 2);
        } else {
            i = skipClass(pattern, i);
            if (i < pattern.size() && (pattern[i] == '*' || pattern[i] == '+' || pattern[i] == '-')) {
                ++repetitions;
                ++i;
            } else if (i < pattern.size() && pattern[i] == '?') {
                ++i;
            }
        }
    }
    return repetitions;
}

// string.find, match, gmatch and gsub as Lua's own (upvalue 1), refusing a match that could
// run too long to be stopped (upvalue 2: the function's name). With find's fourth argument
// (plain, upvalue 3 says the function has one) there is no pattern.
int guardedPatternCall(lua_State *L)
{
    const bool plain = lua_toboolean(L, lua_upvalueindex(3)) && lua_toboolean(L, 4);
    if (lua_type(L, 1) == LUA_TSTRING && lua_type(L, 2) == LUA_TSTRING && !plain) {
        std::size_t length = 0;
        std::size_t patternLength = 0;
        lua_tolstring(L, 1, &length);
        const char *pattern = lua_tolstring(L, 2, &patternLength);
        bool anchored = false;
        const int repetitions = patternRepetitions(std::string_view(pattern, patternLength), anchored);
        const double steps = std::pow(double(length) + 1, repetitions + (anchored ? 0 : 1)) * double(patternLength + 1);
        if (steps > kMaxPatternSteps) {
            pushScriptLocation(L);
            lua_pushfstring(L,
                            "string.%s: a pattern with %d repetition(s) on a %d-character string could run too "
                            "long to be stopped; match a shorter string or use fewer repetitions",
                            lua_tostring(L, lua_upvalueindex(2)), repetitions, int(length));
            lua_concat(L, 2);
            return lua_error(L);
        }
    }
    const int arguments = lua_gettop(L);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, arguments, LUA_MULTRET);
    return lua_gettop(L);
}

} // namespace

// Pushes "file:line: " for the innermost Lua function on the stack, or "" when there is none.
void pushScriptLocation(lua_State *L)
{
    lua_Debug ar;
    for (int level = 1; lua_getstack(L, level, &ar); ++level) {
        lua_getinfo(L, "Sl", &ar);
        if (ar.currentline > 0) {
            lua_pushfstring(L, "%s:%d: ", ar.short_src, ar.currentline);
            return;
        }
    }
    lua_pushliteral(L, "");
}

// Moves every global into a hidden store that the then empty global table reads through, so
// that every assignment to it reaches __newindex; makes the libraries and every table a
// script left reachable from a global read-only, and the strings' metatable unreachable.
// Everything is allocated before the global table is touched, so a memory error leaves
// the globals intact (though some tables may be read-only already).
int freezeGlobalTable(lua_State *L)
{
    lua_pushglobaltable(L); // 1: globals
    lua_newtable(L);        // 2: store
    copyFields(L, 1, 2);

    lua_newtable(L); // 3: seen
    lua_pushvalue(L, 1);
    lua_pushboolean(L, 1);
    lua_rawset(L, 3);
    lua_pushliteral(L, "");
    lua_getmetatable(L, -1);
    lua_pushliteral(L, "__metatable");
    lua_pushliteral(L, "read-only");
    lua_rawset(L, -3);
    lua_pushboolean(L, 1);
    lua_rawset(L, 3); // the strings' metatable keeps its fields
    lua_pop(L, 1);
    lua_pushnil(L);
    while (lua_next(L, 2)) {
        makeReadOnly(L, -1, 3);
        lua_pop(L, 1);
    }
    lua_pop(L, 1);

    lua_createtable(L, 0, 3); // 3: metatable
    lua_pushvalue(L, 2);
    lua_setfield(L, 3, "__index");
    lua_pushcfunction(L, rejectGlobalWrite);
    lua_setfield(L, 3, "__newindex");
    lua_pushliteral(L, "frozen globals");
    lua_setfield(L, 3, "__metatable");

    // Tracebacks find global function names through the loaded "_G" module.
    lua_getfield(L, LUA_REGISTRYINDEX, LUA_LOADED_TABLE);
    lua_pushvalue(L, 2);
    lua_setfield(L, -2, LUA_GNAME);
    lua_pop(L, 1);

    clearFields(L, 1);
    lua_pushvalue(L, 3);
    lua_setmetatable(L, 1);
    return 0;
}

int openSandbox(lua_State *L)
{
    static constexpr luaL_Reg libraries[] = {
        {LUA_GNAME, luaopen_base},       {LUA_TABLIBNAME, luaopen_table}, {LUA_STRLIBNAME, luaopen_string},
        {LUA_MATHLIBNAME, luaopen_math}, {LUA_UTF8LIBNAME, luaopen_utf8}, {LUA_COLIBNAME, luaopen_coroutine},
    };
    for (const luaL_Reg &library : libraries) {
        luaL_requiref(L, library.name, library.func, 1);
        lua_pop(L, 1);
    }
    for (const char *name : {"load", "loadfile", "dofile", "require", "collectgarbage"}) {
        lua_pushnil(L);
        lua_setglobal(L, name);
    }
    lua_register(L, "rawset", guardedRawset);
    lua_register(L, "setmetatable", setmetatableWithoutFinalizer);
    lua_getglobal(L, LUA_STRLIBNAME);
    lua_pushnil(L);
    lua_setfield(L, -2, "dump");
    for (const char *name : {"find", "match", "gmatch", "gsub"}) {
        lua_getfield(L, -1, name);
        lua_pushstring(L, name);
        lua_pushboolean(L, name[0] == 'f');
        lua_pushcclosure(L, guardedPatternCall, 3);
        lua_setfield(L, -2, name);
    }
    // Chance belongs to the engine (a logged, replayable action), never to a script.
    lua_getglobal(L, LUA_MATHLIBNAME);
    for (const char *name : {"random", "randomseed"}) {
        lua_pushnil(L);
        lua_setfield(L, -2, name);
    }
    return 0;
}

} // namespace tw
