// Every corrupt log of tests/logs-corrupt/ is refused with exactly the line its .expected
// file holds, the way `tilewright-cli replay` prints it.
#include "load/rulesetloader.h"
#include "log/gamelog.h"
#include "util/readfile.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <vector>

using namespace tw;
namespace fs = std::filesystem;

namespace {

const fs::path kSource = fs::path(TILEWRIGHT_SOURCE_DIR);
const fs::path kCorpus = kSource / "tests" / "logs-corrupt";

std::vector<fs::path> cases()
{
    std::vector<fs::path> logs;
    for (const fs::directory_entry &entry : fs::directory_iterator(kCorpus))
        if (entry.path().extension() == ".jsonl")
            logs.push_back(entry.path());
    std::sort(logs.begin(), logs.end());
    return logs;
}

// What reading `text` as the replay command does gives: "" when it reads, else
// "NAME:LINE: message".
std::string refusal(const std::string &name, const std::string &text)
{
    static std::map<std::string, std::shared_ptr<const Ruleset>> rulesets;
    try {
        const GameLog header = parseLogHeader(text);
        auto &rules = rulesets[header.rulesetId];
        if (!rules) {
            LoadResult loaded = loadRuleset((kSource / "rulesets" / header.rulesetId).string());
            EXPECT_TRUE(loaded.ok()) << header.rulesetId;
            if (!loaded.ok())
                return "cannot load " + header.rulesetId;
            rules = loaded.ruleset;
        }
        parseLog(*rules, text);
        return {};
    } catch (const LogError &e) {
        return name + ":" + std::to_string(e.line()) + ": " + e.message() + "\n";
    }
}

} // namespace

TEST(CorruptLogs, EachIsRefusedWithExactlyItsExpectedMessage)
{
    const std::vector<fs::path> logs = cases();
    EXPECT_GE(logs.size(), 30u);
    for (const fs::path &log : logs) {
        SCOPED_TRACE(log.filename().string());
        const std::optional<std::string> text = readFile(log.string());
        ASSERT_TRUE(text);
        fs::path expectedPath = log;
        expectedPath.replace_extension(".expected");
        const std::optional<std::string> expected = readFile(expectedPath.string());
        ASSERT_TRUE(expected) << "no " << expectedPath.filename();
        EXPECT_EQ(refusal(log.filename().string(), *text), *expected);
    }

    // The log the cases are made from reads, also with the header's optional notes.
    const fs::path golden = kSource / "rulesets" / "tutorial" / "tests" / "golden" / "greedy-random-seed3.jsonl";
    std::optional<std::string> text = readFile(golden.string());
    ASSERT_TRUE(text);
    EXPECT_EQ(refusal("golden", *text), "");
    text->insert(text->find("\"players\""), "\"notes\":\"a close game\",");
    EXPECT_EQ(refusal("golden with notes", *text), "");
}
