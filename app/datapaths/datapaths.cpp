#include "datapaths.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#ifndef TILEWRIGHT_DATA_FROM_BIN
#error "TILEWRIGHT_DATA_FROM_BIN must name share/tilewright relative to bin/ (app/datapaths/CMakeLists.txt)"
#endif

namespace tw::datapaths {

namespace {

// The same folder, however it was spelled (symbolic links resolved when it exists).
QString normalized(const QString &folder)
{
    const QString canonical = QFileInfo(folder).canonicalFilePath();
    return canonical.isEmpty() ? QDir::cleanPath(QDir(folder).absolutePath()) : canonical;
}

} // namespace

QString sourceDir()
{
    return QStringLiteral(TILEWRIGHT_SOURCE_DIR);
}

QStringList searchPath(const QString &environment, const QString &applicationDir)
{
    QStringList folders;
    if (!environment.isEmpty())
        folders << QDir::cleanPath(QDir(environment).absolutePath());
    if (applicationDir.isEmpty())
        return folders;
    folders << QDir::cleanPath(QDir(applicationDir).absoluteFilePath(QStringLiteral(TILEWRIGHT_DATA_FROM_BIN)));
    if (normalized(applicationDir) == normalized(QStringLiteral(TILEWRIGHT_BUILD_BIN_DIR)))
        folders << QDir::cleanPath(sourceDir());
    return folders;
}

QStringList searchPath()
{
    const QString environment = qEnvironmentVariable("TILEWRIGHT_DATA");
    const QString applicationDir = QCoreApplication::instance() ? QCoreApplication::applicationDirPath() : QString();
    return searchPath(environment, applicationDir);
}

QString find(const QString &relative, const QStringList &folders)
{
    for (const QString &folder : folders) {
        const QString path = QDir(folder).absoluteFilePath(relative);
        if (QFileInfo::exists(path))
            return QDir::cleanPath(path);
    }
    return QString();
}

QString find(const QString &relative)
{
    return find(relative, searchPath());
}

} // namespace tw::datapaths
