#include "rulesetcopy.h"

#include "load/rulesetloader.h"
#include "load/yamledit.h"
#include "savefile.h"
#include "util/readfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>

namespace tw {

namespace {

// The translation context of this file's texts.
struct RulesetCopy
{
    Q_DECLARE_TR_FUNCTIONS(tw::RulesetCopy)
};

bool fail(QString *error, const QString &why)
{
    if (error)
        *error = why;
    return false;
}

bool copyFiles(const QString &from, const QString &to, QString *error)
{
    const QDir source(from);
    QDirIterator it(from, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        const QString relative = source.relativeFilePath(file);
        if (relative.startsWith(QLatin1String("tests/")))
            continue;
        const QString target = QDir(to).filePath(relative);
        if (!QDir().mkpath(QFileInfo(target).absolutePath()) || !QFile::copy(file, target))
            return fail(
                error,
                RulesetCopy::tr("Cannot copy %1 to %2").arg(QDir::toNativeSeparators(file), QDir::toNativeSeparators(target)));
    }
    return true;
}

bool rename(const QString &yamlPath, const QString &id, const QString &name, QString *error)
{
    const auto text = readFile(yamlPath.toStdString());
    if (!text)
        return fail(error, RulesetCopy::tr("Cannot read %1").arg(QDir::toNativeSeparators(yamlPath)));
    std::string why;
    auto idEdit = setTopLevelValue(*text, "id", id.toStdString(), &why);
    const std::string withId = idEdit ? idEdit->appliedTo(*text) : std::string();
    auto nameEdit = idEdit ? setTopLevelValue(withId, "name", name.toStdString(), &why) : std::nullopt;
    if (!nameEdit)
        return fail(error, QString::fromStdString(why));
    QSaveFile file(yamlPath);
    if (!file.open(QIODevice::WriteOnly))
        return fail(error, file.errorString());
    file.write(QByteArray::fromStdString(nameEdit->appliedTo(withId)));
    return commitWhole(file) || fail(error, file.errorString());
}

} // namespace

bool copyRuleset(const QString &from, const QString &to, const QString &id, const QString &name, QString *error)
{
    if (!QFileInfo::exists(QDir(from).filePath(QStringLiteral("ruleset.yaml"))))
        return fail(error, RulesetCopy::tr("%1 holds no ruleset.yaml").arg(QDir::toNativeSeparators(from)));
    if (QDir::cleanPath(QFileInfo(to).absoluteFilePath())
            .startsWith(QDir::cleanPath(QFileInfo(from).absoluteFilePath()) + QLatin1Char('/')))
        return fail(error, RulesetCopy::tr("A ruleset cannot be copied into its own folder"));
    if (QFileInfo::exists(to))
        return fail(error, RulesetCopy::tr("%1 exists already").arg(QDir::toNativeSeparators(to)));
    if (rulesetIdFor(id) != id || id.isEmpty())
        return fail(error, RulesetCopy::tr("An id is lower-case letters, digits and _, starting with a letter"));
    if (!QDir().mkpath(to))
        return fail(error, RulesetCopy::tr("Cannot create %1").arg(QDir::toNativeSeparators(to)));
    if (copyFiles(from, to, error) && rename(QDir(to).filePath(QStringLiteral("ruleset.yaml")), id, name, error))
        return true;
    QDir(to).removeRecursively();
    return false;
}

QString rulesetIdFor(const QString &name)
{
    QString id = name.toLower();
    id.replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral("_"));
    id.remove(QRegularExpression(QStringLiteral("^[_0-9]+|_+$")));
    return id;
}

QString userRulesetsFolder()
{
    const QString folder = QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
                               .filePath(QStringLiteral("rulesets"));
    QDir().mkpath(folder);
    return folder;
}

} // namespace tw
