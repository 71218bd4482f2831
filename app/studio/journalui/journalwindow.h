#pragma once

#include "journalfile.h"

#include <QPointer>
#include <QString>
#include <QWidget>

#include <vector>

class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;
class QTableWidgetItem;

namespace tw {

class Journal;
class JournalNotes;
class NotesEditor;
class RulesDiffView;
struct JournalSession;

// The playtest journal as a window of its own: every session (date, ruleset, rules
// version, seed, seats, turns, scores, state, first line of the notes), filtered by
// ruleset, with the notes of the selected one editable beside the list (through `notes`,
// which every view of a note shares). A session reopens as a replay; the rules of two
// show what changed between them; one, several or all export to JSON Lines or CSV;
// sessions can be deleted. Whatever the journal refuses is shown in the window's message
// line.
class JournalWindow : public QWidget
{
    Q_OBJECT

public:
    enum Column {
        DateColumn,
        RulesetColumn,
        RulesColumn,
        SeedColumn,
        SeatsColumn,
        TurnsColumn,
        ScoresColumn,
        StateColumn,
        NotesColumn,
        ColumnCount
    };
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
    // Shows what changed from the rules of `a` to those of `b`; false (with the
    // journal's reason in the message line) when one of them has no kept rules.
    bool compareRules(qint64 a, qint64 b);
    // The view compareRules shows, or null before the first comparison.
    RulesDiffView *rulesDiffView() const;

public slots:
    void refresh();
    void reopenSelected();
    void exportSelected();
    void exportAll();
    void deleteSelected();
    // Compares the rules of the two selected sessions, the older one first.
    void compareSelected();

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
    QTableWidgetItem *rulesItem(const JournalSession &session) const;
    static QString stateText(const JournalSession &session);
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
    QPushButton *m_compare;
    QPointer<RulesDiffView> m_diffView;
    QString m_lastFolder;
};

} // namespace tw
