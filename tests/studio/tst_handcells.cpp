// Options that name a card or a cell, played as a person would: the cards the seat holds
// show under the board and the ones an option names take a click; options on a cell are
// markers on that cell. On cardcells (play a card, then put a stone on a square).
#include "boardscene.h"
#include "gamedocument.h"
#include "gamehelpers.h"
#include "playarea.h"
#include "seatscreen.h"

#include <QAbstractButton>
#include <QApplication>
#include <QEnterEvent>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>
#include <set>

using namespace tw;

namespace {

std::shared_ptr<const Ruleset> cardcells()
{
    static const std::shared_ptr<const Ruleset> rules = test::loadSourceRuleset("tests/rulesets/cardcells");
    return rules;
}

std::unique_ptr<GameDocument> newGame(std::vector<std::string> seats)
{
    auto document = std::make_unique<GameDocument>(cardcells());
    document->setAutoPlay(false);
    document->setBotDelay(0);
    GameSetup setup;
    setup.players = 2;
    setup.parameters = cardcells()->defaultParameters();
    setup.seed = 7;
    setup.seats = std::move(seats);
    QString error;
    if (!document->start(setup, &error))
        qFatal("cannot start a game: %s", qPrintable(error));
    return document;
}

using test::PlayArea;

// The last option a player chose (chance may have followed it).
Action lastOption(const GameDocument &document)
{
    const auto &entries = document.log().entries;
    for (auto e = entries.rbegin(); e != entries.rend(); ++e)
        if (e->action && e->action->kind == ActionKind::Option)
            return *e->action;
    return Action{};
}

// The cards of the seat's hand, as the state holds them.
std::vector<int> handOf(const GameDocument &document, int seat)
{
    return document.state().zone(document.rules().zoneIndex("hand"), seat);
}

} // namespace

class TstHandCells : public QObject
{
    Q_OBJECT

private slots:
    void aCardInTheHandPlaysItsOption();
    void aCellMarkerPlaysItsOption();
    void anotherSeatsHandIsNotShown();
    void hoveringACardMarksTheCellsItLeadsTo();
};

void TstHandCells::aCardInTheHandPlaysItsOption()
{
    auto document = newGame({"human", "greedy"});
    PlayArea area;
    area.controller.setDocument(document.get());
    QVERIFY(document->waitsForHuman());
    QCOMPARE(document->state().decision().kind, DecisionKind::Choice);

    const std::vector<int> held = handOf(*document, 0);
    QCOMPARE(held.size(), std::size_t(3));
    QVERIFY(!area.hand.isHidden());
    QCOMPARE(area.hand.cardCount(), 3);
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(area.hand.cardButton(i)->card(), held[std::size_t(i)]);
        QVERIFY(area.hand.cardButton(i)->isPlayable()); // every card may be played
    }

    const int card = held[1];
    QTest::mouseClick(area.hand.cardButton(1), Qt::LeftButton);
    const std::vector<int> after = handOf(*document, 0);
    QCOMPARE(after.size(), std::size_t(2));
    QCOMPARE(std::count(after.begin(), after.end(), card) + 1, std::count(held.begin(), held.end(), card));
    const Action played = lastOption(*document);
    QCOMPARE(played.tag, document->rules().choiceIndex("play"));
    QCOMPARE(played.a, card);

    // Now the stone: the hand stays in view, no card can be clicked.
    QCOMPARE(area.hand.cardCount(), 2);
    QVERIFY(!area.hand.cardButton(0)->isPlayable());
    QVERIFY(!area.hand.cardButton(0)->isEnabled());
}

void TstHandCells::aCellMarkerPlaysItsOption()
{
    auto document = newGame({"human", "greedy"});
    PlayArea area;
    area.controller.setDocument(document.get());
    QTest::mouseClick(area.hand.cardButton(0), Qt::LeftButton);
    const Decision &stone = document->state().decision();
    QCOMPARE(stone.kind, DecisionKind::Choice);
    QCOMPARE(int(stone.options.size()), 16); // an empty sheet: every square
    BoardScene *scene = area.controller.scene();
    QCOMPARE(scene->targetCount(), 16);

    QVERIFY(QTest::qWaitForWindowExposed(&area.view));
    area.view.fitToBoard();
    QSignalSpy chosen(scene, &BoardScene::cellChosen);
    const Coord cell{2, 1};
    QTest::mouseClick(area.view.viewport(), Qt::LeftButton, {}, area.view.mapFromScene(scene->cellCenter(cell)));
    QCOMPARE(chosen.count(), 1);
    const Action played = lastOption(*document);
    QCOMPARE(played.tag, document->rules().choiceIndex("stone"));
    QCOMPARE(played.a, cell.x);
    QCOMPARE(played.b, cell.y);
    QVERIFY(document->state().board().tileAt(cell) >= 0);
}

void TstHandCells::anotherSeatsHandIsNotShown()
{
    auto document = newGame({"greedy", "human"});
    PlayArea area;
    area.controller.setDocument(document.get());
    QCOMPARE(document->screen()->viewer(), 1);
    // The bot's turn: the person sees their own cards, none playable.
    const std::vector<int> mine = handOf(*document, 1);
    QCOMPARE(area.hand.cardCount(), int(mine.size()));
    for (int i = 0; i < area.hand.cardCount(); ++i) {
        QCOMPARE(area.hand.cardButton(i)->card(), mine[std::size_t(i)]);
        QVERIFY(!area.hand.cardButton(i)->isPlayable());
    }
}

void TstHandCells::hoveringACardMarksTheCellsItLeadsTo()
{
    // Dungeon Expedition: a Move names a card and the cell it leads to.
    const auto rules = test::loadSourceRuleset("rulesets/dungeon");
    GameDocument document(rules);
    document.setAutoPlay(false);
    document.setBotDelay(0);
    GameSetup setup;
    setup.players = 1;
    setup.parameters = rules->defaultParameters();
    setup.seed = 7;
    setup.seats = {"human"};
    QString error;
    QVERIFY2(document.start(setup, &error), qPrintable(error));
    const auto settle = [&] {
        while (!document.isOver() && !document.waitsForHuman())
            QVERIFY(document.stepAutomatic());
    };
    settle();
    const int explore = rules->choiceIndex("explore");
    const auto &options = document.state().decision().options;
    const auto first = std::find_if(options.begin(), options.end(), [&](const Action &a) { return a.tag == explore; });
    QVERIFY(first != options.end());
    QVERIFY(document.play(*first));
    settle();
    QCOMPARE(document.state().decision().kind, DecisionKind::Place);
    QVERIFY(document.play(document.state().decision().options.front()));
    settle();

    PlayArea area;
    area.controller.setDocument(&document);
    BoardScene *scene = area.controller.scene();
    const int move = rules->choiceIndex("move");
    int index = -1;
    std::set<std::pair<int, int>> cells;
    for (int i = 0; i < area.hand.cardCount() && index < 0; ++i)
        for (const Action &a : document.state().decision().options)
            if (a.tag == move && a.a == area.hand.cardButton(i)->card()) {
                index = i;
                cells.insert({a.b, a.c});
            }
    QVERIFY(index >= 0);
    const int before = scene->targetCount();
    QSignalSpy hovered(&area.hand, &HandStrip::cardHovered);
    QEnterEvent enter(QPointF(5, 5), QPointF(5, 5), QPointF(5, 5));
    QApplication::sendEvent(area.hand.cardButton(index), &enter);
    QCOMPARE(hovered.count(), 1);
    QCOMPARE(hovered.at(0).at(0).toInt(), index);
    QCOMPARE(scene->targetCount(), int(cells.size()));
    QEvent leave(QEvent::Leave);
    QApplication::sendEvent(area.hand.cardButton(index), &leave);
    QCOMPARE(hovered.at(1).at(0).toInt(), -1);
    QCOMPARE(scene->targetCount(), before);
}

QTEST_MAIN(TstHandCells)
#include "tst_handcells.moc"
