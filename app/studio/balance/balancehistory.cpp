#include "balancehistory.h"

#include "sweepchart.h"

#include "journal.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace tw {

namespace {

// "greedy vs random" (a bot per seat), or "greedy x3" (one for all three seats); "?" for a
// run whose table did not read when the journal learnt its bots.
QString playedBy(const QStringList &bots, int players)
{
    if (bots.isEmpty())
        return QStringLiteral("?");
    if (bots.size() == 1 && players > 1)
        return BalanceHistory::tr("%1 x%2").arg(bots.first()).arg(players);
    return bots.join(BalanceHistory::tr(" vs "));
}

} // namespace

BalanceHistory::BalanceHistory(QWidget *parent)
    : QWidget(parent)
    , m_list(new QListWidget)
    , m_remove(new QPushButton(tr("Remove")))
{
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    // A run's whole description, on as many lines as the list's width needs.
    m_list->setWordWrap(true);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_list->setResizeMode(QListView::Adjust);
    m_list->setToolTip(tr("Choose a past run to draw it, dashed, against today's run of the same kind"));
    m_remove->setEnabled(false);
    auto *clear = new QPushButton(tr("Hide"));
    clear->setToolTip(tr("Draw today's run alone"));
    auto *buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(clear);
    buttons->addWidget(m_remove);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(new QLabel(tr("<b>Compare with a past run</b> of this ruleset:")));
    layout->addWidget(m_list, 1);
    layout->addLayout(buttons);
    connect(m_list, &QListWidget::itemSelectionChanged, this, &BalanceHistory::choose);
    connect(m_remove, &QPushButton::clicked, this, &BalanceHistory::removeChosen);
    connect(clear, &QPushButton::clicked, m_list, &QListWidget::clearSelection);
}

void BalanceHistory::setSource(Journal *journal, const QString &rulesetId, const QString &contentHash)
{
    m_journal = journal;
    m_rulesetId = rulesetId;
    m_contentHash = contentHash;
    refresh();
}

void BalanceHistory::setShownRun(qint64 id)
{
    m_shownRun = id;
    refresh();
}

void BalanceHistory::refresh()
{
    // The chosen run stays chosen (and drawn) when it is still listed.
    const QList<QListWidgetItem *> chosen = m_list->selectedItems();
    const qint64 chosenId = chosen.isEmpty() ? 0 : chosen.first()->data(Qt::UserRole).toLongLong();
    const QSignalBlocker blocker(m_list);
    m_list->clear();
    if (m_journal && m_journal->isOpen())
        fill();
    for (int row = 0; row < m_list->count(); ++row) {
        if (chosenId && m_list->item(row)->data(Qt::UserRole).toLongLong() == chosenId)
            m_list->setCurrentRow(row);
    }
    m_remove->setEnabled(!m_list->selectedItems().isEmpty());
    if (chosenId && m_list->selectedItems().isEmpty())
        emit runChosen(nullptr, QString());
}

void BalanceHistory::fill()
{
    try {
        for (const BalanceRun &run : m_journal->balanceRuns(m_rulesetId)) {
            if (run.id == m_shownRun)
                continue;
            const QString when = run.created.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
            const QString rules = run.contentHash == m_contentHash ? tr("these rules")
                                                                   : tr("rules %1").arg(run.contentHash.left(8));
            const QString experiment = SweepChart::experimentName(run.experiment.isEmpty() ? run.variable : run.experiment);
            const QString who = playedBy(run.bots, run.players);
            auto *item = new QListWidgetItem(
                run.kind == QLatin1String("comparison")
                    ? tr("%1: %2, %3 games each by %4, %5").arg(when, experiment).arg(run.games).arg(who, rules)
                    : tr("%1: %2, %3 values, %4 games each by %5, %6")
                          .arg(when, experiment)
                          .arg(run.points)
                          .arg(run.games)
                          .arg(who, rules));
            item->setToolTip(item->text());
            item->setData(Qt::UserRole, run.id);
            item->setData(Qt::UserRole + 1, when);
            m_list->addItem(item);
        }
    } catch (const JournalError &e) {
        emit failed(QString::fromStdString(e.what()));
    }
}

void BalanceHistory::choose()
{
    const QList<QListWidgetItem *> chosen = m_list->selectedItems();
    m_remove->setEnabled(!chosen.isEmpty());
    if (chosen.isEmpty() || !m_journal)
        return emit runChosen(nullptr, QString());
    try {
        const SweepTable table = m_journal->balanceRun(chosen.first()->data(Qt::UserRole).toLongLong());
        emit runChosen(&table, chosen.first()->data(Qt::UserRole + 1).toString());
    } catch (const JournalError &e) {
        emit failed(QString::fromStdString(e.what()));
    }
}

void BalanceHistory::removeChosen()
{
    const QList<QListWidgetItem *> chosen = m_list->selectedItems();
    if (chosen.isEmpty() || !m_journal)
        return;
    const QString name = chosen.first()->data(Qt::UserRole + 1).toString();
    const qint64 id = chosen.first()->data(Qt::UserRole).toLongLong();
    if (QMessageBox::question(this, tr("Remove the run"),
                              tr("Remove the run of %1 from the journal? It cannot be brought back.").arg(name),
                              QMessageBox::Yes | QMessageBox::No, QMessageBox::No)
        != QMessageBox::Yes)
        return;
    try {
        m_journal->removeBalanceRun(id);
    } catch (const JournalError &e) {
        emit failed(QString::fromStdString(e.what()));
        return;
    }
    refresh(); // which lets the chart know the run is gone
    emit removed(name);
}

} // namespace tw
