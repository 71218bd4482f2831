// Print sheets: the layout of every tile, card and player sheet on the page (positions to
// 0.1 mm, page counts and sizes; hexes in a honeycomb, polyominoes nested), backs that land
// behind their fronts for both ways of turning the sheet, bleed that carries the art past
// the cut, crop marks outside every tile, ink-saving, clear errors for options that cannot
// be honoured, and a PDF written whole or not at all, its fonts embedded, that pdftoppm
// renders as the layout says.
#include "nestedpair.h"
#include "outlinepacker.h"
#include "playersheet.h"
#include "printlayout.h"
#include "printpainter.h"
#include "printwriter.h"
#include "sheetshading.h"
#include "tilerenderer.h"

#include "load/rulesetloader.h"
#include "luarules.h"
#include "tempruleset.h"

#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QLineF>
#include <QPainter>
#include <QPainterPathStroker>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

namespace tw {
namespace {

constexpr qreal kPixelsPerMm = 8;

std::shared_ptr<const Ruleset> load(const char *folder)
{
    LoadResult loaded = loadRuleset(std::string(TILEWRIGHT_SOURCE_DIR) + "/" + folder);
    EXPECT_TRUE(loaded.ok());
    return loaded.ruleset;
}

int tileCount(const Ruleset &rules)
{
    int n = 0;
    for (const TileType &t : rules.tiles)
        n += t.count;
    return n;
}

QImage render(const TileRenderer &renderer, const PrintLayout &layout, const PrintOptions &options, int page)
{
    QImage image(QSize(int(layout.page.width() * kPixelsPerMm), int(layout.page.height() * kPixelsPerMm)),
                 QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.scale(kPixelsPerMm, kPixelsPerMm);
    paintPrintPage(painter, renderer, layout, options, page);
    return image;
}

QRgb pixelAt(const QImage &image, QPointF mm)
{
    return image.pixel(int(mm.x() * kPixelsPerMm), int(mm.y() * kPixelsPerMm));
}

TEST(PrintLayout, EveryDiscoveryTileOnA4InRowsGapApart)
{
    const auto rules = load("rulesets/discovery");
    const TileRenderer renderer(rules);
    const PrintOptions options; // A4 portrait, 10 mm margins (12 below), 40 mm tiles, 2 mm apart
    const PrintLayout layout = layoutPrint(renderer, options);
    EXPECT_NEAR(layout.page.width(), 210, 0.1);
    EXPECT_NEAR(layout.page.height(), 297, 0.1);
    // 190 mm across holds 4 tiles (4 x 40 + 3 x 2), centred: 12 mm spare on each side;
    // 275 mm down holds 6.
    const int perPage = 4 * 6;
    const int tiles = tileCount(*rules);
    ASSERT_EQ(int(layout.pages.size()), (tiles + perPage - 1) / perPage);
    int placed = 0;
    for (const PrintPage &page : layout.pages) {
        EXPECT_EQ(page.kind, PrintPage::Kind::Fronts);
        for (std::size_t i = 0; i < page.items.size(); ++i) {
            const QRectF &cut = page.items[i].cut;
            const int column = int(i) % 4;
            const int row = int(i) / 4;
            EXPECT_NEAR(cut.left(), 22 + column * 42, 0.1);
            EXPECT_NEAR(cut.top(), 10 + row * 42, 0.1);
            EXPECT_NEAR(cut.width(), 40, 0.1);
            EXPECT_NEAR(cut.height(), 40, 0.1);
            EXPECT_TRUE(layout.printable.contains(cut));
        }
        placed += int(page.items.size());
    }
    EXPECT_EQ(placed, tiles);
}

// A tile the flow places itself is printed as often as its `print` says, though its count
// is 0; and a face that is never a piece of card (Land vs Sea's up faces) not at all.
TEST(PrintLayout, TilesArePrintedAsTheirPrintCopiesSay)
{
    const auto dungeon = load("rulesets/dungeon");
    const int entrance = dungeon->tileIndex("entrance");
    ASSERT_GE(entrance, 0);
    EXPECT_EQ(dungeon->tiles[entrance].count, 0) << "never drawn";
    const auto printed = [](const Ruleset &rules, int type) {
        const TileRenderer renderer(std::make_shared<const Ruleset>(rules));
        int n = 0;
        for (const PrintPage &page : layoutPrint(renderer, PrintOptions()).pages)
            if (page.kind == PrintPage::Kind::Fronts)
                n += int(std::count_if(page.items.begin(), page.items.end(), [&](const PrintItem &i) {
                    return i.kind == PrintItem::Kind::Tile && i.type == type;
                }));
        return n;
    };
    EXPECT_EQ(printed(*dungeon, entrance), 1);
    const auto landVsSea = load("rulesets/land-vs-sea");
    EXPECT_EQ(printed(*landVsSea, landVsSea->tileIndex("up:cape-land")), 0);
    EXPECT_EQ(printed(*landVsSea, landVsSea->tileIndex("start")), 1);
}

TEST(PrintLayout, ADoubleSidedTilesBackLandsBehindItsFront)
{
    const auto rules = load("tests/rulesets/hexpairs");
    const TileRenderer renderer(rules);
    for (const DuplexFlip flip : {DuplexFlip::LongEdge, DuplexFlip::ShortEdge}) {
        PrintOptions options;
        options.flip = flip;
        const PrintLayout layout = layoutPrint(renderer, options);
        ASSERT_GE(layout.pages.size(), 2u);
        int backs = 0;
        for (std::size_t p = 0; p + 1 < layout.pages.size(); ++p) {
            const PrintPage &front = layout.pages[p];
            const PrintPage &back = layout.pages[p + 1];
            if (front.kind != PrintPage::Kind::Fronts || back.kind != PrintPage::Kind::Backs)
                continue;
            ASSERT_EQ(front.items.size(), back.items.size());
            for (std::size_t i = 0; i < front.items.size(); ++i) {
                const QPointF expected = behind(front.items[i].cut.center(), layout.page, flip);
                EXPECT_NEAR(back.items[i].cut.center().x(), expected.x(), 0.1);
                EXPECT_NEAR(back.items[i].cut.center().y(), expected.y(), 0.1);
                EXPECT_EQ(back.items[i].type, front.items[i].type);
                EXPECT_EQ(rules->tiles[back.items[i].type].orientations[back.items[i].orientation].face, 1);
                ++backs;
            }
        }
        EXPECT_EQ(backs, tileCount(*rules));
    }
    // Turned over its long edge, left and right swap; over its short edge, top and bottom.
    EXPECT_EQ(behind({10, 20}, {210, 297}, DuplexFlip::LongEdge), QPointF(200, 20));
    EXPECT_EQ(behind({10, 20}, {210, 297}, DuplexFlip::ShortEdge), QPointF(10, 277));
}

// Page positions (mm) of the centres of the item's cells.
std::vector<QPointF> cellCentres(const TileRenderer &renderer, const PrintItem &item, qreal cellSize)
{
    std::vector<QPointF> centres;
    for (const Coord &c : renderer.rules().tiles[item.type].orientations[item.orientation].cells)
        centres.push_back(item.origin + renderer.cellCenter(c, cellSize));
    return centres;
}

TEST(PrintLayout, ThePolyominoBackLiesOnItsFrontOnceTheSheetTurnsOver)
{
    // Overworld's L-trominoes: both faces list the same cells, so the back only covers the
    // front turned over when it is turned round itself.
    const auto rules = load("rulesets/overworld");
    const TileRenderer renderer(rules);
    for (const DuplexFlip flip : {DuplexFlip::LongEdge, DuplexFlip::ShortEdge}) {
        PrintOptions options;
        options.flip = flip;
        const PrintLayout layout = layoutPrint(renderer, options);
        int checked = 0;
        for (std::size_t p = 0; p + 1 < layout.pages.size(); ++p) {
            const PrintPage &front = layout.pages[p];
            const PrintPage &back = layout.pages[p + 1];
            if (front.kind != PrintPage::Kind::Fronts || back.kind != PrintPage::Kind::Backs)
                continue;
            for (const PrintItem &item : front.items) {
                if (item.kind != PrintItem::Kind::Tile || rules->tiles[item.type].faces.size() < 2)
                    continue;
                // The back item on the spot the front turns over to.
                const QPointF spot = behind(item.cut.center(), layout.page, flip);
                const auto onSpot = std::find_if(back.items.begin(), back.items.end(), [&](const PrintItem &b) {
                    return QLineF(b.cut.center(), spot).length() < 0.1;
                });
                ASSERT_NE(onSpot, back.items.end());
                EXPECT_EQ(onSpot->type, item.type);
                std::vector<QPointF> expected;
                for (const QPointF &c : cellCentres(renderer, item, layout.cellSize))
                    expected.push_back(behind(c, layout.page, flip));
                const std::vector<QPointF> got = cellCentres(renderer, *onSpot, layout.cellSize);
                ASSERT_EQ(got.size(), expected.size());
                for (const QPointF &e : expected) {
                    const bool covered = std::any_of(got.begin(), got.end(),
                                                     [&](const QPointF &g) { return QLineF(g, e).length() < 0.1; });
                    EXPECT_TRUE(covered) << "tile " << rules->tiles[item.type].id << ": no back cell at " << e.x()
                                         << "," << e.y();
                }
                ++checked;
            }
        }
        EXPECT_GT(checked, 30);
    }
}

TEST(PrintLayout, OptionsThatCannotBeHonouredNameTheOption)
{
    const TileRenderer renderer(load("rulesets/discovery"));
    PrintOptions options;
    options.tileSize = 300;
    try {
        layoutPrint(renderer, options);
        FAIL() << "a 300 mm tile fitted A4";
    } catch (const PrintError &e) {
        EXPECT_NE(std::string(e.what()).find("--tile-size"), std::string::npos) << e.what();
    }
    EXPECT_THROW(pageSizeFromName(QStringLiteral("B7")), PrintError);
    EXPECT_EQ(pageSizeFromName(QStringLiteral("letter")).id(), QPageSize::Letter);
    EXPECT_NEAR(pageSizeFromName(QStringLiteral("100x150")).size(QPageSize::Millimeter).height(), 150, 0.01);
}

// A length that is no number (NaN) is refused, not laid out (it made the packer spin).
TEST(PrintLayout, ALengthThatIsNoNumberIsRefused)
{
    const TileRenderer renderer(load("rulesets/tutorial"));
    for (qreal PrintOptions::*length :
         {&PrintOptions::tileSize, &PrintOptions::gap, &PrintOptions::cardGap, &PrintOptions::bleed}) {
        PrintOptions options;
        options.*length = std::numeric_limits<qreal>::quiet_NaN();
        EXPECT_THROW(layoutPrint(renderer, options), PrintError);
    }
}

TEST(PrintPainter, BleedCarriesTheArtPastTheCut)
{
    const TileRenderer renderer(load("rulesets/discovery"));
    PrintOptions options;
    options.bleed = 3;
    options.cropMarks = CropMarks::None;
    const PrintLayout layout = layoutPrint(renderer, options);
    const QImage page = render(renderer, layout, options, 0);
    const QRectF cut = layout.pages[0].items[0].cut;
    // 1.5 mm outside each side of the first tile: art, not paper.
    for (const QPointF at : {QPointF(cut.left() - 1.5, cut.center().y()), QPointF(cut.center().x(), cut.top() - 1.5),
                             QPointF(cut.right() + 1.5, cut.center().y())})
        EXPECT_NE(pixelAt(page, at), qRgb(255, 255, 255)) << at.x() << "," << at.y();
    // Without bleed the same spots are paper.
    options.bleed = 0;
    const PrintLayout plain = layoutPrint(renderer, options);
    const QImage without = render(renderer, plain, options, 0);
    EXPECT_EQ(pixelAt(without, QPointF(plain.pages[0].items[0].cut.left() - 1.5, cut.center().y())), qRgb(255, 255, 255));
}

// The bleed carries a tile's terrain past the cut, not its icons: Land vs Sea's bonus
// icons, some near their tiles' edges, show as much of their fill with a bleed as without
// one (a stretched copy of the face showed them a second time, beside and behind the real
// ones, across the cut).
TEST(PrintPainter, BleedShowsEachIconOnce)
{
    const TileRenderer renderer(load("rulesets/land-vs-sea"));
    PrintOptions options;
    options.cropMarks = CropMarks::None;
    options.footer = false;
    options.bleed = 3;
    const PrintLayout layout = layoutPrint(renderer, options); // the same tiles in the same places
    const auto bonusFill = [&](qreal bleed) {
        options.bleed = bleed;
        const QImage page = render(renderer, layout, options, 0);
        int pixels = 0;
        const QColor fill(0xff, 0xf4, 0xc2); // the bonus icon's (app/render/tileicons.cpp)
        for (int y = 0; y < page.height(); ++y)
            for (int x = 0; x < page.width(); ++x) {
                const QColor c(page.pixel(x, y));
                pixels += std::abs(c.red() - fill.red()) + std::abs(c.green() - fill.green())
                        + std::abs(c.blue() - fill.blue())
                    < 12;
            }
        return pixels;
    };
    const int without = bonusFill(0);
    ASSERT_GT(without, 1000);
    EXPECT_NEAR(bonusFill(3), without, without / 50);
}

// Where (millimetres, pixel centres) page 0 with corner marks differs from it without:
// the marks.
std::vector<QPointF> cornerMarks(const TileRenderer &renderer, PrintOptions options, const PrintLayout &layout)
{
    options.footer = false;
    options.cropMarks = CropMarks::None;
    const QImage bare = render(renderer, layout, options, 0);
    options.cropMarks = CropMarks::Corners;
    const QImage marked = render(renderer, layout, options, 0);
    std::vector<QPointF> marks;
    for (int y = 0; y < bare.height(); ++y) {
        for (int x = 0; x < bare.width(); ++x) {
            if (bare.pixel(x, y) != marked.pixel(x, y))
                marks.emplace_back((x + 0.5) / kPixelsPerMm, (y + 0.5) / kPixelsPerMm);
        }
    }
    return marks;
}

TEST(PrintPainter, CropMarksLieOutsideEveryTile)
{
    const TileRenderer renderer(load("rulesets/discovery"));
    const PrintOptions options;
    const PrintLayout layout = layoutPrint(renderer, options);
    const std::vector<QPointF> marks = cornerMarks(renderer, options, layout);
    EXPECT_FALSE(marks.empty());
    for (const QPointF &mm : marks) {
        for (const PrintItem &item : layout.pages[0].items)
            ASSERT_FALSE(item.cut.adjusted(0.2, 0.2, -0.2, -0.2).contains(mm)) << mm.x() << "," << mm.y();
    }
    // A mark at the first tile's top left corner, pointing up into the margin.
    const QRectF cut = layout.pages[0].items[0].cut;
    const auto above = [&](const QPointF &mm) {
        return std::abs(mm.x() - cut.left()) < 0.2 && std::abs(mm.y() - (cut.top() - 3)) < 0.2;
    };
    EXPECT_TRUE(std::any_of(marks.begin(), marks.end(), above));
}

int cardCount(const Ruleset &rules)
{
    int n = 0;
    for (const CardDef &c : rules.cards)
        n += c.count;
    return n;
}

std::vector<const PrintPage *> pagesOf(const PrintLayout &layout, PrintPage::Kind kind)
{
    std::vector<const PrintPage *> pages;
    for (const PrintPage &page : layout.pages) {
        if (page.kind == kind)
            pages.push_back(&page);
    }
    return pages;
}

TEST(PrintLayout, HexTilesShareTheGapAcrossEveryEdgeInOffsetColumns)
{
    const auto rules = load("tests/rulesets/hexpairs");
    const TileRenderer renderer(rules);
    for (const qreal gap : {0.0, 3.0}) {
        PrintOptions options;
        options.gap = gap;
        const PrintLayout layout = layoutPrint(renderer, options);
        int fronts = 0;
        for (const PrintPage *page : pagesOf(layout, PrintPage::Kind::Fronts)) {
            fronts += int(page->items.size());
            for (const PrintItem &a : page->items) {
                EXPECT_TRUE(layout.printable.adjusted(-0.01, -0.01, 0.01, 0.01).contains(a.cut));
                EXPECT_FALSE(a.rectangular);
                int neighbours = 0;
                for (const PrintItem &b : page->items) {
                    if (&a == &b)
                        continue;
                    const qreal distance = QLineF(a.origin, b.origin).length();
                    // Never closer than a tile and the gap across the flats; the nearest
                    // are exactly that far: they share a cut line (or the gap) edge to edge.
                    EXPECT_GE(distance, layout.cellSize + gap - 0.1);
                    neighbours += std::abs(distance - (layout.cellSize + gap)) < 0.1;
                }
                if (page->items.size() > 1) {
                    EXPECT_GE(neighbours, 1) << "a hex with no neighbour edge to edge";
                }
            }
        }
        EXPECT_EQ(fronts, tileCount(*rules));
    }
}

// Every item's outline lies within the printable area, and no two come closer than `gap`.
void expectWithinThePageAndApart(const TileRenderer &renderer, const PrintLayout &layout,
                                 const std::vector<PrintItem> &items, qreal gap)
{
    const auto outline = [&](const PrintItem &item) {
        return renderer.tileOutline(item.type, item.orientation, {}, layout.cellSize).translated(item.origin);
    };
    for (std::size_t i = 0; i < items.size(); ++i) {
        const QPainterPath a = outline(items[i]);
        EXPECT_TRUE(layout.printable.adjusted(-0.01, -0.01, 0.01, 0.01).contains(a.boundingRect()));
        QPainterPathStroker stroker;
        stroker.setWidth(2 * (gap - 0.05));
        const QPainterPath near = stroker.createStroke(a) + a;
        for (std::size_t j = i + 1; j < items.size(); ++j)
            EXPECT_FALSE(near.intersects(outline(items[j]))) << i << " and " << j << " are closer than the gap";
    }
}

TEST(PrintLayout, PolyominoesNestAlongTheirOutlinesNeverCloserThanTheGap)
{
    const auto rules = load("tests/rulesets/sheetdice");
    const TileRenderer renderer(rules);
    PrintOptions options;
    options.gap = 2;
    const PrintLayout layout = layoutPrint(renderer, options);
    const std::vector<const PrintPage *> fronts = pagesOf(layout, PrintPage::Kind::Fronts);
    ASSERT_EQ(fronts.size(), 1u);
    const std::vector<PrintItem> &items = fronts.front()->items;
    EXPECT_EQ(int(items.size()), tileCount(*rules));
    expectWithinThePageAndApart(renderer, layout, items, options.gap);
    int nested = 0;
    for (std::size_t i = 0; i < items.size(); ++i)
        for (std::size_t j = i + 1; j < items.size(); ++j)
            nested += items[i].cut.intersects(items[j].cut);
    EXPECT_GT(nested, 0) << "no shape sits in another's bounding box: packed as rectangles";
}

// Overworld's L-trominoes print in pairs, the second turned half round into the first's
// gap: 2 x 3 cells a pair, eight tiles to an A4 page where one by one six fit.
TEST(PrintLayout, LTrominoesNestInPairsTurnedIntoEachOther)
{
    const auto rules = load("rulesets/overworld");
    const TileRenderer renderer(rules);
    PrintOptions options;
    options.gap = 2;
    const PrintLayout layout = layoutPrint(renderer, options);
    const PrintPage &first = *pagesOf(layout, PrintPage::Kind::Fronts).front();
    ASSERT_EQ(first.items.size(), 8u);
    for (std::size_t i = 0; i < first.items.size(); ++i) {
        const Orientation &o = rules->tiles[first.items[i].type].orientations[first.items[i].orientation];
        EXPECT_EQ(o.rotation, i % 2 == 0 ? 0 : 2) << "item " << i;
        EXPECT_EQ(o.cells.size(), 3u);
    }
    expectWithinThePageAndApart(renderer, layout, first.items, options.gap);
    // A pair's bounds: 2 cells and the gap across, 3 cells and the gap down.
    const QRectF pair = first.items[0].cut.united(first.items[1].cut);
    EXPECT_NEAR(pair.width(), 82, 0.01);
    EXPECT_NEAR(pair.height(), 122, 0.01);
}

// An S turns into itself half round: the back of a pair's turned copy must be turned as
// the front is (the other way, as turning over mirrors), though the unturned back's cells
// would lie on it too.
TEST(PrintLayout, TheBackOfATurnedCopyIsTurnedToo)
{
    const test::TempRuleset folder("function setup(g) g:end_game() end\n");
    folder.write("ruleset.yaml",
                 "id: ess\nname: Ess\nplayers: {min: 1, max: 1}\ngrid: square\nscripts: [flow.lua]\n"
                 "terrains: {field: {code: F}, sea: {code: S}}\ntiles:\n"
                 "  - id: ess\n    count: 4\n    faces:\n"
                 "      - {name: front, cells: [[0, 0], [1, 0], [-1, 1], [0, 1]], terrain: field}\n"
                 "      - {name: back, cells: [[0, 0], [1, 0], [1, 1], [2, 1]], terrain: sea}\n");
    LoadResult loaded = loadRuleset(folder.folder());
    ASSERT_TRUE(loaded.ok()) << (loaded.problems.empty() ? "" : loaded.problems.front().text());
    const TileRenderer renderer(loaded.ruleset);
    for (const DuplexFlip flip : {DuplexFlip::LongEdge, DuplexFlip::ShortEdge}) {
        PrintOptions options;
        options.tileSize = 20;
        options.flip = flip;
        const PrintLayout layout = layoutPrint(renderer, options);
        const PrintPage &front = *pagesOf(layout, PrintPage::Kind::Fronts).front();
        const PrintPage &back = *pagesOf(layout, PrintPage::Kind::Backs).front();
        ASSERT_EQ(back.items.size(), front.items.size());
        int turned = 0;
        for (std::size_t i = 0; i < front.items.size(); ++i) {
            const int rotation = loaded.ruleset->tiles[0].orientations[front.items[i].orientation].rotation;
            const int half = flip == DuplexFlip::ShortEdge ? 2 : 0;
            EXPECT_EQ(loaded.ruleset->tiles[0].orientations[back.items[i].orientation].rotation, (half - rotation + 4) % 4)
                << "item " << i;
            turned += rotation == 2;
        }
        EXPECT_EQ(turned, 2) << "two pairs, each with a copy turned half round";
    }
}

TEST(NestedPairs, OnlyShapesWithAGapInTheirBoundsNest)
{
    const test::TempRuleset folder("function setup(g) g:end_game() end\n");
    folder.write("ruleset.yaml",
                 "id: shapes\nname: Shapes\nplayers: {min: 1, max: 1}\ngrid: square\n"
                 "terrains: {field: {code: F}}\ntiles:\n"
                 "  - {id: ell, cells: [[0, 0], [1, 0], [0, 1]], terrain: field}\n"
                 "  - {id: bar, cells: [[0, 0], [1, 0], [2, 0]], terrain: field}\n"
                 "  - {id: block, cells: [[0, 0], [1, 0], [0, 1], [1, 1]], terrain: field}\n");
    LoadResult loaded = loadRuleset(folder.folder());
    ASSERT_TRUE(loaded.ok());
    const TileRenderer renderer(loaded.ruleset);
    const std::vector<NestedPair> ell = nestedPairs(renderer, 0, 0, 40, 2);
    ASSERT_FALSE(ell.empty());
    const QRectF best = ell.front().shape.boundingRect();
    EXPECT_NEAR(best.width() * best.height(), 82 * 122, 0.01) << "2 x 3 cells, the gap between";
    EXPECT_TRUE(nestedPairs(renderer, 1, 0, 40, 2).empty()) << "a bar fills its bounds";
    EXPECT_TRUE(nestedPairs(renderer, 2, 0, 40, 2).empty()) << "so does a block";
    EXPECT_TRUE(nestedPairs(renderer, 0, 0, 40, 30).empty()) << "cells under twice the spacing";
}

TEST(OutlinePacker, FillsRowsAndStartsAPageWhenFull)
{
    OutlinePacker packer(QRectF(10, 10, 100, 50), 1, 2);
    QPainterPath square;
    square.addRect(0, 0, 30, 20);
    std::vector<QPointF> at;
    std::vector<bool> starts;
    for (int i = 0; i < 7; ++i) {
        bool newPage = false;
        at.push_back(packer.place(square, 0, newPage));
        starts.push_back(newPage);
    }
    // Three across (30 + 2 + 30 + 2 + 30 <= 100), two rows (20 + 2 + 20 <= 50), then a page.
    EXPECT_EQ(at[0], QPointF(10, 10));
    EXPECT_EQ(at[1], QPointF(42, 10));
    EXPECT_EQ(at[2], QPointF(74, 10));
    EXPECT_EQ(at[3], QPointF(10, 32));
    EXPECT_EQ(at[6], QPointF(10, 10));
    EXPECT_EQ(starts, (std::vector<bool>{true, false, false, false, false, false, true}));
    EXPECT_FALSE(packer.fits(QSizeF(101, 10)));
    EXPECT_TRUE(packer.fits(QSizeF(100, 50)));
}

TEST(PrintLayout, CardsNineToAnA4PageWithTheirBacksBehind)
{
    const auto rules = load("tests/rulesets/cardcells");
    const TileRenderer renderer(rules);
    for (const DuplexFlip flip : {DuplexFlip::LongEdge, DuplexFlip::ShortEdge}) {
        PrintOptions options;
        options.flip = flip;
        const PrintLayout layout = layoutPrint(renderer, options);
        int cards = 0;
        int backs = 0;
        for (std::size_t p = 0; p < layout.pages.size(); ++p) {
            const PrintPage &page = layout.pages[p];
            for (std::size_t i = 0; i < page.items.size(); ++i) {
                const PrintItem &item = page.items[i];
                if (item.kind == PrintItem::Kind::Card) {
                    ++cards;
                    EXPECT_NEAR(item.cut.width(), 63, 0.01);
                    EXPECT_NEAR(item.cut.height(), 88, 0.01);
                    ASSERT_LT(p + 1, layout.pages.size());
                    const PrintItem &back = layout.pages[p + 1].items.at(i);
                    EXPECT_EQ(back.kind, PrintItem::Kind::CardBack);
                    const QPointF expected = behind(item.cut.center(), layout.page, flip);
                    EXPECT_NEAR(back.cut.center().x(), expected.x(), 0.1);
                    EXPECT_NEAR(back.cut.center().y(), expected.y(), 0.1);
                } else if (item.kind == PrintItem::Kind::CardBack) {
                    ++backs;
                }
            }
        }
        EXPECT_EQ(cards, cardCount(*rules));
        EXPECT_EQ(backs, cards);
    }
    // With no gap, three poker cards span 189 mm: nine to a page, sharing their cuts.
    PrintOptions options;
    const PrintLayout layout = layoutPrint(renderer, options);
    const PrintPage *first = nullptr;
    for (const PrintPage &page : layout.pages) {
        if (!page.items.empty() && page.items.front().kind == PrintItem::Kind::Card) {
            first = &page;
            break;
        }
    }
    ASSERT_NE(first, nullptr);
    ASSERT_GE(first->items.size(), 4u);
    EXPECT_NEAR(first->items[1].cut.left(), first->items[0].cut.right(), 0.01);
    EXPECT_NEAR(first->items[3].cut.top(), first->items[0].cut.bottom(), 0.01);
    EXPECT_EQ(cardSizeFromName(QStringLiteral("bridge")), QSizeF(57, 89));
    EXPECT_EQ(cardSizeFromName(QStringLiteral("70x120")), QSizeF(70, 120));
    EXPECT_THROW(cardSizeFromName(QStringLiteral("huge")), PrintError);
    options.cardSize = QSizeF(250, 88);
    EXPECT_THROW(layoutPrint(renderer, options), PrintError);
}

TEST(PrintLayout, AProofShowsEachCardOnceAtItsSizeSixToAPage)
{
    const auto rules = load("rulesets/dungeon");
    const TileRenderer renderer(rules);
    PrintOptions options;
    options.proof = true;
    const PrintLayout layout = layoutPrint(renderer, options);
    int cards = 0;
    for (const PrintPage &page : layout.pages) {
        int onPage = 0;
        for (const PrintItem &item : page.items) {
            if (item.kind != PrintItem::Kind::Card)
                continue;
            ++onPage;
            EXPECT_NEAR(item.cut.width(), 63, 0.01);
            EXPECT_NEAR(item.cut.height(), 88, 0.01);
            EXPECT_FALSE(item.label.isEmpty());
        }
        // Three across (189 of 190 mm), two rows of a card and its label (97 mm each).
        EXPECT_TRUE(onPage == 0 || onPage == 6 || &page == &layout.pages.back()) << onPage;
        cards += onPage;
    }
    EXPECT_EQ(cards, int(rules->cards.size()));
}

// A proof labels a tile with its id, copies and edges; Grapha Genesis's shapes have no
// edge terrain, so no edges.
TEST(PrintLayout, AProofListsEdgesOnlyOfTilesThatHaveThem)
{
    for (const char *game : {"rulesets/discovery", "rulesets/grapha-genesis"}) {
        SCOPED_TRACE(game);
        const auto rules = load(game);
        const TileRenderer renderer(rules);
        PrintOptions options;
        options.proof = true;
        const bool edges = QLatin1String(game) == QLatin1String("rulesets/discovery");
        int tiles = 0;
        for (const PrintPage &page : layoutPrint(renderer, options).pages)
            for (const PrintItem &item : page.items) {
                if (item.kind != PrintItem::Kind::Tile)
                    continue;
                ++tiles;
                const QString id = QString::fromStdString(rules->tiles[std::size_t(item.type)].id);
                EXPECT_TRUE(item.label.startsWith(id + QStringLiteral(" \u00d7"))) << item.label.toStdString();
                EXPECT_EQ(item.label.contains(QStringLiteral(" \u00b7 ")), edges) << item.label.toStdString();
            }
        EXPECT_GT(tiles, 0);
    }
}

// A proof names which face of a double-sided tile each is, by the ruleset's face names.
TEST(PrintLayout, AProofNamesEachFaceOfADoubleSidedTile)
{
    const auto rules = load("rulesets/land-vs-sea");
    const TileRenderer renderer(rules);
    PrintOptions options;
    options.proof = true;
    QStringList labels;
    for (const PrintPage &page : layoutPrint(renderer, options).pages)
        for (const PrintItem &item : page.items)
            if (item.kind == PrintItem::Kind::Tile && rules->tiles[std::size_t(item.type)].id == "volcano")
                labels << item.label;
    EXPECT_EQ(labels,
              (QStringList{QStringLiteral("volcano \u00d71 \u00b7 face 1 (volcano) \u00b7 LLLLLL"),
                           QStringLiteral("volcano \u00d71 \u00b7 face 2 (whirlpool) \u00b7 SSSSSS")}));
}

// Land vs Sea: each double-sided tile's two faces lie side by side on one page, and the
// up faces the flow puts (drawn: no, printed never) are left out. Overworld's L tiles at
// proof size are too wide for a row of two: their faces lie one above the other.
TEST(PrintLayout, AProofShowsATilesFacesTogetherAndOnlyTilesThatArePrinted)
{
    for (const char *game : {"rulesets/land-vs-sea", "rulesets/overworld"}) {
        SCOPED_TRACE(game);
        const auto rules = load(game);
        const TileRenderer renderer(rules);
        PrintOptions options;
        options.proof = true;
        const PrintLayout layout = layoutPrint(renderer, options);
        std::map<int, std::vector<std::pair<int, QRectF>>> facesOf; // type -> (page, cut) per face
        for (int p = 0; p < int(layout.pages.size()); ++p)
            for (const PrintItem &item : layout.pages[std::size_t(p)].items)
                if (item.kind == PrintItem::Kind::Tile)
                    facesOf[item.type].emplace_back(p, item.cut);
        int printed = 0;
        for (int t = 0; t < int(rules->tiles.size()); ++t) {
            const TileType &type = rules->tiles[std::size_t(t)];
            const bool shown = type.drawn || type.copiesToPrint() > 0;
            printed += shown;
            if (!shown) {
                EXPECT_EQ(facesOf.count(t), 0u) << type.id;
                continue;
            }
            const auto &faces = facesOf[t];
            ASSERT_EQ(faces.size(), type.faces.size()) << type.id;
            if (faces.size() < 2)
                continue;
            EXPECT_EQ(faces[0].first, faces[1].first) << type.id << ": faces on one page";
            const bool inARow = std::abs(faces[0].second.top() - faces[1].second.top()) < 0.01;
            const bool inAColumn = std::abs(faces[0].second.left() - faces[1].second.left()) < 0.01;
            EXPECT_TRUE(inARow || inAColumn) << type.id;
            EXPECT_FALSE(faces[0].second.intersects(faces[1].second)) << type.id;
            EXPECT_EQ(inARow, QLatin1String(game) == QLatin1String("rulesets/land-vs-sea")) << type.id;
        }
        EXPECT_EQ(int(facesOf.size()), printed);
        if (QLatin1String(game) == QLatin1String("rulesets/land-vs-sea")) {
            EXPECT_LT(printed, int(rules->tiles.size())) << "its up faces are left out";
        }
    }
    // Overworld's faces at 60 mm a cell fit a page each, not two together: each alone.
    const auto rules = load("rulesets/overworld");
    PrintOptions large;
    large.proof = true;
    large.tileSize = 60;
    const PrintLayout layout = layoutPrint(TileRenderer(rules), large);
    std::size_t faces = 0;
    for (const PrintPage &page : layout.pages)
        for (const PrintItem &item : page.items)
            faces += item.kind == PrintItem::Kind::Tile;
    std::size_t expected = 0;
    for (const TileType &type : rules->tiles)
        expected += type.faces.size();
    EXPECT_EQ(faces, expected);
}

TEST(PrintLayout, ASheetGameGetsOneBlankNumberedSheetPerPage)
{
    const auto rules = load("tests/rulesets/sheetdice");
    const TileRenderer renderer(rules);
    PrintOptions options;
    const PrintLayout layout = layoutPrint(renderer, options);
    EXPECT_EQ(int(pagesOf(layout, PrintPage::Kind::PlayerSheet).size()), rules->maxPlayers);
    options.padSheets = 5;
    EXPECT_EQ(pagesOf(layoutPrint(renderer, options), PrintPage::Kind::PlayerSheet).size(), 5u);

    const PlayerSheetLayout sheet = layoutPlayerSheet(*rules, layout.printable);
    EXPECT_NEAR(sheet.map.width(), sheet.cell * rules->grid.width(), 0.01);
    EXPECT_NEAR(sheet.map.height(), sheet.cell * rules->grid.height(), 0.01);
    EXPECT_LE(sheet.cell, 15.0);
    EXPECT_TRUE(layout.printable.contains(sheet.map));
    EXPECT_TRUE(layout.printable.contains(sheet.table));
    EXPECT_GE(sheet.table.top(), sheet.map.bottom());
    EXPECT_NEAR(sheet.table.height(), sheet.rowHeight * qreal(rules->reasons.size() + 2), 0.01);

    // Drawn: the grid's lines between cells, and paper inside each cell.
    const int index = int(std::find_if(layout.pages.begin(), layout.pages.end(),
                                       [](const PrintPage &p) { return p.kind == PrintPage::Kind::PlayerSheet; })
                          - layout.pages.begin());
    const QImage page = render(renderer, layout, options, index);
    const QPointF line(sheet.map.left() + sheet.cell, sheet.map.top() + sheet.cell / 2);
    EXPECT_NE(pixelAt(page, line), qRgb(255, 255, 255));
    EXPECT_EQ(pixelAt(page, line + QPointF(sheet.cell / 2, 0)), qRgb(255, 255, 255));
}

// Grapha Genesis shades its dark 4x4 blocks (board_marks): by default a chessboard of
// blocks with dark corners, which the printed sheet shades as the studio does.
TEST(PrintLayout, APlayerSheetShadesTheCellsTheRulesShade)
{
    const auto rules = load("rulesets/grapha-genesis");
    const std::vector<Coord> shaded = shadedSheetCells(*makeGame(rules));
    EXPECT_EQ(shaded.size(), 5u * 16u); // the corner and centre blocks
    const auto isShaded = [&](int x, int y) { return std::count(shaded.begin(), shaded.end(), Coord{x, y}) == 1; };
    EXPECT_TRUE(isShaded(0, 0) && isShaded(11, 11) && isShaded(5, 6) && isShaded(3, 8));
    EXPECT_FALSE(isShaded(4, 0) || isShaded(0, 4) || isShaded(11, 7));
    EXPECT_TRUE(shadedSheetCells(*makeGame(load("tests/rulesets/sheetdice"))).empty()) << "no board_marks hook";
    // The variant of light corners shades the other four blocks.
    std::vector<std::int64_t> light = rules->defaultParameters();
    const int blocks = rules->parameterIndex("forest_blocks");
    ASSERT_GE(blocks, 0);
    light[std::size_t(blocks)] = 1;
    const std::vector<Coord> others = shadedSheetCells(*makeGame(rules), light);
    EXPECT_EQ(others.size(), 4u * 16u);
    EXPECT_EQ(std::count(others.begin(), others.end(), Coord{4, 0}), 1);
    EXPECT_EQ(std::count(others.begin(), others.end(), Coord{0, 0}), 0);

    const TileRenderer renderer(rules);
    PrintOptions options;
    options.shadedCells = shaded;
    const PrintLayout layout = layoutPrint(renderer, options);
    const auto sheetPage = std::find_if(layout.pages.begin(), layout.pages.end(),
                                        [](const PrintPage &p) { return p.kind == PrintPage::Kind::PlayerSheet; });
    ASSERT_NE(sheetPage, layout.pages.end());
    const QImage page = render(renderer, layout, options, int(sheetPage - layout.pages.begin()));
    const PlayerSheetLayout sheet = layoutPlayerSheet(*rules, layout.printable);
    const auto centre = [&](int x, int y) {
        return sheet.map.topLeft() + QPointF((x + 0.5) * sheet.cell, (y + 0.5) * sheet.cell);
    };
    const QRgb dark = pixelAt(page, centre(0, 0));
    EXPECT_NE(dark, qRgb(255, 255, 255));
    EXPECT_GT(qGray(dark), 150) << "light enough to write on";
    EXPECT_EQ(pixelAt(page, centre(5, 6)), dark);
    EXPECT_EQ(pixelAt(page, centre(4, 0)), qRgb(255, 255, 255));
}

TEST(PrintLayout, ASingleTileOnAPageItsSize)
{
    const auto rules = load("tests/rulesets/hexpairs");
    const TileRenderer renderer(rules);
    PrintOptions options;
    options.bleed = 3;
    const int coast = rules->tileIndex("coast");
    const PrintLayout layout = layoutTile(renderer, options, coast, 1);
    ASSERT_EQ(layout.pages.size(), 1u);
    const PrintItem &item = layout.pages[0].items.at(0);
    EXPECT_EQ(rules->tiles[coast].orientations[item.orientation].face, 1);
    EXPECT_NEAR(layout.page.width(), item.cut.width() + 6, 0.01);
    EXPECT_NEAR(layout.page.height(), 40 + 6, 0.01); // a hex is its size across the flats high
    EXPECT_NEAR(item.cut.left(), 3, 0.01);
    try {
        layoutTile(renderer, options, coast, 2);
        FAIL() << "a third face printed";
    } catch (const PrintError &e) {
        EXPECT_NE(std::string(e.what()).find("--face"), std::string::npos) << e.what();
    }
}

// Share of the pixels within the first tile's cut that are not paper.
double inked(const QImage &page, const QRectF &cut)
{
    int dark = 0, all = 0;
    for (qreal y = cut.top() + 0.5; y < cut.bottom() - 0.5; y += 0.25) {
        for (qreal x = cut.left() + 0.5; x < cut.right() - 0.5; x += 0.25) {
            ++all;
            dark += qGray(pixelAt(page, {x, y})) < 235;
        }
    }
    return double(dark) / all;
}

TEST(PrintPainter, InkSavingHatchesInsteadOfFilling)
{
    const TileRenderer renderer(load("rulesets/discovery"));
    PrintOptions options;
    const PrintLayout layout = layoutPrint(renderer, options);
    const QRectF cut = layout.pages[0].items[1].cut;
    const double solid = inked(render(renderer, layout, options, 0), cut);
    options.inkSaving = true;
    const double saving = inked(render(renderer, layout, options, 0), cut);
    EXPECT_GT(solid, 0.95);
    EXPECT_LT(saving, 0.5);
    EXPECT_GT(saving, 0.05); // still a pattern, not blank
}

TEST(PrintPainter, CornerMarksOfHexesStayOutsideEveryHex)
{
    const TileRenderer renderer(load("tests/rulesets/hexpairs"));
    PrintOptions options;
    options.gap = 4;
    const PrintLayout layout = layoutPrint(renderer, options);
    const std::vector<QPointF> marks = cornerMarks(renderer, options, layout);
    EXPECT_FALSE(marks.empty());
    for (const PrintItem &item : layout.pages[0].items) {
        const QPainterPath hex = renderer.tileOutline(item.type, item.orientation, {}, layout.cellSize).translated(item.origin);
        for (const QPointF &mm : marks)
            ASSERT_FALSE(hex.contains(QRectF(mm - QPointF(0.2, 0.2), QSizeF(0.4, 0.4)))) << mm.x() << "," << mm.y();
    }
}

TEST(PrintWriter, APdfIsWrittenWholeOrNotAtAll)
{
    const TileRenderer renderer(load("tests/rulesets/sheetdice"));
    const PrintOptions options;
    const PrintLayout layout = layoutPrint(renderer, options);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("tiles.pdf"));
    writePrintPdf(renderer, layout, options, path);
    QFile pdf(path);
    ASSERT_TRUE(pdf.open(QIODevice::ReadOnly));
    const QByteArray bytes = pdf.readAll();
    EXPECT_TRUE(bytes.startsWith("%PDF"));
    EXPECT_TRUE(bytes.contains("/Count " + QByteArray::number(qsizetype(layout.pages.size()))));
    pdf.close();
    // Cancelled after the first page: the earlier file stays as it was.
    EXPECT_THROW(writePrintPdf(renderer, layout, options, path, [](int, int) { return false; }), PrintError);
    QFile again(path);
    ASSERT_TRUE(again.open(QIODevice::ReadOnly));
    EXPECT_EQ(again.readAll(), bytes);
}

// Runs a poppler tool (installed with the project's packages); its standard output.
QString poppler(const QString &tool, const QStringList &args)
{
    const QString program = QStandardPaths::findExecutable(tool);
    EXPECT_FALSE(program.isEmpty()) << tool.toStdString() << " is missing: run tools/dev.sh deps";
    QProcess process;
    process.start(program, args);
    EXPECT_TRUE(process.waitForFinished(60000));
    EXPECT_EQ(process.exitCode(), 0) << process.readAllStandardError().toStdString();
    return QString::fromUtf8(process.readAllStandardOutput());
}

TEST(PrintWriter, PdfPagesRenderAsTheLayoutSaysWithFontsEmbedded)
{
    const TileRenderer renderer(load("rulesets/discovery"));
    PrintOptions options;
    options.orientation = QPageLayout::Landscape;
    const PrintLayout layout = layoutPrint(renderer, options);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("tiles.pdf"));
    writePrintPdf(renderer, layout, options, path);

    const QString info = poppler(QStringLiteral("pdfinfo"), {path});
    EXPECT_TRUE(info.contains(QRegularExpression(QStringLiteral("Pages:\\s+%1\\b").arg(layout.pages.size()))))
        << info.toStdString();
    EXPECT_TRUE(info.contains(QRegularExpression(QStringLiteral("Page size:\\s+84[12](\\.\\d+)? x 595(\\.\\d+)? pts"))))
        << info.toStdString(); // A4 landscape
    const QString fonts = poppler(QStringLiteral("pdffonts"), {path});
    const QStringList rows = fonts.split(QLatin1Char('\n'), Qt::SkipEmptyParts).mid(2); // after the header
    ASSERT_FALSE(rows.isEmpty()) << "the footer's text uses no font";
    for (const QString &row : rows)
        EXPECT_TRUE(row.contains(QRegularExpression(QStringLiteral("\\byes\\s+(yes|no)\\s+(yes|no)\\s+\\d+\\s+\\d+\\s*$"))))
            << "not embedded: " << row.toStdString();

    // pdftoppm's raster of page 1: tiles where the layout puts them, paper in the margin.
    constexpr int kDpi = 50;
    poppler(QStringLiteral("pdftoppm"),
            {QStringLiteral("-png"), QStringLiteral("-r"), QString::number(kDpi), QStringLiteral("-f"),
             QStringLiteral("1"), QStringLiteral("-l"), QStringLiteral("1"), path, dir.filePath(QStringLiteral("page"))});
    QImage page(dir.filePath(QStringLiteral("page-1.png")));
    ASSERT_FALSE(page.isNull());
    const qreal dotsPerMm = kDpi / 25.4;
    const auto at = [&](QPointF mm) { return page.pixel(int(mm.x() * dotsPerMm), int(mm.y() * dotsPerMm)); };
    EXPECT_EQ(page.width(), qRound(297 * dotsPerMm));
    for (const PrintItem &item : layout.pages[0].items)
        EXPECT_NE(at(item.cut.center()), qRgb(255, 255, 255));
    EXPECT_EQ(at(QPointF(4, 4)), qRgb(255, 255, 255));
    const QRectF last = layout.pages[0].items.back().cut;
    EXPECT_EQ(at(QPointF(last.right() + 1.5, last.center().y())), qRgb(255, 255, 255));
}

} // namespace
} // namespace tw

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
