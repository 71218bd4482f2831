// Every broken ruleset of tests/rulesets-broken/ fails to load with exactly the messages
// its expected.txt lists, paths relative to its folder.
#include "load/rulesetloader.h"
#include "util/readfile.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <vector>

using namespace tw;
namespace fs = std::filesystem;

namespace {

const fs::path kCorpus = fs::path(TILEWRIGHT_SOURCE_DIR) / "tests" / "rulesets-broken";

// The loader's diagnostics for `folder`, one a line, with the folder left out of paths.
std::string diagnostics(const LoadResult &result, const std::string &folder)
{
    std::string text;
    for (const Diagnostic &d : result.problems) {
        std::string line = d.text();
        if (line.rfind(folder + "/", 0) == 0)
            line.erase(0, folder.size() + 1);
        text += line + "\n";
    }
    return text;
}

std::vector<fs::path> cases()
{
    std::vector<fs::path> folders;
    for (const fs::directory_entry &entry : fs::directory_iterator(kCorpus))
        if (entry.is_directory())
            folders.push_back(entry.path());
    std::sort(folders.begin(), folders.end());
    return folders;
}

} // namespace

TEST(BrokenRulesets, EachGivesExactlyItsExpectedMessages)
{
    const std::vector<fs::path> folders = cases();
    EXPECT_GE(folders.size(), 30u);
    for (const fs::path &folder : folders) {
        SCOPED_TRACE(folder.filename().string());
        const std::optional<std::string> expected = readFile((folder / "expected.txt").string());
        ASSERT_TRUE(expected) << "no expected.txt in " << folder;
        const auto start = std::chrono::steady_clock::now();
        const LoadResult result = loadRuleset(folder.string());
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        EXPECT_FALSE(result.ok());
        EXPECT_EQ(diagnostics(result, folder.string()), *expected);
        EXPECT_LT(seconds, 2.0);
    }
}
