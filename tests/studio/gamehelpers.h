#pragma once

// Games for the board tests, the benchmark and the screenshot tool: real rulesets played
// with random legal actions.

#include "engine/game.h"
#include "state/gamestate.h"

#include <memory>
#include <random>
#include <string>

namespace tw::test {

// Loads a ruleset folder given relative to the source tree; throws std::runtime_error
// with the loader's messages on failure.
std::shared_ptr<const Ruleset> loadSourceRuleset(const std::string &relativeFolder);

// Applies `actions` random legal actions (fewer if the game ends).
void playRandom(const Game &game, GameState &state, std::mt19937 &rng, int actions);

// Applies random legal actions until the state waits for a placement (true) or ends.
bool playUntilPlace(const Game &game, GameState &state, std::mt19937 &rng, int maxActions = 1000);

// The first Chance option that draws `tile`; false when the open decision has none.
bool drawTile(const Game &game, GameState &state, int tile);

// A two-player state whose board 0 holds `tiles` tiles of random types at random legal
// spots, placed directly (no flow): for boards larger than a real game makes.
GameState growBoard(std::shared_ptr<const Ruleset> rules, int tiles, unsigned seed);

} // namespace tw::test
