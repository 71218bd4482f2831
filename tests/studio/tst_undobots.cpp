// Undo and redo with bots in the game: Play to the End is one move that undo takes back
// with the person's seat; while a move can be redone, bots and chance wait, so redo plays
// exactly the recorded game and never races them.
#include "gamedocument.h"
#include "gamehelpers.h"

#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

using namespace tw;

namespace {

std::unique_ptr<GameDocument> newGame(const char *ruleset, std::uint64_t seed, int botDelay)
{
    const std::shared_ptr<const Ruleset> rules = test::loadSourceRuleset(ruleset);
    auto document = std::make_unique<GameDocument>(rules);
    document->setBotDelay(botDelay);
    GameSetup setup;
    setup.players = 2;
    setup.parameters = rules->defaultParameters();
    setup.seed = seed;
    setup.seats = {"human", "greedy"};
    QString error;
    if (!document->start(setup, &error))
        qFatal("cannot start a game: %s", qPrintable(error));
    return document;
}

// Plays the person's first option and waits until it is the person's turn again.
bool humanMove(GameDocument &document)
{
    if (!QTest::qWaitFor([&] { return document.waitsForHuman() || document.isOver(); }, 10000))
        return false;
    return !document.isOver() && document.play(document.state().decision().options.front());
}

} // namespace

class TstUndoBots : public QObject
{
    Q_OBJECT

private slots:
    void undoAfterPlayToTheEndGivesTheSeatBack();
    void redoNeverRacesTheBots();
    void playMoveForMePlaysTheWholeTurnAsOneMove();
};

void TstUndoBots::undoAfterPlayToTheEndGivesTheSeatBack()
{
    auto document = newGame("rulesets/discovery", 42, 0);
    QVERIFY(humanMove(*document));
    QVERIFY(QTest::qWaitFor([&] { return document->waitsForHuman(); }, 10000));
    const int before = document->actionCount();
    document->handOverToBots();
    QVERIFY(QTest::qWaitFor([&] { return document->isOver(); }, 30000));
    QCOMPARE(document->setup().seats.front(), std::string("greedy"));

    document->undoStack()->undo();
    QCOMPARE(document->actionCount(), before);
    QCOMPARE(document->setup().seats.front(), std::string("human"));
    QCOMPARE(document->log().seats.front(), std::string("human"));
    QVERIFY(document->waitsForHuman());
    QVERIFY(document->isHuman(0));

    document->undoStack()->redo();
    QVERIFY(document->isOver());
    QCOMPARE(document->setup().seats.front(), std::string("greedy"));
}

void TstUndoBots::redoNeverRacesTheBots()
{
    auto document = newGame("rulesets/tutorial", 5, 30);
    QSignalSpy failed(document.get(), &GameDocument::flowFailed);
    for (int i = 0; i < 3; ++i)
        QVERIFY(humanMove(*document));
    QVERIFY(QTest::qWaitFor([&] { return document->waitsForHuman(); }, 10000));
    document->handOverToBots();
    QVERIFY(QTest::qWaitFor([&] { return document->isOver(); }, 30000));
    const int end = document->actionCount();
    const std::uint64_t hash = document->state().hash();

    document->undoStack()->undo();
    document->undoStack()->undo();
    QTest::qWait(100); // bots would have moved by now
    document->undoStack()->redo();
    QTest::qWait(100); // and again, between the two redos
    document->undoStack()->redo();
    QTest::qWait(100);
    QCOMPARE(failed.count(), 0);
    QCOMPARE(document->actionCount(), end);
    QCOMPARE(document->state().hash(), hash);
}

// In Discovery a turn is a placement and then, most turns, a follower choice: Play Move for
// Me makes both, and one undo takes the whole turn back.
void TstUndoBots::playMoveForMePlaysTheWholeTurnAsOneMove()
{
    auto document = newGame("rulesets/discovery", 42, 0);
    document->setAutoPlay(false); // the bot's turn waits, so the person's turn can be counted
    QVERIFY(document->waitsForHuman());
    const int turn = document->state().turn();
    const int before = document->actionCount();
    const int moves = document->undoStack()->count();
    QVERIFY(document->playTurnFor("greedy"));
    QVERIFY(document->state().turn() != turn || !document->waitsForHuman());
    int decisions = 0;
    for (int i = before + 1; i < int(document->log().entries.size()); ++i)
        decisions += document->log().entries[i].player == 0 && !document->log().entries[i].action->isChance();
    QVERIFY2(decisions >= 2, qPrintable(QString::number(decisions))); // the placement and the choice after it
    QCOMPARE(document->undoStack()->count(), moves + 1);
    document->undoStack()->undo();
    QCOMPARE(document->actionCount(), before);
    QCOMPARE(document->state().turn(), turn);
    QVERIFY(!document->playTurnFor("no such bot"));
}

QTEST_MAIN(TstUndoBots)
#include "tst_undobots.moc"
