// duel(): each deal played with the seats each way, and what the first bot's results are.
#include "luarules.h"

#include "load/rulesetloader.h"
#include "play/duel.h"

#include <gtest/gtest.h>

namespace tw {
namespace {

std::shared_ptr<const Ruleset> tutorial()
{
    return loadRuleset(std::string(TILEWRIGHT_SOURCE_DIR) + "/rulesets/tutorial").ruleset;
}

DuelResult duelOnTutorial(const std::string &first, const std::string &second, int jobs = 1)
{
    const std::shared_ptr<const Ruleset> rules = tutorial();
    SimulationSetup setup;
    setup.games = 6;
    setup.jobs = jobs;
    setup.match.seed = 7;
    setup.match.parameters = rules->defaultParameters();
    return duel([&rules] { return makeGame(rules); }, setup, first, second);
}

// A bot against itself plays every deal twice the same way, once from each seat: what one
// seat gains the other loses, so the margin is exactly 0 and the win share exactly one half.
TEST(Duel, ABotAgainstItselfBreaksEven)
{
    const DuelResult r = duelOnTutorial("greedy", "greedy");
    EXPECT_EQ(r.error, "");
    EXPECT_EQ(r.games, 12);
    EXPECT_DOUBLE_EQ(r.margin.value, 0);
    // Paired by deal, each deal's two games cancel: no spread, an interval of exactly 0.
    EXPECT_DOUBLE_EQ(r.margin.low, 0);
    EXPECT_DOUBLE_EQ(r.margin.high, 0);
    EXPECT_DOUBLE_EQ(r.winShare.value, 0.5);
    EXPECT_DOUBLE_EQ(r.pValue, 1);
    ASSERT_EQ(r.margins.size(), 12u);
    for (int deal = 0; deal < 6; ++deal)
        EXPECT_EQ(r.margins[deal], -r.margins[deal + 6]) << "deal " << deal;
}

// Naming the bots the other way round plays the same games: the margin changes sign and the
// win shares add up to one, whatever the number of threads.
TEST(Duel, SwappingTheBotsMirrorsTheResult)
{
    const DuelResult ab = duelOnTutorial("greedy", "random", 1), ba = duelOnTutorial("random", "greedy", 2);
    EXPECT_EQ(ab.games, 12);
    EXPECT_NE(ab.margin.value, 0);
    EXPECT_DOUBLE_EQ(ab.margin.value, -ba.margin.value);
    EXPECT_DOUBLE_EQ(ab.margin.low, -ba.margin.high);
    EXPECT_DOUBLE_EQ(ab.winShare.value + ba.winShare.value, 1);
    EXPECT_DOUBLE_EQ(ab.pValue, ba.pValue);
    ASSERT_EQ(ab.margins.size(), 12u);
    for (int game = 0; game < 12; ++game)
        EXPECT_EQ(ab.margins[game], -ba.margins[(game + 6) % 12]) << "game " << game;
}

TEST(Duel, AFailingGameIsReported)
{
    const DuelResult r = duelOnTutorial("greedy", "no-such-bot");
    EXPECT_NE(r.error, "");
    EXPECT_EQ(r.games, 0);
}

} // namespace
} // namespace tw
