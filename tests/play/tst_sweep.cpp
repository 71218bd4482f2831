// Parameter sweeps on the shipped Discovery rules: every point plays the same seeds, so a
// parameter the game ignores (set_aside_tiles outside the two-tile variant) measures the
// same at every point, and more tiles of a type make every game longer; the first point
// is the plain simulate run of its rules; a cancel stops the sweep; bad ranges are named;
// the table reads back from its JSON.
#include "luarules.h"

#include "load/rulesetloader.h"
#include "log/gamelog.h"
#include "play/sweep.h"
#include "play/sweeptable.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <atomic>
#include <cmath>

namespace tw {
namespace {

std::shared_ptr<const Ruleset> discovery()
{
    static const std::shared_ptr<const Ruleset> rules =
        loadRuleset(std::string(TILEWRIGHT_SOURCE_DIR) + "/rulesets/discovery").ruleset;
    return rules;
}

SweepSetup setupOf(std::vector<SweepPoint> points, int games = 12)
{
    SweepSetup setup;
    setup.points = std::move(points);
    setup.simulation.games = games;
    setup.simulation.jobs = 2;
    setup.simulation.match.players = 2;
    setup.simulation.match.bots = {"greedy", "random"};
    setup.simulation.match.seed = 7;
    return setup;
}

SweepReport run(const SweepSetup &setup)
{
    return runSweep([](std::shared_ptr<const Ruleset> rules) { return makeGame(std::move(rules)); }, setup);
}

// The rows of a point's metrics with Discovery's reasons and tile types.
std::vector<SweepRow> rowsOf(const BalanceMetrics &metrics)
{
    std::vector<std::string> reasons, tiles;
    for (const ReasonDef &reason : discovery()->reasons)
        reasons.push_back(reason.id);
    for (const TileType &tile : discovery()->tiles)
        tiles.push_back(tile.id);
    return sweepRows(0, metrics, reasons, tiles);
}

void expectSameRows(const std::vector<SweepRow> &a, const std::vector<SweepRow> &b)
{
    ASSERT_EQ(a.size(), b.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
        EXPECT_EQ(a[i].metric, b[i].metric);
        EXPECT_EQ(a[i].seat, b[i].seat);
        EXPECT_DOUBLE_EQ(a[i].estimate.value, b[i].estimate.value) << a[i].metric << " seat " << a[i].seat;
        if (std::isnan(a[i].estimate.low)) { // a measure of the whole run: no interval in either
            EXPECT_TRUE(std::isnan(b[i].estimate.low) && std::isnan(b[i].estimate.high)) << a[i].metric;
            continue;
        }
        EXPECT_DOUBLE_EQ(a[i].estimate.low, b[i].estimate.low) << a[i].metric;
        EXPECT_DOUBLE_EQ(a[i].estimate.high, b[i].estimate.high) << a[i].metric;
    }
}

TEST(Sweep, ValuesRunFromFromToToByStep)
{
    EXPECT_EQ(sweepValues(2, 8, 3), (std::vector<std::int64_t>{2, 5, 8}));
    EXPECT_EQ(sweepValues(2, 9, 3), (std::vector<std::int64_t>{2, 5, 8}));
    EXPECT_EQ(sweepValues(4, 4, 1), (std::vector<std::int64_t>{4}));
    EXPECT_TRUE(sweepValues(5, 4, 1).empty());
    EXPECT_TRUE(sweepValues(1, 4, 0).empty());
}

TEST(Sweep, TheSuggestedRangeHasFiveValuesAroundTheValueWithinItsBounds)
{
    const auto values = [](std::int64_t value, std::int64_t low, std::int64_t high) {
        const SweepRange r = suggestedRange(value, low, high);
        return sweepValues(r.from, r.to, r.step);
    };
    EXPECT_EQ(values(5, 0, 10'000), (std::vector<std::int64_t>{3, 4, 5, 6, 7}));
    EXPECT_EQ(values(11, 0, 10'000), (std::vector<std::int64_t>{7, 9, 11, 13, 15}));
    EXPECT_EQ(values(1, 0, 10'000), (std::vector<std::int64_t>{0, 1, 2, 3, 4})) << "moved off 0";
    EXPECT_EQ(values(58, 2, 58), (std::vector<std::int64_t>{10, 22, 34, 46, 58})) << "moved under the maximum";
    EXPECT_EQ(values(0, 0, 1), (std::vector<std::int64_t>{0, 1})) << "an on/off parameter";
    EXPECT_EQ(values(3, 0, 5), (std::vector<std::int64_t>{1, 2, 3, 4, 5}));
    EXPECT_EQ(values(-4, -10, 10), (std::vector<std::int64_t>{-6, -5, -4, -3, -2}));
}

TEST(Sweep, AParameterTheGameIgnoresMeasuresTheSameAtEveryPoint)
{
    ASSERT_TRUE(discovery());
    std::string why;
    // set_aside_tiles only matters in the two-tile variant, which is off by default.
    const auto points = parameterPoints(discovery(), discovery()->defaultParameters(), "set_aside_tiles", {0, 1}, &why);
    ASSERT_EQ(points.size(), 2u) << why;
    EXPECT_EQ(points[1].label, "true") << "an on/off parameter's point is named as the ruleset writes it";
    EXPECT_DOUBLE_EQ(points[1].value, 1);
    const SweepReport report = run(setupOf(points));
    ASSERT_TRUE(report.failures.empty()) << ::testing::PrintToString(report.failures);
    ASSERT_EQ(report.points.size(), 2u);
    EXPECT_EQ(report.points[0].metrics.games, 12);
    const std::vector<SweepRow> rows = rowsOf(report.points[0].metrics);
    EXPECT_TRUE(std::any_of(rows.begin(), rows.end(), [](const SweepRow &r) { return r.metric == "reason_share:sea"; }));
    EXPECT_TRUE(std::any_of(rows.begin(), rows.end(),
                            [](const SweepRow &r) { return r.metric == "points_per_placement:grassland"; }));
    expectSameRows(rows, rowsOf(report.points[1].metrics));
}

TEST(Sweep, MoreTilesOfATypeMakeLongerGames)
{
    std::string why;
    const auto points = tileCountPoints(discovery(), discovery()->defaultParameters(), "grassland", {0, 5, 10}, &why);
    ASSERT_EQ(points.size(), 3u) << why;
    EXPECT_EQ(discovery()->tiles[discovery()->tileIndex("grassland")].count, 5) << "the base rules stay as they are";
    const SweepReport report = run(setupOf(points));
    ASSERT_TRUE(report.failures.empty()) << ::testing::PrintToString(report.failures);
    ASSERT_EQ(report.points.size(), 3u);
    EXPECT_EQ(report.points[1].label, "5");
    EXPECT_DOUBLE_EQ(report.points[2].value, 10);
    EXPECT_LT(report.points[0].metrics.length.value, report.points[1].metrics.length.value);
    EXPECT_LT(report.points[1].metrics.length.value, report.points[2].metrics.length.value);
}

TEST(Sweep, APointIsTheSimulateRunOfItsRules)
{
    std::string why;
    const auto points = parameterPoints(discovery(), discovery()->defaultParameters(), "sea_per_city", {3}, &why);
    ASSERT_EQ(points.size(), 1u) << why;
    SweepSetup setup = setupOf(points);
    const SweepReport report = run(setup);
    ASSERT_EQ(report.points.size(), 1u) << ::testing::PrintToString(report.failures);

    SimulationSetup simulation = setup.simulation;
    simulation.jobs = 1;
    simulation.match.parameters = points[0].parameters;
    const auto rules = discovery();
    const SimulationReport direct = simulate([&rules] { return makeGame(rules); }, simulation);
    expectSameRows(rowsOf(report.points[0].metrics), rowsOf(balanceMetrics(direct.results, 2)));
    // simulate's table and the metrics tell one spread of the scores.
    for (std::size_t seat = 0; seat < 2; ++seat)
        EXPECT_NEAR(direct.stats[seat].stddev, report.points[0].metrics.scoreSpread[seat], 1e-9);
}

// Discovery cannot start without its start tile: that point fails, the others are played.
TEST(Sweep, APointThatFailsIsSaidAndTheOthersArePlayed)
{
    std::string why;
    const SweepReport report = run(
        setupOf(tileCountPoints(discovery(), discovery()->defaultParameters(), "start", {0, 1, 2}, &why), 2));
    ASSERT_EQ(report.failures.size(), 1u);
    EXPECT_EQ(report.failures.front().rfind("0: ", 0), 0u) << report.failures.front();
    EXPECT_NE(report.failures.front().find("the bag holds no start tile"), std::string::npos) << report.failures.front();
    ASSERT_EQ(report.points.size(), 2u);
    EXPECT_EQ(report.points[0].label, "1");
    EXPECT_EQ(report.points[1].label, "2");
    EXPECT_EQ(report.points[1].metrics.games, 2);
}

TEST(Sweep, ACancelStopsItAndLeavesTheUnfinishedPointOut)
{
    std::string why;
    const auto points = parameterPoints(discovery(), discovery()->defaultParameters(), "sea_per_city", {0, 1, 2}, &why);
    SweepSetup setup = setupOf(points, 10);
    std::atomic<bool> cancel{false};
    setup.simulation.cancel = &cancel;
    setup.simulation.jobs = 1;
    int last = 0;
    int total = 0;
    setup.simulation.progress = [&](int done, int all) {
        last = done;
        total = all;
        if (done >= 10) // the first point's games are all done
            cancel = true;
    };
    const SweepReport report = run(setup);
    EXPECT_TRUE(report.cancelled);
    EXPECT_EQ(report.points.size(), 1u);
    EXPECT_EQ(total, 30);
    EXPECT_LT(last, 30);
}

TEST(SweepComparison, AnUnchangedRuleDiffersInNothing)
{
    std::string why;
    const auto points = parameterPoints(discovery(), discovery()->defaultParameters(), "set_aside_tiles", {0, 1}, &why);
    SweepSetup setup = setupOf(points);
    setup.keepResults = true;
    const SweepReport report = run(setup);
    ASSERT_EQ(report.points.size(), 2u) << ::testing::PrintToString(report.failures);
    EXPECT_EQ(report.points[1].results.size(), 12u);
    SweepTable table;
    addSweepPoints(table, report);
    ASSERT_EQ(table.differences.size(), 2 * 2 + 8u); // every metric but the seat advantage
    EXPECT_EQ(table.differences.front().metric, "win_rate");
    EXPECT_EQ(table.differences.front().seat, 1);
    for (const SweepDifference &d : table.differences) {
        EXPECT_DOUBLE_EQ(d.change.value, 0) << d.metric;
        EXPECT_FALSE(d.significant()) << d.metric;
    }
}

// A game scored only at its end (Dungeon Expedition) has no lead to change, trail or settle,
// and no points follow a placement: its points and comparisons leave those metrics out
// rather than show a false 0 (a comparison, unless both versions measured them).
TEST(SweepComparison, WhatAGameScoredAtItsEndCannotMeasureIsLeftOut)
{
    const auto game = [](int index, std::vector<int> scores, bool leadSeen) {
        GameResult r{index, std::uint64_t(index), std::move(scores), 10, {}};
        r.story.leadSeen = leadSeen;
        r.story.placements = {3, 2};
        r.story.placementPoints = {leadSeen ? 6 : 0, 0};
        return r;
    };
    const auto hasMetric = [](const auto &rows, const std::string &metric) {
        return std::any_of(rows.begin(), rows.end(), [&metric](const auto &row) { return row.metric == metric; });
    };
    const std::vector<GameResult> endScored{game(0, {5, 3}, false), game(1, {2, 4}, false)};
    const std::vector<GameResult> oneLead{game(0, {5, 3}, true), game(1, {2, 4}, false)};
    for (const std::string metric : {"lead_changes", "drama", "deficit", "decisiveness"}) {
        EXPECT_FALSE(hasMetric(rowsOf(balanceMetrics(endScored, 2)), metric)) << metric;
        EXPECT_TRUE(hasMetric(rowsOf(balanceMetrics(oneLead, 2)), metric)) << metric;
        EXPECT_FALSE(hasMetric(pairedDifferences(endScored, endScored, 2), metric)) << metric;
        EXPECT_FALSE(hasMetric(pairedDifferences(endScored, oneLead, 2), metric)) << metric;
        EXPECT_TRUE(hasMetric(pairedDifferences(oneLead, oneLead, 2), metric)) << metric;
    }
    // Discovery's tile types key the rows: the first (start) 6 points over 6 placements, or 0.
    EXPECT_FALSE(hasMetric(rowsOf(balanceMetrics(endScored, 2)), "points_per_placement:start"));
    EXPECT_TRUE(hasMetric(rowsOf(balanceMetrics(oneLead, 2)), "points_per_placement:start"));
    EXPECT_TRUE(hasMetric(rowsOf(balanceMetrics(endScored, 2)), "margin"));
    EXPECT_TRUE(hasMetric(pairedDifferences(endScored, endScored, 2), "margin"));
}

// A comparison of two versions with the same reasons and tile types changes each reason's
// share and each tile type's points per placement too, paired by game; of versions that
// differ in them (no ids given) it gives none.
TEST(SweepComparison, SharesOfPointsAndPointsPerPlacementChangeToo)
{
    const auto game = [](int index, long long forest, long long river) {
        GameResult r{index, std::uint64_t(index), {int(forest), int(river)}, 10, {}};
        r.story.reasonPoints = {forest, river};
        r.story.placements = {2, 0};
        r.story.placementPoints = {forest + river, 0};
        return r;
    };
    const std::vector<GameResult> before{game(0, 2, 8), game(1, 3, 7), game(2, 1, 9)};
    const std::vector<GameResult> after{game(0, 6, 8), game(1, 8, 7), game(2, 5, 9)};
    const std::vector<SweepDifference> changes = pairedDifferences(before, after, 2, {"forest", "river"},
                                                                   {"meadow", "lake"});
    const auto changeOf = [&changes](const std::string &metric) -> std::optional<Estimate> {
        for (const SweepDifference &d : changes)
            if (d.metric == metric)
                return d.change;
        return std::nullopt;
    };
    ASSERT_TRUE(changeOf("reason_share:forest"));
    EXPECT_NEAR(changeOf("reason_share:forest")->value, 19.0 / 43 - 6.0 / 30, 1e-12);
    EXPECT_GT(changeOf("reason_share:forest")->low, 0) << "the forest's share rose in every game";
    EXPECT_NEAR(changeOf("reason_share:river")->value, 24.0 / 43 - 24.0 / 30, 1e-12);
    EXPECT_NEAR(changeOf("points_per_placement:meadow")->value, 43.0 / 6 - 30.0 / 6, 1e-12);
    EXPECT_FALSE(changeOf("points_per_placement:lake")) << "never placed";
    EXPECT_EQ(changes.back().metric, "points_per_placement:meadow");
    for (const SweepDifference &d : pairedDifferences(before, after, 2))
        EXPECT_EQ(d.metric.find(':'), std::string::npos) << d.metric << ": versions that differ in their reasons";
}

// A player alone always has the best score: a win rate of 1 and a margin of 0 would say
// nothing, and nobody leads or trails.
TEST(SweepComparison, AGameOfOnePlayerMeasuresOnlyItsScoreAndItsPlay)
{
    const auto game = [](int index, int score) {
        GameResult r{index, std::uint64_t(index), {score}, 10 + index, {}};
        r.story.leadSeen = true;
        return r;
    };
    const std::vector<GameResult> solo{game(0, 0), game(1, 1), game(2, 0)};
    std::vector<std::string> metrics;
    for (const SweepRow &row : rowsOf(balanceMetrics(solo, 1)))
        metrics.push_back(row.metric);
    EXPECT_EQ(metrics, (std::vector<std::string>{"mean_score", "length", "decisions", "unplaceable"}));
    std::vector<std::string> compared;
    for (const SweepDifference &d : pairedDifferences(solo, solo, 1))
        compared.push_back(d.metric);
    EXPECT_EQ(compared, (std::vector<std::string>{"mean_score", "length", "decisions", "unplaceable"}));
}

TEST(SweepComparison, MoreTilesMakeGamesSignificantlyLongerAndTheChangeIsExported)
{
    std::string why;
    const auto points = tileCountPoints(discovery(), discovery()->defaultParameters(), "grassland", {0, 10}, &why);
    SweepSetup setup = setupOf(points);
    setup.keepResults = true;
    const SweepReport report = run(setup);
    ASSERT_EQ(report.points.size(), 2u) << ::testing::PrintToString(report.failures);
    SweepTable table;
    table.variable = "compare rulesets";
    table.players = 2;
    table.bots = {"greedy"};
    addSweepPoints(table, report);
    const auto length = std::find_if(table.differences.begin(), table.differences.end(),
                                     [](const SweepDifference &d) { return d.metric == "length"; });
    ASSERT_NE(length, table.differences.end());
    // The paired mean change is the change of the means.
    EXPECT_NEAR(length->change.value, report.points[1].metrics.length.value - report.points[0].metrics.length.value, 1e-9);
    EXPECT_GT(length->change.low, 0);
    EXPECT_TRUE(length->significant());

    SweepTable read;
    ASSERT_TRUE(parseSweepJson(sweepJson(table), read, &why)) << why;
    ASSERT_EQ(read.differences.size(), table.differences.size());
    // Each version is named by the hash of its rules' files too (here both the same files, the
    // count set in memory), which the JSON keeps.
    const std::vector<std::string> versions{hashText(points[0].rules->contentHash), hashText(points[1].rules->contentHash)};
    EXPECT_EQ(table.pointRules, versions);
    EXPECT_EQ(read.pointRules, versions);
    EXPECT_EQ(sweepCsv(read), sweepCsv(table));
    EXPECT_NE(sweepJson(table).find("\"significant\": true"), std::string::npos);
    const std::string csv = sweepCsv(table);
    const std::size_t lengthRow = csv.find('\n' + table.labels[1] + " minus " + table.labels[0] + ",,length,,");
    ASSERT_NE(lengthRow, std::string::npos) << csv;
    EXPECT_EQ(csv.substr(csv.find('\n', lengthRow + 1) - 4, 4), ",yes") << csv;
}

TEST(Sweep, AShardPlaysItsGamesOfEveryPointAndCountsItsProgressToTheEnd)
{
    std::string why;
    const auto points = tileCountPoints(discovery(), discovery()->defaultParameters(), "grassland", {4, 8}, &why);
    SweepSetup whole = setupOf(points, 7);
    whole.keepResults = true;
    const SweepReport all = run(whole);
    ASSERT_EQ(all.points.size(), 2u) << ::testing::PrintToString(all.failures);
    for (int shard = 0; shard < 3; ++shard) {
        SweepSetup part = whole;
        part.simulation.shardIndex = shard;
        part.simulation.shardCount = 3;
        int lastDone = 0, lastTotal = 0;
        part.simulation.progress = [&](int done, int total) {
            lastDone = done;
            lastTotal = total;
        };
        const SweepReport report = run(part);
        ASSERT_EQ(report.points.size(), 2u) << ::testing::PrintToString(report.failures);
        EXPECT_FALSE(report.cancelled);
        EXPECT_EQ(lastDone, lastTotal);
        for (std::size_t p = 0; p < 2; ++p) {
            const std::vector<GameResult> &games = report.points[p].results;
            ASSERT_EQ(int(games.size()), (7 - shard + 2) / 3); // games shard, shard + 3, ...
            for (std::size_t k = 0; k < games.size(); ++k) {
                const GameResult &expected = all.points[p].results[std::size_t(shard) + 3 * k];
                EXPECT_EQ(games[k].game, expected.game);
                EXPECT_EQ(games[k].scores, expected.scores);
            }
        }
    }
}

// A card's copies in its deck vary as a tile type's count does: more copies of a card make
// a different game on the same seeds.
TEST(Sweep, MoreCopiesOfACardPlayOtherGames)
{
    const std::shared_ptr<const Ruleset> dungeon = loadRuleset(std::string(TILEWRIGHT_SOURCE_DIR) + "/rulesets/dungeon").ruleset;
    ASSERT_TRUE(dungeon);
    std::string why;
    EXPECT_TRUE(cardCountPoints(dungeon, dungeon->defaultParameters(), "creature_99", {1}, &why).empty());
    EXPECT_TRUE(why.starts_with("no card 'creature_99' in dungeon (its cards: creature_1, ")) << why;
    const auto points = cardCountPoints(dungeon, dungeon->defaultParameters(), "creature_5", {0, 4}, &why);
    ASSERT_EQ(points.size(), 2u) << why;
    EXPECT_EQ(points[1].rules->cards[std::size_t(points[1].rules->cardIndex("creature_5"))].count, 4);
    EXPECT_EQ(dungeon->cards[std::size_t(dungeon->cardIndex("creature_5"))].count, 1) << "the base rules stay";
    SweepSetup setup = setupOf(points, 6);
    setup.simulation.match.parameters = dungeon->defaultParameters();
    setup.simulation.match.bots = {"random"};
    const SweepReport report = run(setup);
    ASSERT_TRUE(report.failures.empty()) << ::testing::PrintToString(report.failures);
    EXPECT_NE(report.points[0].metrics.length.value, report.points[1].metrics.length.value);
}

TEST(Sweep, BadVariablesAndRangesAreNamed)
{
    const auto parameters = discovery()->defaultParameters();
    std::string why;
    EXPECT_TRUE(tileCountPoints(discovery(), parameters, "castle", {1}, &why).empty());
    EXPECT_TRUE(why.starts_with("no tile type 'castle' in discovery (its tiles: start, grassland, open_sea, ")) << why;
    // A slip of a letter or two is offered the id meant.
    EXPECT_TRUE(tileCountPoints(discovery(), parameters, "grasland", {1}, &why).empty());
    EXPECT_TRUE(why.starts_with("no tile type 'grasland' in discovery (did you mean 'grassland'? its tiles: start, "))
        << why;
    // The name of a family of tile types is offered its members.
    EXPECT_TRUE(tileCountPoints(discovery(), parameters, "coast", {1}, &why).empty());
    EXPECT_TRUE(why.starts_with("no tile type 'coast' in discovery (did you mean one of 'coast_corner_port', "
                                "'coast_corner'? its tiles: start, "))
        << why;
    EXPECT_TRUE(tileCountPoints(discovery(), parameters, "co", {1}, &why).empty());
    EXPECT_TRUE(why.starts_with("no tile type 'co' in discovery (its tiles: ")) << "too short to name a family: " << why;
    EXPECT_TRUE(parameterPoints(discovery(), parameters, "two_tile_hands", {1}, &why).empty());
    EXPECT_TRUE(why.starts_with("no parameter 'two_tile_hands' in discovery (did you mean 'two_tile_hand'? ")) << why;
    EXPECT_TRUE(tileCountPoints(discovery(), parameters, "grassland", {-1, 2}, &why).empty());
    EXPECT_EQ(why, "a count must lie between 0 and 10000, not -1");
    EXPECT_TRUE(cardCountPoints(discovery(), parameters, "creature_5", {1}, &why).empty());
    EXPECT_EQ(why, "no card 'creature_5' in discovery (it has no cards)");
    EXPECT_TRUE(parameterPoints(discovery(), parameters, "nothing", {1}, &why).empty());
    EXPECT_TRUE(why.starts_with("no parameter 'nothing' in discovery (its parameters: two_tile_hand, set_aside_tiles, "))
        << why;
    EXPECT_TRUE(parameterPoints(discovery(), parameters, "two_tile_hand", {0, 1, 2}, &why).empty());
    EXPECT_EQ(why, "two_tile_hand takes 0 (false) or 1 (true), not 2");
    EXPECT_TRUE(parameterPoints(discovery(), parameters, "sea_per_city", {}, &why).empty());
    EXPECT_EQ(why, "no values to sweep: check the range and the step");
}

TEST(SweepTable, ARunSaysWhatItVariedAndRunsOfTheSameExperimentShareAChart)
{
    SweepTable sweep;
    sweep.variable = "tile meadow";
    sweep.players = 2;
    sweep.bots = {"greedy"};
    sweep.labels = {"2", "3.5", "5"};
    sweep.values = {2, 3.5, 5};
    EXPECT_FALSE(sweep.isComparison());
    EXPECT_EQ(sweep.experiment(), "tile meadow 2..5");
    SweepTable wider = sweep;
    wider.labels = {"0", "10"};
    wider.values = {0, 10};
    EXPECT_TRUE(sameExperiment(sweep, wider)) << "the same tile over other values";
    SweepTable otherPlayers = wider;
    otherPlayers.players = 3;
    EXPECT_FALSE(sameExperiment(sweep, otherPlayers));
    SweepTable otherBots = wider;
    otherBots.bots = {"greedy", "random"};
    EXPECT_FALSE(sameExperiment(sweep, otherBots));
    SweepTable sameBots = wider;
    sameBots.bots = {"greedy", "greedy"};
    EXPECT_TRUE(sameExperiment(sweep, sameBots)) << "one bot for all seats is that bot in each";
    SweepTable otherSettings = wider;
    otherSettings.settings = "fish_bonus=4";
    EXPECT_FALSE(sameExperiment(sweep, otherSettings)) << "played with another parameter set";
    wider.variable = "tile forest";
    EXPECT_FALSE(sameExperiment(sweep, wider));

    SweepTable comparison = sweep;
    comparison.variable = "compare parameters";
    comparison.labels = {"defaults", "points_per_tile=6"};
    comparison.values = {0, 1};
    EXPECT_TRUE(comparison.isComparison());
    EXPECT_EQ(comparison.experiment(), "compare parameters: points_per_tile=6");
    SweepTable inGerman = comparison;
    inGerman.labels[0] = "Vorgaben";
    EXPECT_TRUE(sameExperiment(comparison, inGerman)) << "the first version is the open rules in any language";
    SweepTable other = comparison;
    other.labels[1] = "points_per_tile=7";
    EXPECT_FALSE(sameExperiment(comparison, other));
    other = comparison;
    other.variable = "compare rulesets";
    EXPECT_FALSE(sameExperiment(comparison, other));
    EXPECT_FALSE(sameExperiment(comparison, sweep));
}

TEST(SweepTable, ItsJsonReadsBackAndItsCsvHasARowPerPointAndMetric)
{
    GameResult first;
    first.scores = {10, 4};
    first.turns = 20;
    first.story.reasonPoints = {10, 4};
    first.story.placements = {3, 0};
    first.story.placementPoints = {6, 0};
    first.story.leadSeen = true;
    GameResult second;
    second.scores = {3, 9};
    second.turns = 24;
    second.story.reasonPoints = {3, 9};
    second.story.placements = {1, 0};
    second.story.placementPoints = {2, 0};
    const BalanceMetrics metrics = balanceMetrics({first, second}, 2);
    SweepTable table;
    table.ruleset = "discovery";
    table.rules = "0123456789abcdef";
    table.variable = "tile grassland";
    table.players = 2;
    table.bots = {"greedy", "random"};
    table.seed = 18446744073709551615u;
    table.games = 2;
    table.reasons = {"city", "road"};
    table.tiles = {"grassland", "start"};
    SweepReport report;
    report.points = {{"10", 10, metrics, {}, {}}, {"a, \"b\"", 4.5, metrics, {}, {}}};
    addSweepPoints(table, report);
    // Per point: 2 seats' win rate and mean score, 9 run-wide metrics, 2 reasons and the one
    // tile type placed.
    ASSERT_EQ(table.rows.size(), 2 * (4 + 9 + 2 + 1u));
    EXPECT_EQ(table.keyedMetrics(),
              (std::vector<std::string>{"reason_share:city", "reason_share:road", "points_per_placement:grassland"}));
    EXPECT_DOUBLE_EQ(table.series("reason_share:road", 0)[1]->value, 13.0 / 26);
    EXPECT_DOUBLE_EQ(table.series("points_per_placement:grassland", 0)[0]->value, 8.0 / 4);
    EXPECT_DOUBLE_EQ(table.series("length", 0)[1]->value, 22);
    EXPECT_DOUBLE_EQ(table.series("mean_score", 2)[0]->value, 6.5);
    // A tile type never placed has no points per placement, not 0.
    EXPECT_FALSE(table.series("points_per_placement:start", 0)[0].has_value());

    table.settings = "two_tile_hand=true";
    table.shard = "1/3";
    SweepTable read;
    std::string why;
    ASSERT_TRUE(parseSweepJson(sweepJson(table), read, &why)) << why;
    EXPECT_EQ(read.seed, table.seed);
    EXPECT_EQ(read.settings, table.settings);
    EXPECT_EQ(read.shard, table.shard);
    EXPECT_EQ(read.labels, table.labels);
    EXPECT_EQ(read.values, table.values);
    EXPECT_EQ(read.bots, table.bots);
    EXPECT_EQ(read.reasons, table.reasons);
    EXPECT_EQ(read.tiles, table.tiles);
    EXPECT_EQ(sweepCsv(read), sweepCsv(table));

    const std::string csv = sweepCsv(table);
    // One win in two games: the Wilson interval 0.0945 to 0.9055.
    EXPECT_EQ(csv.rfind("label,x,metric,seat,value,low,high,significant\n10,10,win_rate,1,0.5,0.0945312057342307", 0), 0u)
        << "numbers in their shortest exact form (10, not 1e+01)\n"
        << csv;
    // The seat test's p-value, a test of the whole run, has no interval: its bounds are
    // empty, and null in JSON.
    const std::size_t pRow = csv.find("\n10,10,seat_advantage_p,,");
    ASSERT_NE(pRow, std::string::npos) << csv;
    EXPECT_TRUE(csv.substr(pRow, csv.find('\n', pRow + 1) - pRow).ends_with(",,,")) << csv;
    const nlohmann::json json = nlohmann::json::parse(sweepJson(table));
    EXPECT_TRUE(json["rows"][4]["low"].is_null() && json["rows"][4]["high"].is_null()) << json["rows"][4];
    EXPECT_EQ(json["rows"][4]["metric"], "seat_advantage_p");
    EXPECT_NE(csv.find("\n\"a, \"\"b\"\"\",4.5,length,,22,"), std::string::npos) << csv;
    EXPECT_NE(csv.find("\n\"a, \"\"b\"\"\",4.5,decisions,,0,0,0,\n"), std::string::npos)
        << "a point's row has no verdict: " << csv;
    EXPECT_FALSE(parseSweepJson("{\"ruleset\": 1}", read, &why));
}

} // namespace
} // namespace tw
