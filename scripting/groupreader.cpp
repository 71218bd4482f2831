#include "groupreader.h"

#include "model/ruleset.h"

#include <lua.hpp>

namespace tw {

namespace {

// Reads the group table on top of the stack.
std::string readGroup(lua_State *L, const Ruleset &rules, CardGroup &group)
{
    if (!lua_istable(L, -1))
        return "not a table";
    lua_getfield(L, -1, "points");
    int isNumber = 0;
    group.points = lua_tointegerx(L, -1, &isNumber);
    lua_pop(L, 1);
    if (!isNumber)
        return "points must be a whole number";
    lua_getfield(L, -1, "label");
    const int labelType = lua_type(L, -1);
    if (labelType == LUA_TSTRING)
        group.label = lua_tostring(L, -1);
    lua_pop(L, 1);
    if (labelType != LUA_TSTRING && labelType != LUA_TNIL)
        return "label must be a string";
    lua_getfield(L, -1, "cards");
    if (!lua_istable(L, -1)) {
        lua_pop(L, 1);
        return "cards must be a list of card numbers";
    }
    const lua_Integer count = luaL_len(L, -1);
    std::string error;
    for (lua_Integer i = 1; i <= count && error.empty(); ++i) {
        lua_rawgeti(L, -1, i);
        const lua_Integer card = lua_tointegerx(L, -1, &isNumber);
        lua_pop(L, 1);
        if (!isNumber)
            error = "cards must be a list of card numbers";
        else if (card < 1 || card > static_cast<lua_Integer>(rules.cards.size()))
            error = "card " + std::to_string(card) + " does not exist (1.." + std::to_string(rules.cards.size()) + ")";
        else
            group.cards.push_back(int(card) - 1);
    }
    lua_pop(L, 1);
    if (error.empty() && group.cards.empty())
        error = "cards is empty";
    return error;
}

} // namespace

std::string readCardGroups(lua_State *L, const Ruleset &rules, CardGroups &groups)
{
    if (!lua_istable(L, -1))
        return "not a list";
    const lua_Integer count = luaL_len(L, -1);
    for (lua_Integer i = 1; i <= count; ++i) {
        lua_rawgeti(L, -1, i);
        CardGroup group;
        const std::string error = readGroup(L, rules, group);
        lua_pop(L, 1);
        if (!error.empty())
            return "group " + std::to_string(i) + ": " + error;
        groups.push_back(std::move(group));
    }
    return {};
}

} // namespace tw
