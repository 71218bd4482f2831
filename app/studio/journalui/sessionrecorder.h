#pragma once

#include "log/gamelog.h"

#include <QString>

namespace tw {

class Game;
class GameState;
class Journal;

// Writes one studio game after another to the playtest journal, one session per game:
// a new game (or a game continued from another) starts a session and leaves the one
// before abandoned unless it finished; the same game re-played under changed rules (a hot
// reload) stays its session, with a new revision of the rules. Each session keeps the
// rules it was played under (the ruleset's folder), and where each player stands (the
// score, plus what the ruleset's projected_scores hook says the end would add; the final
// scores once it ended), so that a session left unfinished shows how it stood. A game not
// recorded (no journal set when it started) has no session. Every method returns what
// went wrong, or empty.
class SessionRecorder
{
public:
    SessionRecorder() = default;
    // Leaves the session: abandoned unless finished (the studio closed before its end).
    ~SessionRecorder();
    SessionRecorder(const SessionRecorder &) = delete;
    SessionRecorder &operator=(const SessionRecorder &) = delete;

    // The journal games started from now on go to (null: not recorded). It must outlive
    // this recorder or the next start.
    void setJournal(Journal *journal) { m_journal = journal; }
    Journal *journal() const { return m_journal; }
    // The current game's session, or -1.
    qint64 session() const { return m_session; }

    // A new game: `log` holds its entries so far, `state` the state after them.
    QString start(const Game &game, const GameLog &log, const GameState &state);
    // The current game re-played from its start under the rules of `game`.
    QString revise(const Game &game, const GameLog &log, const GameState &state);
    // Entry `entry` of `log` was played, leading to `state`.
    QString append(const Game &game, const GameLog &log, int entry, const GameState &state);
    // The game went back to `state`: the log now has `entries` entries.
    QString rewind(const Game &game, int entries, const GameState &state);
    // The game ended in `state`.
    QString finish(const GameLog &log, const GameState &state);

private:
    QString leave();
    QString finishIfOver(const GameLog &log, const GameState &state);

    Journal *m_journal = nullptr;        // for games started from now on
    Journal *m_sessionJournal = nullptr; // the journal m_session is in
    qint64 m_session = -1;
};

} // namespace tw
