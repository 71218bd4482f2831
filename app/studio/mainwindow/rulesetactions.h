#pragma once

#include <QObject>
#include <QString>
#include <QStringList>

class QAction;
class QActionGroup;
class QMenu;
class QWidget;

namespace tw {

// The Ruleset menu: the rulesets found by RulesetLibrary (the current one checked),
// recently opened folders, "Open Folder..." for any other, and "Reload" after editing the
// current one. The recent list and the last ruleset are kept in QSettings.
class RulesetActions : public QObject
{
    Q_OBJECT

public:
    explicit RulesetActions(QWidget *window);

    QMenu *menu() const { return m_menu; }
    QAction *openFolderAction() const { return m_openFolder; }
    QAction *reloadAction() const { return m_reload; }

    // A folder that opened: it becomes current, first of the recent list and the last one.
    void noteOpened(const QString &folder);
    QString current() const { return m_current; }
    static QStringList recent();
    static QString lastRuleset();
    static constexpr int kMaxRecent = 8;

signals:
    void rulesetRequested(const QString &folder);
    void reloadRequested();

private:
    void rebuildMenu();
    void openFolder();

    QWidget *m_window;
    QMenu *m_menu;
    QMenu *m_recentMenu;
    QActionGroup *m_group;
    QAction *m_openFolder;
    QAction *m_reload;
    QString m_current;
};

} // namespace tw
