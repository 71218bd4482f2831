#pragma once

#include "play/balancemetrics.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace tw::cli {

// The per-game results of a simulate run (or one shard of it) as a JSON Lines file: a
// header naming the run (ruleset, rules version, players, bots, base seed, games asked,
// parameters, and the shard when it is one) and a line per finished game, by index. Runs
// that differ only in their shard merge into the file one run of all the games writes. A
// sweep's games are kept the same way (sweepresults.h).
struct RunResults
{
    nlohmann::ordered_json run; // the header without "format" and "shard"
    std::string shard;          // "i/n", empty for a whole run
    std::vector<GameResult> games;
};

// Writes the file whole or not at all; false with the reason in `error`.
bool writeRunResults(const std::string &path, const RunResults &results, std::string &error);
// Reads a file writeRunResults wrote; false with the reason (file, line) in `error`.
bool readRunResults(const std::string &path, RunResults &results, std::string &error);

// "p = 0.0114", or "p < 0.0001" below that.
std::string pValueText(double p);

// " [low, high]" of `e` times `scale`, each bound in the printf format `number` ("%.2f");
// " [no interval]" where there is none (the mean of one game).
std::string intervalText(const Estimate &e, const std::string &number, double scale = 1);

// The metrics of a run as lines of text: each seat's mean score with its 95% interval and
// standard deviation, and its win rate with its interval; the seat advantage test, margin
// of victory, game length, lead changes, drama (how often and how far the winner
// trailed), decisiveness, decisions, unplaceable draws, each scoring reason's share of the
// points (`reasons`: their names, in the rules' order) and the tile types whose placements
// led to the most and the fewest points (`tiles`: the ids). A solo run leaves out what
// compares players; a run of no games says so.
std::string metricsText(const BalanceMetrics &metrics, const std::vector<std::string> &bots,
                        const std::vector<std::string> &reasons, const std::vector<std::string> &tiles);
// The same as JSON, each measure named as sweep's CSV and JSON name it ("length", "drama",
// "deficit", "decisiveness" ...): estimates as [value, low, high] (the lead measures null
// where nobody led before the end of any game); "reason_share" keyed by reason id, "tiles" by tile id
// ({placements a game, points_per_placement}, the latter null for a tile never placed in play).
nlohmann::ordered_json metricsJson(const BalanceMetrics &metrics, const std::vector<std::string> &reasons,
                                   const std::vector<std::string> &tiles);

} // namespace tw::cli
