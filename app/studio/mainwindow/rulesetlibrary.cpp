#include "rulesetlibrary.h"

#include "datapaths.h"
#include "load/rulesetloader.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

#include <algorithm>

namespace tw {

QStringList RulesetLibrary::roots()
{
    QStringList candidates{QDir::current().filePath(QStringLiteral("rulesets"))};
    const QString shipped = datapaths::find(QStringLiteral("rulesets"));
    if (!shipped.isEmpty())
        candidates << shipped;
    candidates << QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("rulesets"));
    QStringList found;
    for (const QString &candidate : candidates) {
        const QString path = QFileInfo(candidate).canonicalFilePath();
        if (!path.isEmpty() && QFileInfo(path).isDir() && !found.contains(path))
            found << path;
    }
    return found;
}

bool RulesetLibrary::isRulesetFolder(const QString &folder)
{
    return QFileInfo::exists(QDir(folder).filePath(QStringLiteral("ruleset.yaml")));
}

bool RulesetLibrary::isShipped(const QString &folder, const QString &id)
{
    const QString shipped = datapaths::find(QStringLiteral("rulesets/") + id);
    return !shipped.isEmpty() && QFileInfo(shipped).canonicalFilePath() == QFileInfo(folder).canonicalFilePath();
}

QString RulesetLibrary::shownPath(const QString &folder)
{
    const QString path = QFileInfo(folder).absoluteFilePath();
    const QString home = QDir::homePath();
    if (home != QDir::rootPath() && (path == home || path.startsWith(home + QLatin1Char('/'))))
        return QDir::toNativeSeparators(QStringLiteral("~") + path.mid(home.size()));
    return QDir::toNativeSeparators(path);
}

RulesetEntry RulesetLibrary::describe(const QString &folder)
{
    RulesetEntry entry;
    entry.folder = QFileInfo(folder).absoluteFilePath();
    entry.id = QFileInfo(folder).fileName();
    entry.name = entry.id;
    const LoadResult loaded = loadRuleset(QDir::toNativeSeparators(entry.folder).toStdString());
    if (loaded.ok()) {
        entry.loads = true;
        entry.id = QString::fromStdString(loaded.ruleset->id);
        entry.name = QString::fromStdString(loaded.ruleset->name);
    }
    return entry;
}

std::vector<RulesetEntry> RulesetLibrary::list()
{
    std::vector<RulesetEntry> entries;
    QStringList seen;
    for (const QString &root : roots()) {
        const QDir dir(root);
        for (const QString &name : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
            const QString folder = dir.filePath(name);
            if (!isRulesetFolder(folder) || seen.contains(name))
                continue;
            seen << name;
            entries.push_back(describe(folder));
        }
    }
    std::sort(entries.begin(), entries.end(),
              [](const RulesetEntry &a, const RulesetEntry &b) { return a.name.localeAwareCompare(b.name) < 0; });
    return entries;
}

QString RulesetLibrary::find(const QString &idOrFolderName)
{
    for (const QString &root : roots()) {
        const QString folder = QDir(root).filePath(idOrFolderName);
        if (isRulesetFolder(folder))
            return QFileInfo(folder).absoluteFilePath();
    }
    for (const RulesetEntry &entry : list())
        if (entry.id == idOrFolderName)
            return entry.folder;
    return QString();
}

} // namespace tw
