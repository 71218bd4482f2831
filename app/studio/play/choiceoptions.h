#pragma once

#include "state/gamestate.h"

#include <QString>

#include <optional>
#include <vector>

namespace tw {

class TerritoryValuer;

// One option of an open choice, as the studio shows it: a button, and for options that
// concern a territory a marker on the board.
struct OptionView
{
    int index = -1; // into decision().options
    Action action;
    QString choiceText; // the choice's text from the ruleset ("Deploy a follower")
    QString target;     // what it concerns ("Mountain: 3 tiles, open"), may be empty
    int segment = -1;   // the segment (board 0) it concerns, -1 none
    QString sides;      // the sides of its tile that segment reaches ("N, E"), to tell two apart
    int tileType = -1;  // the tile type it concerns, -1 none
    bool removes = false;
    std::optional<int> value; // what the territory scores now

    // Short text for a button: "Deploy a follower: Mountain (4 pts)".
    QString buttonText() const;
    // Full sentence for tooltips and board markers.
    QString description() const;
    // The few characters drawn next to the board marker ("4 pts"); empty without a value.
    QString badgeText() const;
};

// The options of the state's open Choice decision, described against the ruleset.
std::vector<OptionView> describeOptions(const GameState &state, const TerritoryValuer &valuer);

} // namespace tw
