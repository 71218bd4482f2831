#pragma once

#include <QFrame>
#include <QString>

class QLabel;
class QToolButton;

namespace tw {

// A strip above the board for what must not go unnoticed: a ruleset that does not load,
// a flow that failed (file, line and the Lua traceback as details). It stays until closed
// or replaced; the studio keeps running underneath.
class MessageBar : public QFrame
{
    Q_OBJECT

public:
    enum class Kind { Error, Warning, Information };

    explicit MessageBar(QWidget *parent = nullptr);

    void showMessage(const QString &text, const QString &details = QString(), Kind kind = Kind::Error);
    void dismiss();
    QString text() const;

private:
    QLabel *m_icon;
    QLabel *m_text;
    QToolButton *m_close;
};

} // namespace tw
