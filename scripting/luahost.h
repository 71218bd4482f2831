#pragma once

#include "callwatch.h"

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

struct lua_State;
struct lua_Debug;

namespace tw {

// Resource ceilings of one LuaHost.
struct LuaLimits
{
    // VM instructions one outermost call() or runChunk() may execute; see LuaHost for
    // exactly which ones are counted.
    long long instructionBudget = 50'000'000;
    // Bytes the Lua state may hold allocated at any moment.
    std::size_t memoryBytes = 64u << 20;
    // Processor time one outermost call() or runChunk() may run on its thread, whatever it
    // runs; time the thread spends waiting for a processor on a busy machine does not count
    // (see LuaHost).
    std::chrono::milliseconds timeLimit{250};
};

// A failed load or call, located in the script that caused it.
struct LuaError
{
    std::string file;      // chunk name as given to runChunk(); empty when unknown
    int line = 0;          // 1-based; 0 when unknown
    std::string message;   // without the "file:line: " prefix
    std::string traceback; // "stack traceback:\n..."; empty for load and memory errors
    bool syntax = false;   // the chunk did not compile (else it failed while running)
    int column = 0;        // 1-based, for syntax errors where the token is found; 0 when unknown

    // "file:line:column: message"; the column is omitted when 0, the line when 0, the file
    // when empty.
    std::string text() const;
};

// A sandboxed Lua 5.4 state for ruleset scripts.
//
// Only the base, table, string, math, utf8 and coroutine libraries are open; load, loadfile,
// dofile, require, collectgarbage, string.dump, math.random and math.randomseed are removed
// (chance is the engine's, so games replay), and only text chunks are
// accepted. Allocations beyond LuaLimits::memoryBytes fail with Lua's "not enough memory"
// error. Script errors never escape the protected calls made here; the host stays usable
// after any of them.
//
// The instruction budget. Counting every instruction would slow every script (any count
// hook makes Lua 5.4 trace each instruction), so an outermost call() or runChunk() counts:
//  - the instructions of coroutines it runs, from their first one;
//  - the instructions of the main thread only once the call has run for
//    CallWatch::kOverrunMillis (a CallWatch interrupts the thread to start counting),
//    always when CallWatch::available() is false;
//  - one per byte it allocates, from the start (work done in C runs no instructions).
// Once LuaLimits::instructionBudget is counted, the call fails with "file:line: instruction
// budget exceeded (N instructions): infinite loop?", and any instruction it runs after
// catching that error fails again (an xpcall message handler does not run for it: Lua
// would run it with hooks off). Hence:
//  - a call that executes and allocates at most instructionBudget in all always
//    completes, on any machine, so its outcome is deterministic;
//  - a call that never ends fails after kOverrunMillis (up to CallWatch::kIdleMillis after
//    a pause) plus the time of instructionBudget hooked instructions;
//  - a call that ends after more than instructionBudget instructions may complete or fail,
//    depending on the speed of the machine.
// Between calls the count hook stays set with a fresh budget. Scripts cannot make
// finalizers (setmetatable refuses __gc), which would run outside any budget.
//
// The time limit. Whatever a call runs (instructions, library functions working on large
// strings, errors caught by pcall, coroutine switches), an outermost call that has run for
// LuaLimits::timeLimit of wall-clock time and has had as much processor time on its thread
// (counting its first moments, up to its first time check, as running; at most
// kUncheckedMillis) fails with "file:line: time limit exceeded (N ms): infinite loop?"
// at the line it was running, as for the budget (pcall cannot absorb it). The CallWatch
// checks the clock every kOverrunMillis, and the count hook at each of its calls, so the
// call stops within about kOverrunMillis (plus one library call) after the limit; without
// a CallWatch, at the first count hook after the limit. A call whose Lua stack is deeper
// than kDeepStack calls when it is stopped fails with "stack overflow" instead. A machine
// kept busy by other programs therefore does not stop a call for the time it waited.
class LuaHost
{
public:
    // Lua calls nested this deep when a call is stopped mean runaway recursion.
    static constexpr int kDeepStack = 1000;
    // The most of a call's first moments, before its time is first checked, that the time
    // limit counts as spent running: a check comes kOverrunMillis into a call, and up to
    // kIdleMillis + 20 ms after a pause in calls.
    static constexpr int kUncheckedMillis = CallWatch::kIdleMillis + 2 * CallWatch::kOverrunMillis;

    // Throws std::bad_alloc or std::runtime_error when the sandbox does not fit in the limits.
    explicit LuaHost(LuaLimits limits = {});
    ~LuaHost();

    LuaHost(const LuaHost &) = delete;
    LuaHost &operator=(const LuaHost &) = delete;
    LuaHost(LuaHost &&) = delete;
    LuaHost &operator=(LuaHost &&) = delete;

    // The main thread, for pushing functions and arguments before call().
    lua_State *state() const;

    // Loads source as a text chunk (bytecode is refused) and runs it with a fresh instruction
    // budget. chunkName is the file path reported in errors, e.g. "rulesets/x/flow.lua".
    // Leaves the stack unchanged; returns nullopt on success.
    std::optional<LuaError> runChunk(std::string_view source, const std::string &chunkName);

    // Makes the global table read-only once all scripts are loaded: assigning or creating a
    // global (rawset included) raises "attempt to set global 'x': ruleset scripts are
    // stateless; keep state in the game state", so hooks cannot keep state between calls.
    // The libraries and the tables reachable from globals become read-only too ("attempt
    // to set field 'x' of a read-only table: ..."; see docs/lua-api.md for what is left
    // writable). Reading is unaffected. Afterwards host code must not assign globals
    // either (lua_setglobal would raise outside any protected call). Calling it again has
    // no effect. Throws std::runtime_error if memory runs out or tables nest too deeply.
    void freezeGlobals();

    // Calls the function pushed below nargs arguments on state(). The outermost call gets a
    // fresh instruction budget; calls nested inside it share that budget. On success leaves
    // nresults values (LUA_MULTRET allowed) in place of the function and its arguments; on
    // failure leaves the stack as it was before the function was pushed. The first slot of
    // state()'s stack holds the message handler of outermost calls: host code pushes above
    // it and never clears the stack.
    std::optional<LuaError> call(int nargs, int nresults);

    // Bytes currently allocated by the Lua state.
    std::size_t memoryInUse() const;

    // Counts `bytes` the engine allocates on behalf of the running outermost call (items,
    // options, events) against LuaLimits::memoryBytes, together with memoryInUse(), until
    // the call ends. False, counting nothing, when they do not fit.
    bool chargeEngineMemory(std::size_t bytes);

private:
    static void *allocate(void *userData, void *block, std::size_t oldSize, std::size_t newSize);
    static void countHook(lua_State *state, lua_Debug *debugInfo);
    static void stopForBudget(lua_State *state);
    static void stopForTime(lua_State *state);
    [[noreturn]] static void raiseStop(lua_State *state, const char *why);
    static int resumeTracked(lua_State *L);
    static int callWrappedTracked(lua_State *L);
    static std::int64_t nowNanos();
    static std::int64_t clockLagNanos();
    static std::int64_t threadProcessorNanos();
    bool usedItsTime();
    bool timeIsUp();
    static void onOverrun(void *host);
    static int hookNewThreads(lua_State *L);
    static int startHookedThread(lua_State *L);
    static int guardMessageHandlers(lua_State *L);
    static int xpcallWithGuardedHandler(lua_State *L);
    static int skipHandlerOnceSpent(lua_State *L);
    static LuaHost *hostOf(lua_State *state);

    void resetBudget();
    void beginOutermostCall();
    void endOutermostCall();
    // Runs fn(state) in protected mode; returns the error message on failure.
    std::optional<std::string> runProtected(int (*fn)(lua_State *));
    // Pops the error object on top of the stack and describes it.
    LuaError takeError();
    // Compiles `source` without running it: its syntax error as (line, message), or nullopt.
    std::optional<std::pair<int, std::string>> compileError(std::string_view source, const std::string &decoratedName);
    void rememberChunkName(const std::string &chunkName);
    // Undoes Lua's "..." shortening of long chunk names in error locations.
    std::string fullChunkName(const std::string &shownName) const;

    LuaLimits m_limits;
    std::size_t m_memoryInUse = 0;
    std::size_t m_engineBytes = 0; // charged by chargeEngineMemory() during the running call
    long long m_budgetLeft = 0;
    int m_callDepth = 0;
    bool m_globalsFrozen = false;
    bool m_charging = false; // allocations count against the budget (not while opening or closing)
    std::vector<std::string> m_chunkNames;
    lua_State *m_state = nullptr;
    CallWatch m_watch;
    bool m_watched = false; // m_watch works, so calls start without the count hook
    // Set and read on the calling thread, also by its signal handler.
    const std::int64_t m_clockLag = clockLagNanos(); // how far nowNanos() may lag real time
    std::atomic<std::int64_t> m_started{0};          // nowNanos() as the running call began
    std::atomic<std::int64_t> m_wallMark{0};         // nowNanos() at the running call's first time check
    std::atomic<std::int64_t> m_processorMark{-1};   // threadProcessorNanos() then; -1 before that check
    std::atomic<bool> m_expired{false};              // the running call has run out of time
    std::atomic<lua_State *> m_running{nullptr};     // the coroutine running now; null for the main thread
};

} // namespace tw
