#pragma once

#include <cstdint>
#include <vector>

namespace tw {

// How a game went, beyond its final scores.
struct GameStory
{
    int leadChanges = 0;                    // times the lead passed to others (StoryRecorder)
    int decidedAtTurn = 0;                  // the turn from which the winners led (or shared the lead) to the end
    bool winnerTrailed = false;             // a winner was behind another player at some point
    int decisions = 0;                      // decisions with more than one option
    int unplaceable = 0;                    // tiles discarded because they fit nowhere
    std::vector<long long> reasonPoints;    // per scoring reason: points scored by every player
    std::vector<int> placements;            // per tile type: placements by players (not set-up)
    std::vector<long long> placementPoints; // per tile type: points scored from its placement to the next (StoryRecorder)
    friend bool operator==(const GameStory &, const GameStory &) = default;
};

// One finished game of a balance run.
struct GameResult
{
    int game = 0;           // its index in the run
    std::uint64_t seed = 0; // the game's own seed
    std::vector<int> scores;
    int turns = 0;
    GameStory story;
    friend bool operator==(const GameResult &, const GameResult &) = default;
};

// A value with its 95% confidence interval [low, high].
struct Estimate
{
    double value = 0;
    double low = 0;
    double high = 0;
};

// What a run of games says about a ruleset's balance, with 95% confidence intervals. A
// normal interval is cut to the values its quantity can take (no count below 0, no share
// above 1).
struct BalanceMetrics
{
    int games = 0;
    std::vector<double> wins;               // per seat; a tie for first shares one win among the tied seats
    std::vector<Estimate> winRate;          // per seat: Wilson score interval
    double seatChiSquare = 0;               // of the wins against an even spread over the seats
    double seatAdvantageP = 1;              // its p-value (chi-square, seats - 1 degrees of freedom)
    std::vector<Estimate> meanScore;        // per seat: normal interval
    std::vector<double> scoreSpread;        // per seat: standard deviation of the score
    Estimate margin;                        // best score minus the second best
    Estimate length;                        // turns
    Estimate leadChanges;                   // per game
    Estimate drama;                         // share of games whose winner trailed at some point (Wilson)
    Estimate decisiveness;                  // the share of the game played after the lead was settled
    Estimate decisions;                     // decisions with a real choice, per game
    Estimate unplaceable;                   // unplaceable draws, per game
    std::vector<double> reasonShare;        // per scoring reason: its share of all points scored
    std::vector<double> pointsPerPlacement; // per tile type: mean points from its placement to the next
    std::vector<double> placements;         // per tile type: placements per game
};

// The metrics of `results` (games of `players` seats). With no games, everything is 0 and
// the p-value 1.
BalanceMetrics balanceMetrics(const std::vector<GameResult> &results, int players);

// The mean of after[i] - before[i] over paired measurements (the same game under two
// versions of the rules) with its 95% interval: the change is significant at the 5% level
// when the interval leaves out 0.
Estimate pairedDifference(const std::vector<double> &before, const std::vector<double> &after);

// The 95% Wilson score interval of a proportion of `successes` (may be fractional) in `n`.
Estimate wilsonInterval(double successes, int n);

// P(X >= x) for X chi-square distributed with `degrees` degrees of freedom.
double chiSquareSurvival(double x, int degrees);

} // namespace tw
