#pragma once

#include <cstdint>

namespace tw {

// One effect of an action. Small and plain: text is made only when something displays
// or writes an event (see log/eventtext.h). Field meaning per kind:
enum class EventKind : std::uint8_t {
    TurnStarted,      // player; a = turn number
    Drawn,            // player; label = zone; a = item
    Rolled,           // label = die; a = face
    TilePlaced,       // player; label = board; a = tile type; b, c = x, y; d = orientation
    TileDiscarded,    // player; label = zone it went to (-1 out of the game); a = tile type
    PieceDeployed,    // player; label = piece type; a = piece index; b = segment id (-1: cell); c, d = x, y
    PieceRemoved,     // player; label = piece type; a = piece index; b = segment id; c, d = x, y
    FeatureCompleted, // label = terrain; a = feature (segment id); b = tiles in it
    ScoreChanged,     // player; label = reason; a = delta; b = feature (segment id, -1 none); c = new total
    ItemMoved,        // player; label = from zone; a = item; b = to zone
    Note,             // player; label = choice id the flow named; a, b, c = its values
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

    friend bool operator==(const Event &, const Event &) = default;
};

} // namespace tw
