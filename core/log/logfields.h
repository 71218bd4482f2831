#pragma once

#include "model/ruleset.h"
#include "state/action.h"
#include "state/event.h"

#include <nlohmann/json.hpp>

#include <array>
#include <stdexcept>
#include <string>

namespace tw {

// Actions and events as the JSON objects of a log (docs/log-format.md): named fields in
// the ruleset's own words, counts 1-based, coordinates as they are, a `text` for people.
// Reading maps every id back to the ruleset as it is now, so a log survives reordering
// and inserting; an id it no longer has is a LogFieldError naming it.
class LogFieldError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

nlohmann::ordered_json playerJson(const Ruleset &rules, int player);
// A player written by playerJson, or a bare seat number; -1 for none (absent or null).
int parsePlayer(const nlohmann::ordered_json &j, int players);

nlohmann::ordered_json actionJson(const Ruleset &rules, const Action &a);
Action parseAction(const Ruleset &rules, const nlohmann::ordered_json &j);
nlohmann::ordered_json eventJson(const Ruleset &rules, const Event &e);
Event parseEvent(const Ruleset &rules, const nlohmann::ordered_json &j);

} // namespace tw
