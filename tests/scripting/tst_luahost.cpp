#include "luahost.h"
#include "syntaxcolumn.h"

#include <gtest/gtest.h>
#include <lua.hpp>

#include <string>
#include <vector>

using tw::LuaError;
using tw::LuaHost;
using tw::LuaLimits;

namespace {

const std::string kFlow = "rulesets/x/flow.lua";
const std::string kStateless = "ruleset scripts are stateless; keep state in the game state";

// Calls the global function 'name' without arguments or results.
std::optional<LuaError> callGlobal(LuaHost &host, const char *name)
{
    lua_getglobal(host.state(), name);
    return host.call(0, 0);
}

bool contains(const std::string &text, const std::string &part)
{
    return text.find(part) != std::string::npos;
}

} // namespace

TEST(LuaHost, UnsafeFunctionsAreAbsent)
{
    LuaHost host;
    for (const char *name : {"io", "os", "debug", "package", "require", "load", "loadfile", "dofile", "collectgarbage"}) {
        EXPECT_EQ(lua_getglobal(host.state(), name), LUA_TNIL) << name;
        lua_pop(host.state(), 1);
    }
    const auto error = host.runChunk("assert(string.dump == nil)", kFlow);
    EXPECT_FALSE(error) << error->text();
}

TEST(LuaHost, SafeLibrariesWork)
{
    LuaHost host;
    const auto error = host.runChunk(R"(
        assert(string.rep("ab", 3) == "ababab")
        assert(("x"):upper() == "X")
        assert(math.floor(2.5) == 2 and math.max(1, 7) == 7)
        assert(table.concat({1, 2, 3}, ",") == "1,2,3")
        assert(utf8.char(72, 105) == "Hi")
        local co = coroutine.wrap(function() coroutine.yield(1) return 2 end)
        assert(co() == 1 and co() == 2)
        assert(select("#", pcall(error, "caught")) == 2)
        assert(tostring(12) == "12" and type(pairs) == "function")
    )",
                                     kFlow);
    EXPECT_FALSE(error) << error->text();
}

TEST(LuaHost, BytecodeIsRejected)
{
    LuaHost host;
    const std::string bytecode("\x1bLua\x54\x00\x19\x93\r\n\x1a\n", 12);
    const int top = lua_gettop(host.state());
    const auto error = host.runChunk(bytecode, kFlow);
    ASSERT_TRUE(error);
    EXPECT_EQ(error->file, kFlow);
    EXPECT_TRUE(contains(error->message, "binary")) << error->message;
    EXPECT_EQ(lua_gettop(host.state()), top);
}

TEST(LuaHost, SyntaxErrorReportsFileAndLine)
{
    LuaHost host;
    const auto error = host.runChunk("local a = 1\nlocal b = 2\nlocal c = = 3\n", kFlow);
    ASSERT_TRUE(error);
    EXPECT_EQ(error->file, kFlow);
    EXPECT_EQ(error->line, 3);
    EXPECT_TRUE(contains(error->message, "unexpected symbol")) << error->message;
    EXPECT_FALSE(contains(error->message, kFlow));
    EXPECT_TRUE(error->syntax);
    EXPECT_EQ(error->column, 11); // "local c = = 3": the second '='
    EXPECT_EQ(error->text(), kFlow + ":3:11: " + error->message);
}

TEST(LuaHost, ARuntimeErrorIsNotASyntaxErrorAndHasNoColumn)
{
    LuaHost host;
    const auto error = host.runChunk("local a = nil\nlocal b = a.x\n", kFlow);
    ASSERT_TRUE(error);
    EXPECT_FALSE(error->syntax);
    EXPECT_EQ(error->line, 2);
    EXPECT_EQ(error->column, 0);
}

TEST(SyntaxErrorColumn, FindsTheTokenLuaNamesOnItsLine)
{
    const std::string_view source = "a = 1\nif x then\n  y = = 2\nend\n";
    EXPECT_EQ(tw::syntaxErrorColumn(source, 3, "unexpected symbol near '='"), 5);
    EXPECT_EQ(tw::syntaxErrorColumn(source, 1, "'=' expected near 'a'"), 1);
    // At the end of the file: just past the last line's text.
    EXPECT_EQ(tw::syntaxErrorColumn(source, 4, "'end' expected (to close 'if' at line 2) near <eof>"), 4);
    EXPECT_EQ(tw::syntaxErrorColumn("x = (\r\n", 2, "unexpected symbol near <eof>"), 6);
    // Unknown: no token named, a token not on that line, no such line.
    EXPECT_EQ(tw::syntaxErrorColumn(source, 3, "chunk has too many syntax levels"), 0);
    EXPECT_EQ(tw::syntaxErrorColumn(source, 3, "unexpected symbol near 'zz'"), 0);
    EXPECT_EQ(tw::syntaxErrorColumn(source, 9, "unexpected symbol near '='"), 0);
    EXPECT_EQ(tw::syntaxErrorColumn(source, 0, "unexpected symbol near '='"), 0);
}

TEST(SyntaxErrorColumn, ACheckPicksWhichOfTwoTokensFailed)
{
    // The line holds '=' twice; only the source cut after the second fails the same way.
    const std::string_view source = "local c = = 3\n";
    const std::string message = "unexpected symbol near '='";
    std::vector<std::string> tried;
    const tw::SyntaxCheck check = [&](std::string_view prefix) -> std::optional<std::pair<int, std::string>> {
        tried.emplace_back(prefix);
        if (prefix == "local c = =")
            return std::make_pair(1, message);
        return std::make_pair(1, std::string("unexpected symbol near <eof>"));
    };
    EXPECT_EQ(tw::syntaxErrorColumn(source, 1, message, check), 11);
    EXPECT_EQ(tried, (std::vector<std::string>{"local c =", "local c = ="}));
    EXPECT_EQ(tw::syntaxErrorColumn(source, 1, message), 9); // without a check, the first
}

TEST(LuaHost, RuntimeErrorReportsLocationAndTraceback)
{
    LuaHost host;
    ASSERT_FALSE(host.runChunk("function scoreHand(hand)\n"
                               "  return hand.tiles + 1\n"
                               "end\n"
                               "function onTurn()\n"
                               "  local score = scoreHand(nil)\n"
                               "  return score\n"
                               "end\n",
                               kFlow));
    const auto error = callGlobal(host, "onTurn");
    ASSERT_TRUE(error);
    EXPECT_EQ(error->file, kFlow);
    EXPECT_EQ(error->line, 2);
    EXPECT_EQ(error->message, "attempt to index a nil value (local 'hand')");
    EXPECT_TRUE(error->traceback.starts_with("stack traceback:")) << error->traceback;
    EXPECT_TRUE(contains(error->traceback, "scoreHand")) << error->traceback;
    EXPECT_TRUE(contains(error->traceback, kFlow + ":5:")) << error->traceback;
}

TEST(LuaHost, ErrorCallsAreLocated)
{
    LuaHost host;
    ASSERT_FALSE(host.runChunk("function fail()\n  error('no tiles left')\nend\n"
                               "function failUnlocated()\n  error('plain', 0)\nend\n",
                               kFlow));
    const auto located = callGlobal(host, "fail");
    ASSERT_TRUE(located);
    EXPECT_EQ(located->text(), kFlow + ":2: no tiles left");
    EXPECT_TRUE(contains(located->traceback, "fail")) << located->traceback;

    const auto unlocated = callGlobal(host, "failUnlocated");
    ASSERT_TRUE(unlocated);
    EXPECT_EQ(unlocated->file, "");
    EXPECT_EQ(unlocated->line, 0);
    EXPECT_EQ(unlocated->message, "plain");
}

TEST(LuaHost, NonStringErrorObjectsAreDescribed)
{
    LuaHost host;
    ASSERT_FALSE(host.runChunk("function throwTable()\n  error({})\nend\n"
                               "function throwNil()\n  error()\nend\n"
                               "function throwNumber()\n  error(42)\nend\n"
                               "function throwNamed()\n"
                               "  error(setmetatable({}, {__tostring = function() return 'bad meld' end}))\n"
                               "end\n",
                               kFlow));
    const auto table = callGlobal(host, "throwTable");
    ASSERT_TRUE(table);
    EXPECT_EQ(table->text(), kFlow + ":2: (error object is a table value)");

    const auto nil = callGlobal(host, "throwNil");
    ASSERT_TRUE(nil);
    EXPECT_EQ(nil->text(), kFlow + ":5: (error object is a nil value)");

    const auto number = callGlobal(host, "throwNumber");
    ASSERT_TRUE(number);
    EXPECT_EQ(number->text(), kFlow + ":8: 42");

    const auto named = callGlobal(host, "throwNamed");
    ASSERT_TRUE(named);
    EXPECT_EQ(named->text(), kFlow + ":11: bad meld");
}

TEST(LuaHost, LongChunkNamesAreReportedInFull)
{
    LuaHost host;
    const std::string longName = "rulesets/an-unusually-long-ruleset-directory-name/scripts/scoring_helpers.lua";
    const auto error = host.runChunk("\n\nerror('boom')", longName);
    ASSERT_TRUE(error);
    EXPECT_EQ(error->file, longName);
    EXPECT_EQ(error->line, 3);
    EXPECT_EQ(error->message, "boom");
}

TEST(LuaHost, MemoryBombFailsAndHostRecovers)
{
    // Memory runs out first.
    LuaHost host(LuaLimits{.instructionBudget = 2'000'000'000, .timeLimit = std::chrono::seconds(10)});
    const auto hugeString = host.runChunk("local s = string.rep('x', 1 << 30)", kFlow);
    ASSERT_TRUE(hugeString);
    EXPECT_EQ(hugeString->text(), kFlow + ": not enough memory");

    const auto tableFill = host.runChunk("local t = {}\nfor i = 1, 1e9 do t[i] = i end\n", kFlow);
    ASSERT_TRUE(tableFill);
    EXPECT_EQ(tableFill->message, "not enough memory");

    const auto stringFill = host.runChunk("local t = {}\nfor i = 1, 1e9 do t[i] = ('tile' .. i):rep(100) end\n", kFlow);
    ASSERT_TRUE(stringFill);
    EXPECT_EQ(stringFill->message, "not enough memory");

    EXPECT_LT(host.memoryInUse(), LuaLimits().memoryBytes / 4); // the bombs were collected
    const auto after = host.runChunk("local t = {}\n"
                                     "for i = 1, 1000 do t[i] = string.rep('y', 100) end\n"
                                     "assert(#t == 1000)\n",
                                     kFlow);
    EXPECT_FALSE(after) << after->text();
}

TEST(LuaHost, SmallMemoryLimitIsHonoured)
{
    LuaHost host(LuaLimits{.memoryBytes = 1u << 20});
    EXPECT_LE(host.memoryInUse(), 1u << 20);
    const auto bomb = host.runChunk("local s = string.rep('x', 2 << 20)", kFlow);
    ASSERT_TRUE(bomb);
    EXPECT_EQ(bomb->message, "not enough memory");
    EXPECT_FALSE(host.runChunk("local s = string.rep('x', 100 << 10)", kFlow));
}

TEST(LuaHost, TooSmallMemoryLimitThrows)
{
    EXPECT_ANY_THROW(LuaHost(LuaLimits{.memoryBytes = 1024}));
}

TEST(LuaHost, FrozenGlobalsRejectWrites)
{
    LuaHost host;
    ASSERT_FALSE(host.runChunk("counter = 0\n"
                               "local function double(x) return 2 * x end\n"
                               "function tileValue(n)\n"
                               "  local scaled = double(n)\n"
                               "  scaled = scaled + math.floor(0.5)\n"
                               "  return scaled + counter\n"
                               "end\n"
                               "function remember() lastHand = 1 end\n"
                               "function bump() counter = counter + 1 end\n"
                               "function viaG() _G.lastHand = 1 end\n"
                               "function viaRawset() rawset(_G, 'lastHand', 1) end\n"
                               "function unlock() setmetatable(_G, nil) end\n"
                               "function ownTables() local t = {} rawset(t, 'k', 1) return t.k end\n",
                               kFlow));
    host.freezeGlobals();
    host.freezeGlobals(); // no effect the second time

    const struct
    {
        const char *function;
        int line;
        const char *global;
    } writes[] = {
        {"remember", 8, "lastHand"},
        {"bump", 9, "counter"},
        {"viaG", 10, "lastHand"},
        {"viaRawset", 11, "lastHand"},
    };
    for (const auto &write : writes) {
        const auto error = callGlobal(host, write.function);
        ASSERT_TRUE(error) << write.function;
        EXPECT_EQ(error->file, kFlow);
        EXPECT_EQ(error->line, write.line) << write.function;
        EXPECT_EQ(error->message, std::string("attempt to set global '") + write.global + "': " + kStateless);
    }
    EXPECT_TRUE(callGlobal(host, "unlock"));

    lua_getglobal(host.state(), "tileValue");
    lua_pushinteger(host.state(), 21);
    const auto error = host.call(1, 1);
    ASSERT_FALSE(error) << error->text();
    EXPECT_EQ(lua_tointeger(host.state(), -1), 42);
    lua_pop(host.state(), 1);

    lua_getglobal(host.state(), "ownTables");
    ASSERT_FALSE(host.call(0, 1));
    EXPECT_EQ(lua_tointeger(host.state(), -1), 1);
    lua_pop(host.state(), 1);

    const auto lateChunk = host.runChunk("lateGlobal = true", kFlow);
    ASSERT_TRUE(lateChunk);
    EXPECT_EQ(lateChunk->text(), kFlow + ":1: attempt to set global 'lateGlobal': " + kStateless);
    EXPECT_FALSE(host.runChunk("local x = counter + 1", kFlow));
}

TEST(LuaHost, LibrariesAndScriptTablesAreReadOnlyOnceFrozen)
{
    LuaHost host;
    ASSERT_FALSE(host.runChunk("VALUES = {grass = 1, list = {10, 20, 30}}\n"
                               "local cache = {}\n"
                               "local Class = {}\n"
                               "Class.__index = Class\n"
                               "function Class.name() return 'c' end\n"
                               "function intoString() string.count = 1 end\n"
                               "function intoMath() math.floor = nil end\n"
                               "function intoValues() VALUES.grass = 2 end\n"
                               "function intoNested() table.insert(VALUES.list, 40) end\n"
                               "function intoUpvalue() cache.n = 1 end\n"
                               "function intoStringMeta() getmetatable('').__index = {} end\n"
                               "function viaRawset() rawset(VALUES, 'grass', 3) end\n"
                               "function pairsState() local _, state = pairs(VALUES) return rawequal(state, VALUES) end\n"
                               "function reads()\n"
                               "  local n = 0\n"
                               "  for _, v in ipairs(VALUES.list) do n = n + v end\n"
                               "  for k in pairs(VALUES) do n = n + #k end\n"
                               "  for _ in pairs(string) do n = n + 1000 end\n"
                               "  local object = setmetatable({}, Class)\n"
                               "  assert(object.name() == 'c' and ('ab'):upper() == 'AB')\n"
                               "  return n + #VALUES.list + table.concat(VALUES.list):len()\n"
                               "end\n",
                               kFlow));
    ASSERT_FALSE(host.runChunk("rawset(_G, 'EARLY', 2)", kFlow)); // before the freeze, rawset works as ever
    host.freezeGlobals();
    const struct
    {
        const char *function;
        int line;
        const char *message;
    } writes[] = {
        {"intoString", 6, "attempt to set field 'count' of a read-only table: "},
        {"intoMath", 7, "attempt to set field 'floor' of a read-only table: "},
        {"intoValues", 8, "attempt to set field 'grass' of a read-only table: "},
        {"intoNested", 9, "attempt to set field '4' of a read-only table: "},
        {"intoUpvalue", 10, "attempt to set field 'n' of a read-only table: "},
        {"viaRawset", 12, "attempt to set field 'grass' of a read-only table: "},
    };
    for (const auto &write : writes) {
        const auto error = callGlobal(host, write.function);
        ASSERT_TRUE(error) << write.function;
        EXPECT_EQ(error->line, write.line) << write.function;
        EXPECT_EQ(error->message, write.message + kStateless) << write.function;
    }
    const auto hidden = callGlobal(host, "intoStringMeta");
    ASSERT_TRUE(hidden);
    EXPECT_TRUE(contains(hidden->message, "attempt to index a string value")) << hidden->text();

    // pairs walks the table's fields without handing out what holds them.
    lua_getglobal(host.state(), "pairsState");
    ASSERT_FALSE(host.call(0, 1));
    EXPECT_TRUE(lua_toboolean(host.state(), -1));
    lua_pop(host.state(), 1);

    // Reading goes on as before: fields, #, ipairs, pairs, metatables of a script's own.
    lua_getglobal(host.state(), "reads");
    const auto error = host.call(0, 1);
    ASSERT_FALSE(error) << error->text();
    const lua_Integer strings = lua_tointeger(host.state(), -1) / 1000;
    EXPECT_GT(strings, 10);
    EXPECT_EQ(lua_tointeger(host.state(), -1) % 1000, 60 + 5 + 4 + 3 + 6);
    lua_pop(host.state(), 1);
}

TEST(LuaHost, FinalizersAreRefused)
{
    LuaHost host;
    // Also through a local alias taken before the freeze, and in top-level code.
    const auto atTop = host.runChunk("local t = setmetatable({}, {__gc = print})", kFlow);
    ASSERT_TRUE(atTop);
    EXPECT_TRUE(contains(atTop->message, "finalizers (__gc) are not allowed")) << atTop->text();
    ASSERT_FALSE(host.runChunk("local setmetatable = setmetatable\n"
                               "function finalized()\n"
                               "  setmetatable({}, {__gc = function() while true do end end})\n"
                               "end\n"
                               "function plain() return getmetatable(setmetatable({}, {__index = {k = 7}})) ~= nil end\n"
                               "function strict() return setmetatable({}, setmetatable({}, {__index = error})) ~= nil end\n"
                               "function badArgument() setmetatable({}, 5) end\n",
                               kFlow));
    host.freezeGlobals();
    const auto error = callGlobal(host, "finalized");
    ASSERT_TRUE(error);
    EXPECT_EQ(error->line, 3);
    EXPECT_TRUE(contains(error->message, "finalizers (__gc) are not allowed")) << error->text();
    // A metatable whose own __index raises is looked into raw, as Lua does.
    lua_getglobal(host.state(), "strict");
    ASSERT_FALSE(host.call(0, 1));
    EXPECT_TRUE(lua_toboolean(host.state(), -1));
    lua_pop(host.state(), 1);
    const auto bad = callGlobal(host, "badArgument");
    ASSERT_TRUE(bad);
    EXPECT_EQ(bad->line, 7);
    EXPECT_TRUE(contains(bad->message, "bad argument #2 to 'setmetatable'")) << bad->text();
    lua_getglobal(host.state(), "plain");
    ASSERT_FALSE(host.call(0, 1));
    EXPECT_TRUE(lua_toboolean(host.state(), -1));
    lua_pop(host.state(), 1);
}

TEST(LuaHost, FrozenGlobalsKeepFunctionNamesInTracebacks)
{
    LuaHost host;
    ASSERT_FALSE(host.runChunk("function checkMeld()\n  error('bad meld')\nend\n", kFlow));
    host.freezeGlobals();
    const auto error = callGlobal(host, "checkMeld");
    ASSERT_TRUE(error);
    EXPECT_TRUE(contains(error->traceback, "checkMeld")) << error->traceback;
}

TEST(LuaHost, CallLeavesResultsOnStack)
{
    LuaHost host;
    ASSERT_FALSE(host.runChunk("function split(n) return n // 10, n % 10 end\n"
                               "function all() return 1, 2, 3 end\n"
                               "function fail() error('no') end\n",
                               kFlow));
    lua_State *L = host.state();
    lua_pushliteral(L, "sentinel");
    const int top = lua_gettop(L);

    lua_getglobal(L, "split");
    lua_pushinteger(L, 47);
    ASSERT_FALSE(host.call(1, 2));
    ASSERT_EQ(lua_gettop(L), top + 2);
    EXPECT_EQ(lua_tointeger(L, -2), 4);
    EXPECT_EQ(lua_tointeger(L, -1), 7);
    lua_settop(L, top);

    lua_getglobal(L, "all");
    ASSERT_FALSE(host.call(0, LUA_MULTRET));
    EXPECT_EQ(lua_gettop(L), top + 3);
    lua_settop(L, top);

    lua_getglobal(L, "fail");
    lua_pushinteger(L, 1);
    lua_pushinteger(L, 2);
    EXPECT_TRUE(host.call(2, 3));
    EXPECT_EQ(lua_gettop(L), top);
    EXPECT_STREQ(lua_tostring(L, -1), "sentinel");

    lua_pushnil(L);
    EXPECT_EQ(host.call(0, 0)->message, "attempt to call a nil value");
    EXPECT_EQ(lua_gettop(L), top);
}

namespace {

// A host function that calls the global function named by its argument through
// LuaHost::call, as engine code running inside a hook would: returns the call's result
// (or nil), how many values the call left on the stack and the line of its error (0: none).
int callNested(lua_State *L)
{
    auto *host = static_cast<LuaHost *>(lua_touserdata(L, lua_upvalueindex(1)));
    const int top = lua_gettop(L);
    lua_getglobal(L, lua_tostring(L, 1));
    const auto error = host->call(0, 1);
    const int left = lua_gettop(L) - top;
    if (left == 0)
        lua_pushnil(L);
    lua_pushinteger(L, left);
    lua_pushinteger(L, error ? error->line : 0);
    return 3;
}

} // namespace

TEST(LuaHost, ANestedCallIsLocatedAndLeavesItsFrameAsItWas)
{
    LuaHost host;
    lua_State *L = host.state();
    lua_pushlightuserdata(L, &host);
    lua_pushcclosure(L, callNested, 1);
    lua_setglobal(L, "nested");
    ASSERT_FALSE(host.runChunk("function inner() return 7 end\n"
                               "function broken() error('no') end\n"
                               "function outer()\n"
                               "  local a, aLeft, aLine = nested('inner')\n"
                               "  local b, bLeft, bLine = nested('broken')\n"
                               "  return a, aLeft, aLine, b, bLeft, bLine\n"
                               "end\n",
                               kFlow));
    const int top = lua_gettop(L);
    lua_getglobal(L, "outer");
    const auto error = host.call(0, 6);
    ASSERT_FALSE(error) << error->text();
    ASSERT_EQ(lua_gettop(L), top + 6);
    EXPECT_EQ(lua_tointeger(L, top + 1), 7);
    EXPECT_EQ(lua_tointeger(L, top + 2), 1);
    EXPECT_EQ(lua_tointeger(L, top + 3), 0);
    EXPECT_TRUE(lua_isnil(L, top + 4));
    EXPECT_EQ(lua_tointeger(L, top + 5), 0);
    EXPECT_EQ(lua_tointeger(L, top + 6), 2);
    lua_settop(L, top);
    // The outermost calls still report their own errors afterwards.
    lua_getglobal(L, "broken");
    EXPECT_EQ(host.call(0, 0)->line, 2);
    EXPECT_EQ(lua_gettop(L), top);
}

TEST(LuaHost, ErrorTextFormatting)
{
    EXPECT_EQ((LuaError{"a.lua", 3, "boom", {}}).text(), "a.lua:3: boom");
    EXPECT_EQ((LuaError{"a.lua", 0, "boom", {}}).text(), "a.lua: boom");
    EXPECT_EQ((LuaError{{}, 0, "boom", {}}).text(), "boom");
}
