#pragma once

#include "startoptions.h"

#include <QMainWindow>
#include <QPointer>
#include <QStringList>

#include <memory>
#include <optional>

class QLabel;

namespace tw {

class BalanceWindow;
class BoardView;
class ChoicePanel;
class HandStrip;
class SheetStrip;
class Curtain;
class EditorActions;
class GameActions;
class GameDocument;
class JournalActions;
class MessageBar;
class PlayController;
class PlaySession;
class ReferenceWindow;
class RulesetActions;
class SavedGames;
class StudioDocks;
class TileSetActions;
class TurnBanner;
class ViewActions;
struct GameLog;
struct Ruleset;
struct GameSetup;
struct ScriptFailure;

// The studio's main window: the live board in the middle with the turn banner and the
// choice panel above it (behind a curtain while people sharing the screen pass it on), the Log, Scores and Supply docks, and the menus. The actions
// live in handler classes (GameActions, RulesetActions, ViewActions, JournalActions);
// the window wires them to the PlaySession and keeps the layout in QSettings.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(const StartOptions &options = {}, QWidget *parent = nullptr);
    ~MainWindow() override;

    PlaySession *session() const { return m_session; }
    PlayController *playController() const { return m_controller; }
    BoardView *boardView() const { return m_view; }
    TurnBanner *banner() const { return m_banner; }
    ChoicePanel *choicePanel() const { return m_choices; }
    HandStrip *handStrip() const { return m_hand; }
    SheetStrip *sheetStrip() const { return m_sheets; }
    MessageBar *messageBar() const { return m_messages; }
    StudioDocks *docks() const { return m_docks; }
    GameActions *gameActions() const { return m_gameActions; }
    SavedGames *savedGames() const { return m_savedGames; }
    RulesetActions *rulesetActions() const { return m_rulesetActions; }
    ViewActions *viewActions() const { return m_viewActions; }
    JournalActions *journalActions() const { return m_journalActions; }
    EditorActions *editorActions() const { return m_editorActions; }
    TileSetActions *tileSetActions() const { return m_tileSetActions; }
    ReferenceWindow *referenceWindow() const { return m_reference; } // null until Help opens a page
    // The Balance Lab on the open rules as edited (saved or not), opened on first use.
    BalanceWindow *openBalanceLab();
    GameDocument *document() const;
    // Why the game the command line asked for did not start (its ruleset or saved game
    // could not be opened, or the game could not begin); empty when it started.
    const QString &startError() const { return m_startError; }
    // What of the command line the game that started does not follow (a parameter it does
    // not have, more seats than players ...) and why the journal could not be opened, one
    // line each, as its message bar says.
    const QStringList &startWarnings() const { return m_startWarnings; }

    // Opens a ruleset folder and starts a game: `setup` when given, else seat 1 a person
    // and the others greedy bots, as many players as before. False (shown) on failure.
    bool openRuleset(const QString &folder, const GameSetup *setup = nullptr);
    // Reopens a journal session's log as a replay (its ruleset is opened if needed).
    bool replayLog(const QString &logText);
    // Opens a saved game file and plays on from where it was saved (its ruleset is opened
    // if needed). False (shown) when it cannot.
    bool openGame(const QString &path);

    // Ends the studio as a signal to end asks (a logout, `kill`; see TerminationSignals),
    // with no one to answer a question: keeps unsaved editor text in its recovery file for
    // the next start to offer, keeps the layout, and leaves the event loop (dialogs
    // included) with status 0, as a close would, after which the window's end marks an
    // unfinished game's journal session abandoned.
    void endForTermination();

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createCentral();
    void createMenus();
    void createStatusBar();
    void connectHandlers();
    // Why the journal could not be opened (games are then not recorded), or empty.
    QString openJournal(const QString &path);
    void startFirstGame(const StartOptions &options);
    static QString noSuchParameter(const Ruleset &rules);
    QString showRulesThatDoNotLoad(const QString &folder, const QString &error, const ScriptFailure &scripts);
    // Makes the ruleset of a log's header the open one: the open one or the library's, or
    // where the journal keeps the rules the game was played under and those differ, the
    // kept ones (asking first when the changed ones are there). False (shown) when it
    // cannot be found or opened, or the user keeps the current one.
    bool openRulesetOf(const GameLog &header);
    void onDocumentChanged(GameDocument *document);
    // True unless another folder is to open and the user cancels saving the rules' edits.
    bool mayLeaveRules(const QString &folder);
    void reload();
    void fork(int actions);
    void updateTitle();
    void updateStatus();
    void restoreLayout();
    void saveLayout() const;
    // The rules as the Tile Set dock and the editor have them when they are the open
    // ruleset's with unsaved edits (`edited` true), else those in play.
    std::shared_ptr<const Ruleset> currentRules(bool *edited) const;
    // Gives an open Balance Lab the rules as they stand now (see currentRules), unless it
    // is running: then it gets them when the run has finished.
    void updateBalanceLab();

    PlaySession *m_session;
    BoardView *m_view = nullptr;
    TurnBanner *m_banner = nullptr;
    HandStrip *m_hand = nullptr;
    SheetStrip *m_sheets = nullptr;
    ChoicePanel *m_choices = nullptr;
    Curtain *m_curtain = nullptr;
    MessageBar *m_messages = nullptr;
    PlayController *m_controller = nullptr;
    StudioDocks *m_docks = nullptr;
    GameActions *m_gameActions = nullptr;
    SavedGames *m_savedGames = nullptr;
    RulesetActions *m_rulesetActions = nullptr;
    ViewActions *m_viewActions = nullptr;
    JournalActions *m_journalActions = nullptr;
    EditorActions *m_editorActions = nullptr;
    TileSetActions *m_tileSetActions = nullptr;
    ReferenceWindow *m_reference = nullptr;
    QPointer<BalanceWindow> m_balance;
    QString m_startError;
    // A start whose rules did not load, opened to be fixed: tried again once saved fixed.
    std::optional<StartOptions> m_startToRetry;
    QStringList m_startWarnings;
    QLabel *m_seedLabel = nullptr;
    QLabel *m_journalLabel = nullptr;
};

} // namespace tw
