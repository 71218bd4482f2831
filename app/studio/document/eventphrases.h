#pragma once

#include "log/eventtext.h"

#include <QString>

namespace tw {

// Core's one-line descriptions of events and actions in the studio's language: each of
// core's phrase templates is translated in the "tw::EventText" context.
const Phrasebook &studioPhrases();
// Seats are named as in a game of `players` players.
QString describeEvent(const Ruleset &rules, int players, const Event &e);
QString describeAction(const Ruleset &rules, int players, const Action &a);
QString seatName(const Ruleset &rules, int players, int player);

} // namespace tw
