#pragma once

#include "engine/rulesscript.h"
#include "state/gamestate.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace tw {

// A ruleset bound to its flow on one thread: makes new games and applies actions. The
// GameStates it produces are plain values that any Game of the same ruleset can continue.
class Game
{
public:
    Game(std::shared_ptr<const Ruleset> rules, std::unique_ptr<RulesScript> script);

    const Ruleset &rules() const { return *m_rules; }
    const std::shared_ptr<const Ruleset> &rulesPtr() const { return m_rules; }

    // A new game after set-up. `parameters` are Ruleset::parameters values (defaults
    // when empty). Throws RulesError if the player count is out of bounds, a parameter is
    // set in a game of a player count it is not for (Ruleset::parametersProblem), or set-up fails.
    GameState newGame(int players, std::vector<std::int64_t> parameters = {}) const;

    // The current decision's options, listed (see GameState::decision()).
    const std::vector<Action> &legalActions(const GameState &state) const { return state.decision().options; }
    // Applies a legal action (one of legalActions(), checked without listing an unlisted
    // placement decision); the state's events() then hold its effects. Throws
    // std::invalid_argument for an action that is not legal and RulesError when the flow fails.
    void apply(GameState &state, const Action &action) const;
    // `into` becomes `from` with its legal action number `option` applied: the same state
    // and events as `into = from; apply(into, legalActions(from)[option])`, without copying
    // the options being answered or the last action's events (a look-ahead tries every
    // option of a decision, so copying them made it quadratic). Throws
    // std::invalid_argument for an index out of range.
    void applyOption(const GameState &from, std::size_t option, GameState &into) const;
    // False when the ruleset surely defines no hook of that name (query() and the like
    // answer nullopt): a caller about to ask it many times can ask this once instead.
    bool mayDefine(std::string_view hook) const;
    // A query hook's answer (see RulesScript::query), or nullopt when it is not defined.
    std::optional<long long> query(const GameState &state, std::string_view hook, int argument) const;
    // A table query hook's answer (see RulesScript::queryTable), or nullopt when it is not defined.
    std::optional<NamedNumbers> queryTable(const GameState &state, std::string_view hook, int argument) const;
    // A marks query hook's answer (see RulesScript::queryMarks), or nullopt when it is not defined.
    std::optional<BoardMarks> queryMarks(const GameState &state, std::string_view hook, int argument) const;
    // A card groups query hook's answer (see RulesScript::queryGroups), or nullopt when it is not defined.
    std::optional<CardGroups> queryGroups(const GameState &state, std::string_view hook, int argument) const;
    // Why an action is not legal now, or nullopt if it is.
    std::optional<std::string> whyIllegal(const GameState &state, const Action &action) const;

private:
    // The engine's part of `action`, then the flow's, on a state whose decision `answered`
    // has been taken.
    void answer(GameState &state, const Decision &answered, const Action &action) const;
    // Throws RulesError when the flow left no usable decision after `continuation` (-1: setup).
    void checkDecision(const GameState &state, int continuation) const;

    // The copy a query works on: assigning into it reuses its buffers from query to query.
    GameState &queryCopy(const GameState &state) const;

    std::shared_ptr<const Ruleset> m_rules;
    std::unique_ptr<RulesScript> m_script;
    mutable std::optional<GameState> m_queryCopy;
};

} // namespace tw
