// Journal: the Balance Lab's memory, the sweeps it ran.
#include "journal.h"

#include "journaldb.h"
#include "journaltext.h"

namespace tw {

using journaldb::nextRow;
using journaldb::run;

namespace {

QSqlDatabase database(const QString &connection)
{
    return QSqlDatabase::database(connection, false);
}

} // namespace

qint64 Journal::addBalanceRun(const SweepTable &table)
{
    requireOpen();
    const QSqlQuery q = run(
        database(m_connection), m_path, JournalText::tr("cannot keep the balance run"),
        QStringLiteral("INSERT INTO balance_runs (ruleset_id, content_hash, created, variable, kind, experiment, "
                       "bots, players, games, points, sweep) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
        {QString::fromStdString(table.ruleset), QString::fromStdString(table.rules),
         QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs), QString::fromStdString(table.variable),
         table.isComparison() ? QStringLiteral("comparison") : QStringLiteral("sweep"),
         QString::fromStdString(table.experiment()), journaldb::botsText(table.bots), table.players, table.games,
         int(table.labels.size()), QString::fromStdString(sweepJson(table))});
    return q.lastInsertId().toLongLong();
}

std::vector<BalanceRun> Journal::balanceRuns(const QString &rulesetId) const
{
    requireOpen();
    const QString columns = QStringLiteral(
        "SELECT id, ruleset_id, content_hash, created, variable, kind, experiment, bots, players, games, points "
        "FROM balance_runs");
    QSqlQuery q = rulesetId.isEmpty()
        ? run(database(m_connection), m_path, JournalText::tr("cannot read the balance runs"),
              columns + QStringLiteral(" ORDER BY id DESC"))
        : run(database(m_connection), m_path, JournalText::tr("cannot read the balance runs"),
              columns + QStringLiteral(" WHERE ruleset_id = ? ORDER BY id DESC"), {rulesetId});
    std::vector<BalanceRun> runs;
    while (nextRow(q, m_path)) {
        BalanceRun r;
        r.id = q.value(0).toLongLong();
        r.rulesetId = q.value(1).toString();
        r.contentHash = q.value(2).toString();
        r.created = QDateTime::fromString(q.value(3).toString(), Qt::ISODateWithMs);
        r.variable = q.value(4).toString();
        r.kind = q.value(5).toString();
        r.experiment = q.value(6).toString();
        r.bots = q.value(7).toString().split(QLatin1Char(','), Qt::SkipEmptyParts);
        r.players = q.value(8).toInt();
        r.games = q.value(9).toInt();
        r.points = q.value(10).toInt();
        runs.push_back(std::move(r));
    }
    return runs;
}

SweepTable Journal::balanceRun(qint64 id) const
{
    requireOpen();
    QSqlQuery q = run(database(m_connection), m_path, JournalText::tr("cannot read the balance run"),
                      QStringLiteral("SELECT sweep FROM balance_runs WHERE id = ?"), {id});
    if (!nextRow(q, m_path))
        throw JournalError(JournalText::tr("%1: no balance run %2").arg(m_path).arg(id).toStdString());
    SweepTable table;
    std::string why;
    if (!parseSweepJson(q.value(0).toString().toStdString(), table, &why))
        throw JournalError(
            JournalText::tr("%1: balance run %2 does not read: %3").arg(m_path).arg(id).arg(QString::fromStdString(why)).toStdString());
    return table;
}

void Journal::removeBalanceRun(qint64 id)
{
    requireOpen();
    run(database(m_connection), m_path, JournalText::tr("cannot remove the balance run"),
        QStringLiteral("DELETE FROM balance_runs WHERE id = ?"), {id});
}

} // namespace tw
