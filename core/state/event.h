#pragma once

#include <cstdint>

namespace tw {

// One effect of an action. Small and plain: text is made only when something displays
// or writes an event (see log/eventtext.h). Events are self-contained: they name tiles by
// the cell of their anchor and segments by that cell and their index within the tile, so
// an event reads the same without the state it came from. Field meaning per kind:
enum class EventKind : std::uint8_t {
    TurnStarted,      // player; a = turn number
    Drawn,            // player; label = zone; a = item (tile type or card)
    Rolled,           // player; label = die; a = face
    TilePlaced,       // player; label = board; a = tile type; b, c = x, y; d = orientation
    TileDiscarded,    // player; label = zone it went to (-1 out of the game); a = tile type
    PieceDeployed,    // player (owner); label = piece type; a = piece id; b, c = x, y of its cell or
                      // its tile's anchor; d = segment index in that tile (-1: on a cell); e = board
    PieceRemoved,     // as PieceDeployed
    FeatureCompleted, // label = terrain; a = tiles in it; b, c = anchor of one of its tiles;
                      // d = the feature's segment index in that tile; e = board
    ScoreChanged,     // player; label = reason; a = delta; b = new total; c, d = anchor of a tile of
                      // the feature scored, e = its segment index there (-1: no feature); board 0
    ItemMoved,        // player (whose zone it left); label = zone it left; a = item; b = zone it went
                      // to; c = the player that zone belongs to (-1: a shared zone)
    Note,             // player; label = choice the flow named; a.. d = its arguments (as an Action's)
    GameEnded,        // a = number of turns
};

struct Event
{
    EventKind kind = EventKind::Note;
    std::int8_t player = -1;
    std::int16_t label = -1;
    std::int32_t a = 0;
    std::int32_t b = 0;
    std::int32_t c = 0;
    std::int32_t d = 0;
    std::int32_t e = 0;

    friend bool operator==(const Event &, const Event &) = default;
};

} // namespace tw
