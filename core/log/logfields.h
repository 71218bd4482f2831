#pragma once

#include "geometry/coordlimit.h"

#include "model/ruleset.h"
#include "state/action.h"
#include "state/event.h"

#include <nlohmann/json.hpp>

#include <array>
#include <cstdint>
#include <initializer_list>
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

// The largest coordinate a log may hold, either sign: the largest any ruleset or script
// may name (kMaxCoordinate), so that every game's log reads back, and arithmetic on any
// coordinate read stays inside int.
constexpr int kMaxLogCoordinate = kMaxCoordinate;

// j[key] (or j itself, for intValue) as an integer in [min, max]: a LogFieldError naming
// the field when it is missing, not an integer (1.5, "1", 1e3) or out of that range.
int intField(const nlohmann::ordered_json &j, const char *key, int min, int max);
int intValue(const nlohmann::ordered_json &v, const char *key, int min, int max);
std::int64_t int64Field(const nlohmann::ordered_json &j, const char *key);
std::uint64_t uint64Field(const nlohmann::ordered_json &j, const char *key);
std::string stringField(const nlohmann::ordered_json &j, const char *key);
// A value as a message shows it: a number or literal as written, a text quoted and cut to
// about 60 characters, "a list" or "an object" (never their contents, which may nest
// without bound).
std::string shownValue(const nlohmann::ordered_json &v);

// Line `line` of a log as a JSON object: a LogError at that line when it is not valid JSON
// (naming the column), not an object, or repeats a key within one object.
nlohmann::ordered_json parseLogLine(const std::string &text, int line);

// A LogFieldError naming the first key of j outside `allowed` (j must be an object).
void checkKeys(const nlohmann::ordered_json &j, std::initializer_list<const char *> allowed, const char *what);

nlohmann::ordered_json playerJson(const Ruleset &rules, int players, int player);
// A player written by playerJson, or a bare seat number; -1 for none (absent or null).
int parsePlayer(const nlohmann::ordered_json &j, int players);

nlohmann::ordered_json actionJson(const Ruleset &rules, int players, const Action &a);
Action parseAction(const Ruleset &rules, const nlohmann::ordered_json &j);
nlohmann::ordered_json eventJson(const Ruleset &rules, int players, const Event &e);
Event parseEvent(const Ruleset &rules, const nlohmann::ordered_json &j);

} // namespace tw
