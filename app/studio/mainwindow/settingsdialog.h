#pragma once

#include <QDialog>

class QComboBox;

namespace tw {

// The studio's settings: its language (used from the next start).
class SettingsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit SettingsDialog(QWidget *parent = nullptr);

    QComboBox *languageBox() const { return m_language; }
    void accept() override;

private:
    QComboBox *m_language;
};

} // namespace tw
