#include "bot.h"

namespace tw {

std::size_t pickChance(const Decision &decision, Rng &rng)
{
    std::uint32_t total = 0;
    for (int w : decision.weights)
        total += std::uint32_t(w);
    std::uint32_t r = rng.below(total);
    for (std::size_t i = 0; i < decision.weights.size(); ++i) {
        if (r < std::uint32_t(decision.weights[i]))
            return i;
        r -= std::uint32_t(decision.weights[i]);
    }
    return decision.weights.size() - 1;
}

std::size_t RandomBot::pick(const Game &game, const GameState &state, Rng &rng)
{
    return rng.below(std::uint32_t(game.legalActions(state).size()));
}

namespace {

// Best own-score gain reachable from `state` through the same player's next decisions
// (depth-limited), not counting chance.
int bestGain(const Game &game, const GameState &state, int player, int depth)
{
    const Decision &d = state.decision();
    if (depth == 0 || d.kind == DecisionKind::Over || d.kind == DecisionKind::Chance || d.player != player)
        return 0;
    int best = INT32_MIN;
    for (const Action &a : game.legalActions(state)) {
        GameState next = state;
        game.apply(next, a);
        best = std::max(best, next.score(player) - state.score(player) + bestGain(game, next, player, depth - 1));
    }
    return best;
}

} // namespace

std::size_t GreedyBot::pick(const Game &game, const GameState &state, Rng &rng)
{
    const int player = state.currentPlayer();
    const auto &actions = game.legalActions(state);
    std::vector<std::size_t> best;
    int bestValue = INT32_MIN;
    for (std::size_t i = 0; i < actions.size(); ++i) {
        GameState next = state;
        game.apply(next, actions[i]);
        const int value = next.score(player) - state.score(player) + bestGain(game, next, player, 1);
        if (value > bestValue) {
            bestValue = value;
            best.clear();
        }
        if (value == bestValue)
            best.push_back(i);
    }
    return best[rng.below(std::uint32_t(best.size()))];
}

std::unique_ptr<Bot> makeBot(const std::string &name)
{
    if (name == "random")
        return std::make_unique<RandomBot>();
    if (name == "greedy")
        return std::make_unique<GreedyBot>();
    return nullptr;
}

std::vector<std::string> botNames()
{
    return {"random", "greedy"};
}

} // namespace tw
