#include "methodcheck.h"

#include "gameapi.h"
#include "model/listedids.h"
#include "model/ruleset.h"
#include "util/readfile.h"

#include <algorithm>
#include <cctype>

namespace tw {

namespace {

bool isNameChar(char c)
{
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
}

// The method closest to `name` when it is at most two edits away (one for short names), or "".
std::string closestMethod(std::string_view name)
{
    const std::string wanted(name);
    std::string best;
    std::size_t bestDistance = name.size() <= 4 ? 2 : 3;
    for (const char *const *method = gameapi::methodNames(); *method; ++method)
        if (const std::size_t d = editDistance(wanted, *method); d < bestDistance) {
            best = *method;
            bestDistance = d;
        }
    return best;
}

// The level of a long bracket opening at `at` ("[[" 0, "[=[" 1 ...), or -1 for none.
int longBracketLevel(std::string_view source, std::size_t at)
{
    if (at >= source.size() || source[at] != '[')
        return -1;
    std::size_t i = at + 1;
    while (i < source.size() && source[i] == '=')
        ++i;
    return i < source.size() && source[i] == '[' ? int(i - at - 1) : -1;
}

} // namespace

std::vector<Diagnostic> unknownMethodCalls(std::string_view source, const std::string &file)
{
    std::vector<Diagnostic> found;
    int line = 1;
    std::size_t lineStart = 0;
    // Moves past source[from, to), counting the lines it crosses.
    const auto skip = [&](std::size_t from, std::size_t to) {
        for (std::size_t k = from; k < to && k < source.size(); ++k)
            if (source[k] == '\n') {
                ++line;
                lineStart = k + 1;
            }
        return std::min(to, source.size());
    };
    // The end of the long bracket of `level` whose text starts at `from`.
    const auto longEnd = [&](std::size_t from, int level) {
        const std::string close = "]" + std::string(std::size_t(level), '=') + "]";
        const std::size_t end = source.find(close, from);
        return end == std::string_view::npos ? source.size() : end + close.size();
    };
    std::size_t i = 0;
    while (i < source.size()) {
        const char c = source[i];
        if (source.substr(i, 2) == "--") { // a comment: long, or to the end of the line
            const int level = longBracketLevel(source, i + 2);
            i = level >= 0 ? skip(i, longEnd(i + 2 + std::size_t(level) + 2, level))
                           : skip(i, std::min(source.find('\n', i), source.size()));
        } else if (c == '"' || c == '\'') { // a short string, with its escapes
            std::size_t k = i + 1;
            while (k < source.size() && source[k] != c && source[k] != '\n')
                k += source[k] == '\\' ? 2 : 1;
            i = skip(i, k + 1);
        } else if (const int level = longBracketLevel(source, i); level >= 0) { // a long string
            i = skip(i, longEnd(i + std::size_t(level) + 2, level));
        } else if (isNameChar(c)) {
            std::size_t k = i;
            while (k < source.size() && isNameChar(source[k]))
                ++k;
            // A field `t.g`, not the concatenation `"x"..g`.
            const bool field = i > 0 && source[i - 1] == '.' && !(i > 1 && source[i - 2] == '.');
            if (source.substr(i, k - i) == "g" && !field) {
                std::size_t at = k;
                while (at < source.size() && (source[at] == ' ' || source[at] == '\t'))
                    ++at;
                if (at < source.size() && source[at] == ':') {
                    std::size_t name = at + 1;
                    while (name < source.size() && (source[name] == ' ' || source[name] == '\t'))
                        ++name;
                    std::size_t end = name;
                    while (end < source.size() && isNameChar(source[end]))
                        ++end;
                    const std::string_view method = source.substr(name, end - name);
                    const char *const *known = gameapi::methodNames();
                    while (*known && method != *known)
                        ++known;
                    if (!method.empty() && !*known) {
                        const std::string closest = closestMethod(method);
                        found.push_back({file, line, int(name - lineStart) + 1,
                                         "g:" + std::string(method) + " is not a method of the game"
                                             + (closest.empty() ? std::string(" (docs/lua-api.md lists them)")
                                                                : " (did you mean g:" + closest + "?)"),
                                         Diagnostic::Severity::Warning});
                    }
                    k = end;
                }
            }
            i = k;
        } else {
            i = skip(i, i + 1);
        }
    }
    return found;
}

std::vector<Diagnostic> unknownMethodCalls(const Ruleset &rules)
{
    std::vector<Diagnostic> found;
    for (const std::string &script : rules.scripts) {
        const std::string path = rules.folder + "/" + script;
        if (const auto source = readFile(path)) {
            std::vector<Diagnostic> more = unknownMethodCalls(*source, path);
            found.insert(found.end(), more.begin(), more.end());
        }
    }
    return found;
}

} // namespace tw
