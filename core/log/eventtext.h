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

// The ruleset id an event's label names ("bag", "mountain" ...; a board's number), ""
// for none.
std::string labelName(const Ruleset &rules, const Event &e);

// How a placement reads: the face's name ("" for a one-faced tile, else its name or
// number) and the clockwise turn in degrees.
std::string faceName(const Ruleset &rules, int tileType, int face);
int rotationDegrees(const Ruleset &rules, int rotationSteps);

// Gives the text of a phrase template in the reader's language: the English template
// ("{who} drew {item} from {zone}") in, the translated one (same {placeholders}) out.
// Empty: English.
using Phrasebook = std::function<std::string(const char *english)>;

// One line for people: "Red placed coast_bay at 2,-1 rotated 90 degrees".
// Seats are named as in a game of `players` players (Ruleset::seatName).
std::string describe(const Ruleset &rules, int players, const Event &e, const Phrasebook &phrases = {});
std::string describe(const Ruleset &rules, int players, const Action &a, const Phrasebook &phrases = {});
// Seat `player`'s name in a game of `players`; "Game" for -1, "Player <n>" for an unnamed seat.
std::string playerName(const Ruleset &rules, int players, int player, const Phrasebook &phrases = {});
// An option's (or note's) arguments as their choice declares them: "valley_end",
// "segment 2 of the tile at 0,1", "piece 3" ...; "" when it has none.
std::string describeArguments(const Ruleset &rules, int players, const Action &option, const Phrasebook &phrases = {});
// Every English template the functions above use, for translators.
const std::vector<const char *> &phraseTemplates();

} // namespace tw
