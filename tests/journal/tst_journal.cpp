// The playtest journal: sessions in SQLite, recorded as they happen, read back, exported,
// and its errors. The CLI's journal commands are tested in tst_journalcli.cpp.
#include "journaltestsupport.h"

#include <QCoreApplication>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>

#include <csignal>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

namespace tw {
namespace {

using namespace tw::test;

// QSqlDatabase loads its driver plugin through QCoreApplication (for every test of this binary).
class QtApplication : public testing::Environment
{
public:
    void SetUp() override
    {
        static int argc = 1;
        static char name[] = "tst_journal";
        static char *argv[] = {name, nullptr};
        m_app = std::make_unique<QCoreApplication>(argc, argv);
    }
    void TearDown() override { m_app.reset(); }

private:
    std::unique_ptr<QCoreApplication> m_app;
};
testing::Environment *const qtApplication = testing::AddGlobalTestEnvironment(new QtApplication);

TEST_F(JournalTest, SessionLinesSurviveReopening)
{
    const MatchResult match = playDiscovery(*m_game, 3);
    qint64 id = 0;
    {
        Journal journal;
        journal.open(m_path);
        EXPECT_TRUE(journal.isOpen());
        id = record(journal, rules(), match.log);
    }
    Journal reopened;
    reopened.open(m_path);
    EXPECT_EQ(reopened.logText(id), toJsonLines(rules(), match.log));
    const JournalSession s = reopened.session(id);
    EXPECT_EQ(s.rulesetId, QStringLiteral("discovery"));
    EXPECT_EQ(s.rulesetName, QString::fromStdString(rules().name));
    EXPECT_EQ(s.contentHash, QString::fromStdString(hashText(rules().contentHash)));
    EXPECT_EQ(s.seed, 3u);
    EXPECT_EQ(s.players, 2);
    EXPECT_EQ(s.seats, (QStringList{QStringLiteral("greedy"), QStringLiteral("random")}));
    EXPECT_TRUE(s.finished);
    EXPECT_EQ(s.scores, QList<int>(match.scores.begin(), match.scores.end()));
    EXPECT_TRUE(s.started.isValid());
    EXPECT_EQ(s.started.timeSpec(), Qt::UTC);
    EXPECT_TRUE(s.ended.isValid());
    EXPECT_GE(s.ended, s.started);
    EXPECT_NE(s.parameters.indexOf(QString::fromStdString(match.log.parameters.front().first)), -1)
        << s.parameters.toStdString();
}

TEST_F(JournalTest, RecordedGameReplaysToTheSameStateHash)
{
    const MatchResult match = playDiscovery(*m_game, 17);
    Journal journal;
    journal.open(m_path);
    const qint64 id = record(journal, rules(), match.log);
    const GameLog log = parseLog(rules(), journal.logText(id));
    EXPECT_TRUE(log.finished);
    EXPECT_EQ(log.entries.size(), match.log.entries.size());
    EXPECT_EQ(log.scores, match.scores);
    const ReplayResult r = replay(*m_game, log);
    EXPECT_TRUE(r.reproduced) << "line " << r.line << ": " << r.difference;
    EXPECT_EQ(r.stateHash, match.stateHash);
}

TEST_F(JournalTest, AppendedLinesSurviveAKill)
{
    const MatchResult match = playDiscovery(*m_game, 5);
    const std::size_t written = match.log.entries.size() / 2;
    const pid_t child = fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
        // The writer: killed mid-game without closing anything.
        try {
            Journal journal;
            journal.open(m_path);
            const qint64 id = journal.createSession(match.log, rules().name);
            for (std::size_t i = 0; i < written; ++i)
                journal.appendLine(id, logEntryLine(rules(), match.log.players, match.log.entries[i], int(i)));
        } catch (...) {
            _exit(3);
        }
        ::kill(::getpid(), SIGKILL);
        _exit(4);
    }
    int status = 0;
    ASSERT_EQ(waitpid(child, &status, 0), child);
    ASSERT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL) << "writer exited with " << status;

    Journal journal;
    journal.open(m_path);
    const std::vector<JournalSession> sessions = journal.sessions();
    ASSERT_EQ(sessions.size(), 1u);
    EXPECT_FALSE(sessions[0].finished);
    const GameLog log = parseLog(rules(), journal.logText(sessions[0].id));
    EXPECT_EQ(log.entries.size(), written);
    // Replayed as far as it went, the game is where the original was after those actions.
    GameLog prefix = match.log;
    prefix.entries.resize(written);
    EXPECT_EQ(stateAt(*m_game, log).hash(), stateAt(*m_game, prefix).hash());
}

TEST_F(JournalTest, UnfinishedSessionListsAsNotFinishedAndParses)
{
    const MatchResult match = playDiscovery(*m_game, 8);
    Journal journal;
    journal.open(m_path);
    const qint64 id = record(journal, rules(), match.log, false);
    const JournalSession s = journal.sessions().at(0);
    EXPECT_EQ(s.id, id);
    EXPECT_FALSE(s.finished);
    EXPECT_FALSE(s.ended.isValid());
    EXPECT_TRUE(s.scores.isEmpty());
    const GameLog log = parseLog(rules(), journal.logText(id));
    EXPECT_FALSE(log.finished);
    EXPECT_EQ(log.entries.size(), match.log.entries.size());
    const ReplayResult partial = replay(*m_game, log);
    EXPECT_TRUE(partial.reproduced) << "what there is replays";
    EXPECT_FALSE(partial.finished);
    // It can still be finished later.
    journal.finish(id, match.scores, logEndLine(match.log));
    EXPECT_TRUE(journal.session(id).finished);
    EXPECT_TRUE(replay(*m_game, parseLog(rules(), journal.logText(id))).reproduced);
}

// An undo in the studio takes the recorded game back: lines after the kept ones go and a
// finished session is open again, so the game can go on and finish anew.
TEST_F(JournalTest, TruncateRewindsAndReopensASession)
{
    const MatchResult match = playDiscovery(*m_game, 9);
    Journal journal;
    journal.open(m_path);
    const qint64 id = record(journal, rules(), match.log);
    ASSERT_TRUE(journal.session(id).finished);
    journal.truncate(id, 11); // the header, the set-up and 9 actions
    const JournalSession s = journal.session(id);
    EXPECT_FALSE(s.finished);
    EXPECT_TRUE(s.scores.isEmpty());
    const GameLog log = parseLog(rules(), journal.logText(id));
    EXPECT_EQ(log.entries.size(), 10u);
    for (std::size_t i = 10; i < match.log.entries.size(); ++i)
        journal.appendLine(id, logEntryLine(rules(), match.log.players, match.log.entries[i], int(i)));
    journal.finish(id, match.scores, logEndLine(match.log));
    EXPECT_TRUE(replay(*m_game, parseLog(rules(), journal.logText(id))).reproduced);
}

// A session notes where its game stands as lines come (and as it is taken back), so one
// left unfinished still shows its scores; told none, it has none.
TEST_F(JournalTest, AnUnfinishedSessionKeepsTheScoresItWasLastTold)
{
    const MatchResult match = playDiscovery(*m_game, 8);
    Journal journal;
    journal.open(m_path);
    const qint64 id = journal.createSession(match.log, rules().name);
    EXPECT_TRUE(journal.session(id).scores.isEmpty());
    const auto line = [&](int i) { return logEntryLine(rules(), match.log.players, match.log.entries[i], i); };
    journal.appendLine(id, line(0), {0, 0});
    journal.appendLine(id, line(1), {3, 0});
    journal.appendLine(id, line(2));
    EXPECT_EQ(journal.session(id).scores, (QList<int>{3, 0})) << "a line without scores leaves them";
    journal.abandon(id);
    EXPECT_EQ(journal.session(id).scores, (QList<int>{3, 0}));
    journal.truncate(id, 2, {0, 0});
    EXPECT_EQ(journal.session(id).scores, (QList<int>{0, 0}));
    journal.truncate(id, 1);
    EXPECT_TRUE(journal.session(id).scores.isEmpty());
}

TEST_F(JournalTest, NotesCanBeSetAndChanged)
{
    Journal journal;
    journal.open(m_path);
    const qint64 id = journal.createSession(otherHeader(), "Tutorial");
    EXPECT_EQ(journal.notes(id), QString());
    journal.setNotes(id, QStringLiteral("Too many roads."));
    EXPECT_EQ(journal.notes(id), QStringLiteral("Too many roads."));
    const QString changed = QStringLiteral("Roads fixed, \"sea\" still weak.\nTry sea_per_city=2 — next time.");
    journal.setNotes(id, changed);
    journal.close();
    journal.open(m_path);
    EXPECT_EQ(journal.notes(id), changed);
    EXPECT_EQ(journal.sessions().at(0).notes, changed);
}

TEST_F(JournalTest, SessionsFilterByRuleset)
{
    const MatchResult match = playDiscovery(*m_game, 1);
    Journal journal;
    journal.open(m_path);
    const qint64 a = record(journal, rules(), match.log);
    const qint64 b = journal.createSession(otherHeader(), "Tutorial");
    const qint64 c = record(journal, rules(), match.log, false);
    EXPECT_EQ(journal.sessions().size(), 3u);
    const auto ofDiscovery = journal.sessions(QStringLiteral("discovery"));
    ASSERT_EQ(ofDiscovery.size(), 2u);
    EXPECT_EQ(ofDiscovery[0].id, a);
    EXPECT_EQ(ofDiscovery[1].id, c);
    const auto ofTutorial = journal.sessions(QStringLiteral("tutorial"));
    ASSERT_EQ(ofTutorial.size(), 1u);
    EXPECT_EQ(ofTutorial[0].id, b);
    EXPECT_EQ(ofTutorial[0].seed, 18446744073709551615ULL) << "the full 64-bit seed";
    EXPECT_TRUE(journal.sessions(QStringLiteral("nothing")).empty());
}

TEST_F(JournalTest, CsvHasAHeaderAndOneQuotedRowPerEvent)
{
    const MatchResult match = playDiscovery(*m_game, 2);
    Journal journal;
    journal.open(m_path);
    const qint64 id = record(journal, rules(), match.log);
    const qint64 other = journal.createSession(otherHeader(), "Tutorial");
    journal.appendLine(other, R"({"n":0,"action":null,"events":[]})");
    journal.appendLine(other,
                       R"({"n":1,"player":{"seat":2,"name":"Blue"},"action":{"kind":"option","choice":"say","number":1},)"
                       R"("events":[{"kind":"note","player":{"seat":2,"name":"Blue"},"choice":"say","number":1,)"
                       R"("text":"Blue said \"hi\", then left"}]})");

    const std::string csv = journal.exportCsv({id, other});
    EXPECT_NE(csv.find("\"Blue said \"\"hi\"\", then left\""), std::string::npos) << "RFC 4180 quoting";
    const auto rows = parseCsv(csv);
    ASSERT_FALSE(rows.empty());
    EXPECT_EQ(rows[0],
              (std::vector<std::string>{"session", "n", "player", "action", "event", "points", "fields", "text", "notes"}));
    std::size_t events = 0;
    for (const LogEntry &e : match.log.entries)
        events += e.events.size();
    ASSERT_EQ(rows.size(), 1 + events + 1);
    for (const auto &row : rows)
        EXPECT_EQ(row.size(), 9u);
    EXPECT_EQ(rows[1][0], std::to_string(id));
    EXPECT_EQ(rows[1][1], "0") << "the set-up entry";
    EXPECT_EQ(rows[1][3], "") << "the set-up has no action";
    EXPECT_EQ(rows.back(),
              (std::vector<std::string>{std::to_string(other), "1", "2", "option", "note", "",
                                        R"({"choice":"say","number":1})", "Blue said \"hi\", then left", ""}));
    std::size_t placedByAction = 0;
    for (std::size_t r = 1; r + 1 < rows.size(); ++r)
        if (rows[r][4] == "tile_placed" && rows[r][1] != "0") {
            ++placedByAction;
            EXPECT_EQ(rows[r][3], "place") << "row " << r;
        }
    EXPECT_GT(placedByAction, 10u);
}

TEST_F(JournalTest, JsonlExportOfTwoSessions)
{
    const MatchResult first = playDiscovery(*m_game, 21);
    const MatchResult second = playDiscovery(*m_game, 22);
    Journal journal;
    journal.open(m_path);
    const qint64 a = record(journal, rules(), first.log);
    const qint64 b = record(journal, rules(), second.log, false);
    const std::string text = journal.exportJsonl({b, a});
    EXPECT_EQ(text, journal.logText(b) + journal.logText(a));
    // Split at the header lines: each part is one whole log.
    std::vector<std::string> logs;
    for (const std::string &line : splitLines(text)) {
        if (line.find("\"format\":\"tilewright-log\"") != std::string::npos)
            logs.emplace_back();
        ASSERT_FALSE(logs.empty());
        logs.back() += line + '\n';
    }
    ASSERT_EQ(logs.size(), 2u);
    EXPECT_EQ(parseLog(rules(), logs[0]).seed, 22u);
    EXPECT_FALSE(parseLog(rules(), logs[0]).finished);
    EXPECT_EQ(parseLog(rules(), logs[1]).seed, 21u);
    EXPECT_TRUE(replay(*m_game, parseLog(rules(), logs[1])).reproduced);
}

TEST_F(JournalTest, RemoveSession)
{
    Journal journal;
    journal.open(m_path);
    const qint64 a = journal.createSession(otherHeader(), "Tutorial");
    const qint64 b = journal.createSession(otherHeader(), "Tutorial");
    journal.removeSession(a);
    ASSERT_EQ(journal.sessions().size(), 1u);
    EXPECT_EQ(journal.sessions()[0].id, b);
    EXPECT_FALSE(journal.contains(a));
    EXPECT_THROW(journal.logText(a), JournalError);
    EXPECT_GT(journal.createSession(otherHeader(), "Tutorial"), b) << "ids are not reused";
}

TEST_F(JournalTest, MisuseIsAClearError)
{
    Journal journal;
    EXPECT_THROW(journal.sessions(), JournalError) << "nothing open";
    journal.open(m_path);
    const qint64 id = journal.createSession(otherHeader(), "Tutorial");
    try {
        journal.appendLine(42, "{}");
        ADD_FAILURE() << "appended to an unknown session";
    } catch (const JournalError &e) {
        EXPECT_NE(std::string(e.what()).find("no session 42"), std::string::npos) << e.what();
    }
    EXPECT_THROW(journal.notes(42), JournalError);
    EXPECT_THROW(journal.setNotes(42, QStringLiteral("x")), JournalError);
    EXPECT_THROW(journal.removeSession(42), JournalError);
    EXPECT_THROW(journal.appendLine(id, "{}\n{}"), JournalError);
    journal.finish(id, {1, 2}, R"({"end":true,"scores":[1,2],"turns":0,"state_hash":"0000000000000000"})");
    try {
        journal.appendLine(id, "{}");
        ADD_FAILURE() << "appended to a finished session";
    } catch (const JournalError &e) {
        EXPECT_NE(std::string(e.what()).find("is finished"), std::string::npos) << e.what();
    }
    EXPECT_THROW(journal.finish(id, {1, 2}, "{}"), JournalError);
    EXPECT_EQ(splitLines(journal.logText(id)).size(), 2u) << "header and closing line only";
}

TEST_F(JournalTest, ATextFileIsNotAJournal)
{
    const QString path = m_dir.filePath(QStringLiteral("notes.txt"));
    {
        QFile file(path);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(QByteArray("These are my playtest notes, not a database.\n").repeated(100));
    }
    Journal journal;
    try {
        journal.open(path);
        ADD_FAILURE() << "opened a text file";
    } catch (const JournalError &e) {
        const std::string message = e.what();
        EXPECT_NE(message.find(path.toStdString()), std::string::npos) << message;
        EXPECT_NE(message.find("not a journal"), std::string::npos) << message;
    }
    EXPECT_FALSE(journal.isOpen());
    EXPECT_THROW(journal.sessions(), JournalError);
    // The same object opens a real journal afterwards.
    journal.open(m_path);
    EXPECT_TRUE(journal.sessions().empty());
}

// Runs statements on an SQLite file the way another program would.
void runSql(const QString &path, const QStringList &statements)
{
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
        db.setDatabaseName(path);
        ASSERT_TRUE(db.open());
        for (const QString &sql : statements) {
            QSqlQuery q(db);
            ASSERT_TRUE(q.exec(sql)) << sql.toStdString();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw"));
}

std::string openError(const QString &path)
{
    Journal journal;
    try {
        journal.open(path);
    } catch (const JournalError &e) {
        EXPECT_FALSE(journal.isOpen());
        return e.what();
    }
    return std::string();
}

TEST_F(JournalTest, AnotherProgramsDatabaseIsNotAJournal)
{
    const QString path = m_dir.filePath(QStringLiteral("other.sqlite"));
    runSql(path,
           {QStringLiteral("CREATE TABLE contacts (name TEXT)"), QStringLiteral("INSERT INTO contacts VALUES ('x')")});
    EXPECT_NE(openError(path).find("not a Tilewright journal"), std::string::npos) << openError(path);
    const QString versioned = m_dir.filePath(QStringLiteral("versioned.sqlite"));
    runSql(versioned, {QStringLiteral("PRAGMA user_version = 3")});
    EXPECT_NE(openError(versioned).find("not a Tilewright journal"), std::string::npos) << openError(versioned);
}

TEST_F(JournalTest, ANewerJournalIsRefused)
{
    {
        Journal journal;
        journal.open(m_path);
        journal.createSession(otherHeader(), "Tutorial");
    }
    runSql(m_path, {QStringLiteral("PRAGMA user_version = ") + QString::number(Journal::kSchemaVersion + 1)});
    const std::string message = openError(m_path);
    EXPECT_NE(message.find("written by a newer Tilewright"), std::string::npos) << message;
}

TEST_F(JournalTest, ADamagedJournalIsAClearError)
{
    {
        Journal journal;
        journal.open(m_path);
        for (int i = 0; i < 50; ++i)
            journal.setNotes(journal.createSession(otherHeader(), "Tutorial"), QString(200, QLatin1Char('x')));
    }
    QFile file(m_path);
    ASSERT_TRUE(file.open(QIODevice::ReadWrite));
    ASSERT_TRUE(file.resize(200)); // the header survives, the pages are gone
    file.close();
    const std::string message = openError(m_path);
    EXPECT_NE(message.find("damaged"), std::string::npos) << message;
}

// A page damaged in the middle of the file, where reading a session's lines could stop
// early without an error (a log cut short would pass for the whole one): opening checks
// the file and says it is damaged, naming the page.
TEST_F(JournalTest, ADamagedPageIsFoundOnOpening)
{
    {
        Journal journal;
        journal.open(m_path);
        for (std::uint64_t seed = 1; seed <= 6; ++seed)
            record(journal, rules(), playDiscovery(*m_game, seed).log);
    }
    QFile file(m_path);
    ASSERT_TRUE(file.open(QIODevice::ReadWrite));
    const qint64 page = 4096; // SQLite's default page size
    const qint64 pages = file.size() / page;
    ASSERT_GE(pages, 40) << "the logs fill many pages";
    ASSERT_TRUE(file.seek(pages / 2 * page));
    file.write(QByteArray(page, '\xff')); // a whole page, its header included
    file.close();
    const std::string message = openError(m_path);
    EXPECT_NE(message.find("the journal file is damaged"), std::string::npos) << message;
    EXPECT_NE(message.find("Page "), std::string::npos) << message;
}

TEST_F(JournalTest, AFolderOrAnUncreatableFileIsAClearError)
{
    Journal journal;
    EXPECT_THROW(journal.open(m_dir.path()), JournalError);
    QFile blocker(m_dir.filePath(QStringLiteral("file")));
    ASSERT_TRUE(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    try {
        journal.open(m_dir.filePath(QStringLiteral("file/journal.sqlite")));
        ADD_FAILURE() << "opened a journal under a file";
    } catch (const JournalError &e) {
        EXPECT_NE(std::string(e.what()).find("cannot create the folder"), std::string::npos) << e.what();
    }
    EXPECT_FALSE(journal.isOpen());
}

TEST_F(JournalTest, AReadOnlyJournalIsAClearError)
{
    if (::geteuid() == 0)
        GTEST_SKIP() << "root writes read-only files";
    {
        Journal journal;
        journal.open(m_path);
        journal.createSession(otherHeader(), "Tutorial");
    }
    QFile::setPermissions(m_path, QFile::ReadOwner);
    Journal journal;
    try {
        journal.open(m_path);
        journal.setNotes(1, QStringLiteral("x"));
        ADD_FAILURE() << "wrote a read-only journal";
    } catch (const JournalError &e) {
        EXPECT_NE(std::string(e.what()).find("not writable"), std::string::npos) << e.what();
    }
}

TEST_F(JournalTest, InstancesCoexistAcrossThreads)
{
    Journal reader;
    reader.open(m_path);
    const qint64 id = reader.createSession(otherHeader(), "Tutorial");
    std::thread writer([&] {
        Journal journal; // its own connection, in its own thread
        journal.open(m_path);
        for (int i = 0; i < 20; ++i)
            journal.appendLine(id, R"({"n":)" + std::to_string(i) + R"(,"action":null,"events":[]})");
    });
    writer.join();
    EXPECT_EQ(splitLines(reader.logText(id)).size(), 21u);
    EXPECT_EQ(splitLines(reader.logText(id)).back(), R"({"n":19,"action":null,"events":[]})");
}

TEST_F(JournalTest, DefaultPathIsInTheDataFolder)
{
    EXPECT_TRUE(Journal::defaultPath().endsWith(QStringLiteral("/journal.sqlite")));
}

} // namespace
} // namespace tw
