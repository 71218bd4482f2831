#include "boardscene.h"

#include "boarditems.h"
#include "markitems.h"
#include "tilerenderer.h"

#include <QBrush>
#include <QFont>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace tw {

namespace {

const QColor kBackground(0xdc, 0xd6, 0xc8);
const QColor kSheet(0xfb, 0xf9, 0xf3);
constexpr qreal kNumberBand = 0.6;  // of the cell size: the band of row and column numbers
constexpr qreal kCaptionBand = 0.7; // of the cell size: the band of a sheet's caption, above its numbers
constexpr int kPileNameLength = 8;  // characters of a card name on a pile's badge
const QColor kGridLine(0xb9, 0xb0, 0x9c);
const QColor kLineBand(0xf4, 0xe4, 0x9c);
constexpr int kMaxGridCells = 6000; // background grid drawn only when this few are visible

// A placed tile's tooltip: its name, then what its face holds by name ("Caravan, Bonus
// point 2"), which the board draws as icons of a letter or two.
QString tileToolTip(const Ruleset &rules, const PlacedTile &t)
{
    const TileType &type = rules.tiles[std::size_t(t.type)];
    QString tip = QString::fromStdString(type.name.empty() ? type.id : type.name);
    const FaceDef &face = type.faces[std::size_t(type.orientations[std::size_t(t.orientation)].face)];
    QStringList held;
    for (std::size_t a = 0; a < rules.attributes.size(); ++a) {
        int total = a < face.attributes.size() ? face.attributes[a] : 0;
        for (const SegmentDef &segment : face.segments)
            total += a < segment.attributes.size() ? segment.attributes[a] : 0;
        const AttributeDef &attribute = rules.attributes[a];
        const QString name = QString::fromStdString(attribute.text.empty() ? attribute.id : attribute.text);
        if (total == 1)
            held << name;
        else if (total > 1)
            held << QStringLiteral("%1 %2").arg(name).arg(total);
    }
    return held.isEmpty() ? tip : tip + QStringLiteral(": ") + held.join(QStringLiteral(", "));
}

} // namespace

BoardScene::BoardScene(std::shared_ptr<const Ruleset> rules, QObject *parent)
    : QGraphicsScene(parent)
{
    setItemIndexMethod(QGraphicsScene::BspTreeIndex);
    setRules(std::move(rules));
}

BoardScene::~BoardScene() = default;

void BoardScene::setRules(std::shared_ptr<const Ruleset> rules)
{
    clear(); // deletes every item
    m_tileItems.clear();
    m_paintItems.clear();
    m_pieceItems.clear();
    m_pileItems.clear();
    m_markItems.clear();
    m_markBadges.clear();
    m_markers.clear();
    m_tilesRect = QRectF();
    m_hovered = -1;
    m_tile = -1;
    m_legal.clear();
    m_rules = std::move(rules);
    m_renderer = std::make_unique<TileRenderer>(m_rules);
    m_board = Board(m_rules.get());

    m_spots = new LegalSpotsItem(m_cellSize);
    m_spots->setZValue(1);
    addItem(m_spots);
    m_feature = new FeatureOutlineItem(m_cellSize);
    m_feature->setZValue(2);
    m_feature->hide();
    addItem(m_feature);
    m_ghost = new GhostItem(m_renderer.get(), m_cellSize);
    m_ghost->setZValue(5);
    m_ghost->hide();
    addItem(m_ghost);
    updateSceneRect();
}

QPointF BoardScene::cellCenter(Coord c) const
{
    return m_renderer->cellCenter(c, m_cellSize);
}

Coord BoardScene::cellAt(QPointF scenePos) const
{
    return m_renderer->cellAt(scenePos, m_cellSize);
}

// --- content -------------------------------------------------------------------------

void BoardScene::setState(const GameState &state, int board)
{
    if (state.rulesPtr() != m_rules)
        setRules(state.rulesPtr());
    std::vector<BoardPiece> pieces;
    for (const BoardPiece &p : state.pieces())
        if (p.onBoard && p.board == board)
            pieces.push_back(p);
    m_player = std::max(0, state.currentPlayer());
    m_sheetCaption = m_rules->sheetPerPlayer
        ? tr("%1's sheet").arg(QString::fromStdString(m_rules->seatName(board, state.playerCount())))
        : QString();
    setBoard(state.board(board), pieces, board);
    syncPiles(state);

    const Decision &d = state.decision();
    if (d.kind == DecisionKind::Place && d.board == board) {
        m_offered = d.tiles;
        m_offeredPlacements = d.options;
        m_rule = d.rule;
        const bool keep = std::find(m_offered.begin(), m_offered.end(), m_tile) != m_offered.end();
        holdTile(keep ? m_tile : m_offered.front());
    } else {
        clearPlacement();
    }
}

void BoardScene::holdTile(int tileType)
{
    std::vector<Placement> legal;
    for (const Action &a : m_offeredPlacements)
        if (a.kind == ActionKind::Place && a.tag == tileType)
            legal.push_back({{a.a, a.b}, a.c});
    const bool changed = tileType != m_tile;
    setPlacement(tileType, legal, m_rule);
    if (changed)
        emit placementTileChanged(tileType);
}

void BoardScene::switchTile()
{
    if (!isPlacing() || m_offered.size() < 2)
        return;
    const auto at = std::find(m_offered.begin(), m_offered.end(), m_tile);
    const auto next = at == m_offered.end() || at + 1 == m_offered.end() ? m_offered.begin() : at + 1;
    holdTile(*next);
}

void BoardScene::setBoard(const Board &board, const std::vector<BoardPiece> &pieces, int boardIndex)
{
    m_board = board;
    m_boardIndex = boardIndex;
    m_pieces = pieces;
    clearTargets();
    syncTiles();
    syncPieces();
    hoverSegment(-1);
    if (isPlacing())
        updateGhost(false);
    updateSceneRect();
}

void BoardScene::syncTiles()
{
    const int count = m_board.tileCount();
    bool keep = int(m_tileItems.size()) <= count;
    for (std::size_t i = 0; keep && i < m_tileItems.size(); ++i) {
        const PlacedTile &t = m_board.tile(int(i));
        keep = m_tileItems[i]->tileType() == t.type && m_tileItems[i]->orientation() == t.orientation
            && m_tileItems[i]->pos() == cellCenter(t.origin) && m_tileItems[i]->isVisible() == !t.removed;
    }
    if (!keep) {
        for (TileItem *item : m_tileItems)
            delete item; // removes itself from the scene
        m_tileItems.clear();
        m_tilesRect = QRectF();
    }
    for (int i = int(m_tileItems.size()); i < count; ++i) {
        const PlacedTile &t = m_board.tile(i);
        auto *item = new TileItem(m_renderer.get(), t.type, t.orientation, m_cellSize);
        item->setPos(cellCenter(t.origin));
        item->setToolTip(tileToolTip(*m_rules, t));
        item->setVisible(!t.removed);
        addItem(item);
        m_tileItems.push_back(item);
        m_tilesRect |= item->mapRectToScene(item->boundingRect());
    }
    syncPaint();
}

// A painted cell is filled with its terrain's colour over its tile.
void BoardScene::syncPaint()
{
    for (QGraphicsPathItem *item : m_paintItems)
        delete item;
    m_paintItems.clear();
    for (const auto &[cell, terrain] : m_board.paintedCells()) {
        QPainterPath path;
        path.addPolygon(m_renderer->cellPolygon(cell, m_cellSize));
        path.closeSubpath();
        auto *item = addPath(path, QPen(m_renderer->terrainColor(terrain).darker(130), 1),
                             m_renderer->terrainColor(terrain));
        item->setZValue(0.5); // over the tiles, under pieces and markers
        item->setAcceptedMouseButtons(Qt::NoButton);
        item->setAcceptHoverEvents(false);
        m_paintItems.push_back(item);
    }
}

QRectF BoardScene::pieceItemRect(int i) const
{
    return m_pieceItems.at(std::size_t(i))->sceneBoundingRect();
}

void BoardScene::syncPieces()
{
    for (PieceItem *item : m_pieceItems)
        delete item;
    m_pieceItems.clear();
    std::vector<QPointF> spots; // each piece's, on the board
    std::vector<const BoardPiece *> shown;
    for (const BoardPiece &p : m_pieces) {
        if (p.segment < m_board.segmentCount()) {
            spots.push_back(m_renderer->pieceCenter(m_board, p, m_cellSize));
            shown.push_back(&p);
        }
    }
    for (std::size_t i = 0; i < shown.size(); ++i) {
        const BoardPiece &p = *shown[i];
        // Pieces sharing a spot stand side by side across it, each smaller the more they are:
        // a row of them is no wider than 0.84 cells.
        const auto sharing = std::count(spots.begin(), spots.end(), spots[i]);
        const auto before = std::count(spots.begin(), spots.begin() + std::ptrdiff_t(i), spots[i]);
        const qreal scale = sharing == 1 ? 1.0 : 1.6 / qreal(sharing);
        const qreal step = 0.52 * scale * m_cellSize; // a piece is half a cell wide
        auto *item = new PieceItem(m_renderer.get(), p.owner, p.type, m_cellSize * scale);
        item->setPos(spots[i] + QPointF((qreal(before) - qreal(sharing - 1) / 2) * step, 0));
        item->setZValue(3);
        if (p.type >= 0 && p.type < int(m_rules->pieces.size()))
            item->setToolTip(QString::fromStdString(m_rules->pieces[std::size_t(p.type)].text));
        addItem(item);
        m_pieceItems.push_back(item);
    }
}

// Each non-empty pile of cards on a tile shows as a badge in the tile's corner: the top
// card (face up: its value and suit, or its name when it has no value) and, when there are
// more, the count; the tooltip names the top card.
void BoardScene::syncPiles(const GameState &state)
{
    for (QGraphicsSimpleTextItem *item : m_pileItems)
        delete item->parentItem(); // the badge's frame, which owns the text
    m_pileItems.clear();
    if (m_boardIndex != 0)
        return;
    for (int t = 0; t < m_board.tileCount(); ++t) {
        if (m_board.tile(t).removed)
            continue;
        const std::vector<int> &pile = state.pile(t);
        if (pile.empty())
            continue;
        const CardDef &top = m_rules->cards.at(std::size_t(pile.back()));
        const QString name = QString::fromStdString(top.text.empty() ? top.id : top.text);
        const QString suit = top.suit >= 0 ? QString::fromStdString(m_rules->suits.at(std::size_t(top.suit)).text)
                                           : QString();
        // A numbered card by its value and suit's initial ("7C"), one without a value by name.
        QString label = top.value != 0 ? QString::number(top.value) + suit.left(1) : name.left(kPileNameLength);
        if (pile.size() > 1)
            label += QStringLiteral(" +%1").arg(pile.size() - 1);
        auto *text = new QGraphicsSimpleTextItem(label);
        QFont font = text->font();
        font.setPixelSize(std::max(8, int(m_cellSize * 0.18)));
        font.setBold(true);
        text->setFont(font);
        const QRectF box = text->boundingRect().adjusted(-3, -1, 3, 1);
        auto *frame = new QGraphicsRectItem(box);
        frame->setBrush(QColor(0xff, 0xfb, 0xee));
        frame->setPen(QPen(QColor(0x40, 0x30, 0x20), 1));
        text->setParentItem(frame);
        const QPointF center = cellCenter(m_board.tile(t).origin);
        frame->setPos(center + QPointF(m_cellSize * 0.45 - box.right(), m_cellSize * 0.45 - box.bottom()));
        frame->setZValue(2.5); // over the tiles, under pieces and markers
        frame->setAcceptedMouseButtons(Qt::NoButton);
        frame->setToolTip(tr("%1 on top, %n card(s) in the pile", nullptr, int(pile.size())).arg(name));
        addItem(frame);
        m_pileItems.push_back(text);
    }
}

void BoardScene::setMarks(const BoardMarks &marks)
{
    for (QGraphicsItem *item : m_markItems)
        delete item;
    MarkItems made = makeMarkItems(marks, *m_renderer, m_cellSize);
    for (QGraphicsItem *item : made.items)
        addItem(item);
    m_markItems = std::move(made.items);
    m_markBadges = std::move(made.badges);
}

QString BoardScene::pileLabel(int index) const
{
    return m_pileItems.at(std::size_t(index))->text();
}

QRectF BoardScene::boardRect() const
{
    const Grid &grid = m_rules->grid;
    if (grid.bounded() && grid.width() > 0 && grid.height() > 0) {
        const QPointF a = cellCenter({0, 0}), b = cellCenter({grid.width() - 1, grid.height() - 1});
        const qreal numbers = kNumberBand * m_cellSize; // row and column numbers above and left
        const qreal caption = m_sheetCaption.isEmpty() ? 0 : kCaptionBand * m_cellSize;
        return QRectF(a, b).adjusted(-m_cellSize / 2 - numbers, -m_cellSize / 2 - numbers - caption, m_cellSize / 2,
                                     m_cellSize / 2);
    }
    QRectF r = m_tilesRect;
    for (const auto &entry : m_legal)
        r |= m_renderer->cellPolygon(entry.first, m_cellSize).boundingRect();
    if (r.isNull())
        r = m_renderer->cellPolygon({0, 0}, m_cellSize).boundingRect();
    return r;
}

void BoardScene::updateSceneRect()
{
    // Room around the board to pan, to bring its edge to the middle of a view, and to
    // move the ghost past the frontier.
    const qreal m = 10 * m_cellSize;
    const QRectF wanted = boardRect().adjusted(-m, -m, m, m);
    if (wanted != sceneRect())
        setSceneRect(wanted);
}

// --- pieces --------------------------------------------------------------------------

void BoardScene::setTargets(const std::vector<BoardTarget> &targets)
{
    clearTargets();
    const QColor color = m_renderer->seatColor(m_player);
    for (const BoardTarget &t : targets) {
        const bool onSegment = t.segment >= 0;
        if (onSegment ? t.segment >= m_board.segmentCount() : !m_board.rules().grid.contains(t.cell))
            continue;
        auto *marker = new TargetMarkerItem(t.segment, t.cell, color, m_cellSize, t.badge);
        marker->setPos(onSegment ? m_renderer->segmentCentroid(m_board, t.segment, m_cellSize) : cellCenter(t.cell));
        marker->setToolTip(t.label);
        marker->setZValue(4);
        addItem(marker);
        m_markers.push_back(marker);
    }
}

void BoardScene::clearTargets()
{
    for (TargetMarkerItem *m : m_markers)
        delete m;
    m_markers.clear();
}

TargetMarkerItem *BoardScene::markerAt(QPointF scenePos) const
{
    for (QGraphicsItem *item : items(scenePos))
        if (auto *marker = qgraphicsitem_cast<TargetMarkerItem *>(item))
            return marker;
    return nullptr;
}

// --- features ------------------------------------------------------------------------

void BoardScene::hoverSegment(int segment)
{
    if (segment >= m_board.segmentCount())
        segment = -1;
    if (segment == m_hovered)
        return;
    m_hovered = segment;
    if (segment < 0) {
        m_feature->hide();
    } else {
        const std::vector<int> members = m_board.featureSegments(segment);
        QPainterPath path;
        path.setFillRule(Qt::WindingFill);
        for (int s : members)
            path.addPath(m_renderer->segmentPath(m_board, s, m_cellSize));
        // Merging removes the seams between tiles; past a few hundred segments it costs
        // more than the seams do.
        m_feature->setPath(members.size() <= 300 ? path.simplified() : path);
        m_feature->show();
    }
    emit featureHovered(segment);
}

bool BoardScene::isFeatureOutlined() const
{
    return m_feature->isVisible();
}

// --- background ----------------------------------------------------------------------

// Rows and columns numbered from 1 (as a die reads them) above and left of a sheet, and
// above them whose sheet it is.
void BoardScene::drawSheetNumbers(QPainter *painter, const Grid &grid, const GridGeometry &geo) const
{
    painter->save();
    QFont font = painter->font();
    const qreal band = kNumberBand * m_cellSize;
    if (!m_sheetCaption.isEmpty()) {
        font.setPixelSize(std::max(1, int(m_cellSize * 0.4)));
        font.setBold(true);
        painter->setFont(font);
        painter->setPen(m_renderer->seatColor(m_boardIndex).darker(130));
        const QRectF corner = geo.cellPolygon({0, 0}).boundingRect();
        const qreal caption = kCaptionBand * m_cellSize;
        painter->drawText(QRectF(corner.left(), corner.top() - band - caption, grid.width() * corner.width(), caption),
                          Qt::AlignLeft | Qt::AlignVCenter, m_sheetCaption);
        font.setBold(false);
    }
    font.setPixelSize(std::max(1, int(m_cellSize * 0.32)));
    painter->setFont(font);
    painter->setPen(kGridLine.darker(160));
    for (int x = 0; x < grid.width(); ++x) {
        const QRectF cell = geo.cellPolygon({x, 0}).boundingRect();
        painter->drawText(QRectF(cell.left(), cell.top() - band, cell.width(), band), Qt::AlignCenter,
                          QString::number(x + 1));
    }
    for (int y = 0; y < grid.height(); ++y) {
        const QRectF cell = geo.cellPolygon({0, y}).boundingRect();
        painter->drawText(QRectF(cell.left() - band, cell.top(), band, cell.height()), Qt::AlignCenter,
                          QString::number(y + 1));
    }
    painter->restore();
}

void BoardScene::drawBackground(QPainter *painter, const QRectF &rect)
{
    painter->fillRect(rect, kBackground);
    const Grid &grid = m_rules->grid;
    const GridGeometry geo = m_renderer->geometry(m_cellSize);
    const qreal scale = painter->worldTransform().m11();
    std::vector<QPolygonF> cells;
    if (grid.bounded()) {
        for (int y = 0; y < grid.height(); ++y)
            for (int x = 0; x < grid.width(); ++x)
                cells.push_back(geo.cellPolygon({x, y}));
        painter->setPen(QPen(kGridLine, 0));
        painter->setBrush(kSheet);
        for (const QPolygonF &cell : cells)
            painter->drawPolygon(cell);
        drawSheetNumbers(painter, grid, geo);
        // The row and column the tile in hand must cover.
        if (m_tile >= 0 && m_rule.line >= 0) {
            painter->setBrush(kLineBand);
            for (int i = 0; i < std::max(grid.width(), grid.height()); ++i) {
                for (Coord c : {Coord{m_rule.line, i}, Coord{i, m_rule.line}})
                    if (grid.contains(c))
                        painter->drawPolygon(geo.cellPolygon(c));
            }
        }
        return;
    } else if (scale * m_cellSize >= 2 * kFlatBelowPixels) {
        // A faint grid of the cells in view.
        const Coord a = geo.cellAt(rect.topLeft()), b = geo.cellAt(rect.bottomRight());
        const int spanX = b.x - a.x + 3;
        const int spanY = b.y - a.y + 3 + (grid.kind() == GridKind::Hex ? spanX : 0);
        if (spanX * spanY > kMaxGridCells)
            return;
        for (int x = a.x - 1; x <= b.x + 1; ++x) {
            const int y0 = grid.kind() == GridKind::Hex ? geo.cellAt(QPointF(geo.center({x, 0}).x(), rect.top())).y : a.y;
            const int y1 = grid.kind() == GridKind::Hex ? geo.cellAt(QPointF(geo.center({x, 0}).x(), rect.bottom())).y
                                                        : b.y;
            for (int y = y0 - 1; y <= y1 + 1; ++y)
                cells.push_back(geo.cellPolygon({x, y}));
        }
        painter->setPen(QPen(kGridLine.lighter(112), 0));
        painter->setBrush(Qt::NoBrush);
    }
    for (const QPolygonF &cell : cells)
        if (cell.boundingRect().intersects(rect))
            painter->drawPolygon(cell);
}

} // namespace tw
