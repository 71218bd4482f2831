#include "match.h"

#include "play/storyrecorder.h"

#include "model/parametervalue.h"
#include "play/bot.h"

#include <stdexcept>

namespace tw {

std::uint64_t gameSeed(std::uint64_t base, int index)
{
    std::uint64_t z = base + 0x9e3779b97f4a7c15ULL * std::uint64_t(index + 1);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

Rng chanceRng(std::uint64_t seed, int action)
{
    return Rng(gameSeed(seed, action));
}

Rng botRng(std::uint64_t seed, int action)
{
    return Rng(gameSeed(seed ^ 0x5deece66dULL, action));
}

GameLog logFor(const Game &game, const MatchSetup &setup)
{
    const Ruleset &rules = game.rules();
    GameLog log;
    log.rulesetId = rules.id;
    log.contentHash = rules.contentHash;
    const auto values = setup.parameters.empty() ? rules.defaultParameters() : setup.parameters;
    for (std::size_t i = 0; i < rules.parameters.size(); ++i)
        log.parameters.emplace_back(rules.parameters[i].id, formatParameterValue(rules.parameters[i], values[i]));
    log.seed = setup.seed;
    log.askedSeed = setup.seed;
    log.players = setup.players;
    for (int p = 0; p < setup.players; ++p)
        log.seats.push_back(setup.bots.size() == 1 ? setup.bots[0] : setup.bots.at(p));
    return log;
}

const std::vector<long long> &standings(const Game &game, const GameState &state, bool projects,
                                        std::vector<long long> &standing)
{
    standing.resize(std::size_t(state.playerCount()));
    for (int p = 0; p < state.playerCount(); ++p) {
        long long value = state.score(p);
        if (projects && !state.isOver())
            if (const std::optional<NamedNumbers> sheet = game.queryTable(state, "projected_scores", p + 1))
                for (const auto &[reason, points] : *sheet)
                    value += points;
        standing[std::size_t(p)] = value;
    }
    return standing;
}

MatchResult playMatch(const Game &game, const MatchSetup &setup)
{
    MatchResult result;
    result.log = logFor(game, setup);
    std::vector<std::unique_ptr<Bot>> bots;
    for (const std::string &name : result.log.seats) {
        bots.push_back(makeBot(name));
        if (!bots.back())
            throw std::invalid_argument("unknown bot '" + name + "'");
    }
    GameState state = game.newGame(setup.players, setup.parameters);
    if (setup.record)
        result.log.entries.push_back({-1, std::nullopt, state.events()});
    StoryRecorder story(game.rules(), setup.players);
    const bool projects = game.mayDefine("projected_scores");
    std::vector<long long> standing;
    story.afterAction(state); // the set-up's events
    story.readLead(state, standings(game, state, projects, standing));
    for (int index = 0; !state.isOver(); ++index) {
        if (setup.cancel && *setup.cancel) {
            result.cancelled = true;
            return result;
        }
        if (index == setup.maxActions)
            throw std::runtime_error("the game has not ended after " + std::to_string(index)
                                     + " actions: does the flow ever end it?");
        const Decision &d = state.askedDecision(); // options are listed only if a bot asks
        const bool chance = d.kind == DecisionKind::Chance;
        Rng rng = chance ? chanceRng(setup.seed, index) : botRng(setup.seed, index);
        const Action action = chance ? chanceAction(state, rng) : bots[d.player]->decideAction(game, state, rng);
        story.beforeAction(state);
        const int player = d.player;
        game.apply(state, action);
        story.afterAction(state);
        // A chance action's effect on the standings shows after the next player's action.
        if (!chance || state.isOver())
            story.readLead(state, standings(game, state, projects, standing));
        if (setup.record)
            result.log.entries.push_back({player, action, state.events()});
    }
    for (int p = 0; p < setup.players; ++p)
        result.scores.push_back(state.score(p));
    result.turns = state.turn();
    result.stateHash = state.hash();
    result.story = story.finish(state);
    result.log.finished = true;
    result.log.scores = result.scores;
    result.log.turns = result.turns;
    result.log.stateHash = result.stateHash;
    return result;
}

} // namespace tw
