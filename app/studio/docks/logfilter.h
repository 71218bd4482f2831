#pragma once

#include "state/event.h"

#include <QSortFilterProxyModel>

#include <cstdint>

namespace tw {

// Filters a LogModel by player and by event kind; keeps the log's order (no sorting).
// An event counts for a player when it is theirs, or, having no player of its own (a
// completed territory), when it came from their action.
class LogFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit LogFilterModel(QObject *parent = nullptr);

    // -1 shows every player.
    void setPlayer(int player);
    int player() const { return m_player; }
    void setKindShown(EventKind kind, bool shown);
    bool kindShown(EventKind kind) const;
    void showAllKinds();

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    int m_player = -1;
    std::uint32_t m_hiddenKinds = 0; // bit per EventKind
};

} // namespace tw
