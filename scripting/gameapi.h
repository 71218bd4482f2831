#pragma once

struct lua_State;

namespace tw {

class GameState;
class StateWriter;
struct Action;
class LuaRules;

// The `g` object ruleset scripts receive: a userdata that points at the StateWriter of the
// game being worked on for the length of one hook call. Its methods are documented, with examples,
// in docs/lua-api.md; keep the two in step.
namespace gameapi {

// Registers the metatable of `g` (once per Lua state).
void registerApi(lua_State *L, LuaRules *rules);
// Pushes the `g` userdata, pointing at `state` until release() is called. `state` is a
// game of the rules of the LuaRules given to registerApi (std::logic_error otherwise).
void push(lua_State *L, StateWriter *state);
void release(lua_State *L);

// Pushes an option's declared arguments as the flow receives them; returns how many.
int pushChoiceArgs(lua_State *L, const GameState &state, const Action &option);

// Names of every method of `g`, null-terminated (editor completion, docs check).
const char *const *methodNames();

} // namespace gameapi
} // namespace tw
