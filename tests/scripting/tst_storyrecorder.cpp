// How a game went, told by the recorder a match keeps: who led when (by the scores, or in a
// game scored at its end by its projected scores; a team as one), each tile type's
// placements and the points that followed them up to the next placement, and each reason's
// points. The end
// scoring follows the last placement but is owed to no tile (nor, as the two come in one
// action and cannot be told apart, are the last placement's own points).
#include "luarules.h"

#include "load/rulesetloader.h"
#include "play/match.h"
#include "tempruleset.h"

#include <gtest/gtest.h>

namespace tw {
namespace {

using test::TempRuleset;

// Five plain tiles: one laid in set-up, four placed in play for 1 point each; the end of
// the game gives player 1 another 10.
const std::string kScoresEachPlacementAndTheEnd = R"(
function setup(g)
  g:fill_bag("bag")
  g:take("bag", "plain")
  g:place_tile("plain", 0, 0)
  turn(g, 1)
end
function turn(g, p)
  if g:zone_count("bag") == 0 then
    g:score(1, 10, "end")
    return g:end_game()
  end
  g:start_turn(p)
  g:draw("bag", "drawn")
end
function drawn(g, tile)
  if g:ask_place(tile, "placed") then return end
  g:discard(tile)
  turn(g, g:player() % 2 + 1)
end
function placed(g, tile)
  g:score(g:player(), 1, "placed")
  turn(g, g:player() % 2 + 1)
end
)";

// A game of random bots under `flow` with `extraYaml` added to TempRuleset's rules.
MatchResult randomGame(const std::string &flow, const std::string &extraYaml)
{
    const TempRuleset ruleset(flow, extraYaml);
    LoadResult loaded = loadRuleset(ruleset.folder());
    if (!loaded.ruleset) {
        ADD_FAILURE() << (loaded.problems.empty() ? "" : loaded.problems.front().text());
        return {};
    }
    const auto game = makeGame(loaded.ruleset);
    MatchSetup setup;
    setup.bots = {"random"};
    return playMatch(*game, setup);
}

TEST(StoryRecorder, TheEndScoringFollowsNoPlacement)
{
    const MatchResult result = randomGame(kScoresEachPlacementAndTheEnd,
                                          "reasons: {placed: Placed, end: End of the game}\n");

    ASSERT_EQ(result.scores, (std::vector<int>{12, 2}));
    const GameStory &story = result.story;
    EXPECT_EQ(story.placements, std::vector<int>{4}) << "the set-up tile is no player's placement";
    EXPECT_EQ(story.placementPoints, std::vector<long long>{3}) << "the end's 10 points follow no placement";
    EXPECT_EQ(story.reasonPoints, (std::vector<long long>{4, 10}));
}

// Scores, one step an action: STEPS[i] = {player, points}; `teams` joins 1 with 3 and 2
// with 4 first.
std::string scoringSteps(const std::string &steps, bool teams)
{
    return "STEPS = " + steps + "\n"
        + (teams ? "function setup(g) g:share_score(1, 3) g:share_score(2, 4) " : "function setup(g) ")
        + R"(g:start_turn(1) ask(g) end
function ask(g) g:choose("scored") g:option("go") end
function scored(g)
  local step = g:var("step") + 1
  g:set_var("step", step)
  g:score(STEPS[step][1], STEPS[step][2], "placed")
  if step == #STEPS then return g:end_game() end
  ask(g)
end
)";
}

// The same steps banked instead of scored: the game scores them all at its end, and its
// projected_scores hook says what the end would give now.
std::string bankedSteps(const std::string &steps)
{
    return "STEPS = " + steps + "\n" + R"(function setup(g) g:start_turn(1) ask(g) end
function ask(g) g:choose("banked") g:option("go") end
function banked(g)
  local step = g:var("step") + 1
  g:set_var("step", step)
  local p = STEPS[step][1]
  g:set_var("bank", g:var("bank", p) + STEPS[step][2], p)
  if step < #STEPS then return ask(g) end
  for q = 1, g:players() do g:score(q, g:var("bank", q), "placed") end
  g:end_game()
end
function projected_scores(g, p) return { placed = g:var("bank", p) } end
)";
}

MatchResult matchOf(const std::string &flow, int players)
{
    const TempRuleset ruleset(flow);
    ruleset.write("ruleset.yaml",
                  "id: steps\nname: Steps\nplayers: {min: 2, max: 4}\ngrid: square\n"
                  "scripts: [flow.lua]\nterrains: {field: {code: F}}\ntiles: [{id: plain, edges: FFFF}]\n"
                  "choices: {go: Go on}\nvariables: {step: {help: Steps taken}, bank: {per_player: true}}\n"
                  "reasons: {placed: Placed}\n");
    LoadResult loaded = loadRuleset(ruleset.folder());
    if (!loaded.ruleset) {
        ADD_FAILURE() << (loaded.problems.empty() ? "" : loaded.problems.front().text());
        return {};
    }
    const auto game = makeGame(loaded.ruleset);
    MatchSetup setup;
    setup.players = players;
    setup.bots = {"random"};
    return playMatch(*game, setup);
}

GameStory storyOf(const std::string &flow, int players)
{
    return matchOf(flow, players).story;
}

// Scores, one step a turn: STEPS[i] = {player, points}, in that player's turn.
std::string scoringTurns(const std::string &steps)
{
    return "STEPS = " + steps + "\n" + R"(function setup(g) ask(g, STEPS[1][1]) end
function ask(g, p) g:start_turn(p) g:choose("scored") g:option("go") end
function scored(g)
  local step = g:var("step") + 1
  g:set_var("step", step)
  g:score(STEPS[step][1], STEPS[step][2], "placed")
  if step == #STEPS then return g:end_game() end
  ask(g, STEPS[step + 1][1])
end
)";
}

// A tie for first was never settled: decided in the last turn, with none of the game
// left. The same game won by the player who led throughout was settled from the start.
TEST(StoryRecorder, ATieWasNeverSettled)
{
    // 2-0, 2-1, 2-2, then 2-2 or 3-2.
    const MatchResult tie = matchOf(scoringTurns("{{1, 2}, {2, 1}, {2, 1}, {1, 0}}"), 2);
    ASSERT_EQ(tie.scores, (std::vector<int>{2, 2}));
    EXPECT_EQ(tie.turns, 4);
    EXPECT_EQ(tie.story.decidedAtTurn, tie.turns);
    const MatchResult won = matchOf(scoringTurns("{{1, 2}, {2, 1}, {2, 1}, {1, 1}}"), 2);
    ASSERT_EQ(won.scores, (std::vector<int>{3, 2}));
    EXPECT_EQ(won.story.decidedAtTurn, 0);
}

// A tie does not take the lead: it passes when the other player gets ahead.
TEST(StoryRecorder, TheLeadPassesWhenAnotherGetsAhead)
{
    // 1-0, 1-1, 1-2 (2 leads), 2-2, 3-2 (1 leads again).
    const GameStory story = storyOf(scoringSteps("{{1, 1}, {2, 1}, {2, 1}, {1, 1}, {1, 1}}", false), 2);
    EXPECT_EQ(story.leadChanges, 2);
    EXPECT_EQ(story.sides, (std::vector<int>{0, 1}));
    EXPECT_TRUE(story.winnerTrailed);
    EXPECT_EQ(story.winnerDeficit, 1) << "1-2 at worst";
}

// A game whose only points come with its end had no lead to tell of.
TEST(StoryRecorder, PointsOnlyAtTheEndShowNoLead)
{
    EXPECT_FALSE(storyOf(scoringSteps("{{1, 1}}", false), 2).leadSeen);
    EXPECT_TRUE(storyOf(scoringSteps("{{1, 1}, {2, 2}}", false), 2).leadSeen);
}

// Teammates sharing a score lead together: the lead passes from team to team.
TEST(StoryRecorder, ATeamLeadsAsOne)
{
    // Team 1 and 3: 1-0, then 1-2 (team 2 and 4 leads), then 3-2 (back to team 1 and 3).
    const GameStory story = storyOf(scoringSteps("{{1, 1}, {2, 2}, {3, 2}}", true), 4);
    EXPECT_EQ(story.leadChanges, 2);
    EXPECT_TRUE(story.winnerTrailed);
    EXPECT_EQ(story.winnerDeficit, 1);
    EXPECT_EQ(story.sides, (std::vector<int>{0, 1, 0, 1})) << "each player's side: its team's first player";
}

// In a game scored at its end the lead is read from what the end would give now.
TEST(StoryRecorder, AGameScoredAtItsEndLeadsByItsProjectedScores)
{
    const GameStory story = storyOf(bankedSteps("{{1, 1}, {2, 1}, {2, 1}, {1, 1}, {1, 1}}"), 2);
    EXPECT_EQ(story.leadChanges, 2) << "as when the same steps score at once";
    EXPECT_TRUE(story.winnerTrailed);
}

// The lead is read after each action a player takes: what a roll changes shows after the
// next player's action, so a lead a roll gave and the next action took back never passed.
TEST(StoryRecorder, TheLeadIsReadAfterThePlayersActions)
{
    const MatchResult result = randomGame(R"(
function setup(g)
  g:start_turn(1)
  g:choose("went")
  g:option("go")
end
function went(g)
  g:score(1, 1, "placed") -- 1-0
  g:roll("d6", "rolled")
end
function rolled(g)
  g:score(2, 2, "placed") -- 1-2, not read
  g:choose("answered")
  g:option("go")
end
function answered(g)
  g:score(1, 2, "placed") -- 3-2
  g:end_game()
end
)",
                                          "choices: {go: Go on}\nreasons: {placed: Placed}\ndice: {d6: {faces: 6}}\n");
    ASSERT_EQ(result.scores, (std::vector<int>{3, 2}));
    EXPECT_EQ(result.story.leadChanges, 0);
    EXPECT_FALSE(result.story.winnerTrailed);
    EXPECT_EQ(result.story.winnerDeficit, 0) << "the 1-2 the roll made was never read";
    EXPECT_EQ(result.story.reasonPoints, std::vector<long long>{5}) << "every action's events are read";
}

// A draw that fit nowhere is a tile discarded, or a note of a choice the ruleset declares
// `unplaceable` (a roll-and-write's shapes that fit no sheet); other notes are not.
TEST(StoryRecorder, AnUnplaceableNoteCountsAsAnUnplaceableDraw)
{
    const MatchResult result = randomGame(R"(
function setup(g)
  g:start_turn(1)
  g:note("stuck", 1)
  g:note("aside")
  g:choose("went")
  g:option("go")
end
function went(g)
  g:note("stuck", 2)
  g:discard("plain")
  g:end_game()
end
)",
                                          "choices: {go: Go on, aside: Set aside, stuck: {text: Stuck, args: [{whose: player}], "
                                          "unplaceable: true}}\n");
    EXPECT_EQ(result.story.unplaceable, 3);
}

// A tile set-up puts back in the box (Overworld's with three players) was never a draw
// that fit nowhere.
TEST(StoryRecorder, ATileDiscardedInSetUpIsNoUnplaceableDraw)
{
    const MatchResult result = randomGame(R"(
function setup(g)
  g:discard("plain")
  g:start_turn(1)
  g:choose("went")
  g:option("go")
end
function went(g)
  g:discard("plain")
  g:end_game()
end
)",
                                          "choices: {go: Go on}\n");
    EXPECT_EQ(result.story.unplaceable, 1);
}

} // namespace
} // namespace tw
