#include "mctsbot.h"

#include "play/rolloutsearch.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <limits>

namespace tw {

void playerMargins(const Game &game, const GameState &state, std::vector<double> &worth, std::vector<double> &margins)
{
    const int players = state.playerCount();
    worth.resize(players);
    for (int p = 0; p < players; ++p)
        worth[p] = double(game.query(state, "evaluate", p + 1).value_or(state.score(p)));
    margins.resize(players);
    for (int p = 0; p < players; ++p) {
        double rival = -std::numeric_limits<double>::infinity();
        for (int q = 0; q < players; ++q)
            if (q != p && !state.sharesScore(p, q))
                rival = std::max(rival, worth[q]);
        margins[p] = rival > -std::numeric_limits<double>::infinity() ? worth[p] - rival : worth[p];
    }
}

void marginRewards(const Game &game, const GameState &state, std::vector<double> &worth, std::vector<double> &rewards)
{
    playerMargins(game, state, worth, rewards);
    for (double &reward : rewards)
        reward = 0.5 * (1 + std::tanh(reward / MctsBot::kMarginScale));
}

namespace {

struct Child
{
    Action action;
    int node = -1;     // its node, once the search went through it twice
    double reward = 0; // summed, from the point of view of the player deciding at the parent
    int visits = 0;    // iterations that chose it
    int available = 0; // iterations in which it was legal at the parent
};

struct Node
{
    std::vector<Child> children;
};

// The tree of one decision, and the scratch it reuses between iterations.
class Search
{
public:
    explicit Search(const Game &game)
        : m_game(game)
    {
        m_nodes.emplace_back();
    }

    // One iteration on `state`, a determinization that the iteration may change.
    void iterate(GameState &state, Rng &rng)
    {
        m_path.clear();
        int node = 0;
        while (!state.isOver()) {
            const Decision &d = state.decision();
            if (d.kind == DecisionKind::Chance) {
                const std::size_t outcome = pickChance(d, rng);
                const int c = childFor(node, d.options[outcome], outcome);
                m_game.apply(state, m_nodes[node].children[c].action);
                node = nodeBelow(node, c);
                continue;
            }
            const int player = d.player;
            const int c = select(node, d.options, rng);
            m_path.push_back({node, c, player});
            const bool first = m_nodes[node].children[c].visits == 0;
            m_game.apply(state, m_nodes[node].children[c].action);
            if (first)
                break; // the new leaf: value it by a playout
            node = nodeBelow(node, c);
        }
        playOut(state, rng);
        value(state);
        for (const Step &s : m_path) {
            Child &child = m_nodes[s.node].children[s.child];
            // A decision of no seat (a flow asking nobody in particular) has no stake: even.
            child.reward += s.player >= 0 && s.player < int(m_rewards.size()) ? m_rewards[s.player] : 0.5;
            ++child.visits;
        }
    }

    // Gives every root action one visit valued by the position right after it (applied to
    // the view itself), so that when the root has more actions than the budget has
    // iterations the search starts from the most promising ones instead of a random few.
    void seedRoot(const GameState &view)
    {
        const std::vector<Action> &legal = view.decision().options;
        const int player = view.currentPlayer();
        for (std::size_t i = 0; i < legal.size(); ++i) {
            Child &child = m_nodes[0].children[childFor(0, legal[i], i)];
            GameState next = view;
            m_game.apply(next, legal[i]);
            value(next);
            child.reward = m_rewards[player];
            child.visits = 1;
            child.available = 1;
        }
    }

    // The root child visited most (the better mean on a tie).
    const Action &best() const
    {
        const std::vector<Child> &children = m_nodes[0].children;
        std::size_t best = 0;
        for (std::size_t i = 1; i < children.size(); ++i) {
            const Child &c = children[i], &b = children[best];
            if (c.visits > b.visits || (c.visits == b.visits && c.reward > b.reward))
                best = i;
        }
        return children[best].action;
    }

private:
    struct Step
    {
        int node;
        int child;
        int player;
    };

    // The child of `node` for `action`; `hint` is where it usually is (the same position in
    // the legal actions as in every other sample reaching this node).
    int childFor(int node, const Action &action, std::size_t hint)
    {
        std::vector<Child> &children = m_nodes[node].children;
        if (hint < children.size() && children[hint].action == action)
            return int(hint);
        for (std::size_t i = 0; i < children.size(); ++i)
            if (children[i].action == action)
                return int(i);
        children.push_back({action});
        return int(children.size()) - 1;
    }

    int nodeBelow(int node, int child)
    {
        if (m_nodes[node].children[child].node < 0) {
            m_nodes[node].children[child].node = int(m_nodes.size());
            m_nodes.emplace_back(); // may move m_nodes: index again below
        }
        return m_nodes[node].children[child].node;
    }

    // UCB1 among the children legal now, counting availability; an untried one first (at
    // random among them).
    int select(int node, const std::vector<Action> &legal, Rng &rng)
    {
        m_legal.clear();
        m_untried.clear();
        for (std::size_t i = 0; i < legal.size(); ++i) {
            const int c = childFor(node, legal[i], i);
            m_legal.push_back(c);
            Child &child = m_nodes[node].children[c];
            ++child.available;
            if (child.visits == 0)
                m_untried.push_back(c);
        }
        if (!m_untried.empty())
            return m_untried[rng.below(std::uint32_t(m_untried.size()))];
        int best = m_legal.front();
        double bestScore = -std::numeric_limits<double>::infinity();
        for (int c : m_legal) {
            const Child &child = m_nodes[node].children[c];
            const double score = child.reward / child.visits
                + MctsBot::kExploration * std::sqrt(std::log(double(child.available)) / child.visits);
            if (score > bestScore) {
                bestScore = score;
                best = c;
            }
        }
        return best;
    }

    void playOut(GameState &state, Rng &rng)
    {
        for (int step = 0; step < MctsBot::kPlayoutDepth && !state.isOver(); ++step) {
            const Decision &d = state.decision();
            const std::size_t pick = d.kind == DecisionKind::Chance ? pickChance(d, rng)
                                                                    : rng.below(std::uint32_t(d.options.size()));
            const Action action = d.options[pick]; // a copy: applying replaces the decision
            m_game.apply(state, action);
        }
    }

    void value(const GameState &state) { marginRewards(m_game, state, m_worth, m_rewards); }

    const Game &m_game;
    std::vector<Node> m_nodes;
    std::vector<Step> m_path;
    std::vector<int> m_legal, m_untried;
    std::vector<double> m_worth, m_rewards;
};

// Runs search.iterate on a fresh determinization of `view` for each iteration of the budget.
template<class SearchType>
void spend(const MctsBot::Budget &budget, const GameState &view, SearchType &search, Rng &rng)
{
    using Clock = std::chrono::steady_clock;
    const auto deadline = Clock::now()
        + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(budget.seconds));
    const int player = view.currentPlayer();
    for (int i = 0; budget.seconds > 0 ? Clock::now() < deadline || i == 0 : i < budget.iterations; ++i) {
        GameState sample = view.sampledView(player, rng);
        search.iterate(sample, rng);
    }
}

} // namespace

MctsBot::MctsBot()
    : MctsBot(Budget{})
{}

MctsBot::MctsBot(Budget budget)
    : m_budget(budget)
{}

std::unique_ptr<MctsBot> MctsBot::fromSpec(const std::string &spec)
{
    if (spec == "mcts")
        return std::make_unique<MctsBot>();
    const std::string prefix = "mcts:";
    if (spec.size() <= prefix.size() || spec.compare(0, prefix.size(), prefix) != 0)
        return nullptr;
    std::string arg = spec.substr(prefix.size());
    Budget budget;
    const std::string greedy = ":greedy";
    if (arg.size() > greedy.size() && arg.compare(arg.size() - greedy.size(), greedy.size(), greedy) == 0) {
        budget.greedyRollouts = true;
        arg.resize(arg.size() - greedy.size());
    }
    const char *begin = arg.c_str();
    char *end = nullptr;
    if (arg.back() == 's') {
        const double seconds = std::strtod(begin, &end);
        if (end != begin + arg.size() - 1 || !(seconds > 0) || seconds > 1e6)
            return nullptr;
        budget.seconds = seconds;
    } else {
        if (arg.find_first_not_of("0123456789") != std::string::npos || arg.size() > 9)
            return nullptr;
        budget.iterations = std::atoi(begin);
        if (budget.iterations < 1)
            return nullptr;
    }
    return std::make_unique<MctsBot>(budget);
}

std::string MctsBot::name() const
{
    const std::string suffix = m_budget.greedyRollouts ? ":greedy" : "";
    if (m_budget.seconds > 0) {
        std::string text = std::to_string(m_budget.seconds);
        text.erase(text.find_last_not_of('0') + 1);
        if (text.back() == '.')
            text.pop_back();
        return "mcts:" + text + "s" + suffix;
    }
    if (m_budget.iterations == kDefaultIterations && !m_budget.greedyRollouts)
        return "mcts";
    return "mcts:" + std::to_string(m_budget.iterations) + suffix;
}

std::size_t MctsBot::pick(const Game &game, const GameState &view, Rng &rng)
{
    const std::vector<Action> &legal = game.legalActions(view);
    if (legal.size() == 1)
        return 0;
    if (m_budget.greedyRollouts) {
        RolloutSearch search(game, view, rng);
        if (!search.decided())
            spend(m_budget, view, search, rng);
        return search.best();
    }
    Search search(game);
    search.seedRoot(view);
    spend(m_budget, view, search, rng);
    const Action &chosen = search.best();
    for (std::size_t i = 0; i < legal.size(); ++i)
        if (legal[i] == chosen)
            return i;
    return 0; // unreachable: the root's children are the view's legal actions
}

} // namespace tw
