#pragma once

// The files of a ruleset folder as the journal keeps them: read from a folder, packed
// into one compressed blob, unpacked and written back byte for byte.

#include <QByteArray>
#include <QString>

#include <vector>

namespace tw {

struct RulesFile
{
    QString path; // relative to the folder, '/'-separated, never ".." or absolute
    QByteArray data;
};

// Sorted by path.
using RulesFiles = std::vector<RulesFile>;

// The most a ruleset folder may hold to be kept (all files together, uncompressed).
constexpr qint64 kMaxRulesBytes = 64 * 1024 * 1024;

// The files a journal keeps of a ruleset folder: every file under it, in subfolders too,
// except the folder's own tests/ folder (the ruleset's test games) and hidden files and
// folders (names starting with '.'). A symbolic link is kept as the file it points to.
// Throws JournalError when the folder is missing, a file cannot be read or the whole
// exceeds kMaxRulesBytes.
RulesFiles readRulesFolder(const QString &folder);

// One compressed blob (qCompress of a versioned QDataStream of the paths and contents).
QByteArray packRules(const RulesFiles &files);
// Throws JournalError when `blob` is not a packRules result or names an unsafe path.
RulesFiles unpackRules(const QByteArray &blob);

// Writes every file under `folder` (created, with subfolders, as needed); existing files
// of the same names are replaced. Throws JournalError naming the file that failed.
void writeRulesFolder(const RulesFiles &files, const QString &folder);

// The file of `files` at `path`, or null.
const RulesFile *findRulesFile(const RulesFiles &files, const QString &path);

} // namespace tw
