#pragma once

#include "play/balancemetrics.h"
#include "play/simulation.h"

#include <string>
#include <vector>

namespace tw {

// How one bot fared against another over the same deals played with the seats each way.
struct DuelResult
{
    int games = 0;               // both seat orders
    Estimate winShare;           // the first bot's, a tie counting half, with its exact (Clopper-Pearson)
                                 // interval: it leaves out 50% when pValue is below 5% (ties aside)
    double pValue = 1;           // of its wins against an even split: exact sign test over the games not tied
    Estimate margin;             // its score minus the other's: the mean over the deals of a deal's two
                                 // games' mean, with its interval (what a deal's luck gives each seat cancels)
    std::vector<double> margins; // that difference in each game: the first seat order's, then the other's
    std::string error;           // the failure of a game (see SimulationReport); the rest is then empty
};

// Plays `setup.games` two-player deals (the seeds of a run from setup.match.seed) twice: with
// `first` in the first seat, then with `second` there. setup.match.bots is ignored;
// setup.progress counts the games of both orders.
DuelResult duel(const GameFactory &factory, SimulationSetup setup, const std::string &first, const std::string &second);

} // namespace tw
