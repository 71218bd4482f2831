#include "journalnotes.h"

#include "journal.h"

#include <QTimer>

#include <utility>

namespace tw {

JournalNotes::JournalNotes(Journal *journal, QObject *parent)
    : QObject(parent)
    , m_journal(journal)
    , m_timer(new QTimer(this))
{
    m_timer->setSingleShot(true);
    m_timer->setInterval(600);
    connect(m_timer, &QTimer::timeout, this, &JournalNotes::flush);
}

JournalNotes::~JournalNotes()
{
    flush();
}

void JournalNotes::setSaveDelay(int milliseconds)
{
    m_timer->setInterval(milliseconds);
}

QString JournalNotes::text(qint64 session) const
{
    const auto unsaved = m_unsaved.find(session);
    if (unsaved != m_unsaved.end())
        return unsaved->second;
    return m_journal->notes(session);
}

void JournalNotes::edit(qint64 session, const QString &text)
{
    m_unsaved[session] = text;
    m_timer->start();
    emit changed(session, text);
}

bool JournalNotes::flush()
{
    m_timer->stop();
    // Taken out first: a view hearing saved() or failed() may edit again.
    const std::map<qint64, QString> pending = std::exchange(m_unsaved, {});
    bool ok = true;
    for (const auto &[session, text] : pending) {
        try {
            m_journal->setNotes(session, text);
        } catch (const std::exception &e) {
            ok = false;
            m_unsaved.try_emplace(session, text); // unless edited since
            emit failed(session, QString::fromStdString(e.what()));
            continue;
        }
        emit saved(session, text);
    }
    return ok;
}

void JournalNotes::forget(qint64 session)
{
    m_unsaved.erase(session);
    emit forgotten(session);
}

} // namespace tw
