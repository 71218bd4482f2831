#pragma once

// The conformance suite's clone check, apart from the suite so that a unit test can show
// it failing. A copy of a state is a clone when changing the copy leaves the original as
// it was, and the copy then behaves as the original does.

#include "state/gamestate.h"

namespace tw::test {

struct CloneCheck
{
    bool originalUnchanged = false; // the original still equalled its earlier snapshot
    bool sameResult = false;        // the original, changed in turn, equalled the changed copy
};

// Applies `apply` (a GameState & -> void, such as a Game::apply of one action) to a copy of
// `state` first and compares `state` with a snapshot taken before (GameState's operator==,
// member by member); then applies it to `state` itself and compares that with the copy.
template<typename Apply>
CloneCheck applyThroughClone(GameState &state, Apply &&apply)
{
    const GameState snapshot = state;
    GameState copy = state;
    apply(copy);
    CloneCheck result;
    result.originalUnchanged = state == snapshot;
    apply(state);
    result.sameResult = state == copy;
    return result;
}

} // namespace tw::test
