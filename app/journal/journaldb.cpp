#include "journaldb.h"

#include "journaltext.h"
#include "logturns.h"
#include "play/sweeptable.h"

#include <QSqlError>

#include <nlohmann/json.hpp>

#include <array>
#include <map>

namespace tw::journaldb {

namespace {

// PRAGMA application_id of a Tilewright journal ("TWJ1"), to tell it from other SQLite files.
constexpr int kApplicationId = 0x54574a31;

// What an SQLite result code means for someone looking at a journal file.
QString explain(int code)
{
    switch (code & 0xff) { // the primary code of an extended one
    case 3:                // SQLITE_PERM
        return JournalText::tr("permission denied");
    case 5: // SQLITE_BUSY
    case 6: // SQLITE_LOCKED
        return JournalText::tr("the journal is locked by another program writing to it; try again when it is done");
    case 8: // SQLITE_READONLY
        return JournalText::tr("the journal is not writable: check the permissions of the file and its folder");
    case 10: // SQLITE_IOERR
        return JournalText::tr("the disk could not be read or written");
    case 11: // SQLITE_CORRUPT
        return JournalText::tr("the journal file is damaged (corrupt)");
    case 13: // SQLITE_FULL
        return JournalText::tr("the disk is full");
    case 14: // SQLITE_CANTOPEN
        return JournalText::tr("the file cannot be opened or created: check that its folder exists and is writable");
    case 26: // SQLITE_NOTADB
        return JournalText::tr("the file is not a journal: it is not an SQLite database");
    default:
        return QString();
    }
}

std::string notAJournal(const QString &path)
{
    return JournalText::tr("%1: not a Tilewright journal (an SQLite database of another program)").arg(path).toStdString();
}

int userVersion(const QSqlDatabase &db, const QString &path)
{
    QSqlQuery q = run(db, path, JournalText::tr("cannot open the journal"), QStringLiteral("PRAGMA user_version"));
    return nextRow(q, path) ? q.value(0).toInt() : 0;
}

int tableCount(const QSqlDatabase &db, const QString &path)
{
    QSqlQuery tables = run(db, path, JournalText::tr("cannot open the journal"),
                           QStringLiteral("SELECT count(*) FROM main.sqlite_master"));
    return nextRow(tables, path) ? tables.value(0).toInt() : 0;
}

// Version 0 (an empty file) to 1. `schema` is "main", or "temp" for a file opened read-only.
void createVersion1(const QSqlDatabase &db, const QString &path, const QString &schema)
{
    const QString doing = JournalText::tr("cannot create the journal's tables");
    run(db, path, doing,
        QStringLiteral("CREATE TABLE %1.sessions ("
                       " id INTEGER PRIMARY KEY AUTOINCREMENT,"
                       " ruleset_id TEXT NOT NULL,"
                       " ruleset_name TEXT NOT NULL,"
                       " content_hash TEXT NOT NULL,"
                       " parameters TEXT NOT NULL," // JSON object, id -> value as text
                       " seed TEXT NOT NULL,"       // decimal: an unsigned 64-bit number
                       " players INTEGER NOT NULL,"
                       " seats TEXT NOT NULL,"   // JSON array of strings
                       " started TEXT NOT NULL," // ISO 8601, UTC
                       " ended TEXT,"
                       " scores TEXT," // JSON array of numbers: as the game stands, final once finished
                       " finished INTEGER NOT NULL DEFAULT 0,"
                       " notes TEXT NOT NULL DEFAULT '')")
            .arg(schema));
    run(db, path, doing, QStringLiteral("CREATE INDEX %1.sessions_by_ruleset ON sessions (ruleset_id)").arg(schema));
    // One row per JSON line of the session's log: line 0 the header, then the entries,
    // then the closing line.
    run(db, path, doing,
        QStringLiteral("CREATE TABLE %1.log_lines ("
                       " session INTEGER NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,"
                       " line INTEGER NOT NULL,"
                       " text TEXT NOT NULL,"
                       " PRIMARY KEY (session, line)) WITHOUT ROWID")
            .arg(schema));
}

// Version 1 to 2: the rules each session was played under, its revisions, its turn count
// and whether it was abandoned. Sessions of version 1 keep their logs, get one revision
// (their content hash, from their start) and no stored rules.
void createVersion2(const QSqlDatabase &db, const QString &path, const QString &schema)
{
    const QString doing = JournalText::tr("cannot upgrade the journal's tables");
    // The turn reached so far (the closing line's "turns" once finished).
    run(db, path, doing, QStringLiteral("ALTER TABLE %1.sessions ADD COLUMN turns INTEGER NOT NULL DEFAULT 0").arg(schema));
    // 1: left unfinished when its game was replaced or its studio closed.
    run(db, path, doing,
        QStringLiteral("ALTER TABLE %1.sessions ADD COLUMN abandoned INTEGER NOT NULL DEFAULT 0").arg(schema));
    // A ruleset's files (packRules: compressed), once per content hash.
    run(db, path, doing,
        QStringLiteral("CREATE TABLE %1.rules ("
                       " content_hash TEXT PRIMARY KEY,"
                       " files BLOB NOT NULL,"
                       " stored TEXT NOT NULL)") // ISO 8601, UTC
            .arg(schema));
    // The rules a session was played under: revision 1 from its start, one more each time
    // its game was re-played under changed rules (a hot reload), with the time it went live.
    run(db, path, doing,
        QStringLiteral("CREATE TABLE %1.session_revisions ("
                       " session INTEGER NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,"
                       " revision INTEGER NOT NULL,"
                       " content_hash TEXT NOT NULL,"
                       " live TEXT NOT NULL," // ISO 8601, UTC
                       " PRIMARY KEY (session, revision)) WITHOUT ROWID")
            .arg(schema));
    run(db, path, doing,
        QStringLiteral("INSERT INTO %1.session_revisions (session, revision, content_hash, live) "
                       "SELECT id, 1, content_hash, started FROM %1.sessions")
            .arg(schema));
    std::map<qint64, int> turns;
    QSqlQuery lines = run(db, path, doing, QStringLiteral("SELECT session, text FROM %1.log_lines").arg(schema));
    while (nextRow(lines, path)) {
        const int turn = turnOfLogLine(lines.value(1).toString().toStdString());
        int &reached = turns[lines.value(0).toLongLong()];
        reached = std::max(reached, turn);
    }
    lines.finish();
    for (const auto &[session, turn] : turns)
        run(db, path, doing, QStringLiteral("UPDATE %1.sessions SET turns = ? WHERE id = ?").arg(schema), {turn, session});
}

// Version 2 to 3: the Balance Lab's sweeps, each its table as JSON (sweepJson) with the
// fields it is listed by.
void createVersion3(const QSqlDatabase &db, const QString &path, const QString &schema)
{
    const QString doing = JournalText::tr("cannot upgrade the journal's tables");
    run(db, path, doing,
        QStringLiteral("CREATE TABLE %1.balance_runs ("
                       " id INTEGER PRIMARY KEY AUTOINCREMENT,"
                       " ruleset_id TEXT NOT NULL,"
                       " content_hash TEXT NOT NULL,"
                       " created TEXT NOT NULL," // ISO 8601, UTC
                       " variable TEXT NOT NULL,"
                       " players INTEGER NOT NULL,"
                       " games INTEGER NOT NULL," // per point
                       " points INTEGER NOT NULL,"
                       " sweep TEXT NOT NULL)") // sweepJson
            .arg(schema));
    run(db, path, doing, QStringLiteral("CREATE INDEX %1.balance_runs_by_ruleset ON balance_runs (ruleset_id)").arg(schema));
}

// Version 3 to 4: each balance run's kind, "sweep" or "comparison", so that the lab can
// list and draw a run with its own kind; runs kept before are told by their variable.
void createVersion4(const QSqlDatabase &db, const QString &path, const QString &schema)
{
    const QString doing = JournalText::tr("cannot upgrade the journal's tables");
    run(db, path, doing,
        QStringLiteral("ALTER TABLE %1.balance_runs ADD COLUMN kind TEXT NOT NULL DEFAULT 'sweep'").arg(schema));
    run(db, path, doing,
        QStringLiteral("UPDATE %1.balance_runs SET kind = 'comparison' WHERE variable LIKE 'compare%'").arg(schema));
}

// Version 4 to 5: what each balance run varied or compared (SweepTable::experiment) and
// its bots, so that listing the runs reads none of their tables; runs kept before get them
// from theirs (a table that does not read gets none).
void createVersion5(const QSqlDatabase &db, const QString &path, const QString &schema)
{
    const QString doing = JournalText::tr("cannot upgrade the journal's tables");
    run(db, path, doing,
        QStringLiteral("ALTER TABLE %1.balance_runs ADD COLUMN experiment TEXT NOT NULL DEFAULT ''").arg(schema));
    run(db, path, doing, QStringLiteral("ALTER TABLE %1.balance_runs ADD COLUMN bots TEXT NOT NULL DEFAULT ''").arg(schema));
    std::map<qint64, SweepTable> tables;
    QSqlQuery runs = run(db, path, doing, QStringLiteral("SELECT id, sweep FROM %1.balance_runs").arg(schema));
    while (nextRow(runs, path)) {
        SweepTable table;
        std::string why;
        if (parseSweepJson(runs.value(1).toString().toStdString(), table, &why))
            tables[runs.value(0).toLongLong()] = std::move(table);
    }
    runs.finish();
    for (const auto &[id, table] : tables)
        run(db, path, doing, QStringLiteral("UPDATE %1.balance_runs SET experiment = ?, bots = ? WHERE id = ?").arg(schema),
            {QString::fromStdString(table.experiment()), botsText(table.bots), id});
}

using Migration = void (*)(const QSqlDatabase &, const QString &, const QString &);
// kMigrations[v] takes the schema from version v to v + 1.
constexpr std::array<Migration, Journal::kSchemaVersion> kMigrations{createVersion1, createVersion2, createVersion3,
                                                                     createVersion4, createVersion5};

} // namespace

void fail(const QString &path, const QString &doing, const QSqlError &error)
{
    bool numeric = false;
    const int code = error.nativeErrorCode().toInt(&numeric);
    QString why = numeric ? explain(code) : QString();
    const QString detail = !error.databaseText().isEmpty() ? error.databaseText() : error.driverText();
    if (why.isEmpty())
        why = detail;
    else if (!detail.isEmpty())
        why += QStringLiteral(" (SQLite: ") + detail + QLatin1Char(')');
    throw JournalError((path + QStringLiteral(": ") + doing + QStringLiteral(": ") + why).toStdString());
}

QSqlQuery run(const QSqlDatabase &db, const QString &path, const QString &doing, const QString &sql,
              const QVariantList &values)
{
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.prepare(sql))
        fail(path, doing, q.lastError());
    for (const QVariant &v : values)
        q.addBindValue(v);
    if (!q.exec())
        fail(path, doing, q.lastError());
    return q;
}

bool nextRow(QSqlQuery &q, const QString &path)
{
    if (q.next())
        return true;
    if (q.lastError().isValid())
        fail(path, JournalText::tr("cannot read the journal"), q.lastError());
    return false;
}

bool prepare(const QSqlDatabase &db, const QString &path, bool readOnly)
{
    const QString opening = JournalText::tr("cannot open the journal");
    // The first statement reads the file: a text file or a damaged one fails here.
    int version = userVersion(db, path);
    QSqlQuery id = run(db, path, opening, QStringLiteral("PRAGMA application_id"));
    const int applicationId = nextRow(id, path) ? id.value(0).toInt() : 0;
    id.finish();
    if (applicationId != kApplicationId && (applicationId != 0 || version != 0))
        throw JournalError(notAJournal(path));
    if (version > Journal::kSchemaVersion)
        throw JournalError(JournalText::tr("%1: the journal was written by a newer Tilewright (schema %2; this one "
                                           "reads up to %3)")
                               .arg(path)
                               .arg(version)
                               .arg(Journal::kSchemaVersion)
                               .toStdString());
    // Damage inside the file can read back as fewer rows without an error: a log cut short
    // would pass for the whole one, and new sessions would be written into the damage.
    QSqlQuery check = run(db, path, opening, QStringLiteral("PRAGMA quick_check(1)"));
    if (nextRow(check, path) && check.value(0).toString() != QStringLiteral("ok")) {
        const QString problem = check.value(0).toString().section(QLatin1Char('\n'), -1); // after "*** in database main ***"
        throw JournalError((path + QStringLiteral(": ") + opening + QStringLiteral(": ") + explain(11)
                            + QStringLiteral(" (SQLite: ") + problem + QLatin1Char(')'))
                               .toStdString());
    }
    check.finish();

    if (readOnly) {
        if (version == 0 && tableCount(db, path) > 0)
            throw JournalError(notAJournal(path));
        run(db, path, opening, QStringLiteral("PRAGMA foreign_keys = ON"));
        if (version > 0 && version < Journal::kSchemaVersion)
            return false;
        // An empty file stays untouched: the tables live in the connection's temp schema.
        for (; version < Journal::kSchemaVersion; ++version)
            kMigrations[version](db, path, QStringLiteral("temp"));
        // Nothing is written from here on, not even to those temp tables.
        run(db, path, opening, QStringLiteral("PRAGMA query_only = ON"));
        return true;
    }

    run(db, path, opening, QStringLiteral("PRAGMA journal_mode = WAL"));
    // FULL: a committed append is on disk before the call returns, even if the system fails.
    run(db, path, opening, QStringLiteral("PRAGMA synchronous = FULL"));
    run(db, path, opening, QStringLiteral("PRAGMA foreign_keys = ON"));
    if (version == Journal::kSchemaVersion)
        return true;

    // Another program may be creating or upgrading the same file: decide inside the lock.
    Transaction transaction(db, path, JournalText::tr("cannot create the journal's tables"));
    version = userVersion(db, path);
    if (version == 0 && tableCount(db, path) > 0)
        throw JournalError(notAJournal(path));
    for (; version < Journal::kSchemaVersion; ++version)
        kMigrations[version](db, path, QStringLiteral("main"));
    run(db, path, opening, QStringLiteral("PRAGMA application_id = ") + QString::number(kApplicationId));
    run(db, path, opening, QStringLiteral("PRAGMA user_version = ") + QString::number(Journal::kSchemaVersion));
    transaction.commit();
    return true;
}

Transaction::Transaction(const QSqlDatabase &db, const QString &path, const QString &doing)
    : m_db(db)
    , m_path(path)
    , m_doing(doing)
{
    run(m_db, m_path, m_doing, QStringLiteral("BEGIN IMMEDIATE"));
}

Transaction::~Transaction()
{
    if (m_open) {
        QSqlQuery q(m_db);
        q.exec(QStringLiteral("ROLLBACK"));
    }
}

void Transaction::commit()
{
    run(m_db, m_path, m_doing, QStringLiteral("COMMIT"));
    m_open = false;
}

QString parametersText(const GameLog &header)
{
    nlohmann::ordered_json parameters = nlohmann::ordered_json::object();
    for (const auto &[key, value] : header.parameters)
        parameters[key] = value;
    return QString::fromStdString(parameters.dump());
}

QVariant scoresValue(const std::vector<int> &scores)
{
    return scores.empty() ? QVariant() : QVariant(QString::fromStdString(nlohmann::ordered_json(scores).dump()));
}

QString botsText(const std::vector<std::string> &bots)
{
    QStringList names;
    for (const std::string &bot : bots)
        names << QString::fromStdString(bot);
    return names.join(QLatin1Char(','));
}

} // namespace tw::journaldb
