// The board_marks hook on the studio's board: Overworld's contested gaps, provisions and
// Ports drawn from what its Lua says, on real games played by random moves; Grapha
// Genesis's dark blocks shaded on every map.
#include "boardscene.h"
#include "gamehelpers.h"
#include "luarules.h"

#include <QApplication>
#include <QGraphicsPathItem>
#include <QtTest>

#include <algorithm>
#include <map>
#include <random>
#include <set>

using namespace tw;
using namespace tw::test;

class TstBoardMarks : public QObject
{
    Q_OBJECT

private slots:
    void overworldShowsGapsProvisionsAndPorts();
    void graphaGenesisShadesItsDarkBlocks();
};

namespace {

std::vector<std::int64_t> withExpansions(const Ruleset &rules)
{
    std::vector<std::int64_t> values;
    for (const ParameterDef &p : rules.parameters)
        values.push_back(p.id == "provisions" || p.id == "ports" ? 1 : p.defaultValue);
    return values;
}

int countPaths(const QGraphicsScene &scene)
{
    const QList<QGraphicsItem *> items = scene.items();
    return int(std::count_if(items.begin(), items.end(),
                             [](QGraphicsItem *i) { return qgraphicsitem_cast<QGraphicsPathItem *>(i); }));
}

} // namespace

void TstBoardMarks::overworldShowsGapsProvisionsAndPorts()
{
    const auto rules = loadSourceRuleset("rulesets/overworld");
    auto game = makeGame(rules);
    const int gapChosen = rules->choiceIndex("resolve_gap");
    const int tieBroken = rules->choiceIndex("award_gap");
    QVERIFY(gapChosen >= 0 && tieBroken >= 0);
    BoardScene scene(rules);
    bool sawContest = false, sawProvision = false, sawPort = false;
    for (unsigned seed = 1; seed <= 6 && !(sawContest && sawProvision && sawPort); ++seed) {
        std::mt19937 rng(seed);
        GameState state = game->newGame(3, withExpansions(*rules));
        while (!state.isOver()) {
            const auto marks = game->queryMarks(state, "board_marks", 1);
            QVERIFY(marks.has_value());
            scene.setState(state);
            scene.setMarks(*marks);
            const Decision &d = state.decision();
            const bool contestOpen = d.kind == DecisionKind::Choice && !d.options.empty()
                && (d.options.front().tag == gapChosen || d.options.front().tag == tieBroken);
            const bool outlined = std::any_of(marks->begin(), marks->end(), [](const BoardMark &m) { return m.outline; });
            // Choosing which gap to resolve, or breaking a tie, happens with the gap outlined and
            // the contenders' counts on it.
            if (contestOpen) {
                QVERIFY(outlined);
                const auto counts = std::count_if(marks->begin(), marks->end(), [](const BoardMark &m) {
                    return m.player >= 0 && !m.text.empty() && !m.spans;
                });
                QVERIFY(counts >= (d.options.front().tag == tieBroken ? 2 : 1));
                sawContest = true;
            }
            for (const BoardMark &m : *marks) {
                if (m.card >= 0) {
                    const QString name = QString::fromStdString(rules->cards[std::size_t(m.card)].text);
                    QVERIFY(std::find(scene.markBadges().begin(), scene.markBadges().end(), name.left(8))
                            != scene.markBadges().end());
                    sawProvision = true;
                }
                if (m.spans) {
                    QCOMPARE(std::abs(m.cell.x - m.to.x) + std::abs(m.cell.y - m.to.y), 1);
                    sawPort = true;
                }
            }
            QVERIFY(scene.markItemCount() >= int(scene.markBadges().size()));
            playRandom(*game, state, rng, 1);
        }
    }
    QVERIFY(sawContest);
    QVERIFY(sawProvision);
    QVERIFY(sawPort);
    // Marks are replaced, not added to.
    scene.setMarks({});
    QCOMPARE(scene.markItemCount(), 0);
    QVERIFY(scene.markBadges().empty());
    QCOMPARE(countPaths(scene), 0);
}

void TstBoardMarks::graphaGenesisShadesItsDarkBlocks()
{
    const auto rules = loadSourceRuleset("rulesets/grapha-genesis");
    auto game = makeGame(rules);
    const int shading = rules->parameterIndex("forest_blocks");
    QVERIFY(shading >= 0);
    const std::vector<std::string> &blocks = rules->parameters[std::size_t(shading)].choices;
    // The 4x4 blocks (bx, by) each choice makes dark: a chessboard with dark or light
    // corners, or all nine.
    const std::map<std::string, std::vector<std::pair<int, int>>> dark{
        {"dark_corners", {{0, 0}, {2, 0}, {1, 1}, {0, 2}, {2, 2}}},
        {"light_corners", {{1, 0}, {0, 1}, {2, 1}, {1, 2}}},
        {"all_blocks", {{0, 0}, {1, 0}, {2, 0}, {0, 1}, {1, 1}, {2, 1}, {0, 2}, {1, 2}, {2, 2}}}};
    QCOMPARE(blocks.size(), dark.size());
    BoardScene scene(rules);
    for (std::size_t choice = 0; choice < blocks.size(); ++choice) {
        std::vector<std::int64_t> values = rules->defaultParameters();
        values[std::size_t(shading)] = std::int64_t(choice);
        const GameState state = game->newGame(2, values);
        for (int board = 1; board <= 2; ++board) {
            const auto marks = game->queryMarks(state, "board_marks", board);
            QVERIFY(marks.has_value());
            std::set<Coord> shaded;
            for (const BoardMark &m : *marks) {
                QVERIFY(m.shade && !m.outline && m.text.empty() && m.player < 0);
                shaded.insert(m.cell);
            }
            std::set<Coord> expected;
            for (const auto &[bx, by] : dark.at(blocks[choice]))
                for (int y = 4 * by; y < 4 * by + 4; ++y)
                    for (int x = 4 * bx; x < 4 * bx + 4; ++x)
                        expected.insert({x, y});
            QCOMPARE(shaded, expected);
            QCOMPARE(marks->size(), expected.size());
            scene.setMarks(*marks);
            // One wash for all of them (blocks meeting at a corner merge), with the marks' tip.
            QCOMPARE(scene.markItemCount(), 1);
            QVERIFY(scene.markBadges().empty());
            QCOMPARE(countPaths(scene), 1);
            for (QGraphicsItem *item : scene.items())
                if (qgraphicsitem_cast<QGraphicsPathItem *>(item))
                    QCOMPARE(item->toolTip(), QStringLiteral("a dark block: forests score here"));
        }
    }
}

QTEST_MAIN(TstBoardMarks)
#include "tst_boardmarks.moc"
