#pragma once

#include <QObject>
#include <QPointer>
#include <QString>

#include <cstdint>
#include <map>
#include <memory>
#include <optional>

class QAction;
class QTemporaryDir;
class QWidget;

namespace tw {

class Journal;
class JournalNotes;
class JournalWindow;
struct GameLog;

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

    // The ruleset folder a journal game (its log header) replays under. `diskFolder` is
    // its ruleset on disk (empty: none found) and `diskHash` that ruleset's content hash
    // (none: it does not load). When the journal keeps the rules the game was played
    // under and those on disk differ or are gone, these rules are written to a temporary
    // folder (kept while the studio runs) and that folder is returned; when the rules on
    // disk are there but changed, the person is asked first and may keep them. Otherwise,
    // and when writing fails (`error` says why), `diskFolder`.
    QString replayFolder(const GameLog &header, const QString &diskFolder, std::optional<std::uint64_t> diskHash,
                         QString *error = nullptr);
    // Whether `folder` is one replayFolder wrote.
    bool isKeptRulesFolder(const QString &folder) const;

signals:
    // A session to reopen as a replay: its log as JSON Lines text.
    void replayRequested(const QString &logText);

private:
    QWidget *m_window;
    std::unique_ptr<Journal> m_journal;
    std::unique_ptr<JournalNotes> m_notes; // saves what is pending before the journal goes
    QPointer<JournalWindow> m_journalWindow;
    QAction *m_show;
    // Per content hash: the temporary folder the kept rules were written to.
    std::map<QString, std::unique_ptr<QTemporaryDir>> m_keptRules;
};

} // namespace tw
