#pragma once

#include "model/ruleset.h"

#include <QTableWidget>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace tw {

// A set of parameter values to compare the rules with: a row per parameter of the rules,
// its default and, editable, the value to play instead (a spin box, a check box for a
// yes/no parameter, or a list of the choices). Each editor is named by its parameter's id.
class ParameterSetTable : public QTableWidget
{
    Q_OBJECT

public:
    explicit ParameterSetTable(QWidget *parent = nullptr);

    // One row per parameter of `rules`, each value at its default or, for a parameter the
    // table already had, the value chosen before (within the parameter's range).
    void setRules(std::shared_ptr<const Ruleset> rules);
    // The values to play, one per parameter of the rules.
    std::vector<std::int64_t> values() const;
    // The values that differ from the defaults as "id=value" separated by spaces; empty
    // when there are none.
    std::string changes() const;
    // Sets the value to play for `parameterId` (a spin box clamps it to the range; a check
    // box is checked for any value but 0; a choice out of range is ignored).
    void setValue(const QString &parameterId, std::int64_t value);

signals:
    // A value to play was changed.
    void valuesChanged();

private:
    // The editor of the value to play for `def`, at its default; its changes emit valuesChanged.
    QWidget *valueEditor(const ParameterDef &def);
    std::int64_t valueAt(int row) const;

    std::shared_ptr<const Ruleset> m_rules;
};

} // namespace tw
