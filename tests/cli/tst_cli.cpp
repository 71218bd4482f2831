// tilewright-cli end to end: the built binary run as a user would, on real rulesets.
#include "clirun.h"
#include "tempruleset.h"

#include <QLockFile>
#include <QString>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>

namespace tw {
namespace {

using test::cli;
using test::cliOnASmallDisk;
using test::CliRun;

std::string source(const std::string &relative)
{
    return std::string(TILEWRIGHT_SOURCE_DIR) + "/" + relative;
}

std::vector<std::string> readLines(const std::string &path)
{
    std::ifstream in(path);
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);)
        lines.push_back(line);
    return lines;
}

void writeLines(const std::string &path, const std::vector<std::string> &lines)
{
    std::ofstream out(path);
    for (const std::string &line : lines)
        out << line << '\n';
}

TEST(Cli, SaysItsVersion)
{
    for (const char *option : {"--version", "-v"}) {
        const CliRun r = cli(option);
        EXPECT_EQ(r.exitCode, 0);
        EXPECT_EQ(r.out, "tilewright-cli " TW_VERSION "\n");
    }
}

// Each plays a game of random bots to its end with its fewest players and its most.
TEST(Cli, ValidateAcceptsEveryShippedRuleset)
{
    for (const std::string id : {"discovery", "tutorial", "land-vs-sea", "overworld", "dungeon", "grapha-genesis"}) {
        const CliRun r = cli("validate " + source("rulesets/" + id));
        EXPECT_EQ(r.exitCode, 0) << r.out;
        EXPECT_NE(r.out.find(id + " (" + source("rulesets/" + id) + "): ok ("), std::string::npos) << r.out;
        EXPECT_NE(r.out.find("; a game of random bots played to its end with "), std::string::npos) << r.out;
    }
}

// Rules that set up but fail once played are not ok: the flow's error with its line, the
// game it happened in, and the traceback.
TEST(Cli, ValidatePlaysAGameToFindAFlowThatFailsOnceItIsPlayed)
{
    test::TempRuleset ruleset("function setup(g)\n  g:fill_bag('bag')\n  g:start_turn(1)\n  g:draw('bag', 'drawn')\nend\n"
                              "function drawn(g, tile)\n  g:ask_place(tile, 'placd')\nend\n");
    const CliRun r = cli("validate " + ruleset.folder());
    EXPECT_EQ(r.exitCode, 1) << r.out;
    EXPECT_NE(r.out.find("a game of random bots with 2 players (seed 1) fails: " + ruleset.script() + ":7: "), std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("placd"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find(": ok"), std::string::npos) << r.out;
}

TEST(Cli, ValidateReportsFileLineColumnForEachProblem)
{
    test::TempRuleset ruleset("function setup(g) g:end_game() end\n", "colour: red\n");
    ruleset.write("ruleset.yaml",
                  "id: broken\nname: Broken\nplayers: {min: 2, max: 2}\ngrid: square\n"
                  "terrains: {field: {code: F}}\ntiles:\n  - {id: t, edges: FFF}\nlayout: x\n");
    const CliRun r = cli("validate " + ruleset.folder());
    EXPECT_EQ(r.exitCode, 1);
    const std::string yaml = ruleset.folder() + "/ruleset.yaml";
    EXPECT_NE(r.out.find(yaml + ":7:20: edges 'FFF' must have 4 letters"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find(yaml + ":8:1: unknown key 'layout'"), std::string::npos) << r.out;
}

// validate's 1 says the ruleset has problems; a folder that holds none cannot be checked.
TEST(Cli, ValidateOfAFolderWithoutARulesetExits2)
{
    const std::string nowhere = std::string(TILEWRIGHT_SOURCE_DIR) + "/rulesets/no-such-game";
    CliRun r = cli("validate " + nowhere);
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.out.find("tilewright-cli: " + nowhere + ": no such folder"), std::string::npos) << r.out;
    // A bare name is a shipped ruleset's when no folder here has it.
    r = cli("validate tutorial");
    EXPECT_EQ(r.exitCode, 0) << r.out;
    EXPECT_NE(r.out.find("tutorial ("), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("): ok ("), std::string::npos) << r.out;
    r = cli("validate no-such-game");
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.out.find("tilewright-cli: no-such-game: no such folder, nor a shipped ruleset of that name (the "
                         "shipped rulesets: discovery, dungeon, grapha-genesis, land-vs-sea, overworld, tutorial)"),
              std::string::npos)
        << r.out;
    // A name a slip or a capital away from a shipped one offers it.
    for (const char *slip : {"Dungeon", "dungon"}) {
        r = cli(std::string("validate ") + slip);
        EXPECT_EQ(r.exitCode, 2);
        EXPECT_NE(r.out.find("(did you mean 'dungeon'? the shipped rulesets: discovery, dungeon,"), std::string::npos)
            << r.out;
    }
    r = cli("validate " + std::string(TILEWRIGHT_SOURCE_DIR) + "/rulesets");
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.out.find("tilewright-cli: " + std::string(TILEWRIGHT_SOURCE_DIR) + "/rulesets: no ruleset.yaml in this folder"),
              std::string::npos)
        << r.out;
}

TEST(Cli, ValidateReportsYamlSyntaxErrors)
{
    test::TempRuleset ruleset("function setup(g) g:end_game() end\n");
    ruleset.write("ruleset.yaml", "id: broken\nname: [unclosed\nplayers: {min: 2, max: 2}\n");
    const CliRun r = cli("validate " + ruleset.folder());
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_NE(r.out.find(ruleset.folder() + "/ruleset.yaml:"), std::string::npos) << r.out;
}

TEST(Cli, ValidateReportsScriptErrorsWithTheirLine)
{
    test::TempRuleset ruleset("function setup(g)\n  g:draw('nowhere', 'x')\nend\n");
    const CliRun r = cli("validate " + ruleset.folder());
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_NE(r.out.find(ruleset.script() + ":2: unknown zone 'nowhere'"), std::string::npos) << r.out;
}

// A call of a method the game has not is warned of at its line, though no game reaches it
// (a warning: a variable g may be another object).
TEST(Cli, ValidateWarnsOfACallOfAMethodTheGameHasNot)
{
    test::TempRuleset ruleset("function setup(g) g:end_game() end\nfunction never(g)\n  g:scoore(1, 2)\nend\n");
    const CliRun r = cli("validate " + ruleset.folder());
    EXPECT_EQ(r.exitCode, 0) << r.out;
    EXPECT_NE(r.out.find(ruleset.script() + ":3:5: warning: g:scoore is not a method of the game (did you mean g:score?)\n"),
              std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find(": ok ("), std::string::npos) << r.out;
}

TEST(Cli, SimulateNamesTheFirstFailingGameWithItsTraceback)
{
    test::TempRuleset ruleset("function explode() error('boom') end\nfunction setup(g) explode() end\n");
    for (const char *jobs : {"1", "2"}) {
        const CliRun r = cli("simulate " + ruleset.folder() + " --games 20 --jobs " + jobs);
        EXPECT_EQ(r.exitCode, 1) << r.out;
        EXPECT_NE(r.out.find("game 0 (seed "), std::string::npos) << r.out;
        EXPECT_NE(r.out.find(ruleset.script() + ":1: boom"), std::string::npos) << r.out;
        EXPECT_NE(r.out.find("stack traceback:"), std::string::npos) << r.out;
        EXPECT_NE(r.out.find("in function 'explode'"), std::string::npos) << r.out;
        // How to watch that very game in the studio: its own seed, the seats and the --set.
        const std::size_t at = r.out.find("game 0 (seed ") + 13;
        const std::string seed = r.out.substr(at, r.out.find(')', at) - at);
        EXPECT_NE(r.out.find("to watch that game move by move: tilewright --ruleset " + ruleset.folder()
                             + " --players 2 --seats greedy,greedy --seed " + seed + "\n"),
                  std::string::npos)
            << r.out;
    }
}

// A script that does not compile is a ruleset that cannot be read: every command that plays
// the rules names it at its line and column and exits 2 before playing.
TEST(Cli, AScriptThatDoesNotCompileStopsACommandBeforeItPlays)
{
    test::TempRuleset ruleset("function setup(g)\n  local x = (1\nend\n");
    for (const std::string command : {"simulate", "duel", "sweep", "bench"}) {
        const std::string options = command == "bench" ? ""
            : command == "sweep"                       ? " --games 2 --compare " + ruleset.folder()
                                                       : " --games 2 --bots greedy,random";
        const CliRun r = cli(command + " " + ruleset.folder() + options);
        EXPECT_EQ(r.exitCode, 2) << command << ": " << r.out;
        EXPECT_NE(r.out.find(ruleset.script() + ":3:1: syntax error"), std::string::npos) << command << ": " << r.out;
        EXPECT_EQ(r.out.find("game 0"), std::string::npos) << command << ": " << r.out;
    }
    // So does the version a sweep compares with.
    const CliRun compared = cli("sweep " + source("rulesets/tutorial") + " --games 2 --compare " + ruleset.folder());
    EXPECT_EQ(compared.exitCode, 2) << compared.out;
    EXPECT_NE(compared.out.find(ruleset.script() + ":3:1: syntax error"), std::string::npos) << compared.out;
}

nlohmann::json simulateJson(const std::string &extra)
{
    const CliRun r = cli("simulate " + source("rulesets/discovery") + " --games 60 --seed 11 --players 3 --json " + extra);
    EXPECT_EQ(r.exitCode, 0) << r.out;
    nlohmann::json j = nlohmann::json::parse(r.out.substr(r.out.find('{')));
    j.erase("seconds");
    j.erase("games_per_second");
    return j;
}

// Land vs Sea with 4 players: two teams sharing a score, named with the seat test.
TEST(Cli, SimulateNamesTheSeatsThatShareAScore)
{
    const CliRun r = cli("simulate " + source("rulesets/land-vs-sea") + " --games 4 --players 4 --bots random --jobs 1");
    EXPECT_EQ(r.exitCode, 0) << r.out;
    EXPECT_NE(r.out.find("(over 2 sides: seats 1 and 3, seats 2 and 4 share a score and play as one; each seat's win "
                         "rate is its side's)"),
              std::string::npos)
        << r.out;
}

TEST(Cli, SimulateIsTheSameForAnyNumberOfJobs)
{
    const nlohmann::json one = simulateJson("--jobs 1 --bots greedy,random,random");
    const nlohmann::json two = simulateJson("--jobs 2 --bots greedy,random,random");
    EXPECT_EQ(one, two);
    EXPECT_EQ(one["games"], 60);
    EXPECT_EQ(one["players"], 3);
    ASSERT_EQ(one["seats"].size(), 3u);
    EXPECT_EQ(one["seats"][0]["bot"], "greedy");
    double wins = 0;
    for (const auto &seat : one["seats"])
        wins += seat["wins"].get<double>();
    EXPECT_DOUBLE_EQ(wins, 60.0) << "shared wins must add up to the number of games";
    EXPECT_EQ(one["bots"], nlohmann::json::parse(R"(["greedy", "random", "random"])")) << "as given";
    EXPECT_FALSE(one.contains("shard"));
    const nlohmann::json shard = simulateJson("--jobs 1 --bots greedy --shard 1/3");
    EXPECT_EQ(shard["shard"], "1/3") << "a shard's metrics are of its games only";
    EXPECT_EQ(shard["games"], 20);
    EXPECT_EQ(shard["bots"], nlohmann::json::parse(R"(["greedy"])"));
    // Per reason and per tile type, named by id.
    const nlohmann::json &metrics = one["metrics"];
    double shares = 0;
    for (const char *reason : {"grassland", "mountain", "sea"})
        shares += metrics["reason_share"].at(reason).at(0).get<double>(); // [value, low, high]
    EXPECT_NEAR(shares, 1, 1e-9) << metrics["reason_share"];
    EXPECT_GT(metrics["tiles"].at("grassland").at("placements").get<double>(), 0) << metrics["tiles"];
    EXPECT_EQ(metrics["tiles"].at("start").at("placements"), 0) << "set up, not placed in play";
}

TEST(Cli, SimulateAppliesParameterOverrides)
{
    const nlohmann::json normal = simulateJson("--jobs 1");
    const nlohmann::json richer = simulateJson("--jobs 1 --set grassland_open_per_tile=5 --set sea_per_city=4");
    EXPECT_GT(richer["seats"][0]["mean_score"].get<double>(), normal["seats"][0]["mean_score"].get<double>());
}

// The report's first lines say which run it is: ruleset, games, players, seed, and the
// parameters set apart from their defaults.
TEST(Cli, SimulateNamesItsRun)
{
    const CliRun plain = cli("simulate " + source("rulesets/discovery") + " --games 2 --bots random --jobs 1 --seed 9");
    ASSERT_EQ(plain.exitCode, 0) << plain.out;
    EXPECT_TRUE(plain.out.starts_with("discovery: 2 games, 2 players, seed 9: ")) << plain.out;
    EXPECT_EQ(plain.out.find("\nwith "), std::string::npos) << "no parameter set\n" << plain.out;
    const CliRun set = cli("simulate " + source("rulesets/discovery")
                           + " --games 2 --bots random --jobs 1 --set sea_per_city=4 --set final_as_incomplete=no"
                             " --set grassland_open_per_tile=1");
    ASSERT_EQ(set.exitCode, 0) << set.out;
    EXPECT_NE(set.out.find("\nwith sea_per_city=4, final_as_incomplete=false\n"), std::string::npos)
        << "in the ruleset's order, leaving out a value set to its default\n"
        << set.out;
}

// The report leaves out what does not apply: comparisons of players in a solo run, every
// measure in a shard without games; and says when the seats' bots differ.
TEST(Cli, SimulateReportsOnlyWhatTheRunCanMeasure)
{
    const CliRun solo = cli("simulate " + source("rulesets/grapha-genesis")
                            + " --games 2 --players 1 --bots random --jobs 1");
    ASSERT_EQ(solo.exitCode, 0) << solo.out;
    EXPECT_NE(solo.out.find("2 games, 1 player,"), std::string::npos) << solo.out;
    EXPECT_NE(solo.out.find("game length"), std::string::npos) << solo.out;
    for (const char *missing : {"wins", "win rate", "seat advantage", "margin of victory", "lead changes"})
        EXPECT_EQ(solo.out.find(missing), std::string::npos) << missing << " in\n" << solo.out;

    // Dungeon Expedition scores at its end and tells no lead during play.
    const CliRun atTheEnd = cli("simulate " + source("rulesets/dungeon") + " --games 2 --bots random --jobs 1");
    ASSERT_EQ(atTheEnd.exitCode, 0) << atTheEnd.out;
    EXPECT_NE(atTheEnd.out.find("lead changes, drama (with the deficit) and decisiveness: not measured"), std::string::npos)
        << atTheEnd.out;
    EXPECT_EQ(atTheEnd.out.find("lead settled with"), std::string::npos) << atTheEnd.out;
    EXPECT_NE(atTheEnd.out.find("points per placement: none before the end of the game"), std::string::npos)
        << atTheEnd.out;
    // As JSON, the measures of the lead are null: not measured, rather than a lead settled at once.
    const CliRun atTheEndJson = cli("simulate " + source("rulesets/dungeon") + " --games 2 --bots random --jobs 1 --json",
                                    false);
    const nlohmann::json metrics = nlohmann::json::parse(atTheEndJson.out)["metrics"];
    for (const char *lead : {"lead_changes", "drama", "deficit", "decisiveness"})
        EXPECT_TRUE(metrics[lead].is_null()) << lead << ": " << metrics[lead];
    EXPECT_EQ(metrics["games_with_lead"], 0);
    EXPECT_FALSE(metrics["length"].is_null());

    // Reasons that gave no points (Overworld's expansions are off by default) are named
    // apart, not listed at 0%; the table words reasons as the rules do.
    const CliRun base = cli("simulate " + source("rulesets/overworld") + " --games 2 --bots random --jobs 1");
    ASSERT_EQ(base.exitCode, 0) << base.out;
    const std::size_t unscored = base.out.find("no points from: ");
    ASSERT_NE(unscored, std::string::npos) << base.out;
    const std::string line = base.out.substr(unscored, base.out.find('\n', unscored) - unscored);
    EXPECT_TRUE(line.ends_with("Provisions sets, Port region bonus")) << line;
    EXPECT_NE(base.out.find("points by reason (shares of all points won and lost): Region majority "), std::string::npos)
        << base.out;
    EXPECT_EQ(base.out.find("Provisions sets 0.0%"), std::string::npos) << base.out;

    // One game: its values, and no intervals rather than intervals of no width.
    const CliRun one = cli("simulate " + source("rulesets/discovery") + " --games 1 --bots random --jobs 1");
    ASSERT_EQ(one.exitCode, 0) << one.out;
    EXPECT_NE(one.out.find("1 game, 2 players"), std::string::npos) << one.out;
    EXPECT_NE(one.out.find(" turns [no interval]"), std::string::npos) << one.out;
    EXPECT_NE(one.out.find("[ 20.7%, 100.0%]"), std::string::npos) << "the winner's Wilson interval, even of one game\n"
                                                                   << one.out;
    const nlohmann::json oneJson = nlohmann::json::parse(
        cli("simulate " + source("rulesets/discovery") + " --games 1 --bots random --jobs 1 --json", false).out);
    EXPECT_TRUE(oneJson["metrics"]["length"][1].is_null()) << oneJson["metrics"]["length"];

    const CliRun empty = cli("simulate " + source("rulesets/tutorial") + " --games 2 --shard 2/3 --jobs 1");
    ASSERT_EQ(empty.exitCode, 0) << empty.out;
    EXPECT_NE(empty.out.find("0 games, 2 players"), std::string::npos) << empty.out;
    EXPECT_NE(empty.out.find("shard 2/3: no games of the run's 2 (merge takes the part all the same)"), std::string::npos)
        << empty.out;
    EXPECT_NE(empty.out.find("no games to measure"), std::string::npos) << empty.out;
    EXPECT_EQ(empty.out.find("seat advantage"), std::string::npos) << empty.out;

    const std::string run = "simulate " + source("rulesets/tutorial") + " --games 4 --jobs 1 --bots ";
    const std::string note = "the seats had different bots";
    const CliRun mixed = cli(run + "greedy,random");
    EXPECT_NE(mixed.out.find(note), std::string::npos);
    EXPECT_EQ(cli(run + "random,random").out.find(note), std::string::npos);
    // The tile set-up places is placed by no player: it has no points per placement.
    const std::string perPlacement = mixed.out.substr(mixed.out.find("points per placement"));
    EXPECT_NE(perPlacement.find("spring"), std::string::npos) << perPlacement;
    EXPECT_EQ(perPlacement.find("start"), std::string::npos) << perPlacement;
}

TEST(Cli, SimulateRejectsBadArguments)
{
    const std::string discovery = source("rulesets/discovery");
    CliRun r = cli("simulate " + discovery + " --gmaes 5");
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.out.find("tilewright-cli: unknown option 'gmaes' ('tilewright-cli simulate --help' lists the options)"),
              std::string::npos)
        << r.out;
    // An option left without its value does not take the next option as it.
    r = cli("sweep " + discovery + " --tile grassland --from 4 --to 5 --json --games 4");
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.out.find("tilewright-cli: --json is missing its value (it took '--games', an option)"), std::string::npos)
        << r.out;
    r = cli("simulate " + discovery + " --seed -5");
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.out.find("--seed must be a whole number from 0 to 18446744073709551615"), std::string::npos) << r.out;
    r = cli("simulate --help");
    EXPECT_EQ(r.exitCode, 0);
    EXPECT_NE(r.out.find("--games <N>"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("Usage: tilewright-cli simulate [options] DIR"), std::string::npos) << r.out;
    r = cli("simulate " + discovery + " --games 5 --bots clever");
    EXPECT_NE(r.exitCode, 0);
    EXPECT_NE(r.out.find("unknown bot 'clever'"), std::string::npos) << r.out;
    r = cli("simulate " + discovery + " --games 5 --set no_such=1");
    EXPECT_NE(r.exitCode, 0);
    EXPECT_NE(r.out.find("no parameter 'no_such' in discovery (its parameters: two_tile_hand, set_aside_tiles, "), std::string::npos)
        << r.out;
    r = cli("simulate " + discovery + " --games 5 --set two_tile_hand");
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.out.find("--set two_tile_hand: write it as key=value"), std::string::npos) << r.out;
    r = cli("simulate " + discovery + " --games 5 --set two_tile_hand=maybe");
    EXPECT_NE(r.exitCode, 0);
    EXPECT_NE(r.out.find("is not true or false"), std::string::npos) << r.out;
    r = cli("simulate " + discovery + " --games 5 --players 9");
    EXPECT_NE(r.exitCode, 0);
}

TEST(Cli, BenchRejectsBadCounts)
{
    const std::string tutorial = source("rulesets/tutorial");
    CliRun r = cli("bench " + tutorial + " --jobs 0");
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.out.find("--jobs must be a whole number from 1 to 1024, not '0'"), std::string::npos) << r.out;
    r = cli("bench " + tutorial + " --games many");
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.out.find("--games must be a whole number from 1 to 10000000, not 'many'"), std::string::npos) << r.out;
    r = cli("bench " + tutorial + " --greedy-games -1");
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.out.find("--greedy-games must be a whole number from 0 to 10000000, not '-1'"), std::string::npos) << r.out;
}

// An argument too many, or a file or folder named by an empty string, is named as such.
TEST(Cli, WhatIsGivenInsteadOfAFolderOrAFileIsNamed)
{
    const std::string tutorial = source("rulesets/tutorial");
    CliRun r = cli("duel " + tutorial + " --bots greedy,random --games 2 --json out.json");
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.out.find("duel needs exactly one ruleset folder, not 2: '" + tutorial + "' 'out.json'"), std::string::npos)
        << r.out;
    r = cli("simulate");
    EXPECT_NE(r.out.find("simulate needs exactly one ruleset folder, not 0\n"), std::string::npos) << r.out;
    r = cli("simulate " + tutorial + " --games 2 --results ''");
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.out.find("cannot write a file of no name"), std::string::npos) << r.out;
    r = cli("validate ''");
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.out.find("tilewright-cli: the ruleset folder is an empty name"), std::string::npos) << r.out;
    r = cli("validate /dev/null");
    EXPECT_NE(r.out.find("/dev/null: a file, not a ruleset folder"), std::string::npos) << r.out;
    r = cli("simulate " + tutorial + " --games 2 --set fish_bonus=3 --set fish_bonus=4");
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.out.find("--set fish_bonus=4: fish_bonus is set twice: give it one value"), std::string::npos) << r.out;
    r = cli("simulate " + tutorial + " --games 2 --log-dir ''");
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.out.find("--log-dir needs a folder"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("QDir"), std::string::npos) << "no Qt warning\n" << r.out;
}

// Sheets of no tile at all are no pages, said as such (no file named that was not written).
TEST(Cli, ExportOfNoTilesIsNoPages)
{
    const std::string png = (std::filesystem::temp_directory_path() / ("tw-none-" + std::to_string(::getpid()) + ".png"))
                                .string();
    const CliRun r = cli("export " + source("rulesets/tutorial") + " --out " + png
                         + " --count start=0 --count straight=0 --count bend=0 --count spring=0 --count meadow=0");
    EXPECT_EQ(r.exitCode, 0) << r.out;
    EXPECT_NE(r.out.find(png + ": 0 pages"), std::string::npos) << r.out;
}

// A count too large to hold, or larger than a run may play, is refused up front with the
// numbers it takes (such a run had run out of memory).
TEST(Cli, ACountBeyondWhatARunTakesIsRefused)
{
    const std::string tutorial = source("rulesets/tutorial");
    CliRun r = cli("simulate " + tutorial + " --games 2147483647 --shard 0/2147483647");
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.out.find("--games must be a whole number from 1 to 10000000, not '2147483647'"), std::string::npos)
        << r.out;
    r = cli("duel " + tutorial + " --bots greedy,random --games 99999999999");
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.out.find("--games must be a whole number from 2 to 10000000, not '99999999999'"), std::string::npos)
        << r.out;
    r = cli("duel " + tutorial + " --bots greedy,random --games 3");
    EXPECT_NE(r.out.find("--games must be an even number: each deal is played twice, the seats each way"), std::string::npos)
        << r.out;
    r = cli("simulate " + tutorial + " --games 2 --players x");
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.out.find("--players must be a whole number from 2 to 4, not 'x'"), std::string::npos) << r.out;
    r = cli("sweep " + tutorial + " --parameter fish_bonus --from 1 --to 2 --games 2 --seed 99999999999999999999999");
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.out.find("--seed must be a whole number from 0 to 18446744073709551615"), std::string::npos) << r.out;
}

// A shipped ruleset's bare name serves every part of the bench, the hot reload's too.
TEST(Cli, BenchOfAShippedRulesetByName)
{
    const CliRun r = cli("bench tutorial --games 20 --greedy-games 1 --no-mcts");
    EXPECT_EQ(r.exitCode, 0) << r.out;
    EXPECT_NE(r.out.find("hot reload (load, start Lua, re-play a "), std::string::npos) << r.out;
}

// A parameter set in a game of a player count it is not for is refused before any game.
TEST(Cli, ARuleForOnePlayerIsRefusedInGamesOfMore)
{
    const std::string dungeon = source("rulesets/dungeon");
    CliRun r = cli("simulate " + dungeon + " --games 2 --players 2 --set solo=true");
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.out.find("tilewright-cli: parameter 'solo' is only for games of 1 player, not 2"), std::string::npos)
        << r.out;
    r = cli("simulate " + dungeon + " --games 2 --players 1 --set solo=true --json", false);
    EXPECT_EQ(r.exitCode, 0) << r.out;
    // A player alone has nobody to win against: no win rate, seat test or margin.
    const nlohmann::json metrics = nlohmann::json::parse(r.out)["metrics"];
    EXPECT_TRUE(metrics["seats"][0]["win_rate"].is_null()) << metrics;
    EXPECT_TRUE(metrics["seat_advantage"].is_null()) << metrics;
    EXPECT_TRUE(metrics["margin"].is_null()) << metrics;
    EXPECT_FALSE(metrics["seats"][0]["mean_score"].is_null()) << metrics;
    r = cli("sweep " + dungeon + " --games 2 --players 2 --parameter solo");
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.out.find("tilewright-cli: parameter 'solo' is only for games of 1 player, not 2"), std::string::npos)
        << r.out;
}

class CliReplay : public ::testing::Test
{
protected:
    void SetUp() override
    {
        m_dir = std::filesystem::temp_directory_path() / ("tilewright-replay-" + std::to_string(::getpid()));
        std::filesystem::create_directories(m_dir);
        const CliRun r = cli("simulate " + source("rulesets/discovery")
                             + " --games 1 --seed 5 --bots greedy,random --log-dir " + m_dir.string());
        ASSERT_EQ(r.exitCode, 0) << r.out;
        m_log = (m_dir / "game-0.jsonl").string();
    }
    void TearDown() override { std::filesystem::remove_all(m_dir); }

    CliRun replay(const std::string &path)
    {
        return cli("replay " + path + " --ruleset " + source("rulesets/discovery"));
    }

    std::filesystem::path m_dir;
    std::string m_log;
};

// A log of a game no folder here holds, nor the program ships, says how to name its folder.
TEST_F(CliReplay, ALogOfAnUnknownRulesetSaysToNameItsFolder)
{
    std::ifstream in(m_log);
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const std::string id = "\"ruleset\":\"discovery\"";
    ASSERT_NE(text.find(id), std::string::npos);
    text.replace(text.find(id), id.size(), "\"ruleset\":\"homebrew\"");
    const std::string log = (m_dir / "homebrew.jsonl").string();
    std::ofstream(log) << text;
    const CliRun r = cli("replay " + log);
    EXPECT_EQ(r.exitCode, 2) << r.out;
    EXPECT_NE(r.out.find("the log's ruleset 'homebrew' is neither in rulesets/ here nor shipped: name its folder with "
                         "--ruleset DIR"),
              std::string::npos)
        << r.out;
}

TEST_F(CliReplay, ALogReproduces)
{
    const CliRun r = replay(m_log);
    EXPECT_EQ(r.exitCode, 0) << r.out;
    EXPECT_NE(r.out.find("reproduced"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("state hash: "), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("scores: Red "), std::string::npos) << r.out; // by seat name
    EXPECT_NE(r.out.find(", Blue "), std::string::npos) << r.out;
}

TEST_F(CliReplay, TheShippedRulesetIsFoundFromAnyFolder)
{
    const std::filesystem::path before = std::filesystem::current_path();
    std::filesystem::current_path(m_dir); // which has no rulesets/
    const CliRun r = cli("replay " + m_log);
    std::filesystem::current_path(before);
    EXPECT_EQ(r.exitCode, 0) << r.out;
    EXPECT_NE(r.out.find("reproduced"), std::string::npos) << r.out;
}

TEST_F(CliReplay, ALogOrRulesetThatCannotBeReadExits2)
{
    CliRun r = cli("replay " + m_dir.string());
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.out.find(m_dir.string() + " is a folder, not a log file"), std::string::npos) << r.out;
    r = cli("replay " + m_log + " --ruleset " + source("rulesets/tutorial"));
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.out.find("holds ruleset 'tutorial', the log is of 'discovery'"), std::string::npos) << r.out;
    r = cli("replay " + m_log + " --ruleset " + m_dir.string());
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.out.find(m_dir.string() + ": no ruleset.yaml in this folder"), std::string::npos) << r.out;
}

TEST_F(CliReplay, ATamperedScoreIsFoundAtItsLine)
{
    std::vector<std::string> lines = readLines(m_log);
    std::size_t tampered = 0;
    for (std::size_t i = 1; i < lines.size() && !tampered; ++i) {
        nlohmann::json j = nlohmann::json::parse(lines[i]);
        if (!j.contains("events"))
            continue;
        for (auto &e : j["events"])
            if (e["kind"] == "score" && !tampered) {
                e["points"] = e["points"].get<int>() + 1;
                lines[i] = j.dump();
                tampered = i + 1;
            }
    }
    ASSERT_NE(tampered, 0u) << "the game logged no score";
    writeLines(m_log, lines);
    const CliRun r = replay(m_log);
    EXPECT_EQ(r.exitCode, 1) << r.out;
    EXPECT_NE(r.out.find(m_log + ":" + std::to_string(tampered) + ": does not reproduce"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("state hash"), std::string::npos) << "no summary of a game that did not reproduce: " << r.out;
}

TEST_F(CliReplay, DifferentFinalScoresAreShown)
{
    std::vector<std::string> lines = readLines(m_log);
    nlohmann::json end = nlohmann::json::parse(lines.back());
    ASSERT_TRUE(end.contains("scores")) << lines.back();
    const std::vector<int> played = end["scores"];
    end["scores"][0] = played[0] + 7;
    lines.back() = end.dump();
    writeLines(m_log, lines);
    const CliRun r = replay(m_log);
    EXPECT_EQ(r.exitCode, 1) << r.out;
    const std::string said = "final scores differ: the log has " + std::to_string(played[0] + 7) + " "
        + std::to_string(played[1]) + ", the rules now give " + std::to_string(played[0]) + " "
        + std::to_string(played[1]);
    EXPECT_NE(r.out.find(said), std::string::npos) << r.out;
}

// A game that does not reproduce under rules other than its own says how to replay it
// under those.
TEST_F(CliReplay, OtherRulesSayHowToReplayUnderTheGamesOwn)
{
    const std::filesystem::path copy = m_dir / "changed";
    std::filesystem::copy(source("rulesets/discovery"), copy, std::filesystem::copy_options::recursive);
    std::vector<std::string> flow = readLines((copy / "flow.lua").string());
    bool changed = false;
    for (std::string &line : flow)
        if (const auto at = line.find("g:param(\"sea_per_city\")"); at != std::string::npos && !changed) {
            line.replace(at, std::string("g:param(\"sea_per_city\")").size(), "(g:param(\"sea_per_city\") + 1)");
            changed = true;
        }
    ASSERT_TRUE(changed);
    writeLines((copy / "flow.lua").string(), flow);
    CliRun r = cli("replay " + m_log + " --ruleset " + copy.string());
    EXPECT_EQ(r.exitCode, 1) << r.out;
    EXPECT_NE(r.out.find("the ruleset changed since this game was played"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("does not reproduce"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("the game was played under other rules"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("journal rules ID --out DIR"), std::string::npos) << r.out;
    r = replay(m_log);
    EXPECT_EQ(r.out.find("other rules"), std::string::npos) << "its own rules: " << r.out;
}

TEST_F(CliReplay, ACorruptLineIsNamed)
{
    std::vector<std::string> lines = readLines(m_log);
    lines[3] = "{\"n\": 2, \"action\": ";
    writeLines(m_log, lines);
    const CliRun r = replay(m_log);
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_NE(r.out.find(m_log + ":4: "), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("not valid JSON"), std::string::npos) << r.out;
}

TEST_F(CliReplay, AnUnfinishedLogReplaysWhatThereIs)
{
    std::vector<std::string> lines = readLines(m_log);
    lines.resize(lines.size() / 2);
    writeLines(m_log, lines);
    CliRun r = replay(m_log);
    EXPECT_EQ(r.exitCode, 0) << r.out;
    EXPECT_NE(r.out.find("unfinished: the log stops after action " + std::to_string(lines.size() - 2)), std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("what there is reproduces"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("does not reproduce"), std::string::npos) << r.out;

    // What there is is still checked: a placement moved far away does not replay.
    const auto place = std::find_if(lines.begin(), lines.end(), [](const std::string &l) {
        return l.find("\"action\":{\"kind\":\"place\"") != std::string::npos;
    });
    ASSERT_NE(place, lines.end());
    const auto x = place->find("\"x\":", place->find("\"action\""));
    place->replace(x, place->find(',', x) - x, "\"x\":99");
    writeLines(m_log, lines);
    r = replay(m_log);
    EXPECT_EQ(r.exitCode, 1) << r.out;
}

TEST_F(CliReplay, ABadNumberIsNamedWithItsLineOnce)
{
    std::vector<std::string> lines = readLines(m_log);
    std::size_t line = 1;
    while (line < lines.size() && lines[line].find("\"turn\":") == std::string::npos)
        ++line;
    ASSERT_LT(line, lines.size());
    std::string &text = lines[line];
    const std::size_t at = text.find("\"turn\":") + 7;
    text.replace(at, text.find_first_not_of("0123456789", at) - at, "1.5");
    writeLines(m_log, lines);
    const CliRun r = replay(m_log);
    EXPECT_EQ(r.exitCode, 1);
    const std::string number = std::to_string(line + 1);
    EXPECT_NE(r.out.find(m_log + ":" + number + ": 'turn' must be a whole number from 0 to 2147483647, not 1.5\n"),
              std::string::npos)
        << r.out;
    EXPECT_EQ(r.out.find("line " + number), std::string::npos) << r.out;
}

TEST_F(CliReplay, TheHeadersRulesetIdIsNeverUsedAsAPath)
{
    // A log naming "../elsewhere", run where rulesets/../elsewhere holds a ruleset.
    std::filesystem::create_directories(m_dir / "rulesets");
    std::filesystem::copy(source("rulesets/discovery"), m_dir / "elsewhere", std::filesystem::copy_options::recursive);
    std::vector<std::string> lines = readLines(m_log);
    const std::size_t at = lines[0].find("\"ruleset\":\"discovery\"");
    ASSERT_NE(at, std::string::npos) << lines[0];
    lines[0].replace(at, 21, "\"ruleset\":\"../elsewhere\"");
    writeLines(m_log, lines);
    const std::filesystem::path before = std::filesystem::current_path();
    std::filesystem::current_path(m_dir);
    const CliRun r = cli("replay " + m_log);
    std::filesystem::current_path(before);
    EXPECT_EQ(r.exitCode, 1) << r.out;
    EXPECT_NE(r.out.find(m_log + ":1: bad header: the ruleset id \"../elsewhere\" is not an id"), std::string::npos)
        << r.out;
    EXPECT_EQ(r.out.find("reproduced"), std::string::npos) << r.out;
}

TEST_F(CliReplay, NotALogAtAll)
{
    writeLines(m_log, {"hello"});
    const CliRun r = replay(m_log);
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_NE(r.out.find(m_log + ":1: "), std::string::npos) << r.out;
}

TEST(Cli, ExportWritesPrintSheetsAndRefusesWhatCannotPrint)
{
    const std::filesystem::path dir = std::filesystem::temp_directory_path() / ("tw-export-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    const std::string pdf = (dir / "discovery.pdf").string();
    // Without a session's runtime folder (a batch node) Qt says nothing amid the output.
    const CliRun made = test::runCommand("env -u XDG_RUNTIME_DIR " + std::string(TILEWRIGHT_CLI) + " export "
                                         + source("rulesets/discovery") + " --out " + pdf
                                         + " --bleed 2 --duplex short 2>&1");
    EXPECT_EQ(made.exitCode, 0) << made.out;
    EXPECT_EQ(made.out, pdf + ": 4 pages\n");
    EXPECT_GT(std::filesystem::file_size(pdf), 1000u);

    const std::string big = (dir / "big.pdf").string();
    const CliRun refused = cli("export " + source("rulesets/discovery") + " --out " + big + " --tile-size 400", true);
    EXPECT_EQ(refused.exitCode, 2);
    EXPECT_NE(refused.out.find("--tile-size"), std::string::npos) << refused.out;
    EXPECT_FALSE(std::filesystem::exists(big)); // nothing written half-way
    const CliRun page = cli("export " + source("rulesets/discovery") + " --out " + big + " --page B7", true);
    EXPECT_EQ(page.exitCode, 2);
    EXPECT_NE(page.out.find("--page"), std::string::npos) << page.out;
    // Values that would print nothing usable are refused before anything is drawn.
    for (const auto &[option, said] : {std::pair<std::string, std::string>{"--bleed 50", "wider than the margin of 10 mm"},
                                       {"--tile-size 0.5", "--tile-size needs millimetres from 5 to 1000"},
                                       {"--dpi 0", "--dpi needs a whole number from 30 to 2400"}}) {
        const CliRun bad = cli("export " + source("rulesets/discovery") + " --out " + big + " " + option, true);
        EXPECT_EQ(bad.exitCode, 2) << option;
        EXPECT_NE(bad.out.find(said), std::string::npos) << option << ": " << bad.out;
        EXPECT_FALSE(std::filesystem::exists(big)) << option;
    }
    // Options that do nothing for this export are said to.
    const CliRun unused = cli("export " + source("rulesets/discovery") + " --out " + pdf
                              + " --dpi 100 --face 2 --sheets 3 --margin 0");
    EXPECT_EQ(unused.exitCode, 0) << unused.out;
    for (const char *note :
         {"note: --dpi is for PNG pages", "note: --face goes with --tile", "note: discovery has no player sheets",
          "note: --margin 0 mm: most printers cannot print the outer 3 to 5 mm of a page"})
        EXPECT_NE(unused.out.find(note), std::string::npos) << note << " in\n" << unused.out;

    // One PNG per page at the DPI asked (A4 at 50 dpi: 413 x 585), one SVG per page.
    const CliRun png = cli("export " + source("rulesets/discovery") + " --out " + (dir / "sheet.png").string() + " --dpi 50");
    EXPECT_EQ(png.exitCode, 0) << png.out;
    EXPECT_NE(png.out.find((dir / "sheet-1.png").string() + " to " + (dir / "sheet-4.png").string() + ": 4 pages"),
              std::string::npos)
        << "the files written\n"
        << png.out;
    for (int n = 1; n <= 4; ++n)
        EXPECT_TRUE(std::filesystem::exists(dir / ("sheet-" + std::to_string(n) + ".png"))) << n;
    EXPECT_FALSE(std::filesystem::exists(dir / "sheet-5.png"));
    std::ifstream header(dir / "sheet-1.png", std::ios::binary);
    std::string bytes(24, '\0');
    header.read(bytes.data(), 24);
    const auto big32 = [&](int at) {
        return (unsigned char)bytes[at] << 24 | (unsigned char)bytes[at + 1] << 16 | (unsigned char)bytes[at + 2] << 8
            | (unsigned char)bytes[at + 3];
    };
    EXPECT_EQ(big32(16), 413u);
    EXPECT_EQ(big32(20), 585u);
    const CliRun svg = cli("export " + source("rulesets/discovery") + " --out " + (dir / "sheet.svg").string());
    EXPECT_EQ(svg.exitCode, 0) << svg.out;
    std::ifstream first(dir / "sheet-1.svg");
    const std::string text((std::istreambuf_iterator<char>(first)), std::istreambuf_iterator<char>());
    EXPECT_NE(text.find("<svg"), std::string::npos);
    EXPECT_NE(text.find("viewBox=\"0 0 210 297\""), std::string::npos);
    EXPECT_NE(text.find("width=\"210mm\" height=\"297mm\""), std::string::npos) << text.substr(0, 300);
    std::filesystem::remove_all(dir);
}

TEST(Cli, ExportsOneTileFaceAloneAndCountsAsOverridden)
{
    const std::filesystem::path dir = std::filesystem::temp_directory_path() / ("tw-tile-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    // The back of a hex tile with a 3 mm bleed: one SVG the tile's size and the bleed.
    const std::string back = (dir / "coast.svg").string();
    const CliRun tile = cli("export " + source("tests/rulesets/hexpairs") + " --out " + back
                            + " --tile coast --face 2 --bleed 3");
    EXPECT_EQ(tile.exitCode, 0) << tile.out;
    std::ifstream svg(back);
    const std::string text((std::istreambuf_iterator<char>(svg)), std::istreambuf_iterator<char>());
    EXPECT_NE(text.find("height=\"46mm\""), std::string::npos) << text.substr(0, 300); // 40 across the flats + 2 x 3
    EXPECT_FALSE(std::filesystem::exists(dir / "coast-1.svg"));
    const CliRun noFace = cli("export " + source("tests/rulesets/hexpairs") + " --out " + back + " --tile coast --face 3",
                              true);
    EXPECT_EQ(noFace.exitCode, 2);
    EXPECT_NE(noFace.out.find("--face"), std::string::npos) << noFace.out;
    const CliRun noTile = cli("export " + source("tests/rulesets/hexpairs") + " --out " + back + " --tile nowhere", true);
    EXPECT_NE(noTile.out.find("no tile 'nowhere' (its tiles: start, coast, corners, island"), std::string::npos)
        << noTile.out;

    // 9 poker cards to a page, each page followed by its backs: the ruleset's 12 cards make
    // 2 fronts and 2 backs; 10 more copies of one card make 3 and 3.
    const std::string cards = (dir / "cards.pdf").string();
    const CliRun base = cli("export " + source("tests/rulesets/cardcells") + " --out " + cards);
    EXPECT_NE(base.out.find(": 4 pages"), std::string::npos) << base.out;
    const CliRun more = cli("export " + source("tests/rulesets/cardcells") + " --out " + cards + " --count sun_1=13");
    EXPECT_EQ(more.exitCode, 0) << more.out;
    EXPECT_NE(more.out.find(": 6 pages"), std::string::npos) << more.out;
    const CliRun unknown = cli("export " + source("tests/rulesets/cardcells") + " --out " + cards + " --count comet=2",
                               true);
    EXPECT_EQ(unknown.exitCode, 2);
    EXPECT_NE(unknown.out.find("--count: the ruleset has no tile or card 'comet' (its tiles: "), std::string::npos)
        << unknown.out;
    EXPECT_NE(unknown.out.find(" (its cards: sun_1, sun_2, sun_3, moon_1"), std::string::npos) << unknown.out;
    const CliRun size = cli("export " + source("tests/rulesets/cardcells") + " --out " + cards + " --card-size 300x300",
                            true);
    EXPECT_NE(size.out.find("--card-size"), std::string::npos) << size.out;
    std::filesystem::remove_all(dir);
}

class CliSimulateLogs : public ::testing::Test
{
protected:
    void SetUp() override
    {
        m_dir = std::filesystem::temp_directory_path() / ("tilewright-logs-" + std::to_string(::getpid()));
        std::filesystem::remove_all(m_dir);
    }
    void TearDown() override { std::filesystem::remove_all(m_dir); }

    CliRun simulate(int games, const std::string &extra = {})
    {
        return cli("simulate " + source("rulesets/tutorial") + " --games " + std::to_string(games) + " --log-dir "
                   + m_dir.string() + " " + extra);
    }

    std::vector<std::string> files() const
    {
        std::vector<std::string> names;
        for (const auto &entry : std::filesystem::directory_iterator(m_dir))
            names.push_back(entry.path().filename().string());
        std::sort(names.begin(), names.end());
        return names;
    }

    std::filesystem::path m_dir;
};

TEST_F(CliSimulateLogs, AnEarlierRunsLogsAreReplacedOnlyWithForce)
{
    CliRun r = simulate(3);
    ASSERT_EQ(r.exitCode, 0) << r.out;
    const std::vector<std::string> first = readLines((m_dir / "game-2.jsonl").string());
    r = simulate(1, "--seed 9");
    EXPECT_EQ(r.exitCode, 2) << r.out;
    EXPECT_NE(r.out.find(m_dir.string() + " already holds 3 game log(s) of an earlier run (game-0.jsonl ...); add --force"),
              std::string::npos)
        << r.out;
    EXPECT_EQ(readLines((m_dir / "game-2.jsonl").string()), first);

    r = simulate(1, "--seed 9 --force");
    EXPECT_EQ(r.exitCode, 0) << r.out;
    EXPECT_EQ(files(), std::vector<std::string>{"game-0.jsonl"}); // no log of the earlier run, no temporary file
}

TEST_F(CliSimulateLogs, ARunWhileAnotherWritesIntoTheFolderIsRefused)
{
    std::filesystem::create_directories(m_dir);
    QLockFile other(QString::fromStdString((m_dir / ".tilewright-simulate.lock").string()));
    ASSERT_TRUE(other.tryLock(0));
    const CliRun r = simulate(2, "--force");
    EXPECT_EQ(r.exitCode, 2) << r.out;
    EXPECT_NE(r.out.find("another simulate run is writing its logs into " + m_dir.string()), std::string::npos) << r.out;
    EXPECT_FALSE(std::filesystem::exists(m_dir / "game-0.jsonl"));
}

TEST_F(CliSimulateLogs, ALogThatCannotBeWrittenFailsTheRun)
{
    std::filesystem::create_directories(m_dir / "game-1.jsonl"); // a folder where a log must go
    CliRun r = simulate(3);
    EXPECT_EQ(r.exitCode, 1) << r.out;
    EXPECT_NE(r.out.find("cannot write " + m_dir.string() + "/game-1.jsonl: "), std::string::npos) << r.out;
    for (const std::string &name : files())
        EXPECT_EQ(name.find(".part"), std::string::npos) << name;

    // A killed run's partly written log goes when the next run takes the folder.
    std::filesystem::remove(m_dir / "game-1.jsonl");
    std::ofstream(m_dir / ".game-7.jsonl.part") << "{\"format\":";
    r = simulate(2, "--force");
    EXPECT_EQ(r.exitCode, 0) << r.out;
    EXPECT_EQ(files(), (std::vector<std::string>{"game-0.jsonl", "game-1.jsonl"}));

    r = cli("simulate " + source("rulesets/tutorial") + " --games 2 --log-dir /sys/kernel");
    EXPECT_NE(r.exitCode, 0) << r.out;
    EXPECT_NE(r.out.find("cannot write into /sys/kernel"), std::string::npos) << r.out;

    // A missing folder is made, as mkdir would, only inside one that exists: a typo is refused.
    const std::filesystem::path typo = m_dir / "no-such" / "logs";
    r = cli("simulate " + source("rulesets/tutorial") + " --games 2 --log-dir " + typo.string());
    EXPECT_EQ(r.exitCode, 2) << r.out;
    EXPECT_NE(r.out.find("cannot write logs into " + typo.string() + ": no folder " + (m_dir / "no-such").string()),
              std::string::npos)
        << r.out;
    EXPECT_FALSE(std::filesystem::exists(m_dir / "no-such"));
    r = cli("simulate " + source("rulesets/tutorial") + " --games 2 --log-dir " + (m_dir / "new").string());
    EXPECT_EQ(r.exitCode, 0) << r.out;
    EXPECT_TRUE(std::filesystem::exists(m_dir / "new" / "game-1.jsonl"));
    // Written as a shell completes a folder, with a slash at its end.
    r = cli("simulate " + source("rulesets/tutorial") + " --games 2 --log-dir " + (m_dir / "slashed").string() + "/");
    EXPECT_EQ(r.exitCode, 0) << r.out;
    EXPECT_TRUE(std::filesystem::exists(m_dir / "slashed" / "game-1.jsonl"));
}

TEST_F(CliSimulateLogs, AFullDiskFailsTheRunAndLeavesNoPartOfALog)
{
    const CliRun r = cliOnASmallDisk("simulate " + source("rulesets/tutorial") + " --games 3 --log-dir " + m_dir.string(),
                                     4);
    EXPECT_EQ(r.exitCode, 1) << r.out;
    EXPECT_NE(r.out.find("cannot write " + m_dir.string() + "/game-0.jsonl: File too large"), std::string::npos) << r.out;
    EXPECT_TRUE(files().empty()) << files().front();

    // A print export that does not fit: the reason, and no file.
    const std::string pdf = (m_dir / "tiles.pdf").string();
    const CliRun print = cliOnASmallDisk("export " + source("rulesets/discovery") + " --out " + pdf, 4);
    EXPECT_EQ(print.exitCode, 1) << print.out;
    EXPECT_NE(print.out.find("cannot write " + pdf + ": File too large"), std::string::npos) << print.out;
    EXPECT_TRUE(files().empty()) << files().front();

    // One into a folder that does not exist is refused before anything is drawn.
    const std::string nowhere = (m_dir / "no-such-folder" / "tiles.pdf").string();
    const CliRun refused = cli("export " + source("rulesets/discovery") + " --out " + nowhere);
    EXPECT_EQ(refused.exitCode, 2) << refused.out;
    EXPECT_NE(refused.out.find("cannot write " + nowhere + ": no folder "), std::string::npos) << refused.out;
}

TEST(Cli, SimulateTakesMctsSpecsAndNamesABadOne)
{
    CliRun r = cli("simulate " + source("rulesets/tutorial") + " --bots mcts:5,greedy --games 2 --jobs 1");
    EXPECT_EQ(r.exitCode, 0) << r.out;
    EXPECT_NE(r.out.find("mcts:5"), std::string::npos) << r.out;
    r = cli("simulate " + source("rulesets/tutorial") + " --bots mcts:0,greedy --games 1 2>&1");
    EXPECT_NE(r.exitCode, 0);
    EXPECT_NE(r.out.find("unknown bot 'mcts:0'"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("mcts:N (N iterations)"), std::string::npos) << r.out;
    r = cli("simulate " + source("rulesets/tutorial") + " --games 2 --bots mcts:0.01s,greedy");
    EXPECT_EQ(r.exitCode, 0) << r.out;
    EXPECT_NE(r.out.find("note: mcts:0.01s searches for a time, not a number of iterations"), std::string::npos) << r.out;
    EXPECT_EQ(cli("simulate " + source("rulesets/tutorial") + " --games 2 --bots mcts:5,greedy").out.find("note:"),
              std::string::npos);
}

TEST(Cli, DuelPlaysBothSeatOrdersAndPrintsTheWinShare)
{
    const CliRun r = cli("duel " + source("rulesets/tutorial") + " --bots greedy,random --games 4 --jobs 1");
    EXPECT_EQ(r.exitCode, 0) << r.out;
    EXPECT_NE(r.out.find("4 games (2 with each in the first seat)"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("greedy's win share: "), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("greedy's mean score margin: "), std::string::npos) << r.out;
    // The verdict is the sign test's, which the exact interval agrees with: greedy wins all
    // 4 games of the default seed, no proof (p = 0.125), and the interval takes in an even split.
    EXPECT_NE(r.out.find("win share: 100.0% [39.8%, 100.0%]"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("p = 0.1250 against an even split (not significant at the 5% level)"), std::string::npos) << r.out;
    EXPECT_NE(cli("duel " + source("rulesets/tutorial") + " --bots greedy --games 4").exitCode, 0);

    // The same as one JSON object: estimates as [value, low, high].
    const CliRun json = cli("duel " + source("rulesets/tutorial")
                            + " --bots greedy,random --games 4 --jobs 1 --set fish_bonus=2 --set points_per_tile=2 --json");
    ASSERT_EQ(json.exitCode, 0) << json.out;
    const nlohmann::json j = nlohmann::json::parse(json.out.substr(json.out.find('{')));
    EXPECT_EQ(j["ruleset"], "tutorial");
    EXPECT_EQ(j["games"], 4);
    EXPECT_EQ(j["bots"], nlohmann::json::parse(R"(["greedy", "random"])"));
    EXPECT_EQ(j["set"], "points_per_tile=2") << "fish_bonus=2 is its default";
    EXPECT_DOUBLE_EQ(j["win_share"][0].get<double>(), 1.0);
    EXPECT_NEAR(j["win_share"][1].get<double>(), 0.398, 0.001);
    EXPECT_DOUBLE_EQ(j["p_value"].get<double>(), 0.125);
    EXPECT_EQ(j["margin"].size(), 3u);
}

TEST(Cli, DuelOfABotWithItselfSaysWhichSideItMeasures)
{
    const CliRun r = cli("duel " + source("rulesets/tutorial") + " --bots greedy,greedy --games 2 --jobs 1");
    EXPECT_EQ(r.exitCode, 0) << r.out;
    EXPECT_NE(r.out.find("the first-named greedy's win share: "), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("the first-named greedy's mean score margin: "), std::string::npos) << r.out;
}

} // namespace
} // namespace tw
