// The conformance suite: the same checks over every ruleset folder (rulesets/* and the
// test-only tests/rulesets/*). Random games to the end, with at every step: legal actions
// non-empty unless the game is over, placement options complete, and the action applied to
// a copy first leaving the original unchanged, then to the original with the same result
// (support/clonecheck.h), and applied by its index into a kept state (Game::applyOption)
// with the same state and events; then the log round-trips through its text form and replays to the
// same state hash, and the final scores equal the sum of the logged score events. Each
// boolean parameter (a variant) is also played flipped, and all of them on at once (each at
// the player counts it is for).
#include "clonecheck.h"
#include "luarules.h"

#include "load/rulesetloader.h"
#include "log/gamelog.h"
#include "log/replay.h"
#include "play/bot.h"
#include "play/match.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <optional>
#include <tuple>

namespace tw {
namespace {

using test::applyThroughClone;
using test::CloneCheck;

constexpr int kGamesPerSetup = 40;

std::vector<std::string> rulesetFolders()
{
    std::vector<std::string> folders;
    for (const char *parent : {"/rulesets", "/tests/rulesets"}) {
        const std::filesystem::path root = std::string(TILEWRIGHT_SOURCE_DIR) + parent;
        if (!std::filesystem::exists(root))
            continue;
        for (const auto &entry : std::filesystem::directory_iterator(root))
            if (std::filesystem::exists(entry.path() / "ruleset.yaml"))
                folders.push_back(entry.path().string());
    }
    std::sort(folders.begin(), folders.end());
    return folders;
}

// The setups to play: defaults, then each boolean parameter flipped, then every boolean
// parameter on at once (every option and expansion together), when that is a new setup.
std::vector<std::vector<std::int64_t>> variants(const Ruleset &rules)
{
    std::vector<std::vector<std::int64_t>> all{rules.defaultParameters()};
    auto everyOn = rules.defaultParameters();
    for (std::size_t i = 0; i < rules.parameters.size(); ++i) {
        if (rules.parameters[i].type != ParamType::Bool)
            continue;
        auto flipped = rules.defaultParameters();
        flipped[i] = !flipped[i];
        all.push_back(flipped);
        everyOn[i] = 1;
    }
    if (std::find(all.begin(), all.end(), everyOn) == all.end())
        all.push_back(everyOn);
    return all;
}

// `parameters` with each one not for `players` players back at its default (in a game of
// that count it keeps it).
std::vector<std::int64_t> forPlayers(const Ruleset &rules, int players, std::vector<std::int64_t> parameters)
{
    for (std::size_t i = 0; i < rules.parameters.size(); ++i)
        if (!rules.parameters[i].isFor(players))
            parameters[i] = rules.parameters[i].defaultValue;
    return parameters;
}

// A placement decision offers exactly the placements Board::fits accepts around the
// frontier (or anywhere on an empty board or a sheet), on the cell it must cover and on
// the cells of the tiles it may replace, each once, for each tile offered.
void expectPlacementsComplete(const GameState &state)
{
    const Decision &d = state.decision();
    const Board &board = state.board(d.board);
    std::vector<Coord> cells = board.frontier();
    if (cells.empty() || !d.rule.mustTouch)
        for (int y = 0; y < state.rules().grid.height(); ++y)
            for (int x = 0; x < state.rules().grid.width(); ++x)
                cells.push_back({x, y});
    if (d.rule.coverCell)
        cells.push_back(d.rule.cover);
    for (int t : d.rule.replace)
        if (t >= 0 && t < board.tileCount() && !board.tile(t).removed)
            for (Coord k : board.orientationOf(t).cells)
                cells.push_back(board.tile(t).origin + k);
    // Every anchor that puts some cell of the tile on one of those cells, once.
    std::vector<Action> candidates;
    for (int type : d.tiles) {
        const TileType &tile = state.rules().tiles[type];
        for (Coord c : cells)
            for (std::size_t o = 0; o < tile.orientations.size(); ++o)
                for (Coord k : tile.orientations[o].cells)
                    candidates.push_back({ActionKind::Place, std::int16_t(type), c.x - k.x, c.y - k.y, int(o)});
    }
    const auto byPlacement = [](const Action &x, const Action &y) {
        return std::tie(x.tag, x.a, x.b, x.c) < std::tie(y.tag, y.a, y.b, y.c);
    };
    std::sort(candidates.begin(), candidates.end(), byPlacement);
    candidates.erase(std::unique(candidates.begin(), candidates.end()), candidates.end());
    std::vector<Action> expected;
    for (const Action &a : candidates)
        if (board.fits(a.tag, {{a.a, a.b}, a.c}, d.rule))
            expected.push_back(a);
    std::vector<Action> offered = d.options;
    std::sort(offered.begin(), offered.end(), byPlacement);
    EXPECT_EQ(offered, expected) << "placement options differ from the per-spot check";
}

// Plays one random game checking the per-step properties; returns its full log and
// which players share a score (team mates).
struct Played
{
    GameLog log;
    std::vector<std::vector<bool>> shares;
};

Played playChecked(const Game &game, const MatchSetup &setup)
{
    GameLog log = logFor(game, setup);
    Rng rng(setup.seed);
    RandomBot bot;
    GameState state = game.newGame(setup.players, setup.parameters);
    std::optional<GameState> answered; // Game::applyOption's result, kept from step to step
    log.entries.push_back({-1, std::nullopt, state.events()});
    for (int step = 0; !state.isOver(); ++step) {
        const auto &legal = game.legalActions(state);
        EXPECT_FALSE(legal.empty()) << "no legal action at step " << step;
        if (legal.empty())
            break;
        const Decision &d = state.decision();
        if (d.kind == DecisionKind::Place)
            expectPlacementsComplete(state);
        const std::size_t pick = d.kind == DecisionKind::Chance ? pickChance(d, rng) : bot.decide(game, state, rng);
        const Action action = legal[pick];
        const int player = d.player;
        if (!answered)
            answered.emplace(state);
        game.applyOption(state, pick, *answered);
        const CloneCheck clone = applyThroughClone(state, [&](GameState &s) { game.apply(s, action); });
        EXPECT_TRUE(*answered == state) << "applying an option by its index differs at step " << step;
        EXPECT_EQ(answered->events(), state.events()) << "applying an option by its index differs at step " << step;
        EXPECT_TRUE(clone.originalUnchanged) << "applying an action to a copy changed the original at step " << step;
        EXPECT_TRUE(clone.sameResult) << "the same action on a copy and on the original differs at step " << step;
        log.entries.push_back({player, action, state.events()});
        EXPECT_LT(step, 100000) << "the game does not end";
        if (step >= 100000)
            break;
    }
    for (int p = 0; p < setup.players; ++p)
        log.scores.push_back(state.score(p));
    log.finished = true;
    log.turns = state.turn();
    log.stateHash = state.hash();
    std::vector<std::vector<bool>> shares(setup.players, std::vector<bool>(setup.players));
    for (int p = 0; p < setup.players; ++p)
        for (int q = 0; q < setup.players; ++q)
            shares[p][q] = state.sharesScore(p, q);
    return {log, shares};
}

class Conformance : public ::testing::TestWithParam<std::string>
{};

TEST_P(Conformance, RandomGamesKeepTheEngineContract)
{
    const LoadResult loaded = loadRuleset(GetParam());
    for (const Diagnostic &d : loaded.problems)
        ADD_FAILURE() << d.text();
    ASSERT_TRUE(loaded.ok());
    const auto rules = loaded.ruleset;
    const auto game = makeGame(rules);

    int seed = 0;
    for (const auto &parameters : variants(*rules)) {
        for (int players = rules->minPlayers; players <= rules->maxPlayers; ++players) {
            for (int g = 0; g < kGamesPerSetup / (rules->maxPlayers - rules->minPlayers + 1) + 1; ++g) {
                MatchSetup setup{players, forPlayers(*rules, players, parameters), std::uint64_t(++seed), {"random"}, true};
                SCOPED_TRACE("players " + std::to_string(players) + ", seed " + std::to_string(seed));
                const Played played = playChecked(*game, setup);
                const GameLog &log = played.log;

                std::vector<int> summed(players, 0);
                for (const LogEntry &entry : log.entries)
                    for (const Event &e : entry.events)
                        if (e.kind == EventKind::ScoreChanged)
                            for (int p = 0; p < players; ++p)
                                summed[p] += played.shares[p][e.player] ? e.a : 0;
                EXPECT_EQ(summed, log.scores) << "final scores are not the sum of the logged score events";

                const GameLog reread = parseLog(*rules, toJsonLines(*rules, log));
                ASSERT_EQ(reread.entries.size(), log.entries.size());
                for (std::size_t i = 0; i < log.entries.size(); ++i) {
                    EXPECT_EQ(reread.entries[i].action, log.entries[i].action) << "entry " << i;
                    EXPECT_EQ(reread.entries[i].events, log.entries[i].events) << "entry " << i;
                }
                const ReplayResult replayed = replay(*game, reread);
                EXPECT_TRUE(replayed.reproduced) << "line " << replayed.line << ": " << replayed.difference;
                EXPECT_EQ(replayed.stateHash, log.stateHash);
            }
        }
    }
}

std::string testName(const ::testing::TestParamInfo<std::string> &info)
{
    std::string name = std::filesystem::path(info.param).filename().string();
    for (char &c : name)
        if (!std::isalnum(static_cast<unsigned char>(c)))
            c = '_';
    return name;
}

INSTANTIATE_TEST_SUITE_P(Rulesets, Conformance, ::testing::ValuesIn(rulesetFolders()), testName);

} // namespace
} // namespace tw
