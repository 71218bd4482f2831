#pragma once

#include "engine/game.h"
#include "log/gamelog.h"
#include "play/balancemetrics.h"
#include "util/rng.h"

#include <atomic>
#include <cstdint>
#include <string>
#include <vector>

namespace tw {

// One game played to the end by bots.
struct MatchSetup
{
    int players = 2;
    std::vector<std::int64_t> parameters; // empty = the ruleset's defaults
    std::uint64_t seed = 0;
    std::vector<std::string> bots;             // one per seat, or one for all
    bool record = false;                       // keep the full log in the result
    const std::atomic<bool> *cancel = nullptr; // checked before every action
    int maxActions = 200'000;                  // a game still going after this many is an error
};

struct MatchResult
{
    std::vector<int> scores;
    int turns = 0;
    std::uint64_t stateHash = 0;
    GameStory story;        // how it went, beyond the scores
    GameLog log;            // entries only when MatchSetup::record
    bool cancelled = false; // stopped by MatchSetup::cancel before its end
};

// Sets each player's standing in `standing` and returns it: the score, plus while the
// game runs what the ruleset's projected_scores hook (where `projects`: it has one) says
// the end would add to it.
const std::vector<long long> &standings(const Game &game, const GameState &state, bool projects,
                                        std::vector<long long> &standing);

// Plays a game: the outcome of chance and the bots' tie-breaks at action i depend only on
// (seed, i) (see chanceRng/botRng), so a game can be rewound and continued identically.
// Throws std::invalid_argument for an unknown bot, RulesError when the flow fails and
// std::runtime_error for a game that has not ended after MatchSetup::maxActions actions.
MatchResult playMatch(const Game &game, const MatchSetup &setup);

// The header fields of a log for this setup (parameters as text).
GameLog logFor(const Game &game, const MatchSetup &setup);

// The seed of game `index` in a run of many from `base`: the same for any thread count.
std::uint64_t gameSeed(std::uint64_t base, int index);

// The random streams for the action with index `action` (0-based) of a game.
Rng chanceRng(std::uint64_t seed, int action);
Rng botRng(std::uint64_t seed, int action);

} // namespace tw
