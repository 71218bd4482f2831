#pragma once

#include <cstdint>
#include <vector>

namespace tw {

// How a game went, beyond its final scores.
struct GameStory
{
    int leadChanges = 0;                    // times the lead passed to others (StoryRecorder)
    int decidedAtTurn = 0;                  // the turn the winners led (or shared it) from; a tie for first: the last
    bool winnerTrailed = false;             // a winner was behind another player at some point
    int decisions = 0;                      // decisions with more than one option
    int unplaceable = 0;                    // draws that fit nowhere: tiles discarded in play, `unplaceable` notes
    std::vector<long long> reasonPoints;    // per scoring reason: points scored by every player
    std::vector<int> placements;            // per tile type: placements by players (not set-up)
    std::vector<long long> placementPoints; // per tile type: points scored from its placement to the next (StoryRecorder)
    std::vector<int> sides;      // per player: the first player sharing its score (0-based); teammates are one side
    bool leadSeen = false;       // someone led before the game's last action (else the lead metrics say nothing)
    long long winnerDeficit = 0; // the most points a winner was behind the leader (0: never behind)
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

// A value with its 95% confidence interval [low, high]; both bounds are NaN where there is
// no interval (the mean of one game).
struct Estimate
{
    double value = 0;
    double low = 0;
    double high = 0;
    friend bool operator==(const Estimate &, const Estimate &) = default;
};

// What a run of games says about a ruleset's balance, with 95% confidence intervals. A
// mean's interval (Student's t) is cut to the values its quantity can take (no count below
// 0, no share above 1, no share of points or points per placement below 0 where no game
// lost any of them, nor above 0 where no game won any).
struct BalanceMetrics
{
    int games = 0;
    std::vector<double> wins;        // per seat; a tie for first shares one win among the tied sides
    std::vector<Estimate> winRate;   // per seat: Wilson score interval
    int sides = 0;                   // seats, or teams where seats share a score in every game
    std::vector<int> sideOf;         // per seat: the first seat of its side (0-based), as sides counts them
    double seatChiSquare = 0;        // of the sides' wins against an even spread over them
    double seatAdvantageP = 1;       // its p-value (chi-square, sides - 1 degrees of freedom)
    std::vector<Estimate> meanScore; // per seat: Student's t interval
    std::vector<double> scoreSpread; // per seat: standard deviation of the score
    Estimate margin;                 // best score minus the best of another side
    Estimate length;                 // turns
    int gamesWithLead = 0;           // games in which someone led before the last action
    Estimate leadChanges;            // per game
    Estimate drama;                  // share of games whose winner trailed at some point (Wilson)
    Estimate deficit;                // the winner's deepest deficit in points, per game
    Estimate decisiveness;           // the share of the game played after the lead was settled
    Estimate decisions;              // decisions with a real choice, per game
    Estimate unplaceable;            // unplaceable draws, per game
    // Ratios over the run with their intervals over games (a game's placements and points are
    // not independent: each game is one sample of them):
    std::vector<Estimate> reasonShare;        // per scoring reason: its share of all points won and lost
    std::vector<Estimate> pointsPerPlacement; // per tile type: mean points from its placement to the next
    std::vector<double> placements;           // per tile type: placements per game
};

// The tile types to rank by their points per placement, most first (the earlier one of
// equals): those placed in play (a start tile says nothing) and, where any has an interval,
// only those (a tile placed in a single game is no sample of games).
std::vector<std::size_t> rankedTiles(const BalanceMetrics &metrics);

// Whether the run won or lost any points for a reason; if not, no reason has a share (none
// of nothing is not 0%): its shares are not measured.
bool scoredAnyPoints(const BalanceMetrics &metrics);

// The share of the win seat `seat` (0-based) took in one game: 1, its side's part of a tie
// for first, or 0. A side is the seats sharing one score (GameStory::sides); each of its
// seats takes the side's share.
double winShare(const GameResult &r, std::size_t seat);
// One game's margin of victory: the best score minus the best of another side (0 for one).
int marginOf(const GameResult &r);

// The metrics of `results` (games of `players` seats). With no games, everything is 0 and
// the p-value 1. Teammates (seats sharing a score) count as one side in the seat test.
BalanceMetrics balanceMetrics(const std::vector<GameResult> &results, int players);

// The mean of `values` with its 95% interval (Student's t; one value has none: NaN bounds).
Estimate meanWithInterval(const std::vector<double> &values);

// The mean of after[i] - before[i] over paired measurements (the same game under two
// versions of the rules) with its 95% interval (Student's t): the change is significant at
// the 5% level when the interval leaves out 0 (one pair has no interval, and so is not).
Estimate pairedDifference(const std::vector<double> &before, const std::vector<double> &after);

// A ratio over a run's games (a reason's share of the points, a tile type's points per
// placement), as one value a game of its numerator and denominator: the ratio is that of
// their sums (BalanceMetrics::reasonShare, pointsPerPlacement).
struct RatioColumns
{
    std::vector<double> numerator;
    std::vector<double> denominator;
};
// Per scoring reason: its points in each game over the size of every reason's points (a
// penalty's counts by its size: each reason's points signed as its run's sum).
std::vector<RatioColumns> reasonShareColumns(const std::vector<GameResult> &results);
// Per tile type: the points from each of its placements to the next in each game, over its placements.
std::vector<RatioColumns> pointsPerPlacementColumns(const std::vector<GameResult> &results);
// The change of a ratio of sums from `before` to `after`, paired by game (the same game under
// two versions of the rules), with its 95% interval: Student's t over each game's change of
// its linearised residual, (y - R x) / mean x; where every game's changed alike (a few games
// of small counts), the root of the sum of the squares of the two ratios' own half-widths.
// No interval (NaN bounds) where a denominator sums to 0 or only one game has a part in it.
Estimate pairedRatioDifference(const RatioColumns &before, const RatioColumns &after);

// The 95% Wilson score interval of a proportion of `successes` (may be fractional) in `n`.
Estimate wilsonInterval(double successes, int n);

// The 95% Clopper-Pearson (exact) interval of a proportion of `successes` in `n`: it
// leaves out 50% exactly when signTestP of the successes against the failures is below
// 5%. A fractional count (a tie counting half) is rounded down for the lower bound and up
// for the upper one.
Estimate clopperPearsonInterval(double successes, int n);

// The exact two-sided p-value of `wins` against `losses` (games not tied) under an even
// chance of each: the sign test, twice the binomial tail of the rarer outcome (at most 1).
double signTestP(int wins, int losses);

// P(X >= x) for X chi-square distributed with `degrees` degrees of freedom.
double chiSquareSurvival(double x, int degrees);

} // namespace tw
