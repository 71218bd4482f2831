#pragma once

#include "geometry/grid.h"

#include <QGraphicsView>

namespace tw {

class BoardScene;

// A view of a BoardScene: pan by dragging (left button past the drag distance, or the
// middle button) and with the arrow keys; zoom with the wheel (under the mouse) and the
// +/- keys; fitToBoard() shows the whole board. Keys it does not use (R, F) go to the scene.
class BoardView : public QGraphicsView
{
    Q_OBJECT

public:
    explicit BoardView(QWidget *parent = nullptr);
    explicit BoardView(BoardScene *scene, QWidget *parent = nullptr);

    void setBoardScene(BoardScene *scene);
    BoardScene *boardScene() const { return m_scene; }

    qreal zoom() const { return transform().m11(); }
    // Sets the scale (1 = one scene unit per pixel), clamped to [minZoom, maxZoom].
    void setZoom(qreal zoom);
    void zoomBy(qreal factor);
    void fitToBoard();
    void centerOnCell(Coord cell);

    static constexpr qreal kMinZoom = 0.01;
    static constexpr qreal kMaxZoom = 8.0;

signals:
    void zoomChanged(qreal zoom);

protected:
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    void applyZoom(qreal zoom);
    void scrollBy(QPoint delta);

    BoardScene *m_scene = nullptr;
    QPoint m_pressPos;
    QPoint m_lastPos;
    Qt::MouseButton m_dragButton = Qt::NoButton;
    bool m_panning = false;
};

} // namespace tw
