#pragma once

#include "gamedocument.h"

#include <QDialog>

#include <vector>

class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace tw {

class ParameterForm;

// Sets up a playtest: the number of players within the ruleset's bounds, each seat a
// person or a bot (random, greedy, or MCTS with its iterations a move), the seed (random by default, always shown, editable and copyable) and
// the ruleset's parameters as generated form fields.
class NewGameDialog : public QDialog
{
    Q_OBJECT

public:
    NewGameDialog(const Ruleset &rules, const GameSetup &initial, QWidget *parent = nullptr);

    GameSetup setup() const;

    QSpinBox *playersBox() const { return m_players; }
    QComboBox *seatBox(int seat) const { return m_seatBoxes.at(seat); }
    // The seat's name as it reads with the chosen number of players.
    QLabel *seatNameLabel(int seat) const { return m_seatNames.at(seat); }
    // The MCTS bot's iterations a move, shown while the seat's bot is MCTS.
    QSpinBox *budgetBox(int seat) const { return m_budgetBoxes.at(seat); }
    QLineEdit *seedEdit() const { return m_seed; }
    ParameterForm *parameterForm() const { return m_parameters; }

private:
    QWidget *makePlayers(const Ruleset &rules, const GameSetup &initial);
    QWidget *makeSeed(const GameSetup &initial);
    QWidget *makeParameters(const Ruleset &rules, const GameSetup &initial);
    void updateSeats();
    static QString botLabel(const std::string &bot);
    // Shows `seat` (a bot spec or "human") in a seat's kind and budget boxes.
    void selectSeat(QComboBox *kind, QSpinBox *budget, const std::string &seat);

    const Ruleset &m_rules; // outlives the dialog
    QSpinBox *m_players = nullptr;
    std::vector<QComboBox *> m_seatBoxes;
    std::vector<QSpinBox *> m_budgetBoxes;
    std::vector<QWidget *> m_seatRows;
    std::vector<QLabel *> m_seatNames;
    QLineEdit *m_seed = nullptr;
    ParameterForm *m_parameters = nullptr;
};

} // namespace tw
