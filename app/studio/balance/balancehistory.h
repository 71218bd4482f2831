#pragma once

#include <QWidget>

class QListWidget;
class QPushButton;

namespace tw {

class Journal;
struct SweepTable;

// The runs the journal keeps for one ruleset, newest first, but for the run on screen:
// when, what was varied over which values or compared with what, the rules version
// (marked when it is the rules now open). Choosing one asks to draw it against today's
// run; Hide draws today's alone; Remove deletes it from the journal, once confirmed.
class BalanceHistory : public QWidget
{
    Q_OBJECT

public:
    explicit BalanceHistory(QWidget *parent = nullptr);

    // The journal to read (null: nothing is listed), the ruleset id and the open rules'
    // content hash (hashText).
    void setSource(Journal *journal, const QString &rulesetId, const QString &contentHash);
    void refresh();
    // The kept run on screen (0: none), left out of the list: it is not a past run to
    // compare today's with.
    void setShownRun(qint64 id);
    qint64 shownRun() const { return m_shownRun; }
    QListWidget *list() const { return m_list; }
    QPushButton *removeButton() const { return m_remove; }

signals:
    // A kept run was chosen (`name`: when it ran, for a legend), or none (`table` null).
    void runChosen(const tw::SweepTable *table, const QString &name);
    // The run `name` describes was removed from the journal (after the designer agreed).
    void removed(const QString &name);
    void failed(const QString &message);

private:
    void fill();
    void choose();
    void removeChosen();

    Journal *m_journal = nullptr;
    QString m_rulesetId;
    QString m_contentHash;
    qint64 m_shownRun = 0;
    QListWidget *m_list;
    QPushButton *m_remove;
};

} // namespace tw
