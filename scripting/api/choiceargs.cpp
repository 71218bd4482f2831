// Typed choice arguments between Lua values and an Action's values (docs/lua-api.md,
// "Choices").
#include "apisupport.h"

namespace tw::gameapi::detail {

namespace {

std::int32_t int32Arg(lua_State *L, int arg)
{
    const lua_Integer v = integerArg(L, arg);
    if (v < INT32_MIN || v > INT32_MAX)
        luaL_argerror(L, arg, "number out of range");
    return std::int32_t(v);
}

int cardArg(lua_State *L, int arg, const GameState &g)
{
    if (lua_type(L, arg) == LUA_TSTRING)
        return named(L, arg, g.rules().cards, "card");
    return index(L, arg, int(g.rules().cards.size()), "card");
}

} // namespace

Action readChoiceArgs(lua_State *L, int first, const GameState &g, int choice)
{
    const ChoiceDef &def = g.rules().choices[choice];
    Action action{ActionKind::Option, std::int16_t(choice)};
    int slot = 0;
    int arg = first;
    for (const ChoiceArg &a : def.args) {
        if (lua_isnoneornil(L, arg))
            luaL_error(L, "choice '%s' needs its %s (argument %d)", def.id.c_str(), a.name.c_str(), arg - 1);
        switch (a.kind) {
        case ArgKind::Segment: {
            const SegmentRef ref = g.board(0).segmentRef(segment(L, arg, g));
            action.setValue(slot++, ref.cell.x);
            action.setValue(slot++, ref.cell.y);
            action.setValue(slot++, ref.index);
            break;
        }
        case ArgKind::Piece: {
            const int id = index(L, arg, int(g.pieces().size()), "piece");
            action.setValue(slot++, id);
            break;
        }
        case ArgKind::Tile:
            action.setValue(slot++, tileType(L, arg, g));
            break;
        case ArgKind::Cell: {
            const Coord c = cellArg(L, arg++);
            action.setValue(slot++, c.x);
            action.setValue(slot++, c.y);
            break;
        }
        case ArgKind::Card:
            action.setValue(slot++, cardArg(L, arg, g));
            break;
        case ArgKind::Zone:
            action.setValue(slot++, named(L, arg, g.rules().zones, "zone"));
            break;
        case ArgKind::Player:
            action.setValue(slot++, index(L, arg, g.playerCount(), "player"));
            break;
        case ArgKind::Number:
            action.setValue(slot++, int32Arg(L, arg));
            break;
        }
        ++arg;
    }
    if (!lua_isnone(L, arg))
        luaL_error(L, "choice '%s' declares %d argument(s) in ruleset.yaml; more were given", def.id.c_str(),
                   int(def.args.size()));
    return action;
}

} // namespace tw::gameapi::detail

namespace tw::gameapi {

// Handles 1-based, zones by id, a cell as x, y.
int pushChoiceArgs(lua_State *L, const GameState &g, const Action &action)
{
    const ChoiceDef &def = g.rules().choices[action.tag];
    int slot = 0;
    int pushed = 0;
    for (const ChoiceArg &a : def.args) {
        switch (a.kind) {
        case ArgKind::Segment: {
            const int s = g.board(0).segmentAt({{action.value(slot), action.value(slot + 1)}, action.value(slot + 2)});
            if (s < 0)
                lua_pushnil(L);
            else
                lua_pushinteger(L, s + 1);
            slot += 3;
            break;
        }
        case ArgKind::Cell:
            lua_pushinteger(L, action.value(slot++));
            lua_pushinteger(L, action.value(slot++));
            ++pushed;
            break;
        case ArgKind::Zone:
            lua_pushstring(L, g.rules().zones[action.value(slot++)].id.c_str());
            break;
        case ArgKind::Number:
            lua_pushinteger(L, action.value(slot++));
            break;
        case ArgKind::Piece:
        case ArgKind::Tile:
        case ArgKind::Card:
        case ArgKind::Player:
            lua_pushinteger(L, action.value(slot++) + 1);
            break;
        }
        ++pushed;
    }
    return pushed;
}

} // namespace tw::gameapi
