#include "clisupport.h"
#include "commands.h"
#include "luarules.h"

#include "engine/ruleserror.h"

#include <QCommandLineParser>

#include <iostream>

namespace tw::cli {

// Exit 0 when the ruleset loads and its scripts compile and set up a game; otherwise
// every problem on its own line and exit 1.
int validateCommand(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Check a ruleset folder: YAML, scripts and set-up."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("DIR"),
                                 QStringLiteral("the ruleset folder, or the name of a shipped ruleset"));
    if (!parseArguments(parser, args))
        return 2;
    if (!oneRulesetFolder(parser, "validate"))
        return 2;

    const QString folder = rulesetFolder(parser.positionalArguments().first(), std::cout);
    if (folder.isEmpty())
        return 2;
    const auto rules = loadOrReport(folder, std::cout);
    if (!rules)
        return 1;
    try {
        auto game = makeGame(rules);
        game->newGame(rules->minPlayers);
    } catch (const RulesError &e) {
        std::cout << e.what() << '\n';
        if (!e.traceback().empty())
            std::cout << e.traceback() << '\n';
        return 1;
    }
    std::cout << rules->id << ": ok (" << rules->tiles.size() << " tile types, " << rules->parameters.size()
              << " parameters)\n";
    return 0;
}

} // namespace tw::cli
