// The conformance suite's clone check (support/clonecheck.h) run on a small C++ flow, once
// as it should be written and once with each flaw the check exists to catch: a flow that
// writes into another state than the one it was handed (as a script holding on to a state
// would), and a flow that keeps something of its own between calls (as a Lua global would).
#include "clonecheck.h"
#include "engine/game.h"
#include "engine/rulesscript.h"

#include "testrules.h"

#include <gtest/gtest.h>

using namespace tw;
using tw::test::applyThroughClone;
using tw::test::CloneCheck;
using twtest::loadOk;

namespace {

const std::string kRules = R"(id: k
name: K
players: {min: 2, max: 2}
grid: square
terrains:
  grass: {code: G}
variables:
  calls: {initial: 0}
reasons:
  turn: Turn
choices:
  pass: Pass
tiles:
  - id: meadow
    edges: GGGG
    segments: [{kind: grass, edges: [N, E, S, W]}]
)";

constexpr int kCalls = 0;
constexpr int kTurn = 0;
constexpr std::int16_t kPass = 0;

enum class Flaw { None, WritesElsewhere, KeepsACount };

// Each answer scores a point for the player who passed and asks the other player next.
class PassingFlow : public RulesScript
{
public:
    explicit PassingFlow(Flaw flaw)
        : m_flaw(flaw)
    {}
    // The state a WritesElsewhere flow also changes.
    void holdOn(GameState *state) { m_held = state; }

    void setup(StateWriter &state) override { ask(state, 0); }
    void resume(StateWriter &state, const Decision &answered, const Action &) override
    {
        state.addScore(answered.player, 1, kTurn);
        if (m_flaw == Flaw::WritesElsewhere && m_held)
            test::edit(*m_held).addScore(answered.player, 1, kTurn);
        if (m_flaw == Flaw::KeepsACount)
            state.setVariable(kCalls, -1, ++m_calls);
        ask(state, 1 - answered.player);
    }
    std::optional<long long> query(StateWriter &, std::string_view, int) override { return std::nullopt; }
    std::optional<NamedNumbers> queryTable(StateWriter &, std::string_view, int) override { return std::nullopt; }
    std::optional<BoardMarks> queryMarks(StateWriter &, std::string_view, int) override { return std::nullopt; }
    std::optional<CardGroups> queryGroups(StateWriter &, std::string_view, int) override { return std::nullopt; }
    std::string continuationName(int) const override { return "pass"; }

private:
    static void ask(StateWriter &state, int player)
    {
        state.startTurn(player);
        state.askChoice(player, 0);
        state.addOption({ActionKind::Option, kPass});
    }

    Flaw m_flaw;
    GameState *m_held = nullptr;
    int m_calls = 0;
};

struct Flow
{
    PassingFlow *flow; // owned by game
    Game game;
};

Flow makeFlow(Flaw flaw)
{
    auto script = std::make_unique<PassingFlow>(flaw);
    PassingFlow *flow = script.get();
    return {flow, Game(loadOk(kRules), std::move(script))};
}

CloneCheck passOnce(const Game &game, GameState &state)
{
    const Action pass = game.legalActions(state).front();
    return applyThroughClone(state, [&](GameState &s) { game.apply(s, pass); });
}

TEST(CloneCheck, AFlowThatOnlyChangesItsStatePasses)
{
    Flow f = makeFlow(Flaw::None);
    GameState state = f.game.newGame(2);
    for (int step = 0; step < 3; ++step) {
        const CloneCheck check = passOnce(f.game, state);
        EXPECT_TRUE(check.originalUnchanged) << "step " << step;
        EXPECT_TRUE(check.sameResult) << "step " << step;
    }
    EXPECT_EQ(state.score(0), 2) << "the original went on as the copy did";
    EXPECT_EQ(state.score(1), 1);
}

TEST(CloneCheck, AFlowWritingIntoTheOriginalWhileTheCopyIsAppliedIsCaught)
{
    Flow f = makeFlow(Flaw::WritesElsewhere);
    GameState state = f.game.newGame(2);
    f.flow->holdOn(&state);
    const CloneCheck check = passOnce(f.game, state);
    EXPECT_FALSE(check.originalUnchanged);
}

TEST(CloneCheck, AFlowKeepingACountBetweenCallsIsCaught)
{
    Flow f = makeFlow(Flaw::KeepsACount);
    GameState state = f.game.newGame(2);
    const CloneCheck check = passOnce(f.game, state);
    EXPECT_TRUE(check.originalUnchanged) << "this flaw leaves the original alone";
    EXPECT_FALSE(check.sameResult) << "but the copy and the original end differently";
}

} // namespace
