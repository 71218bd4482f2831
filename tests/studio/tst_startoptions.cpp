// What the command line asks of the first game and the game cannot follow is said, all of
// it at once, when the game starts: players out of the ruleset's range, seats named for
// another number of players, parameters unknown, given a value they cannot take or set in a
// game of a player count they are not for, a journal that cannot be opened.
#include "document/gamedocument.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/messagebar.h"

#include "studiofiles.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace tw;

class TstStartOptions : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void whatTheGameCannotFollowIsSaidTogether();
    void aStartItFollowsWholeSaysNothing();
    void aRuleForOnePlayerIsIgnoredInAGameOfTwo();
    void aJournalThatCannotBeOpenedIsSaid();

private:
    // A window started with `options`, on a copy of Carcassonne: The Discovery (2 to 5
    // players) unless they name a ruleset, recording into a journal in the test's folder
    // unless they name one.
    std::unique_ptr<MainWindow> start(StartOptions options);

    QTemporaryDir m_dir;
    QString m_folder;
};

void TstStartOptions::initTestCase()
{
    QVERIFY(m_dir.isValid());
    isolateSettings(m_dir.path());
    m_folder = m_dir.filePath(QStringLiteral("discovery"));
    QVERIFY(copyShippedRuleset(QStringLiteral("discovery"), m_folder));
}

std::unique_ptr<MainWindow> TstStartOptions::start(StartOptions options)
{
    if (options.ruleset.isEmpty())
        options.ruleset = m_folder;
    if (options.journalPath.isEmpty())
        options.journalPath = m_dir.filePath(QStringLiteral("journal.sqlite"));
    options.botDelay = 0;
    options.restoreLayout = false;
    return std::make_unique<MainWindow>(options);
}

void TstStartOptions::whatTheGameCannotFollowIsSaidTogether()
{
    StartOptions options;
    options.players = 9;
    options.seats = {QStringLiteral("human"), QStringLiteral("greedy"), QStringLiteral("random")};
    options.parameters = {QStringLiteral("sea_per_city=-5"), QStringLiteral("two_tile_hand=maybe"),
                          QStringLiteral("no_such=1")};
    const auto window = start(options);
    QVERIFY(window->document()->hasGame());
    QCOMPARE(window->document()->setup().players, 5);
    const QString text = window->messageBar()->text();
    for (const QString &said : {QStringLiteral("playing with 5, not 9"), QStringLiteral("--seats names 3 of the 5 players"),
                                QStringLiteral("Ignored sea_per_city=-5"), QStringLiteral("Ignored two_tile_hand=maybe"),
                                QStringLiteral("Ignored no_such=1: no such parameter (the ruleset's: two_tile_hand, ")})
        QVERIFY2(text.contains(said), qPrintable(said + QStringLiteral(" not in: ") + text));
    // The same lines, for the command line to print.
    QCOMPARE(window->startWarnings().join(QLatin1Char('\n')), text);
    QVERIFY2(window->startError().isEmpty(), "the game started");
}

void TstStartOptions::aStartItFollowsWholeSaysNothing()
{
    StartOptions options;
    options.players = 3;
    options.seats = {QStringLiteral("greedy"), QStringLiteral("greedy"), QStringLiteral("random")};
    options.parameters = {QStringLiteral("two_tile_hand=true")};
    const auto window = start(options);
    QVERIFY(window->document()->hasGame());
    QCOMPARE(window->document()->setup().players, 3);
    QCOMPARE(window->messageBar()->text(), QString());
    QVERIFY(window->startWarnings().isEmpty());
}

void TstStartOptions::aRuleForOnePlayerIsIgnoredInAGameOfTwo()
{
    StartOptions options;
    options.ruleset = m_dir.filePath(QStringLiteral("dungeon"));
    QVERIFY(copyShippedRuleset(QStringLiteral("dungeon"), options.ruleset));
    options.players = 2;
    options.parameters = {QStringLiteral("solo=true"), QStringLiteral("twisted_geometry=true")};
    const auto window = start(options);
    QVERIFY(window->document()->hasGame());
    const Ruleset &rules = window->document()->rules();
    QCOMPARE(window->document()->setup().parameters.at(rules.parameterIndex("solo")), std::int64_t(0));
    QCOMPARE(window->document()->setup().parameters.at(rules.parameterIndex("twisted_geometry")), std::int64_t(1));
    QCOMPARE(window->startWarnings(),
             QStringList{QStringLiteral("Ignored solo=true: parameter 'solo' is only for games of 1 player, not 2")});
}

// The game starts, unrecorded, and the message bar and the command line say why.
void TstStartOptions::aJournalThatCannotBeOpenedIsSaid()
{
    const QString notes = m_dir.filePath(QStringLiteral("notes.txt"));
    QFile file(notes);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QByteArray("Playtest notes, not a journal.\n").repeated(200));
    file.close();
    StartOptions options;
    options.journalPath = notes;
    const auto window = start(options);
    QVERIFY(window->document()->hasGame());
    QCOMPARE(window->startWarnings().size(), 1);
    const QString warning = window->startWarnings().first();
    QVERIFY2(warning.startsWith(QStringLiteral("The playtest journal could not be opened, so games are not recorded: "))
                 && warning.contains(QStringLiteral("notes.txt")),
             qPrintable(warning));
    QCOMPARE(window->messageBar()->text(), warning);
    QVERIFY(window->startError().isEmpty());
}

QTEST_MAIN(TstStartOptions)
#include "tst_startoptions.moc"
