// tilewright-cli given what a user may type: a command it does not know, bots listed with
// spaces, a mistyped parameter, outputs it cannot write or that would write over each other
// or over an input (refused before a game is played), and what it says of a run too small
// to test and of a game that fails in bench.
#include "clirun.h"
#include "tempruleset.h"

#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

namespace tw {
namespace {

using test::cli;
using test::CliRun;

std::string source(const std::string &relative)
{
    return std::string(TILEWRIGHT_SOURCE_DIR) + "/" + relative;
}

// A fresh folder for a test's files, removed with them at its end.
class Folder
{
public:
    explicit Folder(const std::string &name)
        : m_path(std::filesystem::temp_directory_path() / (name + "-" + std::to_string(::getpid())))
    {
        std::filesystem::remove_all(m_path);
        std::filesystem::create_directories(m_path);
    }
    ~Folder() { std::filesystem::remove_all(m_path); }
    std::string path() const { return m_path.string(); }

private:
    std::filesystem::path m_path;
};

std::string bytesOf(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

// bench fails a game as simulate does: the rules failed (1), not the command line (2).
TEST(Cli, BenchOfRulesWhoseGameFailsExitsAsSimulate)
{
    test::TempRuleset ruleset("function explode() error('boom') end\nfunction setup(g) explode() end\n");
    const CliRun r = cli("bench " + ruleset.folder() + " --games 5 --greedy-games 0 --no-mcts");
    EXPECT_EQ(r.exitCode, 1) << r.out;
    EXPECT_NE(r.out.find(ruleset.script() + ":1: boom"), std::string::npos) << r.out;
}

// The seat test's chi-square wants 5 or more wins expected for each side: below, it says so.
TEST(Cli, ASeatTestOfFewGamesSaysItIsRough)
{
    const std::string run = "simulate " + source("rulesets/tutorial") + " --bots random --jobs 1 --games ";
    const CliRun few = cli(run + "3");
    EXPECT_EQ(few.exitCode, 0) << few.out;
    EXPECT_NE(few.out.find("(with 3 games, fewer than 5 wins are expected for each side: the test is only rough; play "
                           "more games)"),
              std::string::npos)
        << few.out;
    const CliRun enough = cli(run + "10");
    EXPECT_EQ(enough.exitCode, 0) << enough.out;
    EXPECT_NE(enough.out.find("seat advantage: chi-square"), std::string::npos) << enough.out;
    EXPECT_EQ(enough.out.find("only rough"), std::string::npos) << enough.out;
}

// An unknown command is said in one line that lists the commands, not after the whole usage.
TEST(Cli, AnUnknownCommandListsTheCommands)
{
    const CliRun r = cli("frobnicate x");
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_EQ(r.out,
              "tilewright-cli: unknown command 'frobnicate' (commands: validate, simulate, sweep, duel, merge, "
              "replay, convert-log, bench, journal, export; tilewright-cli --help says more)\n");
}

// Bots may be listed with spaces after the commas.
TEST(Cli, BotsListedWithSpacesAreRead)
{
    const std::string tutorial = source("rulesets/tutorial");
    for (const std::string command : {"simulate", "duel"}) {
        const CliRun r = cli(command + " " + tutorial + " --games 2 --jobs 1 --bots 'greedy, random'");
        EXPECT_EQ(r.exitCode, 0) << command << ": " << r.out;
    }
}

// A folder that takes no new file (/proc, even for root) is found out before any game is played.
TEST(Cli, AnOutputWhoseFolderTakesNoFileIsRefusedFirst)
{
    const CliRun r = cli("simulate " + source("rulesets/tutorial") + " --games 2 --results /proc/x.jsonl");
    EXPECT_EQ(r.exitCode, 2) << r.out;
    EXPECT_NE(r.out.find("cannot write /proc/x.jsonl: "), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("games/s"), std::string::npos) << "no game was played\n" << r.out;
}

// Two outputs naming one file would leave only the last written: refused before any game.
TEST(Cli, TwoOutputsOfOneFileAreRefused)
{
    const Folder dir("tw-two-outputs");
    const std::string run = "sweep " + source("rulesets/tutorial") + " --tile straight --from 1 --to 2 --games 2 ";
    const CliRun r = cli(run + "--results " + dir.path() + "/same --csv " + dir.path() + "/./same");
    EXPECT_EQ(r.exitCode, 2) << r.out;
    EXPECT_NE(r.out.find("--csv and --results both name " + dir.path() + "/./same: give each its own file"), std::string::npos)
        << r.out;
    EXPECT_EQ(r.out.find("games/s"), std::string::npos) << "no game was played\n" << r.out;
}

// merge --out naming one of the files it merges would write over a shard: refused.
TEST(Cli, MergeRefusesToWriteOverAFileItReads)
{
    const Folder dir("tw-merge-over-input");
    const std::string results = dir.path() + "/part-0.jsonl";
    const std::string shard = "simulate " + source("rulesets/tutorial") + " --games 4 --jobs 1 --shard ";
    ASSERT_EQ(cli(shard + "0/2 --results " + results).exitCode, 0);
    ASSERT_EQ(cli(shard + "1/2 --results " + dir.path() + "/part-1.jsonl").exitCode, 0);
    const std::string before = bytesOf(results);
    const CliRun r = cli("merge " + results + " " + dir.path() + "/part-1.jsonl --out " + results);
    EXPECT_EQ(r.exitCode, 2) << r.out;
    EXPECT_NE(r.out.find("--out names " + results + ", which is read: it would be written over"), std::string::npos)
        << r.out;
    EXPECT_EQ(bytesOf(results), before);
}

// A mistyped parameter in --set is offered the one meant, as a mistyped tile is.
TEST(Cli, AMistypedParameterIsOfferedTheOneMeant)
{
    const CliRun r = cli("simulate " + source("rulesets/discovery") + " --games 2 --set two_tile_hnd=true");
    EXPECT_EQ(r.exitCode, 2) << r.out;
    EXPECT_NE(r.out.find("no parameter 'two_tile_hnd' in discovery (did you mean 'two_tile_hand'? its parameters: "),
              std::string::npos)
        << r.out;
}

} // namespace
} // namespace tw
