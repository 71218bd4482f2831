#pragma once

#include "journalfile.h"

#include <QString>
#include <QWidget>

#include <vector>

class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace tw {

class Journal;
class JournalNotes;
class NotesEditor;
struct JournalSession;

// The playtest journal as a window of its own: every session (date, ruleset, seats,
// scores, finished, first line of the notes), filtered by ruleset, with the notes of the
// selected one editable beside the list (through `notes`, which every view of a note
// shares). A session reopens as a replay; one, several or all export to JSON Lines or
// CSV; sessions can be deleted. Whatever the journal refuses is shown in the window's
// message line.
class JournalWindow : public QWidget
{
    Q_OBJECT

public:
    enum Column { DateColumn, RulesetColumn, SeatsColumn, ScoresColumn, FinishedColumn, NotesColumn, ColumnCount };
    enum Role { SessionRole = Qt::UserRole + 1 };

    // Lists the sessions of notes->journal().
    explicit JournalWindow(JournalNotes *notes, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }
    QComboBox *rulesetFilter() const { return m_filter; }
    NotesEditor *notesEditor() const { return m_notes; }
    // The last message shown (an error or what an export did), empty if none.
    QString message() const;

    // Sessions of the selected rows, in table order.
    std::vector<qint64> selectedSessions() const;
    // Selects the row of `session` (true if it is listed).
    bool selectSession(qint64 session);
    // Writes the export; shows what happened and returns whether it worked.
    bool exportSessions(const std::vector<qint64> &sessions, const QString &path, ExportFormat format);
    // Deletes without asking (deleteSelected asks first).
    bool removeSessions(const std::vector<qint64> &sessions);

public slots:
    void refresh();
    void reopenSelected();
    void exportSelected();
    void exportAll();
    void deleteSelected();

signals:
    // The log of a session (JSON Lines, as parseLog reads) to open as a replay.
    void replayRequested(const QString &logText);

protected:
    void showEvent(QShowEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    QWidget *makeButtons();
    void fillFilter(const std::vector<JournalSession> &sessions);
    void fillTable(const std::vector<JournalSession> &sessions);
    void onCurrentChanged();
    void updateButtons();
    void exportInteractive(const std::vector<qint64> &sessions);
    void showMessage(const QString &text, bool error);
    bool usable();

    JournalNotes *m_journalNotes;
    Journal *m_journal;
    QComboBox *m_filter;
    QTableWidget *m_table;
    NotesEditor *m_notes;
    QLabel *m_message;
    QPushButton *m_reopen;
    QPushButton *m_exportSelected;
    QPushButton *m_exportAll;
    QPushButton *m_delete;
    QString m_lastFolder;
};

} // namespace tw
