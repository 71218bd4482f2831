#include "settingsdialog.h"

#include "language.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>

namespace tw {

SettingsDialog::SettingsDialog(QWidget *parent)
    : QDialog(parent)
    , m_language(new QComboBox)
{
    setWindowTitle(tr("Settings"));
    m_language->addItem(tr("System language"), QString());
    for (const auto &[code, name] : studioLanguages())
        m_language->addItem(name, code);
    m_language->setCurrentIndex(std::max(0, m_language->findData(chosenLanguage())));

    auto *note = new QLabel(tr("A new language is used from the next start of Tilewright."));
    note->setWordWrap(true);
    auto *form = new QFormLayout;
    form->addRow(tr("&Language:"), m_language);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(buttons);
}

void SettingsDialog::accept()
{
    setChosenLanguage(m_language->currentData().toString());
    QDialog::accept();
}

} // namespace tw
