#include "clisupport.h"
#include "commands.h"
#include "luarules.h"
#include "methodcheck.h"

#include "engine/game.h"
#include "engine/ruleserror.h"
#include "play/match.h"

#include <QCommandLineParser>

#include <iostream>
#include <memory>

namespace tw::cli {

namespace {

// Plays a game of random bots from seed 1 with `players` players to its end; prints why it
// failed and returns false when it does not get there.
bool playsToTheEnd(const Game &game, int players)
{
    MatchSetup setup;
    setup.players = players;
    setup.seed = 1;
    setup.bots = {"random"};
    try {
        playMatch(game, setup);
        return true;
    } catch (const std::exception &e) {
        std::cout << "a game of random bots with " << players << " player" << (players == 1 ? "" : "s")
                  << " (seed 1) fails: " << e.what() << '\n';
        if (const auto *rules = dynamic_cast<const RulesError *>(&e); rules && !rules->traceback().empty())
            std::cout << rules->traceback() << '\n';
        return false;
    }
}

} // namespace

// Exit 0 when the ruleset loads, its scripts compile and set up a game, and a game of random
// bots plays to its end with the fewest players and with the most; otherwise every problem on
// its own line and exit 1. Calls of methods the game has not are warned of either way.
int validateCommand(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Check a ruleset folder: YAML, scripts (and the game methods they call), set-up, and a game of "
                       "random bots to its end."));
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
    for (const Diagnostic &d : unknownMethodCalls(*rules)) // warnings: a `g` may be another object
        std::cout << d.text() << '\n';
    std::unique_ptr<Game> game;
    try {
        game = makeGame(rules);
        game->newGame(rules->minPlayers);
    } catch (const RulesError &e) {
        std::cout << e.what() << '\n';
        if (!e.traceback().empty())
            std::cout << e.traceback() << '\n';
        return 1;
    }
    bool plays = playsToTheEnd(*game, rules->minPlayers);
    if (rules->maxPlayers != rules->minPlayers)
        plays = playsToTheEnd(*game, rules->maxPlayers) && plays;
    if (!plays)
        return 1;
    std::cout << rules->id << " (" << folder.toStdString() << "): ok (" << rules->tiles.size() << " tile types, "
              << rules->parameters.size() << " parameters; a game of random bots played to its end with "
              << rules->minPlayers;
    if (rules->maxPlayers != rules->minPlayers)
        std::cout << " and with " << rules->maxPlayers;
    std::cout << " player" << (rules->maxPlayers == 1 ? "" : "s") << ")\n";
    return 0;
}

} // namespace tw::cli
