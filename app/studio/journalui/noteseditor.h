#pragma once

#include <QString>
#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QTimer;

namespace tw {

class Journal;

// Free-text notes of one journal session, saved shortly after the designer stops typing
// (and at once when the session changes or the editor goes away). Without a session the
// editor is empty and read-only. The journal must outlive the editor, or be let go first
// with setSession(nullptr, -1).
class NotesEditor : public QWidget
{
    Q_OBJECT

public:
    explicit NotesEditor(QWidget *parent = nullptr);
    ~NotesEditor() override;

    // Saves what is pending, then shows the notes of `session` (-1: none).
    void setSession(Journal *journal, qint64 session);
    qint64 session() const { return m_session; }
    QString text() const;
    bool hasPendingChanges() const { return m_pending; }
    // Milliseconds between the last keystroke and the save (600 by default).
    void setSaveDelay(int milliseconds);
    QPlainTextEdit *editor() const { return m_edit; }

public slots:
    // Saves now if there is anything unsaved; false when the journal refused.
    bool flush();

signals:
    void saved(qint64 session, const QString &notes);
    void failed(const QString &message);

private:
    void onEdited();

    QPlainTextEdit *m_edit;
    QLabel *m_status;
    QTimer *m_timer;
    Journal *m_journal = nullptr;
    qint64 m_session = -1;
    bool m_pending = false;
    bool m_loading = false;
};

} // namespace tw
