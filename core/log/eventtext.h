#pragma once

#include "model/ruleset.h"
#include "state/action.h"
#include "state/event.h"

#include <string>

namespace tw {

// Stable names of event and action kinds, used in log files.
const char *eventKindName(EventKind kind);
bool eventKindFromName(std::string_view name, EventKind &kind);
const char *actionKindName(ActionKind kind);
bool actionKindFromName(std::string_view name, ActionKind &kind);

// What an event's label field names, by kind: the ruleset list it indexes into.
enum class LabelKind { None, Zone, Die, Board, Piece, Terrain, Reason, Choice };
LabelKind labelKind(EventKind kind);
// The label's id in the ruleset ("bag", "mountain" ...), "" for none; and back (-1 if unknown).
std::string labelName(const Ruleset &rules, const Event &e);
int labelFromName(const Ruleset &rules, EventKind kind, const std::string &name);

// One line of English for people: "Red placed coast_bay at 2,-1 (rotation 1)".
std::string describe(const Ruleset &rules, const Event &e);
std::string describe(const Ruleset &rules, const Action &a, int tileType = -1);
std::string playerName(const Ruleset &rules, int player);

} // namespace tw
