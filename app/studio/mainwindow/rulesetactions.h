#pragma once

#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>

class QAction;
class QActionGroup;
class QMenu;
class QWidget;

namespace tw {

// The Ruleset menu: the rulesets found by RulesetLibrary (the current one checked),
// recently opened folders, "Open Folder..." for any other, "Reload" after editing the
// current one, and new rulesets: one from the tutorial template, or a copy of the current
// one as a variant (see copyRuleset). The recent list and the last ruleset are kept in QSettings.
class RulesetActions : public QObject
{
    Q_OBJECT

public:
    explicit RulesetActions(QWidget *window);

    QMenu *menu() const { return m_menu; }
    QAction *openFolderAction() const { return m_openFolder; }
    QAction *reloadAction() const { return m_reload; }
    QAction *newRulesetAction() const { return m_newRuleset; }
    QAction *duplicateAction() const { return m_duplicate; }
    QAction *printAction() const { return m_print; }
    QAction *balanceAction() const { return m_balance; }

    // A folder that opened: it becomes current, first of the recent list and the last one.
    void noteOpened(const QString &folder);
    // Asked before the current ruleset is duplicated: true when it has no unsaved edits or
    // they were saved, so the copy has them.
    void setSaveCheck(std::function<bool()> check) { m_saveCheck = std::move(check); }
    QString current() const { return m_current; }
    static QStringList recent();
    static QString lastRuleset();
    static constexpr int kMaxRecent = 8;

signals:
    void rulesetRequested(const QString &folder);
    void reloadRequested();
    // A new ruleset folder was made (from the template or as a variant): open it to edit.
    void rulesetCreated(const QString &folder);
    // Export Print Sheets of the current ruleset.
    void printRequested();
    // The Balance Lab on the current ruleset.
    void balanceRequested();

private:
    void rebuildMenu();
    void openFolder();
    // Asks for the new ruleset's name, id and place, then copies `from` there.
    void createFrom(const QString &from, const QString &title, const QString &name);

    QWidget *m_window;
    QMenu *m_menu;
    QMenu *m_recentMenu;
    QActionGroup *m_group;
    QAction *m_openFolder;
    QAction *m_reload;
    QAction *m_newRuleset;
    QAction *m_duplicate;
    QAction *m_print;
    QAction *m_balance;
    QString m_current;
    std::function<bool()> m_saveCheck;
};

} // namespace tw
