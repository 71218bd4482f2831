#include "sheetstrip.h"

#include "board/markitems.h"
#include "eventphrases.h"
#include "tilerenderer.h"

#include <QHBoxLayout>
#include <QPainter>

namespace tw {

namespace {
constexpr int kSquare = 9;   // pixels of a square in small
constexpr int kCaption = 16; // pixels of the name line above a sheet
const QColor kPaper(0xfb, 0xf9, 0xf3);
const QColor kLine(0xd8, 0xd2, 0xc4);
} // namespace

SheetThumbnail::SheetThumbnail(const TileRenderer *renderer, QWidget *parent)
    : QWidget(parent)
    , m_renderer(renderer)
{}

void SheetThumbnail::setSheet(const GameState &state, int player, const BoardMarks &marks)
{
    const Grid &grid = state.rules().grid;
    const Board &board = state.board(player);
    m_player = player;
    m_width = grid.width();
    m_height = grid.height();
    m_terrain.assign(std::size_t(m_width) * std::size_t(m_height), -1);
    for (int y = 0; y < m_height; ++y) {
        for (int x = 0; x < m_width; ++x) {
            const Coord c{x, y};
            if (board.occupied(c))
                m_terrain[std::size_t(y * m_width + x)] = std::max(-2, board.cellTerrain(c));
        }
    }
    m_shade.assign(m_terrain.size(), QColor());
    for (const BoardMark &mark : marks)
        if (mark.shade && mark.cell.x >= 0 && mark.cell.x < m_width && mark.cell.y >= 0 && mark.cell.y < m_height)
            m_shade[std::size_t(mark.cell.y * m_width + mark.cell.x)] = markColor(mark, *m_renderer);
    m_current = state.currentPlayer() == player;
    m_caption = tr("%1 \u00b7 %2").arg(seatName(state.rules(), state.playerCount(), player)).arg(state.score(player));
    setToolTip(tr("%1's sheet").arg(seatName(state.rules(), state.playerCount(), player)));
    updateGeometry();
    update();
}

QSize SheetThumbnail::sizeHint() const
{
    return {m_width * kSquare + 2, m_height * kSquare + kCaption + 2};
}

void SheetThumbnail::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    QFont font = painter.font();
    font.setBold(m_current);
    painter.setFont(font);
    painter.setPen(palette().color(QPalette::WindowText));
    painter.drawText(QRect(0, 0, width(), kCaption), Qt::AlignLeft | Qt::AlignVCenter, m_caption);
    painter.translate(1, kCaption + 1);
    for (int y = 0; y < m_height; ++y) {
        for (int x = 0; x < m_width; ++x) {
            const int t = m_terrain[std::size_t(y * m_width + x)];
            const QColor fill = t >= 0 ? m_renderer->terrainColor(t) : t == -2 ? m_renderer->blankColor() : kPaper;
            painter.fillRect(QRect(x * kSquare, y * kSquare, kSquare, kSquare), fill);
        }
    }
    painter.setPen(kLine);
    for (int x = 0; x <= m_width; ++x)
        painter.drawLine(x * kSquare, 0, x * kSquare, m_height * kSquare);
    for (int y = 0; y <= m_height; ++y)
        painter.drawLine(0, y * kSquare, m_width * kSquare, y * kSquare);
    paintShades(painter);
}

QColor SheetThumbnail::shadeAt(int x, int y) const
{
    return x < 0 || x >= m_width || y < 0 || y >= m_height ? QColor() : m_shade[std::size_t(y * m_width + x)];
}

void SheetThumbnail::paintShades(QPainter &painter) const
{
    for (int y = 0; y < m_height; ++y) {
        for (int x = 0; x < m_width; ++x) {
            const QColor shade = shadeAt(x, y);
            if (!shade.isValid())
                continue;
            painter.fillRect(QRect(x * kSquare, y * kSquare, kSquare, kSquare),
                             QColor(shade.red(), shade.green(), shade.blue(), 55));
            // A border where the shade ends, as on the board.
            painter.setPen(QPen(QColor(shade.red(), shade.green(), shade.blue(), 200), 1));
            const int left = x * kSquare, top = y * kSquare, right = left + kSquare, bottom = top + kSquare;
            if (shadeAt(x, y - 1) != shade)
                painter.drawLine(left, top, right, top);
            if (shadeAt(x, y + 1) != shade)
                painter.drawLine(left, bottom, right, bottom);
            if (shadeAt(x - 1, y) != shade)
                painter.drawLine(left, top, left, bottom);
            if (shadeAt(x + 1, y) != shade)
                painter.drawLine(right, top, right, bottom);
        }
    }
}

SheetStrip::SheetStrip(QWidget *parent)
    : QFrame(parent)
    , m_row(new QHBoxLayout(this))
{
    m_row->setContentsMargins(4, 2, 4, 2);
    m_row->setSpacing(12);
    m_row->addStretch();
    hide();
}

SheetStrip::~SheetStrip() = default;

void SheetStrip::clear()
{
    for (SheetThumbnail *thumbnail : m_thumbnails)
        delete thumbnail;
    m_thumbnails.clear();
    m_renderer.reset();
    hide();
}

void SheetStrip::showSheets(const GameState &state, int shownBoard, const std::function<BoardMarks(int board)> &marksOf)
{
    if (!state.rules().sheetPerPlayer || state.playerCount() < 2) {
        clear();
        return;
    }
    if (!m_renderer || &m_renderer->rules() != &state.rules()) {
        clear();
        m_renderer = std::make_unique<TileRenderer>(state.rulesPtr());
    }
    std::vector<int> players;
    for (int p = 0; p < state.playerCount(); ++p)
        if (p != shownBoard)
            players.push_back(p);
    while (m_thumbnails.size() > players.size()) {
        delete m_thumbnails.back();
        m_thumbnails.pop_back();
    }
    while (m_thumbnails.size() < players.size()) {
        auto *thumbnail = new SheetThumbnail(m_renderer.get(), this);
        m_row->insertWidget(m_row->count() - 1, thumbnail);
        m_thumbnails.push_back(thumbnail);
    }
    for (std::size_t i = 0; i < players.size(); ++i)
        m_thumbnails[i]->setSheet(state, players[i], marksOf ? marksOf(players[i]) : BoardMarks());
    show();
}

} // namespace tw
