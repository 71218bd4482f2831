#include "journalactions.h"

#include "journalui/journalnotes.h"
#include "journalui/journalwindow.h"

#include "journal.h"

#include <QAction>
#include <QWidget>

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
