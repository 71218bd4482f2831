#include "parametersettable.h"

#include <QComboBox>
#include <QHeaderView>
#include <QSpinBox>

#include <climits>
#include <utility>

namespace tw {

namespace {

enum Column { ParameterColumn, DefaultColumn, ValueColumn };

// The text of `value` of `def`: a choice's name, else the number.
QString valueText(const ParameterDef &def, std::int64_t value)
{
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
        name->setToolTip(QString::fromStdString(def.text));
        setItem(row, ParameterColumn, name);
        setItem(row, DefaultColumn, new QTableWidgetItem(valueText(def, def.defaultValue)));
        if (def.type == ParamType::Choice) {
            auto *box = new QComboBox;
            for (const std::string &choice : def.choices)
                box->addItem(QString::fromStdString(choice));
            box->setCurrentIndex(int(def.defaultValue));
            box->setObjectName(id);
            setCellWidget(row, ValueColumn, box);
        } else {
            auto *box = new QSpinBox;
            box->setRange(def.type == ParamType::Bool ? 0 : int(std::max<std::int64_t>(def.min, INT_MIN)),
                          def.type == ParamType::Bool ? 1 : int(std::min<std::int64_t>(def.max, INT_MAX)));
            box->setValue(int(def.defaultValue));
            box->setObjectName(id);
            setCellWidget(row, ValueColumn, box);
        }
    }
    for (const auto &[id, value] : chosen)
        setValue(id, value);
}

std::int64_t ParameterSetTable::valueAt(int row) const
{
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
        if (auto *box = qobject_cast<QSpinBox *>(cellWidget(row, ValueColumn)))
            box->setValue(int(value));
        else if (auto *box = qobject_cast<QComboBox *>(cellWidget(row, ValueColumn));
                 box && value >= 0 && value < box->count())
            box->setCurrentIndex(int(value));
    }
}

} // namespace tw
