#include "markreader.h"

#include "model/ruleset.h"

#include <lua.hpp>

#include <optional>

namespace tw {

namespace {

// The whole number in field `key` of the table on top of the stack; false with `error`
// set when the field is there but not a whole number, or missing and `required`.
bool readInteger(lua_State *L, const char *key, bool required, std::optional<long long> &value, std::string &error)
{
    lua_getfield(L, -1, key);
    int isNumber = 0;
    const lua_Integer v = lua_tointegerx(L, -1, &isNumber);
    const bool missing = lua_isnil(L, -1);
    lua_pop(L, 1);
    if (missing) {
        if (required)
            error = std::string(key) + " is missing";
        return !required;
    }
    if (!isNumber) {
        error = std::string(key) + " must be a whole number";
        return false;
    }
    value = v;
    return true;
}

bool readString(lua_State *L, const char *key, std::string &value, std::string &error)
{
    lua_getfield(L, -1, key);
    const int type = lua_type(L, -1);
    if (type == LUA_TSTRING)
        value = lua_tostring(L, -1);
    lua_pop(L, 1);
    if (type != LUA_TSTRING && type != LUA_TNIL) {
        error = std::string(key) + " must be a string";
        return false;
    }
    return true;
}

// The boolean in field `key` of the table on top of the stack (nil: false); false with
// `error` set when it is something else.
bool readFlag(lua_State *L, const char *key, bool &value, std::string &error)
{
    lua_getfield(L, -1, key);
    const int type = lua_type(L, -1);
    value = lua_toboolean(L, -1);
    lua_pop(L, 1);
    if (type != LUA_TBOOLEAN && type != LUA_TNIL) {
        error = std::string(key) + " must be true or false";
        return false;
    }
    return true;
}

bool inCoordRange(long long v)
{
    return v >= -100'000'000 && v <= 100'000'000;
}

// Reads the mark table on top of the stack.
std::string readMark(lua_State *L, const Ruleset &rules, int players, BoardMark &mark)
{
    if (!lua_istable(L, -1))
        return "not a table";
    std::string error;
    std::optional<long long> x, y, toX, toY, player, card;
    if (!readInteger(L, "x", true, x, error) || !readInteger(L, "y", true, y, error)
        || !readInteger(L, "to_x", false, toX, error) || !readInteger(L, "to_y", false, toY, error)
        || !readInteger(L, "player", false, player, error) || !readInteger(L, "card", false, card, error)
        || !readString(L, "text", mark.text, error) || !readString(L, "tip", mark.tip, error)
        || !readFlag(L, "outline", mark.outline, error) || !readFlag(L, "shade", mark.shade, error))
        return error;
    if (!inCoordRange(*x) || !inCoordRange(*y) || (toX && !inCoordRange(*toX)) || (toY && !inCoordRange(*toY)))
        return "a cell is off the grid";
    if (toX.has_value() != toY.has_value())
        return "to_x and to_y go together";
    if (player && (*player < 1 || *player > players))
        return "player " + std::to_string(*player) + " does not exist (1.." + std::to_string(players) + ")";
    if (card && (*card < 1 || *card > static_cast<long long>(rules.cards.size())))
        return "card " + std::to_string(*card) + " does not exist (1.." + std::to_string(rules.cards.size()) + ")";
    mark.cell = {int(*x), int(*y)};
    mark.spans = toX.has_value();
    if (toX)
        mark.to = {int(*toX), int(*toY)};
    mark.player = player ? int(*player) - 1 : -1;
    mark.card = card ? int(*card) - 1 : -1;
    return {};
}

} // namespace

std::string readBoardMarks(lua_State *L, const Ruleset &rules, int players, BoardMarks &marks)
{
    if (!lua_istable(L, -1))
        return "not a list";
    const lua_Integer count = luaL_len(L, -1);
    for (lua_Integer i = 1; i <= count; ++i) {
        lua_rawgeti(L, -1, i);
        BoardMark mark;
        const std::string error = readMark(L, rules, players, mark);
        lua_pop(L, 1);
        if (!error.empty())
            return "mark " + std::to_string(i) + ": " + error;
        marks.push_back(std::move(mark));
    }
    return {};
}

} // namespace tw
