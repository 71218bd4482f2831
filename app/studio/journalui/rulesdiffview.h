#pragma once

#include <QDialog>

class QLabel;
class QPlainTextEdit;

namespace tw {

// What changed between the rules of two journal sessions: the unified diff of
// Journal::rulesDiff, coloured (removed lines red, added ones green, hunk heads blue).
class RulesDiffView : public QDialog
{
    Q_OBJECT

public:
    explicit RulesDiffView(QWidget *parent = nullptr);

    // Shows the diff from session `a` to session `b`; an empty `diff` says they are the same.
    void setDiff(qint64 a, qint64 b, const QString &diff);
    QString text() const;
    QString summary() const;

private:
    QLabel *m_summary;
    QPlainTextEdit *m_text;
};

} // namespace tw
