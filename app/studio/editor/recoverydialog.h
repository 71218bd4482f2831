#pragma once

#include "recoveryfile.h"

class QWidget;

namespace tw {

// Asks whether to restore the unsaved edits a studio left behind: lists the files, when
// they were last edited and which changed on disk since their edit began. False only when
// the person chose Discard.
bool askToRestore(QWidget *parent, const QString &folder, const QList<RecoveredFile> &files);

// The question's text (a list of the files, one line each).
QString restoreQuestion(const QString &folder, const QList<RecoveredFile> &files);

} // namespace tw
