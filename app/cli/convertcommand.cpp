#include "clisupport.h"
#include "commands.h"
#include "luarules.h"

#include "log/logupgrade.h"
#include "savefile.h"
#include "util/readfile.h"

#include <QCommandLineParser>
#include <QSaveFile>

#include <iostream>

namespace tw::cli {

// Writes a log in today's format: a version 1 log is played again under its ruleset
// (which must still list its tiles, cards and choices in the same order) and written
// anew; exit 1 when it cannot be converted, 2 when the log or ruleset cannot be read.
int convertLogCommand(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Convert a game log to the current log format."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("LOG"), QStringLiteral("a log file (JSON Lines)"));
    const QCommandLineOption rulesetDir = logRulesetOption();
    const QCommandLineOption output(QStringList{QStringLiteral("o"), QStringLiteral("output")},
                                    QStringLiteral("Write to FILE instead of the standard output."),
                                    QStringLiteral("FILE"));
    parser.addOption(rulesetDir);
    parser.addOption(output);
    if (!parseArguments(parser, args))
        return 2;
    if (parser.positionalArguments().size() != 1)
        return fail("convert-log needs exactly one log file");
    const std::string path = parser.positionalArguments().first().toStdString();
    const auto text = readFile(path);
    if (!text)
        return fail("cannot read " + path);
    try {
        const GameLog header = parseLogHeader(*text);
        const QString folder = logRulesetFolder(parser, rulesetDir, header.rulesetId);
        const auto rules = loadPlayableOrReport(folder, std::cerr);
        if (!rules)
            return 2;
        auto game = makeGame(rules);
        const std::string converted = toJsonLines(*rules, readAnyLog(*game, *text));
        if (!parser.isSet(output)) {
            std::cout << converted;
            return 0;
        }
        QSaveFile file(parser.value(output));
        if (!file.open(QIODevice::WriteOnly) || file.write(converted.data(), qint64(converted.size())) < 0
            || !commitWhole(file))
            return fail("cannot write " + parser.value(output).toStdString());
        return 0;
    } catch (const LogError &e) {
        std::cerr << path << ":" << e.line() << ": " << e.message() << '\n';
        return 1;
    } catch (const std::exception &e) {
        std::cerr << path << ": " << e.what() << '\n';
        return 1;
    }
}

} // namespace tw::cli
