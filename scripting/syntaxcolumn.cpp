#include "syntaxcolumn.h"

namespace tw {

namespace {

// Where line `line` (1-based) of `source` begins; npos past the end.
std::size_t lineStart(std::string_view source, int line)
{
    std::size_t begin = 0;
    for (int n = 1; n < line; ++n) {
        const std::size_t end = source.find('\n', begin);
        if (end == std::string_view::npos)
            return std::string_view::npos;
        begin = end + 1;
    }
    return begin;
}

// Line `line` (1-based) of `source`, without its line break; empty past the end.
std::string_view lineOf(std::string_view source, int line)
{
    const std::size_t begin = lineStart(source, line);
    if (begin == std::string_view::npos)
        return {};
    const std::size_t end = source.find('\n', begin);
    std::string_view text = source.substr(begin, end == std::string_view::npos ? std::string_view::npos : end - begin);
    if (!text.empty() && text.back() == '\r')
        text.remove_suffix(1);
    return text;
}

} // namespace

int syntaxErrorColumn(std::string_view source, int line, std::string_view message, const SyntaxCheck &check)
{
    if (line < 1)
        return 0;
    constexpr std::string_view kNear = " near ";
    const std::size_t near = message.rfind(kNear);
    if (near == std::string_view::npos)
        return 0;
    std::string_view token = message.substr(near + kNear.size());
    if (token == "<eof>") {
        std::string_view last = source;
        while (!last.empty() && (last.back() == '\n' || last.back() == '\r'))
            last.remove_suffix(1);
        const std::size_t lastBreak = last.rfind('\n');
        return int(last.size() - (lastBreak == std::string_view::npos ? 0 : lastBreak + 1)) + 1;
    }
    if (token.size() < 2 || token.front() != '\'' || token.back() != '\'')
        return 0;
    token = token.substr(1, token.size() - 2);
    const std::string_view text = lineOf(source, line);
    const std::size_t first = token.empty() ? std::string_view::npos : text.find(token);
    if (first == std::string_view::npos || !check)
        return first == std::string_view::npos ? 0 : int(first) + 1;
    const std::size_t begin = lineStart(source, line);
    for (std::size_t at = first; at != std::string_view::npos; at = text.find(token, at + 1)) {
        const auto error = check(source.substr(0, begin + at + token.size()));
        if (error && error->first == line && error->second == message)
            return int(at) + 1;
    }
    return int(first) + 1;
}

} // namespace tw
