#include "luarules.h"

#include "engine/ruleserror.h"
#include "gameapi.h"
#include "groupreader.h"
#include "markreader.h"
#include "state/statewriter.h"
#include "util/readfile.h"

#include <lua.hpp>

#include <algorithm>

namespace tw {

LuaRules::LuaRules(std::shared_ptr<const Ruleset> rules)
    : m_rules(std::move(rules))
    , m_host(std::make_unique<LuaHost>(LuaLimits{m_rules->limits.instructions, std::size_t(m_rules->limits.memoryMiB) << 20}))
{
    lua_State *L = m_host->state();
    gameapi::registerApi(L, this);
    for (const std::string &script : m_rules->scripts) {
        const std::string path = m_rules->folder + "/" + script;
        const auto source = readFile(path);
        if (!source)
            throw RulesError(m_rules->yamlPath, 0, "cannot read script '" + script + "'");
        if (auto error = m_host->runChunk(*source, path))
            fail(*error);
    }
    lua_pushglobaltable(L);
    lua_pushnil(L);
    while (lua_next(L, -2)) {
        if (lua_type(L, -2) == LUA_TSTRING && lua_isfunction(L, -1) && !lua_iscfunction(L, -1))
            m_names.emplace_back(lua_tostring(L, -2));
        lua_pop(L, 1);
    }
    std::sort(m_names.begin(), m_names.end());
    for (std::size_t i = 0; i < m_names.size(); ++i) {
        lua_getfield(L, -1, m_names[i].c_str());
        m_refs.push_back(luaL_ref(L, LUA_REGISTRYINDEX));
        m_ids.emplace(m_names[i], int(i));
    }
    lua_pop(L, 1);
    m_setup = continuationId("setup");
    if (m_setup < 0)
        throw RulesError(m_rules->folder + "/" + (m_rules->scripts.empty() ? "flow.lua" : m_rules->scripts.front()), 0,
                         "the scripts define no function 'setup(g)'");
    m_host->freezeGlobals();
}

LuaRules::~LuaRules() = default;

int LuaRules::continuationId(std::string_view name) const
{
    auto it = m_ids.find(name);
    return it == m_ids.end() ? -1 : it->second;
}

std::string LuaRules::continuationName(int continuation) const
{
    return continuation >= 0 && continuation < int(m_names.size()) ? m_names[continuation] : "?";
}

void LuaRules::fail(const LuaError &error) const
{
    if (error.syntax)
        throw RulesError::syntax(error.file, error.line, error.column, error.message);
    throw RulesError(error.file, error.line, error.message, error.traceback);
}

void LuaRules::callHook(int nargs)
{
    auto error = m_host->call(nargs, 0);
    gameapi::release(m_host->state());
    if (error)
        fail(*error);
}

void LuaRules::setup(StateWriter &state)
{
    lua_State *L = m_host->state();
    lua_rawgeti(L, LUA_REGISTRYINDEX, m_refs[m_setup]);
    gameapi::push(L, &state);
    callHook(1);
}

void LuaRules::resume(StateWriter &state, const Decision &answered, const Action &action)
{
    const int continuation = answered.continuation;
    if (continuation < 0 || continuation >= int(m_refs.size()))
        throw RulesError(m_rules->yamlPath, 0, "no continuation to resume");
    lua_State *L = m_host->state();
    lua_rawgeti(L, LUA_REGISTRYINDEX, m_refs[continuation]);
    gameapi::push(L, &state);
    int nargs = 2;
    switch (action.kind) {
    case ActionKind::Draw:
    case ActionKind::Roll:
        lua_pushinteger(L, action.a + (action.kind == ActionKind::Draw ? 1 : 0));
        break;
    case ActionKind::Place:
        lua_pushinteger(L, state.state().lastTile(answered.board) + 1);
        lua_pushinteger(L, action.a);
        lua_pushinteger(L, action.b);
        nargs = 4;
        break;
    case ActionKind::Option:
        lua_pushstring(L, m_rules->choices[action.tag].id.c_str());
        nargs = 2 + gameapi::pushChoiceArgs(L, state.state(), action);
        break;
    }
    callHook(nargs);
}

void LuaRules::callQuery(int id, StateWriter &copy, int argument)
{
    lua_State *L = m_host->state();
    lua_rawgeti(L, LUA_REGISTRYINDEX, m_refs[id]);
    gameapi::push(L, &copy);
    lua_pushinteger(L, argument);
    auto error = m_host->call(2, 1);
    gameapi::release(L);
    if (error)
        fail(*error);
}

RulesError LuaRules::queryError(std::string_view hook, const char *what) const
{
    return RulesError(m_rules->folder + "/" + m_rules->scripts.front(), 0,
                      "query hook '" + std::string(hook) + "' must return " + what);
}

std::optional<long long> LuaRules::query(StateWriter &copy, std::string_view hook, int argument)
{
    const int id = continuationId(hook);
    if (id < 0)
        return std::nullopt;
    callQuery(id, copy, argument);
    lua_State *L = m_host->state();
    int isNumber = 0;
    const lua_Integer value = lua_tointegerx(L, -1, &isNumber);
    lua_pop(L, 1);
    if (!isNumber)
        throw queryError(hook, "a whole number");
    return value;
}

std::optional<NamedNumbers> LuaRules::queryTable(StateWriter &copy, std::string_view hook, int argument)
{
    const int id = continuationId(hook);
    if (id < 0)
        return std::nullopt;
    callQuery(id, copy, argument);
    lua_State *L = m_host->state();
    if (!lua_istable(L, -1)) {
        lua_pop(L, 1);
        throw queryError(hook, "a table of names to whole numbers");
    }
    NamedNumbers entries;
    lua_pushnil(L);
    while (lua_next(L, -2)) {
        int isNumber = 0;
        const lua_Integer value = lua_tointegerx(L, -1, &isNumber);
        if (lua_type(L, -2) != LUA_TSTRING || !isNumber) {
            lua_pop(L, 3);
            throw queryError(hook, "a table of names to whole numbers");
        }
        entries.emplace_back(lua_tostring(L, -2), value);
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
    std::sort(entries.begin(), entries.end());
    return entries;
}

std::optional<BoardMarks> LuaRules::queryMarks(StateWriter &copy, std::string_view hook, int argument)
{
    const int id = continuationId(hook);
    if (id < 0)
        return std::nullopt;
    callQuery(id, copy, argument);
    lua_State *L = m_host->state();
    BoardMarks marks;
    const std::string error = readBoardMarks(L, *m_rules, copy.state().playerCount(), marks);
    lua_pop(L, 1);
    if (!error.empty())
        throw queryError(hook, ("a list of marks (" + error + ")").c_str());
    return marks;
}

std::optional<CardGroups> LuaRules::queryGroups(StateWriter &copy, std::string_view hook, int argument)
{
    const int id = continuationId(hook);
    if (id < 0)
        return std::nullopt;
    callQuery(id, copy, argument);
    lua_State *L = m_host->state();
    CardGroups groups;
    const std::string error = readCardGroups(L, *m_rules, groups);
    lua_pop(L, 1);
    if (!error.empty())
        throw queryError(hook, ("a list of card groups (" + error + ")").c_str());
    return groups;
}

std::unique_ptr<Game> makeGame(std::shared_ptr<const Ruleset> rules)
{
    auto script = std::make_unique<LuaRules>(rules);
    return std::make_unique<Game>(std::move(rules), std::move(script));
}

} // namespace tw
