#include "luahost.h"

#include "syntaxcolumn.h"

#include "luasandbox.h"

#include <lua.hpp>

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <new>
#include <stdexcept>
#include <string_view>

#include <time.h>

// Functions called by Lua below may raise Lua errors (a longjmp), so they keep no C++ objects
// with destructors alive.

namespace tw {

namespace {

// The count hook fires every this many VM instructions.
constexpr int kHookInterval = 1000;

// Registry slot where the message handler leaves the traceback of the last error.
const char kTracebackKey = 0;

// Stack slot of the message handler of outermost calls, pushed once when the host opens.
constexpr int kHandlerSlot = 1;

// Continuation that returns every value on the stack.
int returnAll(lua_State *L, int, lua_KContext)
{
    return lua_gettop(L);
}

// Pushes a readable text for the non-string error object at index 1.
void pushErrorObjectText(lua_State *L)
{
    if (luaL_callmeta(L, 1, "__tostring")) {
        if (lua_type(L, -1) == LUA_TSTRING)
            return;
        lua_pop(L, 1);
    }
    if (lua_type(L, 1) == LUA_TNUMBER || lua_type(L, 1) == LUA_TBOOLEAN)
        luaL_tolstring(L, 1, nullptr);
    else
        lua_pushfstring(L, "(error object is a %s value)", luaL_typename(L, 1));
}

// Message handler of every call: turns the error object into a located string and stores the
// traceback under kTracebackKey.
int messageHandler(lua_State *L)
{
    if (lua_type(L, 1) != LUA_TSTRING) {
        pushScriptLocation(L);
        pushErrorObjectText(L);
        lua_concat(L, 2);
        lua_replace(L, 1);
    }
    luaL_traceback(L, L, nullptr, 1);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &kTracebackKey);
    lua_settop(L, 1);
    return 1;
}

int collectAllGarbage(lua_State *L)
{
    lua_gc(L, LUA_GCCOLLECT);
    return 0;
}

// Splits "file:line: message" into error.file, error.line and error.message; a text without
// such a prefix becomes the whole message.
LuaError parseErrorText(std::string_view text)
{
    LuaError error;
    for (auto colon = text.find(':'); colon != std::string_view::npos; colon = text.find(':', colon + 1)) {
        const char *digits = text.data() + colon + 1;
        const auto [digitsEnd, status] = std::from_chars(digits, text.data() + text.size(), error.line);
        const auto rest = text.substr(digitsEnd - text.data());
        if (colon > 0 && status == std::errc() && error.line > 0 && rest.starts_with(": ")) {
            error.file = text.substr(0, colon);
            error.message = rest.substr(2);
            return error;
        }
    }
    error.line = 0;
    error.message = text;
    return error;
}

} // namespace

std::string LuaError::text() const
{
    if (file.empty())
        return message;
    std::string result = file;
    if (line > 0)
        result += ':' + std::to_string(line);
    if (line > 0 && column > 0)
        result += ':' + std::to_string(column);
    return result + ": " + message;
}

LuaHost::LuaHost(LuaLimits limits)
    : m_limits(limits)
    , m_state(lua_newstate(&LuaHost::allocate, this))
    , m_watch(&LuaHost::onOverrun, this)
    , m_watched(CallWatch::available())
{
    if (!m_state)
        throw std::bad_alloc();
    std::optional<std::string> failure = runProtected(openSandbox);
    if (!failure)
        failure = runProtected(hookNewThreads);
    if (!failure)
        failure = runProtected(guardMessageHandlers);

    if (failure) {
        lua_close(m_state);
        throw std::runtime_error("cannot open the Lua sandbox: " + *failure);
    }
    lua_settop(m_state, kHandlerSlot - 1);
    lua_pushcfunction(m_state, messageHandler); // into kHandlerSlot, where it stays
    // Hooks make many small short-lived tables: the generational collector suits them.
    lua_gc(m_state, LUA_GCGEN, 0, 0);
    resetBudget();
    m_charging = true;
}

LuaHost::~LuaHost()
{
    m_charging = false;
    resetBudget(); // bounds the finalizers lua_close runs
    lua_close(m_state);
}

lua_State *LuaHost::state() const
{
    return m_state;
}

std::optional<LuaError> LuaHost::runChunk(std::string_view source, const std::string &chunkName)
{
    rememberChunkName(chunkName);
    const std::string decoratedName = '@' + chunkName;
    std::optional<LuaError> error;
    if (luaL_loadbufferx(m_state, source.data(), source.size(), decoratedName.c_str(), "t") != LUA_OK) {
        error = takeError();
        error->syntax = true;
        error->column = syntaxErrorColumn(source, error->line, error->message,
                                          [&](std::string_view prefix) { return compileError(prefix, decoratedName); });
    } else
        error = call(0, 0);
    if (error && error->file.empty())
        error->file = chunkName;
    return error;
}

std::optional<std::pair<int, std::string>> LuaHost::compileError(std::string_view source, const std::string &decoratedName)
{
    if (luaL_loadbufferx(m_state, source.data(), source.size(), decoratedName.c_str(), "t") == LUA_OK) {
        lua_pop(m_state, 1);
        return std::nullopt;
    }
    const LuaError error = takeError();
    return std::make_pair(error.line, error.message);
}

void LuaHost::freezeGlobals()
{
    if (m_globalsFrozen)
        return;
    if (const auto failure = runProtected(freezeGlobalTable))
        throw std::runtime_error("cannot freeze the Lua globals: " + *failure);
    m_globalsFrozen = true;
}

std::optional<LuaError> LuaHost::call(int nargs, int nresults)
{
    const int functionIndex = lua_gettop(m_state) - nargs;
    // An outermost call runs on the base of the stack, where the handler waits in its slot;
    // a nested one runs inside a C function's frame and pushes the handler below its own.
    const bool outermost = m_callDepth == 0;
    int handler = kHandlerSlot;
    if (!outermost) {
        if (!lua_checkstack(m_state, 1)) {
            lua_settop(m_state, functionIndex - 1);
            return LuaError{{}, 0, "stack overflow", {}};
        }
        lua_pushcfunction(m_state, messageHandler);
        lua_insert(m_state, functionIndex);
        handler = functionIndex;
    }

    if (outermost)
        beginOutermostCall();
    ++m_callDepth;
    const int status = lua_pcall(m_state, nargs, nresults, handler);
    --m_callDepth;
    if (outermost)
        endOutermostCall();

    if (status == LUA_OK) {
        if (!outermost)
            lua_remove(m_state, functionIndex);
        return std::nullopt;
    }
    LuaError error = takeError();
    lua_settop(m_state, functionIndex - 1);
    if (status == LUA_ERRMEM)
        runProtected(collectAllGarbage); // the failed allocation's garbage is unreachable now
    return error;
}

std::size_t LuaHost::memoryInUse() const
{
    return m_memoryInUse;
}

bool LuaHost::chargeEngineMemory(std::size_t bytes)
{
    if (bytes > m_limits.memoryBytes - m_memoryInUse - m_engineBytes)
        return false;
    m_engineBytes += bytes;
    return true;
}

// Standard Lua allocator that refuses to grow past m_limits.memoryBytes.
void *LuaHost::allocate(void *userData, void *block, std::size_t oldSize, std::size_t newSize)
{
    auto *host = static_cast<LuaHost *>(userData);
    const std::size_t heldSize = block ? oldSize : 0; // for new blocks oldSize is a type tag
    if (newSize == 0) {
        std::free(block);
        host->m_memoryInUse -= heldSize;
        return nullptr;
    }
    if (newSize > heldSize && newSize - heldSize > host->m_limits.memoryBytes - host->m_memoryInUse - host->m_engineBytes)
        return nullptr;
    void *resized = std::realloc(block, newSize);
    if (!resized)
        return newSize <= heldSize ? block : nullptr; // Lua requires shrinking to succeed
    host->m_memoryInUse = host->m_memoryInUse - heldSize + newSize;
    if (host->m_charging && newSize > heldSize) {
        // Work done in C (string.rep, gsub, concatenation, table growth) runs no instruction:
        // each byte it allocates counts as one, and a spent budget stops the script at its
        // next instruction.
        host->m_budgetLeft -= static_cast<long long>(newSize - heldSize);
        if (host->m_budgetLeft <= 0 && lua_gethookcount(host->m_state) != 1)
            lua_sethook(host->m_state, countHook, LUA_MASKCOUNT, 1);
    }
    return resized;
}

// Charges the instructions run since the last hook to the budget and raises an error once it
// is spent. From then on the hook fires at every instruction of this thread and of the main
// one, so scripts that catch the error (pcall, coroutines) are stopped again right away.
void LuaHost::countHook(lua_State *state, lua_Debug *)
{
    LuaHost *host = hostOf(state);
    if (host->timeIsUp())
        stopForTime(state);
    const int interval = lua_gethookcount(state);
    host->m_budgetLeft -= interval;
    if (host->m_budgetLeft > 0) {
        if (interval != kHookInterval) // a thread stopped during an earlier call
            lua_sethook(state, countHook, LUA_MASKCOUNT, kHookInterval);
        return;
    }
    stopForBudget(state);
}

// Raises the budget error at the running Lua function, and makes the hook fire at every
// instruction, so that pcall cannot absorb it.
void LuaHost::stopForBudget(lua_State *state)
{
    LuaHost *host = hostOf(state);
    lua_pushfstring(state, "instruction budget exceeded (%I instructions): infinite loop?",
                    static_cast<lua_Integer>(host->m_limits.instructionBudget));
    raiseStop(state, lua_tostring(state, -1));
}

void LuaHost::stopForTime(lua_State *state)
{
    LuaHost *host = hostOf(state);
    lua_pushfstring(state, "time limit exceeded (%I ms): infinite loop?",
                    static_cast<lua_Integer>(host->m_limits.timeLimit.count()));
    raiseStop(state, lua_tostring(state, -1));
}

// Raises "file:line: why" at the running Lua function ("stack overflow" when the stack is
// deeper than kDeepStack calls), and makes the hook fire at every instruction of this thread
// and of the main one, so that pcall cannot absorb it. `why` stays on the stack meanwhile.
void LuaHost::raiseStop(lua_State *state, const char *why)
{
    LuaHost *host = hostOf(state);
    lua_sethook(state, countHook, LUA_MASKCOUNT, 1);
    if (state != host->m_state)
        lua_sethook(host->m_state, countHook, LUA_MASKCOUNT, 1);
    lua_Debug deepest;
    const bool overflow = lua_getstack(state, kDeepStack, &deepest) != 0;
    luaL_where(state, 0);
    lua_pushstring(state, overflow ? "stack overflow" : why);
    lua_concat(state, 2);
    lua_error(state);
    std::abort(); // lua_error does not return
}

// The coarse monotonic clock costs a fraction of the precise one, which matters because
// every outermost call reads it; it lags real time by up to its resolution.
std::int64_t LuaHost::nowNanos()
{
    timespec now{};
    clock_gettime(CLOCK_MONOTONIC_COARSE, &now);
    return std::int64_t(now.tv_sec) * 1'000'000'000 + now.tv_nsec;
}

std::int64_t LuaHost::clockLagNanos()
{
    timespec resolution{};
    clock_getres(CLOCK_MONOTONIC_COARSE, &resolution);
    return std::int64_t(resolution.tv_sec) * 1'000'000'000 + resolution.tv_nsec;
}

std::int64_t LuaHost::threadProcessorNanos()
{
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return std::int64_t(now.tv_sec) * 1'000'000'000 + now.tv_nsec;
}

// Whether the running call has used its time: it has run past its wall-clock deadline and,
// counting every moment before its first check as running (at most kUncheckedMillis), it
// has had as much processor time on its thread. Reading the thread's processor clock costs
// a system call, so a call reads it only from its first check on. Runs on the call's thread
// only, also in its signal handler (clock_gettime may run there).
bool LuaHost::usedItsTime()
{
    const std::int64_t now = nowNanos();
    if (m_processorMark.load(std::memory_order_relaxed) < 0) {
        m_wallMark.store(now, std::memory_order_relaxed);
        m_processorMark.store(threadProcessorNanos(), std::memory_order_relaxed);
    }
    // Both readings lag by up to m_clockLag, so their difference, less that lag, never
    // exceeds the real time between them.
    const std::int64_t started = m_started.load(std::memory_order_relaxed) + m_clockLag;
    const std::int64_t limit = std::chrono::nanoseconds(m_limits.timeLimit).count();
    if (now - started < limit)
        return false;
    const std::int64_t unchecked = std::clamp(m_wallMark.load(std::memory_order_relaxed) - started, std::int64_t(0),
                                              std::int64_t(kUncheckedMillis) * 1'000'000);
    return unchecked + threadProcessorNanos() - m_processorMark.load(std::memory_order_relaxed) >= limit;
}

// Whether the running outermost call has reached its deadline; once it has, stays true
// until the next call begins.
bool LuaHost::timeIsUp()
{
    if (m_expired.load(std::memory_order_relaxed))
        return true;
    if (m_callDepth == 0 || !usedItsTime())
        return false;
    m_expired.store(true, std::memory_order_relaxed);
    return true;
}

// The CallWatch callback, run by a signal handler on the thread of a call that has run
// kOverrunMillis, and again every kOverrunMillis: from the first time on the call's
// main-thread instructions count; past the deadline the thread running Lua code and the
// main one stop at their next instruction.
void LuaHost::onOverrun(void *context)
{
    auto *host = static_cast<LuaHost *>(context);
    lua_State *state = host->m_state;
    if (lua_gethookmask(state) == 0)
        lua_sethook(state, countHook, LUA_MASKCOUNT, kHookInterval);
    if (!host->usedItsTime())
        return;
    host->m_expired.store(true, std::memory_order_relaxed);
    lua_sethook(state, countHook, LUA_MASKCOUNT, 1);
    if (lua_State *running = host->m_running.load(std::memory_order_relaxed))
        lua_sethook(running, countHook, LUA_MASKCOUNT, 1);
}

// Replaces coroutine.create and coroutine.wrap by versions that give every new thread the
// count hook, so that coroutines count from their first instruction, and coroutine.resume
// and the functions wrap makes by versions that keep m_running up to date, so that a call
// past its deadline stops inside the coroutine it is running.
int LuaHost::hookNewThreads(lua_State *L)
{
    lua_getglobal(L, LUA_COLIBNAME);
    for (const char *name : {"create", "wrap"}) {
        lua_getfield(L, -1, name);
        lua_pushcclosure(L, startHookedThread, 1);
        lua_setfield(L, -2, name);
    }
    lua_getfield(L, -1, "resume");
    lua_pushcclosure(L, resumeTracked, 1);
    lua_setfield(L, -2, "resume");
    return 0;
}

// coroutine.resume(co, ...): the original (upvalue 1), with co as m_running meanwhile (so
// also while an error passes: m_running never names a coroutine that may be collected).
int LuaHost::resumeTracked(lua_State *L)
{
    lua_State *co = lua_tothread(L, 1);
    luaL_argexpected(L, co, 1, "coroutine");
    LuaHost *host = hostOf(L);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    host->m_running.store(co, std::memory_order_relaxed);
    const int status = lua_pcall(L, lua_gettop(L) - 1, LUA_MULTRET, 0);
    host->m_running.store(L == host->m_state ? nullptr : L, std::memory_order_relaxed);
    if (status != LUA_OK)
        return lua_error(L);
    return lua_gettop(L);
}

// A function coroutine.wrap made (upvalue 1), for its coroutine (upvalue 2) as m_running
// meanwhile; its error passes on unchanged.
int LuaHost::callWrappedTracked(lua_State *L)
{
    LuaHost *host = hostOf(L);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    host->m_running.store(lua_tothread(L, lua_upvalueindex(2)), std::memory_order_relaxed);
    const int status = lua_pcall(L, lua_gettop(L) - 1, LUA_MULTRET, 0);
    host->m_running.store(L == host->m_state ? nullptr : L, std::memory_order_relaxed);
    if (status != LUA_OK)
        return lua_error(L);
    return lua_gettop(L);
}

// Calls the original create or wrap (upvalue 1) and hooks the thread it made: the result
// itself, or the first upvalue of the function wrap returns. Checks the argument first, so
// that a wrong one is reported as Lua's own functions report it ("bad argument #1 to 'create' ...").
int LuaHost::startHookedThread(lua_State *L)
{
    luaL_checktype(L, 1, LUA_TFUNCTION);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, 1);
    lua_State *thread = lua_tothread(L, -1);
    if (thread) {
        lua_sethook(thread, countHook, LUA_MASKCOUNT, kHookInterval);
        return 1;
    }
    if (lua_getupvalue(L, -1, 1))
        thread = lua_tothread(L, -1);
    if (!thread)
        return luaL_error(L, "cannot limit the instructions of a new coroutine");
    lua_sethook(thread, countHook, LUA_MASKCOUNT, kHookInterval);
    lua_pushcclosure(L, callWrappedTracked, 2);
    return 1;
}

// A budget error is raised inside the count hook, and Lua runs an xpcall message handler
// for it with hooks off: a handler that loops would never be stopped. So xpcall's handler
// is skipped (the error passes on unchanged) once the budget is spent.
int LuaHost::guardMessageHandlers(lua_State *L)
{
    lua_getglobal(L, "xpcall");
    lua_pushcclosure(L, xpcallWithGuardedHandler, 1);
    lua_setglobal(L, "xpcall");
    return 0;
}

// xpcall(f, handler, ...): the original xpcall (upvalue 1) with the handler wrapped.
int LuaHost::xpcallWithGuardedHandler(lua_State *L)
{
    luaL_checktype(L, 2, LUA_TFUNCTION);
    lua_pushvalue(L, 2);
    lua_pushcclosure(L, skipHandlerOnceSpent, 1);
    lua_replace(L, 2);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_callk(L, lua_gettop(L) - 1, LUA_MULTRET, 0, returnAll);
    return returnAll(L, LUA_OK, 0);
}

int LuaHost::skipHandlerOnceSpent(lua_State *L)
{
    LuaHost *host = hostOf(L);
    if (host->m_budgetLeft <= 0 || host->m_expired.load(std::memory_order_relaxed))
        return 1;
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, 1);
    return 1;
}

LuaHost *LuaHost::hostOf(lua_State *state)
{
    void *userData = nullptr;
    lua_getallocf(state, &userData);
    return static_cast<LuaHost *>(userData);
}

void LuaHost::resetBudget()
{
    m_budgetLeft = m_limits.instructionBudget;
    lua_sethook(m_state, countHook, LUA_MASKCOUNT, kHookInterval);
}

// With a working CallWatch the main thread runs without any hook (Lua 5.4 slows every
// instruction while one is set) until the watch reports an overrun; otherwise it counts
// from the start.
void LuaHost::beginOutermostCall()
{
    m_expired.store(false, std::memory_order_relaxed);
    m_running.store(nullptr, std::memory_order_relaxed);
    m_engineBytes = 0;
    m_started.store(nowNanos(), std::memory_order_relaxed);
    m_processorMark.store(-1, std::memory_order_relaxed);
    if (!m_watched)
        return resetBudget();
    m_budgetLeft = m_limits.instructionBudget;
    lua_sethook(m_state, nullptr, 0, 0);
    m_watch.begin();
}

// Between calls the hook stays set with a fresh budget: finalizers that the collector or
// lua_close run outside call() are bounded as well.
void LuaHost::endOutermostCall()
{
    if (m_watched)
        m_watch.end();
    m_expired.store(false, std::memory_order_relaxed);
    m_running.store(nullptr, std::memory_order_relaxed);
    m_engineBytes = 0;
    resetBudget();
}

std::optional<std::string> LuaHost::runProtected(int (*fn)(lua_State *))
{
    if (!lua_checkstack(m_state, 1))
        return "stack overflow";
    lua_pushcfunction(m_state, fn);
    if (lua_pcall(m_state, 0, 0, 0) == LUA_OK)
        return std::nullopt;
    return takeError().text();
}

LuaError LuaHost::takeError()
{
    const bool isString = lua_type(m_state, -1) == LUA_TSTRING;
    LuaError error = parseErrorText(isString ? lua_tostring(m_state, -1) : "(error object is not a string)");
    lua_pop(m_state, 1);
    error.file = fullChunkName(error.file);

    lua_rawgetp(m_state, LUA_REGISTRYINDEX, &kTracebackKey);
    if (lua_type(m_state, -1) == LUA_TSTRING) {
        error.traceback = lua_tostring(m_state, -1);
        lua_pushnil(m_state); // the slot exists, so clearing it does not allocate
        lua_rawsetp(m_state, LUA_REGISTRYINDEX, &kTracebackKey);
    }
    lua_pop(m_state, 1);
    return error;
}

void LuaHost::rememberChunkName(const std::string &chunkName)
{
    if (std::find(m_chunkNames.begin(), m_chunkNames.end(), chunkName) == m_chunkNames.end())
        m_chunkNames.push_back(chunkName);
}

std::string LuaHost::fullChunkName(const std::string &shownName) const
{
    if (!shownName.starts_with("..."))
        return shownName;
    const std::string_view tail = std::string_view(shownName).substr(3);
    const auto match = std::find_if(m_chunkNames.begin(), m_chunkNames.end(), [tail](const std::string &name) {
        return name.size() > tail.size() && name.ends_with(tail);
    });
    return match != m_chunkNames.end() ? *match : shownName;
}

} // namespace tw
