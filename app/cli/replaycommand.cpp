#include "clisupport.h"
#include "commands.h"
#include "luarules.h"

#include "engine/ruleserror.h"
#include "log/logupgrade.h"
#include "log/replay.h"
#include "util/readfile.h"

#include <QCommandLineParser>
#include <QFileInfo>

#include <iostream>

namespace tw::cli {

// Replays a log: prints the final scores and state hash; exit 1 naming the first line
// and event that no longer reproduce (or the line a corrupt log breaks at), exit 2 when
// the log or its ruleset cannot be read.
int replayCommand(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Replay a game log and check that it reproduces."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("LOG"), QStringLiteral("a log file (JSON Lines)"));
    const QCommandLineOption rulesetDir = logRulesetOption();
    parser.addOption(rulesetDir);
    if (!parseArguments(parser, args))
        return 2;
    if (parser.positionalArguments().size() != 1)
        return fail("replay needs exactly one log file");
    const std::string path = parser.positionalArguments().first().toStdString();
    if (QFileInfo(QString::fromStdString(path)).isDir())
        return fail(path + " is a folder, not a log file");
    const auto text = readFile(path);
    if (!text)
        return fail("cannot read " + path);

    try {
        const GameLog header = parseLogHeader(*text);
        const QString folder = logRulesetFolder(parser, rulesetDir, header.rulesetId);
        const auto rules = loadPlayableOrReport(folder, std::cerr);
        if (!rules)
            return 2;
        if (rules->id != header.rulesetId)
            return fail(folder.toStdString() + " holds ruleset '" + rules->id + "', the log is of '" + header.rulesetId
                        + "'");
        if (rules->contentHash != header.contentHash)
            std::cerr << path << ": note: the ruleset changed since this game was played (content hash "
                      << hashText(header.contentHash) << ", now " << hashText(rules->contentHash) << ")\n";
        auto game = makeGame(rules);
        if (header.version == 1)
            std::cerr << path
                      << ": note: a version 1 log, converted as it is read (tilewright-cli convert-log writes it anew)\n";
        const GameLog log = readAnyLog(*game, *text);
        const ReplayResult r = replay(*game, log);
        if (!r.reproduced) {
            std::cout << path << ":" << r.line << ": does not reproduce: " << r.difference << '\n';
            if (rules->contentHash != header.contentHash)
                std::cout << "the game was played under other rules (content hash " << hashText(header.contentHash)
                          << "): replay it with those, --ruleset DIR (for a game of the studio's journal, "
                             "'tilewright-cli journal rules ID --out DIR' writes them back)\n";
            return 1;
        }
        std::cout << "scores:"; // by seat: "scores: Red 16, Blue 0"
        for (std::size_t p = 0; p < r.scores.size(); ++p)
            std::cout << (p ? ", " : " ") << rules->seatName(int(p), int(r.scores.size())) << ' ' << r.scores[p];
        std::cout << "\nturns: " << r.turns << "\nstate hash: " << hashText(r.stateHash) << '\n';
        if (!r.finished)
            std::cout << "unfinished: the log stops "
                      << (r.actions > 0 ? "after action " + std::to_string(r.actions) : "before the first action")
                      << " (no closing line: the game was not over); what there is reproduces\n";
        else
            std::cout << "reproduced\n";
        return 0;
    } catch (const LogError &e) {
        std::cout << path << ":" << e.line() << ": " << e.message() << '\n';
        return 1;
    } catch (const std::exception &e) {
        std::cout << path << ": " << e.what() << '\n';
        return 1;
    }
}

} // namespace tw::cli
