// The MCTS bot, with UCT and with greedy rollouts: its specs, a move that needs looking past
// the opponent's reply, the same choice for the same seed, and a choice that does not depend
// on what its seat cannot see.
#include "luarules.h"

#include "load/rulesetloader.h"
#include "play/match.h"
#include "play/mctsbot.h"
#include "tempruleset.h"

#include <gtest/gtest.h>

namespace tw {
namespace {

using test::TempRuleset;

const std::string kChoiceYaml = "id: temp\nname: Temp\nplayers: {min: 2, max: 2}\ngrid: square\n"
                                "scripts: [flow.lua]\nterrains: {field: {code: F}}\n"
                                "reasons: {points: Points}\nchoices: {pick: {text: Pick, args: [number]}}\n"
                                "tiles:\n  - {id: plain, edges: FFFF}\n";

std::unique_ptr<Game> gameOf(const TempRuleset &r)
{
    LoadResult loaded = loadRuleset(r.folder());
    EXPECT_TRUE(loaded.ok()) << (loaded.problems.empty() ? "" : loaded.problems.front().text());
    return makeGame(loaded.ruleset);
}

TEST(MctsBot, MakeBotReadsEveryFormAndNamesItBack)
{
    for (const std::string spec :
         {"mcts", "mcts:300", "mcts:1", "mcts:2s", "mcts:0.5s", "mcts:16:greedy", "mcts:1000:greedy", "mcts:2s:greedy"}) {
        const auto bot = makeBot(spec);
        ASSERT_TRUE(bot) << spec;
        EXPECT_EQ(bot->name(), spec);
    }
    for (const std::string bad : {"mcts:", "mcts:0", "mcts:-3", "mcts:12x", "mcts:s", "mcts:0s", "mcts:1.5", "mcts2",
                                  "mcts:abc", "mcts:99999999999", "mcts:greedy", "mcts::greedy", "mcts:0:greedy",
                                  "mcts:3:greedy:greedy", "mcts:3:random", "greedy:3"})
        EXPECT_FALSE(makeBot(bad)) << bad;
    EXPECT_EQ(botNames(), (std::vector<std::string>{"random", "greedy", "mcts"}));
    EXPECT_NE(botSpecForms().find("mcts:N"), std::string::npos);
}

// Red takes 3 points and lets Blue take 5 (the bait), or takes 1 and leaves Blue nothing.
const std::string kBaitFlow = R"lua(
function setup(g)
  g:start_turn(1)
  g:choose("red_chose")
  for i = 1, 4 do g:option("pick", i) end
end
function red_chose(g, _, i)
  g:score(1, i == 3 and 1 or 3, "points")
  g:start_turn(2)
  g:choose("blue_chose")
  g:option("pick", 1)
  if i ~= 3 then g:option("pick", 2) end
end
function blue_chose(g, _, i)
  if i == 2 then g:score(2, 5, "points") end
  g:end_game()
end
)lua";

TEST(MctsBot, LooksPastTheOpponentsReply)
{
    TempRuleset r(kBaitFlow);
    r.write("ruleset.yaml", kChoiceYaml);
    const auto game = gameOf(r);
    const GameState start = game->newGame(2);
    for (std::uint64_t seed = 0; seed < 5; ++seed) {
        Rng rng(seed), rolloutRng(seed);
        EXPECT_EQ(MctsBot({200}).decide(*game, start, rng), 2u) << "seed " << seed;
        EXPECT_EQ(MctsBot({8, 0, true}).decide(*game, start, rolloutRng), 2u) << "greedy rollouts, seed " << seed;
    }
    Rng rng(1);
    EXPECT_NE(GreedyBot().decide(*game, start, rng), 2u) << "the immediate gain alone takes the bait";
}

TEST(MctsBot, TheSameSeedPlaysTheSameGame)
{
    const auto game = makeGame(loadRuleset(std::string(TILEWRIGHT_SOURCE_DIR) + "/rulesets/discovery").ruleset);
    MatchSetup setup;
    for (const std::string spec : {"mcts:20", "mcts:8:greedy"}) {
        setup.bots = {spec, "greedy"};
        setup.seed = 11;
        const MatchResult first = playMatch(*game, setup);
        EXPECT_EQ(playMatch(*game, setup).stateHash, first.stateHash) << spec;
        setup.seed = 12;
        EXPECT_NE(playMatch(*game, setup).stateHash, first.stateHash) << spec;
    }
}

// Red scores the value of the first or second card of a deck of c1 and c3; set-up lays the
// 3 first or last (parameter three_first). A hidden deck gives Red nothing to go on.
const std::string kDeckFlow = R"lua(
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

std::string deckYaml(const std::string &visibility)
{
    return "id: hidden\nname: Hidden\nplayers: {min: 2, max: 2}\ngrid: square\nscripts: [flow.lua]\n"
           "terrains: {field: {code: F}}\nzones: {deck: {kind: deck, items: cards, visible: "
        + visibility
        + "}}\ncards: [{id: c1, value: 1}, {id: c3, value: 3}]\n"
          "parameters: {three_first: {type: bool, default: false, help: The 3 lies first}}\n"
          "reasons: {points: Points}\nchoices: {pick: {text: Pick, args: [number]}}\n"
          "tiles:\n  - {id: plain, edges: FFFF}\n";
}

TEST(MctsBot, DecidesTheSameWhateverTheHiddenParts)
{
    TempRuleset r(kDeckFlow);
    r.write("ruleset.yaml", deckYaml("hidden"));
    const auto game = gameOf(r);
    const GameState threeLast = game->newGame(2, {0}), threeFirst = game->newGame(2, {1});
    ASSERT_NE(threeLast, threeFirst);
    for (const bool rollouts : {false, true})
        for (std::uint64_t seed = 0; seed < 10; ++seed) {
            Rng a(seed), b(seed);
            MctsBot bot({50, 0, rollouts});
            EXPECT_EQ(bot.decide(*game, threeLast, a), bot.decide(*game, threeFirst, b))
                << "seed " << seed << (rollouts ? ", greedy rollouts" : "");
        }
}

TEST(MctsBot, UsesWhatItMaySee)
{
    TempRuleset r(kDeckFlow);
    r.write("ruleset.yaml", deckYaml("public"));
    const auto game = gameOf(r);
    for (const bool rollouts : {false, true}) {
        Rng a(3), b(3);
        EXPECT_EQ(MctsBot({50, 0, rollouts}).decide(*game, game->newGame(2, {0}), a), 1u) << "the 3 is second";
        EXPECT_EQ(MctsBot({50, 0, rollouts}).decide(*game, game->newGame(2, {1}), b), 0u) << "the 3 is first";
    }
}

} // namespace
} // namespace tw
