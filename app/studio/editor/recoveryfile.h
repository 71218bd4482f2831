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

// The recovery file of a ruleset folder: the unsaved editor texts of that folder, kept
// under QStandardPaths::AppDataLocation + "/recovery/" (never inside the folder), one
// file per folder named by a hash of its canonical path. Writes are atomic (QSaveFile).
namespace recovery {

QString pathFor(const QString &folder);
bool write(const QString &folder, const QList<RecoveredFile> &files, QString *error = nullptr);
// The files kept for `folder`; empty when there is no recovery file or it cannot be read.
QList<RecoveredFile> read(const QString &folder);
void remove(const QString &folder);
// A hash of the file's bytes; empty when it cannot be read.
QByteArray fileHash(const QString &path);
// True when the file on disk is no longer the one the unsaved edit began from.
bool changedOnDisk(const RecoveredFile &file);

} // namespace recovery
} // namespace tw
