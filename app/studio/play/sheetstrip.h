#pragma once

#include "engine/boardmark.h"
#include "state/gamestate.h"

#include <QFrame>
#include <QWidget>

#include <functional>
#include <memory>
#include <vector>

class QHBoxLayout;
class QPainter;

namespace tw {

class TileRenderer;

// One player's sheet in small: each covered square in its terrain's colour, the grid's
// lines, the squares its board marks shade (washed and bordered, as the board shades
// them), and the player's name and score above it.
class SheetThumbnail : public QWidget
{
    Q_OBJECT

public:
    SheetThumbnail(const TileRenderer *renderer, QWidget *parent = nullptr);
    void setSheet(const GameState &state, int player, const BoardMarks &marks = {});
    int player() const { return m_player; }
    // The colour of the shade over square x, y; invalid for none, or off the sheet.
    QColor shadeAt(int x, int y) const;
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    void paintShades(QPainter &painter) const;

    const TileRenderer *m_renderer;
    std::vector<int> m_terrain;  // per square, row by row: the terrain, -1 empty, -2 a tile without terrain
    std::vector<QColor> m_shade; // per square, row by row: the colour of its shade, invalid for none
    int m_width = 0;
    int m_height = 0;
    int m_player = -1;
    QString m_caption;
    bool m_current = false;
};

// In a game on player sheets, the sheets of every player but the one the board shows,
// side by side under the board, kept up to date. Hidden in other games.
class SheetStrip : public QFrame
{
    Q_OBJECT

public:
    explicit SheetStrip(QWidget *parent = nullptr);
    ~SheetStrip() override;

    // Shows every player's sheet but `shownBoard`'s (the board on screen), each with the
    // marks `marksOf` gives for its board.
    void showSheets(const GameState &state, int shownBoard, const std::function<BoardMarks(int board)> &marksOf = {});
    void clear();
    int sheetCount() const { return int(m_thumbnails.size()); }
    const SheetThumbnail *sheet(int index) const { return m_thumbnails.at(std::size_t(index)); }

private:
    QHBoxLayout *m_row;
    std::unique_ptr<TileRenderer> m_renderer;
    std::vector<SheetThumbnail *> m_thumbnails;
};

} // namespace tw
