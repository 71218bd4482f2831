#pragma once

#include "state/gamestate.h"

#include <QString>

#include <optional>
#include <vector>

namespace tw {

class TerritoryValuer;

// One option of an open choice, as the studio shows it: a button; and where its first
// argument is on the board (a territory, a piece, a cell) a marker there, or where it is a
// card, that card in the hand.
struct OptionView
{
    int index = -1; // into decision().options
    Action action;
    QString choiceText;            // the choice's text from the ruleset ("Deploy a follower")
    QString target;                // what it concerns ("Mountain: 3 tiles, open"), may be empty
    int segment = -1;              // the segment (board 0) it concerns, -1 none
    QString sides;                 // the sides of its tile that segment reaches ("N, E"), to tell two apart
    std::optional<Coord> cell;     // the cell it concerns, when no segment
    int cellBoard = -1;            // the board of `cell` (a piece's); -1: the board shown
    int card = -1;                 // the card it concerns, -1 none
    std::optional<Coord> cardCell; // with a card: the cell its next argument names (where the card leads)
    int tileType = -1;             // the tile type it concerns, -1 none
    bool removes = false;
    std::optional<int> value; // what the territory scores now

    // Short text for a button: "Deploy a follower: Mountain (4 pts)".
    QString buttonText() const;
    // Full sentence for tooltips and board markers.
    QString description() const;
    // The few characters drawn in the board marker: what the territory scores ("4"; "↩4"
    // for taking a piece back); empty without a value.
    QString badgeText() const;
};

// The options of the state's open Choice decision, described against the ruleset.
std::vector<OptionView> describeOptions(const GameState &state, const TerritoryValuer &valuer);

} // namespace tw
