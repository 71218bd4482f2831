#include "balancemetrics.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace tw {

namespace {

constexpr double kZ95 = 1.959963984540054; // the standard normal's 97.5% quantile

// The regularized lower incomplete gamma function P(a, x), by its series (x < a + 1) or
// from the continued fraction of the upper one.
double lowerGammaRatio(double a, double x)
{
    if (x <= 0)
        return 0;
    const double logFactor = a * std::log(x) - x - std::lgamma(a);
    if (x < a + 1) {
        double term = 1 / a;
        double sum = term;
        for (int n = 1; n < 1000 && std::abs(term) > std::abs(sum) * 1e-15; ++n) {
            term *= x / (a + n);
            sum += term;
        }
        return std::exp(logFactor) * sum;
    }
    // Q(a, x) by the modified Lentz method.
    constexpr double kTiny = 1e-300;
    double b = x + 1 - a;
    double c = 1 / kTiny;
    double d = 1 / b;
    double h = d;
    for (int i = 1; i < 1000; ++i) {
        const double an = -i * (i - a);
        b += 2;
        d = an * d + b;
        d = std::abs(d) < kTiny ? kTiny : d;
        c = b + an / c;
        c = std::abs(c) < kTiny ? kTiny : c;
        d = 1 / d;
        const double delta = d * c;
        h *= delta;
        if (std::abs(delta - 1) < 1e-15)
            break;
    }
    return 1 - std::exp(logFactor) * h;
}

// The 97.5% quantile of Student's t distribution with `degrees` (at least 1) degrees of
// freedom: exact to six places up to 9, then its Cornish-Fisher expansion around kZ95
// (within 1e-5 from 10 on).
double studentT975(int degrees)
{
    static constexpr double kExact[] = {12.706205, 4.302653, 3.182446, 2.776445, 2.570582,
                                        2.446912,  2.364624, 2.306004, 2.262157};
    if (degrees <= 9)
        return kExact[std::max(degrees, 1) - 1];
    const double z = kZ95, v = degrees;
    const double z3 = z * z * z, z5 = z3 * z * z, z7 = z5 * z * z, z9 = z7 * z * z;
    return z + (z3 + z) / 4 / v + (5 * z5 + 16 * z3 + 3 * z) / 96 / (v * v)
        + (3 * z7 + 19 * z5 + 17 * z3 - 15 * z) / 384 / (v * v * v)
        + (79 * z9 + 776 * z7 + 1482 * z5 - 1920 * z3 - 945 * z) / 92160 / (v * v * v * v);
}

// Mean and its 95% interval of `values` (Student's t: with few values a normal interval
// would be too narrow); the standard deviation in `spread`. One value has no interval
// (its bounds are NaN) and no spread (0).
Estimate meanOf(const std::vector<double> &values, double *spread = nullptr)
{
    const double n = double(values.size());
    if (values.empty())
        return {};
    double sum = 0;
    for (double v : values)
        sum += v;
    const double mean = sum / n;
    double squares = 0;
    for (double v : values)
        squares += (v - mean) * (v - mean);
    const double sd = values.size() > 1 ? std::sqrt(squares / (n - 1)) : 0;
    if (spread)
        *spread = sd;
    const double half = values.size() > 1 ? studentT975(int(values.size()) - 1) * sd / std::sqrt(n)
                                          : std::numeric_limits<double>::quiet_NaN();
    return {mean, mean - half, mean + half};
}

// `e` with its interval cut to [lowest, highest]: the mean of values that cannot leave that
// range cannot leave it either (a count's normal interval reaches below 0 when it is rare).
Estimate within(Estimate e, double lowest, double highest = std::numeric_limits<double>::infinity())
{
    return {e.value, std::clamp(e.low, lowest, highest), std::clamp(e.high, lowest, highest)};
}

// `e`, a mean of points over the games' `points`, cut at 0 where they all have one sign:
// points never lost cannot average below 0, nor a penalty above it.
Estimate withinSignOf(Estimate e, const std::vector<double> &points)
{
    if (std::all_of(points.begin(), points.end(), [](double v) { return v >= 0; }))
        e = within(e, 0);
    if (std::all_of(points.begin(), points.end(), [](double v) { return v <= 0; }))
        e = within(e, -std::numeric_limits<double>::infinity(), 0);
    return e;
}

// Whether the games of `columns` give a ratio an interval: its denominator sums to something
// other than 0 and at least two games have a part in it (else every residual is 0).
bool hasInterval(const RatioColumns &columns)
{
    const std::vector<double> &x = columns.denominator;
    return std::accumulate(x.begin(), x.end(), 0.0) != 0
        && std::count_if(x.begin(), x.end(), [](double v) { return v != 0; }) >= 2;
}

// The ratio of sums of `columns` and each game's linearised residual (y - R x) / mean x;
// the ratio is 0 where the denominator sums to 0.
double ratioResiduals(const RatioColumns &columns, std::vector<double> &residuals)
{
    const std::vector<double> &y = columns.numerator, &x = columns.denominator;
    const double sumX = std::accumulate(x.begin(), x.end(), 0.0);
    const double ratio = sumX != 0 ? std::accumulate(y.begin(), y.end(), 0.0) / sumX : 0;
    const double meanX = sumX / double(x.size());
    residuals.clear();
    for (std::size_t i = 0; i < x.size(); ++i)
        residuals.push_back(meanX != 0 ? (y[i] - ratio * x[i]) / meanX : 0);
    return ratio;
}

// The ratio of the sums of `columns` (y over x, one pair a game) with its 95% interval. The
// games are the sample and a game's placements or points are not independent of each other,
// so the interval is Student's t on each game's y - R x (the linearised ratio estimator) over
// the mean x. Where x sums to 0 the ratio is 0; it, and a ratio only one game has a part in
// (whose residuals are all 0), have no interval.
Estimate ratioOf(const RatioColumns &columns)
{
    std::vector<double> residuals;
    const double ratio = ratioResiduals(columns, residuals);
    if (!hasInterval(columns))
        return {ratio, std::numeric_limits<double>::quiet_NaN(), std::numeric_limits<double>::quiet_NaN()};
    const Estimate residual = meanOf(residuals);
    const double half = residual.high - residual.value;
    return {ratio, ratio - half, ratio + half};
}

// Column `i` of `rows` (each game's values; 0 where a game's row is shorter).
template<typename T>
std::vector<double> column(const std::vector<std::vector<T>> &rows, std::size_t i)
{
    std::vector<double> values;
    for (const std::vector<T> &row : rows)
        values.push_back(i < row.size() ? double(row[i]) : 0);
    return values;
}

// The side of each seat of `r`: GameStory::sides where it is whole (each seat's side a
// seat at or before it that is its own side), else each seat its own.
std::vector<int> sidesOf(const GameResult &r)
{
    const std::vector<int> &sides = r.story.sides;
    bool whole = sides.size() == r.scores.size();
    for (std::size_t p = 0; whole && p < sides.size(); ++p)
        whole = sides[p] >= 0 && std::size_t(sides[p]) <= p && sides[std::size_t(sides[p])] == sides[p];
    if (whole)
        return sides;
    std::vector<int> own(r.scores.size());
    std::iota(own.begin(), own.end(), 0);
    return own;
}

// The side of each seat over `results` (the first seat of its side): the teams where every
// game has the same ones, else each seat its own.
std::vector<int> commonSides(const std::vector<GameResult> &results, int players)
{
    std::vector<int> common = results.empty() ? std::vector<int>() : sidesOf(results.front());
    for (const GameResult &r : results)
        if (sidesOf(r) != common)
            common.clear();
    if (int(common.size()) == players)
        return common;
    std::vector<int> own(static_cast<std::size_t>(players));
    std::iota(own.begin(), own.end(), 0);
    return own;
}

// The wins of each side of `results` (commonSides `common`), in seat order. A tie for first
// shares a win between the sides.
std::vector<double> sideWins(const std::vector<GameResult> &results, const std::vector<int> &common)
{
    std::vector<double> seatWins(common.size(), 0); // each seat's part of its side's wins
    for (const GameResult &r : results) {
        const std::vector<int> its = sidesOf(r);
        for (std::size_t p = 0; p < its.size() && p < seatWins.size(); ++p)
            seatWins[p] += winShare(r, p) / double(std::count(its.begin(), its.end(), its[p]));
    }
    const int players = int(common.size());
    std::vector<double> wins;
    for (int side = 0; side < players; ++side) {
        if (common[std::size_t(side)] != side)
            continue;
        double won = 0;
        for (std::size_t p = 0; p < common.size(); ++p)
            won += common[p] == side ? seatWins[p] : 0;
        wins.push_back(won);
    }
    return wins;
}

void addStoryMetrics(const std::vector<GameResult> &results, BalanceMetrics &m)
{
    std::vector<double> leads, deficits, decided, decisions, unplaceable;
    double trailed = 0;
    for (const GameResult &r : results) {
        leads.push_back(r.story.leadChanges);
        decided.push_back(r.turns > 0 ? double(r.turns - r.story.decidedAtTurn) / r.turns : 0);
        decisions.push_back(r.story.decisions);
        unplaceable.push_back(r.story.unplaceable);
        trailed += r.story.winnerTrailed;
        deficits.push_back(double(r.story.winnerDeficit));
        m.gamesWithLead += r.story.leadSeen;
    }
    m.leadChanges = within(meanOf(leads), 0);
    m.drama = wilsonInterval(trailed, int(results.size()));
    m.deficit = within(meanOf(deficits), 0);
    m.decisiveness = within(meanOf(decided), 0, 1);
    m.decisions = within(meanOf(decisions), 0);
    m.unplaceable = within(meanOf(unplaceable), 0);
    for (const RatioColumns &share : reasonShareColumns(results))
        m.reasonShare.push_back(within(withinSignOf(ratioOf(share), share.numerator), -1, 1));
    for (const RatioColumns &tile : pointsPerPlacementColumns(results)) {
        m.pointsPerPlacement.push_back(withinSignOf(ratioOf(tile), tile.numerator));
        const std::vector<double> &placed = tile.denominator;
        m.placements.push_back(std::accumulate(placed.begin(), placed.end(), 0.0) / double(results.size()));
    }
}

} // namespace

bool scoredAnyPoints(const BalanceMetrics &m)
{
    return std::any_of(m.reasonShare.begin(), m.reasonShare.end(), [](const Estimate &share) { return share.value != 0; });
}

std::vector<std::size_t> rankedTiles(const BalanceMetrics &m)
{
    std::vector<std::size_t> placed, sampled;
    for (std::size_t t = 0; t < m.pointsPerPlacement.size() && t < m.placements.size(); ++t) {
        if (m.placements[t] <= 0)
            continue;
        placed.push_back(t);
        if (!std::isnan(m.pointsPerPlacement[t].low))
            sampled.push_back(t);
    }
    std::vector<std::size_t> ranked = sampled.empty() ? placed : sampled;
    std::stable_sort(ranked.begin(), ranked.end(), [&m](std::size_t a, std::size_t b) {
        return m.pointsPerPlacement[a].value > m.pointsPerPlacement[b].value;
    });
    return ranked;
}

Estimate meanWithInterval(const std::vector<double> &values)
{
    return meanOf(values);
}

std::vector<RatioColumns> reasonShareColumns(const std::vector<GameResult> &results)
{
    std::vector<std::vector<long long>> reasonPoints; // per game
    std::size_t reasons = 0;
    for (const GameResult &r : results) {
        reasonPoints.push_back(r.story.reasonPoints);
        reasons = std::max(reasons, r.story.reasonPoints.size());
    }
    std::vector<RatioColumns> shares(reasons);
    std::vector<double> allPoints(results.size(), 0);
    for (std::size_t i = 0; i < reasons; ++i) {
        shares[i].numerator = column(reasonPoints, i);
        const std::vector<double> &points = shares[i].numerator;
        const double sign = std::accumulate(points.begin(), points.end(), 0.0) < 0 ? -1 : 1;
        for (std::size_t g = 0; g < points.size(); ++g)
            allPoints[g] += sign * points[g];
    }
    for (RatioColumns &share : shares)
        share.denominator = allPoints;
    return shares;
}

std::vector<RatioColumns> pointsPerPlacementColumns(const std::vector<GameResult> &results)
{
    std::vector<std::vector<long long>> placementPoints; // per game
    std::vector<std::vector<int>> placements;
    std::size_t tiles = 0;
    for (const GameResult &r : results) {
        placements.push_back(r.story.placements);
        placementPoints.push_back(r.story.placementPoints);
        tiles = std::max({tiles, r.story.placements.size(), r.story.placementPoints.size()});
    }
    std::vector<RatioColumns> perTile;
    for (std::size_t t = 0; t < tiles; ++t)
        perTile.push_back({column(placementPoints, t), column(placements, t)});
    return perTile;
}

Estimate pairedRatioDifference(const RatioColumns &before, const RatioColumns &after)
{
    std::vector<double> residualsBefore, residualsAfter;
    const double change = ratioResiduals(after, residualsAfter) - ratioResiduals(before, residualsBefore);
    if (!hasInterval(before) || !hasInterval(after))
        return {change, std::numeric_limits<double>::quiet_NaN(), std::numeric_limits<double>::quiet_NaN()};
    const Estimate residual = pairedDifference(residualsBefore, residualsAfter);
    double half = residual.high - residual.value;
    if (half == 0 && change != 0) {
        // Every game's residual changed alike: with a few games of small counts that is
        // chance, not certainty. The versions' own intervals bound the change instead. (With
        // no change either, no game's residual moved: no change, as for a mean.)
        const Estimate first = ratioOf(before), second = ratioOf(after);
        half = std::hypot(first.high - first.value, second.high - second.value);
    }
    return {change, change - half, change + half};
}

Estimate pairedDifference(const std::vector<double> &before, const std::vector<double> &after)
{
    std::vector<double> differences;
    for (std::size_t i = 0; i < before.size() && i < after.size(); ++i)
        differences.push_back(after[i] - before[i]);
    return meanOf(differences);
}

double signTestP(int wins, int losses)
{
    const int n = wins + losses, rarer = std::min(wins, losses);
    if (n <= 0)
        return 1;
    double tail = 0; // P(X <= rarer) for X binomial(n, 1/2)
    for (int k = 0; k <= rarer; ++k)
        tail += std::exp(std::lgamma(n + 1.0) - std::lgamma(k + 1.0) - std::lgamma(n - k + 1.0) - n * std::log(2.0));
    return std::min(1.0, 2 * tail);
}

double chiSquareSurvival(double x, int degrees)
{
    if (degrees <= 0 || x <= 0)
        return 1;
    return std::clamp(1 - lowerGammaRatio(degrees / 2.0, x / 2.0), 0.0, 1.0);
}

Estimate wilsonInterval(double successes, int n)
{
    if (n <= 0)
        return {};
    const double p = successes / n;
    const double z2 = kZ95 * kZ95;
    const double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
    const double half = kZ95 * std::sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / (1 + z2 / n);
    // At none or all, the bound there is exactly 0 or 1, not a rounding error away from it.
    return {p, successes <= 0 ? 0.0 : std::max(0.0, centre - half), successes >= n ? 1.0 : std::min(1.0, centre + half)};
}

namespace {

// P(X <= k) for X binomial(n, p), 0 < p < 1.
double binomialCdf(int k, int n, double p)
{
    double sum = 0;
    for (int i = 0; i <= k && i <= n; ++i)
        sum += std::exp(std::lgamma(n + 1.0) - std::lgamma(i + 1.0) - std::lgamma(n - i + 1.0) + i * std::log(p)
                        + (n - i) * std::log1p(-p));
    return sum;
}

// The p in (0, 1) where the falling or rising `f` crosses `target`, by bisection.
template<typename F>
double crossing(F f, double target, bool falling)
{
    double lo = 0, hi = 1;
    for (int step = 0; step < 60; ++step) {
        const double mid = (lo + hi) / 2;
        ((f(mid) > target) == falling ? lo : hi) = mid;
    }
    return (lo + hi) / 2;
}

} // namespace

Estimate clopperPearsonInterval(double successes, int n)
{
    if (n <= 0)
        return {};
    const int low = int(std::floor(successes)), high = int(std::ceil(successes));
    Estimate e{successes / n, 0, 1};
    if (low > 0) // P(X >= low) rises with p: the p where it reaches 2.5%
        e.low = crossing([&](double p) { return 1 - binomialCdf(low - 1, n, p); }, 0.025, false);
    if (high < n) // P(X <= high) falls with p: the p where it comes down to 2.5%
        e.high = crossing([&](double p) { return binomialCdf(high, n, p); }, 0.025, true);
    return e;
}

double winShare(const GameResult &r, std::size_t seat)
{
    if (seat >= r.scores.size())
        return 0;
    const int best = *std::max_element(r.scores.begin(), r.scores.end());
    if (r.scores[seat] != best)
        return 0;
    const std::vector<int> sides = sidesOf(r);
    int winning = 0;
    for (std::size_t p = 0; p < sides.size(); ++p)
        winning += sides[p] == int(p) && r.scores[p] == best;
    return 1.0 / double(std::max(winning, 1));
}

int marginOf(const GameResult &r)
{
    const std::vector<int> sides = sidesOf(r);
    std::vector<int> scores;
    for (std::size_t p = 0; p < sides.size(); ++p)
        if (sides[p] == int(p))
            scores.push_back(r.scores[p]);
    std::sort(scores.begin(), scores.end(), std::greater<>());
    return scores.size() > 1 ? scores[0] - scores[1] : 0;
}

BalanceMetrics balanceMetrics(const std::vector<GameResult> &results, int players)
{
    BalanceMetrics m;
    m.games = int(results.size());
    m.wins.assign(std::size_t(players), 0);
    m.scoreSpread.assign(std::size_t(players), 0);
    std::vector<std::vector<double>> scores(static_cast<std::size_t>(players));
    std::vector<double> margins, lengths;
    for (const GameResult &r : results) {
        for (int p = 0; p < players && p < int(r.scores.size()); ++p) {
            scores[std::size_t(p)].push_back(r.scores[std::size_t(p)]);
            m.wins[std::size_t(p)] += winShare(r, std::size_t(p));
        }
        margins.push_back(marginOf(r));
        lengths.push_back(r.turns);
    }
    for (int p = 0; p < players; ++p) {
        m.winRate.push_back(wilsonInterval(m.wins[std::size_t(p)], m.games));
        m.meanScore.push_back(meanOf(scores[std::size_t(p)], &m.scoreSpread[std::size_t(p)]));
    }
    m.sideOf = commonSides(results, players);
    const std::vector<double> wins = sideWins(results, m.sideOf);
    m.sides = int(wins.size());
    if (m.games > 0 && m.sides > 1) {
        const double expected = double(m.games) / m.sides;
        for (double w : wins)
            m.seatChiSquare += (w - expected) * (w - expected) / expected;
        m.seatAdvantageP = chiSquareSurvival(m.seatChiSquare, m.sides - 1);
    }
    m.margin = within(meanOf(margins), 0);
    m.length = within(meanOf(lengths), 0);
    addStoryMetrics(results, m);
    return m;
}

} // namespace tw
