// The Balance Lab's memory in the journal: sweeps kept and read back as they were, listed
// per ruleset newest first, removed, each with its kind (sweep or comparison); a journal of
// schema 2 (before sweeps were kept) opens with its sessions and gets the table; one of
// schema 3 (before runs had a kind) keeps its runs and tells their kinds by what they varied;
// one of schema 4 learns what each run varied from its table.
#include "journaltestsupport.h"

#include <QSqlDatabase>
#include <QSqlQuery>

namespace tw::test {
namespace {

void exec(const QString &path, const QStringList &statements)
{
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("balance"));
        db.setDatabaseName(path);
        ASSERT_TRUE(db.open());
        for (const QString &sql : statements) {
            QSqlQuery q(db);
            ASSERT_TRUE(q.exec(sql)) << sql.toStdString();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("balance"));
}

int userVersion(const QString &path)
{
    int version = -1;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("version"));
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery q(db);
            if (q.exec(QStringLiteral("PRAGMA user_version")) && q.next())
                version = q.value(0).toInt();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("version"));
    return version;
}

SweepTable sweepOf(const std::string &ruleset, const std::string &variable, int points)
{
    SweepTable table;
    table.ruleset = ruleset;
    table.rules = "00000000000000" + std::to_string(10 + points);
    table.variable = variable;
    table.players = 2;
    table.bots = {"greedy"};
    table.seed = 5;
    table.games = 40;
    for (int i = 0; i < points; ++i) {
        table.labels.push_back(std::to_string(i + 2));
        table.values.push_back(i + 2);
        table.rows.push_back({i, "length", 0, {20.0 + i, 19.0 + i, 21.5 + i}});
        table.rows.push_back({i, "win_rate", 1, {0.5, 0.25 + i / 100.0, 0.75}});
    }
    return table;
}

using BalanceRunsTest = JournalTest;

TEST_F(BalanceRunsTest, SweepsAreKeptAndReadBackPerRuleset)
{
    Journal journal;
    journal.open(m_path);
    EXPECT_TRUE(journal.balanceRuns().empty());
    const SweepTable first = sweepOf("discovery", "tile grassland", 3);
    const qint64 a = journal.addBalanceRun(first);
    const qint64 b = journal.addBalanceRun(sweepOf("tutorial", "parameter points_per_tile", 2));
    const qint64 c = journal.addBalanceRun(sweepOf("discovery", "compare parameters", 2));

    const std::vector<BalanceRun> runs = journal.balanceRuns(QStringLiteral("discovery"));
    ASSERT_EQ(runs.size(), 2u);
    EXPECT_EQ(runs[0].id, c) << "newest first";
    EXPECT_EQ(runs[1].id, a);
    EXPECT_EQ(runs[1].variable, QStringLiteral("tile grassland"));
    EXPECT_EQ(runs[1].kind, QStringLiteral("sweep"));
    EXPECT_EQ(runs[0].kind, QStringLiteral("comparison"));
    EXPECT_EQ(runs[1].experiment, QStringLiteral("tile grassland 2..4"));
    EXPECT_EQ(runs[1].bots, QStringList{QStringLiteral("greedy")});
    EXPECT_EQ(runs[0].experiment, QStringLiteral("compare parameters: 3"));
    EXPECT_EQ(runs[1].contentHash, QString::fromStdString(first.rules));
    EXPECT_EQ(runs[1].points, 3);
    EXPECT_EQ(runs[1].games, 40);
    EXPECT_EQ(runs[1].players, 2);
    EXPECT_LE(qAbs(runs[1].created.secsTo(QDateTime::currentDateTimeUtc())), 60);
    EXPECT_EQ(journal.balanceRuns().size(), 3u);

    // Read back after the journal was closed and opened again.
    journal.close();
    journal.open(m_path);
    const SweepTable read = journal.balanceRun(a);
    EXPECT_EQ(read.labels, first.labels);
    EXPECT_EQ(read.values, first.values);
    EXPECT_EQ(sweepCsv(read), sweepCsv(first));
    EXPECT_EQ(journal.balanceRun(b).ruleset, "tutorial");

    journal.removeBalanceRun(a);
    EXPECT_EQ(journal.balanceRuns(QStringLiteral("discovery")).size(), 1u);
    EXPECT_THROW(journal.balanceRun(a), JournalError);
}

TEST_F(BalanceRunsTest, AVersion2JournalKeepsItsSessionsAndGetsTheTable)
{
    qint64 session = 0;
    {
        Journal journal;
        journal.open(m_path);
        session = journal.createSession(otherHeader(), "Tutorial");
    }
    // Schema 2 is schema 3 without the balance runs.
    exec(m_path, {QStringLiteral("DROP TABLE balance_runs"), QStringLiteral("PRAGMA user_version = 2")});
    ASSERT_EQ(userVersion(m_path), 2);

    Journal journal;
    journal.open(m_path);
    EXPECT_EQ(userVersion(m_path), Journal::kSchemaVersion);
    ASSERT_EQ(journal.sessions().size(), 1u);
    EXPECT_EQ(journal.sessions()[0].id, session);
    EXPECT_TRUE(journal.balanceRuns().empty());
    const qint64 id = journal.addBalanceRun(sweepOf("tutorial", "tile meadow", 2));
    EXPECT_EQ(journal.balanceRun(id).labels.size(), 2u);
}

TEST_F(BalanceRunsTest, AVersion3JournalKeepsItsRunsAndLearnsTheirKinds)
{
    {
        Journal journal;
        journal.open(m_path);
    }
    // Schema 3's balance_runs, without the kind.
    const auto insert = [](const SweepTable &table) {
        return QStringLiteral("INSERT INTO balance_runs (ruleset_id, content_hash, created, variable, players, games, "
                              "points, sweep) VALUES ('%1', '%2', '2026-11-17T10:00:00.000Z', '%3', 2, 40, %4, '%5')")
            .arg(QString::fromStdString(table.ruleset), QString::fromStdString(table.rules),
                 QString::fromStdString(table.variable))
            .arg(table.labels.size())
            .arg(QString::fromStdString(sweepJson(table)));
    };
    const SweepTable sweep = sweepOf("tutorial", "tile meadow", 3);
    const SweepTable comparison = sweepOf("tutorial", "compare parameters", 2);
    exec(m_path,
         {QStringLiteral("DROP TABLE balance_runs"),
          QStringLiteral("CREATE TABLE balance_runs (id INTEGER PRIMARY KEY AUTOINCREMENT, ruleset_id TEXT NOT "
                         "NULL, content_hash TEXT NOT NULL, created TEXT NOT NULL, variable TEXT NOT NULL, "
                         "players INTEGER NOT NULL, games INTEGER NOT NULL, points INTEGER NOT NULL, sweep TEXT "
                         "NOT NULL)"),
          insert(sweep), insert(comparison), QStringLiteral("PRAGMA user_version = 3")});
    ASSERT_EQ(userVersion(m_path), 3);

    Journal journal;
    journal.open(m_path);
    EXPECT_EQ(userVersion(m_path), Journal::kSchemaVersion);
    const std::vector<BalanceRun> runs = journal.balanceRuns(QStringLiteral("tutorial"));
    ASSERT_EQ(runs.size(), 2u);
    EXPECT_EQ(runs[0].kind, QStringLiteral("comparison"));
    EXPECT_EQ(runs[1].kind, QStringLiteral("sweep"));
    EXPECT_EQ(runs[1].points, 3);
    EXPECT_EQ(runs[1].created, QDateTime(QDate(2026, 11, 17), QTime(10, 0), Qt::UTC));
    EXPECT_EQ(sweepCsv(journal.balanceRun(runs[1].id)), sweepCsv(sweep));
    const qint64 id = journal.addBalanceRun(sweepOf("tutorial", "compare rulesets", 2));
    EXPECT_EQ(journal.balanceRuns(QStringLiteral("tutorial")).front().id, id);
    EXPECT_EQ(journal.balanceRuns(QStringLiteral("tutorial")).front().kind, QStringLiteral("comparison"));
}

TEST_F(BalanceRunsTest, AVersion4JournalLearnsWhatEachRunVariedFromItsTable)
{
    qint64 readable = 0;
    qint64 damaged = 0;
    {
        Journal journal;
        journal.open(m_path);
        readable = journal.addBalanceRun(sweepOf("tutorial", "parameter points_per_tile", 3));
        damaged = journal.addBalanceRun(sweepOf("tutorial", "tile meadow", 2));
    }
    // Schema 4 is schema 5 without the experiment and the bots.
    exec(m_path,
         {QStringLiteral("ALTER TABLE balance_runs DROP COLUMN experiment"),
          QStringLiteral("ALTER TABLE balance_runs DROP COLUMN bots"),
          QStringLiteral("UPDATE balance_runs SET sweep = '{' WHERE id = %1").arg(damaged),
          QStringLiteral("PRAGMA user_version = 4")});
    ASSERT_EQ(userVersion(m_path), 4);

    Journal journal;
    journal.open(m_path);
    EXPECT_EQ(userVersion(m_path), Journal::kSchemaVersion);
    const std::vector<BalanceRun> runs = journal.balanceRuns(QStringLiteral("tutorial"));
    ASSERT_EQ(runs.size(), 2u);
    EXPECT_EQ(runs[1].id, readable);
    EXPECT_EQ(runs[1].experiment, QStringLiteral("parameter points_per_tile 2..4"));
    EXPECT_EQ(runs[1].bots, QStringList{QStringLiteral("greedy")});
    EXPECT_EQ(runs[0].id, damaged);
    EXPECT_EQ(runs[0].experiment, QString()) << "listed without it, still there to remove";
    EXPECT_THROW(journal.balanceRun(damaged), JournalError);
}

} // namespace
} // namespace tw::test
