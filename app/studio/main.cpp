// tilewright: the studio. Parses the command line and shows the main window; everything
// else lives in the twstudio library.
#include "mainwindow/demorun.h"
#include "mainwindow/language.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/terminationsignals.h"

#include "play/bot.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QTimer>

#include <algorithm>
#include <cstdio>

namespace {

// The translation context of the command line's texts.
struct CommandLine
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)
};

struct Extra
{
    QString screenshot;
    QString language;
    int screenshotMoves = 9;
    int quitAfter = -1;
};

[[noreturn]] void fail(const QString &message)
{
    std::fprintf(stderr, "tilewright: %s\n", qPrintable(message));
    std::exit(2);
}

int intValue(const QCommandLineParser &parser, const QString &name, int min)
{
    bool ok = false;
    const int value = parser.value(name).toInt(&ok);
    if (!ok || value < min)
        fail(CommandLine::tr("--%1 needs a whole number of at least %2").arg(name).arg(min));
    return value;
}

tw::StartOptions parse(const QCoreApplication &app, Extra &extra)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(CommandLine::tr("Tilewright: design and playtest tile-laying games."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOptions({
        {QStringLiteral("ruleset"), CommandLine::tr("Open the ruleset in <folder>."), QStringLiteral("folder")},
        {QStringLiteral("open"), CommandLine::tr("Open the saved game <file> and play on from where it was saved."),
         QStringLiteral("file")},
        {QStringLiteral("players"), CommandLine::tr("Start a game of <n> players."), QStringLiteral("n")},
        {QStringLiteral("seats"),
         CommandLine::tr("Who plays each seat, comma separated: human, random, greedy, mcts (1000 "
                         "iterations a move), mcts:<n> (n iterations) or mcts:<x>s (x seconds), either of the "
                         "last two followed by :greedy for greedy rollouts (mcts:4:greedy)."),
         QStringLiteral("list")},
        {QStringLiteral("seed"), CommandLine::tr("The game's seed."), QStringLiteral("s")},
        {QStringLiteral("set"), CommandLine::tr("Set a ruleset parameter (repeatable)."), QStringLiteral("id=value")},
        {QStringLiteral("journal"), CommandLine::tr("Record games in the journal database <file>."), QStringLiteral("file")},
        {QStringLiteral("bot-delay"), CommandLine::tr("Milliseconds between bot moves."), QStringLiteral("ms")},
        {QStringLiteral("screenshot"),
         CommandLine::tr("After a few moves, save a picture of the window to <file.png> and quit (with "
                         "status 1 when the ruleset or game asked for could not be opened)."),
         QStringLiteral("file.png")},
        {QStringLiteral("screenshot-moves"),
         CommandLine::tr("Decisions made for the person before --screenshot (with bots in every "
                         "seat, they play on until the game ends)."),
         QStringLiteral("n")},
        {QStringLiteral("language"),
         CommandLine::tr("Speak <code> (en, de) instead of the language chosen in Settings."), QStringLiteral("code")},
        {QStringLiteral("quit-after"), CommandLine::tr("Quit after <ms> milliseconds."), QStringLiteral("ms")},
    });
    // Every mistake in the options exits 2, as fail() does; process() shows the help or
    // the version and exits 0.
    const bool parsed = parser.parse(app.arguments());
    if (parser.isSet(QStringLiteral("help")) || parser.isSet(QStringLiteral("help-all"))
        || parser.isSet(QStringLiteral("version")))
        parser.process(app);
    if (!parsed)
        fail(parser.errorText());

    tw::StartOptions options;
    if (parser.isSet(QStringLiteral("ruleset")))
        options.ruleset = QDir(parser.value(QStringLiteral("ruleset"))).absolutePath();
    if (parser.isSet(QStringLiteral("open")))
        options.game = QDir(parser.value(QStringLiteral("open"))).absolutePath();
    if (parser.isSet(QStringLiteral("players")))
        options.players = intValue(parser, QStringLiteral("players"), 1);
    if (parser.isSet(QStringLiteral("seats"))) {
        for (const QString &seat : parser.value(QStringLiteral("seats")).split(QLatin1Char(','))) {
            const QString name = seat.trimmed().toLower();
            if (name != QStringLiteral("human") && !tw::makeBot(name.toStdString()))
                fail(CommandLine::tr("unknown seat '%1' (human, random, greedy, mcts, mcts:<n>, mcts:<x>s, mcts:<n>:greedy)")
                         .arg(name));
            options.seats << name;
        }
        if (!options.players)
            options.players = int(options.seats.size());
    }
    if (parser.isSet(QStringLiteral("seed"))) {
        bool ok = false;
        options.seed = parser.value(QStringLiteral("seed")).toULongLong(&ok);
        if (!ok)
            fail(CommandLine::tr("--seed needs a whole number"));
    }
    options.parameters = parser.values(QStringLiteral("set"));
    options.journalPath = parser.value(QStringLiteral("journal"));
    if (parser.isSet(QStringLiteral("bot-delay")))
        options.botDelay = intValue(parser, QStringLiteral("bot-delay"), 0);
    extra.language = parser.value(QStringLiteral("language"));
    extra.screenshot = parser.value(QStringLiteral("screenshot"));
    if (parser.isSet(QStringLiteral("screenshot-moves")))
        extra.screenshotMoves = intValue(parser, QStringLiteral("screenshot-moves"), 0);
    if (parser.isSet(QStringLiteral("quit-after")))
        extra.quitAfter = intValue(parser, QStringLiteral("quit-after"), 0);
    if (!extra.screenshot.isEmpty() && !options.botDelay)
        options.botDelay = 120; // a screenshot need not wait for the visible delay
    return options;
}

// The value of --language, read before the parser runs so that the help and the errors
// speak that language; empty when it is not given.
QString languageOption(const QStringList &arguments)
{
    const QString option = QStringLiteral("--language");
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        if (arguments[i] == option && i + 1 < arguments.size())
            return arguments[i + 1];
        if (arguments[i].startsWith(option + QLatin1Char('=')))
            return arguments[i].mid(option.size() + 1);
    }
    return {};
}

// Speaks the language of --language, else the one chosen in Settings. False when the
// language asked for has no translation.
bool installLanguage(const QStringList &arguments)
{
    const QString asked = languageOption(arguments);
    if (!asked.isEmpty() && tw::installTranslations(asked))
        return true;
    tw::installTranslations(tw::chosenLanguage());
    return asked.isEmpty();
}

// Whether a window can be shown: on Linux a display (X11 or Wayland) or a platform chosen.
bool hasDisplay()
{
#ifdef Q_OS_LINUX
    return !qEnvironmentVariableIsEmpty("DISPLAY") || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")
        || !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM");
#else
    return true;
#endif
}

void nameApplication()
{
    QCoreApplication::setOrganizationName(QStringLiteral("Tilewright"));
    QCoreApplication::setApplicationName(QStringLiteral("Tilewright"));
    QCoreApplication::setApplicationVersion(QStringLiteral(TW_VERSION));
}

} // namespace

int main(int argc, char **argv)
{
    if (!hasDisplay()) {
        // The help, the version and mistakes in the options need no display.
        QCoreApplication app(argc, argv);
        nameApplication();
        installLanguage(app.arguments());
        Extra extra;
        parse(app, extra);
        std::fprintf(stderr, "tilewright: %s\n",
                     qPrintable(CommandLine::tr("no display to show the studio on: run it in a desktop session, or "
                                                "under xvfb-run -a (QT_QPA_PLATFORM=offscreen for no window at all)")));
        return 1;
    }
    QApplication app(argc, argv);
    nameApplication();
    QGuiApplication::setDesktopFileName(QStringLiteral("tilewright")); // share/applications/tilewright.desktop

    const bool speaksLanguageAsked = installLanguage(app.arguments());
    Extra extra;
    const tw::StartOptions options = parse(app, extra);
    if (!speaksLanguageAsked)
        std::fprintf(stderr, "tilewright: %s\n",
                     qPrintable(CommandLine::tr("no translation for language '%1'").arg(extra.language)));
    tw::TerminationSignals termination; // outlives the window: its end is not cut short
    tw::MainWindow window(options);
    window.show();
    QObject::connect(&termination, &tw::TerminationSignals::received, &window, &tw::MainWindow::endForTermination);
    QStringList problems = window.startWarnings(); // also in the window's message bar
    if (!window.startError().isEmpty())
        problems << window.startError();
    for (const QString &problem : problems)
        std::fprintf(stderr, "tilewright: %s\n", qPrintable(problem));

    if (!extra.screenshot.isEmpty()) {
        auto *demo = new tw::DemoRun(&window, extra.screenshotMoves);
        QObject::connect(demo, &tw::DemoRun::finished, &window, [&window, &extra] {
            // Let the last move's repaint land before grabbing.
            QTimer::singleShot(400, &window, [&window, &extra] {
                const bool saved = window.grab().save(extra.screenshot);
                std::fprintf(saved ? stdout : stderr, "%s %s\n", saved ? "screenshot" : "could not write",
                             qPrintable(QDir::toNativeSeparators(extra.screenshot)));
                QCoreApplication::exit(saved && window.startError().isEmpty() ? 0 : 1);
            });
        });
        QTimer::singleShot(500, demo, &tw::DemoRun::start);
    }
    if (extra.quitAfter >= 0)
        QTimer::singleShot(extra.quitAfter, &app, &QCoreApplication::quit);
    return app.exec();
}
