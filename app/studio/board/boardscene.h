#pragma once

#include "engine/boardmark.h"
#include "state/board.h"
#include "state/gamestate.h"

#include <QGraphicsPathItem>
#include <QGraphicsScene>
#include <QString>

#include <memory>
#include <unordered_map>
#include <vector>

namespace tw {

class GridGeometry;
class TileRenderer;
class TileItem;
class GhostItem;
class LegalSpotsItem;
class PieceItem;
class TargetMarkerItem;
class FeatureOutlineItem;

// Something on the board the current player may pick: a segment (where a piece goes, or
// the territory of a piece taken back) or else a cell, with the text the studio shows for
// it ("mountain: 4 points now") and what its marker shows instead of a plus ("4").
struct BoardTarget
{
    int segment = -1; // -1: the target is `cell`
    Coord cell;
    QString label;
    QString badge; // a few characters; empty: a plus
};

// Shows one board of a game: one item per placed tile, the pieces on it, and the
// interaction of the open decision.
//
// - Placing (a Place decision on this board): the legal anchor cells are highlighted, a
//   ghost of the tile in hand follows the mouse snapped to the grid. R or a right click
//   turns it to the next orientation that fits where it is (else the next one); F turns it
//   over (other face, or mirror image) where the tile has one. Over a spot where it may not
//   go, the reason is the ghost's tooltip and is sent with spotHovered(). A left click on a
//   legal spot sends placementChosen(anchor, orientation).
// - Targets: setTargets() shows a clickable marker on each segment or cell; a click sends
//   segmentChosen(segment) or cellChosen(cell).
// - Features: hovering a segment of a placed tile outlines its whole feature and sends
//   featureHovered(segment) (-1 when the mouse leaves it).
//
// setState() re-syncs incrementally: new tiles get new items; if the board lost tiles or
// changed under them (undo), the tile items are rebuilt.
class BoardScene : public QGraphicsScene
{
    Q_OBJECT

public:
    explicit BoardScene(std::shared_ptr<const Ruleset> rules, QObject *parent = nullptr);
    ~BoardScene() override;

    const TileRenderer &renderer() const { return *m_renderer; }
    qreal cellSize() const { return m_cellSize; }
    QPointF cellCenter(Coord c) const;
    Coord cellAt(QPointF scenePos) const;

    // --- content ------------------------------------------------------------------------
    // Shows `board` of `state` and takes its Place decision when it is on this board (else
    // placing stops). Targets are cleared: set them again after each call. A
    // state of a different ruleset object (a reload) rebuilds everything.
    void setState(const GameState &state, int board = 0);
    // The same without a game: a board and the pieces on it.
    void setBoard(const Board &board, const std::vector<BoardPiece> &pieces = {}, int boardIndex = 0);
    const Board &board() const { return m_board; }
    int boardIndex() const { return m_boardIndex; }
    // Whose sheet it is ("Indigo's sheet") where each player has one, drawn above it;
    // else empty.
    const QString &sheetCaption() const { return m_sheetCaption; }
    int tileItemCount() const { return int(m_tileItems.size()); }
    int pieceItemCount() const { return int(m_pieceItems.size()); }
    // Where the i-th piece shown is drawn, in the scene.
    QRectF pieceItemRect(int i) const;
    // Face-up piles of cards on placed tiles, one badge per non-empty pile: its top card and
    // how many cards it holds (board 0 only, as piles are).
    int pileItemCount() const { return int(m_pileItems.size()); }
    QString pileLabel(int index) const;
    // What the ruleset's board_marks hook says to show on this board (see BoardMark);
    // replaces the marks shown before. setState() keeps them: set them after it.
    void setMarks(const BoardMarks &marks);
    int markItemCount() const { return int(m_markItems.size()); }
    // The texts of the marks' badges, in the marks' order.
    const std::vector<QString> &markBadges() const { return m_markBadges; }
    // Tiles and legal spots (the whole sheet for a bounded grid), in scene coordinates.
    QRectF boardRect() const;

    // --- placing --------------------------------------------------------------------------
    void setPlacement(int tileType, const std::vector<Placement> &legal, PlaceRule rule = {});
    void clearPlacement();
    bool isPlacing() const { return m_tile >= 0; }
    // The tile in hand, and when the decision offers several (a hand of two), all of them
    // in the decision's order; switchTile() takes the next one in hand.
    int placementTile() const { return m_tile; }
    const std::vector<int> &offeredTiles() const { return m_offered; }
    void switchTile();
    bool isLegal(Coord anchor, int orientation) const;
    int legalSpotCount() const { return int(m_legal.size()); }
    int ghostOrientation() const { return m_orientation; }
    void setGhostOrientation(int orientation);
    Coord ghostAnchor() const { return m_anchor; }
    // Moves the ghost as the mouse does (keyboard play, tests).
    void moveGhostTo(Coord anchor);
    void rotateGhost();
    void flipGhost();
    // Why the tile in hand may not go at (anchor, orientation); empty when it may.
    QString reasonAt(Coord anchor, int orientation) const;

    // --- targets --------------------------------------------------------------------------
    // Targets outside the board (a segment that is not on it, a cell off the sheet) are skipped.
    void setTargets(const std::vector<BoardTarget> &targets);
    void clearTargets();
    int targetCount() const { return int(m_markers.size()); }

    // --- features -------------------------------------------------------------------------
    int hoveredSegment() const { return m_hovered; }
    // Outlines the feature of `segment` (-1 clears) as hovering does.
    void hoverSegment(int segment);
    bool isFeatureOutlined() const;

signals:
    void placementChosen(tw::Coord anchor, int orientation);
    // Sent when the ghost moves to another spot or turns; `reason` is empty when legal.
    void spotHovered(tw::Coord anchor, int orientation, bool legal, const QString &reason);
    void ghostOrientationChanged(int orientation);
    void placementTileChanged(int tileType);
    void segmentChosen(int segment);
    void cellChosen(tw::Coord cell);
    void featureHovered(int segment);

protected:
    void mouseMoveEvent(QGraphicsSceneMouseEvent *event) override;
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void drawBackground(QPainter *painter, const QRectF &rect) override;

private:
    void drawSheetNumbers(QPainter *painter, const Grid &grid, const GridGeometry &geo) const;
    void setRules(std::shared_ptr<const Ruleset> rules);
    void syncTiles();
    void syncPaint();
    void syncPieces();
    void syncPiles(const GameState &state);
    void updateSpots();
    void updateGhost(bool notify);
    void updateSceneRect();
    // Shows the offered placements of `tileType` (one of m_offered).
    void holdTile(int tileType);
    int orientationIndex(int face, bool mirrored, int rotation) const;
    TargetMarkerItem *markerAt(QPointF scenePos) const;

    std::shared_ptr<const Ruleset> m_rules;
    std::unique_ptr<TileRenderer> m_renderer;
    qreal m_cellSize = 64;
    Board m_board;
    int m_boardIndex = 0;
    QString m_sheetCaption;
    std::vector<BoardPiece> m_pieces;
    int m_player = 0;

    std::vector<TileItem *> m_tileItems;
    std::vector<QGraphicsPathItem *> m_paintItems;
    std::vector<PieceItem *> m_pieceItems;
    std::vector<QGraphicsSimpleTextItem *> m_pileItems;
    std::vector<QGraphicsItem *> m_markItems;
    std::vector<QString> m_markBadges;
    std::vector<TargetMarkerItem *> m_markers;
    LegalSpotsItem *m_spots = nullptr;
    GhostItem *m_ghost = nullptr;
    FeatureOutlineItem *m_feature = nullptr;
    QRectF m_tilesRect;

    int m_tile = -1;
    std::vector<int> m_offered;
    std::vector<Action> m_offeredPlacements; // the Place decision's options, every tile's
    PlaceRule m_rule;
    std::unordered_map<Coord, std::vector<int>> m_legal; // anchor -> orientations
    int m_orientation = 0;
    Coord m_anchor;
    bool m_anchored = false;
    Coord m_reportedAnchor;
    int m_reportedOrientation = -1;
    int m_hovered = -1;
};

} // namespace tw

Q_DECLARE_METATYPE(tw::Coord)
