// The banner's result line of a finished game: one winner, a tie, and team mates (who share
// one score) winning together rather than tying with each other.
#include "gamehelpers.h"
#include "luarules.h"
#include "play/turnsummary.h"
#include "tilerenderer.h"

#include <QTest>

using namespace tw;
using namespace tw::test;

namespace {

// A finished game of `players` on `folder`, played with random legal actions from `seed`.
GameState finished(const std::shared_ptr<const Ruleset> &rules, int players, unsigned seed)
{
    const auto game = makeGame(rules);
    GameState state = game->newGame(players);
    std::mt19937 rng(seed);
    playRandom(*game, state, rng, 1000000);
    return state;
}

} // namespace

class TstBanner : public QObject
{
    Q_OBJECT

private slots:
    void teamMatesWinTogether();
};

void TstBanner::teamMatesWinTogether()
{
    const auto rules = loadSourceRuleset("rulesets/land-vs-sea");
    TileRenderer renderer(rules);
    int checked = 0;
    for (unsigned seed = 1; seed <= 6; ++seed) {
        const GameState state = finished(rules, 4, seed);
        QVERIFY(state.isOver());
        const QString title = turnBanner(state, TurnView{}, renderer, 1.0).title;
        const int land = state.score(0), sea = state.score(1);
        if (land == sea) {
            QVERIFY2(title.contains(QStringLiteral("tie")), qPrintable(title));
            continue;
        }
        const QString team = land > sea ? QStringLiteral("Land / Cartographer / Land 2") : QStringLiteral("Sea / Sea 2");
        QCOMPARE(title, QStringLiteral("Game over: %1 wins with %2").arg(team).arg(std::max(land, sea)));
        ++checked;
    }
    QVERIFY2(checked > 0, "no game without a tie between the teams");

    // Two players who are not team mates and tie still tie.
    const auto discovery = loadSourceRuleset("rulesets/discovery");
    TileRenderer plain(discovery);
    for (unsigned seed = 1; seed <= 40; ++seed) {
        const GameState state = finished(discovery, 2, seed);
        if (state.score(0) != state.score(1))
            continue;
        const QString title = turnBanner(state, TurnView{}, plain, 1.0).title;
        QVERIFY2(title.contains(QStringLiteral("tie")), qPrintable(title));
        return;
    }
    QSKIP("no tied two-player game among the seeds tried");
}

QTEST_MAIN(TstBanner)
#include "tst_banner.moc"
