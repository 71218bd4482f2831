#pragma once

#include "state/action.h"
#include "state/board.h"

#include <vector>

namespace tw {

enum class DecisionKind : std::uint8_t {
    None,   // only between an action and the flow's reply; never seen by a runner
    Chance, // the runner's RNG picks one option, weighted
    Place,  // the player picks where its tile goes
    Choice, // the player picks one of the options the flow offered
    Over,   // the game has ended
};

// What the game waits for, set by the flow after each action. `continuation` names the
// flow function that receives the chosen action.
struct Decision
{
    DecisionKind kind = DecisionKind::None;
    int player = -1;
    int continuation = -1;
    int zone = -1;          // Chance draw: the zone drawn from
    int die = -1;           // Chance roll: the die
    std::vector<int> tiles; // Place: the tile types offered (the player places one of them)
    int board = 0;          // Place: the board it goes on
    PlaceRule rule;         // Place: extra conditions
    std::vector<Action> options;
    std::vector<int> weights; // Chance: one per option
    // Place, or Chance draw: the options (and a draw's weights) are not listed yet and
    // are empty; GameState::decision() lists them on first use (see
    // GameState::askedDecision()).
    bool unlisted = false;
    bool onFrontier = false;   // Place, unlisted: every tile places on the frontier (Board::placesOnFrontier)
    bool severalSpots = false; // Place, unlisted: more than one legal spot (a real choice)
    friend bool operator==(const Decision &, const Decision &) = default;
};

} // namespace tw
