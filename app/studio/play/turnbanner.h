#pragma once

#include <QColor>
#include <QFrame>
#include <QPixmap>
#include <QString>

#include <vector>

class QLabel;
class QHBoxLayout;
class QPushButton;

namespace tw {

// What the banner shows; PlayController fills it from the game.
struct BannerInfo
{
    QColor color;               // the seat's colour; invalid for none (game over)
    QString title;              // "Red: your turn"
    QString detail;             // what to do, or the result
    std::vector<QPixmap> tiles; // the tiles the player holds (drawn tile, hand)
    QString tilesCaption;       // "Drawn", "In hand"
    bool past = false;          // a past position is shown, read-only
};

// The strip above the board: whose turn it is (seat name and colour), what they hold,
// what they are to do, the game's result, and one line of hint (why a spot is illegal,
// what the hovered territory is worth).
class TurnBanner : public QFrame
{
    Q_OBJECT

public:
    explicit TurnBanner(QWidget *parent = nullptr);

    void setInfo(const BannerInfo &info);
    void setHint(const QString &hint);
    QString title() const;
    // The whole detail text; the banner shows as much as fits in two lines, and the rest
    // in a tooltip.
    QString detail() const { return m_fullDetail; }
    // The whole hint; the banner shows as much as fits in its line, ending in "…", and the
    // rest in a tooltip.
    QString hint() const { return m_fullHint; }
    int tileCount() const { return m_tileCount; }

signals:
    void backToLiveClicked();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void fitDetail();
    void fitHint();

    QLabel *m_chip;
    QLabel *m_title;
    QLabel *m_detail;
    QLabel *m_hint;
    QLabel *m_caption;
    QHBoxLayout *m_tiles;
    QPushButton *m_live;
    QString m_fullDetail;
    QString m_fullHint;
    int m_tileCount = 0;
};

} // namespace tw
