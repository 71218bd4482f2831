// The `g` methods for players, turns, parameters, variables, decisions, scores and notes (docs/lua-api.md).
#include "apisupport.h"
#include "listqueries.h"

namespace tw::gameapi::detail {

namespace {

int players(lua_State *L)
{
    lua_pushinteger(L, game(L).playerCount());
    return 1;
}
int currentPlayer(lua_State *L)
{
    lua_pushinteger(L, game(L).currentPlayer() + 1);
    return 1;
}
int turn(lua_State *L)
{
    lua_pushinteger(L, game(L).turn());
    return 1;
}

// Without a player: the next in seat order after the current one, the first when none is.
int startTurn(lua_State *L)
{
    StateWriter &w = writer(L);
    const GameState &g = w.state();
    const bool next = lua_isnoneornil(L, 2);
    w.startTurn(next ? (g.currentPlayer() + 1) % g.playerCount() : index(L, 2, g.playerCount(), "player"));
    return 0;
}

int param(lua_State *L)
{
    const GameState &g = game(L);
    const int i = named(L, 2, g.rules().parameters, "parameter");
    const ParameterDef &def = g.rules().parameters[i];
    if (def.type == ParamType::Bool)
        lua_pushboolean(L, g.parameter(i) != 0);
    else if (def.type == ParamType::Choice)
        lua_pushstring(L, def.choices[g.parameter(i)].c_str());
    else
        lua_pushinteger(L, g.parameter(i));
    return 1;
}

// A keyed variable's key at `arg`: a string, or an integer written in decimal.
std::string_view key(lua_State *L, int arg)
{
    if (lua_type(L, arg) != LUA_TSTRING && !lua_isinteger(L, arg))
        luaL_error(L, "a keyed variable needs a key (a string or an integer), got %s", luaL_typename(L, arg));
    std::size_t length = 0;
    const char *text = lua_tolstring(L, arg, &length); // an integer becomes its decimal text
    return {text, length};
}

// var(name [, p]), or for a keyed variable var(name, key [, p]).
int var(lua_State *L)
{
    const GameState &g = game(L);
    const int v = named(L, 2, g.rules().variables, "variable");
    if (g.rules().variables[v].keyed)
        lua_pushinteger(L, g.keyedVariable(v, player(L, 4, g), key(L, 3)));
    else
        lua_pushinteger(L, g.variable(v, player(L, 3, g)));
    return 1;
}

// What a keyed variable's entry costs beside its key's text (a node of a map).
constexpr std::size_t kKeyedEntryBytes = 64;

// set_var(name, value [, p]), or for a keyed variable set_var(name, key, value [, p]).
int setVar(lua_State *L)
{
    StateWriter &w = writer(L);
    const GameState &g = w.state();
    const int v = named(L, 2, g.rules().variables, "variable");
    if (g.rules().variables[v].keyed) {
        const int p = player(L, 5, g);
        const std::string_view k = key(L, 3);
        const lua_Integer value = luaL_checkinteger(L, 4);
        chargeMemory(L, k.size() + kKeyedEntryBytes + kEventBytes);
        w.setKeyedVariable(v, p, k, value);
    } else {
        const int p = player(L, 4, g);
        const lua_Integer value = luaL_checkinteger(L, 3);
        chargeMemory(L, kEventBytes);
        w.setVariable(v, p, value);
    }
    return 0;
}

int varKeys(lua_State *L)
{
    const GameState &g = game(L);
    const int v = named(L, 2, g.rules().variables, "variable");
    if (!g.rules().variables[v].keyed)
        luaL_error(L, "var_keys: variable '%s' is not keyed", g.rules().variables[v].id.c_str());
    const std::vector<std::string> keys = g.variableKeys(v, player(L, 3, g));
    lua_createtable(L, int(keys.size()), 0);
    for (std::size_t i = 0; i < keys.size(); ++i) {
        lua_pushlstring(L, keys[i].data(), keys[i].size());
        lua_rawseti(L, -2, lua_Integer(i + 1));
    }
    return 1;
}

int choose(lua_State *L)
{
    StateWriter &w = writer(L);
    const GameState &g = w.state();
    w.askChoice(player(L, 3, g), continuation(L, 2));
    return 0;
}

int option(lua_State *L)
{
    StateWriter &w = writer(L);
    const GameState &g = w.state();
    const int c = named(L, 2, g.rules().choices, "choice");
    if (g.decision().kind != DecisionKind::Choice)
        luaL_error(L, "option: call g:choose(...) first");
    const Action o = readChoiceArgs(L, 3, g, c);
    chargeMemory(L, sizeof(Action));
    w.addOption(o);
    return 0;
}

// One option per value of a list, for a choice that declares one argument: one crossing
// into the engine instead of one per option. The list is a table, or named by a method
// that answers a list of handles and its arguments (options(choice, "free_segments", tile)),
// which then never becomes a table.
int options(lua_State *L)
{
    StateWriter &w = writer(L);
    const GameState &g = w.state();
    const int c = named(L, 2, g.rules().choices, "choice");
    if (g.decision().kind != DecisionKind::Choice)
        luaL_error(L, "options: call g:choose(...) first");
    if (lua_type(L, 3) == LUA_TSTRING) {
        const ListQuery query = listQuery(lua_tostring(L, 3));
        if (!query)
            luaL_error(L, "options: '%s' is not a method that answers a list of handles", lua_tostring(L, 3));
        thread_local std::vector<int> handles;
        handles.clear();
        query(L, 4, g, handles);
        // A choice of one argument of the handles' kind takes them as they are: the query
        // made them valid. Any other is read as Lua would pass each handle.
        const std::vector<ChoiceArg> &args = g.rules().choices[c].args;
        const bool asTheyAre = args.size() == 1 && args[0].kind == handleKind(query);
        const int top = lua_gettop(L);
        chargeMemory(L, handles.size() * sizeof(Action));
        for (int handle : handles) {
            Action o;
            if (asTheyAre) {
                o = optionOfHandle(g, c, args[0].kind, handle);
            } else {
                lua_pushinteger(L, handle);
                o = readChoiceArgs(L, top + 1, g, c);
                lua_settop(L, top);
            }
            w.addOption(o);
        }
        return 0;
    }
    luaL_checktype(L, 3, LUA_TTABLE);
    if (lua_gettop(L) > 3)
        luaL_error(L, "options: give the choice and one list of values");
    const lua_Integer count = luaL_len(L, 3);
    for (lua_Integer i = 1; i <= count; ++i) {
        lua_geti(L, 3, i);
        const Action o = readChoiceArgs(L, 4, g, c);
        lua_pop(L, 1);
        chargeMemory(L, sizeof(Action));
        w.addOption(o);
    }
    return 0;
}

int score(lua_State *L)
{
    StateWriter &w = writer(L);
    const GameState &g = w.state();
    const int p = index(L, 2, g.playerCount(), "player");
    const lua_Integer delta = integerIn(L, 3, -kMaxScore, kMaxScore, "points");
    const int reason = named(L, 4, g.rules().reasons, "reason");
    const int s = lua_isnoneornil(L, 5) ? -1 : segment(L, 5, g);
    chargeMemory(L, kEventBytes);
    const lua_Integer total = g.score(p) + delta;
    if (total < -kMaxScore || total > kMaxScore)
        luaL_error(L, "score: player %d's score %d plus %I would leave -%I..%I", p + 1, g.score(p), delta, kMaxScore,
                   kMaxScore);
    w.addScore(p, delta, reason, s);
    return 0;
}

int scoreOf(lua_State *L)
{
    const GameState &g = game(L);
    lua_pushinteger(L, g.score(index(L, 2, g.playerCount(), "player")));
    return 1;
}

int note(lua_State *L)
{
    StateWriter &w = writer(L);
    const GameState &g = w.state();
    const int c = named(L, 2, g.rules().choices, "choice");
    const Action values = readChoiceArgs(L, 3, g, c);
    chargeMemory(L, kEventBytes);
    w.note(g.currentPlayer(), values);
    return 0;
}

// note_for(p, choice, args...): as note, for player p (0: the game's).
int noteFor(lua_State *L)
{
    StateWriter &w = writer(L);
    const GameState &g = w.state();
    const int p = playerOrNobody(L, 2, g);
    const int c = named(L, 3, g.rules().choices, "choice");
    const Action values = readChoiceArgs(L, 4, g, c);
    chargeMemory(L, kEventBytes);
    w.note(p, values);
    return 0;
}

int endGame(lua_State *L)
{
    writer(L).endGame();
    return 0;
}

} // namespace

void addTurnMethods(MethodList &methods)
{
    methods.push_back({"players", guarded<players>});
    methods.push_back({"player", guarded<currentPlayer>});
    methods.push_back({"turn", guarded<turn>});
    methods.push_back({"start_turn", guarded<startTurn>});
    methods.push_back({"param", guarded<param>});
    methods.push_back({"var", guarded<var>});
    methods.push_back({"set_var", guarded<setVar>});
    methods.push_back({"var_keys", guarded<varKeys>});
    methods.push_back({"choose", guarded<choose>});
    methods.push_back({"option", guarded<option>});
    methods.push_back({"options", guarded<options>});
    methods.push_back({"score", guarded<score>});
    methods.push_back({"score_of", guarded<scoreOf>});
    methods.push_back({"note", guarded<note>});
    methods.push_back({"note_for", guarded<noteFor>});
    methods.push_back({"end_game", guarded<endGame>});
}

} // namespace tw::gameapi::detail
