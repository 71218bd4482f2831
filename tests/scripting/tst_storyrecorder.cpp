// How a game went, told by the recorder a match keeps: each tile type's placements and the
// points that followed them up to the next placement, and each reason's points. The end
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

TEST(StoryRecorder, TheEndScoringFollowsNoPlacement)
{
    const TempRuleset ruleset(kScoresEachPlacementAndTheEnd, "reasons: {placed: Placed, end: End of the game}\n");
    LoadResult loaded = loadRuleset(ruleset.folder());
    ASSERT_TRUE(loaded.ruleset) << (loaded.problems.empty() ? "" : loaded.problems.front().text());
    const auto game = makeGame(loaded.ruleset);
    MatchSetup setup;
    setup.bots = {"random"};
    const MatchResult result = playMatch(*game, setup);

    ASSERT_EQ(result.scores, (std::vector<int>{12, 2}));
    const GameStory &story = result.story;
    EXPECT_EQ(story.placements, std::vector<int>{4}) << "the set-up tile is no player's placement";
    EXPECT_EQ(story.placementPoints, std::vector<long long>{3}) << "the end's 10 points follow no placement";
    EXPECT_EQ(story.reasonPoints, (std::vector<long long>{4, 10}));
}

} // namespace
} // namespace tw
