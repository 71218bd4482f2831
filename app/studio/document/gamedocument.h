#pragma once

#include "scriptfailure.h"

#include "engine/game.h"
#include "journalui/sessionrecorder.h"
#include "log/gamelog.h"

#include <QObject>
#include <QString>

#include <memory>
#include <string>
#include <vector>

class QUndoStack;
class QTimer;

namespace tw {

class Journal;
class SeatScreen;
struct PastMove;

// How a game starts: players, parameter values (ruleset order), seed, and per seat
// "human" or a bot spec ("random", "greedy", "mcts", "mcts:300", "mcts:2s"; see makeBot).
struct GameSetup
{
    int players = 2;
    std::vector<std::int64_t> parameters;
    std::uint64_t seed = 0;
    std::vector<std::string> seats;
};

// A playtest in the studio: one game of a ruleset with its whole history. Everything
// that changes the game goes through here; the board, the docks and the banner observe it.
//
// Chance is resolved at once (outcome i depends only on the seed and i, see chanceRng),
// bots move after a short delay, and each human decision is one undoable move that also
// holds the automatic actions following it. With a journal set, the session is written as
// it happens. A failing flow (a Lua error) leaves the game as it was and is reported
// through flowFailed; rules that fail in reload() through reloadFailed.
class GameDocument : public QObject
{
    Q_OBJECT

public:
    // Loads the ruleset's scripts; throws RulesError when they do not load.
    explicit GameDocument(std::shared_ptr<const Ruleset> rules, QObject *parent = nullptr);
    ~GameDocument() override;

    // Starts a new game; false (with the reason) when set-up fails.
    bool start(const GameSetup &setup, QString *error = nullptr);
    // Starts a game that repeats the first `actions` actions of `log` (-1: all), then goes
    // on with the given seats ("continue from here", a saved game). Where a recorded
    // decision does not fit these rules the game stops before it and `stoppedAt` says
    // which turn and why (empty when it all re-played). False when set-up fails.
    bool startFrom(const GameLog &log, int actions, const std::vector<std::string> &seats, QString *error = nullptr,
                   QString *stoppedAt = nullptr);

    // Hot reload: plays the game so far again under `rules` (same seed, same decisions)
    // and goes on from there. Where a recorded decision is no longer legal the re-play
    // stops before it and `stoppedAt` says which turn and why (empty when it all
    // re-played). Parameters keep their values, except that one left at its default takes
    // the new default. False, with the game and rules unchanged, when the new rules fail.
    bool reload(std::shared_ptr<const Ruleset> rules, QString *stoppedAt = nullptr, QString *error = nullptr);

    const Ruleset &rules() const { return m_game->rules(); }
    const std::shared_ptr<const Ruleset> &rulesPtr() const { return m_game->rulesPtr(); }
    // reload() replaces the Game: a reference held is good until the next reload().
    const Game &game() const { return *m_game; }
    bool hasGame() const { return m_state != nullptr; }
    const GameState &state() const { return *m_state; }
    // The game's setup; without a game, that of the last start that failed (none before any).
    const GameSetup &setup() const { return m_setup; }
    // Header and entries so far; entry 0 is the set-up, entry i the i-th action.
    const GameLog &log() const { return m_log; }
    int actionCount() const { return int(m_log.entries.size()) - 1; }
    bool isOver() const { return m_state && m_state->isOver(); }
    bool isHuman(int player) const;
    // The current decision belongs to a human seat (and is not chance).
    bool waitsForHuman() const;
    // Who looks at the screen: whose hidden items the views may show.
    SeatScreen *screen() const { return m_screen; }

    // A human's decision: applies it as one undoable move. False (with why) if illegal
    // or if the flow fails.
    bool play(Action action, QString *why = nullptr);
    // "Play Move for Me": `bot` decides for the person to move until their turn ends
    // (another seat decides, the turn number changes, or the game ends), chance in between;
    // one undoable move. False (with why) if nothing was played.
    bool playTurnFor(const std::string &bot, QString *why = nullptr);
    // One automatic step now: a chance outcome or a bot's decision. False if a human is
    // to decide or the game is over.
    bool stepAutomatic();
    // Every person's seat becomes `bot`, as one undoable move (undo gives the seats back);
    // with autoplay on, the game then runs to its end.
    void handOverToBots(const std::string &bot = "greedy");
    // A bot that thinks long (Bot::thinksLong) is deciding on a worker thread.
    bool isThinking() const { return m_thinking; }
    // Milliseconds between bot moves (0: as fast as events are processed).
    void setBotDelay(int milliseconds);
    // Whether bots and chance advance by themselves (on by default).
    void setAutoPlay(bool on);

    QUndoStack *undoStack() const { return m_undo; }
    // The state after the first `actions` actions (for viewing a past position).
    GameState stateAfter(int actions) const;

    // Writes games (from the next start on) to `journal` as they happen; null stops. A
    // reload() keeps the game's session (see SessionRecorder).
    void setJournal(Journal *journal);
    Journal *journal() const { return m_recorder.journal(); }
    qint64 journalSession() const { return m_recorder.session(); }

    // A query hook (asked by a view, not by play) failed: reported as queryFailed; play
    // goes on.
    void reportQueryError(const std::exception &e);
    // What the ruleset's board_marks hook shows on board `board` (0-based) of `state`:
    // nothing when it has no such hook, or when the hook fails (reported as queryFailed).
    BoardMarks boardMarks(const GameState &state, int board);

signals:
    void started();
    void stateChanged();
    // Log entries from `first` on were added or removed.
    void entriesChanged(int first);
    void gameOver();
    void flowFailed(const tw::ScriptFailure &failure);
    // start() failed: the rules' scripts could not set the game up (start() says so too).
    void startFailed(const tw::ScriptFailure &failure);
    // reload()'s rules did not load or did not re-play the game; the old rules keep it.
    void reloadFailed(const tw::ScriptFailure &failure);
    // reload() took the new rules; started() follows for the game re-played under them.
    void rulesReplaced();
    void queryFailed(const tw::ScriptFailure &failure);
    void journalFailed(const QString &message);

private:
    friend class PlayMove;

    // "Re-played up to turn 11: "draw bend" is no longer legal: ..."
    static QString noLongerLegal(const GameState &state, const Action &action, const std::string &why);
    // Takes over a game; `moves` (in order) become the undo stack. `replayed`: the same
    // game played again under new rules (its journal session goes on).
    bool begin(GameState state, GameLog log, const std::vector<PastMove> &moves = {}, bool replayed = false);
    // Applies an action on a copy and records it; false when the flow fails. Takes the
    // action by value: callers may pass an option of the state this replaces.
    bool applyRecorded(Action action, QString *why);
    // Resolves chance at once and lets bots move (after the delay) until a human decides.
    void advance();
    void scheduleBot();
    // The scheduled bot step: stepAutomatic, except that a bot that thinks long decides on
    // a worker thread (thinkOffThread).
    void stepBot();
    // Asks the current seat's bot on a worker thread, on a copy of the state and with a
    // Game of its own (a flow's Lua state serves one thread at a time). The answer is
    // played only if the game is still where it was asked: an undo, a new game or a reload
    // meanwhile discards it (and the game goes on from where it now is).
    void thinkOffThread();
    // Plays option `pick` of the open automatic decision as stepAutomatic does.
    bool playAutomatic(std::size_t pick);
    // Back to the state after the first `actions` actions (undo).
    void rewindTo(int actions);
    void setSeats(const std::vector<std::string> &seats);
    // Chance and bots move by themselves only at the end of the recorded game: while a move
    // can be redone, its recorded actions are the game's future.
    bool atRecordedEnd() const;
    void journalAppend(int entry);
    void journalRewrite();
    void journalFinish();
    void reportFlowError(const std::exception &e);
    using FailureSignal = void (GameDocument::*)(const ScriptFailure &);
    // Emits `failure` with the error's text, and its file, line and traceback if a RulesError.
    void emitFailure(FailureSignal failure, const std::exception &e);

    std::unique_ptr<Game> m_game;
    std::unique_ptr<GameState> m_state;
    GameSetup m_setup;
    GameLog m_log;
    QUndoStack *m_undo;
    SeatScreen *m_screen;
    class PlayMove *m_openMove = nullptr; // the move automatic actions are added to
    QTimer *m_botTimer;
    bool m_autoPlay = true;
    bool m_thinking = false;
    std::shared_ptr<Game> m_botGame; // the worker thread's Game, for the current rules
    bool m_replaying = false;        // inside undo/redo: record moves, schedule nothing
    SessionRecorder m_recorder;
};

} // namespace tw
