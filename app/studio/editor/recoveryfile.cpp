#include "recoveryfile.h"
#include "savefile.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>

namespace tw::recovery {

namespace {
constexpr int kFormat = 1;
constexpr qint64 kMaxBytes = 256 * 1024 * 1024; // a recovery past this is not ours

QString canonicalFolder(const QString &folder)
{
    const QString canonical = QFileInfo(folder).canonicalFilePath();
    return canonical.isEmpty() ? QDir::cleanPath(QFileInfo(folder).absoluteFilePath()) : canonical;
}
} // namespace

QString pathFor(const QString &folder, int slot)
{
    const QByteArray hash = QCryptographicHash::hash(canonicalFolder(folder).toUtf8(), QCryptographicHash::Sha1);
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery/")
        + QString::fromLatin1(hash.toHex()) + (slot > 0 ? QStringLiteral("-%1").arg(slot) : QString())
        + QStringLiteral(".json");
}

bool write(const QString &folder, const QList<RecoveredFile> &files, QString *error, int slot)
{
    QJsonArray list;
    for (const RecoveredFile &f : files) {
        list.append(QJsonObject{{QStringLiteral("path"), f.path},
                                {QStringLiteral("text"), f.text},
                                {QStringLiteral("edited"), f.edited.toUTC().toString(Qt::ISODateWithMs)},
                                {QStringLiteral("disk_sha1"), QString::fromLatin1(f.diskHash.toHex())}});
    }
    const QJsonObject root{{QStringLiteral("format"), kFormat},
                           {QStringLiteral("folder"), canonicalFolder(folder)},
                           {QStringLiteral("files"), list}};
    const QString path = pathFor(folder, slot);
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(QJsonDocument(root).toJson(QJsonDocument::Compact)) < 0
        || !commitWhole(file)) {
        if (error)
            *error = file.errorString();
        return false;
    }
    return true;
}

QList<RecoveredFile> read(const QString &folder, int slot)
{
    QFile file(pathFor(folder, slot));
    if (!file.open(QIODevice::ReadOnly) || file.size() > kMaxBytes)
        return {};
    const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
    if (root.value(QStringLiteral("format")).toInt() != kFormat
        || root.value(QStringLiteral("folder")).toString() != canonicalFolder(folder))
        return {};
    QList<RecoveredFile> files;
    const QJsonArray list = root.value(QStringLiteral("files")).toArray();
    for (const QJsonValue &value : list) {
        const QJsonObject o = value.toObject();
        RecoveredFile f;
        f.path = o.value(QStringLiteral("path")).toString();
        f.text = o.value(QStringLiteral("text")).toString();
        f.edited = QDateTime::fromString(o.value(QStringLiteral("edited")).toString(), Qt::ISODateWithMs);
        f.diskHash = QByteArray::fromHex(o.value(QStringLiteral("disk_sha1")).toString().toLatin1());
        if (QFileInfo(f.path).isAbsolute())
            files << f;
    }
    return files;
}

void remove(const QString &folder, int slot)
{
    QFile::remove(pathFor(folder, slot));
}

QByteArray fileHash(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash hash(QCryptographicHash::Sha1);
    hash.addData(&file);
    return hash.result();
}

bool changedOnDisk(const RecoveredFile &file)
{
    return fileHash(file.path) != file.diskHash;
}

} // namespace tw::recovery
