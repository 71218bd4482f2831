// tilewright-cli simulate --shard and merge: the shards of a run merge into the whole run's
// results file byte for byte and its metrics (also as JSON), named with the parameters set;
// parts of other runs, a game twice and missing shards are refused unless the merge is asked
// to be partial.
#include "clirun.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <utility>

#include <unistd.h>

namespace tw {
namespace {

using test::cli;
using test::CliRun;

std::string source(const std::string &relative)
{
    return std::string(TILEWRIGHT_SOURCE_DIR) + "/" + relative;
}

TEST(Cli, ShardsOfARunMergeIntoTheWholeRunByteForByte)
{
    const std::filesystem::path dir = std::filesystem::temp_directory_path() / ("tw-shards-" + std::to_string(::getpid()));
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    const std::string run = "simulate " + source("rulesets/tutorial") + " --games 30 --seed 4 --bots greedy,random";
    const auto file = [&](const std::string &name) { return (dir / name).string(); };
    const CliRun whole = cli(run + " --jobs 2 --results " + file("all.jsonl"), false);
    ASSERT_EQ(whole.exitCode, 0) << whole.out;
    EXPECT_NE(whole.out.find("mean score [95% CI]   stddev        win rate [95% CI]"), std::string::npos) << whole.out;
    EXPECT_NE(whole.out.find("seat advantage: chi-square"), std::string::npos) << whole.out;
    for (int i = 0; i < 3; ++i)
        ASSERT_EQ(cli(run + " --jobs 1 --shard " + std::to_string(i) + "/3 --results "
                      + file("part" + std::to_string(i) + ".jsonl"))
                      .exitCode,
                  0);
    const CliRun merged = cli("merge " + file("part2.jsonl") + " " + file("part0.jsonl") + " " + file("part1.jsonl")
                              + " --out " + file("merged.jsonl"));
    ASSERT_EQ(merged.exitCode, 0) << merged.out;
    const auto bytes = [](const std::string &path) {
        std::ifstream in(path, std::ios::binary);
        return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    };
    EXPECT_EQ(bytes(file("merged.jsonl")), bytes(file("all.jsonl")));
    // The merged report's seat table and metrics are the whole run's, line for line.
    const std::string metrics = whole.out.substr(whole.out.find("seat   bot           mean score"));
    EXPECT_NE(merged.out.find(metrics), std::string::npos) << merged.out << "\n---\n" << metrics;
    EXPECT_NE(merged.out.find("Closed river "), std::string::npos) << "reasons as the rules word them\n" << merged.out;
    EXPECT_NE(merged.out.find("tutorial: 30 of 30 games, 2 players, seed 4\n"), std::string::npos)
        << "the run named as simulate names it\n"
        << merged.out;
    // As JSON, the merged metrics are those simulate --json gives for the whole run.
    const CliRun wholeJson = cli(run + " --jobs 2 --json", false);
    ASSERT_EQ(cli("merge " + file("part0.jsonl") + " " + file("part1.jsonl") + " " + file("part2.jsonl") + " --json "
                  + file("merged.json"))
                  .exitCode,
              0);
    const nlohmann::json mergedJson = nlohmann::json::parse(bytes(file("merged.json")));
    const nlohmann::json simulated = nlohmann::json::parse(wholeJson.out.substr(wholeJson.out.find('{')));
    for (const char *key : {"ruleset", "games", "players", "seed", "set", "bots", "metrics"})
        EXPECT_EQ(mergedJson[key], simulated[key]) << key;
    EXPECT_EQ(mergedJson["games"], 30);
    EXPECT_EQ(mergedJson["ruleset"], "tutorial");
    EXPECT_EQ(mergedJson["seed"], 4);
    EXPECT_EQ(mergedJson["bots"], nlohmann::json::parse(R"(["greedy", "random"])"));
    EXPECT_NE(cli("merge " + file("part0.jsonl") + " --partial --csv " + file("merged.csv"))
                  .out.find("--csv is for the results of a sweep"),
              std::string::npos);

    // Parts of other runs, or one game twice, are refused.
    ASSERT_EQ(cli(run + " --seed 5 --shard 0/3 --results " + file("other.jsonl")).exitCode, 0);
    // An output that cannot be written is refused before anything is merged.
    const CliRun unwritable = cli("merge " + file("part0.jsonl") + " --partial --json " + file("no/such/m.json"));
    EXPECT_EQ(unwritable.exitCode, 2);
    EXPECT_NE(unwritable.out.find("cannot write " + file("no/such/m.json") + ": no folder"), std::string::npos)
        << unwritable.out;
    EXPECT_EQ(unwritable.out.find("games"), std::string::npos) << "nothing merged\n" << unwritable.out;
    const CliRun other = cli("merge " + file("part1.jsonl") + " " + file("other.jsonl"));
    EXPECT_EQ(other.exitCode, 2);
    EXPECT_NE(other.out.find("is of another run than " + file("part1.jsonl") + ": its \"seed\" is 5, not 4"), std::string::npos)
        << other.out;
    ASSERT_EQ(cli(run + " --set points_per_tile=2 --shard 0/3 --results " + file("richer.jsonl")).exitCode, 0);
    const CliRun richer = cli("merge " + file("part1.jsonl") + " " + file("richer.jsonl"));
    EXPECT_NE(richer.out.find(": its \"parameters.points_per_tile\" is 2, not 1"), std::string::npos) << richer.out;
    // A run with parameters set is named with them, as simulate names it.
    const CliRun set = cli("merge " + file("richer.jsonl") + " --partial --json " + file("richer.json"));
    EXPECT_NE(set.out.find("seed 4\nwith points_per_tile=2\n"), std::string::npos) << set.out;
    EXPECT_EQ(nlohmann::json::parse(bytes(file("richer.json")))["set"], "points_per_tile=2");
    ASSERT_EQ(cli("sweep " + source("rulesets/tutorial")
                  + " --games 2 --seed 4 --bots greedy,random --parameter points_per_tile --from 1 --to 2 --jobs 1 "
                    "--shard 0/3 --results "
                  + file("sweep.jsonl"))
                  .exitCode,
              0);
    const CliRun kinds = cli("merge " + file("part1.jsonl") + " " + file("sweep.jsonl"));
    EXPECT_EQ(kinds.exitCode, 2);
    EXPECT_NE(kinds.out.find(": it is of a sweep, the other of a simulate run"), std::string::npos) << kinds.out;
    // Sweeps over other values are told apart by their values.
    ASSERT_EQ(cli("sweep " + source("rulesets/tutorial")
                  + " --games 2 --seed 4 --bots greedy,random --parameter points_per_tile --from 1 --to 3 --jobs 1 "
                    "--shard 1/3 --results "
                  + file("wider.jsonl"))
                  .exitCode,
              0);
    const CliRun values = cli("merge " + file("sweep.jsonl") + " " + file("wider.jsonl"));
    EXPECT_EQ(values.exitCode, 2);
    EXPECT_NE(values.out.find(": its \"sweep.points\" is 1, 2, 3, not 1, 2"), std::string::npos) << values.out;
    // A part of rules changed since says so, not two hashes.
    const std::filesystem::path changed = dir / "changed";
    std::filesystem::copy(source("rulesets/tutorial"), changed, std::filesystem::copy_options::recursive);
    std::ofstream(changed / "flow.lua", std::ios::app) << "-- a comment\n";
    ASSERT_EQ(cli("simulate " + changed.string()
                  + " --games 30 --seed 4 --bots greedy,random --jobs 1 --shard 0/3 "
                    "--results "
                  + file("changed.jsonl"))
                  .exitCode,
              0);
    const CliRun rules = cli("merge " + file("part1.jsonl") + " " + file("changed.jsonl"));
    EXPECT_EQ(rules.exitCode, 2);
    EXPECT_NE(rules.out.find(": its rules are not the other's: the ruleset was changed between them"), std::string::npos)
        << rules.out;
    // So does a comparison whose other version changed between its parts (a point's rules).
    const std::string compare = "sweep " + source("rulesets/tutorial") + " --compare " + changed.string()
        + " --games 2 --seed 4 --bots greedy,random --jobs 1 --results ";
    ASSERT_EQ(cli(compare + file("cmp0.jsonl") + " --shard 0/2").exitCode, 0);
    std::ofstream(changed / "flow.lua", std::ios::app) << "-- changed again\n";
    ASSERT_EQ(cli(compare + file("cmp1.jsonl") + " --shard 1/2").exitCode, 0);
    const CliRun version = cli("merge " + file("cmp0.jsonl") + " " + file("cmp1.jsonl"));
    EXPECT_EQ(version.exitCode, 2);
    EXPECT_NE(version.out.find(": its rules are not the other's: the ruleset was changed between them"), std::string::npos)
        << version.out;
    const CliRun absent = cli("merge " + file("part1.jsonl") + " " + file("nowhere.jsonl"));
    EXPECT_EQ(absent.exitCode, 2) << absent.out;
    EXPECT_NE(absent.out.find("cannot read " + file("nowhere.jsonl") + ": No such file or directory"), std::string::npos)
        << absent.out;
    const CliRun twice = cli("merge " + file("part1.jsonl") + " " + file("part1.jsonl"));
    EXPECT_EQ(twice.exitCode, 2);
    EXPECT_NE(twice.out.find(file("part1.jsonl") + " is given twice"), std::string::npos) << twice.out;
    std::filesystem::copy_file(file("part1.jsonl"), file("copy.jsonl"));
    const CliRun copied = cli("merge " + file("part1.jsonl") + " " + file("copy.jsonl"));
    EXPECT_NE(copied.out.find("game 1 is in both " + file("part1.jsonl") + " and " + file("copy.jsonl")), std::string::npos)
        << copied.out;
    const std::string part1 = bytes(file("part1.jsonl")); // its last line is a game's
    std::ofstream(file("copy.jsonl"), std::ios::app) << part1.substr(part1.rfind('\n', part1.size() - 2) + 1);
    const CliRun doubled = cli("merge " + file("copy.jsonl") + " --partial");
    EXPECT_EQ(doubled.exitCode, 2);
    EXPECT_NE(doubled.out.find(" is twice in " + file("copy.jsonl")), std::string::npos) << doubled.out;
    // A shard left out is named, unless the merge is asked to be partial.
    const CliRun missing = cli("merge " + file("part0.jsonl") + " " + file("part2.jsonl"));
    EXPECT_EQ(missing.exitCode, 2);
    EXPECT_NE(missing.out.find("the run has 30 games, and 10 of them are in none of the files (games 1, 4, 7, 10, 13, "
                               "16, 19, 22, ...)"),
              std::string::npos)
        << missing.out;
    std::ofstream(file("table.csv")) << "value,seat,win_rate\n";
    const CliRun csv = cli("merge " + file("table.csv"));
    EXPECT_EQ(csv.exitCode, 2);
    EXPECT_NE(csv.out.find("table.csv:1: not a line of JSON (is this a results file of simulate or sweep --results?)"),
              std::string::npos)
        << csv.out;
    const CliRun partial = cli("merge " + file("part2.jsonl") + " --partial");
    EXPECT_EQ(partial.exitCode, 0) << partial.out;
    EXPECT_NE(partial.out.find("10 of 30 games"), std::string::npos) << partial.out;
    const CliRun badShard = cli(run + " --shard 3/3");
    EXPECT_NE(badShard.out.find("--shard needs i/n"), std::string::npos) << badShard.out;
    std::filesystem::remove_all(dir);
}

// A results file edited by hand or joined with another is refused at the line that is
// wrong, saying what is wrong with it; so are a folder and shards of two different splits.
TEST(Cli, AResultsFileThatIsNotARunsIsRefusedAtItsLine)
{
    const std::filesystem::path dir = std::filesystem::temp_directory_path()
        / ("tw-badmerge-" + std::to_string(::getpid()));
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    const auto file = [&](const std::string &name) { return (dir / name).string(); };
    const std::string run = "simulate " + source("rulesets/tutorial") + " --games 4 --seed 4 --jobs 1";
    ASSERT_EQ(cli(run + " --results " + file("whole.jsonl")).exitCode, 0);
    std::ifstream in(file("whole.jsonl"));
    std::string header, game;
    std::getline(in, header);
    std::getline(in, game);
    const auto edited = [&](const std::string &from, const std::string &to) {
        std::string line = game;
        const std::size_t at = line.find(from);
        EXPECT_NE(at, std::string::npos) << from << " in " << line;
        return line.replace(at, from.size(), to);
    };
    const auto merged = [&](const std::string &second) {
        std::ofstream(file("bad.jsonl")) << header << '\n' << second << '\n';
        return cli("merge " + file("bad.jsonl") + " --partial");
    };
    const std::string scores = game.substr(game.find("\"scores\":"),
                                           game.find(']', game.find("\"scores\":")) - game.find("\"scores\":") + 1);
    const std::pair<std::string, std::string> cases[] = {
        {edited("\"game\":0", "\"game\":-1"), ":2: its \"game\" is -1, not a game of the run"},
        {edited("\"game\":0", "\"game\":\"x\""), ":2: its \"game\" is \"x\", not a whole number that fits"},
        {edited(scores, "\"scores\":[3]"), ":2: its \"scores\" has 1 score; the run has 2 players"},
        {edited(scores, "\"scores\":[-5,1e300]"), ":2: its \"scores\" is 1e+300, not a whole number that fits"},
        {"{}", ":2: a line without \"game\""},
        {"[1, 2]", ":2: not a game's results (a JSON object)"},
        {header, ":2: a second header: files joined into one? give merge each file"},
        {edited("\"game\":0", "\"game\":99"), "bad.jsonl has game 99, and the run's games are 0 to 3"},
    };
    for (const auto &[line, message] : cases) {
        const CliRun r = merged(line);
        EXPECT_EQ(r.exitCode, 2) << line << "\n" << r.out;
        EXPECT_NE(r.out.find(message), std::string::npos) << line << "\n" << r.out;
    }
    const CliRun folder = cli("merge " + dir.string());
    EXPECT_NE(folder.out.find(dir.string() + " is a folder, not a results file"), std::string::npos) << folder.out;
    ASSERT_EQ(cli(run + " --shard 0/2 --results " + file("half.jsonl")).exitCode, 0);
    ASSERT_EQ(cli(run + " --shard 1/4 --results " + file("quarter.jsonl")).exitCode, 0);
    const CliRun splits = cli("merge " + file("half.jsonl") + " " + file("quarter.jsonl"));
    EXPECT_NE(splits.out.find(file("quarter.jsonl") + " is shard 1/4 and " + file("half.jsonl")
                              + " shard 0/2: the shards of a run are all of one split"),
              std::string::npos)
        << splits.out;
    std::filesystem::remove_all(dir);
}

} // namespace
} // namespace tw
