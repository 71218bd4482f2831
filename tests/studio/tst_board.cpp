// The tile renderer and the studio's board scene, on real rulesets played with the Lua
// engine, under the offscreen platform: pixel colours of rendered tiles, one item per
// placed tile, and mouse and keys on a shown BoardView.
#include "boarditems.h"
#include "boardscene.h"
#include "boardview.h"
#include "cardface.h"
#include "gamehelpers.h"
#include "luarules.h"
#include "statewriting.h"
#include "tileicons.h"
#include "tilerenderer.h"

#include "load/rulesetloader.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QGraphicsItem>
#include <QHelpEvent>
#include <QImage>
#include <QMouseEvent>
#include <QPainter>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>
#include <QWheelEvent>

#include <random>

using namespace tw;
using namespace tw::test;

namespace {

QImage renderTile(const TileRenderer &r, int type, int orientation, qreal cellSize, QSize size, QPointF centre)
{
    QImage img(size, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    QPainter p(&img);
    p.setRenderHint(QPainter::Antialiasing);
    p.translate(centre);
    TileRenderOptions options;
    options.cellSize = cellSize;
    r.paint(&p, type, orientation, {0, 0}, options);
    return img;
}

bool near(const QColor &a, const QColor &b, int tolerance = 8)
{
    return std::abs(a.red() - b.red()) <= tolerance && std::abs(a.green() - b.green()) <= tolerance
        && std::abs(a.blue() - b.blue()) <= tolerance && std::abs(a.alpha() - b.alpha()) <= tolerance;
}

int countNear(const QImage &img, const QColor &c, int tolerance = 20)
{
    int n = 0;
    for (int y = 0; y < img.height(); ++y)
        for (int x = 0; x < img.width(); ++x)
            n += near(img.pixelColor(x, y), c, tolerance);
    return n;
}

QString describe(const QColor &c)
{
    return c.name(QColor::HexArgb);
}

#define CHECK_PIXEL(img, x, y, expected) \
    QVERIFY2(near((img).pixelColor(x, y), expected), \
             qPrintable(QStringLiteral("pixel (%1, %2) is %3, expected %4") \
                            .arg(x) \
                            .arg(y) \
                            .arg(describe((img).pixelColor(x, y)), describe(expected))))

int orientationOf(const Ruleset &rules, int type, int face, int rotation)
{
    const auto &list = rules.tiles[type].orientations;
    for (std::size_t i = 0; i < list.size(); ++i)
        if (list[i].face == face && list[i].rotation == rotation && !list[i].mirrored)
            return int(i);
    return -1;
}

// A view showing `scene`, fitted, exposed and active.
struct ShownView
{
    explicit ShownView(BoardScene *scene)
        : view(scene)
    {
        view.resize(800, 600);
        view.show();
        view.activateWindow();
        view.setFocus();
    }
    QPoint at(Coord cell) const { return view.mapFromScene(view.boardScene()->cellCenter(cell)); }
    // Moves the mouse to `pos` in the viewport. Qt drops a move to where the pointer already
    // is (an earlier test may have left it there), so it first steps beside it.
    void hover(QPoint pos)
    {
        QTest::mouseMove(view.viewport(), pos + QPoint(3, 3));
        QTest::mouseMove(view.viewport(), pos);
    }
    BoardView view;
};

} // namespace

class TstBoard : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();

    // --- renderer ---
    void discoveryWedgesHaveTerrainColours();
    void discoveryCityIconOnlyWhereDefined();
    void shortIconNamesAreDrawnAsTheirText();
    void markedEdgesAreDrawnAsADarkBand();
    void segmentCentroidsLieInTheirSegments();
    void hexTileIsFlatToppedWithSegments();
    void sheetPolyominoHasCellTerrainAndOuterOutline();
    void svgArtIsDrawnTurned();
    void pieceIsDrawnInSeatColour();
    void pieceTypesAreDrawnApart();
    void coastTilesHaveTeeth();
    void aCardWithoutValueShowsItsName();

    // --- scene and view ---
    void sceneHasOneItemPerPlacedTile();
    void removedTilesHideAndPaintedCellsShow();
    void pilesOfCardsShowTheirTopCardAndCount();
    void clickOnLegalSpotEmitsPlacementChosen();
    void hoverOverIllegalSpotGivesReason();
    void tooltipFollowsATurn();
    void rotationKeyCyclesOrientation();
    void aGhostShowsTheTerrainItIsDrawnIn();
    void aTilesToolTipNamesTheIconsOnIt();
    void flipKeyTurnsTheTileOver();
    void switchKeyTakesTheOtherTileInHand();
    void segmentMarkersEmitSegmentChosen();
    void piecesSharingASpotStandSideBySide();
    void hoveringASegmentOutlinesItsFeature();
    void viewZoomsAndPansWithoutChoosing();

private:
    std::shared_ptr<const Ruleset> m_discovery;
    std::shared_ptr<const Ruleset> m_hex;
    std::shared_ptr<const Ruleset> m_sheet;
};

void TstBoard::initTestCase()
{
    m_discovery = loadSourceRuleset("rulesets/discovery");
    m_hex = loadSourceRuleset("tests/rulesets/hexpairs");
    m_sheet = loadSourceRuleset("tests/rulesets/sheetdice");
}

// --- renderer --------------------------------------------------------------------------

void TstBoard::discoveryWedgesHaveTerrainColours()
{
    TileRenderer r(m_discovery);
    const Ruleset &rules = *m_discovery;
    const QColor sea = r.terrainColor(rules.terrainIndex("sea"));
    const QColor grass = r.terrainColor(rules.terrainIndex("grassland"));
    const QColor mountain = r.terrainColor(rules.terrainIndex("mountain"));
    QCOMPARE(sea, QColor(QStringLiteral("#3f86cf")));

    // start: edges N E S W = sea, grassland, mountain, grassland. Tile spans 10..110.
    const int start = rules.tileIndex("start");
    QImage img = renderTile(r, start, 0, 100, {120, 120}, {60, 60});
    CHECK_PIXEL(img, 60, 22, sea);
    CHECK_PIXEL(img, 98, 60, grass);
    CHECK_PIXEL(img, 60, 98, mountain);
    CHECK_PIXEL(img, 22, 60, grass);
    CHECK_PIXEL(img, 3, 3, QColor(Qt::transparent));

    // Turned once clockwise: the sea faces east, a grassland edge faces north.
    img = renderTile(r, start, orientationOf(rules, start, 0, 1), 100, {120, 120}, {60, 60});
    CHECK_PIXEL(img, 98, 60, sea);
    CHECK_PIXEL(img, 60, 22, grass);
    CHECK_PIXEL(img, 22, 60, mountain);

    // A gorge: the sea crosses the tile east-west, so it also holds the centre.
    const int gorge = rules.tileIndex("sea_gorge");
    img = renderTile(r, gorge, 0, 100, {120, 120}, {60, 60});
    CHECK_PIXEL(img, 60, 22, mountain);
    CHECK_PIXEL(img, 60, 60, sea);
    CHECK_PIXEL(img, 60, 98, mountain);
}

void TstBoard::discoveryCityIconOnlyWhereDefined()
{
    TileRenderer r(m_discovery);
    const QColor wall(0xf4, 0xef, 0xe6); // the house icon's walls
    const QImage withCity = renderTile(r, m_discovery->tileIndex("start"), 0, 100, {120, 120}, {60, 60});
    const QImage without = renderTile(r, m_discovery->tileIndex("shore_meadow"), 0, 100, {120, 120}, {60, 60});
    QVERIFY2(countNear(withCity, wall) > 20, "the start tile's port city has no house icon");
    QCOMPARE(countNear(without, wall), 0);
}

void TstBoard::shortIconNamesAreDrawnAsTheirText()
{
    QCOMPARE(iconKind("city"), IconKind::House);
    QCOMPARE(iconKind("plus"), IconKind::Plus);
    QCOMPARE(iconKind("PA"), IconKind::Text);
    QCOMPARE(iconKind("S"), IconKind::Text);
    QCOMPARE(iconKind("steal"), IconKind::Dot);
    QCOMPARE(iconKind(""), IconKind::Dot);
    auto draw = [](const QString &text) {
        QImage img(QSize(60, 60), QImage::Format_ARGB32_Premultiplied);
        img.fill(Qt::white);
        QPainter p(&img);
        p.setRenderHint(QPainter::Antialiasing);
        drawIcon(&p, IconKind::Text, QRectF(0, 0, 60, 60), text);
        return img;
    };
    const QColor ink(0x3a, 0x30, 0x24);
    const QImage pa = draw(QStringLiteral("PA"));
    const QImage st = draw(QStringLiteral("St"));
    const QImage blank = draw(QString());
    QVERIFY2(countNear(pa, ink, 60) > countNear(blank, ink, 60) + 20, "the letters are drawn in the disc");
    QVERIFY2(pa != st, "two names look different");
}

void TstBoard::markedEdgesAreDrawnAsADarkBand()
{
    const auto loaded = loadSourceRuleset("rulesets/land-vs-sea");
    const Ruleset &rules = *loaded;
    TileRenderer r(loaded);
    const QColor land = r.terrainColor(rules.terrainIndex("land"));
    // Face 1 of both: sea N and NE, land elsewhere; the first has a Mountain along SE, S, SW.
    const int marked = rules.tileIndex("hook-land+pinch-sea-m3");
    const int plain = rules.tileIndex("hook-land+pinch-sea");
    const QImage withMark = renderTile(r, marked, orientationOf(rules, marked, 1, 0), 100, {140, 120}, {70, 60});
    const QImage without = renderTile(r, plain, orientationOf(rules, plain, 1, 0), 100, {140, 120}, {70, 60});
    CHECK_PIXEL(without, 70, 106, land);
    QVERIFY2(withMark.pixelColor(70, 106).lightness() < land.lightness() - 30, "no band along the marked S edge");
    CHECK_PIXEL(withMark, 70, 95, land); // a band, not the whole part
}

void TstBoard::segmentCentroidsLieInTheirSegments()
{
    for (const auto &rules : {m_discovery, m_hex}) {
        TileRenderer r(rules);
        for (int t = 0; t < int(rules->tiles.size()); ++t) {
            for (int o = 0; o < int(rules->tiles[t].orientations.size()); ++o) {
                for (int s = 0; s < r.segmentCount(t, o); ++s) {
                    const QPointF c = r.segmentCentroid(t, o, {2, -1}, s, 64);
                    QVERIFY2(r.segmentAt(t, o, {2, -1}, c, 64) == s,
                             qPrintable(QStringLiteral("%1 orientation %2 segment %3")
                                            .arg(QString::fromStdString(rules->tiles[t].id))
                                            .arg(o)
                                            .arg(s)));
                }
            }
        }
    }
}

void TstBoard::hexTileIsFlatToppedWithSegments()
{
    TileRenderer r(m_hex);
    const Ruleset &rules = *m_hex;
    const QColor land = r.terrainColor(rules.terrainIndex("land"));
    const QColor sea = r.terrainColor(rules.terrainIndex("sea"));
    // Cell size 100 across the flats: the apothem is 50, the circumradius 57.7.
    const int start = rules.tileIndex("start");
    QImage img = renderTile(r, start, 0, 100, {140, 120}, {70, 60});
    CHECK_PIXEL(img, 70, 20, land);                              // N (face 0: land N, NE, SE)
    CHECK_PIXEL(img, 70, 100, sea);                              // S
    CHECK_PIXEL(img, 70 + 52, 60, land);                         // the east corner: flat-topped
    CHECK_PIXEL(img, 70 - 52, 60, sea);                          // the west corner
    CHECK_PIXEL(img, 70, 60 - 54, QColor(Qt::transparent));      // above the flat top
    CHECK_PIXEL(img, 70 + 40, 60 - 45, QColor(Qt::transparent)); // outside the NE edge

    // Face 1 is open sea; the centroid cell lookup agrees with the geometry.
    img = renderTile(r, start, orientationOf(rules, start, 1, 0), 100, {140, 120}, {70, 60});
    CHECK_PIXEL(img, 70, 20, sea);
    const GridGeometry geo = r.geometry(100);
    for (Coord c : {Coord{0, 0}, Coord{1, -1}, Coord{-2, 3}, Coord{3, 1}})
        QCOMPARE(geo.cellAt(geo.center(c) + QPointF(20, -20)), c);

    // The coast's sea carries a bonus: a "+" icon.
    const QImage bonus = renderTile(r, rules.tileIndex("coast"), 0, 100, {140, 120}, {70, 60});
    QVERIFY(countNear(bonus, QColor(0xff, 0xf4, 0xc2)) > 10);
}

void TstBoard::sheetPolyominoHasCellTerrainAndOuterOutline()
{
    TileRenderer r(m_sheet);
    const Ruleset &rules = *m_sheet;
    const QColor forest = r.terrainColor(rules.terrainIndex("forest"));
    const int t = rules.tileIndex("t_forest"); // cells (0,0) (1,0) (2,0) (1,1)
    QImage img = renderTile(r, t, 0, 40, {160, 120}, {40, 40});
    CHECK_PIXEL(img, 80, 80, forest);
    CHECK_PIXEL(img, 120, 40, forest);
    CHECK_PIXEL(img, 40, 80, QColor(Qt::transparent));
    CHECK_PIXEL(img, 60, 40, forest); // the edge between two cells of the tile: no line
    const int edgeLightness = std::min(img.pixelColor(60, 19).lightness(), img.pixelColor(60, 20).lightness());
    QVERIFY2(edgeLightness < forest.lightness() - 15, "the outer edge has no outline");

    // Turned once clockwise: (x, y) -> (-y, x), so the stub points west.
    img = renderTile(r, t, orientationOf(rules, t, 0, 1), 40, {200, 200}, {100, 60});
    CHECK_PIXEL(img, 60, 100, forest);
    CHECK_PIXEL(img, 100, 140, forest);
    CHECK_PIXEL(img, 140, 100, QColor(Qt::transparent));
}

void TstBoard::svgArtIsDrawnTurned()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QDir(dir.path()).mkpath(QStringLiteral("art"));
    auto write = [&](const QString &name, const QByteArray &text) {
        QFile f(dir.filePath(name));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text);
    };
    write(QStringLiteral("ruleset.yaml"),
          "id: arty\nname: Art\nplayers: {min: 1, max: 2}\ngrid: square\nscripts: [flow.lua]\n"
          "terrains: {field: {code: F, color: '#00ff00'}}\n"
          "tiles:\n"
          "  - {id: painted, edges: FFFF, art: art/split.svg, segments: [{kind: field, edges: [N, E, S, W]}]}\n"
          "  - {id: broken, edges: FFFF, art: art/missing.svg, segments: [{kind: field, edges: [N, E, S, W]}]}\n");
    write(QStringLiteral("flow.lua"), "function setup(g) end\n");
    // Top half red, bottom half blue.
    write(QStringLiteral("art/split.svg"),
          "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\">"
          "<rect width=\"10\" height=\"5\" fill=\"#ff0000\"/><rect y=\"5\" width=\"10\" height=\"5\" fill=\"#0000ff\"/>"
          "</svg>");
    LoadResult loaded = loadRuleset(dir.path().toStdString());
    QVERIFY(loaded.ok());
    std::shared_ptr<const Ruleset> rules = loaded.ruleset;
    TileRenderer r(rules);
    const int painted = rules->tileIndex("painted");
    QImage img = renderTile(r, painted, 0, 100, {120, 120}, {60, 60});
    CHECK_PIXEL(img, 60, 25, QColor(Qt::red));
    CHECK_PIXEL(img, 60, 95, QColor(Qt::blue));
    // A quarter turn clockwise brings the top to the east.
    img = renderTile(r, painted, orientationOf(*rules, painted, 0, 1), 100, {120, 120}, {60, 60});
    CHECK_PIXEL(img, 95, 60, QColor(Qt::red));
    CHECK_PIXEL(img, 25, 60, QColor(Qt::blue));
    // Art that cannot be loaded falls back to the drawn terrain.
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("Cannot open file .*missing\\.svg")));
    img = renderTile(r, rules->tileIndex("broken"), 0, 100, {120, 120}, {60, 60});
    CHECK_PIXEL(img, 60, 25, QColor(Qt::green));
}

void TstBoard::pieceIsDrawnInSeatColour()
{
    TileRenderer r(m_discovery);
    QImage img(60, 60, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    {
        QPainter p(&img);
        p.setRenderHint(QPainter::Antialiasing);
        r.paintPiece(&p, {30, 30}, 1, 100);
    }
    QCOMPARE(r.seatColor(1), QColor(QStringLiteral("#3c64d2")));
    CHECK_PIXEL(img, 30, 33, r.seatColor(1)); // the meeple's body
    QVERIFY(countNear(img, r.seatColor(1)) > 100);
}

// Each piece type of Overworld has its own shape or letter (camel, ship, door, Port), all
// in the seat's colour.
void TstBoard::pieceTypesAreDrawnApart()
{
    const auto rules = loadSourceRuleset("rulesets/overworld");
    TileRenderer r(rules);
    const int seat = 2; // red
    std::vector<QImage> images;
    for (const char *id : {"camel", "ship", "door", "port"}) {
        const auto it = std::find_if(rules->pieces.begin(), rules->pieces.end(),
                                     [&](const PieceDef &d) { return d.id == id; });
        QVERIFY(it != rules->pieces.end());
        QImage img(60, 60, QImage::Format_ARGB32_Premultiplied);
        img.fill(Qt::transparent);
        {
            QPainter p(&img);
            p.setRenderHint(QPainter::Antialiasing);
            r.paintPiece(&p, {30, 30}, seat, 100, false, int(it - rules->pieces.begin()));
        }
        QVERIFY2(countNear(img, r.seatColor(seat)) > 100, id);
        for (const QImage &other : images)
            QVERIFY2(other != img, id);
        images.push_back(img);
    }
}

// Overworld's Coast tiles (teeth: true) show a tooth of each edge's terrain reaching in
// from the middle of the edge; beside the tooth the strip stays shallow.
void TstBoard::coastTilesHaveTeeth()
{
    const auto rules = loadSourceRuleset("rulesets/overworld");
    TileRenderer r(rules);
    const int bay = rules->tileIndex("coast_bay"); // edges LLWW: land N and E, water S and W
    QVERIFY(rules->tiles[std::size_t(bay)].teeth);
    const QColor land = r.terrainColor(rules->terrainIndex("land"));
    const QColor water = r.terrainColor(rules->terrainIndex("water"));
    const QImage img = renderTile(r, bay, 0, 100, {120, 120}, {60, 60});
    // 25 px in from the edge's middle (a strip reaches 16): the tooth.
    CHECK_PIXEL(img, 60, 35, land);  // north
    CHECK_PIXEL(img, 85, 60, land);  // east
    CHECK_PIXEL(img, 60, 85, water); // south
    CHECK_PIXEL(img, 35, 60, water); // west
    // Beside the tooth, as deep in, the tile's own colour.
    QVERIFY(!near(img.pixelColor(35, 35), land) && !near(img.pixelColor(35, 35), water));
}

// A spell (value 0) shows its name large where a numbered card shows its value.
void TstBoard::aCardWithoutValueShowsItsName()
{
    const auto rules = loadSourceRuleset("rulesets/dungeon");
    const CardDef &teleport = rules->cards.at(std::size_t(rules->cardIndex("teleport")));
    QCOMPARE(teleport.value, 0);
    QCOMPARE(cardCentreText(teleport), QStringLiteral("Teleport"));
    const auto numbered = std::find_if(rules->cards.begin(), rules->cards.end(),
                                       [](const CardDef &c) { return c.value > 0; });
    QVERIFY(numbered != rules->cards.end());
    QCOMPARE(cardCentreText(*numbered), QString::number(numbered->value));
    // The name fits the card: ink in the middle band, none outside the card.
    QImage img(100, 150, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    {
        QPainter p(&img);
        paintCardFace(p, QRectF(10, 10, 80, 120), *rules, rules->cardIndex("teleport"));
    }
    int ink = 0;
    for (int y = 50; y < 100; ++y)
        for (int x = 12; x < 88; ++x)
            ink += img.pixelColor(x, y).lightness() < 160;
    QVERIFY(ink > 0);
    for (int y = 0; y < img.height(); ++y) {
        QCOMPARE(img.pixelColor(5, y).alpha(), 0);
        QCOMPARE(img.pixelColor(95, y).alpha(), 0);
    }
}

// --- scene and view --------------------------------------------------------------------

void TstBoard::sceneHasOneItemPerPlacedTile()
{
    auto game = makeGame(m_discovery);
    GameState state = game->newGame(2);
    std::mt19937 rng(7);
    BoardScene scene(m_discovery);
    auto tileItems = [&] {
        int n = 0;
        for (QGraphicsItem *item : scene.items())
            n += item->type() == TileItemType;
        return n;
    };
    scene.setState(state);
    QCOMPARE(tileItems(), 1);
    playRandom(*game, state, rng, 40);
    const GameState earlier = state;
    scene.setState(state);
    QCOMPARE(tileItems(), state.board().tileCount());
    QVERIFY(state.board().tileCount() > 5);
    playRandom(*game, state, rng, 40);
    scene.setState(state);
    QCOMPARE(tileItems(), state.board().tileCount());
    QCOMPARE(scene.tileItemCount(), state.board().tileCount());
    QCOMPARE(
        scene.pieceItemCount(),
        int(std::count_if(state.pieces().begin(), state.pieces().end(), [](const BoardPiece &p) { return p.onBoard; })));
    // Going back (undo) rebuilds.
    scene.setState(earlier);
    QCOMPARE(tileItems(), earlier.board().tileCount());
}

void TstBoard::pilesOfCardsShowTheirTopCardAndCount()
{
    const auto rules = loadSourceRuleset("rulesets/dungeon");
    auto game = makeGame(rules);
    GameState state = game->newGame(2);
    std::mt19937 rng(3);
    BoardScene scene(rules);
    scene.setState(state);
    QCOMPARE(scene.pileItemCount(), 0);
    const auto piles = [&] {
        std::vector<int> tiles;
        for (int t = 0; t < state.board().tileCount(); ++t)
            if (!state.board().tile(t).removed && !state.pile(t).empty())
                tiles.push_back(t);
        return tiles;
    };
    for (int i = 0; i < 400 && piles().empty() && !state.isOver(); ++i)
        playRandom(*game, state, rng, 1);
    const std::vector<int> tiles = piles();
    QVERIFY(!tiles.empty());
    scene.setState(state);
    QCOMPARE(scene.pileItemCount(), int(tiles.size()));
    // A numbered card on top: its value and suit's initial, and the count beneath.
    const int card = rules->cardIndex("creature_7");
    QVERIFY(card >= 0);
    test::edit(state).addToPile(tiles.front(), card);
    scene.setState(state);
    const std::size_t below = state.pile(tiles.front()).size() - 1;
    QCOMPARE(scene.pileLabel(0), QStringLiteral("7C +%1").arg(below));
    // A spell (no value) by its name.
    test::edit(state).addToPile(tiles.front(), rules->cardIndex("teleport"));
    scene.setState(state);
    QCOMPARE(scene.pileLabel(0), QStringLiteral("Teleport +%1").arg(below + 1));
}

void TstBoard::removedTilesHideAndPaintedCellsShow()
{
    auto game = makeGame(m_discovery);
    GameState state = game->newGame(2);
    std::mt19937 rng(7);
    playRandom(*game, state, rng, 20);
    const int last = state.lastTile();
    const Coord gone = state.board().tile(last).origin;
    const Coord painted = state.board().tile(0).origin;
    test::edit(state).removeTile(0, last);
    test::edit(state).paintCell(0, painted, m_discovery->terrainIndex("sea"));
    BoardScene scene(m_discovery);
    scene.setState(state);
    int visibleTiles = 0;
    int paintItems = 0;
    for (QGraphicsItem *item : scene.items()) {
        visibleTiles += item->type() == TileItemType && item->isVisible();
        paintItems += item->type() == QGraphicsPathItem::Type && item->zValue() == 0.5;
    }
    QCOMPARE(visibleTiles, state.board().liveTileCount());
    QCOMPARE(paintItems, 1);
    QVERIFY(!state.board().occupied(gone));
}

void TstBoard::clickOnLegalSpotEmitsPlacementChosen()
{
    auto game = makeGame(m_discovery);
    GameState state = game->newGame(2);
    std::mt19937 rng(3);
    playRandom(*game, state, rng, 12);
    QVERIFY(playUntilPlace(*game, state, rng));
    BoardScene scene(m_discovery);
    scene.setState(state);
    QVERIFY(scene.isPlacing());
    QVERIFY(scene.legalSpotCount() > 0);
    ShownView shown(&scene);
    QVERIFY(QTest::qWaitForWindowExposed(&shown.view));
    shown.view.fitToBoard();

    const Action &a = game->legalActions(state).back();
    const Coord anchor{a.a, a.b};
    scene.setGhostOrientation(a.c);
    QSignalSpy chosen(&scene, &BoardScene::placementChosen);
    QTest::mouseClick(shown.view.viewport(), Qt::LeftButton, {}, shown.at(anchor));
    QCOMPARE(chosen.count(), 1);
    QCOMPARE(chosen.at(0).at(0).value<Coord>(), anchor);
    QCOMPARE(chosen.at(0).at(1).toInt(), int(a.c));

    // An occupied cell chooses nothing.
    QTest::mouseClick(shown.view.viewport(), Qt::LeftButton, {}, shown.at({0, 0}));
    QCOMPARE(chosen.count(), 1);

    // Applying the choice adds exactly one item.
    const int before = scene.tileItemCount();
    game->apply(state, a);
    scene.setState(state);
    QCOMPARE(scene.tileItemCount(), before + 1);
}

void TstBoard::hoverOverIllegalSpotGivesReason()
{
    auto game = makeGame(m_discovery);
    GameState state = game->newGame(2);
    QVERIFY(drawTile(*game, state, m_discovery->tileIndex("grassland")));
    QCOMPARE(state.decision().kind, DecisionKind::Place);
    BoardScene scene(m_discovery);
    scene.setState(state);
    ShownView shown(&scene);
    QVERIFY(QTest::qWaitForWindowExposed(&shown.view));
    shown.view.fitToBoard();
    shown.view.setZoom(1);

    // North of the start tile, whose N edge is sea: the grassland's S edge clashes.
    QSignalSpy hovered(&scene, &BoardScene::spotHovered);
    shown.hover(shown.at({0, -1}));
    QVERIFY(hovered.count() >= 1);
    const QList<QVariant> last = hovered.takeLast();
    QCOMPARE(last.at(0).value<Coord>(), Coord({0, -1}));
    QCOMPARE(last.at(2).toBool(), false);
    const QString reason = last.at(3).toString();
    QVERIFY2(reason.contains(QStringLiteral("S edge")) && reason.contains(QStringLiteral("Sea")), qPrintable(reason));
    QCOMPARE(scene.reasonAt({0, -1}, scene.ghostOrientation()), reason);

    // Far from every tile.
    QCOMPARE(scene.reasonAt({3, 3}, 0), QStringLiteral("The tile must touch a placed tile"));
    QVERIFY(scene.reasonAt({0, 0}, 0).contains(QStringLiteral("already covered")));
    // East of the start tile the grassland fits.
    shown.hover(shown.at({1, 0}));
    QCOMPARE(hovered.takeLast().at(2).toBool(), true);
}

// A tooltip on show follows a turn of the tile (R) at once, and goes when the turn fits.
void TstBoard::tooltipFollowsATurn()
{
    auto game = makeGame(m_discovery);
    GameState state = game->newGame(2);
    QVERIFY(drawTile(*game, state, m_discovery->tileIndex("bay"))); // S G G G
    BoardScene scene(m_discovery);
    scene.setState(state);
    ShownView shown(&scene);
    QVERIFY(QTest::qWaitForWindowExposed(&shown.view));
    shown.view.fitToBoard();
    shown.view.setZoom(1);
    const Coord north{0, -1}; // the start tile shows sea to the north
    shown.hover(shown.at(north));
    int clash = 0; // a turn that does not fit there
    while (scene.reasonAt(north, clash).isEmpty())
        ++clash;
    scene.setGhostOrientation(clash);
    const QString before = scene.reasonAt(north, clash);
    QHelpEvent help(QEvent::ToolTip, shown.at(north), shown.view.viewport()->mapToGlobal(shown.at(north)));
    QApplication::sendEvent(shown.view.viewport(), &help);
    QVERIFY(QTest::qWaitFor([] { return QToolTip::isVisible(); }, 2000));
    QCOMPARE(QToolTip::text(), before);
    for (int turn = 0; turn < 4; ++turn) {
        QTest::keyClick(&shown.view, Qt::Key_R);
        const QString now = scene.reasonAt(north, scene.ghostOrientation());
        if (now.isEmpty()) {
            QVERIFY2(QTest::qWaitFor([] { return !QToolTip::isVisible(); }, 2000), qPrintable(QToolTip::text()));
            break;
        }
        QCOMPARE(QToolTip::text(), now);
    }
    QToolTip::hideText();
}

// Grapha Genesis draws a shape in the terrain of the round's card (PlaceRule::paint): the
// ghost on the sheet is in that terrain, as the cells will be once placed.
void TstBoard::aGhostShowsTheTerrainItIsDrawnIn()
{
    const auto rules = loadSourceRuleset("rulesets/grapha-genesis");
    auto game = makeGame(rules);
    GameState state = game->newGame(2);
    std::mt19937 rng(7);
    QVERIFY(playUntilPlace(*game, state, rng));
    const PlaceRule rule = state.decision().rule;
    QVERIFY(rule.paint >= 0);
    BoardScene scene(rules);
    scene.setState(state);
    QVERIFY(scene.isPlacing());
    ShownView shown(&scene);
    QVERIFY(QTest::qWaitForWindowExposed(&shown.view));
    shown.view.fitToBoard();
    const Action &a = game->legalActions(state).front();
    scene.setGhostOrientation(a.c);
    shown.hover(shown.at(Coord{a.a, a.b}));
    GhostItem *ghost = nullptr;
    for (QGraphicsItem *item : scene.items())
        if (auto *found = qgraphicsitem_cast<GhostItem *>(item); found && found->isVisible())
            ghost = found;
    QVERIFY(ghost);

    QImage img(QSize(400, 400), QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    {
        QPainter p(&img);
        p.translate(200, 200);
        ghost->paint(&p, nullptr, nullptr);
    }
    const QColor terrain = scene.renderer().terrainColor(rule.paint);
    int painted = 0;
    for (int y = 0; y < img.height(); ++y)
        for (int x = 0; x < img.width(); ++x) {
            const QColor c = img.pixelColor(x, y);
            painted += c.alpha() > 0 && near(QColor(c.red(), c.green(), c.blue()), terrain, 12);
        }
    QVERIFY2(painted > 500, qPrintable(QString::number(painted)));
}

// Land vs Sea marks its tiles with one- or two-letter icons ("Ca"): a placed tile's tooltip
// names them ("Caravan"), after the tile's own name.
void TstBoard::aTilesToolTipNamesTheIconsOnIt()
{
    const auto rules = loadSourceRuleset("rulesets/land-vs-sea");
    const int caravan = rules->attributeIndex("caravan");
    QVERIFY(caravan >= 0);
    BoardScene scene(rules);
    scene.setState(growBoard(rules, 60, 5));
    int withCaravan = 0, without = 0;
    for (QGraphicsItem *item : scene.items()) {
        const auto *tile = qgraphicsitem_cast<TileItem *>(item);
        if (!tile)
            continue;
        const TileType &type = rules->tiles[std::size_t(tile->tileType())];
        const FaceDef &face = type.faces[std::size_t(type.orientations[std::size_t(tile->orientation())].face)];
        const bool has = face.attributes[std::size_t(caravan)] > 0
            || std::any_of(face.segments.begin(), face.segments.end(),
                           [caravan](const SegmentDef &s) { return s.attributes[std::size_t(caravan)] > 0; });
        const QString tip = tile->toolTip();
        QVERIFY2(tip.startsWith(QString::fromStdString(type.name.empty() ? type.id : type.name)), qPrintable(tip));
        QCOMPARE(tip.contains(QStringLiteral("Caravan")), has);
        (has ? withCaravan : without) += 1;
    }
    QVERIFY(withCaravan > 0 && without > 0);
}

void TstBoard::rotationKeyCyclesOrientation()
{
    auto game = makeGame(m_discovery);
    GameState state = game->newGame(2);
    const int bay = m_discovery->tileIndex("bay"); // S G G G
    QVERIFY(drawTile(*game, state, bay));
    BoardScene scene(m_discovery);
    scene.setState(state);
    ShownView shown(&scene);
    QVERIFY(QTest::qWaitForWindowExposed(&shown.view));
    shown.view.setZoom(1);
    shown.view.centerOnCell({0, 0});

    // East of the start tile (its E edge is grassland): turns 0, 1, 2 fit, 3 puts the
    // sea against the grassland. R skips to the next turn that fits.
    shown.hover(shown.at({1, 0}));
    QCOMPARE(scene.ghostAnchor(), Coord({1, 0}));
    scene.setGhostOrientation(orientationOf(*m_discovery, bay, 0, 0));
    QSignalSpy turned(&scene, &BoardScene::ghostOrientationChanged);
    QTest::keyClick(&shown.view, Qt::Key_R);
    QCOMPARE(scene.ghostOrientation(), orientationOf(*m_discovery, bay, 0, 1));
    QTest::keyClick(&shown.view, Qt::Key_R);
    QCOMPARE(scene.ghostOrientation(), orientationOf(*m_discovery, bay, 0, 2));
    QTest::keyClick(&shown.view, Qt::Key_R);
    QCOMPARE(scene.ghostOrientation(), orientationOf(*m_discovery, bay, 0, 0));
    QCOMPARE(turned.count(), 3);

    // Where nothing fits, R simply takes the next turn; a right click does the same.
    scene.moveGhostTo({4, 4});
    QTest::keyClick(&shown.view, Qt::Key_R);
    QCOMPARE(scene.ghostOrientation(), orientationOf(*m_discovery, bay, 0, 1));
    QTest::mouseClick(shown.view.viewport(), Qt::RightButton, {}, shown.at({4, 4}));
    QCOMPARE(scene.ghostOrientation(), orientationOf(*m_discovery, bay, 0, 2));
}

void TstBoard::flipKeyTurnsTheTileOver()
{
    auto game = makeGame(m_hex);
    GameState state = game->newGame(2);
    std::mt19937 rng(5);
    QVERIFY(playUntilPlace(*game, state, rng));
    BoardScene scene(m_hex);
    scene.setState(state);
    ShownView shown(&scene);
    QVERIFY(QTest::qWaitForWindowExposed(&shown.view));
    const int tile = scene.placementTile();
    const auto &orientations = m_hex->tiles[tile].orientations;
    scene.moveGhostTo({5, 5});
    scene.setGhostOrientation(orientationOf(*m_hex, tile, 0, 2));
    QTest::keyClick(&shown.view, Qt::Key_F);
    QCOMPARE(orientations[scene.ghostOrientation()].face, 1);
    QCOMPARE(orientations[scene.ghostOrientation()].rotation, 2);
    QTest::keyClick(&shown.view, Qt::Key_F);
    QCOMPARE(orientations[scene.ghostOrientation()].face, 0);
}

// hexpairs offers both held tiles in one placement: T shows the other one's spots, and a
// click places the one in hand.
void TstBoard::switchKeyTakesTheOtherTileInHand()
{
    auto game = makeGame(m_hex);
    GameState state = game->newGame(2);
    std::mt19937 rng(3);
    while (!state.isOver() && (state.decision().kind != DecisionKind::Place || state.decision().tiles.size() < 2))
        game->apply(state, game->legalActions(state)[rng() % game->legalActions(state).size()]);
    QVERIFY2(!state.isOver(), "no placement offered two different tiles");
    const std::vector<int> offered = state.decision().tiles;
    BoardScene scene(m_hex);
    scene.setState(state);
    ShownView shown(&scene);
    QVERIFY(QTest::qWaitForWindowExposed(&shown.view));
    QCOMPARE(scene.offeredTiles(), offered);
    QCOMPARE(scene.placementTile(), offered[0]);
    QSignalSpy switched(&scene, &BoardScene::placementTileChanged);
    QTest::keyClick(&shown.view, Qt::Key_T);
    QCOMPARE(scene.placementTile(), offered[1]);
    QCOMPARE(switched.count(), 1);
    int spots = 0;
    for (const Action &a : state.decision().options)
        spots += a.tag == offered[1] && scene.isLegal({a.a, a.b}, a.c);
    QVERIFY(spots > 0);

    QSignalSpy chosen(&scene, &BoardScene::placementChosen);
    const Action *second = nullptr;
    for (const Action &a : state.decision().options)
        if (!second && a.tag == offered[1])
            second = &a;
    scene.setGhostOrientation(second->c);
    QTest::mouseClick(shown.view.viewport(), Qt::LeftButton, {}, shown.at({second->a, second->b}));
    QCOMPARE(chosen.count(), 1);
    QCOMPARE(chosen.front().at(1).toInt(), second->c);
    QTest::keyClick(&shown.view, Qt::Key_T);
    QCOMPARE(scene.placementTile(), offered[0]);
}

void TstBoard::segmentMarkersEmitSegmentChosen()
{
    auto game = makeGame(m_discovery);
    GameState state = game->newGame(2);
    std::mt19937 rng(11);
    QVERIFY(playUntilPlace(*game, state, rng));
    game->apply(state, game->legalActions(state).front());
    const int deploy = m_discovery->choiceIndex("deploy");
    std::vector<BoardTarget> candidates;
    for (const Action &a : game->legalActions(state))
        if (a.kind == ActionKind::Option && a.tag == deploy)
            candidates.push_back(
                {state.board().segmentAt({{a.a, a.b}, a.c}), tw::Coord{}, QStringLiteral("segment %1").arg(a.c + 1), {}});
    QVERIFY(!candidates.empty());

    BoardScene scene(m_discovery);
    scene.setState(state);
    scene.setTargets(candidates);
    QCOMPARE(scene.targetCount(), int(candidates.size()));
    ShownView shown(&scene);
    QVERIFY(QTest::qWaitForWindowExposed(&shown.view));
    shown.view.setZoom(1.5);
    shown.view.centerOnCell({0, 0});
    QSignalSpy chosen(&scene, &BoardScene::segmentChosen);
    const int target = candidates.back().segment;
    const QPointF at = scene.renderer().segmentCentroid(scene.board(), target, scene.cellSize());
    QTest::mouseClick(shown.view.viewport(), Qt::LeftButton, {}, shown.view.mapFromScene(at));
    QCOMPARE(chosen.count(), 1);
    QCOMPARE(chosen.at(0).at(0).toInt(), target);

    // Deploying puts a piece item on the board.
    for (const Action &a : game->legalActions(state))
        if (a.kind == ActionKind::Option && a.tag == deploy && state.board().segmentAt({{a.a, a.b}, a.c}) == target)
            game->apply(state, a);
    scene.setState(state);
    QCOMPARE(scene.pieceItemCount(), 1);
    QCOMPARE(scene.targetCount(), 0);
}

// Pieces on one spot stand side by side, none over another, centred on the spot, and the row
// no wider than the cell.
void TstBoard::piecesSharingASpotStandSideBySide()
{
    auto game = makeGame(m_discovery);
    GameState state = game->newGame(2);
    BoardScene scene(m_discovery);
    scene.setState(state);
    BoardPiece piece;
    piece.owner = 0;
    piece.type = 0;
    piece.segment = 0; // on the start tile
    piece.cell = {0, 0};
    scene.setBoard(state.board(), {piece}, 0);
    QCOMPARE(scene.pieceItemCount(), 1);
    const QPointF spot = scene.pieceItemRect(0).center();
    for (int sharing = 2; sharing <= 8; ++sharing) {
        std::vector<BoardPiece> pieces(std::size_t(sharing), piece);
        for (int k = 0; k < sharing; ++k)
            pieces[std::size_t(k)].owner = k % 2;
        scene.setBoard(state.board(), pieces, 0);
        QCOMPARE(scene.pieceItemCount(), sharing);
        const QRectF row = scene.pieceItemRect(0).united(scene.pieceItemRect(sharing - 1));
        QCOMPARE(row.center(), spot);
        QVERIFY2(row.width() < scene.cellSize(), qPrintable(QString::number(sharing)));
        for (int a = 0; a < sharing; ++a)
            for (int b = a + 1; b < sharing; ++b)
                QVERIFY2(!scene.pieceItemRect(a).intersects(scene.pieceItemRect(b)),
                         qPrintable(QStringLiteral("%1 of %2 over %3").arg(b).arg(sharing).arg(a)));
    }
    // A picture to look at: shots/pieces-sharing-a-spot.png (three on one spot).
    scene.setBoard(state.board(), {piece, piece, piece}, 0);
    ShownView shown(&scene);
    QVERIFY(QTest::qWaitForWindowExposed(&shown.view));
    shown.view.setZoom(3);
    shown.view.centerOnCell(piece.cell);
    QDir().mkpath(QDir::currentPath() + QStringLiteral("/shots"));
    QVERIFY(shown.view.grab().save(QDir::currentPath() + QStringLiteral("/shots/pieces-sharing-a-spot.png")));
}

void TstBoard::hoveringASegmentOutlinesItsFeature()
{
    auto game = makeGame(m_discovery);
    GameState state = game->newGame(2);
    BoardScene scene(m_discovery);
    scene.setState(state);
    ShownView shown(&scene);
    QVERIFY(QTest::qWaitForWindowExposed(&shown.view));
    shown.view.setZoom(2);
    shown.view.centerOnCell({0, 0});
    // The start tile's segments: sea (N), grassland (E, W), mountain (S).
    const int sea = state.board().segmentId(0, 0);
    QSignalSpy hovered(&scene, &BoardScene::featureHovered);
    const QPointF north = scene.cellCenter({0, 0}) + QPointF(0, -0.4 * scene.cellSize());
    shown.hover(shown.view.mapFromScene(north));
    QVERIFY(hovered.count() >= 1);
    QCOMPARE(hovered.takeLast().at(0).toInt(), sea);
    QVERIFY(scene.isFeatureOutlined());
    shown.hover(shown.at({1, 1}));
    QVERIFY(!hovered.isEmpty());
    QCOMPARE(hovered.takeLast().at(0).toInt(), -1);
    QVERIFY(!scene.isFeatureOutlined());
}

void TstBoard::viewZoomsAndPansWithoutChoosing()
{
    auto game = makeGame(m_discovery);
    GameState state = game->newGame(2);
    std::mt19937 rng(9);
    QVERIFY(playUntilPlace(*game, state, rng));
    BoardScene scene(m_discovery);
    scene.setState(state);
    ShownView shown(&scene);
    QVERIFY(QTest::qWaitForWindowExposed(&shown.view));
    shown.view.setZoom(1);
    QSignalSpy zoomed(&shown.view, &BoardView::zoomChanged);

    QTest::keyClick(&shown.view, Qt::Key_Plus);
    QCOMPARE(shown.view.zoom(), 1.25);
    QTest::keyClick(&shown.view, Qt::Key_Minus);
    QCOMPARE(shown.view.zoom(), 1.0);
    const QPoint middle = shown.view.viewport()->rect().center();
    QWheelEvent wheel(middle, shown.view.viewport()->mapToGlobal(middle), {}, {0, 120}, Qt::NoButton, Qt::NoModifier,
                      Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(shown.view.viewport(), &wheel);
    QVERIFY(shown.view.zoom() > 1.1);
    QCOMPARE(zoomed.count(), 3);

    // Arrow keys and a drag starting on a legal spot pan; the drag places nothing.
    shown.view.setZoom(1);
    shown.view.centerOnCell({0, 0});
    const QPointF before = shown.view.mapToScene(middle);
    QTest::keyClick(&shown.view, Qt::Key_Right);
    QVERIFY(shown.view.mapToScene(middle).x() > before.x());
    const Action &a = game->legalActions(state).front();
    scene.setGhostOrientation(a.c);
    QSignalSpy chosen(&scene, &BoardScene::placementChosen);
    const QPoint from = shown.at({a.a, a.b});
    const QPointF sceneBefore = shown.view.mapToScene(from);
    QTest::mousePress(shown.view.viewport(), Qt::LeftButton, {}, from);
    QMouseEvent drag(QEvent::MouseMove, QPointF(from + QPoint(40, 30)),
                     shown.view.viewport()->mapToGlobal(QPointF(from + QPoint(40, 30))), Qt::NoButton, Qt::LeftButton,
                     Qt::NoModifier);
    QCoreApplication::sendEvent(shown.view.viewport(), &drag);
    QTest::mouseRelease(shown.view.viewport(), Qt::LeftButton, {}, from + QPoint(40, 30));
    QCOMPARE(chosen.count(), 0);
    QCOMPARE(shown.view.mapToScene(from + QPoint(40, 30)), sceneBefore);
}

QTEST_MAIN(TstBoard)
#include "tst_board.moc"
