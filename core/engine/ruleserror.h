#pragma once

#include <stdexcept>
#include <string>

namespace tw {

// A ruleset's scripts failed: a script that does not compile (a syntax error), or a flow
// that failed while it ran (a script error, a budget or memory stop, a flow that broke the
// engine's contract). `file`, `line` and `column` point into the ruleset (0: unknown).
class RulesError : public std::runtime_error
{
public:
    // A failure while running.
    RulesError(std::string file, int line, const std::string &message, std::string traceback = {})
        : RulesError(std::move(file), line, 0, message, std::move(traceback), false)
    {}
    // A script that does not compile; what() says "syntax error".
    static RulesError syntax(std::string file, int line, int column, const std::string &message)
    {
        return RulesError(std::move(file), line, column, message, {}, true);
    }

    // What failed, without the location and the kind ("attempt to call a nil value").
    const std::string &message() const { return m_message; }
    const std::string &file() const { return m_file; }
    int line() const { return m_line; }
    int column() const { return m_column; }
    bool isSyntax() const { return m_syntax; }
    const std::string &traceback() const { return m_traceback; }

private:
    RulesError(std::string file, int line, int column, const std::string &message, std::string traceback, bool syntax)
        : std::runtime_error(located(file, line, column, syntax ? "syntax error: " + message : message))
        , m_message(message)
        , m_file(std::move(file))
        , m_line(line)
        , m_column(column)
        , m_syntax(syntax)
        , m_traceback(std::move(traceback))
    {}
    // "file:line:column: message", leaving out what is unknown.
    static std::string located(const std::string &file, int line, int column, const std::string &message);

    std::string m_message;
    std::string m_file;
    int m_line;
    int m_column;
    bool m_syntax;
    std::string m_traceback;
};

} // namespace tw
