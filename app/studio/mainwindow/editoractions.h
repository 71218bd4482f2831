#pragma once

#include "model/ruleset.h"

#include <memory>

#include <QObject>

class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;

namespace tw {

struct ScriptFailure;

class EditorRecovery;
class EditorTabs;
class FindBar;
class GameDocument;
class ProblemsDock;

// The rules editors in the main window: a "Rules" dock with the EditorTabs of the open
// ruleset and a find bar, and the Problems dock. A save validates the ruleset with the
// loader and shows its problems ("validation"). The document's Lua errors are shown by
// what they belong to: those of the saved rules failing to load or re-play the game
// ("saved rules") until a save loads, those raised in play ("runtime") until the next game
// starts; the editors mark the lines of all. After a save (or an outside change) that
// validates, it emits rulesChanged so the running game re-plays under the new rules (or,
// when the files are those of rules that did not open, so that they open); a save that
// does not validate keeps the old rules running and shows the problems.
class EditorActions : public QObject
{
    Q_OBJECT

public:
    explicit EditorActions(QMainWindow *window);

    EditorTabs *tabs() const { return m_tabs; }
    ProblemsDock *problems() const { return m_problems; }
    QDockWidget *rulesDock() const { return m_rulesDock; }
    // Alt+4: opens the Rules dock and brings it to the front (see dockAction()).
    QAction *showRulesAction() const { return m_showRules; }
    QMenu *menu() const { return m_menu; }

    // Opens the folder's files unless they are open already; unsaved edits of the old
    // folder are dropped (ask with maySaveChanges first).
    void setFolder(const QString &folder);
    // True when `folder` is the one whose files are open (the same on disk, by any path).
    bool isOpen(const QString &folder) const;
    // The folder whose files are open (empty before any).
    QString folder() const;
    // Opens the files of a ruleset folder whose rules do not load, in the Rules dock brought
    // to the front, with their problems listed (the loader's, and how the scripts failed
    // when they did), so they can be fixed there: a save that loads emits rulesChanged.
    // Unsaved edits of the old folder are dropped, as by setFolder.
    void editRulesThatDoNotLoad(const QString &folder, const ScriptFailure &scripts);
    // Brings the Rules and Problems docks to the front, the first error with a line shown in
    // its file.
    void showFirstError();
    void setDocument(GameDocument *document);

    // Validates the ruleset (the saved files) and fills the "validation" problems; returns
    // the loaded ruleset, or null when it has errors.
    std::shared_ptr<const Ruleset> validate();
    // True when there are no unsaved edits, or the user saved or discarded them.
    bool maySaveChanges();
    // True when there are no unsaved edits, or the user saved them (to copy the files).
    bool saveForCopy();

    bool saveCurrent();
    bool saveAll();
    // Saves the tab of `file` (relative to the folder, or absolute) and applies the rules.
    bool saveFile(const QString &file);

    // The unsaved texts' recovery file. Opening a folder offers the recovery a crashed
    // studio left for it; flushRecovery writes the unsaved texts before code that might
    // crash on them reads them.
    EditorRecovery *recovery() const { return m_recovery; }
    void flushRecovery();

signals:
    void rulesChanged(std::shared_ptr<const tw::Ruleset> rules);

private:
    // Validates after the files changed on disk; emits rulesChanged when they load.
    void applySavedFiles();
    // A Lua error of the document as a problem of `source`; brings up the dock when new.
    void addLuaProblem(const QString &source, const ScriptFailure &failure);
    // Clears the problems of `source` and their marks in the editors.
    void clearProblems(const QString &source);
    bool save(int index);
    void openProblem(const QString &file, int line, int column);
    void updateProblemLines();

    QMainWindow *m_window;
    EditorTabs *m_tabs;
    FindBar *m_findBar;
    QDockWidget *m_rulesDock;
    QAction *m_showRules = nullptr;
    ProblemsDock *m_problems;
    QMenu *m_menu;
    QAction *m_save;
    QAction *m_saveAll;
    QAction *m_find;
    EditorRecovery *m_recovery = nullptr;
};

} // namespace tw
