// MainWindow: the first game, as the command line asks for it, and what the window does
// with rules that do not open (their files opened to be fixed).
#include "mainwindow.h"

#include "editoractions.h"
#include "messagebar.h"
#include "rulesetactions.h"
#include "rulesetlibrary.h"
#include "tilesetactions.h"

#include "play/playcontroller.h"
#include "play/playsession.h"

#include "gamedocument.h"

#include "model/parametervalue.h"

#include <QFileInfo>

namespace tw {

void MainWindow::startFirstGame(const StartOptions &options)
{
    QString folder = options.ruleset;
    if (folder.isEmpty()) {
        const QString last = RulesetActions::lastRuleset();
        folder = RulesetLibrary::isRulesetFolder(last) ? last : RulesetLibrary::discovery();
    }
    if (folder.isEmpty()) {
        m_startError = tr("No rulesets were found next to the studio. Open a ruleset folder with "
                          "Ruleset \u2192 Open Folder.");
        m_messages->showMessage(m_startError, QString(), MessageBar::Kind::Warning);
        m_controller->setDocument(nullptr);
        return;
    }
    std::vector<std::string> seats;
    for (const QString &seat : options.seats)
        seats.push_back(seat.trimmed().toLower().toStdString());
    QString error;
    ScriptFailure scripts;
    if (!m_session->openRuleset(folder, &error, &scripts)) {
        m_startError = showRulesThatDoNotLoad(folder, error, scripts);
        m_messages->showMessage(m_startError, error);
        m_controller->setDocument(nullptr);
        if (RulesetLibrary::isRulesetFolder(folder)) {
            m_startToRetry = options;
            m_startToRetry->ruleset = folder;
        }
        return;
    }
    m_rulesetActions->noteOpened(m_session->folder());
    if (!options.game.isEmpty() && openGame(options.game))
        return;
    const QString notOpened = options.game.isEmpty() ? QString() : m_messages->text();
    GameSetup setup = PlaySession::defaultSetup(*m_session->rules(), options.players.value_or(2), seats);
    if (options.seed)
        setup.seed = *options.seed;
    const Ruleset &rules = *m_session->rules();
    QStringList ignored; // what of the command line this game does not follow, said once it starts
    if (options.players && *options.players != setup.players)
        ignored << tr("%1 is for %2 to %3 players: playing with %4, not %5")
                       .arg(QString::fromStdString(rules.name))
                       .arg(rules.minPlayers)
                       .arg(rules.maxPlayers)
                       .arg(setup.players)
                       .arg(*options.players);
    if (int(seats.size()) > setup.players)
        ignored << tr("--seats names %1 seats for %2 players: the last are left out").arg(seats.size()).arg(setup.players);
    else if (!seats.empty() && int(seats.size()) < setup.players)
        ignored << tr("--seats names %1 of the %2 players: the greedy bot plays the others").arg(seats.size()).arg(setup.players);
    for (const QString &assignment : options.parameters) {
        const int index = rules.parameterIndex(assignment.section(QLatin1Char('='), 0, 0).trimmed().toStdString());
        std::string why;
        const auto value = index < 0
            ? std::nullopt
            : parseParameterValue(rules.parameters[index],
                                  assignment.section(QLatin1Char('='), 1).trimmed().toStdString(), &why);
        if (value) {
            std::vector<std::int64_t> set = setup.parameters;
            set[index] = *value;
            why = rules.parametersProblem(setup.players, set); // a parameter for other player counts
            if (why.empty()) {
                setup.parameters = std::move(set);
                continue;
            }
        }
        ignored << tr("Ignored %1: %2").arg(assignment, index < 0 ? noSuchParameter(rules) : QString::fromStdString(why));
    }
    if (!m_session->newGame(setup, &error)) {
        m_startError = tr("The game could not start: %1").arg(error);
        m_messages->showMessage(m_startError, error);
    } else if (!notOpened.isEmpty()) { // starting a game clears the message bar: the failure stays in view
        m_startError = notOpened;
        m_messages->showMessage(notOpened);
    } else if (!ignored.isEmpty())
        m_messages->showMessage(ignored.join(QLatin1Char('\n')), QString(), MessageBar::Kind::Warning);
    m_startWarnings = ignored;
}

QString MainWindow::noSuchParameter(const Ruleset &rules)
{
    QStringList ids;
    for (const ParameterDef &p : rules.parameters)
        ids << QString::fromStdString(p.id);
    return ids.isEmpty() ? tr("no such parameter (the ruleset has none)")
                         : tr("no such parameter (the ruleset's: %1)").arg(ids.join(QStringLiteral(", ")));
}

// Opens the files of a ruleset folder whose rules did not open in the Rules dock, with
// their problems listed, to be fixed there; returns the message saying why they did not
// open (and, for a ruleset folder, what to do).
QString MainWindow::showRulesThatDoNotLoad(const QString &folder, const QString &error, const ScriptFailure &scripts)
{
    const QString message = tr("The ruleset in %1 could not be opened:\n%2").arg(folder, error);
    if (!RulesetLibrary::isRulesetFolder(folder))
        return message;
    const bool inPlay = document() && document()->hasGame()
        && QFileInfo(folder).canonicalFilePath() == QFileInfo(m_session->folder()).canonicalFilePath();
    m_editorActions->editRulesThatDoNotLoad(folder, scripts);
    m_tileSetActions->attach();
    return message + QLatin1Char('\n')
        + (inPlay ? tr("Its files are open under Rules: fix them and save, and the game re-plays under them.")
                  : tr("Its files are open under Rules: fix them and save, and it opens."));
}

} // namespace tw
