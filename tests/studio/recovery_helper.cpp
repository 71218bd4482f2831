// A studio for tst_recoverykill, run as its own process so that the test can kill it.
//   recovery_helper edit <folder> <journal>: opens the folder, adds kEdit at the top of
//     flow.lua without saving and prints "written" once the recovery file exists; then
//     runs until killed, or ends on SIGTERM as the studio does (TerminationSignals).
//     Prints "offered" and exits 3 if it is offered a recovery.
//   recovery_helper restore <folder> <journal>: opens the folder, answers the real
//     restore question with Restore and prints the question ("question: ..."), whether
//     flow.lua is modified ("modified: 0|1") and its first line ("first: ...").
// Data and settings follow XDG_DATA_HOME and XDG_CONFIG_HOME, as the studio's do.
#include "editor/codeeditor.h"
#include "editor/editorrecovery.h"
#include "editor/editortabs.h"
#include "editor/recoveryfile.h"
#include "mainwindow/editoractions.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/terminationsignals.h"

#include <QAbstractButton>
#include <QApplication>
#include <QFile>
#include <QMessageBox>
#include <QTimer>

#include <cstdio>
#include <cstdlib>

namespace {

const QString kScript = QStringLiteral("flow.lua");
const QString kEdit = QStringLiteral("-- an edit only the recovery keeps");

void say(const QString &line)
{
    std::printf("%s\n", qPrintable(line));
    std::fflush(stdout);
}

tw::StartOptions options(const QString &folder, const QString &journal)
{
    tw::StartOptions o;
    o.ruleset = folder;
    o.players = 2;
    o.seats = {QStringLiteral("human"), QStringLiteral("human")};
    o.seed = 5;
    o.journalPath = journal;
    o.botDelay = 0;
    o.restoreLayout = false;
    return o;
}

int edit(const QString &folder, const QString &journal)
{
    tw::EditorRecovery::setDecision([](QWidget *, const QString &, const QList<tw::RecoveredFile> &) {
        say(QStringLiteral("offered"));
        std::exit(3);
        return false;
    });
    tw::TerminationSignals termination;
    tw::MainWindow window(options(folder, journal));
    window.show();
    QObject::connect(&termination, &tw::TerminationSignals::received, &window, &tw::MainWindow::endForTermination);
    window.editorActions()->recovery()->setInterval(300);
    tw::CodeEditor *editor = window.editorActions()->tabs()->editorFor(kScript);
    if (!editor)
        return 2;
    editor->insertAt(kEdit + QLatin1Char('\n'), 0, 0);
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, &window, [&poll, folder] {
        if (QFile::exists(tw::recovery::pathFor(folder))) {
            poll.stop();
            say(QStringLiteral("written"));
        }
    });
    poll.start(20);
    return QApplication::exec();
}

int restore(const QString &folder, const QString &journal)
{
    QTimer answer;
    QObject::connect(&answer, &QTimer::timeout, qApp, [] {
        for (QWidget *w : QApplication::topLevelWidgets()) {
            auto *box = qobject_cast<QMessageBox *>(w);
            if (!box || box->objectName() != QStringLiteral("RestoreEditsBox") || !box->isVisible())
                continue;
            say(QStringLiteral("question: ") + box->text().replace(QLatin1Char('\n'), QLatin1Char('|')));
            for (QAbstractButton *button : box->buttons()) {
                if (button->text() == QStringLiteral("Restore"))
                    button->click();
            }
        }
    });
    answer.start(20);
    tw::MainWindow window(options(folder, journal));
    answer.stop();
    tw::CodeEditor *editor = window.editorActions()->tabs()->editorFor(kScript);
    if (!editor)
        return 2;
    say(QStringLiteral("modified: %1").arg(editor->isModified() ? 1 : 0));
    say(QStringLiteral("first: ") + editor->text().section(QLatin1Char('\n'), 0, 0));
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("Tilewright"));
    QCoreApplication::setApplicationName(QStringLiteral("Tilewright"));
    const QStringList args = QCoreApplication::arguments();
    if (args.size() != 4)
        return 2;
    if (args[1] == QStringLiteral("edit"))
        return edit(args[2], args[3]);
    if (args[1] == QStringLiteral("restore"))
        return restore(args[2], args[3]);
    return 2;
}
