// Authoring end to end in the main window, offscreen, on a copy of Discovery played out by
// two greedy bots: a tile count changed in the Tile Set dock and a scoring hook changed in
// the Lua editor each re-play the same game under the new rules; a hook that never ends
// lands in Problems at its line while the studio keeps running the old rules.
#include "editor/codeeditor.h"
#include "editor/editortabs.h"
#include "mainwindow/editoractions.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/messagebar.h"
#include "mainwindow/rulesetactions.h"
#include "mainwindow/rulesetlibrary.h"
#include "mainwindow/tilesetactions.h"
#include "play/playcontroller.h"
#include "play/playsession.h"
#include "problems/problemsdock.h"
#include "tileset/tilesetdock.h"
#include "tileset/tilesettable.h"

#include "boardscene.h"
#include "gamedocument.h"
#include "studiofiles.h"

#include <QSignalSpy>
#include <QSpinBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QtTest>

using namespace tw;

class TstAuthoring : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void aCopyOfAGameIsNamedInTheTitleByItsFolder();
    void aTileCountEditedInTheTileSetTakesOverTheGame();
    void anEditedScoringHookReScoresTheSameGame();
    void aHookThatNeverEndsIsAProblemAndTheStudioGoesOn();
    void aFailingQueryHookIsAProblemOnce();
    void aSaveThatDoesNotLoadSaysTheGameGoesOn();
    void aCallOfAMethodTheGameHasNotIsAProblemOnSave();
    void aFixedLuaErrorLeavesProblemsAndTheMargin();
    void aNewGameStartsWithoutTheOldGamesErrors();
    void aReplayThatStopsSaysWhereUntilClosed();
    void aStartThatFailsShowsNoGameAndStartsWhenFixed();
    void rulesThatDoNotLoadOpenInTheEditorAndOpenOnceFixed();
    void aStartWithRulesThatDoNotLoadOpensThemToBeFixed();

private:
    GameDocument *doc() const { return m_window->document(); }
    CodeEditor *editor(const QString &file) const { return m_window->editorActions()->tabs()->editorFor(file); }
    // Replaces `before` by `after` in the file's editor and saves it with Ctrl+S.
    void editAndSave(const QString &file, const QString &before, const QString &after);
    // A copy of Discovery in `name` whose `file` has `before` replaced by `after`.
    QString brokenCopy(const QString &name, const QString &file, const QByteArray &before, const QByteArray &after);
    QList<Problem> validationProblems() const
    {
        return m_window->editorActions()->problems()->problems(QStringLiteral("validation"));
    }

    QTemporaryDir m_dir;
    QString m_folder;
    std::unique_ptr<MainWindow> m_window;
};

void TstAuthoring::initTestCase()
{
    QVERIFY(m_dir.isValid());
    isolateSettings(m_dir.path());
}

void TstAuthoring::init()
{
    m_folder = m_dir.filePath(QLatin1String(QTest::currentTestFunction()));
    QVERIFY(copyShippedRuleset(QStringLiteral("discovery"), m_folder));
    StartOptions options;
    options.ruleset = m_folder;
    options.players = 2;
    options.seats = {QStringLiteral("greedy"), QStringLiteral("greedy")};
    options.seed = 5;
    options.journalPath = m_dir.filePath(QStringLiteral("journal.sqlite"));
    options.botDelay = 0;
    options.restoreLayout = false;
    m_window = std::make_unique<MainWindow>(options);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QTRY_VERIFY_WITH_TIMEOUT(doc()->isOver(), 30000);
}

void TstAuthoring::cleanup()
{
    m_window.reset();
}

// A copy reads as the shipped game would: the title names its folder too.
void TstAuthoring::aCopyOfAGameIsNamedInTheTitleByItsFolder()
{
    QCOMPARE(m_window->windowTitle(),
             QStringLiteral("%1 (%2) \u2014 Tilewright")
                 .arg(QString::fromStdString(doc()->rules().name), RulesetLibrary::shownPath(m_folder)));
    QVERIFY(!RulesetLibrary::isShipped(m_folder, QStringLiteral("discovery")));
}

void TstAuthoring::editAndSave(const QString &file, const QString &before, const QString &after)
{
    CodeEditor *ed = editor(file);
    QVERIFY(ed);
    QString text = ed->text();
    QVERIFY2(text.contains(before), qPrintable(before));
    ed->setText(text.replace(before, after));
    EditorTabs *tabs = m_window->editorActions()->tabs();
    tabs->setCurrentIndex(tabs->indexOfFile(file));
    m_window->editorActions()->rulesDock()->show();
    ed->setFocus();
    QTest::keyClick(ed, Qt::Key_S, Qt::ControlModifier);
    QVERIFY(!ed->isModified());
}

void TstAuthoring::aTileCountEditedInTheTileSetTakesOverTheGame()
{
    const std::uint64_t seed = doc()->setup().seed;
    TileSetDock *dock = m_window->tileSetActions()->dock();
    dock->show();
    QSpinBox *count = dock->table()->countBox(dock->table()->rowOf(QStringLiteral("high_mountains")));
    count->setValue(count->value() + 2);
    emit dock->applyRequested();
    QCOMPARE(doc()->rules().tiles[doc()->rules().tileIndex("high_mountains")].count, count->value());
    QCOMPARE(doc()->setup().seed, seed);
    // Two more tiles in the bag: the same draws, then the game goes on to its new end.
    QTRY_VERIFY_WITH_TIMEOUT(doc()->isOver(), 30000);
    int placed = 0;
    for (const LogEntry &entry : doc()->log().entries)
        for (const Event &e : entry.events)
            placed += e.kind == EventKind::TilePlaced || e.kind == EventKind::TileDiscarded;
    QCOMPARE(placed, 84 + 2); // every tile of the bag, and the start tile
}

void TstAuthoring::anEditedScoringHookReScoresTheSameGame()
{
    const auto before = pointsByReason(*doc());
    const int actions = doc()->actionCount();
    editAndSave(QStringLiteral("flow.lua"),
                QStringLiteral("local value = g:adjacent_attr(s, \"cities\") * g:param(\"sea_per_city\")"),
                QStringLiteral("local value = 10 * g:adjacent_attr(s, \"cities\") * g:param(\"sea_per_city\")"));
    QTRY_COMPARE_WITH_TIMEOUT(doc()->actionCount(), actions, 10000);
    const auto after = pointsByReason(*doc());
    QVERIFY(before.at("sea") > 0);
    QCOMPARE(after.at("grassland"), before.at("grassland"));
    QCOMPARE(after.at("mountain"), before.at("mountain"));
    QVERIFY2(after.at("sea") > 5 * before.at("sea"),
             qPrintable(QStringLiteral("%1 -> %2").arg(before.at("sea")).arg(after.at("sea"))));
}

void TstAuthoring::aHookThatNeverEndsIsAProblemAndTheStudioGoesOn()
{
    const std::shared_ptr<const Ruleset> rules = doc()->rulesPtr();
    const std::uint64_t hash = doc()->state().hash();
    const QString marker = QStringLiteral("function follower_step(g, choice, target)\n");
    const int line = int(editor(QStringLiteral("flow.lua"))->text().section(marker, 0, 0).count(QLatin1Char('\n'))) + 2;
    editAndSave(QStringLiteral("flow.lua"), marker, marker + QStringLiteral("  while true do end\n"));

    const QList<Problem> problems = m_window->editorActions()->problems()->problems(QStringLiteral("saved rules"));
    QCOMPARE(problems.size(), 1);
    QVERIFY2(problems[0].message.contains(QStringLiteral("instruction budget exceeded")), qPrintable(problems[0].message));
    QVERIFY(problems[0].file.endsWith(QStringLiteral("flow.lua")));
    QCOMPARE(problems[0].line, line);
    QVERIFY(m_window->editorActions()->problems()->isVisible());
    // The old rules keep the game, and a new game plays out under them.
    QCOMPARE(doc()->rulesPtr(), rules);
    QCOMPARE(doc()->state().hash(), hash);
    QVERIFY(m_window->session()->newGame(doc()->setup()));
    QTRY_VERIFY_WITH_TIMEOUT(doc()->isOver(), 30000);
    QCOMPARE(doc()->rulesPtr(), rules);
    QCOMPARE(doc()->state().hash(), hash); // the same seed and bots: the same game
    // The saved file still does not load: its problem stays.
    QCOMPARE(m_window->editorActions()->problems()->problems(QStringLiteral("saved rules")).size(), 1);
}

// YAML saved broken: besides Problems, the status bar says the rules did not load and the
// game goes on (not the last message, that new rules were live).
void TstAuthoring::aSaveThatDoesNotLoadSaysTheGameGoesOn()
{
    const std::shared_ptr<const Ruleset> rules = doc()->rulesPtr();
    editAndSave(QStringLiteral("ruleset.yaml"), QStringLiteral("count: 5"), QStringLiteral("count: [5"));
    QVERIFY(!validationProblems().isEmpty());
    QCOMPARE(m_window->statusBar()->currentMessage(),
             QStringLiteral("The rules as saved do not load (see Problems): until they do, a game in play goes on under "
                            "the rules it has."));
    QCOMPARE(doc()->rulesPtr(), rules);
}

// A misspelt method is listed as the file is saved, though no game has reached the call.
void TstAuthoring::aCallOfAMethodTheGameHasNotIsAProblemOnSave()
{
    const QString hook = QStringLiteral("function territory_score(g, s)\n");
    const int line = int(editor(QStringLiteral("flow.lua"))->text().section(hook, 0, 0).count(QLatin1Char('\n'))) + 2;
    editAndSave(QStringLiteral("flow.lua"), hook, hook + QStringLiteral("  if s < 0 then g:scoore(1) end\n"));
    const QList<Problem> problems = validationProblems();
    QCOMPARE(problems.size(), 1);
    QCOMPARE(problems[0].message, QStringLiteral("g:scoore is not a method of the game (did you mean g:score?)"));
    QVERIFY(problems[0].file.endsWith(QStringLiteral("flow.lua")));
    QCOMPARE(problems[0].line, line);
    QCOMPARE(problems[0].column, 19);
    QCOMPARE(problems[0].severity, Problem::Severity::Warning); // a variable g may be another object
}

void TstAuthoring::aFailingQueryHookIsAProblemOnce()
{
    // The flow never calls territory_score; the board asks it when a territory is hovered.
    const QString hook = QStringLiteral("function territory_score(g, s)\n");
    const int line = int(editor(QStringLiteral("flow.lua"))->text().section(hook, 0, 0).count(QLatin1Char('\n'))) + 2;
    editAndSave(QStringLiteral("flow.lua"), hook, hook + QStringLiteral("  error(\"no value today\")\n"));
    QTRY_VERIFY_WITH_TIMEOUT(doc()->isOver(), 30000);
    ProblemsDock *problems = m_window->editorActions()->problems();
    QVERIFY(problems->problems(QStringLiteral("runtime")).isEmpty());

    QSignalSpy failures(doc(), &GameDocument::queryFailed);
    BoardScene *scene = m_window->playController()->scene();
    for (int segment = 0; segment < doc()->state().board().segmentCount() && failures.count() < 2; ++segment) {
        scene->hoverSegment(segment);
        scene->hoverSegment(-1);
    }
    QVERIFY(failures.count() >= 2); // territories hovered one after another
    const QList<Problem> listed = problems->problems(QStringLiteral("runtime"));
    QCOMPARE(listed.size(), 1);
    QVERIFY(!m_window->messageBar()->isVisible()); // play did not fail
    QVERIFY2(listed[0].message.contains(QStringLiteral("no value today")), qPrintable(listed[0].message));
    QVERIFY2(listed[0].message.startsWith(QStringLiteral("Runtime error: ")), qPrintable(listed[0].message));
    QVERIFY(!listed[0].message.contains(QStringLiteral("flow.lua"))); // the location is its own column
    QVERIFY(listed[0].file.endsWith(QStringLiteral("flow.lua")));
    QCOMPARE(listed[0].line, line);
    QCOMPARE(listed[0].column, 0); // Lua gives no column while running
    QVERIFY(doc()->isOver());      // the game is untouched
}

// A Lua error in saved rules is listed and its line marked until a save loads; then the
// new rules are live and neither the problem nor the mark is left.
void TstAuthoring::aFixedLuaErrorLeavesProblemsAndTheMargin()
{
    const QString hook = QStringLiteral("function territory_score(g, s)\n");
    const QString broken = hook + QStringLiteral("  local = 1\n");
    editAndSave(QStringLiteral("flow.lua"), hook, broken);
    ProblemsDock *problems = m_window->editorActions()->problems();
    QCOMPARE(problems->count(), 1);
    QVERIFY(!editor(QStringLiteral("flow.lua"))->problemLines().isEmpty());
    // A script that does not compile is a syntax error, at the column of the token Lua names.
    const Problem syntax = problems->problems(QStringLiteral("saved rules")).value(0);
    QVERIFY2(syntax.message.startsWith(QStringLiteral("Syntax error: ")), qPrintable(syntax.message));
    QCOMPARE(syntax.column, 9); // "  local = 1": the '='
    QVERIFY2(m_window->messageBar()->text().startsWith(QStringLiteral("A script does not compile")),
             qPrintable(m_window->messageBar()->text()));

    // Fixed there but broken elsewhere: only the new error is listed and marked.
    CodeEditor *ed = editor(QStringLiteral("flow.lua"));
    ed->setText(ed->text().replace(broken, hook));
    const QString other = QStringLiteral("function follower_step(g, choice, target)\n");
    const int line = int(ed->text().section(other, 0, 0).count(QLatin1Char('\n'))) + 2;
    const QString brokenElsewhere = other + QStringLiteral("  local = 2\n");
    editAndSave(QStringLiteral("flow.lua"), other, brokenElsewhere);
    QCOMPARE(problems->count(), 1);
    QCOMPARE(problems->problems(QStringLiteral("saved rules")).value(0).line, line);
    QCOMPARE(ed->problemLines(), QList<int>{line});

    editAndSave(QStringLiteral("flow.lua"), brokenElsewhere, other);
    QVERIFY2(m_window->statusBar()->currentMessage().startsWith(QStringLiteral("New rules are live")),
             qPrintable(m_window->statusBar()->currentMessage()));
    QCOMPARE(problems->count(), 0);
    QVERIFY(editor(QStringLiteral("flow.lua"))->problemLines().isEmpty());
}

// An error raised in play belongs to that game: a new game starts with none listed or marked.
void TstAuthoring::aNewGameStartsWithoutTheOldGamesErrors()
{
    const QString hook = QStringLiteral("function territory_score(g, s)\n");
    editAndSave(QStringLiteral("flow.lua"), hook, hook + QStringLiteral("  error(\"no value today\")\n"));
    QTRY_VERIFY_WITH_TIMEOUT(doc()->isOver(), 30000);
    QSignalSpy failures(doc(), &GameDocument::queryFailed);
    BoardScene *scene = m_window->playController()->scene();
    for (int segment = 0; segment < doc()->state().board().segmentCount() && failures.isEmpty(); ++segment) {
        scene->hoverSegment(segment);
        scene->hoverSegment(-1);
    }
    ProblemsDock *problems = m_window->editorActions()->problems();
    QCOMPARE(problems->problems(QStringLiteral("runtime")).size(), 1);
    QVERIFY(!editor(QStringLiteral("flow.lua"))->problemLines().isEmpty());

    QVERIFY(m_window->session()->newGame(doc()->setup()));
    QCOMPARE(problems->count(), 0);
    QVERIFY(editor(QStringLiteral("flow.lua"))->problemLines().isEmpty());
}

// Rules under which the game re-plays only in part: where it stopped and why stays in view
// (the message bar) until closed, not a few seconds in the status bar.
void TstAuthoring::aReplayThatStopsSaysWhereUntilClosed()
{
    const int played = doc()->actionCount();
    editAndSave(QStringLiteral("ruleset.yaml"), QStringLiteral("  - id: grassland\n    count: 5"),
                QStringLiteral("  - id: grassland\n    count: 0"));
    QVERIFY(doc()->actionCount() < played);
    MessageBar *bar = m_window->messageBar();
    QVERIFY(bar->isVisible());
    QVERIFY2(bar->text().contains(QStringLiteral("Re-played up to turn")), qPrintable(bar->text()));
    QVERIFY2(bar->text().contains(QStringLiteral("grassland")), qPrintable(bar->text()));
    m_window->statusBar()->clearMessage();
    QTest::qWait(50);
    QVERIFY(bar->isVisible());
}

// A start that fails (a set-up that never ends, then F5) leaves nothing of the game before
// on the board, is a problem at its line, and once the script is fixed and saved the same
// game starts again (the same seed), without the problem or the message.
void TstAuthoring::aStartThatFailsShowsNoGameAndStartsWhenFixed()
{
    const std::uint64_t seed = doc()->setup().seed;
    const QString marker = QStringLiteral("function setup(g)\n");
    const int line = int(editor(QStringLiteral("flow.lua"))->text().section(marker, 0, 0).count(QLatin1Char('\n'))) + 2;
    editAndSave(QStringLiteral("flow.lua"), marker, marker + QStringLiteral("  while true do end\n"));
    QVERIFY(doc()->hasGame()); // the game in play keeps its rules
    m_window->rulesetActions()->reloadAction()->trigger();
    QVERIFY(doc() && !doc()->hasGame());
    BoardScene *scene = m_window->playController()->scene();
    QCOMPARE(scene->tileItemCount(), 0);
    QVERIFY(!scene->isPlacing());
    const QList<Problem> problems = m_window->editorActions()->problems()->problems(QStringLiteral("runtime"));
    QCOMPARE(problems.size(), 1);
    QVERIFY2(problems[0].message.contains(QStringLiteral("instruction budget exceeded")), qPrintable(problems[0].message));
    QCOMPARE(problems[0].line, line);

    editAndSave(QStringLiteral("flow.lua"), marker + QStringLiteral("  while true do end\n"), marker);
    QVERIFY(doc()->hasGame());
    QCOMPARE(doc()->setup().seed, seed);
    QVERIFY(m_window->editorActions()->problems()->problems(QStringLiteral("runtime")).isEmpty());
    QVERIFY(scene->tileItemCount() > 0);
}

QString TstAuthoring::brokenCopy(const QString &name, const QString &file, const QByteArray &before, const QByteArray &after)
{
    const QString folder = m_dir.filePath(name);
    if (!copyShippedRuleset(QStringLiteral("discovery"), folder))
        return QString();
    QFile f(QDir(folder).filePath(file));
    if (!f.open(QIODevice::ReadOnly))
        return QString();
    QByteArray text = f.readAll();
    f.close();
    if (!text.contains(before) || !f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return QString();
    f.write(text.replace(before, after));
    return folder;
}

// Opening rules that do not load keeps the game in play and opens their files, with the
// problem listed at its line; saved fixed, they open.
void TstAuthoring::rulesThatDoNotLoadOpenInTheEditorAndOpenOnceFixed()
{
    const QString broken = brokenCopy(QStringLiteral("broken-flow"), QStringLiteral("flow.lua"), "function setup(g)\n",
                                      "function setup(g)\n  if then\n");
    QVERIFY(!broken.isEmpty());
    GameDocument *before = doc();
    QVERIFY(!m_window->openRuleset(broken));
    QCOMPARE(doc(), before); // the game goes on
    QVERIFY(doc()->hasGame());
    QVERIFY2(m_window->messageBar()->text().contains(QStringLiteral("fix them and save")),
             qPrintable(m_window->messageBar()->text()));
    EditorActions *editors = m_window->editorActions();
    QVERIFY(editors->isOpen(broken));
    QVERIFY(editors->rulesDock()->isVisible());
    QVERIFY(editors->problems()->isVisible());
    QVERIFY(validationProblems().isEmpty()); // the YAML loads: its flow does not compile
    const QList<Problem> problems = editors->problems()->problems(QStringLiteral("saved rules"));
    QCOMPARE(problems.size(), 1);
    QVERIFY2(problems[0].file.endsWith(QStringLiteral("flow.lua")), qPrintable(problems[0].file));
    const int line =
        int(editor(QStringLiteral("flow.lua"))->text().section(QStringLiteral("  if then\n"), 0, 0).count(QLatin1Char('\n')))
        + 1;
    QCOMPARE(problems[0].line, line);
    EditorTabs *tabs = editors->tabs();
    QCOMPARE(tabs->currentIndex(), tabs->indexOfFile(QStringLiteral("flow.lua"))); // shown at the problem
    int cursorLine = 0, cursorColumn = 0;
    editor(QStringLiteral("flow.lua"))->getCursorPosition(&cursorLine, &cursorColumn);
    QCOMPARE(cursorLine + 1, line);

    editAndSave(QStringLiteral("flow.lua"), QStringLiteral("  if then\n"), QString());
    QVERIFY(doc() && doc() != before);
    QCOMPARE(QFileInfo(QString::fromStdString(doc()->rules().folder)).canonicalFilePath(),
             QFileInfo(broken).canonicalFilePath());
    QVERIFY(doc()->hasGame());
    QCOMPARE(editors->problems()->count(), 0);
}

// A start on rules that do not load shows no game and their files with the problem; saved
// fixed, the game starts.
void TstAuthoring::aStartWithRulesThatDoNotLoadOpensThemToBeFixed()
{
    const QString broken = brokenCopy(QStringLiteral("broken-yaml"), QStringLiteral("ruleset.yaml"), "\nname:", "\n  name:");
    QVERIFY(!broken.isEmpty());
    QVERIFY(!m_window->editorActions()->rulesDock()->isVisible());
    m_window->close(); // saves the layout: the Rules and Problems docks hidden
    m_window.reset();
    StartOptions options;
    options.ruleset = broken;
    options.seats = {QStringLiteral("greedy"), QStringLiteral("human")};
    options.journalPath = m_dir.filePath(QStringLiteral("journal.sqlite"));
    options.botDelay = 0;
    options.restoreLayout = true;
    m_window = std::make_unique<MainWindow>(options);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QVERIFY(!doc());
    QVERIFY2(m_window->startError().contains(QStringLiteral("ruleset.yaml")), qPrintable(m_window->startError()));
    QVERIFY(m_window->editorActions()->isOpen(broken));
    QVERIFY(m_window->editorActions()->rulesDock()->isVisible()); // whatever the layout restored
    QVERIFY(m_window->editorActions()->problems()->isVisible());
    QVERIFY(!validationProblems().isEmpty());
    QVERIFY(validationProblems()[0].file.endsWith(QStringLiteral("ruleset.yaml")));

    editAndSave(QStringLiteral("ruleset.yaml"), QStringLiteral("\n  name:"), QStringLiteral("\nname:"));
    QVERIFY(doc());
    QVERIFY(doc()->hasGame());
    QCOMPARE(doc()->setup().seats, (std::vector<std::string>{"greedy", "human"})); // as the command line asked
}

QTEST_MAIN(TstAuthoring)
#include "tst_authoring.moc"
