// The instruction budget of LuaHost: what always completes, what is always stopped.
#include "callwatch.h"
#include "luahost.h"

#include <gtest/gtest.h>
#include <lua.hpp>

#include <chrono>
#include <iostream>
#include <string>
#include <thread>

using tw::CallWatch;
using tw::LuaError;
using tw::LuaHost;
using tw::LuaLimits;

namespace {

using Clock = std::chrono::steady_clock;

const std::string kFlow = "rulesets/x/flow.lua";

std::optional<LuaError> callGlobal(LuaHost &host, const char *name)
{
    lua_getglobal(host.state(), name);
    return host.call(0, 0);
}

bool contains(const std::string &text, const std::string &part)
{
    return text.find(part) != std::string::npos;
}

// counting(): whether the instructions of the calling thread count now.
int counting(lua_State *L)
{
    lua_pushboolean(L, lua_gethookmask(L) != 0);
    return 1;
}

// waitForCount(): sleeps until the CallWatch has made the calling thread count (at most
// two seconds); returns whether it did.
int waitForCount(lua_State *L)
{
    const auto deadline = Clock::now() + std::chrono::seconds(2);
    while (lua_gethookmask(L) == 0 && Clock::now() < deadline)
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
    return counting(L);
}

// A host with the helpers above and `work(n, wait)`: runs about 2n instructions, after
// waiting for counting to start when `wait` is true.
void loadWork(LuaHost &host)
{
    lua_register(host.state(), "counting", counting);
    lua_register(host.state(), "waitForCount", waitForCount);
    ASSERT_FALSE(host.runChunk("function work(n, wait)\n"
                               "  if wait then assert(waitForCount()) end\n"
                               "  local sum = 0\n"
                               "  for i = 1, n do sum = sum + i end\n"
                               "  return sum\n"
                               "end\n",
                               kFlow));
}

std::optional<LuaError> work(LuaHost &host, lua_Integer n, bool wait)
{
    lua_getglobal(host.state(), "work");
    lua_pushinteger(host.state(), n);
    lua_pushboolean(host.state(), wait);
    return host.call(2, 0);
}

} // namespace

TEST(LuaBudget, InfiniteLoopExhaustsBudget)
{
    LuaHost host(LuaLimits{.instructionBudget = 5'000'000, .timeLimit = std::chrono::seconds(10)});
    ASSERT_FALSE(host.runChunk("function spin()\n  while true do end\nend\n"
                               "function answer() return 42 end\n",
                               kFlow));
    const auto start = Clock::now();
    const auto error = callGlobal(host, "spin");
    const auto elapsed = Clock::now() - start;
    ASSERT_TRUE(error);
    EXPECT_LT(elapsed, std::chrono::seconds(1));
    EXPECT_EQ(error->file, kFlow);
    EXPECT_EQ(error->line, 2);
    EXPECT_EQ(error->message, "instruction budget exceeded (5000000 instructions): infinite loop?");

    lua_getglobal(host.state(), "answer");
    ASSERT_FALSE(host.call(0, 1));
    EXPECT_EQ(lua_tointeger(host.state(), -1), 42);
    lua_pop(host.state(), 1);
}

TEST(LuaBudget, InfiniteLoopInChunkExhaustsBudget)
{
    LuaHost host(LuaLimits{.instructionBudget = 1'000'000});
    const auto error = host.runChunk("local n = 0\nrepeat n = n + 1 until false\n", kFlow);
    ASSERT_TRUE(error);
    EXPECT_EQ(error->text(), kFlow + ":2: instruction budget exceeded (1000000 instructions): infinite loop?");
    EXPECT_FALSE(host.runChunk("local ok = true", kFlow));
}

TEST(LuaBudget, CaughtBudgetErrorsStillStopTheScript)
{
    LuaHost host(LuaLimits{.instructionBudget = 1'000'000});
    ASSERT_FALSE(host.runChunk("function swallow()\n"
                               "  while true do pcall(function() while true do end end) end\n"
                               "end\n"
                               "function viaCoroutine()\n"
                               "  while true do coroutine.resume(coroutine.create(function() while true do end end)) end\n"
                               "end\n",
                               kFlow));
    for (const char *name : {"swallow", "viaCoroutine"}) {
        const auto error = callGlobal(host, name);
        ASSERT_TRUE(error) << name;
        EXPECT_TRUE(contains(error->message, "instruction budget exceeded")) << error->text();
    }
}

TEST(LuaBudget, MessageHandlersThatNeverEndAreStopped)
{
    // Lua runs the handler of a budget error with hooks off: it must not run at all.
    LuaHost host(LuaLimits{.instructionBudget = 1'000'000});
    ASSERT_FALSE(host.runChunk("function spinInHandler()\n"
                               "  xpcall(function() while true do end end, function(m) while true do end end)\n"
                               "end\n"
                               "function handled()\n"
                               "  local ok, m = xpcall(function() error('x', 0) end, function(m) return 'handled ' .. m end)\n"
                               "  return m\n"
                               "end\n",
                               kFlow));
    const auto start = Clock::now();
    const auto error = callGlobal(host, "spinInHandler");
    ASSERT_TRUE(error);
    EXPECT_LT(Clock::now() - start, std::chrono::seconds(1));
    EXPECT_TRUE(contains(error->message, "instruction budget exceeded")) << error->text();
    lua_getglobal(host.state(), "handled");
    ASSERT_FALSE(host.call(0, 1));
    EXPECT_STREQ(lua_tostring(host.state(), -1), "handled x");
    lua_pop(host.state(), 1);
}

TEST(LuaBudget, WorkInCIsChargedByTheBytesItAllocates)
{
    // A few instructions per round, but each gsub makes a 10,000-byte string (and its
    // buffer): charged one instruction per byte allocated.
    LuaHost host(LuaLimits{.instructionBudget = 1'000'000});
    ASSERT_FALSE(host.runChunk("function scan(n)\n"
                               "  local s = string.rep('a', 10000)\n"
                               "  for i = 1, n do s = s:gsub('a', 'b') end\n"
                               "end\n"
                               "function join(n)\n"
                               "  local s = ''\n"
                               "  for i = 1, n do s = s .. 'x' end\n"
                               "end\n",
                               kFlow));
    const auto run = [&](const char *name, lua_Integer n) {
        lua_getglobal(host.state(), name);
        lua_pushinteger(host.state(), n);
        return host.call(1, 0);
    };
    EXPECT_FALSE(run("scan", 5));
    const auto scanned = run("scan", 1'000'000);
    ASSERT_TRUE(scanned);
    EXPECT_EQ(scanned->text(), kFlow + ":3: instruction budget exceeded (1000000 instructions): infinite loop?");
    // n concatenations allocate about n * n / 2 bytes: 100 fit, 10,000 do not.
    EXPECT_FALSE(run("join", 100));
    const auto joined = run("join", 10'000);
    ASSERT_TRUE(joined);
    EXPECT_EQ(joined->line, 7) << joined->text();
}

TEST(LuaBudget, InfiniteLoopsInCoroutinesAreStopped)
{
    LuaHost host(LuaLimits{.instructionBudget = 1'000'000});
    ASSERT_FALSE(host.runChunk("local saved = {}\n"
                               "function viaWrap() coroutine.wrap(function() while true do end end)() end\n"
                               "function park()\n"
                               "  saved.co = coroutine.create(function() coroutine.yield() while true do end end)\n"
                               "  coroutine.resume(saved.co)\n"
                               "end\n"
                               "function unpark() coroutine.resume(saved.co) end\n",
                               kFlow));
    ASSERT_FALSE(callGlobal(host, "park"));
    for (const char *name : {"viaWrap", "unpark"}) {
        const auto start = Clock::now();
        const auto error = callGlobal(host, name);
        ASSERT_TRUE(error) << name;
        EXPECT_LT(Clock::now() - start, std::chrono::seconds(1)) << name;
        EXPECT_TRUE(contains(error->message, "instruction budget exceeded")) << error->text();
    }
}

// The contract that keeps replays deterministic: whether counting starts late or at once,
// a call within the budget completes.
TEST(LuaBudget, CallsWithinTheBudgetAlwaysComplete)
{
    LuaHost host(LuaLimits{.instructionBudget = 1'000'000});
    loadWork(host);
    for (const bool wait : {false, true, false, true}) {
        const auto error = work(host, 400'000, wait);
        EXPECT_FALSE(error) << error->text();
    }
}

TEST(LuaBudget, CallsOverTheBudgetOnceCountingAreStopped)
{
    LuaHost host(LuaLimits{.instructionBudget = 1'000'000});
    loadWork(host);
    for (const lua_Integer n : {lua_Integer(600'000), lua_Integer(1'000'000'000'000)}) {
        const auto error = work(host, n, n < 1'000'000); // the endless one is not helped
        ASSERT_TRUE(error) << n;
        EXPECT_EQ(error->text(), kFlow + ":4: instruction budget exceeded (1000000 instructions): infinite loop?");
    }
    EXPECT_FALSE(work(host, 400'000, true)); // the next call has the whole budget again
}

TEST(LuaBudget, ShortCallsRunWithoutTheCountHookCoroutinesWithIt)
{
    if (!CallWatch::available())
        GTEST_SKIP() << "no CallWatch: every call counts from the start";
    LuaHost host;
    loadWork(host);
    ASSERT_FALSE(host.runChunk("function hooks()\n"
                               "  return counting(), coroutine.wrap(function() return counting() end)()\n"
                               "end\n",
                               kFlow));
    lua_getglobal(host.state(), "hooks");
    ASSERT_FALSE(host.call(0, 2));
    EXPECT_FALSE(lua_toboolean(host.state(), -2));
    EXPECT_TRUE(lua_toboolean(host.state(), -1));
    lua_pop(host.state(), 2);
}

TEST(LuaBudget, HookedCoroutineFunctionsReportMisuseAsLuaDoes)
{
    LuaHost host;
    ASSERT_FALSE(host.runChunk("function misuse()\n"
                               "  local _, direct = pcall(coroutine.create, 5)\n"
                               "  local _, wrapped = pcall(function() return coroutine.wrap() end)\n"
                               "  return direct .. '|' .. wrapped\n"
                               "end\n",
                               kFlow));
    lua_getglobal(host.state(), "misuse");
    ASSERT_FALSE(host.call(0, 1));
    EXPECT_EQ(std::string(lua_tostring(host.state(), -1)),
              "bad argument #1 to 'coroutine.create' (function expected, got number)|" + kFlow
                  + ":3: bad argument #1 to 'wrap' (function expected, got no value)");
    lua_pop(host.state(), 1);
}

namespace {

// Runs the global `name` and checks that the time limit stopped it at `line` (or
// `otherLine`: inside a coroutine, or in the code that resumes it) of kFlow, and soon: the documented limit is timeLimit plus about 10 ms; the bound leaves room for a
// loaded machine.
void expectStoppedInTime(LuaHost &host, const char *name, int line, const std::string &message, int otherLine = 0)
{
    const auto start = Clock::now();
    const auto error = callGlobal(host, name);
    const auto elapsed = Clock::now() - start;
    ASSERT_TRUE(error) << name;
    EXPECT_EQ(error->file, kFlow) << name;
    EXPECT_TRUE(error->line == line || error->line == otherLine) << name << ": " << error->text();
    EXPECT_EQ(error->message, message) << name;
    EXPECT_LT(elapsed, std::chrono::seconds(3)) << name;
    EXPECT_GE(elapsed, std::chrono::milliseconds(250)) << name;
    std::cout << "[          ] " << name << " stopped after "
              << std::chrono::duration_cast<std::chrono::milliseconds>(elapsed).count() << " ms\n";
}

const std::string kTimeUp = "time limit exceeded (250 ms): infinite loop?";

} // namespace

// A call whose thread waits (here in a host function that sleeps, as a thread waits for a
// processor on a busy machine) is not stopped for the time it did not run, however long by
// the clock.
TEST(LuaTimeLimit, TimeSpentWaitingDoesNotCount)
{
    LuaHost host;
    lua_register(host.state(), "wait_a_while", [](lua_State *) {
        std::this_thread::sleep_for(std::chrono::milliseconds(600));
        return 0;
    });
    ASSERT_FALSE(host.runChunk("function waits()\n"
                               "  wait_a_while()\n"
                               "  local sum = 0\n"
                               "  for i = 1, 100000 do sum = sum + i end\n"
                               "  return sum\n"
                               "end\n",
                               kFlow));
    const auto start = Clock::now();
    const auto error = callGlobal(host, "waits");
    EXPECT_FALSE(error) << error->text();
    EXPECT_GE(Clock::now() - start, std::chrono::milliseconds(600));
}

// Loops whose instructions are few but whose work is not: each would run for seconds or
// forever under an instruction budget alone.
TEST(LuaTimeLimit, CheapInstructionsCostlyWorkIsStopped)
{
    LuaHost host;
    ASSERT_FALSE(host.runChunk("local BIG = string.rep('x', 3 << 20)\n"
                               "local SAME = BIG:sub(1, -2) .. 'x'\n"
                               "function catchErrors()\n"
                               "  while true do pcall(error, 'x') end\n"
                               "end\n"
                               "function findInBig()\n"
                               "  while true do BIG:find('y', 1, true) end\n"
                               "end\n"
                               "function compareBig()\n"
                               "  while BIG == SAME do end\n"
                               "end\n"
                               "function compareBigInCoroutine()\n"
                               "  coroutine.wrap(function()\n"
                               "    while BIG == SAME do end\n"
                               "  end)()\n"
                               "end\n",
                               kFlow));
    expectStoppedInTime(host, "catchErrors", 4, kTimeUp);
    expectStoppedInTime(host, "findInBig", 7, kTimeUp);
    expectStoppedInTime(host, "compareBig", 10, kTimeUp);
    expectStoppedInTime(host, "compareBigInCoroutine", 14, kTimeUp);
}

TEST(LuaTimeLimit, CoroutineSwitchesAreStopped)
{
    for (const long long budget : {50'000'000LL, 1'000'000'000LL}) {
        LuaHost host(LuaLimits{.instructionBudget = budget});
        ASSERT_FALSE(host.runChunk("function resumeYield()\n"
                                   "  local co = coroutine.create(function() while true do coroutine.yield() end end)\n"
                                   "  while true do coroutine.resume(co) end\n"
                                   "end\n"
                                   "function callWrapped()\n"
                                   "  local f = coroutine.wrap(function() while true do coroutine.yield() end end)\n"
                                   "  while true do f() end\n"
                                   "end\n",
                                   kFlow));
        expectStoppedInTime(host, "resumeYield", 3, kTimeUp, 2);
        expectStoppedInTime(host, "callWrapped", 7, kTimeUp, 6);
    }
}

TEST(LuaTimeLimit, AnyLoopUnderTheLargestBudgetIsStopped)
{
    LuaHost host(LuaLimits{.instructionBudget = 1'000'000'000});
    ASSERT_FALSE(host.runChunk("function spin()\n"
                               "  local n = 0\n"
                               "  while true do n = n + 1 end\n"
                               "end\n"
                               "function caughtAgain()\n"
                               "  while true do pcall(function() while true do end end) end\n"
                               "end\n",
                               kFlow));
    expectStoppedInTime(host, "spin", 3, kTimeUp);
    const auto start = Clock::now();
    const auto error = callGlobal(host, "caughtAgain");
    ASSERT_TRUE(error);
    EXPECT_EQ(error->message, kTimeUp);
    EXPECT_LT(Clock::now() - start, std::chrono::seconds(3));
    // The next call has the whole time again.
    loadWork(host);
    EXPECT_FALSE(work(host, 1000, false));
}

// Whether the budget, the time limit or Lua's own stack limit stops it first.
TEST(LuaTimeLimit, DeepRecursionSaysStackOverflow)
{
    for (const long long budget : {1'000'000LL, 10'000'000LL, 1'000'000'000LL}) {
        LuaHost host(LuaLimits{.instructionBudget = budget});
        ASSERT_FALSE(host.runChunk("local function down(n)\n"
                                   "  return down(n + 1) + 1\n"
                                   "end\n"
                                   "function recurse() return down(1) end\n",
                                   kFlow));
        const auto start = Clock::now();
        const auto error = callGlobal(host, "recurse");
        ASSERT_TRUE(error) << budget;
        EXPECT_LT(Clock::now() - start, std::chrono::seconds(3)) << budget;
        EXPECT_TRUE(contains(error->message, "stack overflow")) << error->text();
        EXPECT_FALSE(contains(error->message, "infinite loop")) << error->text();
        EXPECT_EQ(error->line, 2) << error->text();
    }
}

// Lua's matcher runs in C, out of reach of the budget and the time limit: a pattern whose
// backtracking could run for hours on a long string is refused at once, at the script's
// line; everyday patterns and plain finds on long strings work as in Lua.
TEST(LuaPatterns, BacktrackingThatCouldNotBeStoppedIsRefused)
{
    LuaHost host;
    ASSERT_FALSE(host.runChunk("local LONG = string.rep('a', 100000)\n"
                               "function backtrack() return LONG:find('.-.-.-b') end\n"
                               "function viaLibrary() return string.gsub(LONG, 'a-a-b', '') end\n"
                               "function everyday()\n"
                               "  local id, n = ('road_12'):match('^(%a+)_(%d+)$')\n"
                               "  assert(id == 'road' and n == '12')\n"
                               "  local words = 0\n"
                               "  for _ in ('a bb ccc'):gmatch('%a+') do words = words + 1 end\n"
                               "  assert(words == 3)\n"
                               "  assert(select(2, string.rep('x ', 2000):gsub('%s+', '')) == 2000)\n"
                               "  assert(LONG:find('b', 1, true) == nil)\n"
                               "  assert(LONG:find('[%]b]') == nil)\n"
                               "end\n",
                               kFlow));
    for (const char *name : {"backtrack", "viaLibrary"}) {
        const auto start = Clock::now();
        const auto error = callGlobal(host, name);
        ASSERT_TRUE(error) << name;
        EXPECT_LT(Clock::now() - start, std::chrono::seconds(1)) << name;
        EXPECT_TRUE(contains(error->message, "could run too long to be stopped")) << error->text();
        EXPECT_TRUE(contains(error->message, "100000-character")) << error->text();
        EXPECT_EQ(error->line, std::string(name) == "backtrack" ? 2 : 3) << error->text();
    }
    EXPECT_TRUE(contains(callGlobal(host, "backtrack")->message, "string.find: a pattern with 3 repetition(s)"));
    const auto fine = callGlobal(host, "everyday");
    EXPECT_FALSE(fine) << fine->text();
}
