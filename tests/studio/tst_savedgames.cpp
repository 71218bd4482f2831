// Saved games in the main window, offscreen, on a copy of Discovery: a game in progress
// saved to a file opens again where it was (from the menu's code path and from the command
// line), and one saved under rules that changed since opens under the rules it was played
// with (kept in the journal) or, as the person chooses, as far as it fits, saying exactly
// which decision no longer does.
#include "mainwindow/mainwindow.h"
#include "mainwindow/messagebar.h"
#include "mainwindow/savedgames.h"
#include "play/playsession.h"

#include "gamedocument.h"
#include "studiofiles.h"

#include "log/gamelog.h"

#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace tw;

class TstSavedGames : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void aSavedGameOpensWhereItWasSaved();
    void theCommandLineOpensASavedGame();
    void aGameSavedUnderOtherRulesSaysWhichDecisionNoLongerFits();
    void aFileThatIsNotAGameIsAClearMessage();

private:
    // A window on the copy of Discovery with a person in seat 1 and a greedy bot, after
    // the person made `moves` moves (the bot's come between).
    std::unique_ptr<MainWindow> window(int moves, const QString &game = QString());
    // Saves the window's game; the file's path.
    QString saved(MainWindow &window, const QString &name);

    QTemporaryDir m_dir;
    QString m_folder;
};

void TstSavedGames::initTestCase()
{
    QVERIFY(m_dir.isValid());
    isolateSettings(m_dir.path());
    m_folder = m_dir.filePath(QStringLiteral("discovery"));
    QVERIFY(copyShippedRuleset(QStringLiteral("discovery"), m_folder));
}

std::unique_ptr<MainWindow> TstSavedGames::window(int moves, const QString &game)
{
    StartOptions options;
    options.ruleset = m_folder;
    options.game = game;
    options.players = 2;
    options.seats = {QStringLiteral("human"), QStringLiteral("greedy")};
    options.seed = 42;
    options.journalPath = m_dir.filePath(QStringLiteral("journal.sqlite"));
    options.botDelay = 0;
    options.restoreLayout = false;
    auto w = std::make_unique<MainWindow>(options);
    GameDocument *doc = w->document();
    for (int i = 0; i < moves; ++i) {
        if (!QTest::qWaitFor([&] { return doc->waitsForHuman(); }, 10000))
            qFatal("the person's turn never came");
        const Action action = doc->state().decision().options.front();
        if (!doc->play(action))
            qFatal("a legal move was refused");
    }
    if (!QTest::qWaitFor([&] { return doc->waitsForHuman() || doc->isOver(); }, 10000))
        qFatal("the bots did not hand the game back");
    return w;
}

QString TstSavedGames::saved(MainWindow &w, const QString &name)
{
    const QString path = m_dir.filePath(name);
    QString error;
    if (!SavedGames::save(*w.document(), path, &error))
        qFatal("cannot save: %s", qPrintable(error));
    return path;
}

void TstSavedGames::aSavedGameOpensWhereItWasSaved()
{
    auto w = window(3);
    GameDocument *doc = w->document();
    const int actions = doc->actionCount();
    const std::uint64_t hash = doc->state().hash();
    QVERIFY(actions > 3);
    const QString path = saved(*w, QStringLiteral("in-progress.jsonl"));

    // The file is a format-2 log of the game so far, not yet finished.
    const GameLog log = parseLog(doc->rules(), readAll(path).toStdString());
    QCOMPARE(log.version, 2);
    QVERIFY(!log.finished);
    QCOMPARE(log.seats, (std::vector<std::string>{"human", "greedy"}));

    // Another game, then the saved one again: the same position, the person to move.
    GameSetup other = doc->setup();
    other.seed = 7;
    QVERIFY(w->session()->newGame(other));
    QVERIFY(w->document()->state().hash() != hash);
    QVERIFY(w->openGame(path));
    doc = w->document();
    QCOMPARE(doc->actionCount(), actions);
    QCOMPARE(doc->state().hash(), hash);
    QCOMPARE(doc->setup().seats, (std::vector<std::string>{"human", "greedy"}));
    QVERIFY(doc->waitsForHuman());
    // Play goes on, and the person's moves can be undone as before.
    QVERIFY(doc->undoStack()->canUndo());
}

void TstSavedGames::theCommandLineOpensASavedGame()
{
    QString path;
    std::uint64_t hash = 0;
    int actions = 0;
    {
        auto w = window(2);
        path = saved(*w, QStringLiteral("for-the-command-line.jsonl"));
        hash = w->document()->state().hash();
        actions = w->document()->actionCount();
    }
    auto w = window(0, path);
    QCOMPARE(w->document()->actionCount(), actions);
    QCOMPARE(w->document()->state().hash(), hash);
    QVERIFY(!w->messageBar()->isVisible());
    QVERIFY(w->startError().isEmpty());
    // A saved game that cannot be read: a new game starts, and the start says why.
    auto fresh = window(0, m_dir.filePath(QStringLiteral("missing.jsonl")));
    QVERIFY(fresh->document()->hasGame());
    QVERIFY2(fresh->startError().contains(QStringLiteral("Cannot read")), qPrintable(fresh->startError()));
    QCOMPARE(fresh->messageBar()->text(), fresh->startError());
}

void TstSavedGames::aGameSavedUnderOtherRulesSaysWhichDecisionNoLongerFits()
{
    QString path;
    int actions = 0;
    {
        auto w = window(6);
        path = saved(*w, QStringLiteral("old-rules.jsonl"));
        actions = w->document()->actionCount();
    }
    // The first tile drawn in that game no longer exists in the bag.
    const GameLog log = parseLogHeader(readAll(path).toStdString());
    const QString folder = m_dir.filePath(QStringLiteral("changed"));
    QVERIFY(copyShippedRuleset(QStringLiteral("discovery"), folder));
    std::string firstDrawn;
    for (const QString &line : readAll(path).split(QLatin1Char('\n'))) {
        const int at = line.indexOf(QStringLiteral("\"action\":{\"kind\":\"draw\""));
        if (at < 0)
            continue;
        const int tile = line.indexOf(QStringLiteral("\"tile\":\""), at);
        firstDrawn = line.mid(tile + 8).section(QLatin1Char('"'), 0, 0).toStdString();
        break;
    }
    QVERIFY(!firstDrawn.empty());
    QString yaml = readAll(folder + QStringLiteral("/ruleset.yaml"));
    const QString entry = QStringLiteral("  - id: %1\n    count: ").arg(QString::fromStdString(firstDrawn));
    const int at = yaml.indexOf(entry);
    QVERIFY2(at >= 0, firstDrawn.c_str());
    const int count = at + int(entry.size());
    yaml.replace(count, yaml.indexOf(QLatin1Char('\n'), count) - count, QStringLiteral("0"));
    QVERIFY(writeAll(folder + QStringLiteral("/ruleset.yaml"), yaml));

    StartOptions options;
    options.ruleset = folder;
    options.journalPath = m_dir.filePath(QStringLiteral("journal.sqlite"));
    options.botDelay = 0;
    options.restoreLayout = false;
    options.seats = {QStringLiteral("greedy"), QStringLiteral("greedy")};
    MainWindow w(options);
    QVERIFY(w.session()->rules()->contentHash != log.contentHash);
    // The journal keeps the rules the game was played under: asked, the person keeps the
    // rules as they are now.
    QString question;
    answerNextQuestion(QMessageBox::No, &question);
    QVERIFY(w.openGame(path));
    QVERIFY2(question.contains(QStringLiteral("rules changed")), qPrintable(question));
    QVERIFY(w.document()->actionCount() < actions);
    const QString text = w.messageBar()->text();
    QVERIFY2(text.contains(QStringLiteral("saved under other rules")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("no longer legal")), qPrintable(text));
    QVERIFY2(text.contains(QString::fromStdString(firstDrawn)), qPrintable(text));

    // Asked again, the person takes the rules it was played with: the whole game opens.
    answerNextQuestion(QMessageBox::Yes, &question);
    QVERIFY(w.openGame(path));
    QCOMPARE(w.document()->actionCount(), actions);
    QCOMPARE(w.session()->rules()->contentHash, log.contentHash);
    QVERIFY2(w.messageBar()->text().contains(QStringLiteral("rules it was played with")),
             qPrintable(w.messageBar()->text()));
}

void TstSavedGames::aFileThatIsNotAGameIsAClearMessage()
{
    auto w = window(0);
    const std::uint64_t hash = w->document()->state().hash();
    const QString path = m_dir.filePath(QStringLiteral("notes.jsonl"));
    QVERIFY(writeAll(path, QStringLiteral("shopping list\n")));
    QVERIFY(!w->openGame(path));
    QVERIFY2(w->messageBar()->text().contains(QStringLiteral("is not a saved game")), qPrintable(w->messageBar()->text()));
    QCOMPARE(w->document()->state().hash(), hash); // the game on the board stays
    QVERIFY(!w->openGame(m_dir.filePath(QStringLiteral("missing.jsonl"))));
    QVERIFY2(w->messageBar()->text().contains(QStringLiteral("Cannot read")), qPrintable(w->messageBar()->text()));
}

QTEST_MAIN(TstSavedGames)
#include "tst_savedgames.moc"
