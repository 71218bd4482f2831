#pragma once

#include <Qsci/qsciscintilla.h>

#include <QList>
#include <QStringList>

class QsciAPIs;

namespace tw {

// A QScintilla editor for one ruleset file. The lexer follows the file's suffix (.yaml/.yml
// YAML, .lua Lua, else none); Lua files complete the names of the `g` API. Lines and
// columns in this interface are 1-based, as in Diagnostics.
class CodeEditor : public QsciScintilla
{
    Q_OBJECT

public:
    explicit CodeEditor(QWidget *parent = nullptr);

    void setFilePath(const QString &path);
    QString filePath() const { return m_path; }
    // "YAML", "Lua" or empty.
    QString language() const;

    // Marks these lines (red margin marker and a tinted background); replaces the old marks.
    void setProblemLines(const QList<int> &lines);
    QList<int> problemLines() const { return m_problemLines; }

    // Replaces the UTF-8 bytes [offset, offset + length) of the text by `text` as one
    // undoable edit, keeping the cursor and the view where they were.
    void replaceBytes(std::size_t offset, std::size_t length, const QByteArray &text);

    // Moves the cursor to `line`:`column` (column 0 = start of line) and shows it.
    void goTo(int line, int column);

    // Completions the API offers for `prefix` after "g:" (the API is prepared lazily).
    QStringList apiCompletions(const QString &prefix) const;
    QsciAPIs *apis() const { return m_apis; }
    // The entries given to the completion API ("g:ask_place", ...).
    static QStringList luaApiEntries();

    // Find/replace. Forward searches start after the selection, backward ones before it;
    // both wrap. replaceNext replaces the selection if it is a match, then finds the next.
    bool findText(const QString &text, bool forward, bool caseSensitive);
    bool replaceNext(const QString &text, const QString &with, bool caseSensitive);
    int replaceAllText(const QString &text, const QString &with, bool caseSensitive);

protected:
    bool event(QEvent *event) override;

private:
    void setUpLexer();

    QString m_path;
    QsciAPIs *m_apis = nullptr;
    QList<int> m_problemLines;
};

} // namespace tw
