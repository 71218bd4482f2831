// tilewright-cli: validate, simulate, replay, benchmark and print rulesets without the studio.
#include "clisupport.h"
#include "commands.h"

#include <QCoreApplication>
#include <QDir>
#include <QGuiApplication>

#include <memory>
#include <new>
#include <string_view>

#include <iostream>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace {

const char *const kUsage = "usage: tilewright-cli COMMAND [options]\n"
                           "\n"
                           "commands:\n"
                           "  validate DIR         check a ruleset; prints file:line:column: message per problem\n"
                           "  simulate DIR         play many bot games and print per-seat statistics\n"
                           "  sweep DIR            play the same games under each value of a tile count or a\n"
                           "                       parameter (or two rulesets or parameter sets): metrics per value\n"
                           "  duel DIR             two bots on the same deals, seats each way: win share, p-value\n"
                           "  merge FILE...        combine the results of a run's shards (simulate or sweep --shard)\n"
                           "  replay LOG           replay a game log and check it reproduces\n"
                           "  convert-log LOG      write a log of an earlier format in the current one\n"
                           "  bench DIR            measure full random games per second and an MCTS game\n"
                           "  journal COMMAND      list, export or diff the studio's playtest journal, or write a\n"
                           "                       session's rules back to a folder\n"
                           "  export DIR           print sheets of a ruleset's tiles, cards and player sheets\n"
                           "\n"
                           "'tilewright-cli COMMAND --help' describes a command's options; --version says\n"
                           "which tilewright-cli this is.\n";

// Qt Gui asks for the session's runtime folder. Where there is none (a container, a cron
// job, a batch node), the one Qt would fall back to, made as Qt makes it: Qt's warning on
// stderr would otherwise stand amid the command's output.
void provideRuntimeFolder()
{
#ifdef Q_OS_UNIX
    if (!qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR"))
        return;
    const passwd *user = ::getpwuid(::geteuid());
    if (!user)
        return;
    const QByteArray folder = QDir::tempPath().toLocal8Bit() + "/runtime-" + user->pw_name;
    if (::mkdir(folder.constData(), 0700) == 0 || errno == EEXIST)
        qputenv("XDG_RUNTIME_DIR", folder);
#endif
}

// Runs `command` with `args` (args[0] names it); its exit code.
int runCommand(const QString &command, const QStringList &args)
{
    if (command == QLatin1String("validate"))
        return tw::cli::validateCommand(args);
    if (command == QLatin1String("simulate"))
        return tw::cli::simulateCommand(args);
    if (command == QLatin1String("sweep"))
        return tw::cli::sweepCommand(args);
    if (command == QLatin1String("duel"))
        return tw::cli::duelCommand(args);
    if (command == QLatin1String("merge"))
        return tw::cli::mergeCommand(args);
    if (command == QLatin1String("replay"))
        return tw::cli::replayCommand(args);
    if (command == QLatin1String("convert-log"))
        return tw::cli::convertLogCommand(args);
    if (command == QLatin1String("bench"))
        return tw::cli::benchCommand(args);
    if (command == QLatin1String("journal"))
        return tw::cli::journalCommand(args);
    if (command == QLatin1String("export"))
        return tw::cli::exportCommand(args);
    return tw::cli::fail("unknown command '" + command.toStdString()
                         + "' (commands: validate, simulate, sweep, duel, merge, replay, convert-log, bench, journal, "
                           "export; tilewright-cli --help says more)");
}

} // namespace

int main(int argc, char *argv[])
{
    // Printing lays out text: it needs Qt Gui, headless (bench measures printing too).
    const bool printing = argc > 1 && (std::string_view(argv[1]) == "export" || std::string_view(argv[1]) == "bench");
    if (printing && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    if (printing)
        provideRuntimeFolder();
    std::unique_ptr<QCoreApplication> app = printing ? std::make_unique<QGuiApplication>(argc, argv)
                                                     : std::make_unique<QCoreApplication>(argc, argv);
    // The names QStandardPaths uses (the journal's data folder), the same as the studio's.
    if (QCoreApplication::organizationName().isEmpty())
        QCoreApplication::setOrganizationName(QStringLiteral("Tilewright"));
    QCoreApplication::setApplicationName(QStringLiteral("Tilewright"));
    QStringList args = QCoreApplication::arguments();
    args.removeFirst();
    if (args.isEmpty() || args.first() == QLatin1String("--help") || args.first() == QLatin1String("-h")) {
        std::cout << kUsage;
        return args.isEmpty() ? 2 : 0;
    }
    if (args.first() == QLatin1String("--version") || args.first() == QLatin1String("-v")) {
        std::cout << "tilewright-cli " TW_VERSION "\n";
        return 0;
    }
    const QString command = args.takeFirst();
    args.prepend(QStringLiteral("tilewright-cli ") + command);
    try {
        return runCommand(command, args);
    } catch (const std::bad_alloc &) {
        std::cerr << "tilewright-cli: out of memory: ask for fewer games, or split the run with --shard\n";
        return 1;
    } catch (const std::exception &e) { // a reader that failed to say why more plainly
        std::cerr << "tilewright-cli: " << e.what() << '\n';
        return 1;
    }
}
