#pragma once

#include "engine/game.h"
#include "util/rng.h"

#include <memory>
#include <string>
#include <vector>

namespace tw {

// A seat's decision maker. It decides from what its seat may see: decide() hands pick()
// the current player's view of the state (GameState::seatView), never the full state, so
// a bot cannot peek at hidden items.
class Bot
{
public:
    virtual ~Bot() = default;
    virtual std::string name() const = 0;
    // True for a bot whose decision may take long (a search): a program with a user
    // interface asks it on a worker thread.
    virtual bool thinksLong() const { return false; }
    // True when its decisions depend only on the position and the rng, so a run of games
    // repeats exactly; false for a search given a time, whose depth follows the machine.
    virtual bool repeatable() const { return true; }
    // An index into game.legalActions(state) for the current player's decision.
    std::size_t decide(const Game &game, const GameState &state, Rng &rng)
    {
        if (!readsThePosition())
            return pick(game, state, rng); // nothing but the open decision is read
        return pick(game, state.seatView(state.currentPlayer()), rng);
    }
    // The action decide() picks, legalActions(state)[decide(...)] with the same draws from
    // `rng`; a bot that can decide without the listed options (RandomBot on an unlisted
    // placement decision, see GameState::askedDecision()) takes it without listing them.
    virtual Action decideAction(const Game &game, const GameState &state, Rng &rng)
    {
        return game.legalActions(state)[decide(game, state, rng)];
    }

protected:
    // `view` has the same decision, and legal actions, as the full state.
    virtual std::size_t pick(const Game &game, const GameState &view, Rng &rng) = 0;
    // False for a bot that reads only the open decision's options, the same in every
    // view: it is then spared the cost of making one.
    virtual bool readsThePosition() const { return true; }
};

// Uniform among the legal actions. On an unlisted placement decision it draws a spot
// by GameState::samplePlacement(), so it never lists the spots that decideAction() takes.
class RandomBot : public Bot
{
public:
    std::string name() const override { return "random"; }
    Action decideAction(const Game &game, const GameState &state, Rng &rng) override;

protected:
    std::size_t pick(const Game &game, const GameState &view, Rng &rng) override;
    bool readsThePosition() const override { return false; }
};

// The action with the best immediate gain, looking through its own follow-up decisions
// in the same turn; ties broken by the RNG. The gain is in the ruleset's
// `evaluate(g, player)` hook where it has one (games that score at the end), else in
// the player's score.
class GreedyBot : public Bot
{
public:
    std::string name() const override { return "greedy"; }

    // The gain of each of game.legalActions(state) for the player deciding: the change in
    // worth right after it plus the best gain through up to `followUps` of the same
    // player's next decisions. `state` is read as it is (a view or a determinization).
    std::vector<long long> gains(const Game &game, const GameState &state, int followUps = 1);
    // pick() on `state` as it is, without making a view: for searches that already hold a
    // determinization.
    std::size_t choose(const Game &game, const GameState &state, Rng &rng) { return pick(game, state, rng); }

protected:
    std::size_t pick(const Game &game, const GameState &view, Rng &rng) override;

private:
    // Best gain in worth reachable from `state` (whose worth is `worthNow`) through the same
    // player's next decisions (`depth` of them at most), not counting chance; the states it
    // tries go to scratch level `level` and up.
    long long bestGain(const Game &game, const GameState &state, long long worthNow, int player, int depth,
                       std::size_t level);
    // `state` after its legal action number `option`, in the scratch state of look-ahead
    // level `level`. Applying into a kept state (Game::applyOption) reuses its buffers
    // instead of allocating a new state per candidate, and copies no options.
    const GameState &applied(const Game &game, const GameState &state, std::size_t option, std::size_t level);

    std::vector<std::unique_ptr<GameState>> m_scratch; // by look-ahead level
    bool m_evaluates = false; // the game of the decision being weighed may have an evaluate hook
};

// A bot from its spec: "random", "greedy", or an MctsBot's "mcts", "mcts:N" (iterations)
// or "mcts:Xs" (seconds), each of the last two optionally followed by ":greedy" (greedy
// rollouts); nullptr for anything else.
std::unique_ptr<Bot> makeBot(const std::string &name);
// The kinds of bot, each a spec makeBot accepts: "random", "greedy", "mcts" and the greedy
// rollouts "mcts:4:greedy".
std::vector<std::string> botNames();
// Every form makeBot accepts, for help texts and errors.
std::string botSpecForms();

// Picks a chance outcome by the decision's weights.
std::size_t pickChance(const Decision &decision, Rng &rng);
// The chance outcome pickChance() picks for the state's decision, with the same draws
// from `rng`, taken without listing an unlisted draw (GameState::sampleDraw).
Action chanceAction(const GameState &state, Rng &rng);

} // namespace tw
