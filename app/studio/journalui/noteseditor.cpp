#include "noteseditor.h"

#include "journal.h"

#include <QLabel>
#include <QPlainTextEdit>
#include <QTimer>
#include <QVBoxLayout>

namespace tw {

NotesEditor::NotesEditor(QWidget *parent)
    : QWidget(parent)
    , m_edit(new QPlainTextEdit)
    , m_status(new QLabel)
    , m_timer(new QTimer(this))
{
    m_edit->setPlaceholderText(tr("Notes on this playtest: what worked, what felt off, ideas to try..."));
    m_edit->setReadOnly(true);
    m_status->setForegroundRole(QPalette::PlaceholderText);
    m_timer->setSingleShot(true);
    m_timer->setInterval(600);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_edit, 1);
    layout->addWidget(m_status);
    connect(m_edit, &QPlainTextEdit::textChanged, this, &NotesEditor::onEdited);
    connect(m_timer, &QTimer::timeout, this, &NotesEditor::flush);
}

NotesEditor::~NotesEditor()
{
    flush();
}

void NotesEditor::setSaveDelay(int milliseconds)
{
    m_timer->setInterval(milliseconds);
}

QString NotesEditor::text() const
{
    return m_edit->toPlainText();
}

void NotesEditor::setSession(Journal *journal, qint64 session)
{
    flush();
    m_journal = journal;
    m_session = journal ? session : -1;
    QString notes;
    QString status;
    bool editable = m_session >= 0;
    if (editable) {
        try {
            notes = journal->notes(m_session);
        } catch (const std::exception &e) {
            editable = false;
            m_session = -1;
            status = tr("Notes unavailable.");
            emit failed(QString::fromStdString(e.what()));
        }
    }
    m_loading = true;
    m_edit->setPlainText(notes);
    m_loading = false;
    m_edit->setReadOnly(!editable);
    m_status->setText(status);
}

void NotesEditor::onEdited()
{
    if (m_loading || m_session < 0)
        return;
    m_pending = true;
    m_status->setText(tr("Editing..."));
    m_timer->start();
}

bool NotesEditor::flush()
{
    m_timer->stop();
    if (!m_pending || !m_journal || m_session < 0)
        return true;
    m_pending = false;
    const QString notes = m_edit->toPlainText();
    try {
        m_journal->setNotes(m_session, notes);
    } catch (const std::exception &e) {
        m_status->setText(tr("Not saved."));
        emit failed(QString::fromStdString(e.what()));
        return false;
    }
    m_status->setText(tr("Saved."));
    emit saved(m_session, notes);
    return true;
}

} // namespace tw
