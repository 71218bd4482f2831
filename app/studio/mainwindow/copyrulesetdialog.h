#pragma once

#include <QDialog>

class QLineEdit;
class QPushButton;

namespace tw {

// Asks for the name, id and parent folder of a copy of the ruleset in `from`; the id follows the name until the
// user edits it. The new ruleset goes to folder/id; Create stays disabled (its tooltip says
// why) while the id is malformed or taken by a ruleset the studio knows, or folder/id exists.
class CopyRulesetDialog : public QDialog
{
    Q_OBJECT

public:
    CopyRulesetDialog(const QString &title, const QString &from, const QString &name, const QString &location,
                      QWidget *parent = nullptr);

    QString name() const;
    QString id() const;
    QString targetFolder() const;
    QLineEdit *nameEdit() const { return m_name; }
    QLineEdit *idEdit() const { return m_id; }

private:
    void browse();
    void updateOk();

    QLineEdit *m_name;
    QLineEdit *m_id;
    QLineEdit *m_location;
    bool m_idEdited = false;
    QPushButton *m_ok = nullptr;
};

} // namespace tw
