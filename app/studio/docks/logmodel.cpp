#include "logmodel.h"

#include "docktext.h"
#include "eventphrases.h"

#include "gamedocument.h"
#include "log/eventtext.h"
#include "seatscreen.h"
#include "state/visibility.h"

#include <QBrush>
#include <QFont>

#include <algorithm>

namespace tw {

LogModel::LogModel(const GameDocument *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
{
    const int seats = std::max(int(document->rules().seats.size()), document->rules().maxPlayers);
    for (int p = 0; p < seats; ++p)
        m_seatIcons.push_back(DockText::seatIcon(document->rules(), p));
    connect(document, &GameDocument::entriesChanged, this, &LogModel::sync);
    connect(document->screen(), &SeatScreen::changed, this, [this] {
        if (!m_rows.empty())
            emit dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));
    });
    if (document->hasGame())
        sync(0);
}

QString LogModel::kindTitle(EventKind kind)
{
    switch (kind) {
    case EventKind::TurnStarted:
        return tr("Turn");
    case EventKind::Drawn:
        return tr("Draw");
    case EventKind::Rolled:
        return tr("Roll");
    case EventKind::TilePlaced:
        return tr("Tile");
    case EventKind::TileDiscarded:
        return tr("Discard");
    case EventKind::PieceDeployed:
        return tr("Deploy");
    case EventKind::PieceRemoved:
        return tr("Remove");
    case EventKind::FeatureCompleted:
        return tr("Completed");
    case EventKind::ScoreChanged:
        return tr("Score");
    case EventKind::ItemMoved:
        return tr("Move");
    case EventKind::Note:
        return tr("Note");
    case EventKind::GameEnded:
        return tr("Game over");
    case EventKind::ItemTaken:
        return tr("Take");
    case EventKind::ItemPut:
        return tr("Put");
    case EventKind::Shuffled:
        return tr("Shuffle");
    case EventKind::CardDiscarded:
        return tr("Card discard");
    case EventKind::PileAdded:
        return tr("Pile");
    case EventKind::PileTaken:
        return tr("Take from pile");
    case EventKind::PieceMoved:
        return tr("Piece move");
    case EventKind::PieceLost:
        return tr("Piece lost");
    case EventKind::VariableChanged:
        return tr("Counter");
    case EventKind::TileRemoved:
        return tr("Tile removed");
    case EventKind::CellPainted:
        return tr("Cell changed");
    }
    return QString();
}

void LogModel::sync(int first)
{
    const std::vector<LogEntry> &entries = m_document->log().entries;
    first = std::max(first, 0);
    if (first == 0) {
        beginResetModel();
        m_rows.clear();
        endResetModel();
    } else {
        const auto keep = std::lower_bound(m_rows.begin(), m_rows.end(), first,
                                           [](const Row &row, int entry) { return row.entry < entry; });
        const int kept = int(keep - m_rows.begin());
        if (kept < int(m_rows.size())) {
            beginRemoveRows(QModelIndex(), kept, int(m_rows.size()) - 1);
            m_rows.erase(keep, m_rows.end());
            endRemoveRows();
        }
    }
    // The rows are always the events of a prefix of the entries: go on after the last one.
    const int from = m_rows.empty() ? 0 : m_rows.back().entry + 1;
    std::vector<Row> added;
    int turn = m_rows.empty() ? 0 : m_rows.back().turn;
    for (int e = from; e < int(entries.size()); ++e) {
        for (const Event &event : entries[e].events) {
            if (event.kind == EventKind::TurnStarted)
                turn = event.a;
            added.push_back({e, turn, event.player >= 0 ? int(event.player) : entries[e].player, event});
        }
    }
    if (added.empty())
        return;
    beginInsertRows(QModelIndex(), int(m_rows.size()), int(m_rows.size() + added.size()) - 1);
    m_rows.insert(m_rows.end(), added.begin(), added.end());
    endInsertRows();
}

int LogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int LogModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QVariant();
    switch (section) {
    case TurnColumn:
        return tr("Turn");
    case PlayerColumn:
        return tr("Player");
    case KindColumn:
        return tr("Event");
    case ScoreColumn:
        return tr("Score");
    case TextColumn:
        return tr("Description");
    }
    return QVariant();
}

QVariant LogModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_rows.size()))
        return QVariant();
    const Row &row = m_rows[index.row()];
    const Event &e = row.event;
    const bool score = e.kind == EventKind::ScoreChanged;
    switch (role) {
    case Qt::DisplayRole:
        return display(row, index.column());
    case Qt::ToolTipRole:
        return toolTip(row);
    case Qt::DecorationRole:
        if (index.column() == PlayerColumn && e.player >= 0 && e.player < int(m_seatIcons.size()))
            return m_seatIcons[e.player];
        return QVariant();
    case Qt::ForegroundRole:
        if (index.column() == ScoreColumn && score)
            return QBrush(e.a < 0 ? QColor(0xb0, 0x20, 0x20) : QColor(0x1e, 0x7a, 0x2e));
        return QVariant();
    case Qt::FontRole:
        if (e.kind == EventKind::TurnStarted || e.kind == EventKind::GameEnded || (score && index.column() == ScoreColumn)) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return QVariant();
    case Qt::TextAlignmentRole:
        if (index.column() == TurnColumn || index.column() == ScoreColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return QVariant();
    case EntryRole:
        return row.entry;
    case ActorRole:
        return row.actor;
    case KindRole:
        return int(e.kind);
    case DeltaRole:
        return score ? QVariant(e.a) : QVariant();
    case ReasonRole: {
        const auto &reasons = m_document->rules().reasons;
        if (!score)
            return QVariant();
        if (e.label >= 0 && e.label < int(reasons.size()))
            return QString::fromStdString(reasons[e.label].text);
        return QString::fromStdString(labelName(m_document->rules(), e));
    }
    }
    return QVariant();
}

QVariant LogModel::display(const Row &row, int column) const
{
    const Event &e = row.event;
    switch (column) {
    case TurnColumn:
        return row.turn > 0 ? QVariant(row.turn) : QVariant();
    case PlayerColumn:
        return DockText::seatName(m_document->rules(), m_document->setup().players, e.player);
    case KindColumn:
        return kindTitle(e.kind);
    case ScoreColumn:
        if (e.kind != EventKind::ScoreChanged)
            return QVariant();
        return e.a > 0 ? QStringLiteral("+%1").arg(e.a) : QString::number(e.a);
    case TextColumn:
        return eventText(e);
    }
    return QVariant();
}

// The whole description, then the action that caused the event:
// "Action 12 (Blue): place bay at 1,2 orientation 3".
QString LogModel::toolTip(const Row &row) const
{
    const std::vector<LogEntry> &entries = m_document->log().entries;
    const QString text = eventText(row.event);
    if (row.entry == 0 || row.entry >= int(entries.size()) || !entries[row.entry].action)
        return tr("%1\nDuring the set-up").arg(text);
    const LogEntry &entry = entries[row.entry];
    const QString who = entry.player >= 0
        ? DockText::seatName(m_document->rules(), m_document->setup().players, entry.player)
        : tr("chance");
    Action action = *entry.action;
    const Event drawn{EventKind::Drawn, std::int8_t(entry.player), action.tag, action.a};
    if (action.kind == ActionKind::Draw && !seesEventItem(m_document->rules(), drawn, m_document->screen()->viewer()))
        action.a = -1; // what was drawn is the drawer's to know
    return tr("%1\nAction %2 (%3): %4")
        .arg(text)
        .arg(row.entry)
        .arg(who, describeAction(m_document->rules(), m_document->setup().players, action));
}

QString LogModel::eventText(const Event &e) const
{
    const Ruleset &rules = m_document->rules();
    return describeEvent(rules, m_document->setup().players,
                         seesEventItem(rules, e, m_document->screen()->viewer()) ? e : withoutItem(e));
}

} // namespace tw
