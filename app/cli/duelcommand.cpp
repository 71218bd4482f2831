#include "clisupport.h"
#include "commands.h"
#include "luarules.h"
#include "runresults.h"

#include "play/balancemetrics.h"
#include "play/bot.h"
#include "play/duel.h"

#include <QCommandLineParser>
#include <nlohmann/json.hpp>

#include <cstdio>
#include <iostream>
#include <thread>

namespace tw::cli {

int duelCommand(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Two bots play the same deals with the seats each way: the first bot's win share with its "
                       "95% interval and p-value, and its mean score margin."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("DIR"),
                                 QStringLiteral("the ruleset folder, or the name of a shipped ruleset"));
    const QCommandLineOption bots(QStringLiteral("bots"),
                                  QString::fromStdString("The two bots, comma separated: " + botSpecForms() + "."),
                                  QStringLiteral("A,B"));
    const QCommandLineOption games(QStringLiteral("games"),
                                   QStringLiteral("Games, an even number, half with each seat order (default 40)."),
                                   QStringLiteral("N"), QStringLiteral("40"));
    const QCommandLineOption seed(QStringLiteral("seed"), QStringLiteral("Base seed (default 1)."), QStringLiteral("S"),
                                  QStringLiteral("1"));
    const QCommandLineOption jobs(QStringLiteral("jobs"), QStringLiteral("Worker threads (default: one per core)."),
                                  QStringLiteral("J"), QString::number(std::max(1u, std::thread::hardware_concurrency())));
    const QCommandLineOption set(QStringLiteral("set"), QStringLiteral("Override a ruleset parameter (repeatable)."),
                                 QStringLiteral("key=value"));
    const QCommandLineOption json(QStringLiteral("json"),
                                  QStringLiteral("Print one JSON object (the first bot's win share and margin)."));
    parser.addOptions({bots, games, seed, jobs, set, json});
    if (!parseArguments(parser, args))
        return 2;
    if (!oneRulesetFolder(parser, "duel"))
        return 2;
    const auto rules = loadPlayableOrReport(parser.positionalArguments().first(), std::cerr);
    if (!rules)
        return 2;
    if (rules->minPlayers > 2 || rules->maxPlayers < 2)
        return fail(rules->id + " is not for 2 players");
    if (parser.value(bots).count(QLatin1Char(',')) != 1)
        return fail("--bots needs two bots, comma separated");
    std::vector<std::string> names;
    if (const std::string why = parseBots(parser.value(bots), 2, names); !why.empty())
        return fail(why);
    SimulationSetup setup;
    const std::optional<int> total = wholeNumber(parser, games, 2, kMostGames);
    if (!total)
        return 2;
    if (*total % 2 != 0)
        return fail("--games must be an even number: each deal is played twice, the seats each way");
    setup.games = *total / 2;
    const std::optional<std::uint64_t> baseSeed = seedOption(parser, seed);
    if (!baseSeed)
        return 2;
    setup.match.seed = *baseSeed;
    const std::optional<int> jobCount = wholeNumber(parser, jobs, 1, kMostJobs);
    if (!jobCount)
        return 2;
    setup.jobs = *jobCount;
    setup.match.parameters = rules->defaultParameters();
    if (!applyOverrides(*rules, parser.values(set), setup.match.parameters))
        return 2;
    if (const std::string why = rules->parametersProblem(setup.match.players, setup.match.parameters); !why.empty())
        return fail(why);

    const std::string a = names[0], b = names[1];
    Progress progress("playing");
    setup.progress = [&progress](int done, int total) { progress.update(done, total); };
    const DuelResult result = duel([&rules] { return makeGame(rules); }, setup, a, b);
    progress.finish();
    if (!result.error.empty())
        return fail(result.error);
    const Estimate &share = result.winShare, &margin = result.margin;
    if (parser.isSet(json)) { // estimates as [value, low, high], as simulate --json gives them
        const auto estimate = [](const Estimate &e) { return nlohmann::ordered_json{e.value, e.low, e.high}; };
        const nlohmann::ordered_json whole{{"ruleset", rules->id},
                                           {"games", result.games},
                                           {"seed", setup.match.seed},
                                           {"bots", {a, b}},
                                           {"set", changedParameters(*rules, setup.match.parameters)},
                                           {"win_share", estimate(share)},
                                           {"p_value", result.pValue},
                                           {"margin", estimate(margin)}};
        std::cout << whole.dump(2) << '\n';
        return 0;
    }
    const std::string first = a == b ? "the first-named " + a : a; // the same bot on both sides
    std::printf("%s: %s against %s, %d games (%d with each in the first seat)\n", rules->id.c_str(), a.c_str(),
                b.c_str(), result.games, setup.games);
    std::printf("%s's win share: %.1f%%%s (a tie counts half), %s against an even split (%s at the 5%% level)\n",
                first.c_str(), 100 * share.value, intervalText(share, "%.1f%%", 100).c_str(),
                pValueText(result.pValue).c_str(), result.pValue < 0.05 ? "significant" : "not significant");
    std::printf("%s's mean score margin: %.2f%s\n", first.c_str(), margin.value, intervalText(margin, "%.2f").c_str());
    return 0;
}

} // namespace tw::cli
