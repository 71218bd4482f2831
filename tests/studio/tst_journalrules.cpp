// The journal in the studio keeps the rules of each game: a hot reload re-plays the game in
// its own session with a new revision, a game replaced or left unfinished is abandoned,
// and a session reopens as a replay under the rules it was played with when those on
// disk changed or are gone; the journal window compares the rules of two sessions.
#include "journalui/journalnotes.h"
#include "journalui/journalwindow.h"
#include "journalui/rulesdiffview.h"
#include "mainwindow/journalactions.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/messagebar.h"
#include "play/playsession.h"

#include "gamedocument.h"
#include "journal.h"
#include "studiofiles.h"

#include "load/rulesetloader.h"

#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using namespace tw;

namespace {

std::shared_ptr<const Ruleset> load(const QString &folder)
{
    return loadRuleset(folder.toStdString()).ruleset;
}

void replaceInFile(const QString &path, const QString &before, const QString &after)
{
    QString text = readAll(path);
    QVERIFY2(text.contains(before), qPrintable(before));
    QVERIFY(writeAll(path, text.replace(before, after)));
}

} // namespace

class TstJournalRules : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void aHotReloadKeepsTheSessionWithANewRevision();
    void aReplacedGameIsAbandoned();
    void aGameScoredAtItsEndIsKeptAtItsProjectedStanding();
    void aFailingProjectionLeavesTheScoresAndRecordsEveryLine();
    void aSessionReopensUnderItsRulesWhenTheyChangedOrAreGone();
    void theWindowComparesTheRulesOfTwoSessions();

private:
    QTemporaryDir m_dir;
};

void TstJournalRules::initTestCase()
{
    QVERIFY(m_dir.isValid());
    isolateSettings(m_dir.path());
}

void TstJournalRules::aHotReloadKeepsTheSessionWithANewRevision()
{
    const QString folder = m_dir.filePath(QStringLiteral("reload/tutorial"));
    QVERIFY(copyShippedRuleset(QStringLiteral("tutorial"), folder));
    Journal journal;
    journal.open(m_dir.filePath(QStringLiteral("reload.sqlite")));
    GameDocument doc(load(folder));
    doc.setJournal(&journal);
    doc.setAutoPlay(false);
    QVERIFY(doc.start({2, doc.rules().defaultParameters(), 42, {"greedy", "greedy"}}));
    while (doc.actionCount() < 20)
        QVERIFY(doc.stepAutomatic());
    const qint64 session = doc.journalSession();
    QVERIFY(session >= 0);
    const std::uint64_t before = doc.rules().contentHash;

    replaceInFile(folder + QStringLiteral("/flow.lua"), QStringLiteral("g:tiles_in(river) * g:param(\"points_per_tile\")"),
                  QStringLiteral("g:tiles_in(river) * g:param(\"points_per_tile\") * 10"));
    QString stopped;
    QVERIFY(doc.reload(load(folder), &stopped));
    QVERIFY(doc.rules().contentHash != before);
    QCOMPARE(doc.journalSession(), session);
    QCOMPARE(int(journal.sessions().size()), 1);
    const std::vector<JournalRevision> revisions = journal.revisions(session);
    QCOMPARE(int(revisions.size()), 2);
    QCOMPARE(revisions[0].contentHash, QString::fromStdString(hashText(before)));
    QCOMPARE(revisions[1].contentHash, QString::fromStdString(hashText(doc.rules().contentHash)));
    QVERIFY(revisions[0].rulesKept && revisions[1].rulesKept);
    QCOMPARE(journal.logText(session), toJsonLines(doc.rules(), doc.log()));
    QCOMPARE(journal.session(session).state(), JournalSession::State::InProgress);

    // The game goes on in the same session, to its end.
    while (doc.stepAutomatic()) {}
    QVERIFY(doc.isOver());
    QCOMPARE(journal.session(session).state(), JournalSession::State::Finished);
    QCOMPARE(int(journal.sessions().size()), 1);
}

void TstJournalRules::aReplacedGameIsAbandoned()
{
    const QString folder = m_dir.filePath(QStringLiteral("abandon/tutorial"));
    QVERIFY(copyShippedRuleset(QStringLiteral("tutorial"), folder));
    Journal journal;
    journal.open(m_dir.filePath(QStringLiteral("abandon.sqlite")));
    qint64 left = -1;
    qint64 closed = -1;
    {
        GameDocument doc(load(folder));
        doc.setJournal(&journal);
        doc.setAutoPlay(false);
        QVERIFY(doc.start({2, doc.rules().defaultParameters(), 1, {"greedy", "greedy"}}));
        while (doc.state().score(0) + doc.state().score(1) == 0)
            QVERIFY(doc.stepAutomatic());
        const QList<int> reached{doc.state().score(0), doc.state().score(1)};
        left = doc.journalSession();
        QVERIFY(doc.start({2, doc.rules().defaultParameters(), 2, {"greedy", "greedy"}}));
        closed = doc.journalSession();
        QVERIFY(closed != left);
        QCOMPARE(journal.session(left).state(), JournalSession::State::Abandoned);
        QCOMPARE(journal.session(left).scores, reached); // where it stood when it was left
        QCOMPARE(journal.session(closed).state(), JournalSession::State::InProgress);
    }
    QCOMPARE(journal.session(closed).state(), JournalSession::State::Abandoned); // its studio closed
}

void TstJournalRules::aGameScoredAtItsEndIsKeptAtItsProjectedStanding()
{
    // Overworld scores nothing before its end; its projected_scores hook says what the end
    // would give.
    Journal journal;
    journal.open(m_dir.filePath(QStringLiteral("projected.sqlite")));
    GameDocument doc(load(QStringLiteral(TILEWRIGHT_SOURCE_DIR "/rulesets/overworld")));
    doc.setJournal(&journal);
    doc.setAutoPlay(false);
    QVERIFY(doc.start({2, doc.rules().defaultParameters(), 3, {"greedy", "greedy"}}));
    const auto projected = [&doc](int player) {
        const std::optional<NamedNumbers> sheet = doc.game().queryTable(doc.state(), "projected_scores", player + 1);
        if (!sheet)
            return -1; // fails the comparisons below
        int points = 0;
        for (const auto &[reason, value] : *sheet)
            points += int(value);
        return points;
    };
    while (projected(0) + projected(1) == 0)
        QVERIFY(doc.stepAutomatic());
    QVERIFY(projected(0) >= 0 && projected(1) >= 0);
    for (int i = 0; i < 6; ++i)
        QVERIFY(doc.stepAutomatic());
    QVERIFY(!doc.isOver());
    QCOMPARE(doc.state().score(0) + doc.state().score(1), 0);
    const QList<int> standing{projected(0), projected(1)};
    QCOMPARE(journal.session(doc.journalSession()).scores, standing);

    while (doc.stepAutomatic()) {}
    QVERIFY(doc.isOver());
    QCOMPARE(journal.session(doc.journalSession()).scores,
             (QList<int>{doc.state().score(0), doc.state().score(1)})); // the final scores
}

void TstJournalRules::aFailingProjectionLeavesTheScoresAndRecordsEveryLine()
{
    const QString folder = m_dir.filePath(QStringLiteral("failing/tutorial"));
    QVERIFY(copyShippedRuleset(QStringLiteral("tutorial"), folder));
    const QString flow = folder + QStringLiteral("/flow.lua");
    QVERIFY(writeAll(flow, readAll(flow) + QStringLiteral("\nfunction projected_scores(g, p) error('broken') end\n")));
    Journal journal;
    journal.open(m_dir.filePath(QStringLiteral("failing.sqlite")));
    GameDocument doc(load(folder));
    doc.setJournal(&journal);
    doc.setAutoPlay(false);
    QVERIFY(doc.start({2, doc.rules().defaultParameters(), 1, {"greedy", "greedy"}}));
    while (doc.state().score(0) + doc.state().score(1) == 0)
        QVERIFY(doc.stepAutomatic());
    QCOMPARE(journal.session(doc.journalSession()).scores, (QList<int>{doc.state().score(0), doc.state().score(1)}));
    QCOMPARE(journal.logText(doc.journalSession()), toJsonLines(doc.rules(), doc.log()));
}

void TstJournalRules::aSessionReopensUnderItsRulesWhenTheyChangedOrAreGone()
{
    // A ruleset of its own id, so that no ruleset of the library stands in for it.
    const QString folder = m_dir.filePath(QStringLiteral("replay/mine"));
    QVERIFY(copyShippedRuleset(QStringLiteral("tutorial"), folder));
    replaceInFile(folder + QStringLiteral("/ruleset.yaml"), QStringLiteral("id: tutorial"),
                  QStringLiteral("id: journal_rules_test"));
    StartOptions options;
    options.ruleset = folder;
    options.players = 2;
    options.seats = {QStringLiteral("greedy"), QStringLiteral("greedy")};
    options.seed = 5;
    options.journalPath = m_dir.filePath(QStringLiteral("replay.sqlite"));
    options.botDelay = 0;
    options.restoreLayout = false;
    auto window = std::make_unique<MainWindow>(options);
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    QTRY_VERIFY_WITH_TIMEOUT(window->document()->isOver(), 30000);
    const qint64 first = window->document()->journalSession();
    const std::uint64_t firstHash = window->document()->rules().contentHash;
    const int firstActions = window->document()->actionCount();
    Journal *journal = window->journalActions()->journal();
    QVERIFY(journal);

    // The rules change: the next game is played under them.
    replaceInFile(folder + QStringLiteral("/ruleset.yaml"), QStringLiteral("id: journal_rules_test"),
                  QStringLiteral("id: journal_rules_test\n# changed"));
    const GameSetup setup = window->document()->setup();
    QVERIFY(window->openRuleset(folder, &setup));
    QTRY_VERIFY_WITH_TIMEOUT(window->document()->isOver(), 30000);
    const qint64 second = window->document()->journalSession();
    const std::uint64_t secondHash = window->document()->rules().contentHash;
    QVERIFY(second != first && secondHash != firstHash);
    const int sessions = int(journal->sessions().size());

    // The first game reopens under the rules it was played with, once asked.
    QString question;
    answerNextQuestion(QMessageBox::Yes, &question);
    QVERIFY(window->replayLog(QString::fromStdString(journal->logText(first))));
    QVERIFY2(question.contains(QStringLiteral("The rules changed since this game")), qPrintable(question));
    QCOMPARE(window->document()->rules().contentHash, firstHash);
    QVERIFY(window->journalActions()->isKeptRulesFolder(window->session()->folder()));
    QCOMPARE(window->document()->actionCount(), firstActions);
    QVERIFY(window->document()->isOver());
    QCOMPARE(window->document()->journalSession(), qint64(-1));
    QCOMPARE(int(journal->sessions().size()), sessions);

    // Another ruleset is open and the folder is deleted: the second game reopens under
    // its kept rules without a question.
    const QString other = m_dir.filePath(QStringLiteral("replay/tutorial"));
    QVERIFY(copyShippedRuleset(QStringLiteral("tutorial"), other));
    QVERIFY(window->openRuleset(other, &setup));
    QVERIFY(QDir(folder).removeRecursively());
    question.clear();
    QVERIFY(window->replayLog(QString::fromStdString(journal->logText(second))));
    QVERIFY(question.isEmpty());
    QCOMPARE(window->document()->rules().contentHash, secondHash);
    QVERIFY(window->document()->isOver());
    QCOMPARE(window->document()->journalSession(), qint64(-1));
    QVERIFY(window->messageBar()->text().contains(QStringLiteral("rules it was played with")));
}

void TstJournalRules::theWindowComparesTheRulesOfTwoSessions()
{
    const QString folder = m_dir.filePath(QStringLiteral("compare/tutorial"));
    QVERIFY(copyShippedRuleset(QStringLiteral("tutorial"), folder));
    Journal journal;
    journal.open(m_dir.filePath(QStringLiteral("compare.sqlite")));
    {
        GameDocument doc(load(folder));
        doc.setJournal(&journal);
        doc.setAutoPlay(false);
        QVERIFY(doc.start({2, doc.rules().defaultParameters(), 3, {"greedy", "greedy"}}));
    }
    replaceInFile(folder + QStringLiteral("/flow.lua"), QStringLiteral("g:tiles_in(river) * g:param(\"points_per_tile\")"),
                  QStringLiteral("g:tiles_in(river) * g:param(\"points_per_tile\") * 10"));
    {
        GameDocument doc(load(folder));
        doc.setJournal(&journal);
        doc.setAutoPlay(false);
        QVERIFY(doc.start({2, doc.rules().defaultParameters(), 4, {"greedy", "greedy"}}));
    }
    const std::vector<JournalSession> sessions = journal.sessions();
    QCOMPARE(int(sessions.size()), 2);

    JournalNotes notes(&journal);
    JournalWindow window(&notes, nullptr);
    QCOMPARE(window.table()->item(0, JournalWindow::StateColumn)->text(), QStringLiteral("Abandoned"));
    window.table()->selectAll();
    QCOMPARE(int(window.selectedSessions().size()), 2);
    window.compareSelected();
    RulesDiffView *view = window.rulesDiffView();
    QVERIFY(view);
    QVERIFY(view->isVisible());
    const QString diff = view->text();
    QVERIFY2(diff.startsWith(QStringLiteral("--- a/flow.lua\tsession %1").arg(sessions[0].id)), qPrintable(diff));
    QVERIFY2(diff.contains(QStringLiteral("\n+      g:score(p, g:tiles_in(river) * g:param(\"points_per_tile\") * 10, ")),
             qPrintable(diff));
    QVERIFY(!diff.contains(QStringLiteral("ruleset.yaml")));

    // A session whose rules the journal does not hold says so in the message line.
    GameLog header;
    header.rulesetId = "tutorial";
    header.contentHash = 0x99;
    header.players = 2;
    header.seats = {"greedy", "greedy"};
    const qint64 bare = journal.createSession(header, "Tutorial");
    QVERIFY(!window.compareRules(sessions[0].id, bare));
    QVERIFY2(window.message().contains(QStringLiteral("not in the journal")), qPrintable(window.message()));
}

QTEST_MAIN(TstJournalRules)
#include "tst_journalrules.moc"
