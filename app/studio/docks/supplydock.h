#pragma once

#include <QDockWidget>
#include <QSet>
#include <QString>

#include "state/gamestate.h"

#include <optional>
#include <vector>

class QTreeWidget;
class QTreeWidgetItem;

namespace tw {

class GameDocument;

// What is left: each zone of the game (bag, stacks, deck, hands, discard ...) with its
// total and a count per tile type or card in it, and each player's pieces in supply.
// Only what the seat at the screen may see (SeatScreen): a zone it cannot see shows its
// total, and what it cannot see is counted together under "Not seen".
// Rebuilt on every state change; which branches are open survives the rebuild. While a
// past position is viewed (setViewed), the supply is that position's.
// The document must outlive the dock.
class SupplyDock : public QDockWidget
{
    Q_OBJECT

public:
    enum Column { ItemColumn, CountColumn };
    enum Role { ZoneRole = Qt::UserRole + 1, PlayerRole, KeyRole };

    explicit SupplyDock(GameDocument *document, QWidget *parent = nullptr);

    QTreeWidget *tree() const { return m_tree; }
    // The row of a zone (player -1 for a shared zone); null when it is not shown.
    QTreeWidgetItem *zoneItem(int zone, int player = -1) const;
    // The row of a player's pieces in supply; null when it is not shown.
    QTreeWidgetItem *supplyItem(int player) const;
    // The row of the tile (or tiles) a player is placing now; null when none is.
    QTreeWidgetItem *toPlaceItem() const;

public slots:
    void rebuild();
    // Shows the supply after the first `actions` actions; -1: the live game.
    void setViewed(int actions);

private:
    void addZones(QTreeWidgetItem *group);
    // Adds the zone's row; the items the viewer cannot see go to `unseen` instead.
    void addZone(QTreeWidgetItem *group, int zone, int player, std::vector<int> &unseen);
    void addCounts(QTreeWidgetItem *row, const std::vector<int> &items, bool cards);
    // The tiles of an open placement: drawn, out of every zone, not yet on the board.
    void addToPlace(QTreeWidgetItem *group);
    void addSupplies(QTreeWidgetItem *group);
    QTreeWidgetItem *find(const QString &key) const;
    // The state shown: the viewed past position's, else the game's.
    const GameState &shown() const;
    void rememberExpanded();
    void restoreExpanded();

    GameDocument *m_document;
    QTreeWidget *m_tree;
    QSet<QString> m_expanded;
    bool m_built = false;
    int m_viewed = -1;
    std::optional<GameState> m_past; // the position viewed, while one is
};

} // namespace tw
