// Bots decide from their seat's view: a bot's decision is the same whether or not the
// hidden parts of the state differ, and differs when those parts are public. A ruleset's
// evaluate(g, player) hook tells the greedy bot how good a position is.
#include "luarules.h"

#include "load/rulesetloader.h"
#include "play/bot.h"
#include "state/visibility.h"
#include "tempruleset.h"

#include <gtest/gtest.h>

namespace tw {
namespace {

using test::TempRuleset;

// Red may score the value of the first or the second card of a deck; set-up puts the 3
// first or last (parameter `three_first`). Which is better depends on the deck's order.
const std::string kFlow = R"lua(
function setup(g)
  local order = g:param("three_first") and { "c3", "c1" } or { "c1", "c3" }
  for _, c in ipairs(order) do g:put("deck", c) end
  g:start_turn(1)
  g:choose("chosen")
  g:option("pick", 1)
  g:option("pick", 2)
end

function chosen(g, _, i)
  local _, _, value = g:card(g:zone_items("deck")[i])
  g:score(g:player(), value, "points")
  g:end_game()
end
)lua";

std::string yaml(const std::string &deckVisibility)
{
    return "id: hidden\nname: Hidden\nplayers: {min: 2, max: 2}\ngrid: square\nscripts: [flow.lua]\n"
           "terrains: {field: {code: F}}\n"
           "zones: {deck: {kind: deck, items: cards, visible: "
        + deckVisibility
        + "}}\n"
          "cards: [{id: c1, value: 1}, {id: c3, value: 3}]\n"
          "parameters: {three_first: {type: bool, default: false, help: The 3 lies first}}\n"
          "reasons: {points: Points}\nchoices: {pick: {text: Pick, args: [number]}}\n"
          "tiles:\n  - {id: plain, edges: FFFF}\n";
}

// The greedy bot's pick for Red with the deck in each order.
std::pair<std::size_t, std::size_t> picks(const std::string &deckVisibility, const std::string &flow = kFlow)
{
    TempRuleset r(flow);
    r.write("ruleset.yaml", yaml(deckVisibility));
    LoadResult loaded = loadRuleset(r.folder());
    EXPECT_TRUE(loaded.ok()) << (loaded.problems.empty() ? "" : loaded.problems.front().text());
    auto game = makeGame(loaded.ruleset);
    GreedyBot bot;
    Rng rng1(7), rng2(7);
    return {bot.decide(*game, game->newGame(2, {0}), rng1), bot.decide(*game, game->newGame(2, {1}), rng2)};
}

TEST(HiddenInformation, ABotDecidesTheSameWhateverTheHiddenOrder)
{
    const auto [threeLast, threeFirst] = picks("hidden");
    EXPECT_EQ(threeLast, threeFirst);
}

TEST(HiddenInformation, ABotUsesWhatItMaySee)
{
    const auto [threeLast, threeFirst] = picks("public");
    EXPECT_EQ(threeLast, 1u) << "the 3 is second";
    EXPECT_EQ(threeFirst, 0u) << "the 3 is first";
}

TEST(HiddenInformation, GreedyFollowsTheEvaluateHook)
{
    // The hook says a low score is good: the bot now takes the 1.
    const auto [threeLast, threeFirst] = picks("public", kFlow + "function evaluate(g, p) return -g:score_of(p) end\n");
    EXPECT_EQ(threeLast, 0u);
    EXPECT_EQ(threeFirst, 1u);
}

// g:draw(zone, fn, 0): nobody draws (a face-down stack turned up): the drawn card is known
// only as far as the zone it goes to shows it, and the continuation has no current player.
TEST(HiddenInformation, ADrawByNobodyIsSeenByNobody)
{
    TempRuleset r(R"lua(
function setup(g)
  g:put("deck", "c1")
  g:start_turn(1)
  g:draw("deck", "turned_up", 0)
end
function turned_up(g, card)
  assert(g:player() == 0, "nobody drew")
  g:put("stack", card)
  g:start_turn(1)
  g:choose("chosen")
  g:option("pick", 1)
end
function chosen(g) g:end_game() end
)lua");
    r.write("ruleset.yaml",
            "id: nobody\nname: Nobody\nplayers: {min: 2, max: 2}\ngrid: square\nscripts: [flow.lua]\n"
            "terrains: {field: {code: F}}\n"
            "zones: {deck: {kind: deck, items: cards}, stack: {kind: stack, items: cards, visible: hidden}}\n"
            "cards: [{id: c1, value: 1}, {id: c3, value: 3}]\n"
            "reasons: {points: Points}\nchoices: {pick: {text: Pick, args: [number]}}\n"
            "tiles:\n  - {id: plain, edges: FFFF}\n");
    LoadResult loaded = loadRuleset(r.folder());
    ASSERT_TRUE(loaded.ok()) << (loaded.problems.empty() ? "" : loaded.problems.front().text());
    auto game = makeGame(loaded.ruleset);
    GameState state = game->newGame(2);
    EXPECT_EQ(state.decision().kind, DecisionKind::Chance);
    EXPECT_EQ(state.decision().player, -1);
    game->apply(state, game->legalActions(state).front());
    int checked = 0;
    for (const Event &e : state.events()) {
        if (e.kind != EventKind::Drawn && e.kind != EventKind::ItemPut)
            continue;
        ++checked;
        EXPECT_EQ(e.player, -1);
        for (int seat : {0, 1, kNobody})
            EXPECT_FALSE(seesEventItem(*loaded.ruleset, e, seat)) << "seat " << seat;
        EXPECT_TRUE(seesEventItem(*loaded.ruleset, e, kReferee));
    }
    EXPECT_EQ(checked, 2) << "the draw and the put";
}

} // namespace
} // namespace tw
