// A call of a method the game object does not have is found before a game reaches it, at
// its line and column, with the method meant when it is a slip of the keyboard away.
#include "methodcheck.h"

#include "load/rulesetloader.h"

#include <gtest/gtest.h>

namespace tw {
namespace {

TEST(MethodCheck, AnUnknownMethodIsFoundAtItsNameWithTheOneMeant)
{
    const std::string source = "function placed(g, tile)\n"
                               "  local p = g:player()\n"
                               "  g:scoore(p, 1, \"river\")\n"
                               "  g : frobnicate_everything()\n"
                               "end\n";
    const std::vector<Diagnostic> found = unknownMethodCalls(source, "flow.lua");
    ASSERT_EQ(found.size(), 2u);
    EXPECT_EQ(found[0].text(), "flow.lua:3:5: warning: g:scoore is not a method of the game (did you mean g:score?)");
    EXPECT_EQ(found[1].text(),
              "flow.lua:4:7: warning: g:frobnicate_everything is not a method of the game (docs/lua-api.md lists them)");
}

TEST(MethodCheck, CommentsStringsAndOtherObjectsAreLeftAlone)
{
    const std::string source = "-- g:nothing() in a comment\n"
                               "--[==[ a long one: g:nothing()\n"
                               "   over lines ]==]\n"
                               "local text = \"g:nothing() \\\" g:nothing()\" .. 'g:nothing()'\n"
                               "local long = [[g:nothing()\n"
                               "]]\n"
                               "local t = {g = {}}\n"
                               "function t.g:mine() end\n"
                               "t.g:mine()\n"
                               "local dog = 1; dog:bark()\n"
                               "function setup(g) g:end_game() end\n"
                               "g:missing()\n"
                               "local said = \"x\"..g:missing_too()\n";
    const std::vector<Diagnostic> found = unknownMethodCalls(source, "flow.lua");
    ASSERT_EQ(found.size(), 2u);
    EXPECT_EQ(found[0].line, 12) << "the lines of the comments and strings are counted";
    EXPECT_EQ(found[0].column, 3);
    EXPECT_EQ(found[1].line, 13) << "a concatenation is no field";
}

TEST(MethodCheck, EveryShippedRulesetCallsOnlyMethodsThatExist)
{
    for (const char *name : {"discovery", "land-vs-sea", "overworld", "dungeon", "grapha-genesis", "tutorial"}) {
        const LoadResult loaded = loadRuleset(std::string(TILEWRIGHT_SOURCE_DIR) + "/rulesets/" + name);
        ASSERT_TRUE(loaded.ruleset) << name;
        EXPECT_FALSE(loaded.ruleset->scripts.empty());
        for (const Diagnostic &d : unknownMethodCalls(*loaded.ruleset))
            ADD_FAILURE() << d.text();
    }
}

} // namespace
} // namespace tw
