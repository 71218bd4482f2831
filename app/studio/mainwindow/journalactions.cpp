#include "journalactions.h"

#include "journalui/journalnotes.h"
#include "journalui/journalwindow.h"

#include "journal.h"

#include <QAction>
#include <QDir>
#include <QMessageBox>
#include <QTemporaryDir>
#include <QWidget>

#include <stdexcept>

namespace tw {

JournalActions::JournalActions(QWidget *window)
    : QObject(window)
    , m_window(window)
    , m_show(new QAction(tr("Playtest &Journal\u2026"), this))
{
    m_show->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_J));
    m_show->setStatusTip(tr("Every game played in the studio: notes, replay, export"));
    m_show->setEnabled(false);
    connect(m_show, &QAction::triggered, this, [this] {
        JournalWindow *window = journalWindow();
        if (!window)
            return;
        window->refresh();
        window->show();
        window->raise();
        window->activateWindow();
    });
}

QString JournalActions::replayFolder(const GameLog &header, const QString &diskFolder,
                                     std::optional<std::uint64_t> diskHash, QString *error)
{
    const bool same = !diskFolder.isEmpty() && diskHash && *diskHash == header.contentHash;
    const QString hash = QString::fromStdString(hashText(header.contentHash));
    if (same || !m_journal)
        return diskFolder;
    try {
        if (!m_journal->hasRules(hash))
            return diskFolder;
    } catch (const std::exception &e) {
        if (error)
            *error = QString::fromStdString(e.what());
        return diskFolder;
    }
    if (!diskFolder.isEmpty()) {
        const auto answer = QMessageBox::question(
            m_window, tr("The rules changed"),
            tr("The rules changed since this game: open it under the rules it was played with?\n\nThe journal kept "
               "them (content hash %1). No replays it under the rules in %2 as they are now.")
                .arg(hash, QDir::toNativeSeparators(diskFolder)),
            QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
        if (answer != QMessageBox::Yes)
            return diskFolder;
    }
    auto &kept = m_keptRules[hash];
    const QString name = QString::fromStdString(header.rulesetId.empty() ? "rules" : header.rulesetId);
    if (kept && QDir(kept->filePath(name)).exists())
        return kept->filePath(name);
    kept = std::make_unique<QTemporaryDir>(QDir::temp().filePath(QStringLiteral("tilewright-rules-XXXXXX")));
    try {
        if (!kept->isValid())
            throw std::runtime_error(kept->errorString().toStdString());
        writeRulesFolder(m_journal->rules(hash), kept->filePath(name));
    } catch (const std::exception &e) {
        if (error)
            *error = tr("The rules this game was played under could not be written to a temporary folder: %1")
                         .arg(QString::fromStdString(e.what()));
        m_keptRules.erase(hash);
        return diskFolder;
    }
    return kept->filePath(name);
}

bool JournalActions::isKeptRulesFolder(const QString &folder) const
{
    const QString path = QDir(folder).absolutePath();
    for (const auto &[hash, dir] : m_keptRules)
        if (dir && path.startsWith(QDir(dir->path()).absolutePath() + QLatin1Char('/')))
            return true;
    return false;
}

JournalActions::~JournalActions()
{
    delete m_journalWindow; // before the notes and the journal it uses
    m_notes.reset();
}

bool JournalActions::open(const QString &path, QString *error)
{
    delete m_journalWindow;
    m_notes.reset();
    auto journal = std::make_unique<Journal>();
    try {
        journal->open(path.isEmpty() ? Journal::defaultPath() : path);
    } catch (const std::exception &e) {
        if (error)
            *error = QString::fromStdString(e.what());
        m_journal.reset();
        m_show->setEnabled(false);
        return false;
    }
    m_journal = std::move(journal);
    m_notes = std::make_unique<JournalNotes>(m_journal.get());
    m_show->setEnabled(true);
    return true;
}

Journal *JournalActions::journal() const
{
    return m_journal.get();
}

JournalWindow *JournalActions::journalWindow()
{
    if (!m_journal)
        return nullptr;
    if (!m_journalWindow) {
        m_journalWindow = new JournalWindow(m_notes.get(), m_window);
        connect(m_journalWindow, &JournalWindow::replayRequested, this, &JournalActions::replayRequested);
    }
    return m_journalWindow;
}

} // namespace tw
