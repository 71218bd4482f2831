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
    int won = 0, lost = 0;                       // games not tied
    std::vector<std::vector<double>> byOrder(2); // the margins of each seat order, by deal
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
            won += own > other;
            lost += own < other;
            byOrder[std::size_t(seat)].push_back(own - other);
            result.margins.push_back(own - other);
        }
    }
    const int n = int(result.margins.size());
    if (n == 0)
        return result;
    result.games = n;
    result.winShare = clopperPearsonInterval(wins, n);
    result.pValue = signTestP(won, lost);
    std::vector<double> byDeal;
    for (std::size_t deal = 0; deal < byOrder[0].size() && deal < byOrder[1].size(); ++deal)
        byDeal.push_back((byOrder[0][deal] + byOrder[1][deal]) / 2);
    result.margin = meanWithInterval(byDeal);
    return result;
}

} // namespace tw
