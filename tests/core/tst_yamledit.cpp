#include "load/yamledit.h"

#include "load/rulesetloader.h"
#include "util/readfile.h"

#include <gtest/gtest.h>

using namespace tw;

namespace {

const std::string kYaml = "# Größe: a comment with non-ASCII text before the values\n"
                          "parameters:\n"
                          "  bonus:\n"
                          "    default: 3   # points\n"
                          "    help: \"Bonus\"\n"
                          "  mode: {type: choice, choices: [fast, slow], default: \"fast\", help: Mode}\n"
                          "tiles:\n"
                          "  # The start tile.\n"
                          "  - id: start\n"
                          "    count: 1\n"
                          "    edges: GGGG\n"
                          "  - id: plain   # no count: one\n"
                          "    edges: GGGG\n"
                          "  - {id: bay, edges: SGGG}\n"
                          "  - {id: ends, count: 12, edges: SSSS}\n";

std::string applied(const std::optional<TextEdit> &edit)
{
    EXPECT_TRUE(edit.has_value());
    return edit ? edit->appliedTo(kYaml) : std::string();
}

// The text with `from` replaced by `to` once, as the expected result of an edit.
std::string with(const std::string &from, const std::string &to)
{
    std::string text = kYaml;
    const auto at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    return text.replace(at, from.size(), to);
}

} // namespace

TEST(YamlEdit, ReplacesABlockCountInPlace)
{
    EXPECT_EQ(applied(setTileCount(kYaml, "start", 4)), with("    count: 1\n", "    count: 4\n"));
}

TEST(YamlEdit, ReplacesAFlowCountKeepingTheRestOfTheLine)
{
    EXPECT_EQ(applied(setTileCount(kYaml, "ends", 7)), with("count: 12,", "count: 7,"));
}

TEST(YamlEdit, AddsACountUnderABlockTileWithoutOne)
{
    EXPECT_EQ(applied(setTileCount(kYaml, "plain", 5)),
              with("  - id: plain   # no count: one\n", "  - id: plain   # no count: one\n    count: 5\n"));
}

TEST(YamlEdit, AddsACountToAFlowTileWithoutOne)
{
    EXPECT_EQ(applied(setTileCount(kYaml, "bay", 2)), with("{id: bay,", "{id: bay, count: 2,"));
}

TEST(YamlEdit, ReplacesAParameterDefaultKeepingItsComment)
{
    EXPECT_EQ(applied(setParameterDefault(kYaml, "bonus", "10")), with("default: 3   # points", "default: 10   # points"));
}

TEST(YamlEdit, ReplacesAQuotedDefaultByAPlainValueThatReadsBack)
{
    EXPECT_EQ(applied(setParameterDefault(kYaml, "mode", "slow")), with("default: \"fast\"", "default: slow"));
}

TEST(YamlEdit, SaysWhyWhenTheTargetIsMissing)
{
    std::string why;
    EXPECT_FALSE(setTileCount(kYaml, "nothing", 1, &why));
    EXPECT_EQ(why, "no tile 'nothing' in tiles");
    EXPECT_FALSE(setParameterDefault(kYaml, "speed", "1", &why));
    EXPECT_EQ(why, "no parameter 'speed' in parameters");
    EXPECT_FALSE(setTileCount("id: x\n", "x", 1, &why));
    EXPECT_EQ(why, "no tile 'x' in tiles");
    EXPECT_FALSE(setParameterDefault("parameters: {speed: {help: Speed}}\n", "speed", "1", &why));
    EXPECT_EQ(why, "parameter 'speed' has no default");
}

TEST(YamlEdit, SetsATopLevelValueOrAddsIt)
{
    const std::string yaml = "# My game\nid: old   # the id\nname: \"Old: game\"\n";
    EXPECT_EQ(setTopLevelValue(yaml, "id", "fresh")->appliedTo(yaml),
              "# My game\nid: fresh   # the id\nname: \"Old: game\"\n");
    EXPECT_EQ(setTopLevelValue(yaml, "name", "New \"B\": C")->appliedTo(yaml),
              "# My game\nid: old   # the id\nname: \"New \\\"B\\\": C\"\n");
    EXPECT_EQ(setTopLevelValue("id: x", "name", "N")->appliedTo("id: x"), "id: x\nname: N\n");
}

// Values that YAML would read as something else (null, a comment, a mapping) are quoted.
TEST(YamlEdit, QuotesAValueThatWouldNotReadBackPlain)
{
    EXPECT_EQ(applied(setParameterDefault(kYaml, "mode", "null")), with("default: \"fast\"", "default: \"null\""));
    EXPECT_EQ(applied(setParameterDefault(kYaml, "bonus", "#1")),
              with("default: 3   # points", "default: \"#1\"   # points"));
    EXPECT_EQ(applied(setParameterDefault(kYaml, "bonus", "a: b")), with("default: 3   #", "default: \"a: b\"   #"));
    EXPECT_EQ(yamlQuoted("tab\there\x01"), "\"tab\\there\\x01\"");
}

TEST(YamlEdit, AddsLinesWithTheFilesOwnLineBreaks)
{
    const std::string yaml = "id: x\r\ntiles:\r\n  - id: a   # no count\r\n    edges: GGGG\r\n";
    EXPECT_EQ(setTileCount(yaml, "a", 3)->appliedTo(yaml),
              "id: x\r\ntiles:\r\n  - id: a   # no count\r\n    count: 3\r\n    edges: GGGG\r\n");
    EXPECT_EQ(setTopLevelValue(yaml, "name", "X")->appliedTo(yaml), yaml + "name: X\r\n");
}

TEST(YamlEdit, RefusesTextThatDoesNotParse)
{
    std::string why;
    EXPECT_FALSE(setTileCount("tiles: [1, 2\nid: x\n", "x", 1, &why));
    EXPECT_TRUE(why.starts_with("ruleset.yaml does not parse")) << why;
}

// The shipped Discovery ruleset: an edited count loads with the new count and the rest of
// the file (its comments among them) is unchanged.
TEST(YamlEdit, DiscoveryCountEditLoadsWithTheNewCount)
{
    const std::string folder = std::string(TW_RULESETS_DIR) + "/discovery";
    const auto text = readFile(folder + "/ruleset.yaml");
    ASSERT_TRUE(text);
    const auto edit = setTileCount(*text, "grassland", 9);
    ASSERT_TRUE(edit);
    const std::string edited = edit->appliedTo(*text);
    EXPECT_EQ(edited.size(), text->size());
    const LoadResult before = loadRuleset(folder, *text);
    const LoadResult after = loadRuleset(folder, edited);
    ASSERT_TRUE(before.ok() && after.ok());
    const int type = after.ruleset->tileIndex("grassland");
    EXPECT_EQ(before.ruleset->tiles[type].count, 5);
    EXPECT_EQ(after.ruleset->tiles[type].count, 9);
}
