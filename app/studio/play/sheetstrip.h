#pragma once

#include "state/gamestate.h"

#include <QFrame>
#include <QWidget>

#include <memory>
#include <vector>

class QHBoxLayout;

namespace tw {

class TileRenderer;

// One player's sheet in small: each covered square in its terrain's colour, the grid's
// lines, and the player's name and score above it.
class SheetThumbnail : public QWidget
{
    Q_OBJECT

public:
    SheetThumbnail(const TileRenderer *renderer, QWidget *parent = nullptr);
    void setSheet(const GameState &state, int player);
    int player() const { return m_player; }
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    const TileRenderer *m_renderer;
    std::vector<int> m_terrain; // per square, row by row: the terrain, -1 empty, -2 a tile without terrain
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

    // Shows every player's sheet but `shownBoard`'s (the board on screen).
    void showSheets(const GameState &state, int shownBoard);
    void clear();
    int sheetCount() const { return int(m_thumbnails.size()); }
    const SheetThumbnail *sheet(int index) const { return m_thumbnails.at(std::size_t(index)); }

private:
    QHBoxLayout *m_row;
    std::unique_ptr<TileRenderer> m_renderer;
    std::vector<SheetThumbnail *> m_thumbnails;
};

} // namespace tw
