#include "botspecbox.h"

#include "play/bot.h"

namespace tw {

BotSpecBox::BotSpecBox(QWidget *parent)
    : QComboBox(parent)
{
    setEditable(true);
    for (const std::string &name : botNames())
        addItem(QString::fromStdString(name));
    addItem(QStringLiteral("mcts:200")); // a quicker search, for many games
    setCurrentText(QStringLiteral("greedy"));
    setToolTip(tr("The bot of every seat, or one per seat separated by commas (greedy,mcts:200): %1").arg(botForms()));
}

QString BotSpecBox::botForms()
{
    return tr("random, greedy, mcts (1000 iterations a move), mcts:N (N iterations), mcts:Xs (X seconds a move), "
              "mcts:N:greedy (greedy rollouts on N samples a move) or mcts:Xs:greedy");
}

std::optional<std::vector<std::string>> BotSpecBox::bots(int players, QString *why) const
{
    std::vector<std::string> bots;
    for (const QString &name : currentText().split(QLatin1Char(','))) {
        const std::string bot = name.trimmed().toStdString();
        if (!makeBot(bot)) {
            *why = tr("There is no bot called \"%1\": the bots are %2.").arg(name.trimmed(), botForms());
            return std::nullopt;
        }
        bots.push_back(bot);
    }
    if (bots.size() != 1 && int(bots.size()) != players) {
        *why = tr("Name one bot for every seat, or as many bots as there are seats (%1), not %2.").arg(players).arg(bots.size());
        return std::nullopt;
    }
    return bots;
}

} // namespace tw
