// Journal: the rules each session was played under (its revisions and the rules store).
#include "journal.h"

#include "journaldb.h"
#include "journaltext.h"
#include "logturns.h"
#include "rulesdiff.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace tw {

using journaldb::nextRow;
using journaldb::parametersText;
using journaldb::run;
using journaldb::scoresValue;
using journaldb::Transaction;

namespace {

QSqlDatabase database(const QString &connection)
{
    return QSqlDatabase::database(connection, false);
}

QString nowText()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
}

} // namespace

QByteArray Journal::packedRulesOf(const QString &contentHash, const QString &folder) const
{
    if (folder.isEmpty() || hasRules(contentHash))
        return QByteArray();
    return packRules(readRulesFolder(folder));
}

void Journal::insertRules(const QString &contentHash, const QByteArray &packed, const QString &doing)
{
    if (packed.isEmpty())
        return;
    run(database(m_connection), m_path, doing,
        QStringLiteral("INSERT OR IGNORE INTO rules (content_hash, files, stored) VALUES (?, ?, ?)"),
        {contentHash, packed, nowText()});
}

void Journal::recountTurns(qint64 session, const QString &doing)
{
    const QSqlDatabase db = database(m_connection);
    QSqlQuery q = run(db, m_path, doing, QStringLiteral("SELECT text FROM log_lines WHERE session = ?"), {session});
    int turns = 0;
    while (nextRow(q, m_path))
        turns = std::max(turns, turnOfLogLine(q.value(0).toString().toStdString()));
    q.finish();
    run(db, m_path, doing, QStringLiteral("UPDATE sessions SET turns = ? WHERE id = ?"), {turns, session});
}

void Journal::reviseSession(qint64 session, const GameLog &header, const std::string &rulesetName,
                            const std::vector<std::string> &entryLines, const QString &rulesFolder,
                            const std::vector<int> &scores)
{
    const QString doing = JournalText::tr("cannot record the re-played game of session %1").arg(session);
    for (const std::string &line : entryLines)
        if (line.find_first_of("\r\n") != std::string::npos)
            throw JournalError(
                JournalText::tr("session %1: a log line must not contain a line break").arg(session).toStdString());
    requireSession(session);
    const QString hash = QString::fromStdString(hashText(header.contentHash));
    const QByteArray packed = packedRulesOf(hash, rulesFolder);

    const QSqlDatabase db = database(m_connection);
    Transaction transaction(db, m_path, doing);
    run(db, m_path, doing,
        QStringLiteral("UPDATE sessions SET ruleset_id = ?, ruleset_name = ?, content_hash = ?, parameters = ?, "
                       "seed = ?, players = ?, seats = ?, finished = 0, abandoned = 0, ended = NULL, scores = ?, "
                       "turns = 0 WHERE id = ?"),
        {QString::fromStdString(header.rulesetId), QString::fromStdString(rulesetName), hash, parametersText(header),
         QString::number(header.seed), header.players,
         QString::fromStdString(nlohmann::ordered_json(header.seats).dump()), scoresValue(scores), session});
    run(db, m_path, doing, QStringLiteral("DELETE FROM log_lines WHERE session = ?"), {session});
    run(db, m_path, doing, QStringLiteral("INSERT INTO log_lines (session, line, text) VALUES (?, 0, ?)"),
        {session, QString::fromStdString(logHeaderLine(header, rulesetName))});
    for (std::size_t i = 0; i < entryLines.size(); ++i)
        run(db, m_path, doing, QStringLiteral("INSERT INTO log_lines (session, line, text) VALUES (?, ?, ?)"),
            {session, qint64(i + 1), QString::fromStdString(entryLines[i])});

    QSqlQuery last = run(db, m_path, doing,
                         QStringLiteral("SELECT revision, content_hash FROM session_revisions WHERE session = ? "
                                        "ORDER BY revision DESC LIMIT 1"),
                         {session});
    const bool any = nextRow(last, m_path);
    const int revision = any ? last.value(0).toInt() : 0;
    const QString lastHash = any ? last.value(1).toString() : QString();
    last.finish();
    if (lastHash != hash)
        run(db, m_path, doing,
            QStringLiteral("INSERT INTO session_revisions (session, revision, content_hash, live) VALUES (?, ?, ?, ?)"),
            {session, revision + 1, hash, nowText()});
    insertRules(hash, packed, doing);
    recountTurns(session, doing);
    transaction.commit();
}

std::vector<JournalRevision> Journal::revisions(qint64 session) const
{
    requireSession(session);
    QSqlQuery q = run(database(m_connection), m_path, JournalText::tr("cannot read session %1").arg(session),
                      QStringLiteral("SELECT r.revision, r.content_hash, r.live, "
                                     "EXISTS (SELECT 1 FROM rules k WHERE k.content_hash = r.content_hash) "
                                     "FROM session_revisions r WHERE r.session = ? ORDER BY r.revision"),
                      {session});
    std::vector<JournalRevision> result;
    while (nextRow(q, m_path)) {
        JournalRevision r;
        r.revision = q.value(0).toInt();
        r.contentHash = q.value(1).toString();
        r.live = QDateTime::fromString(q.value(2).toString(), Qt::ISODate);
        r.live.setTimeSpec(Qt::UTC);
        r.rulesKept = q.value(3).toBool();
        result.push_back(r);
    }
    return result;
}

bool Journal::hasRules(const QString &contentHash) const
{
    requireOpen();
    QSqlQuery q = run(database(m_connection), m_path, JournalText::tr("cannot read the kept rules"),
                      QStringLiteral("SELECT 1 FROM rules WHERE content_hash = ?"), {contentHash});
    return nextRow(q, m_path);
}

RulesFiles Journal::rules(const QString &contentHash) const
{
    requireOpen();
    QSqlQuery q = run(database(m_connection), m_path, JournalText::tr("cannot read the kept rules"),
                      QStringLiteral("SELECT files FROM rules WHERE content_hash = ?"), {contentHash});
    if (!nextRow(q, m_path))
        throw JournalError(
            JournalText::tr("%1: the journal holds no rules of content hash %2").arg(m_path, contentHash).toStdString());
    try {
        return unpackRules(q.value(0).toByteArray());
    } catch (const JournalError &e) {
        throw JournalError((m_path + QStringLiteral(": ")).toStdString() + e.what());
    }
}

RulesFiles Journal::sessionRules(qint64 session) const
{
    const JournalSession s = this->session(session);
    if (!hasRules(s.contentHash))
        throw JournalError(JournalText::tr("session %1 was recorded before the journal kept the rules of its games, so "
                                           "its rules are not in the journal")
                               .arg(session)
                               .toStdString());
    return rules(s.contentHash);
}

QString Journal::rulesDiff(qint64 a, qint64 b) const
{
    const JournalSession first = session(a);
    const JournalSession second = session(b);
    const QString nameA = JournalText::tr("session %1 (rules %2)").arg(a).arg(first.contentHash);
    const QString nameB = JournalText::tr("session %1 (rules %2)").arg(b).arg(second.contentHash);
    return tw::rulesDiff(sessionRules(a), sessionRules(b), nameA, nameB);
}

} // namespace tw
