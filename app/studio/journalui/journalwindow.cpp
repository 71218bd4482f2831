#include "journalwindow.h"

#include "journalnotes.h"
#include "noteseditor.h"
#include "rulesdiffview.h"

#include "journal.h"

#include <QCloseEvent>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <map>

namespace tw {

namespace {

constexpr int kStartedRole = JournalWindow::SessionRole + 1;

// Sorts by start time (then id), not by the date's text.
class DateItem : public QTableWidgetItem
{
public:
    using QTableWidgetItem::QTableWidgetItem;
    bool operator<(const QTableWidgetItem &other) const override
    {
        const QDateTime a = data(kStartedRole).toDateTime();
        const QDateTime b = other.data(kStartedRole).toDateTime();
        if (a != b)
            return a < b;
        return data(JournalWindow::SessionRole).toLongLong() < other.data(JournalWindow::SessionRole).toLongLong();
    }
};

QString firstLine(const QString &text)
{
    const QString trimmed = text.trimmed();
    const qsizetype end = trimmed.indexOf(QLatin1Char('\n'));
    return end < 0 ? trimmed : trimmed.left(end).trimmed() + QStringLiteral(" \u2026");
}

// Sorts by the number it shows, not by its text.
class NumberItem : public QTableWidgetItem
{
public:
    explicit NumberItem(qulonglong number)
        : QTableWidgetItem(QString::number(number))
        , m_number(number)
    {}
    bool operator<(const QTableWidgetItem &other) const override
    {
        const auto *number = dynamic_cast<const NumberItem *>(&other);
        return number ? m_number < number->m_number : QTableWidgetItem::operator<(other);
    }

private:
    qulonglong m_number;
};

QString joinNumbers(const QList<int> &numbers)
{
    QStringList parts;
    for (int n : numbers)
        parts.append(QString::number(n));
    return parts.join(QStringLiteral(", "));
}

} // namespace

JournalWindow::JournalWindow(JournalNotes *notes, QWidget *parent)
    : QWidget(parent)
    , m_journalNotes(notes)
    , m_journal(notes->journal())
    , m_filter(new QComboBox)
    , m_table(new QTableWidget(0, ColumnCount))
    , m_notes(new NotesEditor)
    , m_message(new QLabel)
    , m_lastFolder(QDir::homePath())
{
    setWindowFlag(Qt::Window);
    setWindowTitle(tr("Playtest journal"));
    setObjectName(QStringLiteral("JournalWindow"));
    resize(1180, 600);

    m_filter->setToolTip(tr("Show the sessions of one ruleset only"));
    m_filter->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    auto *refreshButton = new QPushButton(tr("Refresh"));
    auto *top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Ruleset:")));
    top->addWidget(m_filter);
    top->addStretch(1);
    top->addWidget(refreshButton);

    m_table->setHorizontalHeaderLabels({tr("Date"), tr("Ruleset"), tr("Rules"), tr("Seed"), tr("Seats"), tr("Turns"),
                                        tr("Scores"), tr("State"), tr("Notes")});
    m_table->horizontalHeaderItem(ScoresColumn)
        ->setToolTip(tr("Final once the game ended; else where it stood when last played, with what its end would "
                        "add where the rules project it"));
    m_table->horizontalHeaderItem(RulesColumn)
        ->setToolTip(tr("The version of the rules: the start of their content hash, and the revision when the game "
                        "was re-played under changed rules"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setSortIndicator(DateColumn, Qt::DescendingOrder);
    m_table->setSortingEnabled(true);

    auto *notesPane = new QWidget;
    auto *notesLayout = new QVBoxLayout(notesPane);
    notesLayout->setContentsMargins(0, 0, 0, 0);
    notesLayout->addWidget(new QLabel(tr("Notes on the selected session:")));
    notesLayout->addWidget(m_notes, 1);
    auto *split = new QSplitter(Qt::Horizontal);
    split->addWidget(m_table);
    split->addWidget(notesPane);
    split->setStretchFactor(0, 4);
    split->setStretchFactor(1, 1);
    split->setChildrenCollapsible(false);

    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->hide();

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(split, 1);
    layout->addWidget(makeButtons());
    layout->addWidget(m_message);

    connect(refreshButton, &QPushButton::clicked, this, &JournalWindow::refresh);
    connect(m_filter, &QComboBox::currentIndexChanged, this, &JournalWindow::refresh);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &JournalWindow::onCurrentChanged);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &JournalWindow::updateButtons);
    connect(m_notes, &NotesEditor::failed, this, [this](const QString &message) { showMessage(message, true); });
    connect(m_journalNotes, &JournalNotes::saved, this, [this](qint64 session, const QString &notes) {
        for (int row = 0; row < m_table->rowCount(); ++row) {
            QTableWidgetItem *date = m_table->item(row, DateColumn);
            if (date && date->data(SessionRole).toLongLong() == session) {
                m_table->item(row, NotesColumn)->setText(firstLine(notes));
                m_table->item(row, NotesColumn)->setToolTip(notes);
            }
        }
    });
    refresh();
}

QWidget *JournalWindow::makeButtons()
{
    auto *bar = new QWidget;
    auto *layout = new QHBoxLayout(bar);
    layout->setContentsMargins(0, 0, 0, 0);
    m_reopen = new QPushButton(tr("Reopen as replay"));
    m_reopen->setToolTip(tr("Open the selected session's game as a replay"));
    m_exportSelected = new QPushButton(tr("Export selected..."));
    m_exportSelected->setToolTip(tr("Write the selected sessions as JSON Lines or CSV"));
    m_exportAll = new QPushButton(tr("Export all..."));
    m_exportAll->setToolTip(tr("Write every listed session as JSON Lines or CSV"));
    m_delete = new QPushButton(tr("Delete..."));
    m_delete->setToolTip(tr("Remove the selected sessions from the journal"));
    m_compare = new QPushButton(tr("Compare rules..."));
    m_compare->setToolTip(tr("Select two sessions: what changed between the rules they were played under"));
    layout->addWidget(m_reopen);
    layout->addWidget(m_compare);
    layout->addWidget(m_exportSelected);
    layout->addWidget(m_exportAll);
    layout->addStretch(1);
    layout->addWidget(m_delete);
    connect(m_reopen, &QPushButton::clicked, this, &JournalWindow::reopenSelected);
    connect(m_exportSelected, &QPushButton::clicked, this, &JournalWindow::exportSelected);
    connect(m_exportAll, &QPushButton::clicked, this, &JournalWindow::exportAll);
    connect(m_delete, &QPushButton::clicked, this, &JournalWindow::deleteSelected);
    connect(m_compare, &QPushButton::clicked, this, &JournalWindow::compareSelected);
    return bar;
}

QString JournalWindow::message() const
{
    return m_message->isHidden() ? QString() : m_message->text();
}

void JournalWindow::showMessage(const QString &text, bool error)
{
    QPalette palette = this->palette();
    if (error)
        palette.setColor(QPalette::WindowText, QColor(0xb0, 0x00, 0x20));
    m_message->setPalette(palette);
    m_message->setText(text);
    m_message->setVisible(!text.isEmpty());
}

bool JournalWindow::usable()
{
    if (m_journal && m_journal->isOpen())
        return true;
    showMessage(tr("The playtest journal is not open."), true);
    return false;
}

void JournalWindow::refresh()
{
    m_journalNotes->flush();
    const qint64 current = m_notes->session();
    std::vector<JournalSession> sessions;
    if (usable()) {
        try {
            sessions = m_journal->sessions();
            if (!m_message->isHidden() && m_message->text() == tr("The playtest journal is not open."))
                showMessage(QString(), false);
        } catch (const std::exception &e) {
            showMessage(QString::fromStdString(e.what()), true);
        }
    }
    fillFilter(sessions);
    fillTable(sessions);
    if (current < 0 || !selectSession(current))
        onCurrentChanged();
    updateButtons();
}

void JournalWindow::fillFilter(const std::vector<JournalSession> &sessions)
{
    const QString chosen = m_filter->currentData().toString();
    std::map<QString, QString> rulesets; // id -> name
    for (const JournalSession &s : sessions)
        rulesets[s.rulesetId] = s.rulesetName;
    const QSignalBlocker blocker(m_filter);
    m_filter->clear();
    m_filter->addItem(tr("All rulesets"), QString());
    for (const auto &[id, name] : rulesets)
        m_filter->addItem(name.isEmpty() ? id : tr("%1 (%2)").arg(name, id), id);
    m_filter->setCurrentIndex(std::max(0, m_filter->findData(chosen)));
}

void JournalWindow::fillTable(const std::vector<JournalSession> &sessions)
{
    const QString ruleset = m_filter->currentData().toString();
    const QSignalBlocker blocker(m_table->selectionModel());
    m_table->setSortingEnabled(false);
    m_table->clearContents();
    m_table->setRowCount(0);
    for (const JournalSession &s : sessions) {
        if (!ruleset.isEmpty() && s.rulesetId != ruleset)
            continue;
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        auto *date = new DateItem(QLocale().toString(s.started.toLocalTime(), QLocale::ShortFormat));
        date->setData(SessionRole, s.id);
        date->setData(kStartedRole, s.started);
        date->setToolTip(
            s.ended.isValid()
                ? tr("Session %1, ended %2").arg(s.id).arg(QLocale().toString(s.ended.toLocalTime(), QLocale::ShortFormat))
                : tr("Session %1").arg(s.id));
        m_table->setItem(row, DateColumn, date);
        auto *name = new QTableWidgetItem(s.rulesetName.isEmpty() ? s.rulesetId : s.rulesetName);
        name->setToolTip(tr("%1, content hash %2").arg(s.rulesetId, s.contentHash));
        m_table->setItem(row, RulesetColumn, name);
        m_table->setItem(row, RulesColumn, rulesItem(s));
        m_table->setItem(row, SeedColumn, new NumberItem(s.seed));
        auto *seats = new QTableWidgetItem(s.seats.join(QStringLiteral(", ")));
        seats->setToolTip(tr("%n player(s)", nullptr, s.players));
        m_table->setItem(row, SeatsColumn, seats);
        m_table->setItem(row, TurnsColumn, new NumberItem(qulonglong(s.turns)));
        m_table->setItem(row, ScoresColumn, new QTableWidgetItem(joinNumbers(s.scores)));
        m_table->setItem(row, StateColumn, new QTableWidgetItem(stateText(s)));
        auto *notes = new QTableWidgetItem(firstLine(s.notes));
        notes->setToolTip(s.notes);
        m_table->setItem(row, NotesColumn, notes);
    }
    m_table->setSortingEnabled(true);
    m_table->resizeColumnsToContents();
}

QString JournalWindow::stateText(const JournalSession &session)
{
    switch (session.state()) {
    case JournalSession::State::Finished:
        return tr("Finished");
    case JournalSession::State::Abandoned:
        return tr("Abandoned");
    case JournalSession::State::InProgress:
        break;
    }
    return tr("In progress");
}

QTableWidgetItem *JournalWindow::rulesItem(const JournalSession &session) const
{
    QString text = session.contentHash.left(8);
    if (session.revisions > 1)
        text = tr("%1 (revision %2)").arg(text).arg(session.revisions);
    auto *item = new QTableWidgetItem(text);
    QStringList lines;
    try {
        for (const JournalRevision &r : m_journal->revisions(session.id))
            lines << tr("Revision %1: %2, from %3%4")
                         .arg(r.revision)
                         .arg(r.contentHash, QLocale().toString(r.live.toLocalTime(), QLocale::ShortFormat),
                              r.rulesKept ? QString() : tr(" (rules not kept)"));
    } catch (const std::exception &e) {
        lines << QString::fromStdString(e.what());
    }
    item->setToolTip(lines.join(QLatin1Char('\n')));
    return item;
}

bool JournalWindow::selectSession(qint64 session)
{
    for (int row = 0; row < m_table->rowCount(); ++row) {
        if (m_table->item(row, DateColumn)->data(SessionRole).toLongLong() == session) {
            m_table->selectionModel()->setCurrentIndex(m_table->model()->index(row, DateColumn),
                                                       QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
            onCurrentChanged(); // also when the row was current already
            return true;
        }
    }
    return false;
}

std::vector<qint64> JournalWindow::selectedSessions() const
{
    std::vector<qint64> ids;
    const QModelIndexList rows = m_table->selectionModel()->selectedRows(DateColumn);
    std::vector<int> order;
    for (const QModelIndex &index : rows)
        order.push_back(index.row());
    std::sort(order.begin(), order.end());
    for (int row : order)
        ids.push_back(m_table->item(row, DateColumn)->data(SessionRole).toLongLong());
    return ids;
}

void JournalWindow::onCurrentChanged()
{
    const QModelIndex current = m_table->currentIndex();
    const qint64 session = current.isValid() ? m_table->item(current.row(), DateColumn)->data(SessionRole).toLongLong()
                                             : -1;
    if (session != m_notes->session())
        m_notes->setSession(session >= 0 ? m_journalNotes : nullptr, session);
    updateButtons();
}

void JournalWindow::updateButtons()
{
    const bool open = m_journal && m_journal->isOpen();
    const std::size_t selected = open ? m_table->selectionModel()->selectedRows().size() : 0;
    m_reopen->setEnabled(selected == 1);
    m_exportSelected->setEnabled(selected > 0);
    m_exportAll->setEnabled(open && m_table->rowCount() > 0);
    m_delete->setEnabled(selected > 0);
    m_compare->setEnabled(selected == 2);
}

RulesDiffView *JournalWindow::rulesDiffView() const
{
    return m_diffView;
}

void JournalWindow::compareSelected()
{
    std::vector<qint64> sessions = selectedSessions();
    if (sessions.size() != 2 || !usable())
        return;
    std::sort(sessions.begin(), sessions.end());
    compareRules(sessions[0], sessions[1]);
}

bool JournalWindow::compareRules(qint64 a, qint64 b)
{
    if (!usable())
        return false;
    QString diff;
    try {
        diff = m_journal->rulesDiff(a, b);
    } catch (const std::exception &e) {
        showMessage(QString::fromStdString(e.what()), true);
        return false;
    }
    if (!m_diffView)
        m_diffView = new RulesDiffView(this);
    m_diffView->setDiff(a, b, diff);
    m_diffView->show();
    m_diffView->raise();
    return true;
}

void JournalWindow::reopenSelected()
{
    const std::vector<qint64> sessions = selectedSessions();
    if (sessions.size() != 1 || !usable())
        return;
    try {
        const std::string text = m_journal->logText(sessions.front());
        emit replayRequested(QString::fromStdString(text));
    } catch (const std::exception &e) {
        showMessage(QString::fromStdString(e.what()), true);
    }
}

void JournalWindow::exportSelected()
{
    exportInteractive(selectedSessions());
}

void JournalWindow::exportAll()
{
    std::vector<qint64> sessions;
    for (int row = 0; row < m_table->rowCount(); ++row)
        sessions.push_back(m_table->item(row, DateColumn)->data(SessionRole).toLongLong());
    exportInteractive(sessions);
}

void JournalWindow::exportInteractive(const std::vector<qint64> &sessions)
{
    if (sessions.empty() || !usable())
        return;
    const QString jsonl = tr("JSON Lines (*.jsonl)");
    const QString csv = tr("CSV (*.csv)");
    const QString base = sessions.size() == 1 ? QStringLiteral("session-%1.jsonl").arg(sessions.front())
                                              : QStringLiteral("journal.jsonl");
    QString filter = jsonl;
    QString path = QFileDialog::getSaveFileName(this, tr("Export sessions"), QDir(m_lastFolder).filePath(base),
                                                jsonl + QStringLiteral(";;") + csv, &filter);
    if (path.isEmpty())
        return;
    const ExportFormat format = exportFormatFor(path, filter);
    if (QFileInfo(path).suffix().isEmpty())
        path += exportSuffix(format);
    m_lastFolder = QFileInfo(path).absolutePath();
    exportSessions(sessions, path, format);
}

bool JournalWindow::exportSessions(const std::vector<qint64> &sessions, const QString &path, ExportFormat format)
{
    if (!usable())
        return false;
    const QString error = writeJournalExport(*m_journal, sessions, path, format);
    if (!error.isEmpty()) {
        showMessage(error, true);
        return false;
    }
    showMessage(tr("Exported %n session(s) to %1.", nullptr, int(sessions.size())).arg(QDir::toNativeSeparators(path)),
                false);
    return true;
}

void JournalWindow::deleteSelected()
{
    const std::vector<qint64> sessions = selectedSessions();
    if (sessions.empty() || !usable())
        return;
    const auto answer = QMessageBox::question(
        this, tr("Delete sessions"),
        tr("Delete %n session(s) from the journal, with their logs and notes? This cannot be undone.", nullptr,
           int(sessions.size())),
        QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer == QMessageBox::Yes)
        removeSessions(sessions);
}

bool JournalWindow::removeSessions(const std::vector<qint64> &sessions)
{
    if (!usable())
        return false;
    m_journalNotes->flush();
    for (qint64 session : sessions)
        m_journalNotes->forget(session);
    bool ok = true;
    try {
        for (qint64 session : sessions)
            m_journal->removeSession(session);
        showMessage(tr("Deleted %n session(s).", nullptr, int(sessions.size())), false);
    } catch (const std::exception &e) {
        showMessage(QString::fromStdString(e.what()), true);
        ok = false;
    }
    refresh();
    return ok;
}

void JournalWindow::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (!event->spontaneous())
        refresh();
}

void JournalWindow::closeEvent(QCloseEvent *event)
{
    m_journalNotes->flush();
    QWidget::closeEvent(event);
}

} // namespace tw
