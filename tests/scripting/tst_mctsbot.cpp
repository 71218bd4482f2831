// The MCTS bot, with UCT and with greedy rollouts: its specs, a move that needs looking past
// the opponent's reply, the same choice for the same seed, and a choice that does not depend
// on what its seat cannot see.
#include "luarules.h"

#include "load/rulesetloader.h"
#include "play/match.h"
#include "play/mctsbot.h"
#include "tempruleset.h"

#include <gtest/gtest.h>

#include <set>

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
    EXPECT_EQ(botNames(), (std::vector<std::string>{"random", "greedy", "mcts", "mcts:4:greedy"}));
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

// Red takes 3 points, or 1 point and 4 more on top of the die that follows either way: the
// second is better by 2 whatever the die shows, but the immediate gain prefers the first.
const std::string kDieFlow = R"lua(
function setup(g)
  g:start_turn(1)
  g:choose("red_chose")
  g:option("pick", 1)
  g:option("pick", 2)
end
function red_chose(g, _, i)
  g:set_var("pick", i)
  g:score(1, i == 1 and 3 or 1, "points")
  g:roll("d10", "rolled")
end
function rolled(g, face)
  g:score(1, face + (g:var("pick") == 2 and 4 or 0), "points")
  g:end_game()
end
)lua";

// The rollouts try every candidate on the same chance outcomes, so one determinization tells
// them apart; had each its own die, a single roll would put the first ahead three times in ten.
TEST(MctsBot, RolloutsCompareTheCandidatesOnTheSameChance)
{
    TempRuleset r(kDieFlow);
    r.write("ruleset.yaml", kChoiceYaml + "dice: {d10: {faces: 10}}\nvariables: {pick: {}}\n");
    const auto game = gameOf(r);
    const GameState start = game->newGame(2);
    for (std::uint64_t seed = 0; seed < 20; ++seed) {
        Rng rng(seed);
        EXPECT_EQ(MctsBot({1, 0, true}).decide(*game, start, rng), 1u) << "seed " << seed;
    }
    Rng rng(1);
    EXPECT_EQ(GreedyBot().decide(*game, start, rng), 0u) << "the immediate gain alone takes the 3";
}

// Four picks worth the same point each: nothing for the rollouts to prefer.
const std::string kEvenFlow = R"lua(
function setup(g)
  g:start_turn(1)
  g:choose("red_chose")
  for i = 1, 4 do g:option("pick", i) end
end
function red_chose(g)
  g:score(1, 1, "points")
  g:end_game()
end
)lua";

// Where the rollouts find no difference they play the greedy bot's pick, and so break equal
// gains at random as it does instead of always taking the first listed action.
TEST(MctsBot, RolloutsBreakEqualGainsAtRandomAsGreedyDoes)
{
    TempRuleset r(kEvenFlow);
    r.write("ruleset.yaml", kChoiceYaml);
    const auto game = gameOf(r);
    const GameState start = game->newGame(2);
    std::set<std::size_t> picked;
    for (std::uint64_t seed = 0; seed < 20; ++seed) {
        Rng rng(seed);
        picked.insert(MctsBot({4, 0, true}).decide(*game, start, rng));
    }
    EXPECT_EQ(picked, (std::set<std::size_t>{0, 1, 2, 3}));
}

// A solo game that never ends: each turn takes 2 points, or none and 5 after the next turn's
// die roll, which the greedy bot's look ahead does not pass.
const std::string kEndlessSoloFlow = R"lua(
function setup(g) begin(g) end
begin = function(g)
  g:set_var("turn", g:var("turn") + 1)
  g:start_turn(1)
  g:roll("d2", "rolled")
end
function rolled(g)
  if g:var("turn") == g:var("bonus_at") then g:score(1, 5, "points") end
  g:choose("chose")
  g:option("pick", 1)
  g:option("pick", 2)
end
function chose(g, _, i)
  if i == 1 then g:score(1, 2, "points") else g:set_var("bonus_at", g:var("turn") + 1) end
  begin(g)
end
)lua";

// A rollout ends when turns have begun: in a solo game too, where no other player decides.
// Without rivals the player's margin is its worth, so the later 5 wins over the 2.
TEST(MctsBot, RolloutsEndAfterTurnsAndValueASoloPlayersWorth)
{
    TempRuleset r(kEndlessSoloFlow);
    std::string yaml = kChoiceYaml + "dice: {d2: {faces: 2}}\nvariables: {turn: {}, bonus_at: {}}\n";
    yaml.replace(yaml.find("{min: 2, max: 2}"), 16, "{min: 1, max: 1}");
    r.write("ruleset.yaml", yaml);
    const auto game = gameOf(r);
    GameState start = game->newGame(1);
    ASSERT_EQ(start.decision().kind, DecisionKind::Chance);
    game->apply(start, start.decision().options[0]); // the first roll
    Rng rng(4), greedyRng(4);
    EXPECT_EQ(MctsBot({2, 0, true}).decide(*game, start, rng), 1u);
    EXPECT_EQ(GreedyBot().decide(*game, start, greedyRng), 0u) << "the greedy bot takes the 2";
}

// The rules set how far the rollouts look: a bonus four turns away is past the default
// horizon of two turns (here the turn the candidate began, then two more), within one of three.
TEST(MctsBot, RolloutsLookAsManyTurnsAheadAsTheRulesSay)
{
    std::string flow = kEndlessSoloFlow;
    const std::string nextTurn = "\"bonus_at\", g:var(\"turn\") + 1";
    flow.replace(flow.find(nextTurn), nextTurn.size(), "\"bonus_at\", g:var(\"turn\") + 4");
    TempRuleset r(flow);
    std::string yaml = kChoiceYaml + "dice: {d2: {faces: 2}}\nvariables: {turn: {}, bonus_at: {}}\n";
    yaml.replace(yaml.find("{min: 2, max: 2}"), 16, "{min: 1, max: 1}");
    for (const auto &[bots, pick] :
         {std::pair{std::string(), 0u}, std::pair{std::string("bots: {rollout_turns: 3}\n"), 1u}}) {
        r.write("ruleset.yaml", yaml + bots);
        const auto game = gameOf(r);
        GameState start = game->newGame(1);
        game->apply(start, start.decision().options[0]); // the first roll
        Rng rng(4);
        EXPECT_EQ(MctsBot({2, 0, true}).decide(*game, start, rng), pick) << (bots.empty() ? "by default" : bots);
    }
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
