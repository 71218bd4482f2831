#pragma once

#include "state/event.h"

#include <QAbstractTableModel>
#include <QIcon>
#include <QString>

#include <vector>

namespace tw {

class GameDocument;

// Every event of a document's log, one row each, in order. Follows the document
// incrementally: entriesChanged(first) drops the rows of entries from `first` on (undo)
// and appends the rows of the entries now there. A restart (first == 0) resets the model.
class LogModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { TurnColumn, PlayerColumn, KindColumn, ScoreColumn, TextColumn, ColumnCount };
    enum Role {
        EntryRole = Qt::UserRole + 1, // int: the log entry (= actions up to and including it)
        ActorRole,                    // int: the event's player, else its entry's player (-1 none)
        KindRole,                     // int: EventKind
        DeltaRole,                    // int: a score change's delta (ScoreChanged only)
        ReasonRole,                   // QString: a score change's reason text (ScoreChanged only)
    };

    explicit LogModel(const GameDocument *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    int entryOfRow(int row) const { return m_rows[row].entry; }
    const Event &eventOfRow(int row) const { return m_rows[row].event; }

    // A short title for an event kind ("Tile", "Score" ...), for columns and filters.
    static QString kindTitle(EventKind kind);

private:
    struct Row
    {
        int entry = 0;
        int turn = 0;
        int actor = -1;
        Event event;
    };

    void sync(int first);
    QVariant display(const Row &row, int column) const;
    QString toolTip(const Row &row) const;
    // The event as the seat at the screen may read it (SeatScreen).
    QString eventText(const Event &e) const;

    const GameDocument *m_document;
    std::vector<Row> m_rows;
    std::vector<QIcon> m_seatIcons; // per seat of the ruleset
};

} // namespace tw
