#pragma once

#include <QObject>
#include <QString>

#include <map>

class QTimer;

namespace tw {

class Journal;

// The one owner of the notes of a journal's sessions while the studio edits them. Every
// view of a note (the Notes dock, the Journal window) reads text() and writes edit(); an
// edit reaches every view at once through changed(), so two views of one note always show
// the same text and typing in one never overwrites what was typed in the other. Edits are
// saved to the journal shortly after the last one, at the latest by flush() or when this
// object goes away. The journal must outlive this object.
class JournalNotes : public QObject
{
    Q_OBJECT

public:
    explicit JournalNotes(Journal *journal, QObject *parent = nullptr);
    ~JournalNotes() override;

    Journal *journal() const { return m_journal; }
    // The session's notes as last edited; throws JournalError when the journal cannot say.
    QString text(qint64 session) const;
    // Makes `text` the session's notes: changed() at once, saved after the delay.
    void edit(qint64 session, const QString &text);
    // True while the session has an edit the journal has not taken yet.
    bool hasPendingChanges(qint64 session) const { return m_unsaved.count(session) > 0; }
    // Milliseconds between the last edit and the save (600 by default).
    void setSaveDelay(int milliseconds);

public slots:
    // Saves every pending edit; false when the journal refused one (it stays pending).
    bool flush();
    // The session is leaving the journal: its pending edit is dropped and views let it go.
    void forget(qint64 session);

signals:
    void changed(qint64 session, const QString &text);
    void saved(qint64 session, const QString &text);
    void failed(qint64 session, const QString &message);
    void forgotten(qint64 session);

private:
    Journal *m_journal;
    QTimer *m_timer;
    std::map<qint64, QString> m_unsaved; // session -> its notes as edited
};

} // namespace tw
