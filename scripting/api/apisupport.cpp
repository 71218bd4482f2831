#include "apisupport.h"

namespace tw::gameapi::detail {

void raiseGameMisuse(lua_State *L, bool expired)
{
    if (!expired)
        luaL_argerror(L, 1, "expected the game object (call its methods with a colon, as in g:player())");
    luaL_error(L, "the game object can only be used during the hook it was passed to");
}

LuaRules &rulesOf(lua_State *L)
{
    return *apiState(L).rules;
}

// A 1-based number in [1, count], returned 0-based.
int index(lua_State *L, int arg, int count, const char *what)
{
    const lua_Integer i = integerArg(L, arg);
    if (i < 1 || i > count)
        luaL_error(L, "%s %I does not exist (1..%d)", what, i, count);
    return int(i - 1);
}

void chargeMemory(lua_State *L, std::size_t bytes)
{
    if (!rulesOf(L).host().chargeEngineMemory(bytes))
        luaL_error(L, "not enough memory: the game would hold more than limits.memory_mb");
}

lua_Integer integerIn(lua_State *L, int arg, lua_Integer min, lua_Integer max, const char *what)
{
    const lua_Integer value = integerArg(L, arg);
    if (value < min || value > max)
        luaL_argerror(L, arg, lua_pushfstring(L, "%s must be between %I and %I, got %I", what, min, max, value));
    return value;
}

int player(lua_State *L, int arg, const GameState &g)
{
    if (lua_isnoneornil(L, arg))
        return g.currentPlayer();
    return index(L, arg, g.playerCount(), "player");
}

int playerOrNobody(lua_State *L, int arg, const GameState &g)
{
    return lua_isinteger(L, arg) && lua_tointeger(L, arg) == 0 ? -1 : player(L, arg, g);
}

int board(lua_State *L, int arg, const GameState &g)
{
    return lua_isnoneornil(L, arg) ? 0 : index(L, arg, g.boardCount(), "board");
}

int tileType(lua_State *L, int arg, const GameState &g)
{
    if (lua_type(L, arg) == LUA_TSTRING)
        return named(L, arg, g.rules().tiles, "tile");
    return index(L, arg, int(g.rules().tiles.size()), "tile type");
}

int segment(lua_State *L, int arg, const GameState &g, int b)
{
    return index(L, arg, g.board(b).segmentCount(), "segment");
}

void remember(lua_State *L, int arg, const void *list, int index)
{
    constexpr std::size_t kLongestInterned = 40; // Lua's LUAI_MAXSHORTLEN
    ApiState &api = apiState(L);
    std::size_t length = 0;
    const char *text = lua_tolstring(L, arg, &length);
    if (length > kLongestInterned || api.names.size() == NameCache::kCapacity)
        return;
    lua_rawgeti(L, LUA_REGISTRYINDEX, api.anchorsRef);
    lua_pushvalue(L, arg);
    lua_pushboolean(L, 1);
    lua_rawset(L, -3);
    lua_pop(L, 1);
    api.names.add(text, list, index);
}

// Cached like named(), keyed by the LuaRules instead of a ruleset list.
int continuation(lua_State *L, int arg)
{
    const char *name = stringArg(L, arg);
    ApiState &api = apiState(L);
    if (const int cached = api.names.find(name, api.rules); cached >= 0)
        return cached;
    const int id = api.rules->continuationId(name);
    if (id < 0)
        luaL_error(L, "no global function '%s' to continue with", name);
    remember(L, arg, api.rules, id);
    return id;
}

int pushList(lua_State *L, const std::vector<int> &values, int offset)
{
    lua_createtable(L, int(values.size()), 0);
    for (std::size_t i = 0; i < values.size(); ++i) {
        lua_pushinteger(L, values[i] + offset);
        lua_rawseti(L, -2, lua_Integer(i + 1));
    }
    return 1;
}

Coord cellArg(lua_State *L, int arg)
{
    return {int(integerIn(L, arg, -kMaxCoordinate, kMaxCoordinate, "x")),
            int(integerIn(L, arg + 1, -kMaxCoordinate, kMaxCoordinate, "y"))};
}

int pushCells(lua_State *L, const std::vector<Coord> &cells)
{
    lua_createtable(L, int(cells.size()), 0);
    for (std::size_t i = 0; i < cells.size(); ++i) {
        lua_createtable(L, 0, 2);
        lua_pushinteger(L, cells[i].x);
        lua_setfield(L, -2, "x");
        lua_pushinteger(L, cells[i].y);
        lua_setfield(L, -2, "y");
        lua_rawseti(L, -2, lua_Integer(i + 1));
    }
    return 1;
}

int direction(lua_State *L, int arg, const GameState &g)
{
    const Grid &grid = g.rules().grid;
    const int d = grid.directionFromName(luaL_checkstring(L, arg));
    if (d < 0) {
        std::string names;
        for (int i = 0; i < grid.directionCount(); ++i)
            names += std::string(i ? ", " : "") + grid.directionName(i);
        luaL_error(L, "unknown direction '%s' (this grid's are %s)", lua_tostring(L, arg), names.c_str());
    }
    return d;
}

void pushTerrain(lua_State *L, const GameState &g, int terrain)
{
    if (terrain < 0)
        lua_pushnil(L);
    else
        lua_pushstring(L, g.rules().terrains[terrain].id.c_str());
}

const BoardPiece &pieceArg(lua_State *L, int arg, const GameState &g)
{
    const int id = index(L, arg, int(g.pieces().size()), "piece");
    const BoardPiece *p = g.pieceOnBoard(id);
    if (!p)
        luaL_error(L, "piece %d is no longer on the board", id + 1);
    return *p;
}

int placedTile(lua_State *L, int arg, const GameState &g, int b)
{
    return index(L, arg, g.board(b).tileCount(), "tile");
}

} // namespace tw::gameapi::detail
