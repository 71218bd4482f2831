// The banner's result line of a finished game: one winner, a tie, and team mates (who share
// one score) winning together rather than tying with each other; its score line wraps
// between seats only.
#include "gamedocument.h"
#include "gamehelpers.h"
#include "luarules.h"
#include "play/tilepixmap.h"
#include "play/turnbanner.h"
#include "play/turnsummary.h"
#include "tilerenderer.h"

#include <QLabel>
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
    void aHeldTileShowsBothFaces();
    void aShapeShowsTheTerrainItIsDrawnIn();
    void aHintTooLongForItsLineEndsInAnEllipsis();
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
        const QString team = land > sea ? QStringLiteral("Land / Land 2") : QStringLiteral("Sea / Sea 2");
        QCOMPARE(title, QStringLiteral("Game over: %1 wins with %2").arg(team).arg(std::max(land, sea)));
        // The score line wraps between seats only.
        const QString detail = turnBanner(state, TurnView{}, renderer, 1.0).detail;
        QVERIFY2(detail.contains(QStringLiteral("Land\u00a02\u00a0%1").arg(land)), qPrintable(detail));
        QVERIFY2(!detail.contains(QStringLiteral(" \u00b7")), qPrintable(detail)); // no line ends in a dot
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

namespace {

// How many pixels of `image` inside `box` are close to `colour`.
int near(const QImage &image, const QRect &box, const QColor &colour)
{
    int n = 0;
    for (int y = box.top(); y <= box.bottom(); ++y)
        for (int x = box.left(); x <= box.right(); ++x) {
            const QColor c = image.pixelColor(x, y);
            n += std::abs(c.red() - colour.red()) + std::abs(c.green() - colour.green())
                    + std::abs(c.blue() - colour.blue())
                < 40;
        }
    return n;
}

} // namespace

// Land vs Sea's tiles have two faces: the banner shows the one that would be placed large
// and the other small in the corner; flipping the tile swaps them.
void TstBanner::aHeldTileShowsBothFaces()
{
    const auto rules = loadSourceRuleset("rulesets/land-vs-sea");
    TileRenderer renderer(rules);
    const int volcano = rules->tileIndex("volcano"); // all land up, all sea down
    const QColor land = renderer.terrainColor(rules->terrainIndex("land"));
    const QColor sea = renderer.terrainColor(rules->terrainIndex("sea"));
    const int up = 0, down = otherFaceOrientation(renderer, volcano, up);
    QVERIFY(down >= 0);
    QCOMPARE(otherFaceOrientation(renderer, volcano, down), up);
    QCOMPARE(otherFaceOrientation(renderer, rules->tileIndex("start"), 0), -1); // one face
    const QRect large(20, 20, 16, 16), corner(66, 66, 10, 10);
    const QImage landUp = heldTilePixmap(renderer, volcano, up, 80).toImage();
    QVERIFY(near(landUp, large, land) > 100);
    QVERIFY(near(landUp, corner, sea) > 30);
    const QImage seaUp = heldTilePixmap(renderer, volcano, down, 80).toImage();
    QVERIFY(near(seaUp, large, sea) > 100);
    QVERIFY(near(seaUp, corner, land) > 30);
}

// Grapha Genesis draws its shapes in the terrain of the round's card (a placement that
// paints, PlaceRule::paint): the banner's tile to place shows that terrain, as the board
// will once it is placed, not the blank shape.
void TstBanner::aShapeShowsTheTerrainItIsDrawnIn()
{
    const auto rules = loadSourceRuleset("rulesets/grapha-genesis");
    TileRenderer renderer(rules);
    GameDocument document(rules);
    document.setAutoPlay(false);
    GameSetup setup;
    setup.players = 2;
    setup.parameters = rules->defaultParameters();
    setup.seed = 7;
    setup.seats = {"human", "human"};
    QString error;
    QVERIFY2(document.start(setup, &error), qPrintable(error));
    QCOMPARE(document.state().decision().kind, DecisionKind::Place);
    const Decision &d = document.state().decision();
    QVERIFY(d.rule.paint >= 0);
    const QColor terrain = renderer.terrainColor(d.rule.paint);

    const QImage blank = tilePixmap(renderer, d.tiles.front(), 0, 80).toImage();
    const QImage painted = tilePixmap(renderer, d.tiles.front(), 0, 80, 1, d.rule.paint).toImage();
    const QRect all(0, 0, 80, 80);
    QVERIFY(near(painted, all, terrain) > 400);
    QCOMPARE(near(blank, all, terrain), 0);

    TurnView view;
    view.document = &document;
    const BannerInfo banner = turnBanner(document.state(), view, renderer, 1.0);
    QVERIFY(!banner.tiles.empty());
    const QImage shown = banner.tiles.front().toImage();
    QVERIFY(near(shown, shown.rect(), terrain) > 400);
}

// A hint longer than the banner is wide shows as much as fits, ending in "…", with the whole
// of it in its tooltip; hint() is always the whole.
void TstBanner::aHintTooLongForItsLineEndsInAnEllipsis()
{
    TurnBanner banner;
    banner.resize(360, banner.height());
    banner.show();
    QVERIFY(QTest::qWaitForWindowExposed(&banner));
    auto *line = banner.findChild<QLabel *>(QStringLiteral("BannerHint"));
    QVERIFY(line);
    const QString hint = QStringLiteral("Click a highlighted cell to play the card; Escape or a click on the card cancels.");
    banner.setHint(hint);
    QVERIFY2(line->text().endsWith(QChar(0x2026)), qPrintable(line->text()));
    QVERIFY(hint.startsWith(line->text().chopped(1)));
    QCOMPARE(line->toolTip(), hint);
    QCOMPARE(banner.hint(), hint);
    banner.resize(1400, banner.height()); // room for it all: the whole, and no tooltip
    QTRY_COMPARE(line->text(), hint);
    QVERIFY(line->toolTip().isEmpty());
}

QTEST_MAIN(TstBanner)
#include "tst_banner.moc"
