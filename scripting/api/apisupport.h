#pragma once

// What the methods of `g` share: the handle behind `g`, argument readers that raise Lua
// errors naming the method's mistake, and the list each area of the API adds its
// methods to. Internal to scripting/.

#include "api/namecache.h"
#include "geometry/coordlimit.h"
#include "luarules.h"
#include "state/gamestate.h"
#include "state/statewriter.h"

#include <lua.hpp>

#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace tw::gameapi::detail {

struct Handle
{
    StateWriter *state;
};

// Per Lua state, reached through lua_getextraspace: the rules, the one `g` userdata, and
// the look-ups of names by the address of Lua's interned string. A cached string is
// anchored (kept alive) so that no other text takes its address; the lists it points
// into are those of the rules of `rules`, which hooks are only passed games of
// (gameapi::push).
struct ApiState
{
    LuaRules *rules = nullptr;
    Handle *handle = nullptr;
    int handleRef = LUA_NOREF;  // registry reference of the `g` userdata
    int anchorsRef = LUA_NOREF; // registry reference of the table of cached names
    NameCache names;
};

// The state's ApiState (set up by registerApi).
inline ApiState &apiState(lua_State *L)
{
    return **static_cast<ApiState **>(lua_getextraspace(L));
}
// Raises the Lua error for a method called on something other than the game object, or
// (`expired`) on the game object after its hook returned.
void raiseGameMisuse(lua_State *L, bool expired);
// The game being worked on, to change; game() reads it. Inline: every method starts here.
inline StateWriter &writer(lua_State *L)
{
    auto *h = static_cast<Handle *>(lua_touserdata(L, 1));
    if (h != apiState(L).handle)
        raiseGameMisuse(L, false);
    if (!h->state)
        raiseGameMisuse(L, true);
    return *h->state;
}
inline const GameState &game(lua_State *L)
{
    return writer(L).state();
}
LuaRules &rulesOf(lua_State *L);
// luaL_checkinteger, with its errors, quicker for the integer nearly every call passes.
inline lua_Integer integerArg(lua_State *L, int arg)
{
    int isInteger = 0;
    const lua_Integer value = lua_tointegerx(L, arg, &isInteger);
    return isInteger ? value : luaL_checkinteger(L, arg);
}
// luaL_checklstring, with its errors, quicker for the string nearly every call passes.
inline const char *stringArg(lua_State *L, int arg, std::size_t *length = nullptr)
{
    const char *text = lua_tolstring(L, arg, length);
    return text ? text : luaL_checklstring(L, arg, length);
}
int index(lua_State *L, int arg, int count, const char *what);
// Counts `bytes` the engine is about to allocate for the running hook against memory_mb
// (LuaHost::chargeEngineMemory); a Lua error when they do not fit.
void chargeMemory(lua_State *L, std::size_t bytes);
// What one more recorded event costs.
inline constexpr std::size_t kEventBytes = sizeof(Event);
// An integer in [min, max] at `arg`; otherwise a Lua error naming the argument: "bad
// argument #2 to 'score' (points must be between -2147483647 and 2147483647, got 4294967296)".
lua_Integer integerIn(lua_State *L, int arg, lua_Integer min, lua_Integer max, const char *what);
// The largest |points| of one score change and of a score.
inline constexpr lua_Integer kMaxScore = 2'147'483'647;
int player(lua_State *L, int arg, const GameState &g);
// As player(), but 0 at `arg` is nobody: -1 (a draw or roll that is the game's).
int playerOrNobody(lua_State *L, int arg, const GameState &g);
int board(lua_State *L, int arg, const GameState &g);
int tileType(lua_State *L, int arg, const GameState &g);
int segment(lua_State *L, int arg, const GameState &g, int b = 0);
// The id of the global function named at arg; a Lua error for an unknown one. Cached like
// named().
int continuation(lua_State *L, int arg);
int pushList(lua_State *L, const std::vector<int> &values, int offset);
// luaL_optinteger, quicker for the trailing arguments a call leaves out.
inline lua_Integer optionalInteger(lua_State *L, int arg, lua_Integer fallback)
{
    return arg > lua_gettop(L) ? fallback : luaL_optinteger(L, arg, fallback);
}
// A cell given as two arguments x, y from `arg` on, each within kMaxCoordinate.
Coord cellArg(lua_State *L, int arg);
// A list of cells, each a table {x = .., y = ..}.
int pushCells(lua_State *L, const std::vector<Coord> &cells);
// A grid direction named as the grid names it ("N", "NE" ...).
int direction(lua_State *L, int arg, const GameState &g);
// A terrain id, or nil for -1.
void pushTerrain(lua_State *L, const GameState &g, int terrain);
// A piece handle (its id + 1) of a piece on a board; a Lua error for one taken off.
const BoardPiece &pieceArg(lua_State *L, int arg, const GameState &g);
// A placed tile of board `b`, 1-based in Lua.
int placedTile(lua_State *L, int arg, const GameState &g, int b);

// Caches that the string at `arg` names entry `index` of `list`, anchoring the string; a
// long string (not interned: one text may have many addresses) is not cached.
void remember(lua_State *L, int arg, const void *list, int index);

// Looks a name up in a ruleset list (zones, terrains, parameters ...): a Lua error for
// an unknown one. Cached by the address of Lua's interned string.
template<typename T>
int named(lua_State *L, int arg, const std::vector<T> &items, const char *what)
{
    std::size_t length = 0;
    const char *name = stringArg(L, arg, &length);
    if (const int cached = apiState(L).names.find(name, &items); cached >= 0)
        return cached;
    const std::string_view wanted(name, length);
    for (std::size_t i = 0; i < items.size(); ++i)
        if (items[i].id == wanted) {
            remember(L, arg, &items, int(i));
            return int(i);
        }
    return luaL_error(L, "unknown %s '%s' (declare it in ruleset.yaml)", what, name);
}

// Engine calls throw std::exception for misuse (a per-player zone without a player ...):
// report those as Lua errors at the script line that made the call.
template<lua_CFunction F>
int guarded(lua_State *L)
{
    std::string message;
    try {
        return F(L);
    } catch (const std::exception &e) {
        message = e.what();
    }
    return luaL_error(L, "%s", message.c_str());
}

// A choice's declared arguments (Ruleset::choices) read from Lua values at `first` on,
// as an option Action; a Lua error names a missing or extra argument.
Action readChoiceArgs(lua_State *L, int first, const GameState &g, int choice);

using MethodList = std::vector<luaL_Reg>;

// Each area of the API adds its methods.
void addTurnMethods(MethodList &methods);
void addZoneMethods(MethodList &methods);
void addTileMethods(MethodList &methods);
void addFeatureMethods(MethodList &methods);
void addCellMethods(MethodList &methods);
void addPieceMethods(MethodList &methods);

} // namespace tw::gameapi::detail
