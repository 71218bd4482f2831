#pragma once

#include "model/ruleset.h"
#include "play/sweep.h"

#include <QWidget>

#include <memory>
#include <optional>
#include <string>

class QComboBox;
class QSpinBox;

namespace tw {

// What a sweep asks: its points and games, and how the table names what it varies.
struct BalanceRequest
{
    SweepSetup setup;
    std::string variable; // SweepTable::variable: "tile <id>" or "parameter <id>"
};

// The Balance Lab's setup: what to vary (a tile type's count or a parameter) over which
// range, the players, the bot of each seat and the games per point.
class BalanceSetupForm : public QWidget
{
    Q_OBJECT

public:
    explicit BalanceSetupForm(QWidget *parent = nullptr);

    // The rules to vary; the choices of tile types and parameters follow them.
    void setRules(std::shared_ptr<const Ruleset> rules);
    // The sweep as set, or nothing with the reason in `why`.
    std::optional<BalanceRequest> request(QString *why) const;

    QComboBox *kind() const { return m_kind; }
    QComboBox *item() const { return m_item; }
    QSpinBox *from() const { return m_from; }
    QSpinBox *to() const { return m_to; }
    QSpinBox *step() const { return m_step; }
    QSpinBox *players() const { return m_players; }
    QComboBox *bots() const { return m_bots; }
    QSpinBox *games() const { return m_games; }
    QSpinBox *seed() const { return m_seed; }

private:
    bool variesTiles() const;
    void fillItems();
    // A range around the chosen item's current value, within what it may take.
    void suggestRange();

    std::shared_ptr<const Ruleset> m_rules;
    QComboBox *m_kind;
    QComboBox *m_item;
    QSpinBox *m_from;
    QSpinBox *m_to;
    QSpinBox *m_step;
    QSpinBox *m_players;
    QComboBox *m_bots;
    QSpinBox *m_games;
    QSpinBox *m_seed;
};

} // namespace tw
