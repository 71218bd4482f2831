#pragma once

#include "recoveryfile.h"
#include "recoveryslot.h"

#include <QHash>
#include <QObject>

#include <functional>
#include <memory>

class QTimer;
class QWidget;

namespace tw {

class CodeEditor;
class EditorTabs;

// Keeps the unsaved text of an EditorTabs' files in its folder's recovery file (see
// recoveryfile.h), so that a crash or a kill loses no edit: the file is written a moment
// (interval()) after the text changes, only when it changed since the last write, and
// removed as soon as nothing is unsaved (a save, a reload, an undo back to the saved
// text), by discard(), and when this object ends (a clean exit). Each studio writes the
// recovery slot it holds: two studios on one folder never overwrite or offer each other's
// unsaved text.
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
    // Writes the unsaved texts now and leaves their recovery file for the next studio to
    // offer, as a kill would: for a studio told to end (see TerminationSignals) with no
    // one to ask whether to save.
    void keepForNextStart();

    // After the tabs opened a folder: if studios that are no longer running left recoveries
    // for it (the newest text of each file counts), asks `decision` (by default
    // askToRestore) and restores the texts into the editors as unsaved edits, or removes
    // the recoveries. A studio still running keeps its own. True when it restored.
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

    // The slot of the tabs' folder this object writes, taken when the folder changed;
    // null when every slot is taken.
    RecoverySlot *slot();
    void track(CodeEditor *editor);
    void changed(CodeEditor *editor);
    void modificationChanged(CodeEditor *editor, bool modified);

    EditorTabs *m_tabs;
    QTimer *m_timer;
    QHash<QString, Edit> m_edits; // by path, while the file has unsaved edits
    bool m_dirty = false;
    std::unique_ptr<RecoverySlot> m_slot;
    bool m_written = false; // the slot's recovery file exists
};

} // namespace tw
