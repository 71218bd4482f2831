#include "logfilter.h"

#include "logmodel.h"

namespace tw {

LogFilterModel::LogFilterModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{}

void LogFilterModel::setPlayer(int player)
{
    if (player == m_player)
        return;
    m_player = player;
    invalidateFilter();
}

void LogFilterModel::setKindShown(EventKind kind, bool shown)
{
    static_assert(kEventKindCount <= 32, "one bit per event kind");
    const std::uint32_t bit = 1u << unsigned(kind);
    const std::uint32_t hidden = shown ? (m_hiddenKinds & ~bit) : (m_hiddenKinds | bit);
    if (hidden == m_hiddenKinds)
        return;
    m_hiddenKinds = hidden;
    invalidateFilter();
}

bool LogFilterModel::kindShown(EventKind kind) const
{
    return (m_hiddenKinds & (1u << unsigned(kind))) == 0;
}

void LogFilterModel::showAllKinds()
{
    if (m_hiddenKinds == 0)
        return;
    m_hiddenKinds = 0;
    invalidateFilter();
}

bool LogFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    const int kind = index.data(LogModel::KindRole).toInt();
    if (m_hiddenKinds & (1u << unsigned(kind)))
        return false;
    return m_player < 0 || index.data(LogModel::ActorRole).toInt() == m_player;
}

} // namespace tw
