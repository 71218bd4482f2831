#include "journalfile.h"

#include "journal.h"
#include "savefile.h"

#include <QCoreApplication>
#include <QDir>
#include <QSaveFile>

namespace tw {

namespace {

QString cannotWrite(const QString &path, const QString &why)
{
    return QCoreApplication::translate("tw::JournalFile", "Cannot write %1: %2").arg(QDir::toNativeSeparators(path), why);
}

} // namespace

ExportFormat exportFormatFor(const QString &path, const QString &nameFilter)
{
    if (path.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive))
        return ExportFormat::Csv;
    if (path.endsWith(QLatin1String(".jsonl"), Qt::CaseInsensitive))
        return ExportFormat::JsonLines;
    return nameFilter.contains(QLatin1String("*.csv")) ? ExportFormat::Csv : ExportFormat::JsonLines;
}

QString exportSuffix(ExportFormat format)
{
    return format == ExportFormat::Csv ? QStringLiteral(".csv") : QStringLiteral(".jsonl");
}

QString writeJournalExport(const Journal &journal, const std::vector<qint64> &sessions, const QString &path,
                           ExportFormat format)
{
    std::string text;
    try {
        text = format == ExportFormat::Csv ? journal.exportCsv(sessions) : journal.exportJsonl(sessions);
    } catch (const std::exception &e) {
        return QString::fromStdString(e.what());
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return cannotWrite(path, file.errorString());
    if (file.write(text.data(), qint64(text.size())) != qint64(text.size())) {
        const QString why = file.errorString();
        file.cancelWriting();
        return cannotWrite(path, why);
    }
    if (!commitWhole(file))
        return cannotWrite(path, file.errorString());
    return QString();
}

} // namespace tw
