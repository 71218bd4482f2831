#include "gameapi.h"

#include "api/apisupport.h"

#include <new>
#include <stdexcept>

// Conventions (docs/lua-api.md): players, tiles, tile types, segments, features, pieces
// and boards are 1-based numbers in Lua; names (zones, terrains, parameters ...) are the
// ids of ruleset.yaml. An error raised by a method names it and is reported at the script
// line that called it. The methods live in api/, one file per area.

namespace tw::gameapi {

using namespace detail;

namespace {

const char *const kMeta = "tilewright.game";
int kApiKey; // registry key that keeps the ApiState alive

// Every method, null-terminated, in a fixed order.
const MethodList &methodTable()
{
    static const MethodList table = [] {
        MethodList methods;
        addTurnMethods(methods);
        addZoneMethods(methods);
        addTileMethods(methods);
        addFeatureMethods(methods);
        addCellMethods(methods);
        addPieceMethods(methods);
        methods.push_back({nullptr, nullptr});
        return methods;
    }();
    return table;
}

} // namespace

void registerApi(lua_State *L, LuaRules *rules)
{
    luaL_newmetatable(L, kMeta);
    lua_createtable(L, 0, int(methodTable().size()) - 1);
    luaL_setfuncs(L, methodTable().data(), 0);
    lua_setfield(L, -2, "__index");
    lua_pushliteral(L, "the game object");
    lua_setfield(L, -2, "__metatable");
    lua_pop(L, 1);
    // One `g` userdata per state, re-pointed for each hook call; the ApiState lives in
    // the registry as a userdata too, so Lua frees it with the state.
    auto *api = new (lua_newuserdatauv(L, sizeof(ApiState), 0)) ApiState;
    lua_rawsetp(L, LUA_REGISTRYINDEX, &kApiKey);
    api->rules = rules;
    api->handle = static_cast<Handle *>(lua_newuserdatauv(L, sizeof(Handle), 0));
    api->handle->state = nullptr;
    luaL_setmetatable(L, kMeta);
    api->handleRef = luaL_ref(L, LUA_REGISTRYINDEX); // an integer key: the fastest look-up
    lua_newtable(L);
    api->anchorsRef = luaL_ref(L, LUA_REGISTRYINDEX);
    *static_cast<ApiState **>(lua_getextraspace(L)) = api;
}

void push(lua_State *L, StateWriter *state)
{
    ApiState &api = apiState(L);
    api.handle->state = state;
    // The name cache points into the lists of these rules, which the LuaRules keeps alive.
    if (&state->state().rules() != &api.rules->rules())
        throw std::logic_error("a hook was passed a game of other rules");
    lua_rawgeti(L, LUA_REGISTRYINDEX, api.handleRef);
}

void release(lua_State *L)
{
    apiState(L).handle->state = nullptr;
}

const char *const *methodNames()
{
    static const std::vector<const char *> names = [] {
        std::vector<const char *> list;
        for (const luaL_Reg &m : methodTable())
            list.push_back(m.name);
        return list;
    }();
    return names.data();
}

} // namespace tw::gameapi
