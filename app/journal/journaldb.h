#pragma once

#include "log/gamelog.h"

// The SQLite side of the journal, internal to twjournal: running statements with errors
// turned into JournalError sentences, transactions, and the schema with its migrations.

#include "journal.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QVariantList>

namespace tw::journaldb {

// Throws a JournalError: "<path>: <doing>: <why, in words> (<SQLite's message>)".
[[noreturn]] void fail(const QString &path, const QString &doing, const QSqlError &error);

// Prepares and runs one statement with positional values; throws on failure. The query
// is forward-only, positioned before its first row.
QSqlQuery run(const QSqlDatabase &db, const QString &path, const QString &doing, const QString &sql,
              const QVariantList &values = {});

// The next row of `q`, as QSqlQuery::next(), which returns false at the end and on a read
// error alike: a read error (a damaged page part way through) throws, so that no caller
// takes the rows before it for all of them.
bool nextRow(QSqlQuery &q, const QString &path);

// Sets the connection up (WAL, synchronous writes, foreign keys) and brings the schema to
// Journal::kSchemaVersion, refusing files that are not journals or are newer. With
// `readOnly` nothing is written: an empty file gets the schema in the connection's temp
// database only, and a journal of an older schema returns false (it needs an upgrade
// that only a writable connection can make); true otherwise.
bool prepare(const QSqlDatabase &db, const QString &path, bool readOnly);

// A log header's parameters as the sessions table stores them: a JSON object, id -> value
// as text.
QString parametersText(const GameLog &header);

// Scores per seat as the sessions table stores them: a JSON array, or NULL for none.
QVariant scoresValue(const std::vector<int> &scores);

// A balance run's bots as the balance_runs table stores them: comma-separated, one per
// seat or one for all (Journal::BalanceRun::bots reads them back).
QString botsText(const std::vector<std::string> &bots);

// BEGIN IMMEDIATE ... COMMIT; rolls back when left without commit() (an exception).
class Transaction
{
public:
    Transaction(const QSqlDatabase &db, const QString &path, const QString &doing);
    ~Transaction();
    Transaction(const Transaction &) = delete;
    Transaction &operator=(const Transaction &) = delete;
    void commit();

private:
    QSqlDatabase m_db;
    QString m_path;
    QString m_doing;
    bool m_open = true;
};

} // namespace tw::journaldb
