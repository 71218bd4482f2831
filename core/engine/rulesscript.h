#pragma once

#include "engine/boardmark.h"
#include "engine/cardgroup.h"
#include "state/action.h"
#include "state/decision.h"

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace tw {

class StateWriter;

// The game's flow and scoring as the ruleset writes them. Core declares it; the
// scripting layer implements it in Lua. Implementations are stateless between calls
// (everything lives in the GameState), so one instance may serve any number of games on
// its thread. Calls throw RulesError on failure.
// Names with a whole number each, as a query hook returns them.
using NamedNumbers = std::vector<std::pair<std::string, long long>>;

class RulesScript
{
public:
    virtual ~RulesScript() = default;
    // Sets up a new game and leaves its first decision.
    virtual void setup(StateWriter &state) = 0;
    // Hands the chosen action to the continuation the answered decision named; it leaves
    // the next decision (or ends the game). `answered` may come without its options and
    // tiles (GameState::takeDecision): what was offered was checked before.
    virtual void resume(StateWriter &state, const Decision &answered, const Action &action) = 0;
    // Calls a query hook the ruleset may define (a global function of g and one number
    // that returns a number, such as territory_score(g, segment)) on `copy`, a copy of the
    // game made for it. nullopt when the ruleset defines no such function.
    virtual std::optional<long long> query(StateWriter &copy, std::string_view hook, int argument) = 0;
    // The same for a query hook that returns a table of names to whole numbers (such as
    // projected_scores(g, p): reason id -> points); the entries sorted by name.
    virtual std::optional<NamedNumbers> queryTable(StateWriter &copy, std::string_view hook, int argument) = 0;
    // False when the ruleset surely defines no hook of that name (query and queryTable
    // would answer nullopt), so the caller may skip copying the game for it.
    virtual bool mayDefine(std::string_view /*hook*/) const { return true; }
    // The same for a query hook that returns a list of board marks (board_marks(g, board)).
    virtual std::optional<BoardMarks> queryMarks(StateWriter &copy, std::string_view hook, int argument) = 0;
    // The same for a query hook that returns a list of card groups (hand_groups(g, p)).
    virtual std::optional<CardGroups> queryGroups(StateWriter &copy, std::string_view hook, int argument) = 0;
    // Names of continuations, for messages.
    virtual std::string continuationName(int continuation) const = 0;
};

} // namespace tw
