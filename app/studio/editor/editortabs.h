#pragma once

#include <QSet>
#include <QTabWidget>

class QFileSystemWatcher;

namespace tw {

class CodeEditor;

// One CodeEditor tab per file of a ruleset folder: ruleset.yaml, then each script it
// lists (or, when it does not load, every .lua file of the folder). Tab titles end with
// "*" while a file has unsaved edits. Saves are atomic (QSaveFile). A file changed
// outside the studio is reloaded silently when its tab has no unsaved edits, and only
// after asking when it has. File arguments may be absolute or relative to the folder.
class EditorTabs : public QTabWidget
{
    Q_OBJECT

public:
    explicit EditorTabs(QWidget *parent = nullptr);

    // Replaces every tab with the files of `folder` (unsaved edits are dropped: ask first).
    bool openFolder(const QString &folder, QString *error = nullptr);
    QString folder() const { return m_folder; }

    CodeEditor *editor(int index) const;
    CodeEditor *currentEditor() const { return editor(currentIndex()); }
    int indexOfFile(const QString &file) const;
    CodeEditor *editorFor(const QString &file) const { return editor(indexOfFile(file)); }

    bool save(int index, QString *error = nullptr);
    bool saveAll(QString *error = nullptr);
    bool hasUnsavedChanges() const;
    // Reads the tab's file again, dropping its edits.
    bool reload(int index);

    // Switches to the file's tab (opening the file if it has none) and puts the cursor
    // at the 1-based line and column. False if the file cannot be read.
    bool openAt(const QString &file, int line, int column);
    // A tab for a file that need not exist on disk, empty until text is put in it (a save
    // creates the file). Returns the file's editor if it has a tab already.
    CodeEditor *openEmpty(const QString &file);

signals:
    void editorAdded(tw::CodeEditor *editor);
    void fileSaved(const QString &path);
    void fileReloaded(const QString &path);

private:
    QString absolutePath(const QString &file) const;
    CodeEditor *addFile(const QString &path, QString *error);
    CodeEditor *addTabFor(CodeEditor *editor);
    bool readInto(CodeEditor *editor, QString *error);
    void updateTitle(CodeEditor *editor);
    void onFileChanged(const QString &path);
    void watch(const QString &path);

    QString m_folder;
    QFileSystemWatcher *m_watcher;
    QSet<QString> m_asking; // files whose reload question is open
};

} // namespace tw
