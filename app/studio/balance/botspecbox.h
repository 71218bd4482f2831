#pragma once

#include <QComboBox>

#include <optional>
#include <string>
#include <vector>

namespace tw {

// Who plays the seats of bot games: one bot spec for every seat ("greedy", "random",
// "mcts", "mcts:300"; see makeBot) or one per seat separated by commas
// ("greedy,mcts:200"). Editable, with the usual choices listed.
class BotSpecBox : public QComboBox
{
    Q_OBJECT

public:
    explicit BotSpecBox(QWidget *parent = nullptr);

    // The specs for games of `players` seats: one, or one per seat. Nothing, with the
    // reason in `why`, for a name makeBot does not know or a count that fits neither.
    std::optional<std::vector<std::string>> bots(int players, QString *why) const;

private:
    // The bots there are, as a list for a sentence ("random, greedy, mcts ...").
    static QString botForms();
};

} // namespace tw
