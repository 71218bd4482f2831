#pragma once

#include <stdexcept>
#include <string>

namespace tw {

// A ruleset's flow failed while a game ran: a script error, a budget or memory stop, or
// a flow that broke the engine's contract. `file` and `line` point into the ruleset.
class RulesError : public std::runtime_error
{
public:
    RulesError(std::string file, int line, const std::string &message, std::string traceback = {})
        : std::runtime_error(located(file, line, message))
        , m_file(std::move(file))
        , m_line(line)
        , m_traceback(std::move(traceback))
    {}
    const std::string &file() const { return m_file; }
    int line() const { return m_line; }
    const std::string &traceback() const { return m_traceback; }

private:
    // "file:line: message", leaving out what is unknown.
    static std::string located(const std::string &file, int line, const std::string &message);

    std::string m_file;
    int m_line;
    std::string m_traceback;
};

} // namespace tw
