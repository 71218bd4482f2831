#pragma once

#include "state/event.h"

#include <QDockWidget>

#include <functional>

class QComboBox;
class QLabel;
class QMenu;
class QPushButton;
class QTreeView;

namespace tw {

class GameDocument;
class LogFilterModel;
class LogModel;

// The event log of the game being played: every event in order, filterable by player and
// kind. While live it follows the newest event. Selecting an event asks for the board as
// it was after that event's action (viewRequested(actions)); step back / forward move the
// selection one action at a time; "Live" returns to the current position and "Continue
// from here" asks for a new game forked at the viewed position.
// The document must outlive the dock.
class LogDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit LogDock(GameDocument *document, QWidget *parent = nullptr);

    LogModel *logModel() const { return m_model; }
    LogFilterModel *filterModel() const { return m_filter; }
    QTreeView *view() const { return m_view; }
    // Under the log: the whole description of the selected event, or the newest shown.
    QLabel *detail() const { return m_detail; }

    // -1 shows every player.
    void setPlayerFilter(int player);
    void setKindShown(EventKind kind, bool shown);
    // The actions of the position being viewed, -1 while live.
    int viewedActions() const { return m_viewed; }

public slots:
    void stepBack();
    void stepForward();
    void goLive();
    void continueFromHere();

signals:
    // Show the position after `actions` actions (read-only); -1: the live position.
    void viewRequested(int actions);
    // Start a new game that repeats the first `actions` actions.
    void forkRequested(int actions);

private:
    void fitColumns();
    // While live, scrolls to the newest entry once the view has laid out its rows (a new
    // game's set-up may fill more than the view).
    void showNewest();
    QWidget *makeFilterBar();
    QWidget *makeButtonBar();
    // As the Events menu opens: it lists the kinds of event this game has had (and any
    // hidden), not every kind the engine knows.
    void listKindsOfThisGame();
    void fillPlayers();
    void refilter(const std::function<void()> &change);
    void onCurrentChanged();
    void onRowsInserted();
    void onRowsRemoved();
    // Selects the first shown row of `entry`'s action; false if it shows none.
    bool selectEntry(int entry);
    // The first filtered row whose entry is >= `entry` (rowCount if none).
    int lowerRow(int entry) const;
    int entryAt(int row) const;
    void setViewed(int actions);
    void updateControls();
    // Shows the description of the current row whole, or the newest shown row's if none.
    void updateDetail();

    GameDocument *m_document;
    LogModel *m_model;
    LogFilterModel *m_filter;
    QTreeView *m_view;
    QComboBox *m_players;
    QPushButton *m_kinds; // its menu chooses the kinds of event shown
    QMenu *m_kindMenu;
    QPushButton *m_back;
    QPushButton *m_forward;
    QPushButton *m_live;
    QPushButton *m_fork;
    QLabel *m_detail;
    QLabel *m_position;
    int m_viewed = -1;
    bool m_selecting = false; // the dock itself moves the selection
};

} // namespace tw
