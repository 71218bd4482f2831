#include "scoretally.h"

namespace tw {

ScoreTally tallyScores(const GameLog &log, int players, int reasons, int actions, const std::vector<int> &sides)
{
    const auto sameSide = [&sides](int player, int mate) {
        return player == mate
            || (std::size_t(player) < sides.size() && std::size_t(mate) < sides.size()
                && sides[std::size_t(player)] == sides[std::size_t(mate)]);
    };
    const std::size_t entries = actions < 0 ? log.entries.size() : std::min(log.entries.size(), std::size_t(actions) + 1);
    ScoreTally tally;
    tally.byReason.assign(players, std::vector<int>(reasons + 1, 0));
    tally.curve.assign(players, {ScoreTally::Point{}});
    int turn = 0;
    for (std::size_t i = 0; i < entries; ++i) {
        for (const Event &e : log.entries[i].events) {
            if (e.kind == EventKind::TurnStarted) {
                turn = e.a;
            } else if (e.kind == EventKind::ScoreChanged && e.player >= 0 && e.player < players) {
                const int reason = e.label >= 0 && e.label < reasons ? int(e.label) : reasons;
                for (int p = 0; p < players; ++p) {
                    if (!sameSide(e.player, p))
                        continue;
                    tally.byReason[p][reason] += e.a;
                    tally.curve[p].push_back({turn, e.b});
                }
            }
        }
    }
    tally.lastTurn = turn;
    return tally;
}

} // namespace tw
