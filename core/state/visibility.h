#pragma once

#include "model/ruleset.h"
#include "state/event.h"

namespace tw {

// Who sees what (see Visibility). A seat is a player index; kReferee sees everything (the
// log, a game with no person playing, a finished game); kNobody sees only what is public
// (a shared screen between two people's turns).
constexpr int kReferee = -1;
constexpr int kNobody = -2;

enum class Sight : std::uint8_t { All, Top, None };

// How much of a zone's items `seat` sees; `owner` is the player whose zone it is (-1 for
// a shared zone).
Sight sight(const ZoneDef &zone, int owner, int seat);

// Whether `seat` may know which item an event names: a draw from a face-down bag is the
// drawer's to know, a card put into a hand the hand owner's and the one who put it; what
// set-up (no player) takes by name is known to all.
// Events that name no hidden item are seen by all.
bool seesEventItem(const Ruleset &rules, const Event &e, int seat);
// The event with its item unnamed (item -1: "a tile", "a card").
Event withoutItem(Event e);

} // namespace tw
