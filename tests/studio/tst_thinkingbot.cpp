// A bot that thinks long (MCTS with a time budget) decides on a worker thread: the studio's
// event loop keeps running meanwhile, its move is played when it answers, and an undo or a
// new game while it thinks discards the answer.
#include "gamedocument.h"
#include "gamehelpers.h"

#include <QSignalSpy>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace tw;

namespace {

// The bot thinks for a second a move: far longer than a test's event-loop checks.
const std::vector<std::string> kSeats{"human", "mcts:1s"};

std::unique_ptr<GameDocument> newGame(std::shared_ptr<const Ruleset> rules)
{
    auto document = std::make_unique<GameDocument>(rules);
    document->setBotDelay(0);
    GameSetup setup;
    setup.players = 2;
    setup.parameters = rules->defaultParameters();
    setup.seed = 8;
    setup.seats = kSeats;
    QString error;
    if (!document->start(setup, &error))
        qFatal("cannot start a game: %s", qPrintable(error));
    return document;
}

// Plays the person's first options until the bot is to decide; true once it thinks.
bool untilTheBotThinks(GameDocument &document)
{
    while (document.waitsForHuman())
        if (!document.play(document.state().decision().options.front()))
            return false;
    return QTest::qWaitFor([&] { return document.isThinking(); }, 2000);
}

} // namespace

class TstThinkingBot : public QObject
{
    Q_OBJECT

private slots:
    void theEventLoopRunsWhileTheBotThinks();
    void undoWhileTheBotThinksDiscardsItsAnswer();
    void aNewGameWhileTheBotThinksDiscardsItsAnswer();

private:
    std::shared_ptr<const Ruleset> m_rules = test::loadSourceRuleset("rulesets/discovery");
};

void TstThinkingBot::theEventLoopRunsWhileTheBotThinks()
{
    auto document = newGame(m_rules);
    QSignalSpy failed(document.get(), &GameDocument::flowFailed);
    QVERIFY(untilTheBotThinks(*document));
    const int asked = document->actionCount();
    bool ticked = false;
    QTimer::singleShot(50, this, [&] { ticked = true; });
    QVERIFY(QTest::qWaitFor([&] { return ticked; }, 1000));
    QVERIFY2(document->isThinking(), "a timer fired while the bot was still thinking");
    QCOMPARE(document->actionCount(), asked);
    QVERIFY(QTest::qWaitFor([&] { return document->waitsForHuman(); }, 20000));
    QVERIFY(document->actionCount() > asked);
    QCOMPARE(document->log().entries.at(asked + 1).player, 1);
    QCOMPARE(failed.count(), 0);
}

void TstThinkingBot::undoWhileTheBotThinksDiscardsItsAnswer()
{
    auto document = newGame(m_rules);
    QVERIFY(untilTheBotThinks(*document));
    const int asked = document->actionCount();
    document->undoStack()->undo(); // the person's last decision
    const int undone = document->actionCount();
    QVERIFY(undone < asked);
    QVERIFY(document->waitsForHuman());
    QVERIFY(QTest::qWaitFor([&] { return !document->isThinking(); }, 10000));
    QTest::qWait(50);
    QCOMPARE(document->actionCount(), undone);
    QVERIFY(document->waitsForHuman());
    // The person plays again: the bot answers the new position.
    QVERIFY(untilTheBotThinks(*document));
    QVERIFY(QTest::qWaitFor([&] { return document->waitsForHuman(); }, 20000));
}

void TstThinkingBot::aNewGameWhileTheBotThinksDiscardsItsAnswer()
{
    auto document = newGame(m_rules);
    QVERIFY(untilTheBotThinks(*document));
    GameSetup setup = document->setup();
    setup.seed = 9;
    QVERIFY(document->start(setup));
    const int start = document->actionCount();
    QVERIFY(document->waitsForHuman());
    QVERIFY(QTest::qWaitFor([&] { return !document->isThinking(); }, 10000));
    QTest::qWait(50);
    QCOMPARE(document->actionCount(), start);
    QVERIFY(document->waitsForHuman());
    for (const auto &entry : document->log().entries)
        QVERIFY(entry.player != 1 || !entry.action || entry.action->isChance());
}

QTEST_MAIN(TstThinkingBot)
#include "tst_thinkingbot.moc"
