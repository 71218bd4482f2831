#include "noteseditor.h"

#include "journalnotes.h"

#include <QLabel>
#include <QPlainTextEdit>
#include <QTextCursor>
#include <QVBoxLayout>

namespace tw {

NotesEditor::NotesEditor(QWidget *parent)
    : QWidget(parent)
    , m_edit(new QPlainTextEdit)
    , m_status(new QLabel)
{
    m_edit->setPlaceholderText(tr("Notes on this playtest: what worked, what felt off, ideas to try..."));
    m_edit->setReadOnly(true);
    m_status->setForegroundRole(QPalette::PlaceholderText);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_edit, 1);
    layout->addWidget(m_status);
    connect(m_edit, &QPlainTextEdit::textChanged, this, &NotesEditor::onEdited);
}

QString NotesEditor::text() const
{
    return m_edit->toPlainText();
}

bool NotesEditor::hasPendingChanges() const
{
    return m_notes && m_session >= 0 && m_notes->hasPendingChanges(m_session);
}

void NotesEditor::setSession(JournalNotes *notes, qint64 session)
{
    for (const QMetaObject::Connection &connection : std::as_const(m_connections))
        disconnect(connection);
    m_connections.clear();
    m_notes = notes;
    m_session = notes ? session : -1;
    QString text;
    QString status;
    if (m_session >= 0) {
        try {
            text = notes->text(m_session);
        } catch (const std::exception &e) {
            m_session = -1;
            status = tr("Notes unavailable.");
            emit failed(QString::fromStdString(e.what()));
        }
    }
    if (m_session >= 0) {
        m_connections << connect(notes, &JournalNotes::changed, this, &NotesEditor::onChanged);
        m_connections << connect(notes, &JournalNotes::saved, this, [this](qint64 session) {
            if (session == m_session)
                m_status->setText(tr("Saved."));
        });
        m_connections << connect(notes, &JournalNotes::failed, this, [this](qint64 session, const QString &message) {
            if (session != m_session)
                return;
            m_status->setText(tr("Not saved."));
            emit failed(message);
        });
        m_connections << connect(notes, &JournalNotes::forgotten, this, [this](qint64 session) {
            if (session == m_session)
                setSession(nullptr, -1);
        });
    }
    m_edit->setReadOnly(m_session < 0);
    m_loading = true;
    m_edit->setPlainText(text);
    m_loading = false;
    m_status->setText(status);
}

void NotesEditor::onEdited()
{
    if (m_loading || !m_notes || m_session < 0)
        return;
    m_status->setText(tr("Editing..."));
    m_notes->edit(m_session, m_edit->toPlainText());
}

void NotesEditor::onChanged(qint64 session, const QString &text)
{
    if (session != m_session || text == m_edit->toPlainText())
        return;
    showText(text);
    m_status->setText(tr("Editing..."));
}

void NotesEditor::showText(const QString &text)
{
    const int position = m_edit->textCursor().position();
    m_loading = true;
    m_edit->setPlainText(text);
    m_loading = false;
    QTextCursor cursor = m_edit->textCursor();
    cursor.setPosition(std::min(position, int(text.size())));
    m_edit->setTextCursor(cursor);
}

} // namespace tw
