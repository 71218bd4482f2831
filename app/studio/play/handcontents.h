#pragma once

// What the hand strip shows of a position: the cards a seat holds, and at the game's end
// a hand split into the groups the ruleset scored.

#include "choiceoptions.h"
#include "handstrip.h"

#include "engine/cardgroup.h"
#include "state/gamestate.h"

#include <QStringList>

#include <vector>

namespace tw {

struct HandContents
{
    QStringList zones; // the names of the hands shown; empty: the seat holds no hand `viewer` sees
    std::vector<HandCard> cards;
};

// The cards in the per-player hands of cards of `seat` that `viewer` sees in full, zone by
// zone. While `choosing`, a card one of `options` names is playable, and its tool tip
// lists those options.
HandContents handContents(const GameState &state, int seat, int viewer, const std::vector<OptionView> &options,
                          bool choosing);

// The hand of `seat` as the ruleset's hand_groups hook split it into `groups`: each group
// with its points, and the cards of the hands `viewer` sees in full that no group uses.
HandSplit handSplit(const GameState &state, int seat, int viewer, const CardGroups &groups);

} // namespace tw
