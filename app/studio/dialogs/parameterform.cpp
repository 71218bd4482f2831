#include "parameterform.h"

#include "wheelguard.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>

namespace tw {

ParameterForm::ParameterForm(QWidget *parent)
    : QWidget(parent)
    , m_form(new QFormLayout(this))
{
    m_form->setContentsMargins(0, 0, 0, 0);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
}

QString ParameterForm::labelFor(const std::string &id)
{
    QString text = QString::fromStdString(id);
    text.replace(QLatin1Char('_'), QLatin1Char(' '));
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return text;
}

void ParameterForm::setParameters(const Ruleset &rules, const std::vector<std::int64_t> &values)
{
    while (m_form->rowCount() > 0)
        m_form->removeRow(0);
    m_fields.clear();
    m_defs = rules.parameters;
    if (m_defs.empty()) {
        m_form->addRow(new QLabel(tr("This ruleset has no parameters."), this));
        return;
    }
    for (std::size_t i = 0; i < m_defs.size(); ++i) {
        const ParameterDef &def = m_defs[i];
        const std::int64_t value = i < values.size() ? values[i] : def.defaultValue;
        QWidget *field = makeField(def, value, int(i));
        const QString help = QString::fromStdString(def.text);
        field->setToolTip(help);
        field->setObjectName(QString::fromStdString(def.id));
        m_fields.push_back(field);

        auto *cell = new QWidget(this);
        auto *column = new QVBoxLayout(cell);
        column->setContentsMargins(0, 0, 0, 0);
        column->setSpacing(1);
        column->addWidget(field);
        if (!help.isEmpty()) {
            auto *helpLabel = new QLabel(help, cell);
            helpLabel->setWordWrap(true);
            helpLabel->setStyleSheet(QStringLiteral("color: #6b6b6b; font-size: small;"));
            column->addWidget(helpLabel);
        }
        auto *label = new QLabel(labelFor(def.id) + QLatin1Char(':'), this);
        label->setToolTip(help);
        label->setBuddy(field);
        m_form->addRow(label, cell);
    }
}

QWidget *ParameterForm::makeField(const ParameterDef &def, std::int64_t value, int index)
{
    const auto edited = [this, index] { emit valueEdited(index); };
    switch (def.type) {
    case ParamType::Bool: {
        auto *box = new QCheckBox(this);
        box->setChecked(value != 0);
        connect(box, &QCheckBox::toggled, this, edited);
        return box;
    }
    case ParamType::Choice: {
        auto *combo = new QComboBox(this);
        for (const std::string &choice : def.choices)
            combo->addItem(QString::fromStdString(choice));
        combo->setCurrentIndex(int(std::clamp<std::int64_t>(value, 0, std::max<std::int64_t>(0, combo->count() - 1))));
        connect(combo, &QComboBox::activated, this, edited);
        guardAgainstWheel(combo);
        return combo;
    }
    case ParamType::Int:
        break;
    }
    auto *spin = new QSpinBox(this);
    spin->setRange(int(std::clamp<std::int64_t>(def.min, INT_MIN, INT_MAX)),
                   int(std::clamp<std::int64_t>(def.max, INT_MIN, INT_MAX)));
    spin->setValue(int(std::clamp<std::int64_t>(value, spin->minimum(), spin->maximum())));
    spin->setKeyboardTracking(false);
    connect(spin, &QSpinBox::valueChanged, this, edited);
    guardAgainstWheel(spin);
    return spin;
}

std::vector<std::int64_t> ParameterForm::values() const
{
    std::vector<std::int64_t> result;
    for (std::size_t i = 0; i < m_fields.size(); ++i) {
        if (const auto *box = qobject_cast<const QCheckBox *>(m_fields[i]))
            result.push_back(box->isChecked() ? 1 : 0);
        else if (const auto *combo = qobject_cast<const QComboBox *>(m_fields[i]))
            result.push_back(combo->currentIndex());
        else if (const auto *spin = qobject_cast<const QSpinBox *>(m_fields[i]))
            result.push_back(spin->value());
    }
    return result;
}

void ParameterForm::setValue(int index, std::int64_t value)
{
    if (auto *box = qobject_cast<QCheckBox *>(m_fields[index]))
        box->setChecked(value != 0);
    else if (auto *combo = qobject_cast<QComboBox *>(m_fields[index]))
        combo->setCurrentIndex(int(value));
    else if (auto *spin = qobject_cast<QSpinBox *>(m_fields[index]))
        spin->setValue(int(value));
}

void ParameterForm::setValues(const std::vector<std::int64_t> &values)
{
    const QSignalBlocker blocker(this);
    for (std::size_t i = 0; i < m_fields.size() && i < values.size(); ++i)
        setValue(int(i), values[i]);
}

bool ParameterForm::hasFieldsOf(const Ruleset &rules) const
{
    return std::equal(m_defs.begin(), m_defs.end(), rules.parameters.begin(), rules.parameters.end(),
                      [](const ParameterDef &a, const ParameterDef &b) {
                          return a.id == b.id && a.type == b.type && a.min == b.min && a.max == b.max
                              && a.choices == b.choices;
                      });
}

void ParameterForm::resetToDefaults()
{
    for (std::size_t i = 0; i < m_fields.size(); ++i)
        setValue(int(i), m_defs[i].defaultValue);
}

QString ParameterForm::playerCountsOf(const ParameterDef &def)
{
    if (def.minPlayers != def.maxPlayers)
        return tr("Only in games of %1 to %2 players.").arg(def.minPlayers).arg(def.maxPlayers);
    return def.minPlayers == 1 ? tr("Only in games of 1 player.") : tr("Only in games of %1 players.").arg(def.minPlayers);
}

void ParameterForm::setPlayers(int players)
{
    const QSignalBlocker blocker(this);
    for (std::size_t i = 0; i < m_fields.size(); ++i) {
        const ParameterDef &def = m_defs[i];
        const bool applies = def.isFor(players);
        if (!applies)
            setValue(int(i), def.defaultValue);
        m_fields[i]->setEnabled(applies);
        const QString help = QString::fromStdString(def.text);
        m_fields[i]->setToolTip(applies ? help : help + QLatin1Char('\n') + playerCountsOf(def));
    }
}

} // namespace tw
