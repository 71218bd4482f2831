#include "journal.h"

#include "journaldb.h"
#include "journalexport.h"
#include "journaltext.h"
#include "logturns.h"

#include <QDir>
#include <QFileInfo>
#include <QSqlError>
#include <QStandardPaths>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <atomic>

namespace tw {

using journaldb::nextRow;
using journaldb::parametersText;
using journaldb::run;
using journaldb::scoresValue;
using journaldb::Transaction;

namespace {

QString newConnectionName()
{
    static std::atomic<int> next{0};
    return QStringLiteral("tilewright-journal-") + QString::number(++next);
}

QSqlDatabase database(const QString &connection)
{
    return QSqlDatabase::database(connection, false);
}

QString jsonText(const nlohmann::ordered_json &j)
{
    return QString::fromStdString(j.dump());
}

QString nowText()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
}

QDateTime timeFrom(const QVariant &v)
{
    if (v.isNull())
        return QDateTime();
    QDateTime t = QDateTime::fromString(v.toString(), Qt::ISODate);
    t.setTimeSpec(Qt::UTC);
    return t;
}

// Columns of JournalSession, in the order sessionFrom reads them.
const char *const kSessionColumns = "id, ruleset_id, ruleset_name, content_hash, parameters, seed, players, seats, started, ended, scores, "
                                    "finished, notes, turns, abandoned, "
                                    "(SELECT count(*) FROM session_revisions r WHERE r.session = sessions.id)";

JournalSession sessionFrom(const QSqlQuery &q)
{
    JournalSession s;
    s.id = q.value(0).toLongLong();
    s.rulesetId = q.value(1).toString();
    s.rulesetName = q.value(2).toString();
    s.contentHash = q.value(3).toString();
    s.parameters = q.value(4).toString();
    s.seed = q.value(5).toString().toULongLong();
    s.players = q.value(6).toInt();
    const auto seats = nlohmann::json::parse(q.value(7).toString().toStdString(), nullptr, false);
    if (seats.is_array())
        for (const auto &seat : seats)
            s.seats.append(QString::fromStdString(seat.is_string() ? seat.get<std::string>() : seat.dump()));
    s.started = timeFrom(q.value(8));
    s.ended = timeFrom(q.value(9));
    if (!q.value(10).isNull()) {
        const auto scores = nlohmann::json::parse(q.value(10).toString().toStdString(), nullptr, false);
        if (scores.is_array())
            for (const auto &score : scores)
                s.scores.append(score.is_number_integer() ? score.get<int>() : 0);
    }
    s.finished = q.value(11).toBool();
    s.notes = q.value(12).toString();
    s.turns = q.value(13).toInt();
    s.abandoned = q.value(14).toBool();
    s.revisions = std::max(1, q.value(15).toInt());
    return s;
}

void requireOneLine(const std::string &line, qint64 session)
{
    if (line.find_first_of("\r\n") != std::string::npos)
        throw JournalError(
            JournalText::tr("session %1: a log line must not contain a line break").arg(session).toStdString());
}

} // namespace

Journal::Journal()
    : m_connection(newConnectionName())
{}

Journal::~Journal()
{
    close();
}

QString Journal::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/journal.sqlite");
}

void Journal::open(const QString &path, Access access)
{
    close();
    const bool readOnly = access == Access::ReadOnly;
    const QFileInfo info(path);
    if (info.isDir())
        throw JournalError(JournalText::tr("%1: is a folder, not a journal file").arg(path).toStdString());
    if (readOnly && !info.exists())
        throw JournalError(JournalText::tr("%1: no such journal").arg(path).toStdString());
    if (!readOnly && !QDir().mkpath(info.absolutePath()))
        throw JournalError(JournalText::tr("%1: cannot create the folder %2").arg(path, info.absolutePath()).toStdString());
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
        if (!db.isValid()) {
            db = QSqlDatabase();
            QSqlDatabase::removeDatabase(m_connection);
            throw JournalError(
                JournalText::tr("the SQLite driver of Qt (QSQLITE) is not available, so no journal can be opened").toStdString());
        }
        db.setDatabaseName(path);
        // Wait this long for another program's write before reporting the journal locked.
        db.setConnectOptions(readOnly ? QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000;QSQLITE_OPEN_READONLY")
                                      : QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
        m_path = path;
        if (!db.open()) {
            const QSqlError error = db.lastError();
            db = QSqlDatabase();
            close();
            journaldb::fail(path, JournalText::tr("cannot open the journal"), error);
        }
    }
    bool prepared = false;
    try {
        prepared = journaldb::prepare(database(m_connection), path, readOnly);
    } catch (...) {
        close();
        throw;
    }
    if (!prepared) { // an older schema, read-only: upgrade it, then read
        close();
        open(path, Access::ReadWrite);
        close();
        open(path, Access::ReadOnly);
    }
}

void Journal::close()
{
    if (!QSqlDatabase::contains(m_connection))
        return;
    database(m_connection).close();
    QSqlDatabase::removeDatabase(m_connection);
    m_path.clear();
}

bool Journal::isOpen() const
{
    return QSqlDatabase::contains(m_connection) && database(m_connection).isOpen();
}

qint64 Journal::createSession(const GameLog &header, const std::string &rulesetName, const QString &rulesFolder)
{
    requireOpen();
    const QString doing = JournalText::tr("cannot start a session");
    const QString hash = QString::fromStdString(hashText(header.contentHash));
    const QByteArray packed = packedRulesOf(hash, rulesFolder);
    const QSqlDatabase db = database(m_connection);
    Transaction transaction(db, m_path, doing);
    const QSqlQuery insert = run(
        db, m_path, doing,
        QStringLiteral("INSERT INTO sessions (ruleset_id, ruleset_name, content_hash, parameters, seed, players, "
                       "seats, started) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"),
        {QString::fromStdString(header.rulesetId), QString::fromStdString(rulesetName), hash, parametersText(header),
         QString::number(header.seed), header.players, jsonText(nlohmann::ordered_json(header.seats)), nowText()});
    const qint64 id = insert.lastInsertId().toLongLong();
    run(db, m_path, doing, QStringLiteral("INSERT INTO log_lines (session, line, text) VALUES (?, 0, ?)"),
        {id, QString::fromStdString(logHeaderLine(header, rulesetName))});
    run(db, m_path, doing,
        QStringLiteral("INSERT INTO session_revisions (session, revision, content_hash, live) "
                       "SELECT id, 1, content_hash, started FROM sessions WHERE id = ?"),
        {id});
    insertRules(hash, packed, doing);
    transaction.commit();
    return id;
}

void Journal::appendLine(qint64 session, const std::string &line, const std::vector<int> &scores)
{
    requireOneLine(line, session);
    requireOpen();
    const QString doing = JournalText::tr("cannot append to session %1").arg(session);
    const QSqlDatabase db = database(m_connection);
    const int turn = turnOfLogLine(line);
    Transaction transaction(db, m_path, doing);
    const QSqlQuery q = run(
        db, m_path, doing,
        QStringLiteral("INSERT INTO log_lines (session, line, text) SELECT id, (SELECT COALESCE(MAX(line), -1) + 1 "
                       "FROM log_lines WHERE session = ?), ? FROM sessions WHERE id = ? AND finished = 0"),
        {session, QString::fromStdString(line), session});
    if (q.numRowsAffected() == 1) {
        if (turn >= 0)
            run(db, m_path, doing, QStringLiteral("UPDATE sessions SET turns = max(turns, ?) WHERE id = ?"),
                {turn, session});
        if (!scores.empty())
            run(db, m_path, doing, QStringLiteral("UPDATE sessions SET scores = ? WHERE id = ?"),
                {scoresValue(scores), session});
        transaction.commit();
        return;
    }
    requireSession(session);
    throw JournalError(JournalText::tr("session %1 is finished: no lines can be added to it").arg(session).toStdString());
}

void Journal::finish(qint64 session, const std::vector<int> &scores, const std::string &closingLine)
{
    requireOneLine(closingLine, session);
    const QString doing = JournalText::tr("cannot finish session %1").arg(session);
    requireSession(session);
    const QSqlDatabase db = database(m_connection);
    Transaction transaction(db, m_path, doing);
    const int turn = turnOfLogLine(closingLine);
    const QSqlQuery update = run(db, m_path, doing,
                                 QStringLiteral("UPDATE sessions SET finished = 1, abandoned = 0, ended = ?, scores = ?, "
                                                "turns = CASE WHEN ? >= 0 THEN ? ELSE turns END "
                                                "WHERE id = ? AND finished = 0"),
                                 {nowText(), scoresValue(scores), turn, turn, session});
    if (update.numRowsAffected() != 1)
        throw JournalError(JournalText::tr("session %1 is already finished").arg(session).toStdString());
    run(db, m_path, doing,
        QStringLiteral("INSERT INTO log_lines (session, line, text) SELECT ?, COALESCE(MAX(line), -1) + 1, ? "
                       "FROM log_lines WHERE session = ?"),
        {session, QString::fromStdString(closingLine), session});
    transaction.commit();
}

void Journal::truncate(qint64 session, int keepLines, const std::vector<int> &scores)
{
    const QString doing = JournalText::tr("cannot rewind session %1").arg(session);
    requireSession(session);
    const QSqlDatabase db = database(m_connection);
    Transaction transaction(db, m_path, doing);
    run(db, m_path, doing, QStringLiteral("DELETE FROM log_lines WHERE session = ? AND line >= ?"), {session, keepLines});
    run(db, m_path, doing,
        QStringLiteral("UPDATE sessions SET finished = 0, abandoned = 0, ended = NULL, scores = ? WHERE id = ?"),
        {scoresValue(scores), session});
    recountTurns(session, doing);
    transaction.commit();
}

void Journal::abandon(qint64 session)
{
    requireSession(session);
    run(database(m_connection), m_path, JournalText::tr("cannot mark session %1 abandoned").arg(session),
        QStringLiteral("UPDATE sessions SET abandoned = 1 WHERE id = ? AND finished = 0"), {session});
}

void Journal::setNotes(qint64 session, const QString &notes)
{
    requireSession(session);
    run(database(m_connection), m_path, JournalText::tr("cannot save the notes of session %1").arg(session),
        QStringLiteral("UPDATE sessions SET notes = ? WHERE id = ?"), {notes, session});
}

QString Journal::notes(qint64 session) const
{
    return this->session(session).notes;
}

std::vector<JournalSession> Journal::sessions(const QString &rulesetId) const
{
    requireOpen();
    QString sql = QStringLiteral("SELECT ") + QLatin1String(kSessionColumns) + QStringLiteral(" FROM sessions");
    QVariantList values;
    if (!rulesetId.isEmpty()) {
        sql += QStringLiteral(" WHERE ruleset_id = ?");
        values.append(rulesetId);
    }
    sql += QStringLiteral(" ORDER BY id");
    QSqlQuery q = run(database(m_connection), m_path, JournalText::tr("cannot list the sessions"), sql, values);
    std::vector<JournalSession> result;
    while (nextRow(q, m_path))
        result.push_back(sessionFrom(q));
    return result;
}

JournalSession Journal::session(qint64 session) const
{
    requireOpen();
    QSqlQuery q = run(database(m_connection), m_path, JournalText::tr("cannot read session %1").arg(session),
                      QStringLiteral("SELECT ") + QLatin1String(kSessionColumns)
                          + QStringLiteral(" FROM sessions WHERE id = ?"),
                      {session});
    if (!nextRow(q, m_path))
        throw JournalError(JournalText::tr("no session %1 in %2").arg(session).arg(m_path).toStdString());
    return sessionFrom(q);
}

bool Journal::contains(qint64 session) const
{
    requireOpen();
    QSqlQuery q = run(database(m_connection), m_path, JournalText::tr("cannot read session %1").arg(session),
                      QStringLiteral("SELECT 1 FROM sessions WHERE id = ?"), {session});
    return nextRow(q, m_path);
}

void Journal::requireOpen() const
{
    if (!isOpen())
        throw JournalError(JournalText::tr("no journal is open").toStdString());
}

void Journal::requireSession(qint64 session) const
{
    if (!contains(session))
        throw JournalError(JournalText::tr("no session %1 in %2").arg(session).arg(m_path).toStdString());
}

std::vector<std::string> Journal::lines(qint64 session) const
{
    requireSession(session);
    QSqlQuery q = run(database(m_connection), m_path, JournalText::tr("cannot read session %1").arg(session),
                      QStringLiteral("SELECT text FROM log_lines WHERE session = ? ORDER BY line"), {session});
    std::vector<std::string> result;
    while (nextRow(q, m_path))
        result.push_back(q.value(0).toString().toStdString());
    return result;
}

std::string Journal::logText(qint64 session) const
{
    std::string text;
    for (const std::string &line : lines(session))
        text += line + '\n';
    return text;
}

std::string Journal::exportJsonl(const std::vector<qint64> &sessions) const
{
    std::string text;
    for (qint64 session : sessions) {
        std::vector<std::string> log = lines(session);
        const QString notes = this->notes(session);
        if (!notes.isEmpty() && !log.empty()) {
            auto header = nlohmann::ordered_json::parse(log.front(), nullptr, false);
            if (header.is_object()) {
                header["notes"] = notes.toStdString();
                log.front() = header.dump();
            }
        }
        for (const std::string &line : log)
            text += line + '\n';
    }
    return text;
}

std::string Journal::exportCsv(const std::vector<qint64> &sessions) const
{
    std::string text = csvHeader();
    for (qint64 session : sessions)
        text += csvRows(session, lines(session), this->notes(session).toStdString());
    return text;
}

void Journal::removeSession(qint64 session)
{
    requireSession(session);
    const QString doing = JournalText::tr("cannot remove session %1").arg(session);
    const QSqlDatabase db = database(m_connection);
    Transaction transaction(db, m_path, doing);
    run(db, m_path, doing, QStringLiteral("DELETE FROM log_lines WHERE session = ?"), {session});
    run(db, m_path, doing, QStringLiteral("DELETE FROM session_revisions WHERE session = ?"), {session});
    run(db, m_path, doing, QStringLiteral("DELETE FROM sessions WHERE id = ?"), {session});
    run(db, m_path, doing,
        QStringLiteral("DELETE FROM rules WHERE content_hash NOT IN (SELECT content_hash FROM session_revisions)"));
    transaction.commit();
}

} // namespace tw
