#pragma once

#include "model/ruleset.h"

#include <QDockWidget>

#include <memory>

class QLabel;
class QPushButton;

namespace tw {

class ParameterForm;
class TileSetTable;
class WhatChangedPanel;

// The "Tile Set" dock: every tile type drawn as on the board with its count, edges and
// features, the bag's totals, the parameters' defaults, and "What changed". Counts and
// defaults edited here are requests (countEdited, parameterEdited): the owner writes them
// into ruleset.yaml and hands back the rules that load from the edited text.
class TileSetDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit TileSetDock(QWidget *parent = nullptr);

    // The rules as the editor's ruleset.yaml text now stands.
    void setRules(std::shared_ptr<const Ruleset> rules);
    // The text does not load: the view keeps the last rules that did, read-only, and says why.
    void setProblem(const QString &problem);
    // Whether ruleset.yaml has unsaved edits (Save and Apply is then enabled).
    void setUnsaved(bool unsaved);

    TileSetTable *table() const { return m_table; }
    ParameterForm *parameters() const { return m_parameters; }
    WhatChangedPanel *whatChanged() const { return m_whatChanged; }
    QLabel *summary() const { return m_summary; }

signals:
    void countEdited(const QString &tileId, int count);
    // `value` as ruleset.yaml writes it: "3", "true", a choice name.
    void parameterEdited(const QString &parameterId, const QString &value);
    void undoRequested();
    void redoRequested();
    void applyRequested();

private:
    void emitParameter(int index);

    std::shared_ptr<const Ruleset> m_rules;
    QLabel *m_summary;
    QLabel *m_problem;
    TileSetTable *m_table;
    ParameterForm *m_parameters;
    WhatChangedPanel *m_whatChanged;
    QPushButton *m_apply;
};

} // namespace tw
