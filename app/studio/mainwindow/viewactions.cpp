#include "viewactions.h"

#include "play/playcontroller.h"

#include "boardview.h"

#include <QAction>
#include <QMenu>

namespace tw {

namespace {
constexpr qreal kZoomStep = 1.25;
}

ViewActions::ViewActions(BoardView *view, PlayController *controller, QWidget *window)
    : QObject(window)
    , m_view(view)
    , m_controller(controller)
    , m_zoomIn(new QAction(tr("Zoom &In"), this))
    , m_zoomOut(new QAction(tr("Zoom &Out"), this))
    , m_fit(new QAction(tr("&Fit Board"), this))
    , m_docks(new QMenu(tr("&Docks"), window))
{
    m_zoomIn->setShortcut(QKeySequence::ZoomIn);
    m_zoomOut->setShortcut(QKeySequence::ZoomOut);
    m_fit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    m_fit->setStatusTip(tr("Show the whole board, and keep it in view as it grows"));
    connect(m_zoomIn, &QAction::triggered, this, [this] { m_view->zoomBy(kZoomStep); });
    connect(m_zoomOut, &QAction::triggered, this, [this] { m_view->zoomBy(1 / kZoomStep); });
    connect(m_fit, &QAction::triggered, this, [this] { m_controller->setAutoFit(true); });
}

void ViewActions::setDockActions(const QList<QAction *> &play, const QList<QAction *> &authoring)
{
    m_docks->clear();
    m_docks->addActions(play);
    m_docks->addSeparator();
    m_docks->addActions(authoring);
}

} // namespace tw
