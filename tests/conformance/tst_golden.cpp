// Golden playthroughs: every rulesets/<game>/tests/golden/*.jsonl is a recorded game that
// must still replay event for event, to the same final state. A failure means the rules changed what happens in
// that game: if the change was intended, record the playthrough again (see README).
#include "luarules.h"

#include "load/rulesetloader.h"
#include "log/replay.h"
#include "util/readfile.h"

#include <gtest/gtest.h>

#include <filesystem>

namespace tw {
namespace {

std::vector<std::string> goldenLogs()
{
    std::vector<std::string> logs;
    const std::filesystem::path root = std::string(TILEWRIGHT_SOURCE_DIR) + "/rulesets";
    for (const auto &game : std::filesystem::directory_iterator(root)) {
        const auto golden = game.path() / "tests" / "golden";
        if (!std::filesystem::exists(golden))
            continue;
        for (const auto &log : std::filesystem::directory_iterator(golden))
            if (log.path().extension() == ".jsonl")
                logs.push_back(log.path().string());
    }
    std::sort(logs.begin(), logs.end());
    return logs;
}

class Golden : public ::testing::TestWithParam<std::string>
{};

TEST_P(Golden, ReplaysEventForEvent)
{
    const std::filesystem::path path = GetParam();
    const auto text = readFile(path.string());
    ASSERT_TRUE(text);
    const LoadResult loaded = loadRuleset(path.parent_path().parent_path().parent_path().string());
    ASSERT_TRUE(loaded.ok());
    const GameLog log = parseLog(*loaded.ruleset, *text);
    EXPECT_TRUE(log.finished);
    const ReplayResult r = replay(*makeGame(loaded.ruleset), log);
    EXPECT_TRUE(r.reproduced) << path.string() << ":" << r.line << ": " << r.difference;
    // replay() compares the closing state hash only when the rules are the very ones the log
    // names; a playthrough kept with the rules must end in the same state whatever else in
    // the ruleset's files was edited since.
    EXPECT_EQ(hashText(r.stateHash), hashText(log.stateHash)) << path.string() << ": the game ends in another state";
}

std::string testName(const ::testing::TestParamInfo<std::string> &info)
{
    const std::filesystem::path p = info.param;
    std::string name = p.parent_path().parent_path().parent_path().filename().string() + "_" + p.stem().string();
    for (char &c : name)
        if (!std::isalnum(static_cast<unsigned char>(c)))
            c = '_';
    return name;
}

INSTANTIATE_TEST_SUITE_P(Playthroughs, Golden, ::testing::ValuesIn(goldenLogs()), testName);

} // namespace
} // namespace tw
