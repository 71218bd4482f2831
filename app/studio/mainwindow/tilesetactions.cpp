#include "tilesetactions.h"

#include "dockaction.h"

#include "editoractions.h"

#include "editor/codeeditor.h"
#include "editor/editortabs.h"
#include "play/playsession.h"
#include "tileset/tilesetdock.h"
#include "tileset/whatchangedpanel.h"

#include "gamedocument.h"
#include "load/rulesetloader.h"
#include "load/yamledit.h"

#include <QAction>
#include <QMainWindow>
#include <QStatusBar>
#include <QTimer>

namespace tw {

namespace {
const QString kRulesetFile = QStringLiteral("ruleset.yaml");
constexpr int kReloadDelayMs = 250;
constexpr int kCompareDelayMs = 700; // a few quick edits make one comparison
constexpr int kMergeMs = 1500;       // quick edits of one field make one undo step
} // namespace

TileSetActions::TileSetActions(EditorActions *editors, PlaySession *session, QMainWindow *window)
    : QObject(window)
    , m_editors(editors)
    , m_session(session)
    , m_window(window)
    , m_dock(new TileSetDock(window))
    , m_reloadTimer(new QTimer(this))
    , m_compareTimer(new QTimer(this))
{
    window->addDockWidget(Qt::LeftDockWidgetArea, m_dock);
    window->tabifyDockWidget(editors->rulesDock(), m_dock);
    m_dock->hide();
    m_showDock = dockAction(m_dock, QKeySequence(Qt::ALT | Qt::Key_5));
    m_reloadTimer->setSingleShot(true);
    m_reloadTimer->setInterval(kReloadDelayMs);
    m_compareTimer->setSingleShot(true);
    m_compareTimer->setInterval(kCompareDelayMs);

    // Any edit of the text, in the dock or the editor, is compared while the dock is shown.
    connect(m_reloadTimer, &QTimer::timeout, this, [this] {
        refresh();
        if (m_dock->isVisible())
            m_compareTimer->start();
    });
    connect(m_compareTimer, &QTimer::timeout, this, &TileSetActions::compare);
    connect(m_dock, &TileSetDock::countEdited, this, &TileSetActions::setCount);
    connect(m_dock, &TileSetDock::parameterEdited, this, &TileSetActions::setParameter);
    connect(m_dock, &TileSetDock::undoRequested, this, [this] { stepHistory(&QsciScintilla::undo); });
    connect(m_dock, &TileSetDock::redoRequested, this, [this] { stepHistory(&QsciScintilla::redo); });
    connect(m_dock, &TileSetDock::applyRequested, this, [this] { m_editors->saveFile(kRulesetFile); });
    // The rules as edited take the other files (the scripts) from disk: one saved, or changed
    // there, changes them too (else they would stand apart from the rules in play by a script
    // no longer on disk, and read as edited).
    connect(m_editors->tabs(), &EditorTabs::fileSaved, this, &TileSetActions::refresh);
    connect(m_editors->tabs(), &EditorTabs::fileReloaded, this, &TileSetActions::refresh);
}

void TileSetActions::attach()
{
    CodeEditor *editor = m_editors->tabs()->editorFor(kRulesetFile);
    if (editor == m_editor)
        return;
    for (const QMetaObject::Connection &connection : std::as_const(m_editorConnections))
        disconnect(connection);
    m_editorConnections.clear();
    m_editor = editor;
    m_compareTimer->stop();
    m_dock->whatChanged()->cancel();
    if (m_editor) {
        m_editorConnections << connect(m_editor, &QsciScintilla::textChanged, m_reloadTimer, qOverload<>(&QTimer::start))
                            << connect(m_editor, &QsciScintilla::modificationChanged, m_dock, &TileSetDock::setUnsaved);
    }
    refresh();
}

bool TileSetActions::editedTextFails() const
{
    return m_editor && !m_loads;
}

void TileSetActions::refresh()
{
    m_reloadTimer->stop();
    m_loads = false;
    if (!m_editor) {
        m_edited = nullptr;
        m_dock->setRules(nullptr);
        emit editedRulesChanged();
        return;
    }
    m_dock->setUnsaved(m_editor->isModified());
    m_editors->flushRecovery(); // a crash in the loader keeps the text it was given
    const LoadResult loaded = loadRuleset(m_editors->tabs()->folder().toStdString(), m_editor->text().toStdString());
    m_loads = loaded.ok();
    if (!m_loads) {
        const auto error = std::find_if(loaded.problems.begin(), loaded.problems.end(),
                                        [](const Diagnostic &d) { return d.severity == Diagnostic::Severity::Error; });
        m_dock->setProblem(error == loaded.problems.end() ? tr("it has errors") : QString::fromStdString(error->text()));
        emit editedRulesChanged();
        return;
    }
    m_edited = loaded.ruleset;
    m_dock->setRules(m_edited);
    emit editedRulesChanged();
}

void TileSetActions::stepHistory(void (QsciScintilla::*step)())
{
    if (!m_editor)
        return;
    (m_editor->*step)();
    refresh();
    m_compareTimer->start();
}

void TileSetActions::setCount(const QString &tileId, int count)
{
    write(QStringLiteral("count:") + tileId, [&](const std::string &text, std::string *why) {
        return setTileCount(text, tileId.toStdString(), count, why);
    });
}

void TileSetActions::setParameter(const QString &parameterId, const QString &value)
{
    write(QStringLiteral("parameter:") + parameterId, [&](const std::string &text, std::string *why) {
        return setParameterDefault(text, parameterId.toStdString(), value.toStdString(), why);
    });
}

void TileSetActions::write(const QString &field, const EditMaker &makeEdit)
{
    if (!m_editor)
        return;
    // The same field again right after its last edit, nothing else changed: one undo step.
    const bool merge = field == m_lastField && m_lastWrite.isValid() && m_lastWrite.elapsed() < kMergeMs
        && m_editor->isUndoAvailable() && m_editor->text() == m_lastText;
    if (merge)
        m_editor->undo();
    std::string why;
    const std::optional<TextEdit> edit = makeEdit(m_editor->text().toStdString(), &why);
    if (!edit) {
        if (merge)
            m_editor->redo();
        m_window->statusBar()->showMessage(tr("Cannot edit ruleset.yaml: %1").arg(QString::fromStdString(why)), 8000);
        refresh(); // the dock shows the text's value again
        return;
    }
    m_editor->replaceBytes(edit->offset, edit->length, QByteArray::fromStdString(edit->text));
    m_lastField = field;
    m_lastText = m_editor->text();
    m_lastWrite.start();
    refresh();
    m_compareTimer->start();
}

void TileSetActions::compare()
{
    const std::shared_ptr<const Ruleset> before = m_session->rules();
    if (!before || !m_edited)
        return;
    if (!m_loads)
        return m_dock->whatChanged()->showDoesNotLoad();
    if (before->contentHash == m_edited->contentHash)
        return m_dock->whatChanged()->showNothingChanged();
    GameDocument *document = m_session->document();
    const int players = document && document->hasGame() ? document->setup().players : std::max(2, before->minPlayers);
    m_dock->whatChanged()->compare(before, m_edited, std::clamp(players, m_edited->minPlayers, m_edited->maxPlayers));
}

} // namespace tw
