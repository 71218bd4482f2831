#include "yamlsyntax.h"

#include <algorithm>
#include <optional>
#include <utility>
#include <vector>

namespace tw {

namespace {

// The parser's message, with what usually causes it for the errors people make most.
std::string explainedMessage(const std::string &message)
{
    static const std::pair<const char *, const char *> hints[] = {
        {YAML::ErrorMsg::END_OF_MAP_FLOW, "a '{' above is not closed by a '}'"}, // when unclosedFlow finds none
        {YAML::ErrorMsg::END_OF_SEQ_FLOW, "a '[' above is not closed by a ']'"},
        {YAML::ErrorMsg::MAP_VALUE, "a second ': ' on one line? Quote text that holds ': '"},
        {YAML::ErrorMsg::END_OF_MAP, "is this line indented like the keys around it?"},
        {YAML::ErrorMsg::END_OF_SEQ, "is this line indented like the list items around it?"},
        {YAML::ErrorMsg::EOF_IN_SCALAR, "a quote is not closed"},
        {YAML::ErrorMsg::BLOCK_ENTRY, "a '- ' item where a key was expected, or indented wrongly"},
    };
    for (const auto &[known, hint] : hints)
        if (message == known)
            return message + " (" + hint + ")";
    return message;
}

std::vector<std::string_view> splitLines(std::string_view text)
{
    std::vector<std::string_view> lines;
    for (std::size_t start = 0; start <= text.size();) {
        const std::size_t end = std::min(text.find('\n', start), text.size());
        lines.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    return lines;
}

// Whether a line's content (past its indentation) is plain text with no ':' where a key is
// expected: no comment, list item, flow collection, quote, block scalar or the like.
bool plainWithoutColon(std::string_view content)
{
    return !content.empty() && content.find(':') == std::string_view::npos && content.find('#') == std::string_view::npos
        && std::string_view("-[{\"'|>&*!%@`").find(content.front()) == std::string_view::npos;
}

// The message for a key line written without its ':'.
std::string noColonMessage(std::string_view content)
{
    content = content.substr(0, content.find_last_not_of(" \r") + 1);
    return "'" + std::string(content) + "' has no ':' after its key (write key: value)";
}

// A key written without its ':' ("default 2") joins the next line into one text, and the
// parser stops on that next line's ':'. When the line above the error is such a key
// line, the error is reported there, where the fix is.
bool keyWithoutColon(std::string_view text, YAML::Mark &mark, std::string &message)
{
    const std::vector<std::string_view> lines = splitLines(text);
    if (mark.line <= 0 || mark.line >= int(lines.size()))
        return false;
    int above = mark.line - 1; // 0-based index of the line above the error
    while (above >= 0 && lines[above].find_first_not_of(' ') == std::string_view::npos)
        --above;
    if (above < 0)
        return false;
    const std::string_view line = lines[above];
    const std::size_t first = line.find_first_not_of(' ');
    const std::string_view content = line.substr(first);
    if (!plainWithoutColon(content) || first != lines[mark.line].find_first_not_of(' '))
        return false;
    mark.line = above;
    mark.column = int(first);
    message = noColonMessage(content);
    return true;
}

// A key written without its ':' where a map's keys end (before a line indented less, or
// the file's end) stops the parser on that very line, where the map was to go on.
bool lastKeyWithoutColon(std::string_view text, const YAML::Mark &mark, std::string &message)
{
    const std::vector<std::string_view> lines = splitLines(text);
    if (mark.line < 0 || mark.line >= int(lines.size()))
        return false;
    const std::string_view line = lines[std::size_t(mark.line)];
    const std::size_t first = line.find_first_not_of(' ');
    if (first == std::string_view::npos || !plainWithoutColon(line.substr(first)))
        return false;
    message = noColonMessage(line.substr(first));
    return true;
}

// A key line indented deeper than the key line above it, which has its value already
// ("  default: 2" over "    min: 0"): the parser stops at this line's ':', though either
// line's indentation may be the mistake, so the message names both.
bool indentedUnderAValue(std::string_view text, const YAML::Mark &mark, std::string &message)
{
    const std::vector<std::string_view> lines = splitLines(text);
    if (mark.line <= 0 || mark.line >= int(lines.size()))
        return false;
    const auto contentAt = [&](int line) {
        const std::size_t first = lines[std::size_t(line)].find_first_not_of(' ');
        return first == std::string_view::npos ? std::string_view() : lines[std::size_t(line)].substr(first);
    };
    int above = mark.line - 1;
    while (above >= 0 && contentAt(above).empty())
        --above;
    if (above < 0 || contentAt(mark.line).empty())
        return false;
    const std::size_t indent = lines[std::size_t(mark.line)].size() - contentAt(mark.line).size();
    const std::string_view upper = contentAt(above);
    if (indent <= lines[std::size_t(above)].size() - upper.size())
        return false;
    const std::size_t colon = upper.find(": ");
    const std::size_t value = colon == std::string_view::npos ? colon : upper.find_first_not_of(' ', colon + 1);
    if (value == std::string_view::npos || upper[value] == '#' || upper[value] == '|' || upper[value] == '>')
        return false;
    message = "this line is indented deeper than line " + std::to_string(above + 1) + " ('"
        + std::string(upper.substr(0, upper.find_last_not_of(" \r") + 1))
        + "'), which has its value already: the keys of one map line up, so one of the two is indented wrongly";
    return true;
}

// The byte offset of a 0-based line and column; text.size() when past the end.
std::size_t offsetOf(std::string_view text, const YAML::Mark &at)
{
    std::size_t offset = 0;
    for (int line = 0; line < at.line && offset < text.size(); ++line) {
        const std::size_t end = text.find('\n', offset);
        offset = end == std::string_view::npos ? text.size() : end + 1;
    }
    return std::min(offset + std::size_t(std::max(at.column, 0)), text.size());
}

// The offset just past the closing quote of the quoted text opening at `open`; npos when
// it is not closed.
std::size_t pastClosingQuote(std::string_view text, std::size_t open)
{
    const char quote = text[open];
    for (std::size_t i = open + 1; i < text.size(); ++i) {
        if (quote == '"' && text[i] == '\\')
            ++i;
        else if (text[i] == quote && quote == '\'' && i + 1 < text.size() && text[i + 1] == '\'')
            ++i;
        else if (text[i] == quote)
            return i + 1;
    }
    return std::string_view::npos;
}

bool isQuote(char c)
{
    return c == '"' || c == '\'';
}

// Whether a quote at `i` starts a quoted text rather than standing inside a plain one.
bool startsQuotedText(std::string_view text, std::size_t i)
{
    return isQuote(text[i]) && (i == 0 || std::string_view(" \t\r\n[{,:-?").find(text[i - 1]) != std::string_view::npos);
}

} // namespace

YAML::Mark markAt(std::string_view text, std::size_t offset)
{
    YAML::Mark mark;
    mark.pos = int(offset);
    const std::string_view before = text.substr(0, offset);
    mark.line = int(std::count(before.begin(), before.end(), '\n'));
    const std::size_t lineStart = before.rfind('\n');
    mark.column = int(lineStart == std::string_view::npos ? offset : offset - lineStart - 1);
    return mark;
}

LineStarts::LineStarts(std::string_view text)
    : m_size(text.size())
{
    m_starts.push_back(0);
    for (std::size_t i = 0; i < text.size(); ++i)
        if (text[i] == '\n')
            m_starts.push_back(i + 1);
}

std::size_t LineStarts::offset(const YAML::Mark &at) const
{
    if (at.line < 0 || std::size_t(at.line) >= m_starts.size())
        return m_size;
    return std::min(m_starts[at.line] + std::size_t(std::max(at.column, 0)), m_size);
}

namespace {

// The start of the line `at` is on.
YAML::Mark lineStart(YAML::Mark at)
{
    at.column = 0;
    return at;
}

// A tab in the indentation of the line the parser stopped on, which YAML does not allow.
bool tabIndents(std::string_view text, YAML::Mark &mark, std::string &message)
{
    const std::size_t start = LineStarts(text).offset(lineStart(mark));
    const std::size_t indent = std::min(text.find_first_not_of(" \t", start), text.find('\n', start));
    const std::size_t tab = text.find('\t', start);
    if (tab == std::string_view::npos || tab >= indent)
        return false;
    mark = markAt(text, tab);
    message = "a tab indents this line; YAML indents with spaces only";
    return true;
}

// The column a block scalar's lines must be indented past, for its indicator ('|' or '>')
// at `i`: that of the key before it ("key: |", also after list dashes), or of the dash
// ("- |"); -1 when the '|' or '>' at `i` does not start a block scalar.
int blockScalarParent(std::string_view text, std::size_t i)
{
    const std::size_t newline = text.rfind('\n', i);
    const std::size_t lineStart = newline == std::string_view::npos ? 0 : newline + 1;
    const std::size_t before = text.find_last_not_of(' ', i - 1);
    if (i == lineStart || text[i - 1] != ' ' || before == std::string_view::npos || before < lineStart
        || (text[before] != ':' && text[before] != '-'))
        return -1;
    std::size_t after = text.find_first_not_of("-+0123456789", i + 1);
    after = std::min(text.find_first_not_of(' ', std::min(after, text.size())), text.size());
    if (after < text.size() && text[after] != '\n' && text[after] != '#')
        return -1; // text follows: a plain scalar starting with '|' or '>'
    if (text[before] == '-')
        return int(before - lineStart);
    std::size_t key = text.find_first_not_of(' ', lineStart);
    while (text.substr(key, 2) == "- ")
        key = text.find_first_not_of(' ', key + 1);
    return int(key - lineStart);
}

// The '{' and '[' still open at byte `end`, innermost last, skipping comments, quoted texts
// and the lines of block scalars; nullopt when a quote is open there.
std::optional<std::vector<std::size_t>> openBrackets(std::string_view text, std::size_t end)
{
    std::vector<std::size_t> open;
    int blockParent = -1; // while in a block scalar's lines: the column they are indented past
    for (std::size_t i = 0; i < end; ++i) {
        if (i == 0 || text[i - 1] == '\n') { // a line starts
            const std::size_t lineEnd = std::min(text.find('\n', i), text.size());
            const std::size_t first = std::min(text.find_first_not_of(' ', i), lineEnd);
            if (blockParent >= 0 && (first == lineEnd || int(first - i) > blockParent)) {
                i = lineEnd; // a line of the block scalar's text
                continue;
            }
            blockParent = -1;
        }
        const char c = text[i];
        if (c == '#' && (i == 0 || text[i - 1] == ' ' || text[i - 1] == '\t' || text[i - 1] == '\n')) {
            i = std::min(text.find('\n', i), text.size()) - 1; // the line's end is read next
        } else if (startsQuotedText(text, i)) {
            const std::size_t past = pastClosingQuote(text, i);
            if (past == std::string_view::npos)
                return std::nullopt;
            i = past - 1;
        } else if (c == '{' || c == '[') {
            open.push_back(i);
        } else if ((c == '}' || c == ']') && !open.empty()) {
            open.pop_back();
        } else if ((c == '|' || c == '>') && open.empty()) {
            blockParent = blockScalarParent(text, i);
        }
    }
    return open;
}

// A '{' or '[' that no '}' or ']' closes: the parser stops where it found the flow's end
// missing, or a list item ('- ') inside the flow, often lines below; the error is reported
// at the bracket that opened it, the innermost one still open there.
bool unclosedFlow(std::string_view text, const YAML::ParserException &e, YAML::Mark &mark, std::string &message)
{
    const bool map = e.msg == YAML::ErrorMsg::END_OF_MAP_FLOW;
    const bool sequence = e.msg == YAML::ErrorMsg::END_OF_SEQ_FLOW;
    if (!map && !sequence && e.msg != YAML::ErrorMsg::BLOCK_ENTRY)
        return false;
    // At the file's end the parser names the start of its last line; its byte is the end.
    const std::size_t at = mark.pos >= 0 && std::size_t(mark.pos) <= text.size() ? std::size_t(mark.pos) : 0;
    const std::optional<std::vector<std::size_t>> open = openBrackets(text, std::max(LineStarts(text).offset(mark), at));
    if (!open)
        return false;
    const auto unclosed = std::find_if(open->rbegin(), open->rend(), [&](std::size_t i) {
        return map ? text[i] == '{' : sequence ? text[i] == '[' : true;
    });
    if (unclosed == open->rend())
        return false;
    mark = markAt(text, *unclosed);
    message = text[*unclosed] == '{' ? "this '{' is not closed by a '}'" : "this '[' is not closed by a ']'";
    return true;
}

// A \u, \U or \x escape that names no Unicode character: reported at the escape.
bool badEscape(std::string_view text, const YAML::ParserException &e, YAML::Mark &mark, std::string &message)
{
    if (e.msg.rfind(YAML::ErrorMsg::INVALID_UNICODE, 0) != 0)
        return false;
    const LineStarts lines(text);
    const std::size_t end = lines.offset(mark);
    const std::size_t escape = text.substr(0, end).rfind('\\');
    if (escape == std::string_view::npos || escape < lines.offset(lineStart(mark)))
        return false;
    const std::size_t length = std::min(text.find_first_of("\" \n", escape + 1), end) - escape;
    mark = markAt(text, escape);
    message = "the escape '" + std::string(text.substr(escape, length)) + "' names no Unicode character";
    return true;
}

} // namespace

YamlProblem explainSyntaxError(std::string_view text, const YAML::ParserException &e)
{
    YamlProblem problem{e.mark, {}};
    if (e.msg == YAML::ErrorMsg::MAP_VALUE && keyWithoutColon(text, problem.at, problem.message))
        return problem;
    if (e.msg == YAML::ErrorMsg::END_OF_MAP && lastKeyWithoutColon(text, problem.at, problem.message))
        return problem;
    if (tabIndents(text, problem.at, problem.message) || badEscape(text, e, problem.at, problem.message)
        || unclosedFlow(text, e, problem.at, problem.message))
        return problem;
    if (e.msg == YAML::ErrorMsg::MAP_VALUE && indentedUnderAValue(text, problem.at, problem.message))
        return problem;
    problem.message = explainedMessage(e.msg);
    return problem;
}

bool quoteIsClosed(std::string_view text, std::size_t open)
{
    return open >= text.size() || !isQuote(text[open]) || pastClosingQuote(text, open) != std::string_view::npos;
}

std::optional<YAML::Mark> unclosedQuoteAfter(std::string_view text, YAML::Mark from)
{
    std::size_t i = offsetOf(text, from);
    if (i < text.size() && isQuote(text[i]))
        i = pastClosingQuote(text, i);
    for (; i < text.size(); ++i) {
        if (text[i] == '#' && (i == 0 || text[i - 1] == ' ' || text[i - 1] == '\t' || text[i - 1] == '\n')) {
            i = std::min(text.find('\n', i), text.size());
        } else if (startsQuotedText(text, i)) {
            const std::size_t past = pastClosingQuote(text, i);
            if (past == std::string_view::npos)
                return markAt(text, i);
            i = past - 1;
        }
    }
    return std::nullopt;
}

} // namespace tw
