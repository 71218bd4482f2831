#include "bot.h"

#include "play/mctsbot.h"

#include <algorithm>

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

Action chanceAction(const GameState &state, Rng &rng)
{
    if (const std::optional<Action> drawn = state.sampleDraw(rng))
        return *drawn;
    const Decision &d = state.decision();
    return d.options[pickChance(d, rng)];
}

std::size_t RandomBot::pick(const Game &game, const GameState &view, Rng &rng)
{
    const std::optional<Action> sampled = view.samplePlacement(rng);
    const auto &legal = game.legalActions(view);
    if (sampled)
        return std::size_t(std::find(legal.begin(), legal.end(), *sampled) - legal.begin());
    return rng.below(std::uint32_t(legal.size()));
}

Action RandomBot::decideAction(const Game &game, const GameState &state, Rng &rng)
{
    if (const std::optional<Action> sampled = state.samplePlacement(rng))
        return *sampled;
    const auto &legal = game.legalActions(state);
    return legal[rng.below(std::uint32_t(legal.size()))];
}

namespace {

// How good `state` is for `player`: the ruleset's evaluate hook where it may have one
// (`evaluates`), else the score.
long long worth(const Game &game, const GameState &state, int player, bool evaluates)
{
    if (!evaluates)
        return state.score(player);
    return game.query(state, "evaluate", player + 1).value_or(state.score(player));
}

} // namespace

const GameState &GreedyBot::applied(const Game &game, const GameState &state, std::size_t option, std::size_t level)
{
    if (m_scratch.size() <= level)
        m_scratch.resize(level + 1);
    if (!m_scratch[level])
        m_scratch[level] = std::make_unique<GameState>(state);
    game.applyOption(state, option, *m_scratch[level]);
    return *m_scratch[level];
}

long long GreedyBot::bestGain(const Game &game, const GameState &state, long long worthNow, int player, int depth,
                              std::size_t level)
{
    const Decision &d = state.askedDecision(); // a draw ends the look-ahead unlisted
    if (depth == 0 || d.kind == DecisionKind::Over || d.kind == DecisionKind::Chance || d.player != player)
        return 0;
    long long best = INT64_MIN;
    for (std::size_t i = 0; i < game.legalActions(state).size(); ++i) {
        const GameState &next = applied(game, state, i, level);
        const long long worthNext = worth(game, next, player, m_evaluates);
        best = std::max(best, worthNext - worthNow + bestGain(game, next, worthNext, player, depth - 1, level + 1));
    }
    return best;
}

std::vector<long long> GreedyBot::gains(const Game &game, const GameState &state, int followUps)
{
    const int player = state.currentPlayer();
    const auto &actions = game.legalActions(state);
    std::vector<long long> result;
    result.reserve(actions.size());
    m_evaluates = game.mayDefine("evaluate");
    const long long worthNow = worth(game, state, player, m_evaluates);
    for (std::size_t i = 0; i < actions.size(); ++i) {
        const GameState &next = applied(game, state, i, 0);
        const long long worthNext = worth(game, next, player, m_evaluates);
        result.push_back(worthNext - worthNow + bestGain(game, next, worthNext, player, followUps, 1));
    }
    return result;
}

std::size_t GreedyBot::pick(const Game &game, const GameState &view, Rng &rng)
{
    const std::vector<long long> values = gains(game, view);
    const long long bestValue = *std::max_element(values.begin(), values.end());
    std::vector<std::size_t> best;
    for (std::size_t i = 0; i < values.size(); ++i)
        if (values[i] == bestValue)
            best.push_back(i);
    return best[rng.below(std::uint32_t(best.size()))];
}

std::unique_ptr<Bot> makeBot(const std::string &name)
{
    if (name == "random")
        return std::make_unique<RandomBot>();
    if (name == "greedy")
        return std::make_unique<GreedyBot>();
    return MctsBot::fromSpec(name);
}

std::vector<std::string> botNames()
{
    return {"random", "greedy", "mcts", "mcts:4:greedy"};
}

std::string botSpecForms()
{
    return "random, greedy, mcts (" + std::to_string(MctsBot::kDefaultIterations)
        + " iterations a move), mcts:N (N iterations), mcts:Xs (X seconds a move), mcts:N:greedy or mcts:Xs:greedy "
          "(rollouts of the greedy bot's best moves)";
}

} // namespace tw
