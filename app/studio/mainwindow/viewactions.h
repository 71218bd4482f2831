#pragma once

#include <QList>
#include <QObject>

class QAction;
class QMenu;
class QWidget;

namespace tw {

class BoardView;
class PlayController;

// The View menu: zoom in and out, fit the board (which also makes the view follow the
// board as it grows, until the user zooms or pans), and one toggle per dock.
class ViewActions : public QObject
{
    Q_OBJECT

public:
    ViewActions(BoardView *view, PlayController *controller, QWidget *window);

    QAction *zoomInAction() const { return m_zoomIn; }
    QAction *zoomOutAction() const { return m_zoomOut; }
    QAction *fitAction() const { return m_fit; }
    QMenu *docksMenu() const { return m_docks; }
    // The docks' toggle actions, listed in the Docks submenu: the play docks, a
    // separator, then the authoring docks.
    void setDockActions(const QList<QAction *> &play, const QList<QAction *> &authoring);

private:
    BoardView *m_view;
    PlayController *m_controller;
    QAction *m_zoomIn;
    QAction *m_zoomOut;
    QAction *m_fit;
    QMenu *m_docks;
};

} // namespace tw
