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
#include <map>
#include <optional>
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

// The most cells the options naming one card lead to, in the open choice.
std::size_t mostCellsOfACard(const GameDocument &document)
{
    const int move = document.rules().choiceIndex("move");
    std::map<int, std::size_t> cells;
    for (const Action &a : document.state().decision().options)
        if (a.tag == move)
            ++cells[a.a];
    std::size_t most = 0;
    for (const auto &[card, count] : cells)
        most = std::max(most, count);
    return most;
}

// Plays every chance step until a person is to choose.
void settle(GameDocument &document)
{
    while (!document.isOver() && !document.waitsForHuman())
        if (!document.stepAutomatic())
            qFatal("the flow stopped");
}

// Dungeon Expedition for one player (not solo), at its first decision.
std::unique_ptr<GameDocument> dungeonForOne()
{
    const auto rules = test::loadSourceRuleset("rulesets/dungeon");
    auto document = std::make_unique<GameDocument>(rules);
    document->setAutoPlay(false);
    document->setBotDelay(0);
    GameSetup setup;
    setup.players = 1;
    setup.parameters = rules->defaultParameters();
    setup.seed = 7;
    setup.seats = {"human"};
    QString error;
    if (!document->start(setup, &error))
        qFatal("cannot start a game: %s", qPrintable(error));
    settle(*document);
    return document;
}

// That game explored until a card in the hand may move to three cells or more (a Move
// names a card and the cell it leads to).
std::unique_ptr<GameDocument> dungeonAfterExplore()
{
    auto document = dungeonForOne();
    const Ruleset &rules = document->rules();
    const int explore = rules.choiceIndex("explore");
    const int endTurn = rules.choiceIndex("end_turn");
    for (int step = 0; step < 40 && mostCellsOfACard(*document) < 3; ++step) {
        const Decision &d = document->state().decision();
        if (d.kind == DecisionKind::Place) {
            document->play(d.options.front());
        } else {
            const auto at = std::find_if(d.options.begin(), d.options.end(),
                                         [&](const Action &a) { return a.tag == explore; });
            const auto end = std::find_if(d.options.begin(), d.options.end(),
                                          [&](const Action &a) { return a.tag == endTurn; });
            document->play(at != d.options.end() ? *at : *end);
        }
        settle(*document);
    }
    if (mostCellsOfACard(*document) < 3)
        qFatal("no card leads to three cells");
    return document;
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
    void aSelectedCardPlaysTheCellClicked();
    void escapeDeselectsTheCard();
    void theEndShowsTheHandAsItsScoredGroups();
    void anOptionOnAnEmptyCellNamesTheSideOfTheTileBesideIt();
    void optionsOnCellsNamedAlikeSayTheirCells();
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
    auto game = dungeonAfterExplore();
    GameDocument &document = *game;
    const auto rules = document.rulesPtr();
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

// The hand card whose options lead to the most cells (index into the strip), and those options.
int cardWithMostCells(PlayArea &area, std::vector<Action> &naming)
{
    int best = -1;
    naming.clear();
    for (int i = 0; i < area.hand.cardCount(); ++i) {
        std::vector<Action> mine;
        for (const OptionView &option : area.controller.options())
            if (option.card == area.hand.cardButton(i)->card() && option.cardCell)
                mine.push_back(option.action);
        if (mine.size() > naming.size()) {
            naming = mine;
            best = i;
        }
    }
    return best;
}

void TstHandCells::aSelectedCardPlaysTheCellClicked()
{
    auto document = dungeonAfterExplore();
    PlayArea area;
    area.controller.setDocument(document.get());
    QVERIFY(QTest::qWaitForWindowExposed(&area.view));
    area.view.fitToBoard();
    BoardScene *scene = area.controller.scene();

    // The panel keeps only what is not picked on the board: the cards' options are a line.
    const auto &options = area.controller.options();
    const auto onBoard = std::count_if(options.begin(), options.end(),
                                       [](const OptionView &option) { return option.card >= 0 && option.cardCell; });
    QVERIFY(onBoard >= 3);
    QCOMPARE(area.panel.buttonCount(), int(options.size() - onBoard));
    QVERIFY(area.panel.buttonCount() <= 6);
    QVERIFY(!area.panel.note().isEmpty());

    std::vector<Action> naming;
    const int index = cardWithMostCells(area, naming);
    QVERIFY(index >= 0);
    QVERIFY(naming.size() >= 2);
    const int card = area.hand.cardButton(index)->card();
    QTest::mouseClick(area.hand.cardButton(index), Qt::LeftButton);
    QCOMPARE(area.controller.selectedCard(), card);
    QVERIFY(area.hand.cardButton(index)->isSelected());
    std::set<std::pair<int, int>> cells;
    for (const Action &a : naming)
        cells.insert({a.b, a.c});
    QCOMPARE(scene->targetCount(), int(cells.size()));
    const int before = document->actionCount();

    // The last of its options, by a click on its cell.
    const Action wanted = naming.back();
    const Coord cell{wanted.b, wanted.c};
    QTest::mouseClick(area.view.viewport(), Qt::LeftButton, {}, area.view.mapFromScene(scene->cellCenter(cell)));
    QVERIFY(document->actionCount() > before);
    const Action played = lastOption(*document);
    QCOMPARE(played.tag, wanted.tag);
    QCOMPARE(played.a, wanted.a);
    QCOMPARE(played.b, wanted.b);
    QCOMPARE(played.c, wanted.c);
    QCOMPARE(area.controller.selectedCard(), -1);
}

void TstHandCells::escapeDeselectsTheCard()
{
    auto document = dungeonAfterExplore();
    PlayArea area;
    area.controller.setDocument(document.get());
    BoardScene *scene = area.controller.scene();
    const int shown = scene->targetCount();
    std::vector<Action> naming;
    const int index = cardWithMostCells(area, naming);
    QVERIFY(index >= 0);
    const int before = document->actionCount();

    QTest::mouseClick(area.hand.cardButton(index), Qt::LeftButton);
    QVERIFY(area.controller.selectedCard() >= 0);
    QTest::keyClick(&area.view, Qt::Key_Escape);
    QCOMPARE(area.controller.selectedCard(), -1);
    QVERIFY(!area.hand.cardButton(index)->isSelected());
    QCOMPARE(scene->targetCount(), shown);

    // A second click on the selected card deselects it too; nothing was played.
    QTest::mouseClick(area.hand.cardButton(index), Qt::LeftButton);
    QVERIFY(area.controller.selectedCard() >= 0);
    QTest::mouseClick(area.hand.cardButton(index), Qt::LeftButton);
    QCOMPARE(area.controller.selectedCard(), -1);
    QCOMPARE(document->actionCount(), before);
}

void TstHandCells::theEndShowsTheHandAsItsScoredGroups()
{
    // Dungeon Expedition, two players, a short game: the person ends each turn at once.
    const auto rules = test::loadSourceRuleset("rulesets/dungeon");
    GameDocument document(rules);
    document.setAutoPlay(false);
    document.setBotDelay(0);
    GameSetup setup;
    setup.players = 2;
    setup.parameters = rules->defaultParameters();
    setup.parameters[std::size_t(rules->parameterIndex("turn_limit"))] = 6;
    setup.seed = 3;
    setup.seats = {"human", "greedy"};
    QString error;
    QVERIFY2(document.start(setup, &error), qPrintable(error));
    const int endTurn = rules->choiceIndex("end_turn");
    for (int step = 0; step < 200 && !document.isOver(); ++step) {
        if (!document.waitsForHuman()) {
            QVERIFY(document.stepAutomatic());
            continue;
        }
        const auto &options = document.state().decision().options;
        const auto end = std::find_if(options.begin(), options.end(), [&](const Action &a) { return a.tag == endTurn; });
        QVERIFY(document.play(end != options.end() ? *end : options.front()));
    }
    QVERIFY(document.isOver());

    PlayArea area;
    area.controller.setDocument(&document);
    // The game is over: every hand is shown, each player's groups and then their other
    // cards, and the groups' points are what each hand scored at the end.
    std::vector<int> expected;
    int groupCount = 0;
    for (int p = 0; p < 2; ++p) {
        const auto groups = document.game().queryGroups(document.state(), "hand_groups", p + 1);
        QVERIFY(groups.has_value());
        groupCount += int(groups->size());
        long long points = 0;
        std::vector<int> unused = handOf(document, p);
        for (const CardGroup &group : *groups) {
            points += group.points;
            QVERIFY(group.cards.size() >= 2);
            for (int card : group.cards) {
                expected.push_back(card);
                const auto at = std::find(unused.begin(), unused.end(), card);
                QVERIFY(at != unused.end()); // a card of the hand, in one group only
                unused.erase(at);
            }
        }
        QCOMPARE(points, (long long)document.state().score(p));
        expected.insert(expected.end(), unused.begin(), unused.end());
    }
    QVERIFY(groupCount > 0);
    QCOMPARE(area.hand.groupCount(), groupCount);
    std::vector<int> shown;
    for (int i = 0; i < area.hand.cardCount(); ++i) {
        shown.push_back(area.hand.cardButton(i)->card());
        QVERIFY(!area.hand.cardButton(i)->isPlayable());
    }
    QCOMPARE(shown, expected);
}

// Exploring from the Entrance, where the player stands: each button names the side of it
// that it leads to.
void TstHandCells::anOptionOnAnEmptyCellNamesTheSideOfTheTileBesideIt()
{
    auto document = dungeonForOne();
    PlayArea area;
    area.controller.setDocument(document.get());
    QStringList texts;
    for (int i = 0; i < area.panel.buttonCount(); ++i)
        texts << area.panel.button(i)->text();
    for (const QString &side :
         {QStringLiteral("north"), QStringLiteral("east"), QStringLiteral("south"), QStringLiteral("west")})
        QVERIFY2(texts.contains(QStringLiteral("Explore beyond this door: ") + side),
                 qPrintable(texts.join(QStringLiteral(" | "))));
}

// Stones on 1,1 and 2,1: the squares north of each are both "north of stone".
void TstHandCells::optionsOnCellsNamedAlikeSayTheirCells()
{
    auto document = newGame({"human", "human"});
    const int play = document->rules().choiceIndex("play");
    const int stone = document->rules().choiceIndex("stone");
    // Plays the first option of choice `tag` on `cell` (any, without one).
    const auto choose = [&](int tag, std::optional<Coord> cell = std::nullopt) {
        const auto &options = document->state().decision().options;
        const auto at = std::find_if(options.begin(), options.end(), [&](const Action &a) {
            return a.tag == tag && (!cell || (a.a == cell->x && a.b == cell->y));
        });
        QVERIFY(at != options.end());
        document->play(*at);
        settle(*document);
    };
    for (const Coord cell : {Coord{1, 1}, Coord{2, 1}}) {
        choose(play);
        choose(stone, cell);
    }
    choose(play);
    PlayArea area;
    area.controller.setDocument(document.get());
    QStringList texts;
    for (int i = 0; i < area.panel.buttonCount(); ++i)
        texts << area.panel.button(i)->text();
    for (const QString &square : {QStringLiteral("north of stone (1,0)"), QStringLiteral("north of stone (2,0)"),
                                  QStringLiteral("west of stone"), QStringLiteral("east of stone")})
        QVERIFY2(texts.contains(QStringLiteral("Put the stone: ") + square), qPrintable(texts.join(QStringLiteral(" | "))));
}

QTEST_MAIN(TstHandCells)
#include "tst_handcells.moc"
