#include "replay.h"

#include "log/eventtext.h"
#include "log/logfields.h"
#include "model/parametervalue.h"

namespace tw {

std::vector<std::int64_t> logParameters(const Ruleset &rules, const GameLog &log)
{
    std::vector<std::int64_t> values = rules.defaultParameters();
    for (const auto &[id, text] : log.parameters) {
        const int i = rules.parameterIndex(id);
        if (i < 0)
            throw LogError(1, "parameter '" + id + "' is not in this ruleset");
        std::string why;
        const auto value = parseParameterValue(rules.parameters[i], text, &why);
        if (!value)
            throw LogError(1, "parameter '" + id + "': " + why);
        values[i] = *value;
    }
    return values;
}

namespace {

// First difference between two event lists, or "".
std::string compareEvents(const Ruleset &rules, int players, const std::vector<Event> &logged, const std::vector<Event> &now)
{
    for (std::size_t i = 0; i < std::max(logged.size(), now.size()); ++i) {
        if (i < logged.size() && i < now.size() && logged[i] == now[i])
            continue;
        std::string was = i < logged.size() ? describe(rules, players, logged[i]) : "nothing";
        std::string is = i < now.size() ? describe(rules, players, now[i]) : "nothing";
        if (was == is && i < logged.size() && i < now.size()) { // they differ where the sentence does not look
            was = eventJson(rules, players, logged[i]).dump();
            is = eventJson(rules, players, now[i]).dump();
        }
        return "event " + std::to_string(i + 1) + " differs: the log has \"" + was + "\", the rules now give \"" + is + "\"";
    }
    return {};
}

// "79 39": the scores in seat order.
std::string scoresText(const std::vector<int> &scores)
{
    std::string text;
    for (int s : scores)
        text += (text.empty() ? "" : " ") + std::to_string(s);
    return text;
}

} // namespace

ReplayResult replay(const Game &game, const GameLog &log)
{
    const Ruleset &rules = game.rules();
    ReplayResult result;
    GameState state = game.newGame(log.players, logParameters(rules, log));
    for (std::size_t i = 0; i < log.entries.size(); ++i) {
        const LogEntry &entry = log.entries[i];
        const int line = int(i) + 2;
        if (entry.action) {
            if (auto why = game.whyIllegal(state, *entry.action)) {
                result.line = line;
                result.difference = "action " + describe(rules, log.players, *entry.action) + " is not legal: " + *why;
                return result;
            }
            game.apply(state, *entry.action);
        }
        if (std::string diff = compareEvents(rules, log.players, entry.events, state.events()); !diff.empty()) {
            result.line = line;
            result.difference = diff;
            return result;
        }
    }
    for (int p = 0; p < state.playerCount(); ++p)
        result.scores.push_back(state.score(p));
    result.turns = state.turn();
    result.stateHash = state.hash();
    result.line = int(log.entries.size()) + 2;
    result.finished = log.finished;
    result.actions = int(log.entries.size()) - 1;
    if (log.finished) { // a game in progress has no result to compare
        if (log.scores != result.scores)
            result.difference = "final scores differ: the log has " + scoresText(log.scores) + ", the rules now give "
                + scoresText(result.scores);
        else if (log.stateHash != result.stateHash && log.contentHash == rules.contentHash)
            result.difference = "final state hash " + hashText(result.stateHash) + " differs from the log's "
                + hashText(log.stateHash);
    }
    result.reproduced = result.difference.empty();
    return result;
}

GameState stateAt(const Game &game, const GameLog &log, int actions)
{
    return stateAt(game, log, actions, {});
}

GameState stateAt(const Game &game, const GameLog &log, int actions,
                  const std::function<void(const GameState &, bool chance)> &visit)
{
    GameState state = game.newGame(log.players, logParameters(game.rules(), log));
    if (visit)
        visit(state, false);
    int applied = 0;
    for (const LogEntry &entry : log.entries) {
        if (!entry.action)
            continue;
        if (actions >= 0 && applied == actions)
            break;
        const bool chance = state.askedDecision().kind == DecisionKind::Chance;
        game.apply(state, *entry.action);
        ++applied;
        if (visit)
            visit(state, chance);
    }
    return state;
}

} // namespace tw
