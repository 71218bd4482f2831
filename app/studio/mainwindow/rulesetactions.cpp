#include "rulesetactions.h"

#include "copyrulesetdialog.h"
#include "rulesetcopy.h"
#include "rulesetlibrary.h"

#include <QAction>
#include <QActionGroup>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>

namespace tw {

namespace {
const QString kRecentKey = QStringLiteral("rulesets/recent");
const QString kLastKey = QStringLiteral("rulesets/last");
} // namespace

RulesetActions::RulesetActions(QWidget *window)
    : QObject(window)
    , m_window(window)
    , m_menu(new QMenu(tr("&Ruleset"), window))
    , m_recentMenu(new QMenu(tr("&Recent"), window))
    , m_group(new QActionGroup(this))
    , m_openFolder(new QAction(tr("&Open Folder\u2026"), this))
    , m_reload(new QAction(tr("Re&load"), this))
    , m_newRuleset(new QAction(tr("&New Ruleset from Template\u2026"), this))
    , m_duplicate(new QAction(tr("&Duplicate as Variant\u2026"), this))
    , m_print(new QAction(tr("Export &Print Sheets\u2026"), this))
    , m_balance(new QAction(tr("&Balance Lab\u2026"), this))
{
    m_balance->setStatusTip(tr("Sweep a tile count or a parameter with bot games and chart the balance metrics"));
    connect(m_balance, &QAction::triggered, this, &RulesetActions::balanceRequested);
    m_newRuleset->setStatusTip(tr("Start a new game design from the tutorial ruleset"));
    connect(m_newRuleset, &QAction::triggered, this,
            [this] { createFrom(RulesetLibrary::find(QStringLiteral("tutorial")), tr("New Ruleset"), tr("My Game")); });
    m_duplicate->setStatusTip(tr("Copy the current ruleset to a new folder, to change it as a variant"));
    m_print->setShortcut(QKeySequence::Print);
    m_print->setStatusTip(tr("Print every tile of the ruleset as cut-ready sheets (PDF)"));
    connect(m_print, &QAction::triggered, this, &RulesetActions::printRequested);
    connect(m_duplicate, &QAction::triggered, this, [this] {
        if (m_saveCheck && !m_saveCheck())
            return;
        createFrom(m_current, tr("Duplicate as Variant"), tr("%1 (variant)").arg(RulesetLibrary::describe(m_current).name));
    });
    m_openFolder->setShortcut(QKeySequence::Open);
    m_openFolder->setStatusTip(tr("Open a ruleset folder (one holding ruleset.yaml)"));
    connect(m_openFolder, &QAction::triggered, this, &RulesetActions::openFolder);
    m_reload->setShortcut(QKeySequence::Refresh);
    m_reload->setStatusTip(tr("Load the current ruleset again from disk and start a new game with the same set-up"));
    connect(m_reload, &QAction::triggered, this, &RulesetActions::reloadRequested);
    m_group->setExclusive(true);
    connect(m_menu, &QMenu::aboutToShow, this, &RulesetActions::rebuildMenu);
    rebuildMenu();
}

QStringList RulesetActions::recent()
{
    return QSettings().value(kRecentKey).toStringList();
}

QString RulesetActions::lastRuleset()
{
    return QSettings().value(kLastKey).toString();
}

void RulesetActions::noteOpened(const QString &folder)
{
    m_current = QFileInfo(folder).absoluteFilePath();
    QStringList list = recent();
    list.removeAll(m_current);
    list.prepend(m_current);
    while (list.size() > kMaxRecent)
        list.removeLast();
    QSettings settings;
    settings.setValue(kRecentKey, list);
    settings.setValue(kLastKey, m_current);
    rebuildMenu();
}

void RulesetActions::rebuildMenu()
{
    m_menu->clear();
    for (QAction *action : m_group->actions())
        m_group->removeAction(action);
    for (const RulesetEntry &entry : RulesetLibrary::list()) {
        QAction *action = m_menu->addAction(entry.loads ? entry.name : tr("%1 (does not load)").arg(entry.name));
        action->setCheckable(true);
        action->setChecked(QFileInfo(entry.folder).canonicalFilePath() == QFileInfo(m_current).canonicalFilePath());
        action->setToolTip(QDir::toNativeSeparators(entry.folder));
        action->setStatusTip(QDir::toNativeSeparators(entry.folder));
        m_group->addAction(action);
        const QString folder = entry.folder;
        connect(action, &QAction::triggered, this, [this, folder] { emit rulesetRequested(folder); });
    }
    m_menu->addSeparator();
    m_recentMenu->clear();
    for (const QString &folder : recent()) {
        QAction *action = m_recentMenu->addAction(QDir::toNativeSeparators(folder));
        action->setEnabled(RulesetLibrary::isRulesetFolder(folder));
        connect(action, &QAction::triggered, this, [this, folder] { emit rulesetRequested(folder); });
    }
    m_recentMenu->setEnabled(!m_recentMenu->isEmpty());
    m_menu->addMenu(m_recentMenu);
    m_menu->addAction(m_openFolder);
    m_menu->addSeparator();
    m_menu->addAction(m_newRuleset);
    m_menu->addAction(m_duplicate);
    m_newRuleset->setEnabled(!RulesetLibrary::find(QStringLiteral("tutorial")).isEmpty());
    m_duplicate->setEnabled(!m_current.isEmpty());
    m_menu->addSeparator();
    m_menu->addAction(m_print);
    m_print->setEnabled(!m_current.isEmpty());
    m_menu->addAction(m_balance);
    m_balance->setEnabled(!m_current.isEmpty());
    m_menu->addSeparator();
    m_menu->addAction(m_reload);
    m_reload->setEnabled(!m_current.isEmpty());
}

void RulesetActions::createFrom(const QString &from, const QString &title, const QString &name)
{
    CopyRulesetDialog dialog(title, from, name, userRulesetsFolder(), m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    if (!copyRuleset(from, dialog.targetFolder(), dialog.id(), dialog.name(), &error)) {
        QMessageBox::warning(m_window, title, error);
        return;
    }
    emit rulesetCreated(dialog.targetFolder());
}

void RulesetActions::openFolder()
{
    const QStringList roots = RulesetLibrary::roots();
    const QString start = !m_current.isEmpty() ? QFileInfo(m_current).absolutePath()
                                               : (roots.isEmpty() ? QDir::homePath() : roots.front());
    const QString folder = QFileDialog::getExistingDirectory(m_window, tr("Open Ruleset Folder"), start);
    if (!folder.isEmpty())
        emit rulesetRequested(folder);
}

} // namespace tw
