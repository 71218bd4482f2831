#include "clisupport.h"
#include "commands.h"
#include "luarules.h"
#include "printlayout.h"
#include "printwriter.h"
#include "tilerenderer.h"

#include "log/replay.h"
#include "play/match.h"
#include "play/mctsbot.h"
#include "play/simulation.h"
#include "util/rng.h"

#include <QCommandLineParser>
#include <QTemporaryDir>

#include <chrono>
#include <cstdio>
#include <iostream>
#include <thread>

namespace tw::cli {

namespace {

using Clock = std::chrono::steady_clock;

// Grows a board of `size` tiles by random legal placements of random tile types.
Board randomBoard(const Ruleset &rules, int size, Rng &rng)
{
    Board board(&rules);
    std::vector<Placement> spots;
    board.place(0, {{0, 0}, 0}, -1);
    while (board.tileCount() < size) {
        const int type = int(rng.below(std::uint32_t(rules.tiles.size())));
        spots.clear();
        board.legalPlacements(type, spots);
        if (!spots.empty())
            board.place(type, spots[rng.below(std::uint32_t(spots.size()))], -1);
    }
    return board;
}

// Mean microseconds of one legalPlacements() call for a random tile type on `board`.
double enumerationMicros(const Ruleset &rules, const Board &board, Rng &rng)
{
    constexpr int kRounds = 2000;
    std::vector<Placement> spots;
    std::size_t found = 0;
    const auto start = Clock::now();
    for (int i = 0; i < kRounds; ++i) {
        spots.clear();
        board.legalPlacements(int(rng.below(std::uint32_t(rules.tiles.size()))), spots);
        found += spots.size();
    }
    const double micros = std::chrono::duration<double, std::micro>(Clock::now() - start).count() / kRounds;
    std::printf("placement enumeration on a %d-tile board (frontier %zu cells): %.1f us per call, %.0f spots\n",
                board.tileCount(), board.frontier().size(), micros, double(found) / kRounds);
    return micros;
}

// Full games per second of `bot` in every seat, on one core; 0 after printing the error.
double gamesPerSecond(const std::shared_ptr<const Ruleset> &rules, const std::string &bot, int games,
                      long long *placements = nullptr)
{
    SimulationSetup setup;
    setup.games = games;
    setup.match.players = rules->minPlayers;
    setup.match.bots = {bot};
    const SimulationReport report = simulate([&rules] { return makeGame(rules); }, setup);
    if (!report.error.empty()) {
        std::fprintf(stderr, "tilewright-cli: %s games: %s\n", bot.c_str(), report.error.c_str());
        return 0;
    }
    if (placements) {
        *placements = 0;
        for (const GameResult &result : report.results)
            for (int count : result.story.placements)
                *placements += count;
    }
    return report.gamesPerSecond;
}

// Mean microseconds per tile placed in random games of the ruleset with every count of more
// than one tile multiplied by `factor` (a tile of its own, such as a start tile, stays one):
// a placement should cost the same on a large board as on a small one. 0 when the games
// place no tile, -1 after printing why they failed.
double placementMicros(const std::shared_ptr<const Ruleset> &rules, int factor, int games)
{
    auto scaled = std::make_shared<Ruleset>(*rules);
    for (TileType &type : scaled->tiles)
        if (type.count > 1)
            type.count *= factor;
    long long placements = 0;
    const double perSecond = gamesPerSecond(scaled, "random", games, &placements);
    if (perSecond <= 0)
        return -1;
    if (placements == 0)
        return 0;
    const double micros = 1e6 * games / perSecond / double(placements);
    std::printf("random games with tile counts x%d: %.0f placements a game, %.2f us per placement\n", factor,
                double(placements) / games, micros);
    return micros;
}

// Mean milliseconds of what a hot reload does after a save: load the ruleset, start its
// Lua, and re-play a recorded full game to the same position.
void reloadMillis(const QString &folder, const std::shared_ptr<const Ruleset> &rules)
{
    const auto game = makeGame(rules);
    const MatchResult recorded = playMatch(*game, {rules->minPlayers, {}, 3, {"random"}, true});
    constexpr int kRounds = 20;
    const auto start = Clock::now();
    for (int i = 0; i < kRounds; ++i) {
        const LoadResult reloaded = loadRuleset(folder.toStdString());
        if (!reloaded.ruleset) { // changed on disk since: no reload time to give
            std::printf("hot reload: %s no longer loads\n", folder.toStdString().c_str());
            return;
        }
        const auto again = makeGame(reloaded.ruleset);
        stateAt(*again, recorded.log);
    }
    const double millis = std::chrono::duration<double, std::milli>(Clock::now() - start).count() / kRounds;
    std::printf("hot reload (load, start Lua, re-play a %d-action game): %.1f ms\n",
                int(recorded.log.entries.size()) - 1, millis);
}

// Seconds to lay out and write the print sheets of about 1,000 tiles as a PDF: the
// ruleset's tile types with every count scaled up alike.
void printSeconds(const std::shared_ptr<const Ruleset> &rules)
{
    int total = 0;
    for (const TileType &type : rules->tiles)
        total += type.count;
    if (total == 0)
        return;
    auto many = std::make_shared<Ruleset>(*rules);
    const int factor = (1000 + total - 1) / total;
    for (TileType &type : many->tiles)
        type.count *= factor;
    const TileRenderer renderer(many);
    const PrintOptions options;
    QTemporaryDir dir;
    const auto start = Clock::now();
    const PrintLayout layout = layoutPrint(renderer, options);
    writePrintPdf(renderer, layout, options, dir.filePath(QStringLiteral("bench.pdf")));
    const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
    std::printf("print export: %d tiles on %zu A4 pages as PDF: %.2f s\n", total * factor, layout.pages.size(), seconds);
}

// Seconds for one full game with the MCTS bot (its default budget, 1,000 iterations a move)
// in every seat; false after printing why the game failed.
bool mctsSeconds(const std::shared_ptr<const Ruleset> &rules)
{
    const auto game = makeGame(rules);
    MatchSetup setup{rules->minPlayers, {}, 1, {"mcts"}};
    const auto start = Clock::now();
    MatchResult result;
    try {
        result = playMatch(*game, setup);
    } catch (const std::exception &e) {
        std::fprintf(stderr, "tilewright-cli: the MCTS game: %s\n", e.what());
        return false;
    }
    const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
    std::printf("MCTS game (%d iterations a move, every seat): %.1f s for %d turns\n", MctsBot::kDefaultIterations,
                seconds, result.turns);
    return true;
}

} // namespace

int benchCommand(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Measure random and greedy full games per second, placement cost on small and large boards, "
                       "placement enumeration, hot reload, print export and a game of MCTS bots."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("DIR"),
                                 QStringLiteral("the ruleset folder, or the name of a shipped ruleset"));
    const QCommandLineOption jobs(QStringLiteral("jobs"), QStringLiteral("Worker threads (default 1)."),
                                  QStringLiteral("J"), QStringLiteral("1"));
    const QCommandLineOption games(QStringLiteral("games"), QStringLiteral("Random games to play (default 4000)."),
                                   QStringLiteral("N"), QStringLiteral("4000"));
    const QCommandLineOption greedyGames(QStringLiteral("greedy-games"),
                                         QStringLiteral("Games with greedy bots to play (default 200; 0: none)."),
                                         QStringLiteral("N"), QStringLiteral("200"));
    const QCommandLineOption noMcts(QStringLiteral("no-mcts"), QStringLiteral("Skip the MCTS game (seconds)."));
    parser.addOptions({jobs, games, greedyGames, noMcts});
    if (!parseArguments(parser, args))
        return 2;
    if (!oneRulesetFolder(parser, "bench"))
        return 2;
    const QString folder = rulesetFolder(parser.positionalArguments().first(), std::cerr);
    const auto rules = folder.isEmpty() ? nullptr : loadPlayableOrReport(folder, std::cerr);
    if (!rules)
        return 2;

    SimulationSetup setup;
    const std::optional<int> gameCount = wholeNumber(parser, games, 1, kMostGames);
    const std::optional<int> jobCount = gameCount ? wholeNumber(parser, jobs, 1, kMostJobs) : std::nullopt;
    const std::optional<int> greedy = jobCount ? wholeNumber(parser, greedyGames, 0, kMostGames) : std::nullopt;
    if (!greedy)
        return 2;
    setup.games = *gameCount;
    setup.jobs = *jobCount;
    setup.match.players = rules->minPlayers;
    setup.match.bots = {"random"};
    Progress progress("playing");
    setup.progress = [&progress](int done, int total) { progress.update(done, total); };
    const SimulationReport report = simulate([&rules] { return makeGame(rules); }, setup);
    progress.finish();
    if (!report.error.empty()) { // a game that fails is the rules' failure, as in simulate
        fail(report.error);
        return 1;
    }
    const auto plural = [](int n) { return n == 1 ? "" : "s"; };
    std::printf("%s: %d random game%s, %d player%s, %d job%s: %.0f games/s (%.1f turns each)\n", rules->id.c_str(),
                report.games, plural(report.games), setup.match.players, plural(setup.match.players), setup.jobs,
                plural(setup.jobs), report.gamesPerSecond, report.meanTurns);
    bool failed = false;
    if (*greedy > 0) {
        const double perSecond = gamesPerSecond(rules, "greedy", *greedy);
        failed = perSecond <= 0;
        if (!failed)
            std::printf("%s: %d greedy game%s, 1 job: %.1f games/s\n", rules->id.c_str(), *greedy, plural(*greedy),
                        perSecond);
    }
    if (!rules->grid.bounded()) {
        constexpr int kLargeFactor = 20;
        const double small = placementMicros(rules, 1, 400);
        const double large = small > 0 ? placementMicros(rules, kLargeFactor, 20) : 0;
        failed = failed || small < 0 || large < 0;
        if (small > 0 && large > 0)
            std::printf("per-placement time x%d / x1: %.2f\n", kLargeFactor, large / small);
    }
    if (!rules->grid.bounded()) {
        Rng rng(7);
        enumerationMicros(*rules, randomBoard(*rules, 1000, rng), rng);
    }
    reloadMillis(folder, rules);
    printSeconds(rules);
    if (!parser.isSet(noMcts))
        failed = !mctsSeconds(rules) || failed;
    return failed ? 1 : 0;
}

} // namespace tw::cli
