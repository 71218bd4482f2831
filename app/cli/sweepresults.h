#pragma once

#include "runresults.h"

#include "play/sweep.h"
#include "play/sweeptable.h"

namespace tw::cli {

// A sweep's games as a results file (sweep --results): the header names the run as
// `table` does (ruleset, rules, players, bots, seed, games per point) with its base
// parameters and, under "sweep", what it varied and each point's label, value and rules
// version, and the value the rules have of what it varied (`rulesValue`, "meadow 5"; left
// out when empty); game g of point p is game p x games + g of the file. Shards of one sweep
// merge as a simulate run's do.
RunResults sweepResults(const SweepTable &table, const SweepSetup &setup, const SweepReport &report,
                        const std::string &rulesValue);
// The value the rules have of what the sweep of `results` varied, as sweepResults was given
// it; empty for a comparison.
std::string sweepRulesValue(const RunResults &results);
// Whether a results file holds a sweep's games.
bool isSweep(const RunResults &results);
// How many games the whole sweep of `results` plays (every point's); for a header that
// sweepTableOf reads. Throws when that is more than a run may play (kMostGames).
int sweepGames(const RunResults &results);
// The table of the sweep whose games `results` holds (merged from its shards): what the
// sweep would have printed and written, when every game is there. Throws (a JSON error)
// when the header lacks a field of a sweep's.
SweepTable sweepTableOf(const RunResults &results);

// Each metric a block of lines: one per point (and seat), the value and its 95% interval
// (of the points per placement, only the swept tile's; a line says where the others are);
// a comparison's paired changes after them.
void printSweepTable(const SweepTable &table);

} // namespace tw::cli
