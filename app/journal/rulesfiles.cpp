#include "rulesfiles.h"

#include "journal.h"
#include "journaltext.h"
#include "savefile.h"

#include <QDataStream>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <algorithm>

namespace tw {

namespace {

// The first field of a packed blob, before the compression; a new layout takes a new tag.
constexpr quint32 kPackTag = 0x54575231; // "TWR1"

[[noreturn]] void fail(const QString &text)
{
    throw JournalError(text.toStdString());
}

bool safePath(const QString &path)
{
    if (path.isEmpty() || path.startsWith(QLatin1Char('/')) || path.contains(QLatin1Char('\\'))
        || QDir::isAbsolutePath(path))
        return false;
    const QStringList parts = path.split(QLatin1Char('/'));
    return std::none_of(parts.begin(), parts.end(), [](const QString &part) {
        return part.isEmpty() || part == QLatin1String(".") || part == QLatin1String("..");
    });
}

} // namespace

RulesFiles readRulesFolder(const QString &folder)
{
    const QDir root(folder);
    if (folder.isEmpty() || !root.exists())
        fail(JournalText::tr("%1: no such ruleset folder").arg(folder));
    RulesFiles files;
    qint64 total = 0;
    // QDir::Hidden is not asked for: hidden files and folders are left out.
    QDirIterator it(root.absolutePath(), QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        it.next();
        const QFileInfo info = it.fileInfo();
        const QString path = root.relativeFilePath(info.absoluteFilePath());
        if (path == QLatin1String("tests") || path.startsWith(QLatin1String("tests/")) || !info.isFile())
            continue;
        QFile file(info.absoluteFilePath());
        if (!file.open(QIODevice::ReadOnly))
            fail(JournalText::tr("%1: cannot read %2 of the ruleset: %3").arg(folder, path, file.errorString()));
        total += file.size();
        if (total > kMaxRulesBytes)
            fail(JournalText::tr("%1: the ruleset folder holds more than %2 MB, too much to keep in the journal")
                     .arg(folder)
                     .arg(kMaxRulesBytes / (1024 * 1024)));
        files.push_back({path, file.readAll()});
    }
    std::sort(files.begin(), files.end(), [](const RulesFile &a, const RulesFile &b) { return a.path < b.path; });
    return files;
}

QByteArray packRules(const RulesFiles &files)
{
    QByteArray raw;
    {
        QDataStream out(&raw, QIODevice::WriteOnly);
        out.setVersion(QDataStream::Qt_6_4);
        out << kPackTag << quint32(files.size());
        for (const RulesFile &f : files)
            out << f.path << f.data;
    }
    return qCompress(raw, 9);
}

RulesFiles unpackRules(const QByteArray &blob)
{
    const QString damaged = JournalText::tr("the rules kept in the journal are damaged");
    const QByteArray raw = qUncompress(blob);
    if (raw.isEmpty())
        fail(damaged);
    QDataStream in(raw);
    in.setVersion(QDataStream::Qt_6_4);
    quint32 tag = 0;
    quint32 count = 0;
    in >> tag >> count;
    if (tag != kPackTag)
        fail(damaged);
    RulesFiles files;
    for (quint32 i = 0; i < count && in.status() == QDataStream::Ok; ++i) {
        RulesFile f;
        in >> f.path >> f.data;
        if (in.status() != QDataStream::Ok || !safePath(f.path))
            fail(damaged);
        files.push_back(std::move(f));
    }
    if (in.status() != QDataStream::Ok || !in.atEnd())
        fail(damaged);
    return files;
}

void writeRulesFolder(const RulesFiles &files, const QString &folder)
{
    const QDir root(folder);
    for (const RulesFile &f : files) {
        const QString target = root.filePath(f.path);
        if (!QDir().mkpath(QFileInfo(target).absolutePath()))
            fail(JournalText::tr("cannot create the folder of %1").arg(QDir::toNativeSeparators(target)));
        QSaveFile file(target);
        if (!file.open(QIODevice::WriteOnly) || file.write(f.data) != f.data.size() || !commitWhole(file))
            fail(JournalText::tr("cannot write %1: %2").arg(QDir::toNativeSeparators(target), file.errorString()));
    }
}

const RulesFile *findRulesFile(const RulesFiles &files, const QString &path)
{
    const auto it = std::find_if(files.begin(), files.end(), [&](const RulesFile &f) { return f.path == path; });
    return it == files.end() ? nullptr : &*it;
}

} // namespace tw
