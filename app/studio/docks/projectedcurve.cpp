#include "projectedcurve.h"

#include "log/replay.h"
#include "play/match.h"

#include <exception>

namespace tw {

std::vector<std::vector<ScoreTally::Point>> projectedCurves(const Game &game, const GameLog &log, int actions)
{
    if (!game.mayDefine("projected_scores"))
        return {};
    std::vector<std::vector<ScoreTally::Point>> curves(std::size_t(log.players));
    std::vector<long long> standing;
    try {
        stateAt(game, log, actions, [&](const GameState &state, bool chance) {
            if (chance && !state.isOver())
                return;
            standings(game, state, true, standing);
            for (int p = 0; p < log.players; ++p) {
                std::vector<ScoreTally::Point> &curve = curves[std::size_t(p)];
                const ScoreTally::Point point{state.turn(), int(standing[std::size_t(p)])};
                if (!curve.empty() && curve.back().turn == point.turn)
                    curve.back() = point;
                else
                    curve.push_back(point);
            }
        });
    } catch (const std::exception &) {
        return {};
    }
    return curves;
}

} // namespace tw
