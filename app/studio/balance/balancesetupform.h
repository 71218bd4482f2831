#pragma once

#include "model/ruleset.h"
#include "play/sweep.h"

#include <QWidget>

#include <memory>
#include <optional>
#include <string>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace tw {

// What a sweep asks: its points and games, and how the table names what it varies.
struct BalanceRequest
{
    SweepSetup setup;
    std::string variable; // SweepTable::variable: "tile <id>", "card <id>", "parameter <id>", "compare rulesets"
                          // or "compare parameters"
    QString caution;      // to show with the run (a comparison with another game's rules), or empty
};

class BotSpecBox;
class ParameterSetTable;

// The Balance Lab's setup: what to vary (a tile type's count or a parameter) over which
// range, or what to compare the rules with (another ruleset folder, or a set of parameter
// values), the players, the bot of each seat and the games per point.
class BalanceSetupForm : public QWidget
{
    Q_OBJECT

public:
    // What the lab varies, in the order of kind()'s items.
    enum Kind { TileCount, Parameter, OtherRuleset, ParameterSet };

    explicit BalanceSetupForm(QWidget *parent = nullptr);

    // The rules to vary; the choices of tile types and parameters follow them. Rules of
    // the same game (an edit) keep the players, the item chosen and its range; another
    // game's start at `players` (within what the rules allow).
    void setRules(std::shared_ptr<const Ruleset> rules, int players = 2);
    // The sweep or comparison as set, or nothing with the reason in `why`. A comparison
    // plays the rules as they are first and the other version second, on the same seeds.
    std::optional<BalanceRequest> request(QString *why) const;
    // Whether the kind chosen compares two versions of the rules.
    bool compares() const;

    QComboBox *kind() const { return m_kind; }
    QComboBox *item() const { return m_item; }
    QLabel *rangeEnds() const { return m_rangeEnds; }
    QSpinBox *from() const { return m_from; }
    QSpinBox *to() const { return m_to; }
    QSpinBox *step() const { return m_step; }
    QSpinBox *players() const { return m_players; }
    QLineEdit *otherFolder() const { return m_otherFolder; }
    ParameterSetTable *parameterSet() const { return m_parameterSet; }
    BotSpecBox *bots() const { return m_bots; }
    QSpinBox *games() const { return m_games; }
    QSpinBox *seed() const { return m_seed; }

signals:
    // Something in the form was changed.
    void changed();

private:
    bool variesTiles() const;
    void showKind();
    void chooseFolder();
    // Lists the tile types or parameters, choosing the one chosen last of that kind (the
    // most numerous tile type at first), and suggests a range for it unless it is
    // `keepRangeOf`, whose range stays.
    void fillItems(const QString &keepRangeOf = QString());
    void rememberItem();
    // The points of the comparison chosen (setting the request's variable and caution), or
    // none with the reason in `why`.
    std::vector<SweepPoint> comparisonPoints(int players, BalanceRequest &request, QString *why) const;
    // A range around the chosen item's current value, within what it may take.
    void suggestRange();
    // Beside the range of an on/off or choice parameter, the names of its ends ("false to true").
    void nameRangeEnds();

    std::shared_ptr<const Ruleset> m_rules;
    QComboBox *m_kind;
    QComboBox *m_item;
    QString m_chosenTile; // the id last chosen of each kind, kept while the other is shown
    QString m_chosenParameter;
    QSpinBox *m_from;
    QSpinBox *m_to;
    QSpinBox *m_step;
    QLabel *m_rangeEnds; // the names of the range's ends, for a parameter whose values have names
    QLineEdit *m_otherFolder;
    QPushButton *m_chooseFolder;
    QWidget *m_folderRow;
    ParameterSetTable *m_parameterSet;
    QWidget *m_range;
    QFormLayout *m_form;
    QSpinBox *m_players;
    BotSpecBox *m_bots;
    QSpinBox *m_games;
    QSpinBox *m_seed;
};

} // namespace tw
