#include "editortabs.h"

#include "codeeditor.h"
#include "load/rulesetloader.h"
#include "savefile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QMessageBox>
#include <QSaveFile>
#include <QTimer>

namespace tw {

EditorTabs::EditorTabs(QWidget *parent)
    : QTabWidget(parent)
    , m_watcher(new QFileSystemWatcher(this))
{
    setDocumentMode(true);
    setMovable(true);
    connect(m_watcher, &QFileSystemWatcher::fileChanged, this, &EditorTabs::onFileChanged);
}

bool EditorTabs::openFolder(const QString &folder, QString *error)
{
    while (count() > 0) {
        QWidget *page = widget(0);
        removeTab(0);
        page->deleteLater();
    }
    if (!m_watcher->files().isEmpty())
        m_watcher->removePaths(m_watcher->files());
    m_asking.clear();
    m_folder = QDir::cleanPath(QFileInfo(folder).absoluteFilePath());

    QStringList files{QStringLiteral("ruleset.yaml")};
    const LoadResult loaded = loadRuleset(m_folder.toStdString());
    if (loaded.ruleset) {
        for (const std::string &script : loaded.ruleset->scripts)
            files << QString::fromStdString(script);
    } else {
        files << QDir(m_folder).entryList({QStringLiteral("*.lua")}, QDir::Files, QDir::Name);
    }
    bool ok = true;
    for (const QString &file : files) {
        if (!addFile(absolutePath(file), error))
            ok = false;
    }
    if (count() > 0)
        setCurrentIndex(0);
    return ok;
}

CodeEditor *EditorTabs::editor(int index) const
{
    return qobject_cast<CodeEditor *>(widget(index));
}

QString EditorTabs::absolutePath(const QString &file) const
{
    if (QFileInfo(file).isAbsolute())
        return QDir::cleanPath(file);
    return QDir::cleanPath(m_folder + QLatin1Char('/') + file);
}

int EditorTabs::indexOfFile(const QString &file) const
{
    if (file.isEmpty())
        return -1;
    const QString path = absolutePath(file);
    for (int i = 0; i < count(); ++i) {
        if (editor(i)->filePath() == path)
            return i;
    }
    return -1;
}

CodeEditor *EditorTabs::addFile(const QString &path, QString *error)
{
    auto *ed = new CodeEditor;
    ed->setFilePath(path);
    if (!readInto(ed, error)) {
        delete ed;
        return nullptr;
    }
    return addTabFor(ed);
}

CodeEditor *EditorTabs::openEmpty(const QString &file)
{
    if (CodeEditor *ed = editorFor(file))
        return ed;
    auto *ed = new CodeEditor;
    ed->setFilePath(absolutePath(file));
    return addTabFor(ed);
}

CodeEditor *EditorTabs::addTabFor(CodeEditor *ed)
{
    const int index = addTab(ed, QString());
    setTabToolTip(index, ed->filePath());
    updateTitle(ed);
    connect(ed, &QsciScintilla::modificationChanged, this, [this, ed] { updateTitle(ed); });
    watch(ed->filePath());
    emit editorAdded(ed);
    return ed;
}

bool EditorTabs::readInto(CodeEditor *editor, QString *error)
{
    QFile file(editor->filePath());
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = tr("Cannot read %1: %2").arg(editor->filePath(), file.errorString());
        return false;
    }
    const QString text = QString::fromUtf8(file.readAll());
    int line = 0;
    int index = 0;
    editor->getCursorPosition(&line, &index);
    const int firstVisible = editor->firstVisibleLine();
    editor->setText(text);
    editor->setModified(false);
    editor->setCursorPosition(qMin(line, qMax(0, editor->lines() - 1)), index);
    editor->setFirstVisibleLine(firstVisible);
    return true;
}

void EditorTabs::updateTitle(CodeEditor *editor)
{
    const int index = indexOf(editor);
    if (index < 0)
        return;
    const QString name = QDir(m_folder).relativeFilePath(editor->filePath());
    setTabText(index, editor->isModified() ? name + QLatin1Char('*') : name);
}

void EditorTabs::watch(const QString &path)
{
    if (QFileInfo::exists(path) && !m_watcher->files().contains(path))
        m_watcher->addPath(path);
}

bool EditorTabs::save(int index, QString *error)
{
    CodeEditor *ed = editor(index);
    if (!ed)
        return false;
    ed->cancelList(); // a completion list open at Ctrl+S is done with
    QSaveFile file(ed->filePath());
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = tr("Cannot write %1: %2").arg(ed->filePath(), file.errorString());
        return false;
    }
    file.write(ed->text().toUtf8());
    if (!commitWhole(file)) {
        if (error)
            *error = tr("Cannot write %1: %2").arg(ed->filePath(), file.errorString());
        return false;
    }
    ed->setModified(false);
    // The rename gives the path a new file: watch it again.
    m_watcher->removePath(ed->filePath());
    watch(ed->filePath());
    emit fileSaved(ed->filePath());
    return true;
}

bool EditorTabs::saveAll(QString *error)
{
    bool ok = true;
    for (int i = 0; i < count(); ++i) {
        if (editor(i)->isModified() && !save(i, error))
            ok = false;
    }
    return ok;
}

bool EditorTabs::hasUnsavedChanges() const
{
    for (int i = 0; i < count(); ++i) {
        if (editor(i)->isModified())
            return true;
    }
    return false;
}

bool EditorTabs::reload(int index)
{
    CodeEditor *ed = editor(index);
    if (!ed || !readInto(ed, nullptr))
        return false;
    emit fileReloaded(ed->filePath());
    return true;
}

void EditorTabs::onFileChanged(const QString &path)
{
    const int index = indexOfFile(path);
    if (index < 0 || m_asking.contains(path))
        return;
    if (!QFileInfo::exists(path)) {
        // Some tools save by removing and renaming: look again shortly.
        QTimer::singleShot(300, this, [this, path] {
            if (QFileInfo::exists(path)) {
                watch(path);
                onFileChanged(path);
            }
        });
        return;
    }
    watch(path);
    CodeEditor *ed = editor(index);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly) || QString::fromUtf8(file.readAll()) == ed->text())
        return; // our own save, or nothing changed
    if (ed->isModified()) {
        m_asking.insert(path);
        const auto answer = QMessageBox::question(
            this, tr("File changed on disk"),
            tr("%1 was changed outside the studio. Reload it and lose your unsaved edits?").arg(QFileInfo(path).fileName()),
            QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
        m_asking.remove(path);
        if (answer != QMessageBox::Yes)
            return;
    }
    reload(indexOfFile(path));
}

bool EditorTabs::openAt(const QString &file, int line, int column)
{
    int index = indexOfFile(file);
    if (index < 0) {
        if (!addFile(absolutePath(file), nullptr))
            return false;
        index = count() - 1;
    }
    setCurrentIndex(index);
    editor(index)->goTo(line, column);
    return true;
}

} // namespace tw
