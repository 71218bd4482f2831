#pragma once

#include <cstdint>
#include <vector>

namespace tw {

// One finished game of a balance run.
struct GameResult
{
    int game = 0;           // its index in the run
    std::uint64_t seed = 0; // the game's own seed
    std::vector<int> scores;
    int turns = 0;
    friend bool operator==(const GameResult &, const GameResult &) = default;
};

// A value with its 95% confidence interval [low, high].
struct Estimate
{
    double value = 0;
    double low = 0;
    double high = 0;
};

// What a run of games says about a ruleset's balance, with 95% confidence intervals.
struct BalanceMetrics
{
    int games = 0;
    std::vector<double> wins;        // per seat; a tie for first shares one win among the tied seats
    std::vector<Estimate> winRate;   // per seat: Wilson score interval
    double seatChiSquare = 0;        // of the wins against an even spread over the seats
    double seatAdvantageP = 1;       // its p-value (chi-square, seats - 1 degrees of freedom)
    std::vector<Estimate> meanScore; // per seat: normal interval
    std::vector<double> scoreSpread; // per seat: standard deviation of the score
    Estimate margin;                 // best score minus the second best
    Estimate length;                 // turns
};

// The metrics of `results` (games of `players` seats). With no games, everything is 0 and
// the p-value 1.
BalanceMetrics balanceMetrics(const std::vector<GameResult> &results, int players);

// The 95% Wilson score interval of a proportion of `successes` (may be fractional) in `n`.
Estimate wilsonInterval(double successes, int n);

// P(X >= x) for X chi-square distributed with `degrees` degrees of freedom.
double chiSquareSurvival(double x, int degrees);

} // namespace tw
