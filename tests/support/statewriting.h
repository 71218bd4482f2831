#pragma once

// Tests build positions directly: they change a GameState without a Game, which the
// engine never allows anywhere else (see StateWriter).
#include "state/statewriter.h"

namespace tw {

struct StateWriterForTests
{
    static StateWriter of(GameState &state) { return StateWriter(state); }
    static Decision takeDecision(GameState &state) { return state.takeDecision(); }
    static void applyBuiltIn(GameState &state, const Decision &d, const Action &a) { state.applyBuiltIn(d, a); }
};

namespace test {

inline StateWriter edit(GameState &state)
{
    return StateWriterForTests::of(state);
}

} // namespace test
} // namespace tw
