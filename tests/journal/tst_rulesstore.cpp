// The rules the journal keeps: once per content hash, byte for byte, replayable after the
// ruleset folder is gone; revisions of a re-played game; turns and states; notes in the
// exports; version-1 journals upgraded; read-only opening.
#include "journaltestsupport.h"
#include "rulesdiff.h"

#include <QSqlDatabase>
#include <QSqlQuery>

#include <nlohmann/json.hpp>

namespace tw {
namespace {

using namespace tw::test;

// The rows of `table` in the journal at `path`, counted by another connection.
int rowCount(const QString &path, const QString &table)
{
    int count = -1;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("count"));
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery q(db);
            if (q.exec(QStringLiteral("SELECT count(*) FROM ") + table) && q.next())
                count = q.value(0).toInt();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("count"));
    return count;
}

void exec(const QString &path, const QStringList &statements)
{
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("exec"));
        db.setDatabaseName(path);
        ASSERT_TRUE(db.open());
        for (const QString &sql : statements) {
            QSqlQuery q(db);
            ASSERT_TRUE(q.exec(sql)) << sql.toStdString();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("exec"));
}

class RulesStoreTest : public JournalTest
{
protected:
    void SetUp() override
    {
        JournalTest::SetUp();
        m_folder = m_dir.filePath(QStringLiteral("discovery"));
        m_rules = discoveryCopy(m_folder);
    }

    QString m_folder;
    std::shared_ptr<const Ruleset> m_rules;
};

TEST_F(RulesStoreTest, TwoSessionsOfTheSameRulesKeepOneCopy)
{
    ASSERT_TRUE(writeBytes(m_folder + QStringLiteral("/.hidden"), "not kept"));
    ASSERT_TRUE(QDir(m_folder).mkpath(QStringLiteral("art")));
    ASSERT_TRUE(writeBytes(m_folder + QStringLiteral("/art/tile.svg"), QByteArray("<svg/>\0\x01\xff", 9)));
    Journal journal;
    journal.open(m_path);
    const MatchResult match = playDiscovery(*m_game, 4);
    const qint64 first = record(journal, *m_rules, match.log, true, m_folder);
    const qint64 second = record(journal, *m_rules, match.log, true, m_folder);
    EXPECT_EQ(rowCount(m_path, QStringLiteral("rules")), 1);
    const QString hash = QString::fromStdString(hashText(m_rules->contentHash));
    EXPECT_TRUE(journal.hasRules(hash));
    EXPECT_EQ(journal.session(first).contentHash, hash);

    const RulesFiles kept = journal.sessionRules(second);
    QStringList paths;
    for (const RulesFile &f : kept) {
        paths << f.path;
        EXPECT_EQ(f.data, fileBytes(QDir(m_folder).filePath(f.path))) << f.path.toStdString();
    }
    EXPECT_EQ(paths,
              (QStringList{QStringLiteral("README.md"), QStringLiteral("art/tile.svg"), QStringLiteral("flow.lua"),
                           QStringLiteral("ruleset.yaml")}))
        << "everything but tests/ and hidden files";

    // A session under other rules adds a copy; removing it takes that copy away again.
    GameLog other = match.log;
    other.contentHash ^= 1;
    const qint64 third = record(journal, *m_rules, other, true, m_folder);
    EXPECT_EQ(rowCount(m_path, QStringLiteral("rules")), 2);
    journal.removeSession(third);
    EXPECT_EQ(rowCount(m_path, QStringLiteral("rules")), 1);
    journal.removeSession(first);
    EXPECT_EQ(rowCount(m_path, QStringLiteral("rules")), 1) << "still the rules of the second session";
}

TEST_F(RulesStoreTest, ASessionReplaysAfterItsRulesFolderIsGone)
{
    const MatchResult match = playDiscovery(*makeGame(m_rules), 6);
    qint64 id = 0;
    {
        Journal journal;
        journal.open(m_path);
        id = record(journal, *m_rules, match.log, true, m_folder);
    }
    ASSERT_TRUE(QDir(m_folder).removeRecursively());

    Journal journal;
    journal.open(m_path);
    const QString restored = m_dir.filePath(QStringLiteral("restored/discovery"));
    writeRulesFolder(journal.sessionRules(id), restored);
    const LoadResult loaded = loadRuleset(restored.toStdString());
    ASSERT_TRUE(loaded.ok());
    EXPECT_EQ(loaded.ruleset->contentHash, m_rules->contentHash);
    const auto game = makeGame(loaded.ruleset);
    const ReplayResult result = replay(*game, parseLog(*loaded.ruleset, journal.logText(id)));
    EXPECT_TRUE(result.reproduced) << result.difference;
}

TEST_F(RulesStoreTest, AReplayedGameStaysOneSessionWithItsRevisions)
{
    Journal journal;
    journal.open(m_path);
    const MatchResult match = playDiscovery(*m_game, 7);
    const qint64 id = record(journal, *m_rules, match.log, false, m_folder);

    // The rules change (a hot reload) and the game is played again under them.
    const QString edited = m_dir.filePath(QStringLiteral("edited"));
    const auto changed = discoveryCopy(edited);
    QByteArray flow = fileBytes(edited + QStringLiteral("/flow.lua"));
    flow.append("\n-- a comment changes the content hash\n");
    ASSERT_TRUE(writeBytes(edited + QStringLiteral("/flow.lua"), flow));
    GameLog revised = match.log;
    revised.contentHash = m_rules->contentHash ^ 0x5a5a;
    std::vector<std::string> lines;
    for (std::size_t i = 0; i < 3; ++i)
        lines.push_back(logEntryLine(*m_rules, revised.players, revised.entries[i], int(i)));
    journal.reviseSession(id, revised, m_rules->name, lines, edited);

    ASSERT_EQ(journal.sessions().size(), 1u);
    const std::vector<JournalRevision> revisions = journal.revisions(id);
    ASSERT_EQ(revisions.size(), 2u);
    EXPECT_EQ(revisions[0].contentHash, QString::fromStdString(hashText(m_rules->contentHash)));
    EXPECT_EQ(revisions[1].contentHash, QString::fromStdString(hashText(revised.contentHash)));
    EXPECT_TRUE(revisions[0].rulesKept && revisions[1].rulesKept);
    EXPECT_LE(revisions[0].live, revisions[1].live);
    const JournalSession s = journal.session(id);
    EXPECT_EQ(s.revisions, 2);
    EXPECT_EQ(s.contentHash, revisions[1].contentHash);
    EXPECT_EQ(splitLines(journal.logText(id)).size(), 4u) << "the header and the re-played entries";
    EXPECT_EQ(findRulesFile(journal.sessionRules(id), QStringLiteral("flow.lua"))->data, flow);

    // Re-played again under the same rules: no new revision.
    journal.reviseSession(id, revised, m_rules->name, lines, edited);
    EXPECT_EQ(journal.revisions(id).size(), 2u);
}

TEST_F(RulesStoreTest, TurnsAndStates)
{
    Journal journal;
    journal.open(m_path);
    const MatchResult match = playDiscovery(*m_game, 8);
    const qint64 finished = record(journal, rules(), match.log);
    const qint64 open = record(journal, rules(), match.log, false);
    JournalSession s = journal.session(finished);
    EXPECT_EQ(s.state(), JournalSession::State::Finished);
    EXPECT_EQ(s.turns, match.log.turns);
    EXPECT_GT(s.turns, 10);
    s = journal.session(open);
    EXPECT_EQ(s.state(), JournalSession::State::InProgress);
    EXPECT_EQ(s.turns, match.log.turns) << "the last turn event of the entries";

    journal.abandon(open);
    journal.abandon(finished);
    EXPECT_EQ(journal.session(open).state(), JournalSession::State::Abandoned);
    EXPECT_EQ(journal.session(finished).state(), JournalSession::State::Finished);

    journal.truncate(open, 3); // an undo takes the game back: it is played again
    s = journal.session(open);
    EXPECT_EQ(s.state(), JournalSession::State::InProgress);
    EXPECT_LT(s.turns, 3);
}

TEST_F(RulesStoreTest, NotesGoIntoTheExports)
{
    Journal journal;
    journal.open(m_path);
    const MatchResult match = playDiscovery(*m_game, 9);
    const qint64 id = record(journal, rules(), match.log);
    const qint64 quiet = record(journal, rules(), match.log);
    const QString notes = QStringLiteral("Seas too strong, \"really\"\nnext time fewer");
    journal.setNotes(id, notes);

    const std::string jsonl = journal.exportJsonl({id, quiet});
    const std::vector<std::string> lines = splitLines(jsonl);
    const auto header = nlohmann::json::parse(lines.front());
    EXPECT_EQ(header.at("notes").get<std::string>(), notes.toStdString());
    const std::size_t second = lines.size() / 2; // two logs of the same game
    EXPECT_FALSE(nlohmann::json::parse(lines[second]).contains("notes")) << "no notes, no field";
    // The log reader takes the header with its notes.
    std::string first;
    for (std::size_t i = 0; i < second; ++i)
        first += lines[i] + '\n';
    EXPECT_TRUE(replay(*m_game, parseLog(rules(), first)).reproduced);

    const auto rows = parseCsv(journal.exportCsv({id, quiet}));
    ASSERT_GT(rows.size(), 3u);
    EXPECT_EQ(rows[0].back(), "notes");
    EXPECT_EQ(rows[1].back(), notes.toStdString());
    EXPECT_EQ(rows[2].back(), "");
    for (const auto &row : rows)
        EXPECT_EQ(row.size(), rows[0].size());
}

TEST_F(RulesStoreTest, RulesDiffOfTwoSessions)
{
    Journal journal;
    journal.open(m_path);
    const MatchResult match = playDiscovery(*m_game, 10);
    const qint64 before = record(journal, *m_rules, match.log, true, m_folder);

    const QString edited = m_dir.filePath(QStringLiteral("edited"));
    discoveryCopy(edited);
    QString yaml = QString::fromUtf8(fileBytes(edited + QStringLiteral("/ruleset.yaml")));
    ASSERT_TRUE(yaml.contains(QStringLiteral("name: ")));
    yaml.replace(yaml.indexOf(QStringLiteral("name: ")), 6, QStringLiteral("name: Renamed "));
    ASSERT_TRUE(writeBytes(edited + QStringLiteral("/ruleset.yaml"), yaml.toUtf8()));
    ASSERT_TRUE(writeBytes(edited + QStringLiteral("/notes.txt"), "new"));
    GameLog other = match.log;
    other.contentHash ^= 0xff;
    const qint64 after = record(journal, *m_rules, other, true, edited);

    const QString diff = journal.rulesDiff(before, after);
    EXPECT_TRUE(diff.startsWith(QStringLiteral("--- a/ruleset.yaml\tsession %1").arg(before))) << diff.toStdString();
    EXPECT_TRUE(diff.contains(QStringLiteral("\n+++ b/ruleset.yaml\tsession %1").arg(after))) << diff.toStdString();
    EXPECT_TRUE(diff.contains(QStringLiteral("\n@@ -"))) << diff.toStdString();
    EXPECT_TRUE(diff.contains(QStringLiteral("\n+name: Renamed "))) << diff.toStdString();
    EXPECT_FALSE(diff.contains(QStringLiteral("a/flow.lua"))) << "unchanged";
    EXPECT_TRUE(diff.endsWith(QStringLiteral("Only in session %1 (rules %2): notes.txt\n")
                                  .arg(after)
                                  .arg(QString::fromStdString(hashText(other.contentHash)))))
        << diff.toStdString();
    EXPECT_TRUE(journal.rulesDiff(before, before).isEmpty());

    const qint64 unkept = journal.createSession(otherHeader(), "Tutorial");
    EXPECT_THROW(journal.rulesDiff(before, unkept), JournalError) << "no rules kept: no rules shown";
}

TEST_F(RulesStoreTest, AVersion1JournalKeepsItsSessions)
{
    const MatchResult match = playDiscovery(*m_game, 11);
    const std::string log = toJsonLines(rules(), match.log);
    QStringList statements{
        QStringLiteral("CREATE TABLE sessions (id INTEGER PRIMARY KEY AUTOINCREMENT, ruleset_id TEXT NOT NULL, "
                       "ruleset_name TEXT NOT NULL, content_hash TEXT NOT NULL, parameters TEXT NOT NULL, seed TEXT "
                       "NOT NULL, players INTEGER NOT NULL, seats TEXT NOT NULL, started TEXT NOT NULL, ended TEXT, "
                       "scores TEXT, finished INTEGER NOT NULL DEFAULT 0, notes TEXT NOT NULL DEFAULT '')"),
        QStringLiteral("CREATE INDEX sessions_by_ruleset ON sessions (ruleset_id)"),
        QStringLiteral("CREATE TABLE log_lines (session INTEGER NOT NULL REFERENCES sessions (id) ON DELETE CASCADE, "
                       "line INTEGER NOT NULL, text TEXT NOT NULL, PRIMARY KEY (session, line)) WITHOUT ROWID"),
        QStringLiteral("INSERT INTO sessions VALUES (7, 'discovery', 'Discovery', '%1', '{}', '11', 2, "
                       "'[\"greedy\",\"random\"]', '2026-01-02T03:04:05Z', '2026-01-02T03:10:00Z', '[1,2]', 1, "
                       "'old notes')")
            .arg(QString::fromStdString(hashText(rules().contentHash))),
        QStringLiteral("PRAGMA application_id = 1415006769"),
        QStringLiteral("PRAGMA user_version = 1")};
    const std::vector<std::string> lines = splitLines(log);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        QString text = QString::fromStdString(lines[i]);
        text.replace(QLatin1Char('\''), QStringLiteral("''"));
        statements << QStringLiteral("INSERT INTO log_lines VALUES (7, %1, '%2')").arg(i).arg(text);
    }
    exec(m_path, statements);

    Journal journal;
    journal.open(m_path);
    const std::vector<JournalSession> sessions = journal.sessions();
    ASSERT_EQ(sessions.size(), 1u);
    EXPECT_EQ(sessions[0].id, 7);
    EXPECT_EQ(sessions[0].notes, QStringLiteral("old notes"));
    EXPECT_EQ(sessions[0].state(), JournalSession::State::Finished);
    EXPECT_EQ(sessions[0].turns, match.log.turns);
    EXPECT_EQ(journal.logText(7), log);
    const std::vector<JournalRevision> revisions = journal.revisions(7);
    ASSERT_EQ(revisions.size(), 1u);
    EXPECT_FALSE(revisions[0].rulesKept);
    EXPECT_EQ(revisions[0].live, sessions[0].started);
    EXPECT_THROW(journal.sessionRules(7), JournalError);
    // New sessions are recorded beside it, with their rules.
    const qint64 id = record(journal, *m_rules, match.log, true, m_folder);
    EXPECT_GT(id, 7);
    EXPECT_TRUE(journal.revisions(id).front().rulesKept);
}

TEST_F(RulesStoreTest, ReadingAnEmptyFileWritesNothing)
{
    ASSERT_TRUE(writeBytes(m_path, QByteArray()));
    {
        Journal journal;
        journal.open(m_path, Journal::Access::ReadOnly);
        EXPECT_TRUE(journal.sessions().empty());
        EXPECT_FALSE(journal.hasRules(QStringLiteral("0000000000000000")));
        EXPECT_THROW(journal.createSession(otherHeader(), "Tutorial"), JournalError);
    }
    EXPECT_EQ(QFileInfo(m_path).size(), 0);
    EXPECT_FALSE(QFile::exists(m_path + QStringLiteral("-wal")));
    Journal missing;
    EXPECT_THROW(missing.open(m_dir.filePath(QStringLiteral("missing.sqlite")), Journal::Access::ReadOnly), JournalError);
    EXPECT_FALSE(QFile::exists(m_dir.filePath(QStringLiteral("missing.sqlite"))));
}

TEST_F(RulesStoreTest, KeptRulesAreCheckedWhenUnpacked)
{
    const RulesFiles files{{QStringLiteral("ruleset.yaml"), "id: x\n"}, {QStringLiteral("sub/flow.lua"), "return 1\n"}};
    const RulesFiles back = unpackRules(packRules(files));
    ASSERT_EQ(back.size(), 2u);
    EXPECT_EQ(back[1].path, QStringLiteral("sub/flow.lua"));
    EXPECT_EQ(back[1].data, QByteArray("return 1\n"));
    EXPECT_THROW(unpackRules("not packed"), JournalError);
    EXPECT_THROW(unpackRules(packRules({{QStringLiteral("../escape"), "x"}})), JournalError);
    EXPECT_THROW(unpackRules(packRules({{QStringLiteral("/etc/x"), "x"}})), JournalError);
    EXPECT_THROW(readRulesFolder(m_dir.filePath(QStringLiteral("nowhere"))), JournalError);
}

} // namespace
} // namespace tw
