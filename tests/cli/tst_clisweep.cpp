// tilewright-cli sweep end to end: a tile count swept over a range writes one CSV row and
// one JSON object per point per metric, the same whatever the number of jobs; comparing a
// parameter set with itself measures the same twice; a change that matters shows; shards
// of a sweep merge into the whole sweep; bad arguments are named.
#include "clirun.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>

namespace tw {
namespace {

using test::cli;
using test::CliRun;

const std::string kTutorial = std::string(TILEWRIGHT_SOURCE_DIR) + "/rulesets/tutorial";

class CliSweep : public ::testing::Test
{
protected:
    void SetUp() override
    {
        m_dir = std::filesystem::temp_directory_path()
            / ("tw-clisweep-" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) + "-"
               + ::testing::UnitTest::GetInstance()->current_test_info()->name());
        std::filesystem::create_directories(m_dir);
    }
    void TearDown() override { std::filesystem::remove_all(m_dir); }

    std::string path(const std::string &name) const { return (m_dir / name).string(); }

    static std::string read(const std::string &file)
    {
        std::ifstream in(file);
        std::stringstream text;
        text << in.rdbuf();
        return text.str();
    }

    // The rows of a --json file.
    nlohmann::json sweepJson(const std::string &arguments, const std::string &name)
    {
        const CliRun r = cli("sweep " + kTutorial + " --games 8 --seed 3 --bots greedy,random " + arguments + " --json "
                             + path(name));
        EXPECT_EQ(r.exitCode, 0) << r.out;
        return nlohmann::json::parse(read(path(name)));
    }

    std::filesystem::path m_dir;
};

TEST_F(CliSweep, ATileCountSweepWritesARowPerPointAndMetric)
{
    const CliRun r = cli("sweep " + kTutorial + " --tile meadow --from 1 --to 5 --step 2 --games 8 --jobs 2 --csv "
                         + path("sweep.csv") + " --json " + path("sweep.json"));
    ASSERT_EQ(r.exitCode, 0) << r.out;
    EXPECT_NE(r.out.find("tile meadow on tutorial: 3 values, 8 games each"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("the rules as they are: meadow 5"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("length"), std::string::npos) << r.out;
    // The text lists the swept tile's points per placement; the files every tile type's.
    EXPECT_NE(r.out.find("points_per_placement:meadow"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("points_per_placement:straight"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("points_per_placement of the other 3 tile types: in --csv and --json"), std::string::npos)
        << r.out;

    const nlohmann::json json = nlohmann::json::parse(read(path("sweep.json")));
    EXPECT_EQ(json["variable"], "tile meadow");
    ASSERT_EQ(json["points"].size(), 3u);
    EXPECT_EQ(json["points"][2]["x"], 5);
    EXPECT_EQ(json["reasons"], nlohmann::json({"river", "fish"}));
    EXPECT_EQ(json["tiles"].size(), 5u);
    // Per point: win rate and mean score for 2 seats, 9 game-wide metrics, each reason's
    // share of the points and the points per placement of the 4 tile types placed in play
    // (the start tile is set up).
    const std::size_t rowsPerPoint = 2 * 2 + 9 + 2 + 4;
    ASSERT_EQ(json["rows"].size(), 3 * rowsPerPoint);
    EXPECT_EQ(json["rows"][13]["metric"], "reason_share:river");
    EXPECT_EQ(json["rows"][15]["metric"].get<std::string>().rfind("points_per_placement:", 0), 0u);
    // The seat test's p-value, a test of the whole run, has no interval: null bounds, never
    // an interval of no width. The shares and the points per placement have theirs.
    for (const nlohmann::json &row : json["rows"]) {
        const std::string metric = row["metric"];
        if (metric == "seat_advantage_p") {
            EXPECT_TRUE(row["low"].is_null() && row["high"].is_null()) << row.dump();
            continue;
        }
        EXPECT_LE(row["low"].get<double>(), row["value"].get<double>()) << row.dump();
        EXPECT_LE(row["value"].get<double>(), row["high"].get<double>()) << row.dump();
    }

    std::istringstream csv(read(path("sweep.csv")));
    std::vector<std::string> lines;
    for (std::string line; std::getline(csv, line);)
        lines.push_back(line);
    ASSERT_EQ(lines.size(), 1 + 3 * rowsPerPoint);
    EXPECT_EQ(lines[0], "label,x,metric,seat,value,low,high,significant");
    EXPECT_EQ(lines[1].rfind("1,1,win_rate,1,", 0), 0u) << lines[1];
    const auto row = [&lines](const std::string &start) {
        const auto found = std::find_if(lines.begin(), lines.end(),
                                        [&start](const std::string &line) { return line.starts_with(start); });
        return found == lines.end() ? std::string() : *found;
    };
    const std::string pValue = row("5,5,seat_advantage_p,,");
    EXPECT_TRUE(pValue.ends_with(",,,")) << "no bounds where there is no interval: " << pValue;

    // The same games whatever the number of threads.
    const CliRun one = cli("sweep " + kTutorial + " --tile meadow --from 1 --to 5 --step 2 --games 8 --jobs 1 --csv "
                           + path("one.csv"));
    ASSERT_EQ(one.exitCode, 0) << one.out;
    EXPECT_EQ(read(path("one.csv")), read(path("sweep.csv")));
}

// Parameters compared with the values they have are refused (nothing to compare), as in
// the Lab; a change shows, significantly.
TEST_F(CliSweep, AParameterChangeShowsAndNoChangeIsRefused)
{
    const CliRun same = cli("sweep " + kTutorial + " --compare-set points_per_tile=1 --games 2");
    EXPECT_EQ(same.exitCode, 2);
    EXPECT_NE(same.out.find("--compare-set points_per_tile=1 leaves every parameter as it is: nothing to compare"),
              std::string::npos)
        << same.out;

    const nlohmann::json richer = sweepJson("--compare-set points_per_tile=5", "richer.json");
    // Five points a closed river tile instead of one: more points over all seats together.
    std::array<double, 2> scored{0, 0};
    for (const nlohmann::json &row : richer["rows"]) {
        if (row["metric"] == "mean_score")
            scored.at(row["point"].get<int>()) += row["value"].get<double>();
    }
    EXPECT_GT(scored[1], scored[0]);
    bool scoresRoseSignificantly = false;
    for (const nlohmann::json &d : richer["differences"]) {
        if (d["metric"] == "mean_score" && d["significant"] == true && d["value"].get<double>() > 0)
            scoresRoseSignificantly = true;
    }
    EXPECT_TRUE(scoresRoseSignificantly) << richer["differences"].dump();
    EXPECT_EQ(richer["set"], "");

    // With --set, both versions have it: the second is named by all it sets, and the table
    // says what the run set.
    const nlohmann::json both = sweepJson("--set fish_bonus=4 --compare-set points_per_tile=5", "both.json");
    EXPECT_EQ(both["points"][0]["label"], "fish_bonus=4");
    EXPECT_EQ(both["points"][1]["label"], "points_per_tile=5, fish_bonus=4");
    EXPECT_EQ(both["set"], "fish_bonus=4");
    const nlohmann::json overridden = sweepJson("--set fish_bonus=4 --compare-set fish_bonus=6", "overridden.json");
    EXPECT_EQ(overridden["points"][1]["label"], "fish_bonus=6");
    EXPECT_EQ(overridden["set"], "") << "the second version does not play with fish_bonus=4";
    const CliRun said = cli("sweep " + kTutorial + " --games 2 --jobs 1 --set fish_bonus=4 --tile meadow --from 2 --to 3");
    EXPECT_NE(said.out.find("seed 1\nwith fish_bonus=4\n"), std::string::npos) << said.out;
}

// Each version of a comparison is named by the hash of its rules' files in the JSON, which
// says what was compared once the file is read elsewhere.
TEST_F(CliSweep, EachVersionComparedIsNamedByItsRules)
{
    const std::filesystem::path other = m_dir / "other";
    std::filesystem::copy(kTutorial, other, std::filesystem::copy_options::recursive);
    std::ofstream(other / "flow.lua", std::ios::app) << "-- another version\n";
    const nlohmann::json compared = sweepJson("--compare " + other.string(), "other.json");
    ASSERT_EQ(compared["points"].size(), 2u);
    EXPECT_EQ(compared["points"][0]["rules"], compared["rules"]);
    EXPECT_TRUE(compared["points"][1]["rules"].is_string());
    EXPECT_NE(compared["points"][1]["rules"], compared["rules"]);
    const nlohmann::json same = sweepJson("--compare " + kTutorial, "same.json");
    EXPECT_EQ(same["points"][1]["rules"], same["rules"]);
}

TEST_F(CliSweep, ARulesetComparedWithItselfMeasuresTheSameTwice)
{
    const CliRun said = cli("sweep " + kTutorial + " --games 2 --jobs 1 --compare " + kTutorial);
    EXPECT_NE(said.out.find("holds the same rules: both versions play the same games"), std::string::npos) << said.out;
    // The change of each reason's share is listed; a tile type's points per placement where it
    // changed significantly (here none).
    EXPECT_NE(said.out.find("\nreason_share:fish "), std::string::npos) << said.out;
    EXPECT_NE(said.out.find("points_per_placement of 4 tile types, none changed significantly: in --csv and "
                            "--json"),
              std::string::npos)
        << said.out;
    const nlohmann::json same = sweepJson("--compare " + kTutorial, "itself.json");
    EXPECT_EQ(same["variable"], "compare rulesets");
    ASSERT_EQ(same["points"].size(), 2u);
    EXPECT_EQ(same["points"][0]["label"], "first");
    EXPECT_EQ(same["points"][1]["label"], "second");
    const std::size_t half = same["rows"].size() / 2;
    for (std::size_t i = 0; i < half; ++i) {
        EXPECT_EQ(same["rows"][i]["value"], same["rows"][half + i]["value"]) << same["rows"][i].dump();
        EXPECT_EQ(same["rows"][i]["high"], same["rows"][half + i]["high"]) << same["rows"][i].dump();
    }
    // The paired changes: none, and none significant (per seat 2, 8 others, the shares of the
    // tutorial's 2 reasons and the points per placement of its 4 tile types placed in play).
    ASSERT_EQ(same["differences"].size(), 2 * 2 + 8 + 2 + 4u);
    for (const nlohmann::json &d : same["differences"]) {
        EXPECT_EQ(d["value"], 0.0) << d.dump();
        EXPECT_EQ(d["significant"], false) << d.dump();
    }
    // A ruleset for other numbers of players is refused: the tutorial is for 2 to 4.
    const CliRun r = cli("sweep " + std::string(TILEWRIGHT_SOURCE_DIR) + "/rulesets/discovery --players 5 --compare "
                         + kTutorial + " --games 2");
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.out.find("tutorial is for 2 to 4 players"), std::string::npos) << r.out;
    // Another game is compared, with a note that it is one.
    const CliRun other = cli("sweep " + std::string(TILEWRIGHT_SOURCE_DIR) + "/rulesets/discovery --compare "
                             + kTutorial + " --games 2 --bots random");
    EXPECT_EQ(other.exitCode, 0) << other.out;
    EXPECT_NE(other.out.find("is the ruleset 'tutorial', not 'discovery': another game"), std::string::npos) << other.out;
    // A ruleset.yaml given stands for its folder, and names the version by it.
    const nlohmann::json byFile = sweepJson(
        "--compare " + std::string(TILEWRIGHT_SOURCE_DIR) + "/rulesets/discovery/ruleset.yaml", "byfile.json");
    EXPECT_EQ(byFile["points"][1]["label"], "discovery");
    // A copy in another folder of the same name: each version named by its path.
    const std::filesystem::path copy = std::filesystem::path(path("copy")) / "tutorial";
    std::filesystem::create_directories(copy);
    std::filesystem::copy(kTutorial, copy, std::filesystem::copy_options::recursive);
    const nlohmann::json copied = sweepJson("--compare " + copy.string(), "copied.json");
    EXPECT_EQ(copied["points"][0]["label"], kTutorial);
    EXPECT_EQ(copied["points"][1]["label"], copy.string());
}

// A sweep split over machines: the shards' results merge into the table, CSV and JSON the
// whole sweep writes, byte for byte, for a tile count and for a comparison (its paired
// changes too); a shard left out, or one of another sweep, is refused.
TEST_F(CliSweep, ShardsOfASweepMergeIntoTheWholeSweepByteForByte)
{
    for (const std::string variable : {"--tile meadow --from 2 --to 6 --step 2", "--compare-set points_per_tile=3"}) {
        SCOPED_TRACE(variable);
        const std::string sweep = "sweep " + kTutorial + " " + variable + " --games 12 --seed 3 --bots greedy,random";
        const CliRun whole = cli(sweep + " --jobs 2 --csv " + path("all.csv") + " --json " + path("all.json"), false);
        ASSERT_EQ(whole.exitCode, 0) << whole.out;
        for (int i = 0; i < 3; ++i) {
            const CliRun part = cli(sweep + " --jobs 1 --shard " + std::to_string(i) + "/3 --results "
                                    + path("part" + std::to_string(i) + ".jsonl"));
            ASSERT_EQ(part.exitCode, 0) << part.out;
            // Its table measured its own 4 games of each point.
            EXPECT_NE(part.out.find(", 4 games each, 2 players"), std::string::npos) << part.out;
        }
        const CliRun merged = cli("merge " + path("part2.jsonl") + " " + path("part0.jsonl") + " " + path("part1.jsonl")
                                      + " --csv " + path("merged.csv") + " --json " + path("merged.json"),
                                  false);
        ASSERT_EQ(merged.exitCode, 0) << merged.out;
        EXPECT_EQ(read(path("merged.csv")), read(path("all.csv")));
        EXPECT_EQ(read(path("merged.json")), read(path("all.json")));
        const std::size_t points = variable.starts_with("--tile") ? 3 : 2;
        // The same table, and the value the rules have of the tile swept (kept in the results).
        EXPECT_NE(merged.out.find("merged " + std::to_string(12 * points) + " of the run's "
                                  + std::to_string(12 * points) + " games\n" + whole.out),
                  std::string::npos)
            << merged.out << "\n---\n"
            << whole.out;
        EXPECT_EQ(whole.out.find("the rules as they are: meadow") != std::string::npos, points == 3) << whole.out;
        if (points == 2) {
            EXPECT_NE(read(path("merged.csv")).find(" minus defaults,,"), std::string::npos) << read(path("merged.csv"));
        }

        const CliRun missing = cli("merge " + path("part0.jsonl") + " " + path("part1.jsonl"));
        EXPECT_EQ(missing.exitCode, 2);
        EXPECT_NE(missing.out.find("the run has " + std::to_string(12 * points) + " games"), std::string::npos)
            << missing.out;
        // Merged anyway, the table says its points have fewer games than the run.
        const CliRun partial = cli("merge " + path("part0.jsonl") + " " + path("part1.jsonl") + " --partial");
        EXPECT_EQ(partial.exitCode, 0) << partial.out;
        EXPECT_NE(partial.out.find("partial: its values (or versions) have 8 of their 12 games each"), std::string::npos)
            << partial.out;
        EXPECT_NE(partial.out.find(", 8 games each, 2 players"), std::string::npos) << "the table's games: " << partial.out;
    }
    // The tile sweep's parts were overwritten by the comparison's: a part of each is refused.
    ASSERT_EQ(cli("sweep " + kTutorial
                  + " --tile meadow --from 2 --to 6 --step 2 --games 12 --seed 3 --shard 0/3 "
                    "--results "
                  + path("tiles.jsonl"))
                  .exitCode,
              0);
    const CliRun mixed = cli("merge " + path("part1.jsonl") + " " + path("tiles.jsonl"));
    EXPECT_EQ(mixed.exitCode, 2);
    EXPECT_NE(mixed.out.find("is of another run"), std::string::npos) << mixed.out;
    // A header that names a sweep but lacks its points is said, not a crash.
    std::ofstream(path("broken.jsonl")) << R"({"format":"tilewright-results-2","games":2,"players":2,"seed":1,"bots":["random"],"sweep":{"variable":"x"}})"
                                        << "\n";
    const CliRun broken = cli("merge " + path("broken.jsonl"));
    EXPECT_EQ(broken.exitCode, 2);
    EXPECT_NE(broken.out.find("broken.jsonl: the sweep it names does not read"), std::string::npos) << broken.out;
    // A header whose run is not of numbers is named at its line.
    std::ofstream(path("words.jsonl")) << R"({"format":"tilewright-results-2","games":"x","players":2,"seed":1,"bots":[]})"
                                       << "\n";
    const CliRun words = cli("merge " + path("words.jsonl"));
    EXPECT_EQ(words.exitCode, 2);
    EXPECT_NE(words.out.find("words.jsonl:1: its \"games\" is \"x\", not a whole number that fits"), std::string::npos)
        << words.out;
    // A file of an earlier format is named as such.
    std::ofstream(path("older.jsonl")) << R"({"format":"tilewright-results-1","games":2})"
                                       << "\n";
    const CliRun older = cli("merge " + path("older.jsonl"));
    EXPECT_EQ(older.exitCode, 2);
    EXPECT_NE(older.out.find("written by an earlier version of tilewright-cli (tilewright-results-1"), std::string::npos)
        << older.out;
}

// An on/off or choice parameter is swept over all its values unless --from or --to say
// otherwise, by number or by the name --set takes.
TEST_F(CliSweep, AChoiceParameterIsSweptOverItsValuesByName)
{
    const std::string grapha = std::string(TILEWRIGHT_SOURCE_DIR) + "/rulesets/grapha-genesis";
    const auto labelsOf = [this](const std::string &bounds, const std::string &name) {
        const CliRun r = cli("sweep " + std::string(TILEWRIGHT_SOURCE_DIR)
                             + "/rulesets/grapha-genesis --games 2 "
                               "--bots random --parameter forest_blocks "
                             + bounds + " --json " + path(name));
        EXPECT_EQ(r.exitCode, 0) << r.out;
        const nlohmann::json json = nlohmann::json::parse(read(path(name)));
        std::vector<std::string> labels;
        for (const auto &point : json["points"])
            labels.push_back(point["label"]);
        return labels;
    };
    EXPECT_EQ(labelsOf("", "all.json"), (std::vector<std::string>{"dark_corners", "light_corners", "all_blocks"}));
    EXPECT_EQ(labelsOf("--from light_corners", "named.json"), (std::vector<std::string>{"light_corners", "all_blocks"}));
    EXPECT_EQ(labelsOf("--from 0 --to light_corners", "mixed.json"),
              (std::vector<std::string>{"dark_corners", "light_corners"}));
    // Mistakes: the name first, then values out of range (the one given), then their order.
    const auto problem = [&grapha, this](const std::string &arguments) {
        const CliRun r = cli("sweep " + grapha + " --games 2 " + arguments);
        EXPECT_EQ(r.exitCode, 2) << arguments;
        return r.out;
    };
    EXPECT_NE(problem("--parameter forest_block").find("no parameter 'forest_block' in grapha-genesis"), std::string::npos);
    EXPECT_NE(problem("--parameter forest_blocks --from 5").find("forest_blocks takes 0 to 2"), std::string::npos);
    EXPECT_NE(problem("--parameter forest_blocks --from 0 --to 7").find(", not 7"), std::string::npos);
    EXPECT_NE(problem("--parameter forest_blocks --from all_blocks --to dark_corners").find("(--from is after --to)"),
              std::string::npos);
    EXPECT_NE(problem("--parameter forest_blocks --set forest_blocks=all_blocks --csv " + path("no/such.csv"))
                  .find("--set forest_blocks=all_blocks does not apply"),
              std::string::npos);
    // The --set that does not apply is not what the rules are either.
    const CliRun overridden = cli("sweep " + grapha
                                  + " --games 2 --bots random --parameter forest_blocks --to light_corners --jobs 1"
                                    " --set forest_blocks=all_blocks");
    EXPECT_EQ(overridden.exitCode, 0) << overridden.out;
    EXPECT_NE(overridden.out.find("the rules as they are: forest_blocks dark_corners"), std::string::npos)
        << overridden.out;
    EXPECT_EQ(overridden.out.find("with forest_blocks"), std::string::npos) << overridden.out;
    const CliRun wrong = cli("sweep " + grapha + " --games 2 --parameter forest_blocks --from dark");
    EXPECT_EQ(wrong.exitCode, 2);
    EXPECT_NE(wrong.out.find("--from and --to must be whole numbers or values of forest_blocks (one of dark_corners, "
                             "light_corners, all_blocks)"),
              std::string::npos)
        << wrong.out;
}

TEST_F(CliSweep, BadArgumentsAreNamed)
{
    CliRun r = cli("sweep " + kTutorial + " --games 2");
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.out.find("sweep needs one of --tile, --card, --parameter, --compare or --compare-set"), std::string::npos);
    r = cli("sweep " + kTutorial + " --tile meadow --parameter points_per_tile --from 1 --to 2");
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.out.find("--compare-set, not 2 of them"), std::string::npos) << r.out;
    r = cli("sweep " + kTutorial + " --compare-set point_per_tile=6");
    EXPECT_NE(r.out.find("tilewright-cli: --compare-set point_per_tile=6: no parameter 'point_per_tile'"), std::string::npos)
        << r.out;
    r = cli("sweep " + kTutorial + " --tile meadow --from 1 --to 2 --bots gredy");
    EXPECT_NE(r.out.find("unknown bot 'gredy' (bots: random, greedy, "), std::string::npos) << r.out;
    r = cli("sweep " + kTutorial + " --tile meadow --from 1 --to 2 --bots greedy,random,random");
    EXPECT_NE(r.out.find("3 names for 2 seats (--players sets how many)"), std::string::npos) << r.out;
    r = cli("sweep " + path("nowhere") + " --tile meadow --from 1 --to 2");
    EXPECT_EQ(r.exitCode, 2) << "a sweep that cannot run";
    EXPECT_NE(r.out.find("nowhere: no such folder"), std::string::npos) << r.out;
    // The ruleset's own file stands for its folder.
    r = cli("sweep " + kTutorial + "/ruleset.yaml --tile meadow --from 1 --to 2 --games 2");
    EXPECT_EQ(r.exitCode, 0) << r.out;
    r = cli("sweep " + kTutorial + " --tile meadow --from 1 --to 2 --games 1");
    EXPECT_NE(r.out.find("--games must be 2 or more: the metrics of one game a point have no intervals"), std::string::npos)
        << r.out;
    r = cli("sweep " + kTutorial + " --tile meadow --from 1");
    EXPECT_NE(r.out.find("--tile, --card and --parameter need --from and --to"), std::string::npos) << r.out;
    r = cli("sweep " + kTutorial + " --tile castle --from 1 --to 2");
    EXPECT_NE(r.out.find("no tile type 'castle' in tutorial"), std::string::npos) << r.out;
    r = cli("sweep " + std::string(TILEWRIGHT_SOURCE_DIR) + "/rulesets/land-vs-sea --tile up:cape-land --from 0 --to 2");
    EXPECT_NE(r.out.find("tile type 'up:cape-land' is never drawn (drawn: no): the flow puts it itself, whatever its count"),
              std::string::npos)
        << r.out;
    r = cli("sweep " + kTutorial + " --parameter points_per_tile --from 3 --to 1");
    EXPECT_NE(r.out.find("no values to sweep"), std::string::npos) << r.out;
    r = cli("sweep " + kTutorial + " --parameter points_per_tile --from -2 --to 1");
    EXPECT_NE(r.out.find("points_per_tile takes a whole number of 0 or more, not -2"), std::string::npos) << r.out;
    r = cli("sweep " + kTutorial + " --compare-set nothing=1");
    EXPECT_NE(r.out.find("no parameter 'nothing'"), std::string::npos) << r.out;
    // A file that cannot be written after the games were played (the disk is full): the table
    // is still printed.
    r = test::cliOnASmallDisk("sweep " + kTutorial + " --tile meadow --from 1 --to 2 --games 2 --json " + path("x.json"), 1);
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_NE(r.out.find("cannot write " + path("x.json") + ": File too large"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("2 values, 2 games each"), std::string::npos) << r.out;
    // A folder that takes no file is found out first.
    r = cli("sweep " + kTutorial + " --tile meadow --from 1 --to 2 --games 2 --csv /sys/kernel/x.csv");
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.out.find("cannot write /sys/kernel/x.csv: "), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("games each"), std::string::npos) << r.out;
    // One that plainly cannot be is named before a game is played.
    for (const char *option : {"--csv", "--json", "--results"}) {
        r = cli("sweep " + kTutorial + " --tile meadow --from 1 --to 2 --games 2 " + option + " " + path("typo/x"));
        EXPECT_EQ(r.exitCode, 2) << option;
        EXPECT_NE(r.out.find("cannot write " + path("typo/x") + ": no folder " + path("typo")), std::string::npos) << r.out;
        EXPECT_EQ(r.out.find("games each"), std::string::npos) << r.out;
    }
    r = cli("simulate " + kTutorial + " --games 2 --results " + m_dir.string());
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.out.find("cannot write " + m_dir.string() + ": it is a folder"), std::string::npos) << r.out;
}

// A run is of 2 players unless --players says otherwise, even for a game that one can play:
// a solo run has no seat advantage or margin to measure.
TEST_F(CliSweep, ARunIsOfTwoPlayersUnlessAsked)
{
    const CliRun r = cli("sweep " + std::string(TILEWRIGHT_SOURCE_DIR)
                         + "/rulesets/dungeon --tile corridor_crossing --from 1 --to 1 --games 2 --bots random");
    EXPECT_EQ(r.exitCode, 0) << r.out;
    EXPECT_NE(r.out.find("1 value, 2 games each, 2 players"), std::string::npos) << r.out;
    // Dungeon Expedition scores at its end: what that leaves unmeasured is said, not listed as 0.
    EXPECT_NE(r.out.find("lead changes, drama (with the deficit) and decisiveness: not measured, as nobody led before the end of any "
                         "game"),
              std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("points per placement: none before the end of a game"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("points_per_placement:"), std::string::npos) << r.out;
    // Nor are the units of what was not measured given.
    EXPECT_NE(r.out.find("win_rate and reason_share are fractions of 1;\nmargin is in points"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("deficit (the most"), std::string::npos) << r.out;
    // The seat test's p-value is no interval: its row has no low and high.
    const std::size_t p = r.out.find("seat_advantage_p");
    ASSERT_NE(p, std::string::npos);
    std::istringstream row(r.out.substr(p, r.out.find('\n', p) - p));
    std::vector<std::string> fields{std::istream_iterator<std::string>(row), std::istream_iterator<std::string>()};
    EXPECT_EQ(fields.size(), 3u) << "metric, point and value: " << row.str();
}

// A card's copies sweep as a tile type's count does.
TEST_F(CliSweep, ACardCountSweepPlaysEachCount)
{
    const CliRun r = cli("sweep " + std::string(TILEWRIGHT_SOURCE_DIR)
                         + "/rulesets/dungeon --card creature_5 --from 0 --to 4 --step 4 --games 4 --bots random --json "
                         + path("cards.json"));
    ASSERT_EQ(r.exitCode, 0) << r.out;
    EXPECT_NE(r.out.find("card creature_5 on dungeon: 2 values, 4 games each"), std::string::npos) << r.out;
    const nlohmann::json json = nlohmann::json::parse(read(path("cards.json")));
    EXPECT_EQ(json["variable"], "card creature_5");
    EXPECT_EQ(json["points"][1]["x"], 4);
    const CliRun tutorial = cli("sweep " + kTutorial + " --card creature_5 --from 0 --to 1");
    EXPECT_NE(tutorial.out.find("no card 'creature_5' in tutorial (it has no cards)"), std::string::npos) << tutorial.out;
}

// A card named as a tile, or a tile as a card, says which option sweeps it; a game of one
// player measures no win rate; a range whose steps miss --to says where it stops; one of
// more than a thousand values is refused before any rules are copied.
TEST_F(CliSweep, MistakesOfTheVariableAndTheRangeAreSaid)
{
    const std::string dungeon = std::string(TILEWRIGHT_SOURCE_DIR) + "/rulesets/dungeon";
    CliRun r = cli("sweep " + dungeon + " --tile creature_13 --from 0 --to 1");
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.out.find("tilewright-cli: 'creature_13' is a card of dungeon, not a tile type: sweep its copies with "
                         "--card\n"),
              std::string::npos)
        << r.out;
    r = cli("sweep " + dungeon + " --card room_dead_end --from 0 --to 1");
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.out.find("tilewright-cli: 'room_dead_end' is a tile type of dungeon, not a card: sweep its count with "
                         "--tile\n"),
              std::string::npos)
        << r.out;
    r = cli("sweep " + dungeon + " --players 1 --parameter turn_limit --from 100 --to 200 --step 100 --games 2");
    EXPECT_EQ(r.exitCode, 0) << r.out;
    EXPECT_NE(r.out.find("win_rate, seat_advantage_p, margin and the lead measures: not measured, as a player alone "
                         "has nobody to win against"),
              std::string::npos)
        << r.out;
    EXPECT_EQ(r.out.find("\nwin_rate "), std::string::npos) << r.out;
    r = cli("sweep " + kTutorial + " --parameter points_per_tile --from 0 --to 4 --step 3 --games 2");
    EXPECT_EQ(r.exitCode, 0) << r.out;
    EXPECT_NE(r.out.find("note: the values stop at 3, the last step from 0 before --to"), std::string::npos) << r.out;
    r = cli("sweep " + kTutorial + " --parameter points_per_tile --from 0 --to 100000");
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.out.find("that is 100001 values: take a larger --step (at most 1000 values)"), std::string::npos) << r.out;
}

// A game needs its start tile: a count of 0 fails at that point with the flow's message,
// where a count of 0 and of 1 had played the same games; the other points are tabled.
TEST_F(CliSweep, AStartTileCountOfZeroIsNamed)
{
    for (const std::string ruleset : {"tutorial", "discovery", "land-vs-sea"}) {
        const CliRun r = cli("sweep " + std::string(TILEWRIGHT_SOURCE_DIR) + "/rulesets/" + ruleset
                             + " --tile start --from 0 --to 1 --games 2 --results " + path("failed.jsonl"));
        EXPECT_EQ(r.exitCode, 1) << r.out;
        EXPECT_NE(r.out.find("--results not written: a run with points that failed cannot be merged"), std::string::npos)
            << r.out;
        EXPECT_FALSE(std::filesystem::exists(path("failed.jsonl")));
        EXPECT_NE(r.out.find("tile start on " + ruleset + ": 1 value, 2 games each, 2 players, bots greedy, seed 1\n"),
                  std::string::npos)
            << r.out;
        EXPECT_NE(r.out.find("not measured: tile start = 0 (its games failed: the error follows)\n"), std::string::npos)
            << r.out;
        EXPECT_NE(r.out.find("tilewright-cli: at tile start = 0: game 0 (seed "), std::string::npos) << r.out;
        EXPECT_NE(r.out.find("/flow.lua:"), std::string::npos) << r.out;
        EXPECT_NE(r.out.find("holds no start tile: give the tile 'start' a count of 1 or more"), std::string::npos)
            << r.out;
    }
}

} // namespace
} // namespace tw
