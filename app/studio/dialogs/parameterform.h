#pragma once

#include "model/ruleset.h"

#include <QWidget>

#include <cstdint>
#include <vector>

class QFormLayout;

namespace tw {

// A ruleset's parameters as form fields, generated from ruleset.yaml: a spin box for an
// integer (within its min and max), a check box for a bool, a combo box for a choice.
// Each field's help line is its tooltip and is shown under it.
class ParameterForm : public QWidget
{
    Q_OBJECT

public:
    explicit ParameterForm(QWidget *parent = nullptr);

    // Builds the fields for `rules` showing `values` (ruleset order; defaults if short).
    void setParameters(const Ruleset &rules, const std::vector<std::int64_t> &values);
    std::vector<std::int64_t> values() const;
    // Shows `values` in the fields without emitting valueEdited.
    void setValues(const std::vector<std::int64_t> &values);
    void resetToDefaults();
    // Greys out, at their defaults, the fields of the parameters not for games of `players`
    // players (ParameterDef::isFor); the others can be edited.
    void setPlayers(int players);
    // True when the fields are those of `rules` (same ids and types, in order).
    bool hasFieldsOf(const Ruleset &rules) const;
    int fieldCount() const { return int(m_fields.size()); }
    QWidget *field(int index) const { return m_fields.at(index); }

    // "two_tile_hand" -> "Two tile hand".
    static QString labelFor(const std::string &id);

signals:
    // The user changed the field of parameter `index` (a spin box: on Enter, on leaving
    // it, or by its arrows).
    void valueEdited(int index);

private:
    // "Only in games of 1 player."
    static QString playerCountsOf(const ParameterDef &def);
    QWidget *makeField(const ParameterDef &def, std::int64_t value, int index);
    void setValue(int index, std::int64_t value);

    QFormLayout *m_form;
    std::vector<ParameterDef> m_defs;
    std::vector<QWidget *> m_fields;
};

} // namespace tw
