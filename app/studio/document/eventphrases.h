#pragma once

#include "log/eventtext.h"

#include <QString>

namespace tw {

// Core's one-line descriptions of events and actions in the studio's language: each of
// core's phrase templates is translated in the "tw::EventText" context.
const Phrasebook &studioPhrases();
QString describeEvent(const Ruleset &rules, const Event &e);
QString describeAction(const Ruleset &rules, const Action &a);
QString seatName(const Ruleset &rules, int player);

} // namespace tw
