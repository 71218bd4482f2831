#pragma once

#include <QString>

#include <vector>

namespace tw {

class Journal;

enum class ExportFormat { JsonLines, Csv };

// The format a save dialog's answer asks for: the file's suffix (.jsonl, .csv) first,
// else the chosen name filter; JSON Lines when neither says.
ExportFormat exportFormatFor(const QString &path, const QString &nameFilter = QString());
QString exportSuffix(ExportFormat format);

// Writes the export of `sessions` to `path` in one go (QSaveFile: the file is either
// complete or untouched). Returns an empty string, or what went wrong as a sentence.
QString writeJournalExport(const Journal &journal, const std::vector<qint64> &sessions, const QString &path,
                           ExportFormat format);

} // namespace tw
