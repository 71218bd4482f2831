#pragma once

#include "recoveryfile.h"

#include <QHash>
#include <QObject>

#include <functional>

class QTimer;
class QWidget;

namespace tw {

class CodeEditor;
class EditorTabs;

// Keeps the unsaved text of an EditorTabs' files in its folder's recovery file (see
// recoveryfile.h), so that a crash or a kill loses no edit: the file is written a moment
// (interval()) after the text changes, only when it changed since the last write, and
// removed as soon as nothing is unsaved (a save, a reload, an undo back to the saved
// text), by discard(), and when this object ends (a clean exit).
class EditorRecovery : public QObject
{
    Q_OBJECT

public:
    // Asked with the recovery of a folder being opened: true restores it, false discards it.
    using Decision = std::function<bool(QWidget *parent, const QString &folder, const QList<RecoveredFile> &files)>;

    explicit EditorRecovery(EditorTabs *tabs);
    ~EditorRecovery() override;

    int interval() const;
    void setInterval(int milliseconds);

    // Writes the unsaved texts now if they changed since the last write (removes the
    // recovery file when nothing is unsaved). Call before handing unsaved text to code
    // that could crash.
    void flush();
    // Removes the recovery file this object wrote (its edits were saved or dropped).
    void discard();

    // After the tabs opened a folder: if a studio left a recovery for it, asks `decision`
    // (by default askToRestore) and restores the texts into the editors as unsaved edits,
    // or removes the recovery. True when it restored.
    bool offer(QWidget *parent);
    // Puts each file's text into its editor (opening a tab if needed) as one unsaved,
    // undoable edit.
    void restore(const QList<RecoveredFile> &files);

    // Replaces the question offer() asks (for tests); an empty function restores the default.
    static void setDecision(Decision decision);

private:
    struct Edit
    {
        QDateTime edited;
        QByteArray diskHash;
    };

    void track(CodeEditor *editor);
    void changed(CodeEditor *editor);
    void modificationChanged(CodeEditor *editor, bool modified);

    EditorTabs *m_tabs;
    QTimer *m_timer;
    QHash<QString, Edit> m_edits; // by path, while the file has unsaved edits
    bool m_dirty = false;
    QString m_written; // the folder whose recovery file this object wrote
};

} // namespace tw
