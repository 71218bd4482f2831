#pragma once

#include <QList>
#include <QObject>
#include <QPointer>

class QAction;
class QDockWidget;
class QMainWindow;

namespace tw {

class GameDocument;
class JournalNotes;
class LogDock;
class ScoresDock;
class SupplyDock;
class NotesEditor;

// The playtest docks (Log, Scores, Supply, Notes) of the main window. A dock observes one
// document, so a new document (another ruleset) gets new docks in the same places: the
// window's layout is saved before and restored after. While the curtain is up between two
// people's turns (SeatScreen::curtainUp) every dock's contents are hidden with the board.
class StudioDocks : public QObject
{
    Q_OBJECT

public:
    explicit StudioDocks(QMainWindow *window);

    // The notes the Notes dock edits (those of the document's journal); null: none.
    void setJournalNotes(JournalNotes *notes);
    void setDocument(GameDocument *document);
    LogDock *logDock() const { return m_log; }
    ScoresDock *scoresDock() const { return m_scores; }
    SupplyDock *supplyDock() const { return m_supply; }
    QList<QAction *> toggleActions() const;

signals:
    void viewRequested(int actions);
    void forkRequested(int actions);
    void docksReplaced();

private:
    void removeOld();
    void followCurtain(bool up);

    QMainWindow *m_window;
    LogDock *m_log = nullptr;
    ScoresDock *m_scores = nullptr;
    SupplyDock *m_supply = nullptr;
    QDockWidget *m_notes = nullptr; // the current game's notes in the journal
    NotesEditor *m_notesEditor = nullptr;
    QPointer<JournalNotes> m_journalNotes;
};

} // namespace tw
