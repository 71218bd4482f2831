#pragma once

#include <QObject>

class QAction;
class QUndoGroup;
class QWidget;

namespace tw {

class GameDocument;
class PlayController;
class PlaySession;

// The Game menu: New Game (the dialog), undo and redo of moves (the document's
// QUndoStack, standard shortcuts), "Play Move for Me" (the greedy bot plays the rest of
// the person's turn, one undoable move), "Play to the End" (bots take every seat), and
// turning or flipping the tile in hand (R, F on the board).
class GameActions : public QObject
{
    Q_OBJECT

public:
    GameActions(PlaySession *session, PlayController *controller, QWidget *window);

    QAction *newGameAction() const { return m_newGame; }
    QAction *undoAction() const { return m_undo; }
    QAction *redoAction() const { return m_redo; }
    // Undo and redo with short texts, for the toolbar (the menu's say what they undo).
    QAction *undoToolAction() const { return m_undoTool; }
    QAction *redoToolAction() const { return m_redoTool; }
    QAction *playForMeAction() const { return m_playForMe; }
    QAction *playToEndAction() const { return m_playToEnd; }
    QAction *rotateAction() const { return m_rotate; }
    QAction *flipAction() const { return m_flip; }
    QAction *switchTileAction() const { return m_switchTile; }
    QUndoGroup *undoGroup() const { return m_undoGroup; }

    void setDocument(GameDocument *document);
    // Opens the New Game dialog and starts what it sets up.
    void newGame();
    // The greedy bot plays the rest of the person's turn; false if nobody waits.
    bool playMoveForMe();
    void playToEnd();
    // Milliseconds between bot moves while playing to the end.
    static constexpr int kFastBotDelay = 60;

signals:
    void message(const QString &text);

private:
    void updateEnabled();

    PlaySession *m_session;
    PlayController *m_controller;
    QWidget *m_window;
    GameDocument *m_document = nullptr;
    QUndoGroup *m_undoGroup;
    QAction *m_newGame;
    QAction *m_undo;
    QAction *m_redo;
    QAction *m_undoTool;
    QAction *m_redoTool;
    QAction *m_playForMe;
    QAction *m_playToEnd;
    QAction *m_rotate;
    QAction *m_flip;
    QAction *m_switchTile;
};

} // namespace tw
