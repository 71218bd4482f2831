#pragma once

#include <QList>
#include <QMetaObject>
#include <QPointer>
#include <QString>
#include <QWidget>

class QLabel;
class QPlainTextEdit;

namespace tw {

class JournalNotes;

// A view of the notes of one journal session, edited through the JournalNotes every other
// view of the studio shares: what is typed here goes there at once, and what is typed in
// another view of the same session shows here at once. Without a session the editor is
// empty and read-only.
class NotesEditor : public QWidget
{
    Q_OBJECT

public:
    explicit NotesEditor(QWidget *parent = nullptr);

    // Shows the notes of `session` (-1: none) as `notes` holds them.
    void setSession(JournalNotes *notes, qint64 session);
    qint64 session() const { return m_session; }
    QString text() const;
    bool hasPendingChanges() const;
    QPlainTextEdit *editor() const { return m_edit; }

signals:
    // The notes could not be read or saved.
    void failed(const QString &message);

private:
    void onEdited();
    // Replaces the shown text without it counting as an edit; the cursor stays where it was.
    void showText(const QString &text);
    void onChanged(qint64 session, const QString &text);

    QPlainTextEdit *m_edit;
    QLabel *m_status;
    QPointer<JournalNotes> m_notes;
    QList<QMetaObject::Connection> m_connections; // to m_notes
    qint64 m_session = -1;
    bool m_loading = false;
};

} // namespace tw
