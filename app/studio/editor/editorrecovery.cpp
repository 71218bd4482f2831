#include "editorrecovery.h"

#include "codeeditor.h"
#include "editortabs.h"
#include "recoverydialog.h"

#include <QTimer>

#include <algorithm>

namespace tw {

namespace {
constexpr int kDefaultIntervalMs = 3000;

EditorRecovery::Decision &decision()
{
    static EditorRecovery::Decision d;
    return d;
}
} // namespace

EditorRecovery::EditorRecovery(EditorTabs *tabs)
    : QObject(tabs)
    , m_tabs(tabs)
    , m_timer(new QTimer(this))
{
    m_timer->setSingleShot(true);
    m_timer->setInterval(kDefaultIntervalMs);
    connect(m_timer, &QTimer::timeout, this, &EditorRecovery::flush);
    connect(tabs, &EditorTabs::editorAdded, this, &EditorRecovery::track);
    for (int i = 0; i < tabs->count(); ++i)
        track(tabs->editor(i));
    // A save or a reload may leave nothing unsaved: say so in the recovery at once.
    const auto now = [this] {
        m_dirty = true;
        flush();
    };
    connect(tabs, &EditorTabs::fileSaved, this, now);
    connect(tabs, &EditorTabs::fileReloaded, this, now);
}

EditorRecovery::~EditorRecovery()
{
    discard();
}

int EditorRecovery::interval() const
{
    return m_timer->interval();
}

void EditorRecovery::setInterval(int milliseconds)
{
    m_timer->setInterval(milliseconds);
}

void EditorRecovery::setDecision(Decision d)
{
    decision() = std::move(d);
}

void EditorRecovery::track(CodeEditor *editor)
{
    connect(editor, &QsciScintilla::textChanged, this, [this, editor] { changed(editor); });
    connect(editor, &QsciScintilla::modificationChanged, this,
            [this, editor](bool modified) { modificationChanged(editor, modified); });
}

void EditorRecovery::modificationChanged(CodeEditor *editor, bool modified)
{
    if (modified)
        m_edits.insert(editor->filePath(), Edit{QDateTime::currentDateTimeUtc(), recovery::fileHash(editor->filePath())});
    else
        m_edits.remove(editor->filePath());
    m_dirty = true;
    if (!m_timer->isActive())
        m_timer->start();
}

void EditorRecovery::changed(CodeEditor *editor)
{
    const auto edit = m_edits.find(editor->filePath());
    if (edit != m_edits.end())
        edit->edited = QDateTime::currentDateTimeUtc();
    m_dirty = true;
    if (!m_timer->isActive())
        m_timer->start();
}

RecoverySlot *EditorRecovery::slot()
{
    const QString folder = m_tabs->folder();
    if (!m_slot || m_slot->folder() != folder) {
        discard();
        m_slot = std::make_unique<RecoverySlot>(folder);
    }
    return m_slot->isValid() ? m_slot.get() : nullptr;
}

void EditorRecovery::flush()
{
    m_timer->stop();
    if (!m_dirty || m_tabs->folder().isEmpty())
        return;
    m_dirty = false;
    QList<RecoveredFile> files;
    for (int i = 0; i < m_tabs->count(); ++i) {
        CodeEditor *editor = m_tabs->editor(i);
        if (!editor->isModified())
            continue;
        const Edit edit = m_edits.value(editor->filePath());
        files << RecoveredFile{editor->filePath(), editor->text(), edit.edited, edit.diskHash};
    }
    if (files.isEmpty()) {
        discard();
        return;
    }
    RecoverySlot *held = slot();
    if (held && recovery::write(held->folder(), files, nullptr, held->slot()))
        m_written = true;
    else
        m_dirty = true; // try again with the next edit
}

void EditorRecovery::discard()
{
    m_timer->stop();
    m_dirty = false;
    if (m_slot && m_written)
        recovery::remove(m_slot->folder(), m_slot->slot());
    m_written = false;
}

void EditorRecovery::keepForNextStart()
{
    m_dirty = true;
    flush();
    m_written = false; // not removed when this object ends
}

bool EditorRecovery::offer(QWidget *parent)
{
    const QString folder = m_tabs->folder();
    if (folder.isEmpty())
        return false;
    RecoverySlot *own = slot();
    // Every slot no running studio holds, held while deciding; the newest text of each file.
    std::vector<std::unique_ptr<RecoverySlot>> left;
    std::vector<int> readSlots;
    QList<RecoveredFile> files;
    for (int n = 0; n < recovery::kSlots; ++n) {
        if (!own || n != own->slot()) {
            auto other = std::make_unique<RecoverySlot>(folder, n);
            if (!other->isValid())
                continue;
            left.push_back(std::move(other));
        }
        readSlots.push_back(n);
        for (const RecoveredFile &f : recovery::read(folder, n)) {
            const auto same = std::find_if(files.begin(), files.end(),
                                           [&f](const RecoveredFile &g) { return g.path == f.path; });
            if (same == files.end())
                files << f;
            else if (f.edited > same->edited)
                *same = f;
        }
    }
    const auto removeRead = [&](bool ownToo) {
        for (const int n : readSlots) {
            if (ownToo || !own || n != own->slot())
                recovery::remove(folder, n);
        }
    };
    if (files.isEmpty()) {
        removeRead(true); // unreadable or empty: nothing to offer
        m_written = false;
        return false;
    }
    const Decision &ask = decision();
    if (!(ask ? ask(parent, folder, files) : askToRestore(parent, folder, files))) {
        removeRead(true);
        m_written = false;
        return false;
    }
    restore(files); // into this studio's own slot first: a crash now still loses nothing
    removeRead(false);
    return true;
}

void EditorRecovery::restore(const QList<RecoveredFile> &files)
{
    for (const RecoveredFile &f : files) {
        CodeEditor *editor = m_tabs->editorFor(f.path);
        if (!editor && m_tabs->openAt(f.path, 1, 0))
            editor = m_tabs->editorFor(f.path);
        if (!editor)
            editor = m_tabs->openEmpty(f.path); // gone from disk: the text is all that is left
        if (editor->text() == f.text)
            continue;
        // One undoable edit: Undo goes back to the text on disk.
        editor->replaceBytes(0, std::size_t(editor->length()), f.text.toUtf8());
        // The edit began before the crash: keep when, and from which file on disk.
        m_edits.insert(f.path, Edit{f.edited, f.diskHash});
    }
    m_written = true; // replaced by this studio's recovery, or removed
    m_dirty = true;
    flush();
}

} // namespace tw
