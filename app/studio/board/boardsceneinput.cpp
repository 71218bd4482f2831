// BoardScene: placing the tile in hand, and the mouse and keys.
#include "boardscene.h"

#include "boarditems.h"
#include "placementreason.h"
#include "tilerenderer.h"

#include <QCursor>
#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>
#include <QToolTip>

#include <algorithm>

namespace tw {

void BoardScene::setPlacement(int tileType, const std::vector<Placement> &legal, PlaceRule rule)
{
    const bool sameTile = tileType == m_tile;
    if (std::find(m_offered.begin(), m_offered.end(), tileType) == m_offered.end()) {
        m_offered = {tileType}; // shown directly, not from a decision
        m_offeredPlacements.clear();
    }
    m_tile = tileType;
    m_rule = rule;
    m_legal.clear();
    for (const Placement &p : legal) {
        auto &list = m_legal[p.at];
        if (std::find(list.begin(), list.end(), p.orientation) == list.end())
            list.push_back(p.orientation);
    }
    for (auto &entry : m_legal)
        std::sort(entry.second.begin(), entry.second.end());
    const int count = int(m_rules->tiles[tileType].orientations.size());
    if (!sameTile || m_orientation >= count)
        m_orientation = legal.empty() ? 0 : legal.front().orientation;
    m_reportedOrientation = -1;
    updateSpots();
    updateGhost(true);
    updateSceneRect();
    if (m_rules->grid.bounded())
        update(); // the background marks the line to cover
}

void BoardScene::clearPlacement()
{
    m_tile = -1;
    m_offered.clear();
    m_offeredPlacements.clear();
    m_legal.clear();
    m_anchored = false;
    m_reportedOrientation = -1;
    m_ghost->setTile(-1, 0, true);
    m_ghost->hide();
    m_spots->setSpots({}, {});
    if (m_rules->grid.bounded())
        update();
}

bool BoardScene::isLegal(Coord anchor, int orientation) const
{
    const auto it = m_legal.find(anchor);
    return it != m_legal.end() && std::binary_search(it->second.begin(), it->second.end(), orientation);
}

QString BoardScene::reasonAt(Coord anchor, int orientation) const
{
    if (m_tile < 0)
        return tr("No tile to place");
    const bool offered = isLegal(anchor, orientation);
    QString reason = placementReason(m_board, *m_rules, m_tile, {anchor, orientation}, m_rule, offered);
    if (!reason.isEmpty() && m_legal.count(anchor))
        reason += tr(" (it fits turned: press R)");
    return reason;
}

void BoardScene::updateSpots()
{
    std::vector<QPolygonF> any, current;
    for (const auto &[anchor, orientations] : m_legal) {
        QPolygonF cell = m_renderer->cellPolygon(anchor, m_cellSize);
        if (std::binary_search(orientations.begin(), orientations.end(), m_orientation))
            current.push_back(std::move(cell));
        else
            any.push_back(std::move(cell));
    }
    m_spots->setSpots(std::move(any), std::move(current));
}

// Places the ghost at the current anchor and orientation; sends spotHovered when the spot
// or orientation changed (or always with `notify`).
void BoardScene::updateGhost(bool notify)
{
    if (m_tile < 0 || !m_anchored) {
        m_ghost->hide();
        return;
    }
    const bool legal = isLegal(m_anchor, m_orientation);
    const QString reason = legal ? QString() : reasonAt(m_anchor, m_orientation);
    m_ghost->setTile(m_tile, m_orientation, legal, m_rule.paint);
    m_ghost->setPos(cellCenter(m_anchor));
    if (QToolTip::isVisible() && QToolTip::text() == m_ghost->toolTip() && reason != m_ghost->toolTip()) {
        // The tooltip on show is the ghost's: it says why the tile does not fit as turned now.
        if (reason.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(QCursor::pos(), reason);
    }
    m_ghost->setToolTip(reason);
    // Over a placed tile the ghost would hide the feature outline.
    m_ghost->setVisible(!m_board.occupied(m_anchor));
    if (notify || m_anchor != m_reportedAnchor || m_orientation != m_reportedOrientation) {
        m_reportedAnchor = m_anchor;
        m_reportedOrientation = m_orientation;
        emit spotHovered(m_anchor, m_orientation, legal, reason);
    }
}

void BoardScene::moveGhostTo(Coord anchor)
{
    m_anchor = anchor;
    m_anchored = true;
    updateGhost(false);
}

void BoardScene::setGhostOrientation(int orientation)
{
    if (m_tile < 0 || orientation < 0 || orientation >= int(m_rules->tiles[m_tile].orientations.size()))
        return;
    if (orientation == m_orientation)
        return;
    m_orientation = orientation;
    updateSpots();
    updateGhost(false);
    emit ghostOrientationChanged(orientation);
}

int BoardScene::orientationIndex(int face, bool mirrored, int rotation) const
{
    const auto &list = m_rules->tiles[m_tile].orientations;
    for (std::size_t i = 0; i < list.size(); ++i)
        if (list[i].face == face && list[i].mirrored == mirrored && list[i].rotation == rotation)
            return int(i);
    return -1;
}

void BoardScene::rotateGhost()
{
    if (m_tile < 0)
        return;
    const Orientation &now = m_rules->tiles[m_tile].orientations[m_orientation];
    const int n = m_rules->grid.directionCount();
    int next = -1;
    for (int k = 1; k < n && next < 0 && m_anchored; ++k) {
        const int i = orientationIndex(now.face, now.mirrored, (now.rotation + k) % n);
        if (i >= 0 && isLegal(m_anchor, i))
            next = i;
    }
    if (next < 0)
        next = orientationIndex(now.face, now.mirrored, (now.rotation + 1) % n);
    setGhostOrientation(next);
}

void BoardScene::flipGhost()
{
    if (m_tile < 0)
        return;
    // The sides of the tile in orientation order: (face, mirrored) pairs.
    std::vector<std::pair<int, bool>> sides;
    for (const Orientation &o : m_rules->tiles[m_tile].orientations)
        if (std::find(sides.begin(), sides.end(), std::pair(o.face, o.mirrored)) == sides.end())
            sides.push_back({o.face, o.mirrored});
    if (sides.size() < 2)
        return;
    const Orientation &now = m_rules->tiles[m_tile].orientations[m_orientation];
    const auto at = std::find(sides.begin(), sides.end(), std::pair(now.face, now.mirrored));
    const auto [face, mirrored] = sides[(at - sides.begin() + 1) % sides.size()];
    int next = orientationIndex(face, mirrored, now.rotation);
    // Keep the turn if it fits here; otherwise take a turn of the new side that does.
    const int n = m_rules->grid.directionCount();
    for (int k = 1; k < n && m_anchored && !isLegal(m_anchor, next); ++k) {
        const int i = orientationIndex(face, mirrored, (now.rotation + k) % n);
        if (i >= 0 && isLegal(m_anchor, i)) {
            next = i;
            break;
        }
    }
    setGhostOrientation(next);
}

// --- mouse and keys ------------------------------------------------------------------

void BoardScene::mouseMoveEvent(QGraphicsSceneMouseEvent *event)
{
    QGraphicsScene::mouseMoveEvent(event);
    const QPointF pos = event->scenePos();
    hoverSegment(m_renderer->segmentAt(m_board, pos, m_cellSize));
    if (m_tile >= 0)
        moveGhostTo(cellAt(pos));
}

void BoardScene::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    QGraphicsScene::mousePressEvent(event);
    if (event->button() == Qt::RightButton && m_tile >= 0) {
        moveGhostTo(cellAt(event->scenePos()));
        rotateGhost();
        event->accept();
    } else if (event->button() == Qt::LeftButton && (m_tile >= 0 || !m_markers.empty())) {
        event->accept(); // the choice follows on release
    }
}

// Choices are made on release, so that a press that turns into a drag (the view pans)
// chooses nothing.
void BoardScene::mouseReleaseEvent(QGraphicsSceneMouseEvent *event)
{
    QGraphicsScene::mouseReleaseEvent(event);
    if (event->button() != Qt::LeftButton)
        return;
    const QPointF pos = event->scenePos();
    if (TargetMarkerItem *marker = markerAt(pos)) {
        if (marker->segment() >= 0)
            emit segmentChosen(marker->segment());
        else
            emit cellChosen(marker->cell());
        event->accept();
        return;
    }
    if (m_tile < 0)
        return;
    const Coord anchor = cellAt(pos);
    moveGhostTo(anchor);
    if (isLegal(anchor, m_orientation)) {
        emit placementChosen(anchor, m_orientation);
        event->accept();
    }
}

void BoardScene::keyPressEvent(QKeyEvent *event)
{
    if (m_tile >= 0 && event->modifiers() == Qt::NoModifier) {
        if (event->key() == Qt::Key_R) {
            rotateGhost();
            event->accept();
            return;
        }
        if (event->key() == Qt::Key_F) {
            flipGhost();
            event->accept();
            return;
        }
        if (event->key() == Qt::Key_T) {
            switchTile();
            event->accept();
            return;
        }
    }
    QGraphicsScene::keyPressEvent(event);
}

} // namespace tw
