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
    TilePlaced,       // player; label = board; a = tile type; b, c = x, y; d = orientation;
                      // e = the terrain its cells were drawn in + 1 (0: their own)
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
    ItemTaken,        // player (who acted); label = zone; a = item; b = the zone's owner (-1: shared)
    ItemPut,          // as ItemTaken
    Shuffled,         // player (who acted); label = zone; b = the zone's owner (-1: shared)
    CardDiscarded,    // player; label = zone it went to (-1 out of the game); a = card
    PileAdded,        // player (who acted); a = card; b, c = anchor of the tile it lies on (board 0)
    PileTaken,        // as PileAdded
    PieceMoved,       // player (owner); label = piece type; a = piece id; b, c = x, y it left;
                      // d, e = x, y of the cell it moved to; f = board
    PieceLost,        // as PieceDeployed: a piece removed from the game (not back to the supply)
    VariableChanged,  // player (the variable's owner, -1: shared); label = variable;
                      // a, b = new value (low, high 32 bits); c, d = old value (likewise)
    TileRemoved,      // player (who acted); label = board; a = tile type; b, c = x, y; d = orientation
    CellPainted,      // player (who acted); label = terrain; b, c = x, y; e = board
};

constexpr int kEventKindCount = int(EventKind::CellPainted) + 1;

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
    std::int32_t f = 0;

    // A 64-bit value kept in two fields (low, high), as VariableChanged keeps its values.
    static std::int64_t wide(std::int32_t low, std::int32_t high)
    {
        return std::int64_t((std::uint64_t(std::uint32_t(high)) << 32) | std::uint32_t(low));
    }
    static std::int32_t low(std::int64_t v) { return std::int32_t(std::uint32_t(std::uint64_t(v))); }
    static std::int32_t high(std::int64_t v) { return std::int32_t(std::uint32_t(std::uint64_t(v) >> 32)); }

    friend bool operator==(const Event &, const Event &) = default;
};

} // namespace tw
