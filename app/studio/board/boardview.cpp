#include "boardview.h"

#include "boardscene.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QScrollBar>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace tw {

BoardView::BoardView(QWidget *parent)
    : QGraphicsView(parent)
{
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform | QPainter::TextAntialiasing);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setResizeAnchor(QGraphicsView::AnchorViewCenter);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setDragMode(QGraphicsView::NoDrag);
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    // Panning is by dragging and keys; the scroll bars only take room.
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
}

BoardView::BoardView(BoardScene *scene, QWidget *parent)
    : BoardView(parent)
{
    setBoardScene(scene);
}

void BoardView::setBoardScene(BoardScene *scene)
{
    m_scene = scene;
    setScene(scene);
}

void BoardView::applyZoom(qreal z)
{
    z = std::clamp(z, kMinZoom, kMaxZoom);
    if (qFuzzyCompare(z, zoom()))
        return;
    const qreal factor = z / zoom();
    scale(factor, factor);
    emit zoomChanged(zoom());
}

void BoardView::setZoom(qreal z)
{
    const ViewportAnchor anchor = transformationAnchor();
    setTransformationAnchor(QGraphicsView::AnchorViewCenter);
    applyZoom(z);
    setTransformationAnchor(anchor);
}

void BoardView::zoomBy(qreal factor)
{
    setZoom(zoom() * factor);
}

void BoardView::fitToBoard()
{
    if (!m_scene)
        return;
    const qreal m = m_scene->cellSize() / 2;
    fitInView(m_scene->boardRect().adjusted(-m, -m, m, m), Qt::KeepAspectRatio);
    // fitInView may go past the limits; bring the scale back inside them.
    const qreal z = zoom();
    if (z < kMinZoom || z > kMaxZoom) {
        const qreal clamped = std::clamp(z, kMinZoom, kMaxZoom);
        scale(clamped / z, clamped / z);
    }
    emit zoomChanged(zoom());
}

void BoardView::centerOnCell(Coord cell)
{
    if (m_scene)
        centerOn(m_scene->cellCenter(cell));
}

void BoardView::scrollBy(QPoint delta)
{
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() + delta.x());
    verticalScrollBar()->setValue(verticalScrollBar()->value() + delta.y());
}

void BoardView::wheelEvent(QWheelEvent *event)
{
    const int delta = event->angleDelta().y();
    if (delta == 0) {
        QGraphicsView::wheelEvent(event);
        return;
    }
    applyZoom(zoom() * std::pow(1.0015, delta)); // one notch (120) is about x1.2
    event->accept();
}

void BoardView::keyPressEvent(QKeyEvent *event)
{
    const int stepX = std::max(8, viewport()->width() / 8);
    const int stepY = std::max(8, viewport()->height() / 8);
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoomBy(1.25);
        break;
    case Qt::Key_Minus:
        zoomBy(1 / 1.25);
        break;
    case Qt::Key_Left:
        scrollBy({-stepX, 0});
        break;
    case Qt::Key_Right:
        scrollBy({stepX, 0});
        break;
    case Qt::Key_Up:
        scrollBy({0, -stepY});
        break;
    case Qt::Key_Down:
        scrollBy({0, stepY});
        break;
    default:
        QGraphicsView::keyPressEvent(event);
        return;
    }
    event->accept();
}

// Dragging pans. A left press goes to the scene at once (it chooses on release); once the
// mouse moves past the drag distance the gesture becomes a pan and the release is kept
// from the scene, so a drag never places a tile.
void BoardView::mousePressEvent(QMouseEvent *event)
{
    m_pressPos = m_lastPos = event->position().toPoint();
    m_panning = false;
    m_dragButton = event->button() == Qt::LeftButton || event->button() == Qt::MiddleButton ? event->button() : Qt::NoButton;
    if (event->button() == Qt::MiddleButton) {
        m_panning = true;
        viewport()->setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    QGraphicsView::mousePressEvent(event);
}

void BoardView::mouseMoveEvent(QMouseEvent *event)
{
    const QPoint pos = event->position().toPoint();
    if (m_dragButton != Qt::NoButton && (event->buttons() & m_dragButton)) {
        if (!m_panning && (pos - m_pressPos).manhattanLength() >= QApplication::startDragDistance()) {
            m_panning = true;
            viewport()->setCursor(Qt::ClosedHandCursor);
        }
        if (m_panning) {
            scrollBy(m_lastPos - pos);
            m_lastPos = pos;
            event->accept();
            return;
        }
    }
    m_lastPos = pos;
    QGraphicsView::mouseMoveEvent(event);
}

void BoardView::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() == m_dragButton) {
        m_dragButton = Qt::NoButton;
        if (m_panning) {
            m_panning = false;
            viewport()->unsetCursor();
            event->accept();
            return;
        }
    }
    QGraphicsView::mouseReleaseEvent(event);
}

} // namespace tw
