#include "studiodocks.h"

#include "docks/logdock.h"
#include "docks/scoresdock.h"
#include "docks/supplydock.h"
#include "gamedocument.h"
#include "journalui/journalnotes.h"
#include "journalui/noteseditor.h"
#include "seatscreen.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>

namespace tw {

namespace {
constexpr int kDefaultWidth = 470; // of the dock column before a saved layout is restored
}

StudioDocks::StudioDocks(QMainWindow *window)
    : QObject(window)
    , m_window(window)
{}

QList<QAction *> StudioDocks::toggleActions() const
{
    QList<QAction *> actions;
    if (m_log)
        actions << m_log->toggleViewAction();
    if (m_scores)
        actions << m_scores->toggleViewAction();
    if (m_supply)
        actions << m_supply->toggleViewAction();
    if (m_notes)
        actions << m_notes->toggleViewAction();
    if (!actions.isEmpty()) {
        actions[0]->setShortcut(QKeySequence(Qt::ALT | Qt::Key_1));
        if (actions.size() > 1)
            actions[1]->setShortcut(QKeySequence(Qt::ALT | Qt::Key_2));
        if (actions.size() > 2)
            actions[2]->setShortcut(QKeySequence(Qt::ALT | Qt::Key_3));
    }
    return actions;
}

void StudioDocks::setJournalNotes(JournalNotes *notes)
{
    m_journalNotes = notes;
}

void StudioDocks::removeOld()
{
    const QList<QDockWidget *> old{m_log, m_scores, m_supply, m_notes};
    for (QDockWidget *dock : old) {
        if (!dock)
            continue;
        m_window->removeDockWidget(dock);
        dock->setObjectName(QString()); // so restoreState() finds only the new ones
        dock->hide();
        dock->deleteLater();
    }
    m_log = nullptr;
    m_scores = nullptr;
    m_supply = nullptr;
    m_notes = nullptr;
    m_notesEditor = nullptr;
}

void StudioDocks::followCurtain(bool up)
{
    for (QDockWidget *dock : {static_cast<QDockWidget *>(m_log), static_cast<QDockWidget *>(m_scores),
                              static_cast<QDockWidget *>(m_supply), m_notes})
        if (dock && dock->widget())
            dock->widget()->setHidden(up);
}

void StudioDocks::setDocument(GameDocument *document)
{
    const bool replacing = m_log != nullptr;
    const QByteArray layout = replacing ? m_window->saveState() : QByteArray();
    removeOld();
    if (!document)
        return;
    m_log = new LogDock(document, m_window);
    m_scores = new ScoresDock(document, m_window);
    m_supply = new SupplyDock(document, m_window);
    m_window->addDockWidget(Qt::RightDockWidgetArea, m_log);
    m_window->addDockWidget(Qt::RightDockWidgetArea, m_scores);
    m_window->tabifyDockWidget(m_scores, m_supply);
    m_notes = new QDockWidget(tr("Notes"), m_window);
    m_notes->setObjectName(QStringLiteral("NotesDock"));
    m_notesEditor = new NotesEditor(m_notes);
    m_notes->setWidget(m_notesEditor);
    m_window->tabifyDockWidget(m_supply, m_notes);
    auto followSession = [this, document] {
        m_notesEditor->setSession(document->journal() ? m_journalNotes.data() : nullptr, document->journalSession());
    };
    connect(document, &GameDocument::started, m_notesEditor, followSession);
    followSession();
    m_scores->raise();
    connect(document->screen(), &SeatScreen::changed, m_log,
            [this, document] { followCurtain(document->screen()->curtainUp()); });
    followCurtain(document->screen()->curtainUp());
    connect(m_log, &LogDock::viewRequested, this, &StudioDocks::viewRequested);
    connect(m_log, &LogDock::forkRequested, this, &StudioDocks::forkRequested);
    if (replacing)
        m_window->restoreState(layout);
    else
        m_window->resizeDocks({m_log}, {kDefaultWidth}, Qt::Horizontal);
    emit docksReplaced();
}

} // namespace tw
