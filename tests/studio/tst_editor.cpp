// The rules editors and the Problems dock, offscreen, on a copy of the tutorial ruleset:
// lexers, modified markers, atomic saves, reload of outside changes, a YAML syntax error
// shown at its line and column, opening a problem, Lua completion and find/replace.
#include "editor/codeeditor.h"
#include "editor/editortabs.h"
#include "editor/findbar.h"
#include "mainwindow/editoractions.h"
#include "problems/problemsdock.h"
#include "studiofiles.h"

#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QLineEdit>
#include <QMainWindow>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTimer>
#include <QTreeWidget>
#include <QtTest>

using namespace tw;

class TestEditor : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void opensOneTabPerFile();
    void marksModifiedAndSaves();
    void reloadsOutsideChange();
    void showsYamlErrorAtLineAndColumn();
    void runtimeErrorHasTraceback();
    void completesLuaApi();
    void findsAndReplaces();
    void screenshot();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_folder;
};

void TestEditor::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_folder = m_dir->path() + QStringLiteral("/tutorial");
    QVERIFY(copyShippedRuleset(QStringLiteral("tutorial"), m_folder));
}

void TestEditor::opensOneTabPerFile()
{
    EditorTabs tabs;
    QVERIFY(tabs.openFolder(m_folder));
    QCOMPARE(tabs.count(), 2);
    QCOMPARE(tabs.tabText(0), QStringLiteral("ruleset.yaml"));
    QCOMPARE(tabs.tabText(1), QStringLiteral("flow.lua"));
    QCOMPARE(tabs.editor(0)->language(), QStringLiteral("YAML"));
    QCOMPARE(tabs.editor(1)->language(), QStringLiteral("Lua"));
    QCOMPARE(tabs.editor(1)->text(), readAll(m_folder + QStringLiteral("/flow.lua")));
    QVERIFY(!tabs.hasUnsavedChanges());
}

void TestEditor::marksModifiedAndSaves()
{
    EditorTabs tabs;
    QVERIFY(tabs.openFolder(m_folder));
    CodeEditor *lua = tabs.editor(1);
    lua->insertAt(QStringLiteral("-- edited in the studio\n"), 0, 0);
    QCOMPARE(tabs.tabText(1), QStringLiteral("flow.lua*"));
    QCOMPARE(tabs.tabText(0), QStringLiteral("ruleset.yaml"));
    QVERIFY(tabs.hasUnsavedChanges());
    QVERIFY(lua->isUndoAvailable());

    QVERIFY(tabs.save(1));
    QVERIFY(readAll(m_folder + QStringLiteral("/flow.lua")).startsWith(QStringLiteral("-- edited in the studio\n")));
    QCOMPARE(tabs.tabText(1), QStringLiteral("flow.lua"));
    QVERIFY(!tabs.hasUnsavedChanges());

    // Undo is per file and still works after the save; it marks the file modified again.
    lua->undo();
    QVERIFY(!lua->text().startsWith(QStringLiteral("-- edited")));
    QCOMPARE(tabs.tabText(1), QStringLiteral("flow.lua*"));
    QVERIFY(!tabs.editor(0)->isUndoAvailable());
}

void TestEditor::reloadsOutsideChange()
{
    EditorTabs tabs;
    QVERIFY(tabs.openFolder(m_folder));
    QSignalSpy reloaded(&tabs, &EditorTabs::fileReloaded);
    const QString path = m_folder + QStringLiteral("/flow.lua");
    const QString changed = QStringLiteral("-- changed by another editor\n") + readAll(path);
    QVERIFY(writeAll(path, changed));
    QTRY_COMPARE_WITH_TIMEOUT(tabs.editor(1)->text(), changed, 5000);
    QCOMPARE(reloaded.count(), 1);
    QCOMPARE(tabs.tabText(1), QStringLiteral("flow.lua"));
    QVERIFY(!tabs.hasUnsavedChanges());

    // With unsaved edits it asks first; answering No keeps the edits.
    tabs.editor(1)->insertAt(QStringLiteral("-- mine\n"), 0, 0);
    bool asked = false;
    QTimer answer;
    connect(&answer, &QTimer::timeout, this, [&asked] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            asked = true;
            box->button(QMessageBox::No)->click();
        }
    });
    answer.start(20);
    QVERIFY(writeAll(path, QStringLiteral("-- changed again\n")));
    QTRY_VERIFY_WITH_TIMEOUT(asked, 5000);
    QVERIFY(tabs.editor(1)->text().startsWith(QStringLiteral("-- mine\n-- changed by another editor\n")));
    QCOMPARE(tabs.tabText(1), QStringLiteral("flow.lua*"));
    QCOMPARE(reloaded.count(), 1);
}

void TestEditor::showsYamlErrorAtLineAndColumn()
{
    QMainWindow window;
    auto *actions = new EditorActions(&window);
    actions->setFolder(m_folder);
    EditorTabs *tabs = actions->tabs();
    QCOMPARE(tabs->count(), 2);
    QCOMPARE(actions->problems()->problems(QStringLiteral("validation")).size(), 0);

    // Line 20 of ruleset.yaml is "grid: square". "grid: square: bad" puts a second map
    // value on it: the error is at that ':', 1-based column 13 ("grid: square" is 12 long).
    CodeEditor *yaml = tabs->editor(0);
    QCOMPARE(yaml->text(19), QStringLiteral("grid: square\n"));
    yaml->setSelection(19, 0, 19, 12);
    yaml->replaceSelectedText(QStringLiteral("grid: square: bad"));
    tabs->setCurrentIndex(0);
    QVERIFY(actions->saveCurrent());
    QVERIFY(readAll(m_folder + QStringLiteral("/ruleset.yaml")).contains(QStringLiteral("\ngrid: square: bad\n")));

    const QList<Problem> problems = actions->problems()->problems(QStringLiteral("validation"));
    QCOMPARE(problems.size(), 1);
    QCOMPARE(problems[0].line, 20);
    QCOMPARE(problems[0].column, 13);
    QVERIFY(problems[0].file.endsWith(QStringLiteral("/ruleset.yaml")));
    QTreeWidget *list = actions->problems()->list();
    QCOMPARE(list->topLevelItemCount(), 1);
    QCOMPARE(list->topLevelItem(0)->text(0), QStringLiteral("ruleset.yaml:20:13"));
    QCOMPARE(yaml->problemLines(), QList<int>{20});

    // Double-clicking the problem asks to open it there, and the editor goes there.
    window.resize(1000, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    tabs->setCurrentIndex(1);
    QSignalSpy open(actions->problems(), &ProblemsDock::openRequested);
    const QRect rect = list->visualItemRect(list->topLevelItem(0));
    QVERIFY(rect.isValid());
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, rect.center());
    QTest::mouseDClick(list->viewport(), Qt::LeftButton, {}, rect.center());
    QCOMPARE(open.count(), 1);
    QCOMPARE(open[0][0].toString(), problems[0].file);
    QCOMPARE(open[0][1].toInt(), 20);
    QCOMPARE(open[0][2].toInt(), 13);
    QCOMPARE(tabs->currentIndex(), 0);
    QVERIFY(actions->rulesDock()->isVisible());
    int line = 0;
    int index = 0;
    yaml->getCursorPosition(&line, &index);
    QCOMPARE(line, 19);
    QCOMPARE(index, 12);

    // Fixing it and saving clears the problem and the mark.
    yaml->undo();
    QVERIFY(actions->saveCurrent());
    QCOMPARE(actions->problems()->count(), 0);
    QVERIFY(yaml->problemLines().isEmpty());
}

void TestEditor::runtimeErrorHasTraceback()
{
    ProblemsDock dock;
    QSignalSpy open(&dock, &ProblemsDock::openRequested);
    dock.setProblems(
        QStringLiteral("validation"),
        {Problem{QStringLiteral("/r/ruleset.yaml"), 3, 4, QStringLiteral("bad key"), Problem::Severity::Warning, {}}});
    dock.addProblem(QStringLiteral("runtime"),
                    Problem{QStringLiteral("/r/flow.lua"), 12, 1, QStringLiteral("attempt to index a nil value"),
                            Problem::Severity::Error,
                            QStringLiteral("stack traceback:\n  flow.lua:12: in function 'score'")});
    dock.setBaseFolder(QStringLiteral("/r"));
    QCOMPARE(dock.list()->topLevelItemCount(), 2);
    QTreeWidgetItem *runtime = dock.list()->findItems(QStringLiteral("flow.lua:12:1"), Qt::MatchExactly).value(0);
    QVERIFY(runtime);
    QCOMPARE(runtime->text(2), QStringLiteral("runtime"));
    QVERIFY(runtime->toolTip(1).contains(QStringLiteral("stack traceback")));
    dock.activate(dock.list()->indexOfTopLevelItem(runtime));
    QCOMPARE(open.count(), 1);
    QCOMPARE(open[0][0].toString(), QStringLiteral("/r/flow.lua"));
    QCOMPARE(open[0][1].toInt(), 12);
    // Replacing one source keeps the other.
    dock.clear(QStringLiteral("validation"));
    QCOMPARE(dock.count(), 1);
}

void TestEditor::completesLuaApi()
{
    QVERIFY(CodeEditor::luaApiEntries().contains(QStringLiteral("g:ask_place")));
    EditorTabs tabs;
    QVERIFY(tabs.openFolder(m_folder));
    CodeEditor *lua = tabs.editor(1);
    QVERIFY(lua->apis());
    QVERIFY(!tabs.editor(0)->apis());
    auto hasAskPlace = [lua] {
        const QStringList list = lua->apiCompletions(QStringLiteral("ask"));
        return std::any_of(list.cbegin(), list.cend(),
                           [](const QString &s) { return s.startsWith(QStringLiteral("ask_place")); });
    };
    QTRY_VERIFY_WITH_TIMEOUT(hasAskPlace(), 5000);

    // A list still open when the file is saved closes.
    tabs.show();
    QVERIFY(QTest::qWaitForWindowExposed(&tabs));
    lua->setFocus();
    lua->append(QStringLiteral("\ng:ask"));
    lua->setCursorPosition(lua->lines() - 1, 5);
    lua->autoCompleteFromAPIs();
    QTRY_VERIFY(lua->isListActive());
    QVERIFY(tabs.save(1));
    QVERIFY(!lua->isListActive());
}

void TestEditor::findsAndReplaces()
{
    CodeEditor editor;
    editor.setFilePath(QStringLiteral("x.lua"));
    editor.setText(QStringLiteral("score = 1\nscore = score + 2\n"));
    FindBar bar;
    bar.setEditor(&editor);
    bar.findEdit()->setText(QStringLiteral("score"));
    QVERIFY(bar.findNext());
    int line = 0;
    int index = 0;
    int toLine = 0;
    int toIndex = 0;
    editor.getSelection(&line, &index, &toLine, &toIndex);
    QCOMPARE(line, 0);
    QVERIFY(bar.findNext());
    editor.getSelection(&line, &index, &toLine, &toIndex);
    QCOMPARE(line, 1);
    QCOMPARE(index, 0);
    QVERIFY(bar.findPrevious());
    editor.getSelection(&line, &index, &toLine, &toIndex);
    QCOMPARE(line, 0);
    bar.replaceEdit()->setText(QStringLiteral("points"));
    QVERIFY(bar.replaceNext());
    QCOMPARE(editor.text(), QStringLiteral("points = 1\nscore = score + 2\n"));
    QCOMPARE(bar.replaceAll(), 2);
    QCOMPARE(editor.text(), QStringLiteral("points = 1\npoints = points + 2\n"));
    editor.undo(); // replace all is one undo step
    QCOMPARE(editor.text(), QStringLiteral("points = 1\nscore = score + 2\n"));
}

void TestEditor::screenshot()
{
    QMainWindow window;
    auto *actions = new EditorActions(&window);
    actions->setFolder(m_folder);
    auto *board = new QWidget;
    board->setStyleSheet(QStringLiteral("background: #e8e4d8"));
    window.setCentralWidget(board);
    CodeEditor *yaml = actions->tabs()->editor(0);
    yaml->setSelection(19, 0, 19, 12);
    yaml->replaceSelectedText(QStringLiteral("grid: square: bad"));
    actions->tabs()->setCurrentIndex(0);
    QVERIFY(actions->saveCurrent());
    actions->rulesDock()->show();
    actions->rulesDock()->setMinimumWidth(760);
    window.resize(1300, 820);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    actions->tabs()->openAt(QStringLiteral("ruleset.yaml"), 20, 13);
    auto *findBar = actions->rulesDock()->findChild<FindBar *>();
    QVERIFY(findBar);
    findBar->activate();
    findBar->findEdit()->setText(QStringLiteral("count"));
    QTest::qWait(50);
    QVERIFY(findBar->findEdit()->width() >= 120);
    const QString path = QDir::currentPath() + QStringLiteral("/shots/editor.png");
    QDir().mkpath(QFileInfo(path).absolutePath());
    QVERIFY(window.grab().save(path));
    qInfo("screenshot: %s", qPrintable(path));
}

QTEST_MAIN(TestEditor)
#include "tst_editor.moc"
