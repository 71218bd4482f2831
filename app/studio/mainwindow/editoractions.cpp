#include "editoractions.h"

#include "dockaction.h"
#include "editor/codeeditor.h"
#include "editor/editorrecovery.h"
#include "editor/editortabs.h"
#include "editor/findbar.h"
#include "gamedocument.h"
#include "load/rulesetloader.h"
#include "methodcheck.h"
#include "problems/problemsdock.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QStatusBar>
#include <QVBoxLayout>

namespace tw {

namespace {
const QString kValidation = QStringLiteral("validation");
const QString kSavedRules = QStringLiteral("saved rules");
const QString kRuntime = QStringLiteral("runtime");
} // namespace

EditorActions::EditorActions(QMainWindow *window)
    : QObject(window)
    , m_window(window)
    , m_tabs(new EditorTabs)
    , m_findBar(new FindBar)
    , m_rulesDock(new QDockWidget(tr("Rules"), window))
    , m_problems(new ProblemsDock(window))
    , m_menu(new QMenu(tr("R&ules"), window))
{
    m_rulesDock->setObjectName(QStringLiteral("RulesDock"));
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(m_findBar);
    m_findBar->hide();
    m_rulesDock->setWidget(page);
    window->addDockWidget(Qt::LeftDockWidgetArea, m_rulesDock);
    window->addDockWidget(Qt::BottomDockWidgetArea, m_problems);
    // The board keeps the window until the rules are wanted (Alt+4, or opening a problem);
    // Problems appears when there are problems.
    window->resizeDocks({m_rulesDock}, {520}, Qt::Horizontal);
    window->resizeDocks({m_problems}, {150}, Qt::Vertical);
    m_rulesDock->hide();
    m_problems->hide();
    m_showRules = dockAction(m_rulesDock, QKeySequence(Qt::ALT | Qt::Key_4));

    m_save = m_menu->addAction(tr("&Save Rules File"), this, &EditorActions::saveCurrent);
    m_save->setShortcut(QKeySequence::Save);
    m_saveAll = m_menu->addAction(tr("Save &All Rules Files"), this, &EditorActions::saveAll);
    m_saveAll->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    m_menu->addSeparator();
    m_find = m_menu->addAction(tr("&Find/Replace in Rules File"), m_findBar, &FindBar::activate);
    m_find->setShortcut(QKeySequence::Find);
    m_menu->addAction(tr("&Validate Ruleset"), this, &EditorActions::validate);
    m_menu->addSeparator();
    m_menu->addAction(m_showRules);
    m_menu->addAction(m_problems->toggleViewAction());

    connect(m_tabs, &QTabWidget::currentChanged, this, [this] { m_findBar->setEditor(m_tabs->currentEditor()); });
    connect(m_tabs, &EditorTabs::fileReloaded, this, &EditorActions::applySavedFiles);
    connect(m_problems, &ProblemsDock::openRequested, this, &EditorActions::openProblem);
    m_recovery = new EditorRecovery(m_tabs);
}

void EditorActions::setFolder(const QString &folder)
{
    if (folder.isEmpty() || isOpen(folder))
        return;
    const QString path = QDir::cleanPath(QFileInfo(folder).absoluteFilePath());
    QString error;
    m_recovery->discard(); // the old folder's edits were saved or dropped
    if (!m_tabs->openFolder(path, &error))
        m_window->statusBar()->showMessage(error, 10000);
    if (m_recovery->offer(m_window))
        m_rulesDock->show();
    m_findBar->setEditor(m_tabs->currentEditor());
    m_problems->setBaseFolder(path);
    m_problems->clear(kSavedRules);
    m_problems->clear(kRuntime);
    validate();
}

bool EditorActions::isOpen(const QString &folder) const
{
    const QString open = QFileInfo(m_tabs->folder()).canonicalFilePath();
    return !open.isEmpty() && QFileInfo(folder).canonicalFilePath() == open;
}

QString EditorActions::folder() const
{
    return m_tabs->folder();
}

void EditorActions::editRulesThatDoNotLoad(const QString &folder, const ScriptFailure &scripts)
{
    if (isOpen(folder))
        validate(); // the files were open already: list what the saved ones hold now
    else
        setFolder(folder);
    m_problems->clear(kSavedRules);
    if (!scripts.text.isEmpty())
        addLuaProblem(kSavedRules, scripts);
    updateProblemLines();
    showFirstError();
}

void EditorActions::showFirstError()
{
    m_rulesDock->show();
    m_rulesDock->raise();
    m_problems->show();
    m_problems->raise(); // it may share a tab bar with other docks
    for (const QString &source : {kValidation, kSavedRules})
        for (const Problem &p : m_problems->problems(source))
            if (p.severity == Problem::Severity::Error && p.line > 0) {
                m_tabs->openAt(p.file, p.line, p.column);
                return;
            }
}

void EditorActions::setDocument(GameDocument *document)
{
    // A new document loaded its rules, from the saved files, without error.
    clearProblems(kSavedRules);
    clearProblems(kRuntime);
    if (!document)
        return;
    // The failures of a game of other rules than those open (rules that did not load were
    // opened to be fixed meanwhile) are not theirs: the message bar says them.
    const QString folder = QString::fromStdString(document->rules().folder);
    const auto addRuntimeProblem = [this, folder](const ScriptFailure &failure) {
        if (isOpen(folder))
            addLuaProblem(kRuntime, failure);
    };
    connect(document, &GameDocument::reloadFailed, this, [this, folder](const ScriptFailure &failure) {
        if (!isOpen(folder))
            return;
        m_problems->clear(kSavedRules); // each try of the saved rules replaces what the last one found
        addLuaProblem(kSavedRules, failure);
    });
    connect(document, &GameDocument::flowFailed, this, addRuntimeProblem);
    connect(document, &GameDocument::startFailed, this, addRuntimeProblem);
    connect(document, &GameDocument::queryFailed, this, addRuntimeProblem);
    connect(document, &GameDocument::rulesReplaced, this, [this] { clearProblems(kSavedRules); });
    connect(document, &GameDocument::started, this, [this] { clearProblems(kRuntime); });
}

void EditorActions::clearProblems(const QString &source)
{
    m_problems->clear(source);
    updateProblemLines();
}

void EditorActions::addLuaProblem(const QString &source, const ScriptFailure &failure)
{
    Problem p;
    p.file = failure.file.isEmpty() || QFileInfo(failure.file).isAbsolute() || m_tabs->folder().isEmpty()
        ? failure.file
        : QDir::cleanPath(m_tabs->folder() + QLatin1Char('/') + failure.file);
    p.line = failure.line;
    p.column = failure.column;
    if (failure.file.isEmpty())
        p.message = failure.text;
    else
        p.message = (failure.syntax ? tr("Syntax error: %1") : tr("Runtime error: %1")).arg(failure.message);
    p.detail = failure.traceback;
    if (!m_problems->addProblem(source, p))
        return; // listed already: no need to bring the dock up again
    m_problems->show();
    updateProblemLines();
}

void EditorActions::applySavedFiles()
{
    if (auto rules = validate())
        emit rulesChanged(std::move(rules));
    else if (!m_tabs->folder().isEmpty())
        m_window->statusBar()->showMessage(tr("The rules as saved do not load (see Problems): until they do, a game "
                                              "in play goes on under the rules it has."),
                                           10000);
}

std::shared_ptr<const Ruleset> EditorActions::validate()
{
    if (m_tabs->folder().isEmpty())
        return nullptr;
    const LoadResult result = loadRuleset(m_tabs->folder().toStdString());
    std::vector<Diagnostic> diagnostics = result.problems;
    if (result.ruleset)
        for (const Diagnostic &d : unknownMethodCalls(*result.ruleset)) // they would fail only once reached
            diagnostics.push_back(d);
    QList<Problem> list;
    for (const Diagnostic &d : diagnostics) {
        Problem p;
        p.file = QString::fromStdString(d.file);
        p.line = d.line;
        p.column = d.column;
        p.message = QString::fromStdString(d.message);
        p.severity = d.severity == Diagnostic::Severity::Warning ? Problem::Severity::Warning : Problem::Severity::Error;
        list << p;
    }
    m_problems->setProblems(kValidation, list);
    if (!list.isEmpty())
        m_problems->show();
    updateProblemLines();
    return result.ruleset;
}

void EditorActions::updateProblemLines()
{
    for (int i = 0; i < m_tabs->count(); ++i) {
        CodeEditor *ed = m_tabs->editor(i);
        QList<int> lines;
        for (const QString &source : m_problems->sources()) {
            for (const Problem &p : m_problems->problems(source)) {
                if (p.line > 0 && m_tabs->indexOfFile(p.file) == i)
                    lines << p.line;
            }
        }
        ed->setProblemLines(lines);
    }
}

bool EditorActions::saveCurrent()
{
    return save(m_tabs->currentIndex());
}

bool EditorActions::saveFile(const QString &file)
{
    return save(m_tabs->indexOfFile(file));
}

bool EditorActions::save(int index)
{
    if (index < 0)
        return false;
    QString error;
    if (!m_tabs->save(index, &error)) {
        if (!error.isEmpty())
            QMessageBox::warning(m_window, tr("Save"), error);
        return false;
    }
    m_window->statusBar()->showMessage(tr("Saved %1").arg(m_tabs->tabText(index)), 4000);
    applySavedFiles();
    return true;
}

bool EditorActions::saveAll()
{
    QString error;
    const bool ok = m_tabs->saveAll(&error);
    if (!ok)
        QMessageBox::warning(m_window, tr("Save"), error);
    applySavedFiles();
    return ok;
}

bool EditorActions::maySaveChanges()
{
    if (!m_tabs->hasUnsavedChanges())
        return true;
    const auto answer = QMessageBox::warning(
        m_window, tr("Unsaved rules"), tr("The ruleset's files have unsaved edits. Save them?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return saveAll();
    if (answer != QMessageBox::Discard)
        return false;
    m_recovery->discard();
    return true;
}

bool EditorActions::saveForCopy()
{
    if (!m_tabs->hasUnsavedChanges())
        return true;
    const auto answer = QMessageBox::question(
        m_window, tr("Unsaved rules"), tr("The ruleset's files have unsaved edits. Save them, so that the copy has them?"),
        QMessageBox::Save | QMessageBox::Cancel, QMessageBox::Save);
    return answer == QMessageBox::Save && saveAll();
}

void EditorActions::flushRecovery()
{
    m_recovery->flush();
}

void EditorActions::openProblem(const QString &file, int line, int column)
{
    m_rulesDock->show();
    m_rulesDock->raise();
    if (!m_tabs->openAt(file, line, column))
        m_window->statusBar()->showMessage(tr("Cannot open %1").arg(file), 6000);
}

} // namespace tw
