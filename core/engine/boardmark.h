#pragma once

#include "geometry/grid.h"

#include <string>
#include <vector>

namespace tw {

// Something a ruleset asks the studio to show on a board cell without it being a tile,
// a piece or a decision: a badge of text (a provision on a square, a player's count in a
// contest), an outline (an area being contested), a shade (a part of the board the rules
// set apart, as a printed sheet shades it), or a band joining two cells (a piece covering
// both). Returned by the board_marks query hook (docs/lua-api.md).
struct BoardMark
{
    Coord cell;
    bool spans = false; // a band from `cell` to `to`
    Coord to;
    std::string text;     // the badge's text; empty: no badge (unless `card` names one)
    std::string tip;      // the tooltip; empty: the text
    int player = -1;      // the seat whose colour it takes, -1 for none
    int card = -1;        // a card it stands for (index into Ruleset::cards), -1 for none
    bool outline = false; // the cell is outlined; outlined neighbours share one outline
    bool shade = false;   // the cell is shaded, whatever covers it; shaded neighbours share one shade
    friend bool operator==(const BoardMark &, const BoardMark &) = default;
};

using BoardMarks = std::vector<BoardMark>;

} // namespace tw
