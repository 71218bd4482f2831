#pragma once

#include <yaml-cpp/yaml.h>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tw {

struct YamlProblem
{
    YAML::Mark at;
    std::string message;
};

// The parser's error, moved to where the fix is and explained for the mistakes people
// make most: a key without its ':', an unclosed bracket, a line indented wrongly.
YamlProblem explainSyntaxError(std::string_view text, const YAML::ParserException &e);

// The quote that opens a quoted text running to the end of `text`, looked for from `from`
// (a place before it, outside any quoted text); nullopt when there is none.
std::optional<YAML::Mark> unclosedQuoteAfter(std::string_view text, YAML::Mark from);

// The 0-based line and column of a byte offset into `text`.
YAML::Mark markAt(std::string_view text, std::size_t offset);

// Whether the text at byte `offset`, when it opens with a quote, has its closing quote.
bool quoteIsClosed(std::string_view text, std::size_t offset);

// Byte offsets of a text's lines, to find a parser position in it in constant time.
class LineStarts
{
public:
    explicit LineStarts(std::string_view text);
    // The byte offset of a 0-based line and column; the text's size when past its end.
    std::size_t offset(const YAML::Mark &at) const;

private:
    std::vector<std::size_t> m_starts;
    std::size_t m_size = 0;
};

} // namespace tw
