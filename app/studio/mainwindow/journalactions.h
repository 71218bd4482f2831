#pragma once

#include <QObject>
#include <QPointer>
#include <QString>

#include <memory>

class QAction;
class QWidget;

namespace tw {

class Journal;
class JournalNotes;
class JournalWindow;

// The playtest journal of the studio: the database every game is written to, and the
// Journal window (sessions, notes, replay, export). A journal that cannot be opened is
// reported and the studio plays on without recording.
class JournalActions : public QObject
{
    Q_OBJECT

public:
    explicit JournalActions(QWidget *window);
    ~JournalActions() override;

    // Opens the database at `path` (Journal::defaultPath() when empty); false with why.
    bool open(const QString &path, QString *error = nullptr);
    // The open journal, or null.
    Journal *journal() const;
    // The notes of the open journal's sessions, shared by every view that edits them; or null.
    JournalNotes *notes() const { return m_notes.get(); }
    QAction *showAction() const { return m_show; }
    // The window, created on first use.
    JournalWindow *journalWindow();

signals:
    // A session to reopen as a replay: its log as JSON Lines text.
    void replayRequested(const QString &logText);

private:
    QWidget *m_window;
    std::unique_ptr<Journal> m_journal;
    std::unique_ptr<JournalNotes> m_notes; // saves what is pending before the journal goes
    QPointer<JournalWindow> m_journalWindow;
    QAction *m_show;
};

} // namespace tw
