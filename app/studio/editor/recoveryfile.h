#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>

namespace tw {

// The unsaved text of one editor as the recovery file keeps it.
struct RecoveredFile
{
    QString path;        // absolute
    QString text;        // the editor's text
    QDateTime edited;    // the last edit before the text was written
    QByteArray diskHash; // fileHash() of the file on disk when its unsaved edit began
};

// The recovery files of a ruleset folder: the unsaved editor texts of that folder, kept
// under QStandardPaths::AppDataLocation + "/recovery/" (never inside the folder), named by
// a hash of its canonical path. Each studio that has the folder open writes its own slot
// (0 for the first, 1 for a second studio on the same folder, ...), which it holds with a
// lock file beside it (see RecoverySlot). Writes are atomic (QSaveFile).
namespace recovery {

// Slots per folder: studios open on one folder at once.
inline constexpr int kSlots = 8;

QString pathFor(const QString &folder, int slot = 0);
bool write(const QString &folder, const QList<RecoveredFile> &files, QString *error = nullptr, int slot = 0);
// The files kept for `folder` in `slot`; empty when there is no such file or it cannot be read.
QList<RecoveredFile> read(const QString &folder, int slot = 0);
void remove(const QString &folder, int slot = 0);
// A hash of the file's bytes; empty when it cannot be read.
QByteArray fileHash(const QString &path);
// True when the file on disk is no longer the one the unsaved edit began from.
bool changedOnDisk(const RecoveredFile &file);

} // namespace recovery
} // namespace tw
