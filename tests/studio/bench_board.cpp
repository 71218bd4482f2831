// bench_board [ruleset-folder] [tiles]: frame times of a BoardView showing a board of
// 2,000 tiles (random legal placements of the ruleset's tile types), against a bare
// QGraphicsScene of as many plain rectangles. Offscreen, 1280 x 800.
#include "boardscene.h"
#include "boardview.h"
#include "gamehelpers.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QGraphicsRectItem>
#include <QPixmap>

#include <cstdio>
#include <cstdlib>
#include <string>

namespace {

constexpr int kFrames = 10;

struct FrameTimes
{
    double first = 0;
    double mean = 0;
};

// The first frame fills the item caches; the mean is over the frames after it.
FrameTimes timeFrames(QWidget &view)
{
    QElapsedTimer timer;
    timer.start();
    QPixmap frame = view.grab();
    FrameTimes t;
    t.first = timer.nsecsElapsed() / 1e6;
    timer.restart();
    for (int i = 0; i < kFrames; ++i)
        frame = view.grab();
    t.mean = timer.nsecsElapsed() / 1e6 / kFrames;
    return t;
}

void print(const char *what, FrameTimes t)
{
    std::printf("%-44s first %8.2f ms   mean of %d %8.2f ms\n", what, t.first, kFrames, t.mean);
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const std::string folder = argc > 1 ? argv[1] : "rulesets/discovery";
    const int tiles = argc > 2 ? std::atoi(argv[2]) : 2000;

    QElapsedTimer timer;
    timer.start();
    auto rules = tw::test::loadSourceRuleset(folder);
    const tw::GameState state = tw::test::growBoard(rules, tiles, 1);
    std::printf("%s: %d tiles placed in %.1f ms\n", folder.c_str(), state.board().tileCount(), timer.nsecsElapsed() / 1e6);

    tw::BoardScene scene(rules);
    timer.restart();
    scene.setState(state);
    std::printf("BoardScene::setState: %.1f ms for %d items\n", timer.nsecsElapsed() / 1e6, scene.tileItemCount());

    tw::BoardView view(&scene);
    view.resize(1280, 800);
    view.show();
    QApplication::processEvents();
    view.fitToBoard();
    std::printf("fitted zoom %.3f (%.1f px per cell)\n", view.zoom(), view.zoom() * scene.cellSize());
    print("board, whole board fitted", timeFrames(view));
    view.setZoom(view.zoom() / 2);
    print("board, fitted zoom x0.5 (flat tiles)", timeFrames(view));
    view.setZoom(24 / scene.cellSize());
    view.centerOnCell({0, 0});
    print("board, 24 px per cell (detailed, cached)", timeFrames(view));
    view.setZoom(1);
    view.centerOnCell({0, 0});
    print("board, 1:1 zoom", timeFrames(view));

    QGraphicsScene bare;
    bare.setItemIndexMethod(QGraphicsScene::BspTreeIndex);
    const int side = 45;
    for (int i = 0; i < tiles; ++i) {
        auto *item = bare.addRect(0, 0, 64, 64, QPen(Qt::black), QBrush(QColor(140, 196, 90)));
        item->setPos(64.0 * (i % side), 64.0 * (i / side));
    }
    QGraphicsView bareView(&bare);
    bareView.setRenderHints(view.renderHints());
    bareView.resize(1280, 800);
    bareView.show();
    QApplication::processEvents();
    bareView.fitInView(bare.itemsBoundingRect(), Qt::KeepAspectRatio);
    print("bare scene, 2,000 rect items fitted", timeFrames(bareView));
    bareView.resetTransform();
    bareView.centerOn(0, 0);
    print("bare scene, 1:1 zoom", timeFrames(bareView));
    return 0;
}
