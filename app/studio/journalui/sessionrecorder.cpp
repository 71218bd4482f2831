#include "sessionrecorder.h"

#include "journal.h"

#include "engine/game.h"
#include "model/ruleset.h"
#include "play/match.h"
#include "state/gamestate.h"

#include <exception>
#include <vector>

namespace tw {

namespace {

QString whatOf(const std::exception &e)
{
    return QString::fromStdString(e.what());
}

std::vector<int> scoresOf(const GameState &state)
{
    std::vector<int> scores;
    for (int p = 0; p < state.playerCount(); ++p)
        scores.push_back(state.score(p));
    return scores;
}

// Where each player stands: the score, plus while the game runs what the ruleset's
// projected_scores hook says its end would add; the scores alone when the hook fails (its
// failure shows where the rules run, and the journal goes on recording).
std::vector<int> standingsOf(const Game &game, const GameState &state)
{
    std::vector<long long> standing;
    try {
        standings(game, state, game.mayDefine("projected_scores"), standing);
    } catch (const std::exception &) {
        return scoresOf(state);
    }
    return std::vector<int>(standing.begin(), standing.end());
}

} // namespace

SessionRecorder::~SessionRecorder()
{
    leave();
}

QString SessionRecorder::leave()
{
    const qint64 session = m_session;
    Journal *journal = m_sessionJournal;
    m_session = -1;
    m_sessionJournal = nullptr;
    if (!journal || session < 0)
        return QString();
    try {
        if (journal->isOpen())
            journal->abandon(session);
    } catch (const std::exception &e) {
        return whatOf(e);
    }
    return QString();
}

QString SessionRecorder::start(const Game &game, const GameLog &log, const GameState &state)
{
    const Ruleset &rules = game.rules();
    QString error = leave();
    if (!m_journal)
        return error;
    try {
        m_session = m_journal->createSession(log, rules.name, QString::fromStdString(rules.folder));
        m_sessionJournal = m_journal;
        for (std::size_t i = 0; i < log.entries.size(); ++i)
            m_journal->appendLine(m_session, logEntryLine(rules, log.players, log.entries[i], int(i)),
                                  i + 1 == log.entries.size() ? standingsOf(game, state) : std::vector<int>{});
    } catch (const std::exception &e) {
        m_session = -1;
        m_sessionJournal = nullptr;
        return whatOf(e);
    }
    return finishIfOver(log, state);
}

QString SessionRecorder::revise(const Game &game, const GameLog &log, const GameState &state)
{
    const Ruleset &rules = game.rules();
    if (!m_sessionJournal || m_session < 0)
        return QString(); // a game not recorded stays so
    try {
        std::vector<std::string> lines;
        for (std::size_t i = 0; i < log.entries.size(); ++i)
            lines.push_back(logEntryLine(rules, log.players, log.entries[i], int(i)));
        m_sessionJournal->reviseSession(m_session, log, rules.name, lines, QString::fromStdString(rules.folder),
                                        standingsOf(game, state));
    } catch (const std::exception &e) {
        return whatOf(e);
    }
    return finishIfOver(log, state);
}

QString SessionRecorder::append(const Game &game, const GameLog &log, int entry, const GameState &state)
{
    if (!m_sessionJournal || m_session < 0)
        return QString();
    try {
        m_sessionJournal->appendLine(m_session, logEntryLine(game.rules(), log.players, log.entries[entry], entry),
                                     standingsOf(game, state));
    } catch (const std::exception &e) {
        return whatOf(e);
    }
    return QString();
}

QString SessionRecorder::rewind(const Game &game, int entries, const GameState &state)
{
    if (!m_sessionJournal || m_session < 0)
        return QString();
    try {
        m_sessionJournal->truncate(m_session, entries + 1, standingsOf(game, state)); // and the header line
    } catch (const std::exception &e) {
        return whatOf(e);
    }
    return QString();
}

QString SessionRecorder::finishIfOver(const GameLog &log, const GameState &state)
{
    return state.isOver() ? finish(log, state) : QString();
}

QString SessionRecorder::finish(const GameLog &log, const GameState &state)
{
    if (!m_sessionJournal || m_session < 0)
        return QString();
    GameLog closing = log;
    closing.finished = true;
    closing.turns = state.turn();
    closing.stateHash = state.hash();
    closing.scores = scoresOf(state);
    try {
        m_sessionJournal->finish(m_session, closing.scores, logEndLine(closing));
    } catch (const std::exception &e) {
        return whatOf(e);
    }
    return QString();
}

} // namespace tw
