#pragma once

#include "turnbanner.h"

#include "state/gamestate.h"

namespace tw {

class GameDocument;
class TileRenderer;

// Which position the banner describes.
struct TurnView
{
    const GameDocument *document = nullptr;
    int viewed = -1;          // actions of a past position shown read-only; -1 live
    int ghostOrientation = 0; // how the tile in hand is turned on the board
    int tileInHand = -1;      // which of the offered tiles the board shows (-1: the first)
    int viewer = -1;          // whose hidden items may show (SeatScreen::viewer)
};

// The banner for `state`: whose turn (seat name and colour, person or which bot), what
// they are to do, the tiles they hold drawn by the board's renderer, the scores, or the
// result once the game is over.
BannerInfo turnBanner(const GameState &state, const TurnView &view, const TileRenderer &renderer, qreal dpr);
// "Scores: Red 4 · Blue 1", each seat's name and score joined by no-break spaces, a line
// breaking only after a dot.
QString scoreLine(const GameState &state);
// Whether a tile the placement `d` offers can be turned over (a second face, or mirroring).
bool offersFlip(const Ruleset &rules, const Decision &d);

} // namespace tw
