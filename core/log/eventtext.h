#pragma once

#include "model/ruleset.h"
#include "state/action.h"
#include "state/event.h"

#include <functional>
#include <string>
#include <vector>

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

// Gives the text of a phrase template in the reader's language: the English template
// ("{who} drew {item} from {zone}") in, the translated one (same {placeholders}) out.
// Empty: English.
using Phrasebook = std::function<std::string(const char *english)>;

// One line for people: "Red placed coast_bay at 2,-1 (orientation 1)".
std::string describe(const Ruleset &rules, const Event &e, const Phrasebook &phrases = {});
std::string describe(const Ruleset &rules, const Action &a, int tileType = -1, const Phrasebook &phrases = {});
std::string playerName(const Ruleset &rules, int player, const Phrasebook &phrases = {});
// Every English template the functions above use, for translators.
const std::vector<const char *> &phraseTemplates();

} // namespace tw
