// Print sheets: the layout of every tile on the page (positions to 0.1 mm, page counts and
// sizes), backs that land behind their fronts for both ways of turning the sheet, bleed
// that carries the art past the cut, crop marks outside every tile, clear errors for
// options that cannot be honoured, and a PDF written whole or not at all.
#include "printlayout.h"
#include "printpainter.h"
#include "printwriter.h"
#include "tilerenderer.h"

#include "load/rulesetloader.h"

#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cmath>

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
    // 190 mm across holds 4 tiles (4 x 40 + 3 x 2); 275 mm down holds 6.
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
            EXPECT_NEAR(cut.left(), 10 + column * 42, 0.1);
            EXPECT_NEAR(cut.top(), 10 + row * 42, 0.1);
            EXPECT_NEAR(cut.width(), 40, 0.1);
            EXPECT_NEAR(cut.height(), 40, 0.1);
            EXPECT_TRUE(layout.printable.contains(cut));
        }
        placed += int(page.items.size());
    }
    EXPECT_EQ(placed, tiles);
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

TEST(PrintPainter, CropMarksLieOutsideEveryTile)
{
    const TileRenderer renderer(load("rulesets/discovery"));
    PrintOptions options;
    options.footer = false;
    options.cropMarks = CropMarks::None;
    const PrintLayout layout = layoutPrint(renderer, options);
    const QImage bare = render(renderer, layout, options, 0);
    options.cropMarks = CropMarks::Corners;
    const QImage marked = render(renderer, layout, options, 0);
    int marks = 0;
    for (int y = 0; y < bare.height(); ++y) {
        for (int x = 0; x < bare.width(); ++x) {
            if (bare.pixel(x, y) == marked.pixel(x, y))
                continue;
            ++marks;
            const QPointF mm((x + 0.5) / kPixelsPerMm, (y + 0.5) / kPixelsPerMm);
            for (const PrintItem &item : layout.pages[0].items)
                ASSERT_FALSE(item.cut.adjusted(0.2, 0.2, -0.2, -0.2).contains(mm)) << mm.x() << "," << mm.y();
        }
    }
    EXPECT_GT(marks, 0);
    // A mark at the first tile's top left corner, pointing up into the margin.
    const QRectF cut = layout.pages[0].items[0].cut;
    EXPECT_NE(marked.pixel(int(cut.left() * kPixelsPerMm), int((cut.top() - 3) * kPixelsPerMm)), qRgb(255, 255, 255));
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

} // namespace
} // namespace tw

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
