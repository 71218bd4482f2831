#include "codeeditor.h"

#include "gameapi.h"

#include <Qsci/qsciapis.h>
#include <Qsci/qscilexerlua.h>
#include <Qsci/qscilexeryaml.h>

#include <QCoreApplication>
#include <QFileInfo>
#include <QFontDatabase>
#include <QKeyEvent>
#include <QPointer>

namespace tw {

namespace {
constexpr int kProblemMarker = 8;
constexpr int kProblemBackground = 9;
constexpr int kSymbolMargin = 1;
constexpr int kFoldMargin = 2;

// One prepared API for every Lua editor. QsciAPIs prepares in a worker thread and aborts
// the process if it is destroyed while that thread runs, so it lives as long as the
// application instead of as long as an editor.
QsciAPIs *sharedLuaApis()
{
    static QPointer<QsciAPIs> apis;
    if (!apis) {
        auto *lexer = new QsciLexerLua(QCoreApplication::instance());
        apis = new QsciAPIs(lexer);
        for (const QString &entry : CodeEditor::luaApiEntries())
            apis->add(entry);
        apis->prepare();
    }
    return apis;
}
} // namespace

CodeEditor::CodeEditor(QWidget *parent)
    : QsciScintilla(parent)
{
    setUtf8(true);
    const QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    setFont(mono);
    setMarginsFont(mono);

    setMarginType(0, QsciScintilla::NumberMargin);
    setMarginLineNumbers(0, true);
    setMarginWidth(0, QStringLiteral("00000"));

    setMarginType(kSymbolMargin, QsciScintilla::SymbolMargin);
    setMarginWidth(kSymbolMargin, 14);
    setMarginMarkerMask(kSymbolMargin, 1 << kProblemMarker);
    setMarginSensitivity(kSymbolMargin, false);
    markerDefine(QsciScintilla::Circle, kProblemMarker);
    setMarkerBackgroundColor(QColor(0xd3, 0x2f, 0x2f), kProblemMarker);
    setMarkerForegroundColor(QColor(0x8e, 0x1b, 0x1b), kProblemMarker);
    markerDefine(QsciScintilla::Background, kProblemBackground);
    setMarkerBackgroundColor(QColor(0xff, 0xe4, 0xe4), kProblemBackground);

    setFolding(QsciScintilla::BoxedTreeFoldStyle, kFoldMargin);
    setBraceMatching(QsciScintilla::SloppyBraceMatch);
    setScrollWidth(1);
    setScrollWidthTracking(true);
    setCaretLineVisible(true);
    setCaretLineBackgroundColor(QColor(0xf4, 0xf6, 0xfa));
    setIndentationsUseTabs(false);
    setAutoIndent(true);
    setIndentationGuides(true);
    setTabWidth(2);
    setAutoCompletionThreshold(2);
    setAutoCompletionCaseSensitivity(true);
    setAutoCompletionReplaceWord(true);
    setAutoCompletionSource(QsciScintilla::AcsDocument);
}

bool CodeEditor::event(QEvent *event)
{
    // The editor's own undo, redo and clipboard keys win over window shortcuts (the
    // game's Undo is Ctrl+Z too).
    if (event->type() == QEvent::ShortcutOverride) {
        auto *key = static_cast<QKeyEvent *>(event);
        for (auto standard : {QKeySequence::Undo, QKeySequence::Redo, QKeySequence::Copy, QKeySequence::Cut,
                              QKeySequence::Paste, QKeySequence::SelectAll}) {
            if (key->matches(standard)) {
                event->accept();
                return true;
            }
        }
    }
    return QsciScintilla::event(event);
}

void CodeEditor::setFilePath(const QString &path)
{
    m_path = path;
    setUpLexer();
}

QString CodeEditor::language() const
{
    return lexer() ? QString::fromLatin1(lexer()->language()) : QString();
}

void CodeEditor::setUpLexer()
{
    const QString suffix = QFileInfo(m_path).suffix().toLower();
    QsciLexer *old = lexer();
    QsciLexer *lex = nullptr;
    m_apis = nullptr;
    if (suffix == QLatin1String("yaml") || suffix == QLatin1String("yml")) {
        lex = new QsciLexerYAML(this);
        setTabWidth(2);
        setAutoCompletionSource(QsciScintilla::AcsDocument);
    } else if (suffix == QLatin1String("lua")) {
        auto *lua = new QsciLexerLua(this);
        lua->setFoldCompact(false);
        lex = lua;
        m_apis = sharedLuaApis();
        lua->setAPIs(m_apis);
        setTabWidth(4);
        setAutoCompletionSource(QsciScintilla::AcsAll);
    }
    if (lex) {
        const QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
        lex->setDefaultFont(mono);
        lex->setFont(mono, -1);
    }
    setLexer(lex);
    if (old && old != lex)
        old->deleteLater();
}

QStringList CodeEditor::luaApiEntries()
{
    QStringList entries;
    for (const char *const *name = gameapi::methodNames(); *name; ++name)
        entries << QStringLiteral("g:") + QString::fromLatin1(*name);
    return entries;
}

QStringList CodeEditor::apiCompletions(const QString &prefix) const
{
    QStringList list;
    if (m_apis)
        m_apis->updateAutoCompletionList(QStringList{QStringLiteral("g"), prefix}, list);
    return list;
}

void CodeEditor::setProblemLines(const QList<int> &lines)
{
    markerDeleteAll(kProblemMarker);
    markerDeleteAll(kProblemBackground);
    m_problemLines.clear();
    for (int line : lines) {
        if (line < 1 || line > this->lines() || m_problemLines.contains(line))
            continue;
        m_problemLines << line;
        markerAdd(line - 1, kProblemMarker);
        markerAdd(line - 1, kProblemBackground);
    }
}

void CodeEditor::replaceBytes(std::size_t offset, std::size_t length, const QByteArray &text)
{
    beginUndoAction();
    SendScintilla(SCI_SETTARGETRANGE, static_cast<unsigned long>(offset), static_cast<long>(offset + length));
    SendScintilla(SCI_REPLACETARGET, static_cast<unsigned long>(text.size()), text.constData());
    endUndoAction();
}

void CodeEditor::goTo(int line, int column)
{
    const int l = qBound(0, line - 1, qMax(0, lines() - 1));
    const int c = qBound(0, column - 1, qMax(0, lineLength(l)));
    setCursorPosition(l, c);
    ensureLineVisible(l);
    ensureCursorVisible();
    setFocus();
}

bool CodeEditor::findText(const QString &text, bool forward, bool caseSensitive)
{
    if (text.isEmpty())
        return false;
    int line = -1;
    int index = -1;
    if (!forward && hasSelectedText()) {
        int toLine = 0;
        int toIndex = 0;
        getSelection(&line, &index, &toLine, &toIndex);
    }
    return findFirst(text, false, caseSensitive, false, true, forward, line, index, true);
}

bool CodeEditor::replaceNext(const QString &text, const QString &with, bool caseSensitive)
{
    if (text.isEmpty())
        return false;
    const Qt::CaseSensitivity cs = caseSensitive ? Qt::CaseSensitive : Qt::CaseInsensitive;
    if (hasSelectedText() && selectedText().compare(text, cs) == 0) {
        // Re-find the selection so that replace() acts on this match.
        int line = 0;
        int index = 0;
        int toLine = 0;
        int toIndex = 0;
        getSelection(&line, &index, &toLine, &toIndex);
        if (findFirst(text, false, caseSensitive, false, false, true, line, index, false))
            replace(with);
    }
    return findText(text, true, caseSensitive);
}

int CodeEditor::replaceAllText(const QString &text, const QString &with, bool caseSensitive)
{
    if (text.isEmpty())
        return 0;
    int count = 0;
    beginUndoAction();
    bool found = findFirst(text, false, caseSensitive, false, false, true, 0, 0, false);
    while (found && count < 1000000) {
        replace(with);
        ++count;
        found = findNext();
    }
    endUndoAction();
    return count;
}

} // namespace tw
