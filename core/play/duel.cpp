#include "play/duel.h"

#include <functional>
#include <utility>

namespace tw {

DuelResult duel(const GameFactory &factory, SimulationSetup setup, const std::string &first, const std::string &second)
{
    const int deals = setup.games;
    const std::function<void(int, int)> progress = std::move(setup.progress);
    DuelResult result;
    double wins = 0;
    std::vector<double> mine, theirs;
    for (const int seat : {0, 1}) {
        setup.match.bots = seat == 0 ? std::vector<std::string>{first, second} : std::vector<std::string>{second, first};
        if (progress)
            setup.progress = [&progress, seat, deals](int done, int) { progress(seat * deals + done, 2 * deals); };
        const SimulationReport report = simulate(factory, setup);
        if (!report.error.empty()) {
            result.error = report.error;
            return result;
        }
        for (const GameResult &game : report.results) {
            const int own = game.scores[seat], other = game.scores[1 - seat];
            wins += own > other ? 1 : own == other ? 0.5 : 0;
            mine.push_back(own);
            theirs.push_back(other);
            result.margins.push_back(own - other);
        }
    }
    const int n = int(mine.size());
    if (n == 0)
        return result;
    result.games = n;
    result.winShare = wilsonInterval(wins, n);
    const double excess = wins - n / 2.0;
    result.pValue = chiSquareSurvival(4 * excess * excess / n, 1);
    result.margin = pairedDifference(theirs, mine);
    return result;
}

} // namespace tw
