#include "parametersettable.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHeaderView>
#include <QSpinBox>

#include <climits>
#include <utility>

namespace tw {

namespace {

enum Column { ParameterColumn, DefaultColumn, ValueColumn };

// The text of `value` of `def` as a ruleset spells it: a choice's name, true or false,
// else the number.
QString valueText(const ParameterDef &def, std::int64_t value)
{
    if (def.type == ParamType::Bool)
        return value ? QStringLiteral("true") : QStringLiteral("false");
    if (def.type == ParamType::Choice && value >= 0 && value < std::int64_t(def.choices.size()))
        return QString::fromStdString(def.choices[std::size_t(value)]);
    return QString::number(value);
}

} // namespace

ParameterSetTable::ParameterSetTable(QWidget *parent)
    : QTableWidget(0, 3, parent)
{
    setHorizontalHeaderLabels({tr("Parameter"), tr("Default"), tr("Compare with")});
    horizontalHeaderItem(ValueColumn)->setToolTip(tr("The value the second version of the rules plays with"));
    verticalHeader()->hide();
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionMode(QAbstractItemView::NoSelection);
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    horizontalHeader()->setSectionResizeMode(ParameterColumn, QHeaderView::Stretch);
}

void ParameterSetTable::setRules(std::shared_ptr<const Ruleset> rules)
{
    std::vector<std::pair<QString, std::int64_t>> chosen; // kept for the parameters still there
    for (int row = 0; row < rowCount(); ++row)
        chosen.emplace_back(item(row, ParameterColumn)->text(), valueAt(row));
    m_rules = std::move(rules);
    setRowCount(0);
    if (!m_rules)
        return;
    for (const ParameterDef &def : m_rules->parameters) {
        const int row = rowCount();
        insertRow(row);
        const QString id = QString::fromStdString(def.id);
        auto *name = new QTableWidgetItem(id);
        name->setToolTip(id + QStringLiteral(": ") + QString::fromStdString(def.text)); // the id whole, cut or not
        setItem(row, ParameterColumn, name);
        setItem(row, DefaultColumn, new QTableWidgetItem(valueText(def, def.defaultValue)));
        QWidget *editor = valueEditor(def);
        editor->setObjectName(id);
        setCellWidget(row, ValueColumn, editor);
    }
    for (const auto &[id, value] : chosen)
        setValue(id, value);
}

QWidget *ParameterSetTable::valueEditor(const ParameterDef &def)
{
    if (def.type == ParamType::Bool) {
        auto *box = new QCheckBox;
        box->setChecked(def.defaultValue != 0);
        connect(box, &QCheckBox::toggled, this, &ParameterSetTable::valuesChanged);
        return box;
    }
    if (def.type == ParamType::Choice) {
        auto *box = new QComboBox;
        for (const std::string &choice : def.choices)
            box->addItem(QString::fromStdString(choice));
        box->setCurrentIndex(int(def.defaultValue));
        connect(box, &QComboBox::currentIndexChanged, this, &ParameterSetTable::valuesChanged);
        return box;
    }
    auto *box = new QSpinBox;
    box->setRange(int(std::max<std::int64_t>(def.min, INT_MIN)), int(std::min<std::int64_t>(def.max, INT_MAX)));
    box->setValue(int(def.defaultValue));
    connect(box, &QSpinBox::valueChanged, this, &ParameterSetTable::valuesChanged);
    return box;
}

std::int64_t ParameterSetTable::valueAt(int row) const
{
    if (const auto *box = qobject_cast<const QCheckBox *>(cellWidget(row, ValueColumn)))
        return box->isChecked();
    if (const auto *box = qobject_cast<const QSpinBox *>(cellWidget(row, ValueColumn)))
        return box->value();
    if (const auto *box = qobject_cast<const QComboBox *>(cellWidget(row, ValueColumn)))
        return box->currentIndex();
    return 0;
}

std::vector<std::int64_t> ParameterSetTable::values() const
{
    std::vector<std::int64_t> values;
    for (int row = 0; row < rowCount(); ++row)
        values.push_back(valueAt(row));
    return values;
}

std::string ParameterSetTable::changes() const
{
    std::string text;
    for (int row = 0; m_rules && row < rowCount() && row < int(m_rules->parameters.size()); ++row) {
        const ParameterDef &def = m_rules->parameters[std::size_t(row)];
        if (valueAt(row) == def.defaultValue)
            continue;
        if (!text.empty())
            text += ' ';
        text += def.id + '=' + valueText(def, valueAt(row)).toStdString();
    }
    return text;
}

void ParameterSetTable::setValue(const QString &parameterId, std::int64_t value)
{
    for (int row = 0; row < rowCount(); ++row) {
        if (item(row, ParameterColumn)->text() != parameterId)
            continue;
        if (auto *box = qobject_cast<QCheckBox *>(cellWidget(row, ValueColumn)))
            box->setChecked(value != 0);
        else if (auto *box = qobject_cast<QSpinBox *>(cellWidget(row, ValueColumn)))
            box->setValue(int(value));
        else if (auto *box = qobject_cast<QComboBox *>(cellWidget(row, ValueColumn));
                 box && value >= 0 && value < box->count())
            box->setCurrentIndex(int(value));
    }
}

} // namespace tw
