// The Lua side of a ruleset: loading, the contract with the engine, and what happens when
// a script fails. Every failure must become a RulesError naming the script and line,
// and the Game must stay usable afterwards.
#include "luarules.h"

#include "engine/ruleserror.h"
#include "load/rulesetloader.h"
#include "log/eventtext.h"
#include "play/match.h"
#include "play/simulation.h"
#include "tempruleset.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <optional>
#include <thread>

namespace tw {
namespace {

using test::TempRuleset;

// A flow that draws and places until the bag is empty; `extra` is appended.
const std::string kWorkingFlow = "function setup(g)\n"                          // 1
                                 "  g:fill_bag('bag') g:take('bag', 'plain')\n" // 2
                                 "  g:place_tile('plain', 0, 0)\n"              // 3
                                 "  g:start_turn(1)\n"                          // 4
                                 "  g:draw('bag', 'drawn')\n"                   // 5
                                 "end\n"                                        // 6
                                 "function drawn(g, tile)\n"                    // 7
                                 "  g:ask_place(tile, 'placed')\n"              // 8
                                 "end\n";                                       // 9

// The RulesError that `run` throws, or nullopt if it throws none.
template<typename Run>
std::optional<RulesError> failure(Run &&run)
{
    try {
        run();
    } catch (const RulesError &e) {
        return e;
    }
    return std::nullopt;
}

std::unique_ptr<Game> load(const TempRuleset &r)
{
    LoadResult loaded = loadRuleset(r.folder());
    for (const Diagnostic &d : loaded.problems)
        ADD_FAILURE() << d.text();
    return makeGame(loaded.ruleset);
}

GameState started(const Game &game)
{
    GameState state = game.newGame(2);
    EXPECT_EQ(state.decision().kind, DecisionKind::Chance);
    return state;
}

// Draws (forcing the only tile type) and places at the first spot: runs `placed`.
void drawAndPlace(const Game &game, GameState &state)
{
    game.apply(state, game.legalActions(state).front());
    game.apply(state, game.legalActions(state).front());
}

TEST(LuaRules, RuntimeErrorNamesScriptLineAndTraceback)
{
    TempRuleset r("function setup(g)\n"
                  "  local t = nil\n"
                  "  return t.field\n"
                  "end\n");
    auto game = load(r);
    const auto e = failure([&] { game->newGame(2); });
    ASSERT_TRUE(e) << "expected a RulesError";
    EXPECT_EQ(e->file(), r.script());
    EXPECT_EQ(e->line(), 3);
    EXPECT_NE(std::string(e->what()).find("attempt to index a nil value"), std::string::npos) << e->what();
    EXPECT_NE(e->traceback().find("setup"), std::string::npos) << e->traceback();
}

TEST(LuaRules, SyntaxErrorIsReportedWhenLoading)
{
    TempRuleset r("function setup(g)\n  if then\nend\n");
    LoadResult loaded = loadRuleset(r.folder());
    ASSERT_TRUE(loaded.ok());
    const auto e = failure([&] { makeGame(loaded.ruleset); });
    ASSERT_TRUE(e) << "expected a RulesError";
    EXPECT_EQ(e->file(), r.script());
    EXPECT_EQ(e->line(), 2);
    EXPECT_TRUE(e->isSyntax());
    EXPECT_EQ(e->column(), 6); // "  if then": Lua names 'then'
    EXPECT_EQ(std::string(e->what()), r.script() + ":2:6: syntax error: " + e->message());
}

TEST(LuaRules, InfiniteLoopInAHookStopsAndTheGameStaysUsable)
{
    TempRuleset r(kWorkingFlow + "function placed(g)\n  while true do end\nend\n");
    auto game = load(r);
    GameState state = started(*game);
    const auto e = failure([&] { drawAndPlace(*game, state); });
    ASSERT_TRUE(e) << "expected a RulesError";
    EXPECT_NE(std::string(e->what()).find("instruction budget exceeded"), std::string::npos) << e->what();
    EXPECT_EQ(e->line(), 11);
    GameState again = started(*game);
    EXPECT_EQ(again.board().tileCount(), 1);
}

TEST(LuaRules, MemoryBombStopsWithAMemoryError)
{
    TempRuleset r(kWorkingFlow + "function placed(g)\n  local s = string.rep('x', 64 * 1024 * 1024)\nend\n");
    auto game = load(r);
    GameState state = started(*game);
    const auto e = failure([&] { drawAndPlace(*game, state); });
    ASSERT_TRUE(e) << "expected a RulesError";
    EXPECT_NE(std::string(e->what()).find("not enough memory"), std::string::npos) << e->what();
    EXPECT_NO_THROW(started(*game));
}

TEST(LuaRules, HooksCannotKeepStateInGlobals)
{
    TempRuleset r(kWorkingFlow + "function placed(g)\n  counter = 1\nend\n");
    auto game = load(r);
    GameState state = started(*game);
    const auto e = failure([&] { drawAndPlace(*game, state); });
    ASSERT_TRUE(e) << "expected a RulesError";
    EXPECT_NE(std::string(e->what()).find("stateless"), std::string::npos) << e->what();
    EXPECT_EQ(e->line(), 11);
}

TEST(LuaRules, UnknownNamesInTheApiAreErrorsAtTheCallingLine)
{
    TempRuleset r("function setup(g)\n  g:fill_bag('sack')\nend\n");
    auto game = load(r);
    const auto e = failure([&] { game->newGame(2); });
    ASSERT_TRUE(e) << "expected a RulesError";
    EXPECT_EQ(e->line(), 2);
    EXPECT_NE(std::string(e->what()).find("unknown zone 'sack'"), std::string::npos) << e->what();
}

// Names are looked up by the address of their text; texts made and dropped again and
// again (collected, their memory reused for other texts) must still find their own entry,
// and so must a name too long for Lua to intern (looked up by its text each time).
TEST(LuaRules, NamesMadeAndDroppedKeepTheirMeaning)
{
    TempRuleset r(kWorkingFlow
                      + "function read(g, i)\n"
                        "  local junk = {tostring(i), tostring(-i), 'x' .. i}\n"
                        "  local long = 'a_parameter_whose_name_' .. 'is_longer_than_forty_characters'\n"
                        "  return g:param('p' .. i % 3) + g:param(long)\n"
                        "end\n",
                  "parameters:\n"
                  "  p0: {type: int, default: 0, help: Zero}\n"
                  "  p1: {type: int, default: 10, help: Ten}\n"
                  "  p2: {type: int, default: 20, help: Twenty}\n"
                  "  a_parameter_whose_name_is_longer_than_forty_characters: {type: int, default: 1000, help: Long}\n");
    auto game = load(r);
    const GameState state = started(*game);
    for (int i = 0; i < 20000; ++i)
        ASSERT_EQ(game->query(state, "read", i).value_or(-1), 1000 + 10 * (i % 3)) << "call " << i;
}

TEST(LuaRules, HooksRunOnlyOnGamesOfTheirOwnRules)
{
    TempRuleset r(kWorkingFlow + "function tiles(g) return g:tile_count() end\n");
    auto game = load(r);
    auto other = load(r); // the same files, loaded again: other rules
    EXPECT_EQ(game->query(started(*game), "tiles", 0), 1);
    EXPECT_THROW(game->query(started(*other), "tiles", 0), std::logic_error);
}

TEST(LuaRules, EngineMisuseIsALuaErrorAtTheCallingLine)
{
    TempRuleset r("function setup(g)\n  g:fill_bag('hand')\nend\n", "zones: {hand: {kind: hand}}\n");
    r.write("ruleset.yaml",
            "id: temp\nname: Temp\nplayers: {min: 2, max: 2}\ngrid: square\nscripts: [flow.lua]\n"
            "terrains: {field: {code: F}}\nzones: {hand: {kind: hand}}\n"
            "tiles:\n  - {id: plain, edges: FFFF, segments: [{kind: field, edges: [N, E, S, W]}]}\n");
    auto game = load(r);
    const auto e = failure([&] { game->newGame(2); });
    ASSERT_TRUE(e) << "expected a RulesError";
    EXPECT_EQ(e->line(), 2);
    EXPECT_NE(std::string(e->what()).find("zone 'hand' belongs to each player"), std::string::npos) << e->what();
}

TEST(LuaRules, QueryHooksAnswerOnACopy)
{
    TempRuleset r(kWorkingFlow + "function doubled(g, n)\n  g:score(1, 5, 'bonus')\n  return 2 * n + g:score_of(1)\nend\n",
                  "reasons: {bonus: Bonus}\n");
    auto game = load(r);
    const GameState state = started(*game);
    EXPECT_EQ(game->query(state, "doubled", 4).value_or(-1), 13);
    EXPECT_EQ(state.score(0), 0) << "a query changes only its copy";
    EXPECT_FALSE(game->query(state, "undefined_hook", 1).has_value());
}

TEST(LuaRules, TableQueryHooksAnswerNamesWithNumbers)
{
    TempRuleset r(kWorkingFlow
                      + "function projected_scores(g, p)\n  g:score(1, 5, 'bonus')\n"
                        "  return { zeta = p, alpha = g:score_of(1) - 2 }\nend\n"
                        "function broken(g, p) return { 1, 2 } end\n"
                        "function number(g, p) return 3 end\n",
                  "reasons: {bonus: Bonus}\n");
    auto game = load(r);
    const GameState state = started(*game);
    const auto lines = game->queryTable(state, "projected_scores", 2);
    ASSERT_TRUE(lines.has_value());
    EXPECT_EQ(*lines, (NamedNumbers{{"alpha", 3}, {"zeta", 2}})); // sorted by name
    EXPECT_EQ(state.score(0), 0) << "a query changes only its copy";
    EXPECT_FALSE(game->queryTable(state, "undefined_hook", 1).has_value());
    for (const char *hook : {"broken", "number"}) {
        const auto e = failure([&] { game->queryTable(state, hook, 1); });
        ASSERT_TRUE(e) << hook;
        EXPECT_NE(std::string(e->what()).find("must return a table of names to whole numbers"), std::string::npos)
            << e->what();
    }
}

TEST(LuaRules, GroupsQueryHooksAnswerCardsWithPoints)
{
    TempRuleset r(kWorkingFlow
                      + "function hand_groups(g, p)\n"
                        "  return { { cards = { 2, 1 }, points = 3 + p, label = 'Pair' }, { cards = { 3 }, points = 0 } }\nend\n"
                        "function bad_card(g, p) return { { cards = { 4 }, points = 1 } } end\n"
                        "function no_points(g, p) return { { cards = { 1 } } } end\n"
                        "function no_cards(g, p) return { { cards = {}, points = 1 } } end\n"
                        "function not_list(g, p) return 3 end\n",
                  "cards: [{id: a}, {id: b}, {id: c}]\n");
    auto game = load(r);
    const GameState state = started(*game);
    const auto groups = game->queryGroups(state, "hand_groups", 2);
    ASSERT_TRUE(groups.has_value());
    EXPECT_EQ(*groups, (CardGroups{{{1, 0}, 5, "Pair"}, {{2}, 0, ""}}));
    EXPECT_FALSE(game->queryGroups(state, "undefined_hook", 1).has_value());
    const std::pair<const char *, const char *> broken[] = {{"bad_card", "group 1: card 4 does not exist (1..3)"},
                                                            {"no_points", "group 1: points must be a whole number"},
                                                            {"no_cards", "group 1: cards is empty"},
                                                            {"not_list", "must return a list of card groups (not a list)"}};
    for (const auto &[hook, message] : broken) {
        const auto e = failure([&] { game->queryGroups(state, hook, 1); });
        ASSERT_TRUE(e) << hook;
        EXPECT_NE(std::string(e->what()).find(message), std::string::npos) << e->what();
    }
}

TEST(LuaRules, MarksQueryHooksAnswerMarksOnCells)
{
    TempRuleset r(kWorkingFlow
                      + "function board_marks(g, board)\n"
                        "  return { { x = 1, y = -2, text = 'ab', tip = 'A b', player = 2, outline = true },\n"
                        "           { x = 0, y = 0, to_x = 1, to_y = 0, card = 1, shade = true } }\nend\n"
                        "function bad_player(g, b) return { { x = 0, y = 0, player = 3 } } end\n"
                        "function bad_shade(g, b) return { { x = 0, y = 0, shade = 1 } } end\n"
                        "function no_y(g, b) return { { x = 0 } } end\n"
                        "function half_span(g, b) return { { x = 0, y = 0, to_x = 1 } } end\n"
                        "function not_list(g, b) return 3 end\n",
                  "cards: [{id: torch}]\n");
    auto game = load(r);
    const GameState state = started(*game);
    const auto marks = game->queryMarks(state, "board_marks", 1);
    ASSERT_TRUE(marks.has_value());
    ASSERT_EQ(marks->size(), 2u);
    const BoardMark &a = (*marks)[0], &b = (*marks)[1];
    EXPECT_EQ(a.cell, (Coord{1, -2}));
    EXPECT_EQ(a.text, "ab");
    EXPECT_EQ(a.tip, "A b");
    EXPECT_EQ(a.player, 1); // seat 2
    EXPECT_TRUE(a.outline);
    EXPECT_FALSE(a.shade);
    EXPECT_FALSE(a.spans);
    EXPECT_EQ(a.card, -1);
    EXPECT_TRUE(b.spans);
    EXPECT_EQ(b.to, (Coord{1, 0}));
    EXPECT_EQ(b.card, 0);
    EXPECT_EQ(b.player, -1);
    EXPECT_FALSE(b.outline);
    EXPECT_TRUE(b.shade);
    EXPECT_FALSE(game->queryMarks(state, "undefined_hook", 1).has_value());
    const std::pair<const char *, const char *> broken[] = {{"bad_player", "mark 1: player 3 does not exist (1..2)"},
                                                            {"bad_shade", "mark 1: shade must be true or false"},
                                                            {"no_y", "mark 1: y is missing"},
                                                            {"half_span", "mark 1: to_x and to_y go together"},
                                                            {"not_list", "must return a list of marks (not a list)"}};
    for (const auto &[hook, message] : broken) {
        const auto e = failure([&] { game->queryMarks(state, hook, 1); });
        ASSERT_TRUE(e) << hook;
        EXPECT_NE(std::string(e->what()).find(message), std::string::npos) << e->what();
    }
}

TEST(LuaRules, AFlowThatAsksNothingBreaksTheContract)
{
    TempRuleset r(kWorkingFlow + "function placed(g)\nend\n");
    auto game = load(r);
    GameState state = started(*game);
    const auto e = failure([&] { drawAndPlace(*game, state); });
    ASSERT_TRUE(e) << "expected a RulesError";
    EXPECT_NE(std::string(e->what()).find("'placed' without asking for a decision"), std::string::npos) << e->what();
}

TEST(LuaRules, MissingSetupIsAnError)
{
    TempRuleset r("function other(g) end\n");
    LoadResult loaded = loadRuleset(r.folder());
    ASSERT_TRUE(loaded.ok());
    EXPECT_THROW(makeGame(loaded.ruleset), RulesError);
}

TEST(LuaRules, ChanceIsTheEnginesAlone)
{
    TempRuleset r("function setup(g)\n  assert(math.random == nil and math.randomseed == nil and os == nil and io == nil)\n"
                  "  g:end_game()\nend\n");
    auto game = load(r);
    EXPECT_TRUE(game->newGame(2).isOver());
}

TEST(LuaRules, ARollByNobodyIsTheGames)
{
    TempRuleset r("function setup(g)\n  g:start_turn(2)\n  g:roll('d6', 'rolled', 0)\nend\n"
                  "function rolled(g, face)\n  assert(g:player() == 0, 'nobody rolled')\n  g:end_game()\nend\n",
                  "dice: {d6: {faces: 6}}\n");
    auto game = load(r);
    GameState state = started(*game);
    EXPECT_EQ(state.decision().player, -1);
    game->apply(state, game->legalActions(state).at(3));
    ASSERT_TRUE(state.isOver());
    const auto rolled = std::find_if(state.events().begin(), state.events().end(),
                                     [](const Event &e) { return e.kind == EventKind::Rolled; });
    ASSERT_NE(rolled, state.events().end());
    EXPECT_EQ(rolled->player, -1);
    EXPECT_EQ(describe(game->rules(), 2, *rolled), "Game rolled 4");
}

TEST(LuaRules, ANoteIsForThePlayerItNames)
{
    TempRuleset r("function setup(g)\n  g:start_turn(1)\n  g:note('group', 7)\n  g:note_for(2, 'group', 8)\n"
                  "  g:note_for(0, 'group', 9)\n  g:end_game()\nend\n",
                  "choices: {group: {text: Group, args: [number]}}\n");
    auto game = load(r);
    const GameState state = game->newGame(2);
    std::vector<int> players;
    for (const Event &e : state.events())
        if (e.kind == EventKind::Note)
            players.push_back(e.player);
    EXPECT_EQ(players, (std::vector<int>{0, 1, -1})) << "the current player's, the second's, the game's";
}

TEST(LuaRules, ANoteIsWordedByItsChoicesTemplate)
{
    TempRuleset r("function setup(g)\n  g:start_turn(1)\n  g:note('contest', 2, 3, 2, 4)\n  g:note('plain', 5)\n"
                  "  g:end_game()\nend\n",
                  "choices:\n  contest: {text: Contest, args: [{gap: cell}, {rival: player}, {explorers: number}],\n"
                  "    note: \"{who} contests the gap at {gap} with {rival} ({explorers} explorers, {who})\"}\n"
                  "  plain: {text: Plain, args: [number]}\n");
    auto game = load(r);
    const GameState state = game->newGame(2);
    std::vector<std::string> notes;
    for (const Event &e : state.events())
        if (e.kind == EventKind::Note)
            notes.push_back(describe(game->rules(), 2, e));
    EXPECT_EQ(notes,
              (std::vector<std::string>{"Player 1 contests the gap at 2,3 with Player 2 (4 explorers, Player 1)",
                                        "Player 1: Plain: 5"}));
}

TEST(LuaRules, ContinuationsAreNumberedByName)
{
    TempRuleset r("function zeta(g) end\nfunction setup(g) g:end_game() end\nfunction alpha(g) end\n");
    LoadResult loaded = loadRuleset(r.folder());
    LuaRules rules(loaded.ruleset);
    EXPECT_EQ(rules.continuationId("alpha"), 0);
    EXPECT_EQ(rules.continuationId("setup"), 1);
    EXPECT_EQ(rules.continuationId("zeta"), 2);
    EXPECT_EQ(rules.continuationId("missing"), -1);
}

TEST(LuaRules, IllegalActionsAreRefusedWithAReason)
{
    TempRuleset r(kWorkingFlow + "function placed(g)\n  g:end_game()\nend\n");
    auto game = load(r);
    GameState state = started(*game);
    game->apply(state, game->legalActions(state).front());
    ASSERT_EQ(state.decision().kind, DecisionKind::Place);
    const std::int16_t plain = std::int16_t(state.decision().tiles.front());
    const Action overlap{ActionKind::Place, plain, 0, 0, 0};
    EXPECT_EQ(game->whyIllegal(state, overlap).value_or(""), "that spot is taken");
    const Action away{ActionKind::Place, plain, 5, 5, 0};
    EXPECT_EQ(game->whyIllegal(state, away).value_or(""), "the tile must touch a placed tile along an edge");
    EXPECT_THROW(game->apply(state, away), std::invalid_argument);
}

TEST(LuaRules, AnUnlistedDrawIsCheckedAgainstTheZone)
{
    TempRuleset r(kWorkingFlow + "function placed(g)\n  g:end_game()\nend\n");
    auto game = load(r);
    GameState state = game->newGame(2);
    ASSERT_TRUE(state.askedDecision().unlisted);
    const GameState copy = state;
    const std::vector<Action> legal = copy.decision().options;
    ASSERT_FALSE(legal.empty());
    for (const Action &a : legal)
        EXPECT_FALSE(game->whyIllegal(state, a).has_value());
    Action absent = legal.front();
    absent.a = 99;
    EXPECT_TRUE(game->whyIllegal(state, absent).has_value()) << "an item the zone does not hold";
    Action extra = legal.front();
    extra.b = 1;
    EXPECT_TRUE(game->whyIllegal(state, extra).has_value()) << "a value a draw does not have";
    Action place = legal.front();
    place.kind = ActionKind::Place;
    EXPECT_TRUE(game->whyIllegal(state, place).has_value());
    EXPECT_TRUE(state.askedDecision().unlisted) << "checking lists nothing";
}

TEST(LuaRules, AnUnlistedPlacementIsCheckedSpotBySpot)
{
    TempRuleset r(kWorkingFlow + "function placed(g)\n  g:end_game()\nend\n");
    auto game = load(r);
    GameState state = started(*game);
    game->apply(state, game->legalActions(state).front());
    ASSERT_TRUE(state.askedDecision().unlisted) << "a one-cell tile on the frontier";
    const GameState copy = state;
    const std::vector<Action> legal = copy.decision().options;
    ASSERT_FALSE(legal.empty());
    const std::int16_t plain = legal.front().tag;
    const int orientations = int(game->rules().tiles[plain].orientations.size());
    for (int x = -2; x <= 2; ++x)
        for (int y = -2; y <= 2; ++y)
            for (int o = 0; o <= orientations; ++o) {
                const Action a{ActionKind::Place, plain, x, y, o};
                const bool listed = std::find(legal.begin(), legal.end(), a) != legal.end();
                EXPECT_EQ(!game->whyIllegal(state, a).has_value(), listed) << x << "," << y << " turned " << o;
            }
    Action extra = legal.front();
    extra.d = 1;
    EXPECT_TRUE(game->whyIllegal(state, extra).has_value()) << "a value a placement does not have";
    EXPECT_TRUE(state.askedDecision().unlisted) << "checking lists nothing";
    game->apply(state, legal.back());
    EXPECT_EQ(state.board().tileCount(), 2);
}

// A flow that asks the same choice for ever: the game never ends.
const std::string kEndlessFlow = "function setup(g) g:start_turn(1) ask(g) end\n"
                                 "function ask(g) g:choose('again') g:option('go') end\n"
                                 "function again(g) ask(g) end\n";
const std::string kGoChoice = "choices: {go: Go on}\n";

TEST(LuaRules, AGameThatNeverEndsIsStoppedWithAClearError)
{
    const TempRuleset r(kEndlessFlow, kGoChoice);
    const auto game = load(r);
    MatchSetup setup;
    setup.bots = {"random"};
    setup.maxActions = 500;
    try {
        playMatch(*game, setup);
        FAIL() << "an endless game ended";
    } catch (const std::runtime_error &e) {
        EXPECT_STREQ(e.what(), "the game has not ended after 500 actions: does the flow ever end it?");
    }
}

TEST(LuaRules, CancellingStopsTheGamesUnderWay)
{
    const TempRuleset r(kEndlessFlow, kGoChoice);
    const std::shared_ptr<const Ruleset> rules = loadRuleset(r.folder()).ruleset;
    ASSERT_TRUE(rules);
    std::atomic<bool> cancel{false};
    SimulationSetup setup;
    setup.match.bots = {"random"};
    setup.games = 4;
    setup.jobs = 2;
    setup.cancel = &cancel;
    setup.match.maxActions = 50'000'000; // far more than 50 ms of actions
    // Cancelled while the games run: each stops at its next action, none is counted, and
    // none goes on to the action limit (which would be reported as an error).
    std::thread stopper([&cancel] {
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
        cancel = true;
    });
    const SimulationReport report = simulate([&rules] { return makeGame(rules); }, setup);
    stopper.join();
    EXPECT_EQ(report.games, 0);
    EXPECT_TRUE(report.error.empty()) << report.error;
}

} // namespace
} // namespace tw
