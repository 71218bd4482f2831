#include "logdock.h"

#include "docktext.h"
#include "logfilter.h"
#include "logmodel.h"

#include "gamedocument.h"

#include <QAction>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QStyle>
#include <QStyleOptionViewItem>
#include <QTimer>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>
#include <functional>
#include <vector>

namespace tw {

LogDock::LogDock(GameDocument *document, QWidget *parent)
    : QDockWidget(tr("Log"), parent)
    , m_document(document)
    , m_model(new LogModel(document, this))
    , m_filter(new LogFilterModel(this))
    , m_view(new QTreeView)
    , m_detail(new QLabel)
{
    setObjectName(QStringLiteral("LogDock"));
    // Before the filter and the selection model hear of it: when undo removes rows, the
    // selection model moves the current row by itself, which must not count as a choice.
    connect(m_model, &QAbstractItemModel::rowsAboutToBeRemoved, this, [this] { m_selecting = true; });
    m_filter->setSourceModel(m_model);

    m_view->setModel(m_filter);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setAllColumnsShowFocus(true);
    fitColumns();
    // The Description column is cut short in a narrow dock: the line under the log shows
    // the selected event's (live: the newest's) whole.
    m_detail->setWordWrap(true);
    m_detail->setTextFormat(Qt::PlainText);
    m_detail->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(makeFilterBar());
    layout->addWidget(m_view, 1);
    layout->addWidget(m_detail);
    layout->addWidget(makeButtonBar());
    setWidget(content);

    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &LogDock::onCurrentChanged);
    // A click makes a row current before it selects it.
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &LogDock::updateDetail);
    connect(m_filter, &QAbstractItemModel::rowsInserted, this, &LogDock::onRowsInserted);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, &LogDock::onRowsRemoved);
    connect(m_model, &QAbstractItemModel::modelReset, this, &LogDock::updateControls);
    connect(m_document, &GameDocument::started, this, [this] {
        fitColumns(); // the new game's seats may have longer names ("Land 2")
        fillPlayers();
        if (m_viewed >= 0)
            goLive();
        else
            showNewest();
    });
    fillPlayers();
    updateControls();
    showNewest();
}

void LogDock::showNewest()
{
    QTimer::singleShot(0, m_view, [this] {
        if (m_viewed < 0)
            m_view->scrollToBottom();
    });
}

// Narrow columns for the short fields, the rest for the description.
void LogDock::fitColumns()
{
    QFont bold = m_view->font();
    bold.setBold(true);
    const QFontMetrics metrics(bold);
    const int padding = metrics.horizontalAdvance(QLatin1Char('M')) + 6;
    auto widest = [&](const QStringList &texts) {
        int width = 0;
        for (const QString &text : texts)
            width = std::max(width, metrics.horizontalAdvance(text));
        return width + padding;
    };
    // A seat's cell as the view lays it out: its colour's icon, then its name in bold.
    QStyleOptionViewItem seatCell;
    seatCell.initFrom(m_view);
    seatCell.font = bold;
    seatCell.fontMetrics = metrics;
    seatCell.features = QStyleOptionViewItem::HasDisplay | QStyleOptionViewItem::HasDecoration;
    seatCell.decorationSize = m_view->style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, m_view) * QSize(1, 1);
    int seatWidth = widest({tr("Player")});
    const int players = m_document->setup().players;
    for (int p = 0; p < players; ++p) {
        seatCell.text = DockText::seatName(m_document->rules(), players, p);
        seatWidth = std::max(
            seatWidth, m_view->style()->sizeFromContents(QStyle::CT_ItemViewItem, &seatCell, QSize(), m_view).width());
    }
    QStringList kinds{tr("Event")};
    for (int k = 0; k < kEventKindCount; ++k)
        kinds.append(LogModel::kindTitle(EventKind(k)));
    QHeaderView *header = m_view->header();
    header->setStretchLastSection(true);
    header->resizeSection(LogModel::TurnColumn, widest({tr("Turn"), QStringLiteral("000")}));
    header->resizeSection(LogModel::PlayerColumn, seatWidth);
    header->resizeSection(LogModel::KindColumn, widest(kinds));
    header->resizeSection(LogModel::ScoreColumn, widest({tr("Score"), QStringLiteral("+00")}));
}

QWidget *LogDock::makeFilterBar()
{
    auto *bar = new QWidget;
    auto *layout = new QHBoxLayout(bar);
    layout->setContentsMargins(0, 0, 0, 0);
    m_players = new QComboBox;
    m_players->setToolTip(tr("Show the events of one player only"));
    connect(m_players, &QComboBox::currentIndexChanged, this,
            [this](int index) { setPlayerFilter(index < 0 ? -1 : m_players->itemData(index).toInt()); });

    m_kinds = new QPushButton(tr("Events"));
    m_kinds->setToolTip(tr("Choose which kinds of event are shown"));
    m_kindMenu = new QMenu(m_kinds);
    for (int k = 0; k < kEventKindCount; ++k) {
        QAction *action = m_kindMenu->addAction(LogModel::kindTitle(EventKind(k)));
        action->setCheckable(true);
        action->setChecked(true);
        action->setData(k);
        connect(action, &QAction::toggled, this, [this, k](bool on) {
            refilter([this, k, on] { m_filter->setKindShown(EventKind(k), on); });
            const QList<QAction *> actions = m_kindMenu->actions();
            const auto hidden = std::count_if(actions.cbegin(), actions.cend(),
                                              [](const QAction *a) { return a->isCheckable() && !a->isChecked(); });
            m_kinds->setText(hidden ? tr("Events (%1 hidden)").arg(hidden) : tr("Events"));
        });
    }
    m_kindMenu->addSeparator();
    connect(m_kindMenu->addAction(tr("Show all")), &QAction::triggered, this, [this] {
        for (int k = 0; k < kEventKindCount; ++k)
            setKindShown(EventKind(k), true);
    });
    m_kinds->setMenu(m_kindMenu);
    connect(m_kindMenu, &QMenu::aboutToShow, this, &LogDock::listKindsOfThisGame);

    layout->addWidget(m_players, 1);
    layout->addWidget(m_kinds);
    return bar;
}

QWidget *LogDock::makeButtonBar()
{
    auto *bar = new QWidget;
    auto *layout = new QVBoxLayout(bar);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *steps = new QHBoxLayout;
    m_back = new QPushButton(tr("Step back"));
    m_back->setToolTip(tr("Show the position one action earlier"));
    m_forward = new QPushButton(tr("Step forward"));
    m_forward->setToolTip(tr("Show the position one action later"));
    m_live = new QPushButton(tr("Live"));
    m_live->setToolTip(tr("Back to the game as it is now"));
    steps->addWidget(m_back);
    steps->addWidget(m_forward);
    steps->addWidget(m_live);
    auto *fork = new QHBoxLayout;
    m_position = new QLabel;
    m_fork = new QPushButton(tr("Continue from here"));
    m_fork->setToolTip(tr("Start a new game that repeats the actions up to the position shown"));
    fork->addWidget(m_position, 1);
    fork->addWidget(m_fork);
    layout->addLayout(steps);
    layout->addLayout(fork);
    connect(m_back, &QPushButton::clicked, this, &LogDock::stepBack);
    connect(m_forward, &QPushButton::clicked, this, &LogDock::stepForward);
    connect(m_live, &QPushButton::clicked, this, &LogDock::goLive);
    connect(m_fork, &QPushButton::clicked, this, &LogDock::continueFromHere);
    return bar;
}

void LogDock::listKindsOfThisGame()
{
    std::vector<bool> seen(kEventKindCount, false);
    for (int r = 0; r < m_model->rowCount(); ++r)
        seen[std::size_t(m_model->eventOfRow(r).kind)] = true;
    for (QAction *action : m_kindMenu->actions())
        if (action->isCheckable()) // a hidden kind stays listed, to be shown again
            action->setVisible(seen[std::size_t(action->data().toInt())] || !action->isChecked());
}

void LogDock::fillPlayers()
{
    const int previous = m_players->currentIndex() < 0 ? -1 : m_players->currentData().toInt();
    const int players = m_document->hasGame() ? m_document->log().players : 0;
    {
        const QSignalBlocker blocker(m_players);
        m_players->clear();
        m_players->addItem(tr("All players"), -1);
        for (int p = 0; p < players; ++p)
            m_players->addItem(DockText::seatIcon(m_document->rules(), p),
                               DockText::seatName(m_document->rules(), players, p), p);
        m_players->setCurrentIndex(std::max(0, m_players->findData(previous < players ? previous : -1)));
    }
    refilter([this] { m_filter->setPlayer(m_players->currentData().toInt()); });
}

void LogDock::setPlayerFilter(int player)
{
    const int index = m_players->findData(player);
    if (index >= 0 && index != m_players->currentIndex()) {
        m_players->setCurrentIndex(index); // comes back here through currentIndexChanged
        return;
    }
    refilter([this, player] { m_filter->setPlayer(player); });
}

// Filtering out the current row makes the selection model move it by itself: that is
// ignored, and the viewed action is selected again when it is shown.
void LogDock::refilter(const std::function<void()> &change)
{
    m_selecting = true;
    change();
    m_selecting = false;
    if (m_viewed >= 0)
        selectEntry(m_viewed);
    else
        m_view->scrollToBottom();
    updateControls();
}

void LogDock::setKindShown(EventKind kind, bool shown)
{
    const QList<QAction *> actions = m_kindMenu->actions();
    for (QAction *action : actions)
        if (action->isCheckable() && action->data().toInt() == int(kind))
            action->setChecked(shown); // filters through toggled
}

int LogDock::entryAt(int row) const
{
    return m_filter->index(row, 0).data(LogModel::EntryRole).toInt();
}

int LogDock::lowerRow(int entry) const
{
    int low = 0;
    int high = m_filter->rowCount();
    while (low < high) {
        const int mid = (low + high) / 2;
        if (entryAt(mid) < entry)
            low = mid + 1;
        else
            high = mid;
    }
    return low;
}

bool LogDock::selectEntry(int entry)
{
    const int row = lowerRow(entry);
    const bool found = row < m_filter->rowCount() && entryAt(row) == entry;
    m_selecting = true;
    if (found) {
        const QModelIndex index = m_filter->index(row, 0);
        m_view->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        m_view->scrollTo(index);
    } else {
        m_view->selectionModel()->clearSelection();
    }
    m_selecting = false;
    return found;
}

void LogDock::onCurrentChanged()
{
    updateDetail();
    if (m_selecting)
        return;
    const QModelIndex current = m_view->currentIndex();
    if (current.isValid())
        setViewed(entryAt(current.row()));
}

void LogDock::onRowsInserted()
{
    if (m_viewed < 0)
        m_view->scrollToBottom();
    updateControls();
}

// Undo removed the last rows: the selection model may have moved the current row by
// itself (ignored). A viewed position that no longer exists falls back to live.
void LogDock::onRowsRemoved()
{
    m_selecting = false;
    if (m_viewed > m_document->actionCount())
        goLive();
    else if (m_viewed >= 0)
        selectEntry(m_viewed);
    updateControls();
}

void LogDock::setViewed(int actions)
{
    if (actions == m_viewed)
        return;
    m_viewed = actions;
    emit viewRequested(actions);
    updateControls();
}

void LogDock::stepBack()
{
    const int current = m_viewed < 0 ? m_document->actionCount() : m_viewed;
    const int row = lowerRow(current) - 1;
    if (row < 0)
        return;
    const int entry = entryAt(row);
    selectEntry(entry);
    setViewed(entry);
}

void LogDock::stepForward()
{
    if (m_viewed < 0)
        return;
    const int row = lowerRow(m_viewed + 1);
    if (row >= m_filter->rowCount()) {
        goLive();
        return;
    }
    const int entry = entryAt(row);
    selectEntry(entry);
    setViewed(entry);
}

void LogDock::goLive()
{
    m_selecting = true;
    m_view->selectionModel()->clearSelection();
    m_view->selectionModel()->setCurrentIndex(QModelIndex(), QItemSelectionModel::NoUpdate);
    m_selecting = false;
    m_viewed = -1;
    emit viewRequested(-1);
    m_view->scrollToBottom();
    updateControls();
}

void LogDock::continueFromHere()
{
    if (m_viewed >= 0 && m_document->hasGame())
        emit forkRequested(m_viewed);
}

void LogDock::updateControls()
{
    updateDetail();
    const bool live = m_viewed < 0;
    const int actions = m_document->hasGame() ? m_document->actionCount() : 0;
    m_back->setEnabled(lowerRow(live ? actions : m_viewed) > 0);
    m_forward->setEnabled(!live);
    m_live->setEnabled(!live);
    m_fork->setEnabled(!live && m_document->hasGame());
    if (!m_document->hasGame())
        m_position->setText(tr("No game"));
    else if (live)
        m_position->setText(tr("Live, after action %1").arg(actions));
    else
        m_position->setText(tr("Viewing after action %1 of %2").arg(m_viewed).arg(actions));
}

void LogDock::updateDetail()
{
    // A current row the selection model moved to by itself (its own was filtered out) is
    // not the position viewed: nothing is shown then.
    const QModelIndex current = m_view->currentIndex();
    const bool chosen = current.isValid() && m_view->selectionModel()->isSelected(current);
    const int row = chosen ? current.row() : m_viewed < 0 ? m_filter->rowCount() - 1 : -1;
    m_detail->setText(row < 0 ? QString() : m_filter->index(row, LogModel::TextColumn).data().toString());
}

} // namespace tw
