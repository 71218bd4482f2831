// The loader on hostile input: it never throws, crashes or hangs, reads every number within
// its documented range, and reports each problem once, where it is.
#include "loadertext.h"

#include "load/rulesetloader.h"
#include "model/rulesetlimits.h"

#include <gtest/gtest.h>
#include <sys/stat.h>

#include <chrono>
#include <filesystem>
#include <fstream>

using namespace tw;
namespace fs = std::filesystem;

namespace {

const std::string kFolder = "/tmp/tw-hostile";
const std::string kPath = kFolder + "/ruleset.yaml";

const std::string &kHead = test::kRulesetHead;

LoadResult load(const std::string &text)
{
    return loadRuleset(kFolder, text);
}

using test::problemsText;

// Expects exactly one error, at line:column, with exactly this message.
void expectError(const std::string &text, int line, int column, const std::string &message)
{
    const LoadResult r = load(text);
    EXPECT_FALSE(r.ok());
    ASSERT_EQ(r.problems.size(), 1u) << problemsText(r);
    EXPECT_EQ(r.problems[0].text(), kPath + ":" + std::to_string(line) + ":" + std::to_string(column) + ": " + message);
}

// kHead with the tile's `count:` set to `count` (line 12).
std::string withCount(const std::string &count)
{
    return kHead + "    count: " + count + "\n";
}

double secondsToLoad(const std::string &text)
{
    const auto start = std::chrono::steady_clock::now();
    load(text);
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// A "billion laughs": each of `levels` anchors lists the one before ten times.
std::string aliasBomb(int levels)
{
    std::string text = kHead + "description: &l0 lol\n";
    for (int i = 1; i <= levels; ++i) {
        text += "x" + std::to_string(i) + ": &l" + std::to_string(i) + " [";
        for (int k = 0; k < 10; ++k)
            text += (k ? ", *l" : "*l") + std::to_string(i - 1);
        text += "]\n";
    }
    return text;
}

} // namespace

TEST(LoaderHostile, NonTextKeysAreErrorsNotExceptions)
{
    expectError("[a]: 1\n", 1, 1, "a key must be a text (a name), not a list");
    expectError(kHead + "{a: 1}: 2\n", 12, 1, "a key must be a text (a name), not a mapping");
    expectError("id: t\nname: T\nplayers: {min: 1, max: 2}\ngrid: square\nterrains:\n  [grass]: {code: G}\n", 6, 3,
                "a key must be a text (a name), not a list");
    expectError(kHead + "~: 1\n", 12, 1, "a key must be a text (a name), not empty");
}

TEST(LoaderHostile, AliasCycleIsAnError)
{
    expectError("id: &x [*x]\n", 1, 9, "alias '*x' is inside the node it names, which would contain itself without end");
    expectError(kHead + "seats: &s\n  - {name: *s}\n", 13, 12,
                "alias '*s' is inside the node it names, which would contain itself without end");
}

TEST(LoaderHostile, AliasBombIsBoundedAndFast)
{
    const std::string bomb = aliasBomb(9); // 10^9 values expanded
    EXPECT_LT(bomb.size(), 4000u);
    const LoadResult r = load(bomb);
    EXPECT_FALSE(r.ok());
    ASSERT_EQ(r.problems.size(), 1u) << problemsText(r);
    EXPECT_EQ(r.problems[0].message,
              "alias '*l5' expands the file to more than 1000000 values (at most 1000000 with "
              "every alias repeated in full)");
    EXPECT_LT(secondsToLoad(bomb), 1.0);
    // Repeated keys under an alias used many times are reported once, at the key.
    const LoadResult keys = load(kHead + "seats: &s [{name: a, name: b}]\nx: [*s, *s, *s, *s]\n");
    EXPECT_EQ(problemsText(keys), kPath + ":12:22: duplicate key 'name' (first at line 12)\n");
    // Aliases within the bound load as before.
    const LoadResult small = load(
        "id: t\nname: &n T\ndescription: *n\nplayers: &p {min: 1, max: 2}\ngrid: square\n" + std::string("tiles:\n")
        + "  - &tile\n    id: a\n    edges: GGGG\n    segments: [{kind: grass, edges: [N, E, S, W]}]\n"
        + "terrains: {grass: {code: G}}\n");
    ASSERT_TRUE(small.ok()) << problemsText(small);
    EXPECT_EQ(small.ruleset->description, "T");
}

TEST(LoaderHostile, DeepNestingSaysWhereAndHowDeep)
{
    const std::string deep = "id: t\nname: T\ndescription: " + std::string(100000, '[') + std::string(100000, ']') + "\n";
    expectError(deep, 3, 77, "lists and mappings nest 65 deep here (at most 64)");
    EXPECT_LT(secondsToLoad(deep), 1.0);
}

TEST(LoaderHostile, SecondDocumentIsAnError)
{
    expectError(kHead + "---\nid: other\n", 12, 1,
                "a second YAML document starts here; ruleset.yaml holds one (remove the '---' and what follows, or put "
                "it in another file)");
}

TEST(LoaderHostile, InvalidUtf8IsAnErrorWhereItIs)
{
    const std::string bad = "id: t\nname: T\xC3\x28x\n";
    expectError(bad, 2, 8, "this is not UTF-8 text (save ruleset.yaml as UTF-8)");
    expectError("id: t\nname: \xED\xA0\x80\n", 2, 7, "this is not UTF-8 text (save ruleset.yaml as UTF-8)");
    expectError("id: t\nname: \xC0\xAF\n", 2, 7, "this is not UTF-8 text (save ruleset.yaml as UTF-8)");
    expectError("# \xF4\x90\x80\x80\n", 1, 3, "this is not UTF-8 text (save ruleset.yaml as UTF-8)");
    const LoadResult ok = load(kHead + "description: \"Caf\xC3\xA9 \xF0\x9F\x8E\xB2\"\n");
    EXPECT_TRUE(ok.ok()) << problemsText(ok);
}

TEST(LoaderHostile, ControlCharactersAreErrorsWhereTheyAre)
{
    expectError(std::string("id: t\nname: T\0x\n", 16), 2, 8, "a control character (0x00) is not allowed in ruleset.yaml");
    expectError("id: t\nname: \x1b[31mT\n", 2, 7, "a control character (0x1B) is not allowed in ruleset.yaml");
    expectError("id: t\nname: T\x7f\n", 2, 8, "a control character (0x7F) is not allowed in ruleset.yaml");
    const LoadResult ok = load(kHead + "description: \"a\tb\"\r\n");
    EXPECT_TRUE(ok.ok()) << problemsText(ok);
}

TEST(LoaderHostile, SyntaxErrorsAreReportedWhereTheFixIs)
{
    expectError("id: t\nname: \"a \\uD800\"\n", 2, 10, "the escape '\\uD800' names no Unicode character");
    expectError("id: t\nname: T\nplayers:\n\tmin: 1\n", 4, 1, "a tab indents this line; YAML indents with spaces only");
    expectError("id: t\n  \tname: T\n", 2, 3, "a tab indents this line; YAML indents with spaces only");
}

TEST(LoaderHostile, UnclosedQuoteIsReportedWhereItOpens)
{
    expectError("id: t\nname: \"T\nplayers: {min: 1, max: 2}\ngrid: square\n", 2, 7,
                "this quote is not closed (its text runs to the end of the file)");
    expectError("id: t\nname: T\ndescription: {text: 'it''s\nplayers: 2\n", 3, 21,
                "this quote is not closed (its text runs to the end of the file)");
    expectError("id: t\nname: T\ndescription: \"abc", 3, 14,
                "this quote is not closed (its text runs to the end of the file)");
    expectError("id: t\nname: T\ndescription: [don't, \"x\", # a \"\n 'y]\n", 4, 2,
                "this quote is not closed (its text runs to the end of the file)");
}

TEST(LoaderHostile, CountsAreRangeChecked)
{
    expectError(withCount("4294967297"), 12, 12, "count must be at most 10000, the most copies of one tile or card");
    expectError(withCount("1000000000000"), 12, 12, "count must be at most 10000, the most copies of one tile or card");
    expectError(withCount("99999999999999999999999"), 12, 12,
                "count must be at most 10000, the most copies of one tile or card");
    expectError(withCount("-99999999999999999999999"), 12, 12, "count cannot be negative");
    expectError(withCount("-1"), 12, 12, "count cannot be negative");
    expectError(withCount("2000000000"), 12, 12, "count must be at most 10000, the most copies of one tile or card");
    EXPECT_TRUE(load(withCount("10000")).ok());
    expectError(kHead + "cards:\n  - {id: c, count: 4294967297}\n", 13, 20,
                "count must be at most 10000, the most copies of one tile or card");
    expectError(kHead + "cards:\n  - {id: c, value: 4294967297}\n", 13, 20,
                "value must be at most 1000000000, the largest size of a value");
}

TEST(LoaderHostile, TotalItemsAreLimited)
{
    std::string text = kHead;
    for (int i = 0; i < 10; ++i)
        text += "  - {id: t" + std::to_string(i)
            + ", count: 10000, edges: GGGG, segments: [{kind: grass, edges: [N, E, S, "
              "W]}]}\n";
    expectError(text, 9, 3, "the tiles and cards add up to 100001 items; at most 100000 fit in a ruleset");
}

TEST(LoaderHostile, SectionsOthersLookUpAreLimited)
{
    std::string terrains = "id: t\nname: T\nplayers: {min: 1, max: 2}\ngrid: square\nterrains:\n";
    for (int i = 0; i <= 256; ++i)
        terrains += "  t" + std::to_string(i) + ": {}\n";
    expectError(terrains, 6, 3, "terrains has 257 entries; at most 256 fit in a ruleset");
    std::string tiles = kHead;
    for (int i = 0; i < 10000; ++i)
        tiles += "  - {id: x" + std::to_string(i) + ", count: 0}\n";
    expectError(tiles, 9, 3, "tiles has 10001 entries; at most 10000 fit in a ruleset");
    EXPECT_LT(secondsToLoad(tiles), 1.0);
}

TEST(LoaderHostile, PlayersAreNotTruncated)
{
    expectError("id: t\nname: T\nplayers: {min: 4294967298, max: 4294967298}\ngrid: square\n", 3, 10,
                "players needs 1 <= min <= max <= 8");
    expectError("id: t\nname: T\nplayers: {min: 1, max: 4294967298}\ngrid: square\n", 3, 10,
                "players needs 1 <= min <= max <= 8");
}

TEST(LoaderHostile, CellsAreNotTruncated)
{
    const std::string tile = "  - {id: b, cells: [[0, 0], [4294967297, 0]], edges: [GGGG, GGGG]}\n";
    expectError(kHead + tile, 12, 30, "x must be at most 64, the farthest a cell may be from the anchor");
    expectError(kHead + "  - {id: b, cells: [[0, 0], [0, -2147483648]], edges: [GGGG, GGGG]}\n", 12, 33,
                "y must be at least -64, the farthest a cell may be from the anchor");
    expectError(kHead + "  - {id: b, cells: [[0, 0], [2147483647, 0]]}\n", 12, 30,
                "x must be at most 64, the farthest a cell may be from the anchor");
}

TEST(LoaderHostile, EdgeCellNumberIsNotWrapped)
{
    const std::string tile = "  - id: b\n    cells: [[0, 0], [1, 0]]\n    edges: [G.GG, GG.G]\n"
                             "    segments: [{kind: grass, edges: [N, S, W, 1:N, 1:E, 4294967297:S]}]\n";
    const LoadResult r = load(kHead + tile);
    EXPECT_FALSE(r.ok());
    EXPECT_NE(problemsText(r).find("'4294967297:S' is not an edge"), std::string::npos) << problemsText(r);
}

TEST(LoaderHostile, PiecesDiceSheetLimitsAndBotHintsAreRangeChecked)
{
    expectError(kHead + "pieces: {p: {per_player: -1}}\n", 12, 26, "per_player cannot be negative");
    expectError(kHead + "pieces: {p: {per_player: 1001}}\n", 12, 26,
                "per_player must be at most 1000, the most pieces of one kind a player has");
    expectError(kHead + "dice: {d: {faces: 2000000000}}\n", 12, 19, "faces must be at most 1000, the most faces a die has");
    expectError(kHead + "dice: {d: {faces: 0}}\n", 12, 19, "faces must be at least 1");
    const std::string sheet = "id: t\nname: T\nplayers: {min: 1, max: 2}\n";
    expectError(sheet + "grid: {kind: sheet, width: 4294967297, height: 2}\n", 4, 28,
                "width must be at most 1000, the largest side of a sheet");
    expectError(sheet + "grid: {kind: sheet, width: 3, height: -1}\n", 4, 39, "height must be at least 1");
    expectError(kHead + "limits: {instructions: 9223372036854775807}\n", 12, 24,
                "instructions must be at most 1000000000, the largest instruction budget of one hook call");
    expectError(kHead + "limits: {instructions: 999}\n", 12, 24, "instructions must be at least 1000");
    expectError(kHead + "limits: {memory_mb: 4294967360}\n", 12, 21,
                "memory_mb must be at most 1024, the most memory a Lua state may hold");
    const LoadResult ok = load(kHead + "limits: {instructions: 1000000000, memory_mb: 1024}\n");
    ASSERT_TRUE(ok.ok()) << problemsText(ok);
    EXPECT_EQ(ok.ruleset->limits.instructions, limits::kMaxInstructions);
    EXPECT_EQ(ok.ruleset->bots.rolloutTurns, 2) << "the rollouts' horizon unless the rules say otherwise";
    expectError(kHead + "bots: {rollout_turns: 0}\n", 12, 23, "rollout_turns must be at least 1");
    expectError(kHead + "bots: {rollout_turns: 65}\n", 12, 23,
                "rollout_turns must be at most 64, the most turns a rollout plays on");
    expectError(kHead + "bots: {rollout: 4}\n", 12, 8, "unknown key 'rollout' in bots (expected one of: rollout_turns)");
    const LoadResult longer = load(kHead + "bots: {rollout_turns: 4}\n");
    ASSERT_TRUE(longer.ok()) << problemsText(longer);
    EXPECT_EQ(longer.ruleset->bots.rolloutTurns, 4);
}

TEST(LoaderHostile, AttributeValuesAreRangeChecked)
{
    const std::string text = "id: t\nname: T\nplayers: {min: 1, max: 2}\ngrid: square\nterrains: {grass: {code: G}}\n"
                             "attributes: {cities: {}}\ntiles:\n  - {id: a, edges: GGGG, cities: 4294967297,\n"
                             "     segments: [{kind: grass, edges: [N, E, S, W]}]}\n";
    expectError(text, 8, 34, "cities must be at most 100, the largest size of an attribute");
}

TEST(LoaderHostile, ScriptsStayInsideTheRulesetFolder)
{
    const fs::path root = fs::path(testing::TempDir()) / "tw-hostile-scripts";
    fs::remove_all(root);
    const fs::path dir = root / "game";
    fs::create_directories(dir / "lib");
    std::ofstream(root / "outside.lua") << "-- outside\n";
    std::ofstream(dir / "lib" / "inside.lua") << "-- inside\n";
    fs::create_symlink(root / "outside.lua", dir / "link.lua");
    const auto error = [&](const std::string &script) {
        const LoadResult r = loadRuleset(dir.string(), kHead + "scripts: ['" + script + "']\n");
        EXPECT_FALSE(r.ok()) << script;
        return r.problems.size() == 1 ? r.problems[0].message : problemsText(r);
    };
    EXPECT_EQ(error("../outside.lua"), "script '../outside.lua' leads out of the ruleset folder; name a file inside it");
    EXPECT_EQ(error("../../etc/passwd"), "script '../../etc/passwd' leads out of the ruleset folder; name a file inside it");
    EXPECT_EQ(error("/etc/passwd"), "script '/etc/passwd' is an absolute path; name a file inside the ruleset folder");
    EXPECT_EQ(error("link.lua"),
              "script 'link.lua' leads out of the ruleset folder through a symbolic link; name a file inside it");
    EXPECT_EQ(error("lib"), "script 'lib' is a folder, not a Lua file");
    EXPECT_EQ(error(""), "a script is the name of a Lua file next to ruleset.yaml");
    const LoadResult ok = loadRuleset(dir.string(), kHead + "scripts: [lib/inside.lua, lib/../lib/inside.lua]\n");
    EXPECT_TRUE(ok.ok()) << problemsText(ok);
    fs::remove_all(root);
}

TEST(LoaderHostile, PipesAreNotRead)
{
    const fs::path dir = fs::path(testing::TempDir()) / "tw-hostile-pipes";
    fs::remove_all(dir);
    fs::create_directories(dir);
    ASSERT_EQ(mkfifo((dir / "flow.lua").c_str(), 0600), 0);
    const LoadResult script = loadRuleset(dir.string(), kHead + "scripts: [flow.lua]\n");
    EXPECT_EQ(problemsText(script), dir.string() + "/ruleset.yaml:12:11: script 'flow.lua' is not a regular file\n");
    ASSERT_EQ(mkfifo((dir / "ruleset.yaml").c_str(), 0600), 0);
    const LoadResult yaml = loadRuleset(dir.string());
    EXPECT_EQ(problemsText(yaml), dir.string() + "/ruleset.yaml: not a regular file\n");
    fs::remove_all(dir);
}

TEST(LoaderHostile, FilesAreReadUpToTheirLimit)
{
    const fs::path dir = fs::path(testing::TempDir()) / "tw-hostile-sizes";
    fs::remove_all(dir);
    fs::create_directories(dir);
    std::ofstream(dir / "flow.lua").close();
    fs::resize_file(dir / "flow.lua", limits::kMaxFileBytes + 1);
    const LoadResult script = loadRuleset(dir.string(), kHead + "scripts: [flow.lua]\n");
    EXPECT_EQ(problemsText(script),
              dir.string() + "/ruleset.yaml:12:11: script 'flow.lua' has 16777217 bytes; at most 16777216 are read\n");
    std::ofstream(dir / "ruleset.yaml") << kHead;
    fs::resize_file(dir / "ruleset.yaml", limits::kMaxFileBytes + 1);
    EXPECT_EQ(problemsText(loadRuleset(dir.string())),
              dir.string() + "/ruleset.yaml: the file has 16777217 bytes; at most 16777216 are read\n");
    const std::string text = kHead + std::string(limits::kMaxFileBytes, '#');
    EXPECT_EQ(problemsText(load(text)),
              kPath + ": the text has " + std::to_string(text.size()) + " bytes; at most 16777216 are read\n");
    fs::remove_all(dir);
}

TEST(LoaderHostile, EmptyFileSaysSo)
{
    expectError("", 1, 1, "ruleset.yaml is empty: write at least id, name, players and grid");
    expectError("# only a comment\n", 1, 1, "ruleset.yaml is empty: write at least id, name, players and grid");
}

TEST(LoaderHostile, ScriptThatIsNotTextIsAnError)
{
    expectError(kHead + "scripts: [[a.lua]]\n", 12, 11, "a script must be a text value");
}

TEST(LoaderHostile, TilesWithoutIdAreReportedWhereTheyAre)
{
    const LoadResult r = load(kHead + "  - {idd: b, edges: GGGG}\n  - {idd: c, edges: GGGG}\n");
    EXPECT_NE(problemsText(r).find(kPath + ":13:5: a tile with id '' is already defined\n"), std::string::npos)
        << problemsText(r);
    EXPECT_EQ(problemsText(r).find("invalid node"), std::string::npos) << problemsText(r);
}

TEST(LoaderHostile, ProblemsAreNotRepeated)
{
    const LoadResult r = load(kHead + "x: &bad {colour: 1, colour: 2}\ny: [*bad, *bad, *bad]\n");
    EXPECT_EQ(problemsText(r), kPath + ":12:21: duplicate key 'colour' (first at line 12)\n");
}
