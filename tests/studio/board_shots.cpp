// board_shots [folder]: offscreen screenshots of BoardViews, for looking at: a mid-game
// Discovery board (with the ghost, legal spots and piece markers), a hexpairs board and a
// sheetdice sheet. Writes PNGs into `folder` (default /tmp) and prints their paths.
#include "boardscene.h"
#include "boardview.h"
#include "gamehelpers.h"
#include "luarules.h"

#include <QApplication>
#include <QDir>
#include <QPixmap>

#include <cstdio>
#include <random>

namespace {

QString g_folder;

void shoot(tw::BoardView &view, const char *name)
{
    const QString path = QDir(g_folder).filePath(QString::fromLatin1(name));
    view.grab().save(path);
    std::printf("%s\n", qPrintable(path));
}

// Random play until board `board` holds `tiles` tiles, then on to the next placement.
void playTo(const tw::Game &game, tw::GameState &state, int tiles, std::mt19937 &rng, int board = 0)
{
    while (!state.isOver() && state.board(board).tileCount() < tiles)
        tw::test::playRandom(game, state, rng, 1);
    tw::test::playUntilPlace(game, state, rng);
}

// Shows the ghost on a legal spot near the middle of the board.
void hoverLegalSpot(const tw::GameState &state, tw::BoardScene &scene)
{
    const auto &options = state.decision().options;
    if (state.decision().kind != tw::DecisionKind::Place || options.empty())
        return;
    const tw::Action &a = options[options.size() / 2];
    scene.moveGhostTo({a.a, a.b});
    scene.setGhostOrientation(a.c);
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    g_folder = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral("/tmp");
    std::mt19937 rng(2024);

    {
        auto rules = tw::test::loadSourceRuleset("rulesets/discovery");
        auto game = tw::makeGame(rules);
        tw::GameState state = game->newGame(3);
        playTo(*game, state, 31, rng);
        tw::BoardScene scene(rules);
        scene.setState(state);
        hoverLegalSpot(state, scene);
        tw::BoardView view(&scene);
        view.resize(1100, 800);
        view.show();
        view.fitToBoard();
        shoot(view, "tw-board-discovery.png");

        // Closer, with the ghost where it may not go (its tooltip reason printed).
        for (tw::Coord cell : state.board().frontier()) {
            if (!scene.isLegal(cell, scene.ghostOrientation())
                && scene.reasonAt(cell, scene.ghostOrientation()).contains(QStringLiteral("edge"))) {
                scene.moveGhostTo(cell);
                std::printf("ghost at (%d, %d): %s\n", cell.x, cell.y,
                            qPrintable(scene.reasonAt(cell, scene.ghostOrientation())));
                view.setZoom(1.5);
                view.centerOnCell(cell);
                break;
            }
        }
        shoot(view, "tw-board-discovery-ghost.png");

        // After the placement: the piece markers, and one feature outlined.
        game->apply(state, state.decision().options.front());
        scene.setState(state);
        std::vector<tw::BoardTarget> candidates;
        for (const tw::Action &a : state.decision().options)
            if (a.kind == tw::ActionKind::Option && a.tag == rules->choiceIndex("deploy"))
                candidates.push_back(
                    {state.board().segmentAt({{a.a, a.b}, a.c}), tw::Coord{}, QStringLiteral("segment %1").arg(a.c + 1), {}});
        scene.setTargets(candidates);
        scene.hoverSegment(state.board().segmentId(0, 1));
        view.setZoom(1.6);
        view.centerOnCell(state.board().tile(state.board().tileCount() - 1).origin);
        shoot(view, "tw-board-discovery-zoom.png");
    }
    {
        auto rules = tw::test::loadSourceRuleset("tests/rulesets/hexpairs");
        auto game = tw::makeGame(rules);
        tw::GameState state = game->newGame(2);
        playTo(*game, state, 24, rng);
        tw::BoardScene scene(rules);
        scene.setState(state);
        hoverLegalSpot(state, scene);
        tw::BoardView view(&scene);
        view.resize(1000, 800);
        view.show();
        view.fitToBoard();
        shoot(view, "tw-board-hexpairs.png");
    }
    {
        auto rules = tw::test::loadSourceRuleset("tests/rulesets/sheetdice");
        auto game = tw::makeGame(rules);
        tw::GameState state = game->newGame(2);
        playTo(*game, state, 7, rng);
        tw::BoardScene scene(rules);
        scene.setState(state, state.decision().board);
        hoverLegalSpot(state, scene);
        tw::BoardView view(&scene);
        view.resize(800, 800);
        view.show();
        view.fitToBoard();
        shoot(view, "tw-board-sheetdice.png");
    }
    return 0;
}
