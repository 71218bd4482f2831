#pragma once

#include "load/yamledit.h"
#include "model/ruleset.h"

#include <QElapsedTimer>
#include <QList>
#include <QObject>

class QAction;
#include <QPointer>

#include <functional>
#include <memory>
#include <optional>
#include <string>

class QMainWindow;
class QsciScintilla;
class QTimer;

namespace tw {

class CodeEditor;
class EditorActions;
class PlaySession;
class TileSetDock;

// Ties the Tile Set dock to the ruleset.yaml editor. The dock shows the rules as the
// editor's text stands (reloaded shortly after each change of the text); a count or a
// default edited in the dock is written into that text in place, as one undoable edit of
// the editor, so comments and layout stay; "Save and Apply" saves the file, which makes
// the running game re-play under the edited rules. After each edit made in the dock, the
// What Changed panel compares bot games under the rules in play and under the edited rules.
class TileSetActions : public QObject
{
    Q_OBJECT

public:
    TileSetActions(EditorActions *editors, PlaySession *session, QMainWindow *window);

    TileSetDock *dock() const { return m_dock; }
    // Alt+5: opens the dock and brings it to the front (see dockAction()).
    QAction *showDockAction() const { return m_showDock; }
    // Follows the ruleset.yaml editor of the open folder (call after the folder changed).
    void attach();
    // Loads the editor's text now (normally done a moment after it changes).
    void refresh();
    std::shared_ptr<const Ruleset> editedRules() const { return m_edited; }
    // Whether the ruleset.yaml editor's text does not load as it stands (editedRules() is
    // then the last version that did).
    bool editedTextFails() const;

signals:
    // editedRules() or editedTextFails() changed (each reload says so).
    void editedRulesChanged();

private:
    void setCount(const QString &tileId, int count);
    void setParameter(const QString &parameterId, const QString &value);
    using EditMaker = std::function<std::optional<TextEdit>(const std::string &text, std::string *why)>;
    // Writes the edit `makeEdit` makes of the editor's text into the editor; quick edits of
    // the same `field` (a spin box's arrow held down) make one undo step.
    void write(const QString &field, const EditMaker &makeEdit);
    // Undo or redo in the ruleset.yaml editor, shown in the dock at once.
    void stepHistory(void (QsciScintilla::*step)());
    void compare();

    EditorActions *m_editors;
    PlaySession *m_session;
    QMainWindow *m_window;
    TileSetDock *m_dock;
    QAction *m_showDock = nullptr;
    QPointer<CodeEditor> m_editor;
    QList<QMetaObject::Connection> m_editorConnections;
    std::shared_ptr<const Ruleset> m_edited; // the text as it last loaded
    bool m_loads = false;                    // whether the text loads as it stands
    QString m_lastField;                     // of the last write, with the text it left and when
    QString m_lastText;
    QElapsedTimer m_lastWrite;
    QTimer *m_reloadTimer;
    QTimer *m_compareTimer;
};

} // namespace tw
