#pragma once

#include "model/ruleset.h"

#include <QTableWidget>

#include <memory>

class QSpinBox;

namespace tw {

class TileRenderer;

// Every tile type of a ruleset, one row each: its faces drawn by the board's renderer, its
// id and name, its count in a spin box, its edges and features, and its share of the bag.
// The count spin boxes only ask for a change (countEdited); the table shows new counts
// when it is given the rules that hold them.
class TileSetTable : public QTableWidget
{
    Q_OBJECT

public:
    enum Column { FacesColumn, TileColumn, CountColumn, EdgesColumn, FeaturesColumn, ShareColumn, ColumnCount };

    explicit TileSetTable(QWidget *parent = nullptr);
    ~TileSetTable() override;

    // Shows `rules`. When the tile types are the same as before (ids in order), the rows
    // stay and only their values change, so a spin box being used keeps its focus.
    void setRules(std::shared_ptr<const Ruleset> rules);
    QSpinBox *countBox(int row) const;
    int rowOf(const QString &tileId) const;

signals:
    void countEdited(const QString &tileId, int count);

private:
    void rebuild();
    void updateValues();
    QWidget *facesWidget(int type) const;

    std::shared_ptr<const Ruleset> m_rules;
    std::unique_ptr<TileRenderer> m_renderer;
};

} // namespace tw
