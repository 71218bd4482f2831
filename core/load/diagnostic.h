#pragma once

#include <string>

namespace tw {

// A problem found in a ruleset file. Lines and columns are 1-based (0 = unknown).
struct Diagnostic
{
    enum class Severity { Error, Warning };
    std::string file;
    int line = 0;
    int column = 0;
    std::string message;
    Severity severity = Severity::Error;

    // "file:line:column: message", the form editors and the CLI print.
    std::string text() const
    {
        std::string s = file;
        if (line > 0) {
            s += ':';
            s += std::to_string(line);
            s += ':';
            s += std::to_string(column);
        }
        s += severity == Severity::Warning ? ": warning: " : ": ";
        return s + message;
    }
};

} // namespace tw
