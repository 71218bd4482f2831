#pragma once

#include "log/gamelog.h"
#include "play/sweeptable.h"
#include "rulesfiles.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace tw {

// Any failure of the journal: a database that cannot be opened, is locked by another
// program, is damaged, is not a Tilewright journal or is not writable, or an unknown
// session. what() is a sentence for the user that names the file.
class JournalError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

// One session as listed (its log lines are read with Journal::logText).
struct JournalSession
{
    qint64 id = 0;
    QString rulesetId;
    QString rulesetName;
    QString contentHash; // 16 hex digits, as in the log header
    QString parameters;  // JSON object text: parameter id -> value as text
    std::uint64_t seed = 0;
    int players = 0;
    QStringList seats; // per seat, "human" or a bot name
    QDateTime started; // UTC
    QDateTime ended;   // UTC; invalid while the game is not finished
    QList<int> scores; // per seat, as the game stands (final once finished); empty when not told
    bool finished = false;
    QString notes;
    int turns = 0;          // the turn reached (the game's last turn once finished)
    bool abandoned = false; // see Journal::abandon
    int revisions = 1;      // how many rules it was played under (see Journal::reviseSession)

    enum class State { InProgress, Finished, Abandoned };
    State state() const { return finished ? State::Finished : abandoned ? State::Abandoned : State::InProgress; }
};

// One of the rules a session was played under: revision 1 from its start, then one per
// re-play under changed rules.
struct JournalRevision
{
    int revision = 1;
    QString contentHash;    // 16 hex digits
    QDateTime live;         // UTC: when the game began to be played under these rules
    bool rulesKept = false; // the journal holds these rules' files (see Journal::rules)
};

// A balance sweep the journal keeps (see Journal::addBalanceRun), as listed.
struct BalanceRun
{
    qint64 id = 0;
    QString rulesetId;
    QString contentHash; // of the base rules the sweep varied
    QDateTime created;   // UTC
    QString variable;    // SweepTable::variable
    QString kind;        // "sweep" (of a tile count or parameter) or "comparison" (of two rule versions)
    QString experiment;  // SweepTable::experiment; empty for a run whose table does not read
    QStringList bots;    // SweepTable::bots: one per seat, or one for all
    int players = 0;
    int games = 0; // per point
    int points = 0;
};

// The playtest journal: every game played in the studio, as a session of an SQLite
// database. A session holds the log's header fields for listing and filtering, the log
// itself one row per JSON line (docs/log-format.md), the scores it stands at (final once
// the game ended), and free-text notes. It also keeps the rules each session was played
// under: the files of the ruleset folder (readRulesFolder), compressed, once per content
// hash, so that a session replays under them after its folder changed or was deleted. The
// content hash covers ruleset.yaml and the scripts only: when just other files (art, a
// README) changed, the copy stored first stands for both.
//
// Durability: every call that writes is one committed transaction (WAL mode,
// synchronous=FULL), so a game's lines appended so far survive a crash or kill of the
// program that writes them.
//
// Threads: a Journal uses its own database connection, named per instance, so several
// may coexist (in one thread or one per thread); one instance is used only from the
// thread that opened it. Several programs may open the same file: readers never wait,
// a writer waits up to a few seconds for another writer before reporting it locked.
//
// Every method except the constructor, destructor, isOpen and path throws JournalError.
class Journal
{
public:
    // The schema this build writes; PRAGMA user_version of the file.
    static constexpr int kSchemaVersion = 5;

    enum class Access {
        ReadWrite,
        // Nothing is written to the file: an empty file reads as a journal without sessions
        // and stays empty. A journal of an older schema is upgraded first (which writes).
        ReadOnly,
    };

    Journal();
    ~Journal();
    Journal(const Journal &) = delete;
    Journal &operator=(const Journal &) = delete;

    // <data folder>/journal.sqlite, from QStandardPaths::AppDataLocation (the
    // organization and application names "Tilewright" must be set first).
    static QString defaultPath();

    // Opens the database at `path`, creating the file, its folder and the schema when
    // missing (closes any database opened before). Refuses a file that is not SQLite, an
    // SQLite database of another program, or one written by a newer schema. With
    // Access::ReadOnly the file must exist and every method that writes fails.
    void open(const QString &path, Access access = Access::ReadWrite);
    void close();
    bool isOpen() const;
    QString path() const { return m_path; }

    // Starts a session for a game: the header fields of `header` (entries are ignored)
    // and its header line, stored as line 0, stamped with the current UTC time. With
    // `rulesFolder`, the rules it is played under are kept (read from that folder unless
    // the journal holds rules of the header's content hash already).
    qint64 createSession(const GameLog &header, const std::string &rulesetName, const QString &rulesFolder = QString());
    // The session's game was played again from its start under other rules (a hot reload):
    // its header fields become those of `header`, its log the header line and
    // `entryLines`, it is reopened (not finished, not abandoned), and when the content hash
    // changed a new revision begins (rules kept from `rulesFolder` as createSession does).
    // One session stays one game however often its rules change. `scores`: where the game
    // stands now, per seat.
    void reviseSession(qint64 session, const GameLog &header, const std::string &rulesetName,
                       const std::vector<std::string> &entryLines, const QString &rulesFolder = QString(),
                       const std::vector<int> &scores = {});
    // Appends the next log line (an entry from logEntryLine, without the newline), and
    // with `scores` (per seat) notes where the game stands after it, so that a session
    // left unfinished shows them. Refuses text with a line break and a session that is
    // finished.
    void appendLine(qint64 session, const std::string &line, const std::vector<int> &scores = {});
    // Ends a session: the closing line (logEndLine), the final scores and the end time.
    void finish(qint64 session, const std::vector<int> &scores, const std::string &closingLine);

    // Keeps the first `keepLines` lines (the header is line 0) and reopens the session:
    // an undo in the studio takes the recorded game back with it, to `scores` (per seat).
    void truncate(qint64 session, int keepLines, const std::vector<int> &scores = {});
    // The session's game was left before its end: replaced by another game (a new game,
    // another ruleset) or its studio closed. A finished session is left as it is.
    void abandon(qint64 session);
    void setNotes(qint64 session, const QString &notes);
    QString notes(qint64 session) const;

    // All sessions, oldest first; only those of one ruleset id when `rulesetId` is not empty.
    std::vector<JournalSession> sessions(const QString &rulesetId = QString()) const;
    JournalSession session(qint64 session) const;
    bool contains(qint64 session) const;

    // The session's log as JSON Lines text, each line ending in '\n': what parseLog reads.
    std::string logText(qint64 session) const;
    // The logs of `sessions`, in the order given, back to back: each begins with its
    // header line, so a reader splits the text there. A session's notes, when it has
    // some, are the header line's "notes" field (docs/log-format.md).
    std::string exportJsonl(const std::vector<qint64> &sessions) const;
    // One CSV row per event of the sessions (RFC 4180: CRLF, fields quoted when needed);
    // see journalexport.h for the columns.
    std::string exportCsv(const std::vector<qint64> &sessions) const;

    // Removes the session and the rules no other session was played under.
    void removeSession(qint64 session);

    // The rules the session was played under, oldest first (never empty).
    std::vector<JournalRevision> revisions(qint64 session) const;
    bool hasRules(const QString &contentHash) const;
    // The files of the rules of `contentHash`; throws when the journal does not hold them.
    RulesFiles rules(const QString &contentHash) const;
    // The rules of the session's latest revision (those its log was played under); throws
    // when they are not kept (a session recorded before the journal kept rules).
    RulesFiles sessionRules(qint64 session) const;
    // What changed from the rules of session `a` to those of session `b` (rulesdiff.h);
    // empty when nothing did.
    QString rulesDiff(qint64 a, qint64 b) const;

    // Keeps a finished balance sweep (the Balance Lab's memory), stamped with the current
    // UTC time; returns its id.
    qint64 addBalanceRun(const SweepTable &table);
    // The sweeps kept, newest first; only those of one ruleset id when `rulesetId` is not empty.
    std::vector<BalanceRun> balanceRuns(const QString &rulesetId = QString()) const;
    // A kept sweep's table; throws for an unknown id or a table that does not read.
    SweepTable balanceRun(qint64 id) const;
    void removeBalanceRun(qint64 id);

private:
    void requireOpen() const;
    void requireSession(qint64 session) const;
    // The files of `folder` packed (packRules), or empty when `folder` is empty or the
    // journal holds the rules of `contentHash` already. Read before a transaction begins.
    QByteArray packedRulesOf(const QString &contentHash, const QString &folder) const;
    // Within a transaction: stores `packed` (when not empty) as the rules of `contentHash`.
    void insertRules(const QString &contentHash, const QByteArray &packed, const QString &doing);
    // Within a transaction: the session's turns from its log lines as stored now.
    void recountTurns(qint64 session, const QString &doing);
    std::vector<std::string> lines(qint64 session) const;

    QString m_connection; // this instance's QSqlDatabase connection name
    QString m_path;
};

} // namespace tw
