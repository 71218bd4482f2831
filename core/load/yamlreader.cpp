#include "yamlreader.h"

#include <algorithm>
#include <cstring>
#include <map>

namespace {

// Whether `text` is written as a whole number in decimal: digits after an optional sign.
bool looksDecimal(const std::string &text)
{
    const std::size_t digits = !text.empty() && (text[0] == '-' || text[0] == '+') ? 1 : 0;
    return text.size() > digits && text.find_first_not_of("0123456789", digits) == std::string::npos;
}

} // namespace

namespace tw {

void YamlReader::add(const YAML::Mark &at, const std::string &message, Diagnostic::Severity severity)
{
    const bool known = at.line >= 0;
    m_problems.push_back({m_file, known ? at.line + 1 : 0, known ? at.column + 1 : 0, message, severity});
}

YAML::Mark YamlReader::markOf(const YAML::Node &node)
{
    return node.IsDefined() ? node.Mark() : YAML::Mark::null_mark();
}

void YamlReader::error(const YAML::Node &at, const std::string &message)
{
    add(markOf(at), message, Diagnostic::Severity::Error);
}

void YamlReader::error(const YAML::Mark &at, const std::string &message)
{
    add(at, message, Diagnostic::Severity::Error);
}

void YamlReader::warning(const YAML::Node &at, const std::string &message)
{
    add(markOf(at), message, Diagnostic::Severity::Warning);
}

bool YamlReader::hasErrors() const
{
    return std::any_of(m_problems.begin(), m_problems.end(),
                       [](const Diagnostic &d) { return d.severity == Diagnostic::Severity::Error; });
}

bool YamlReader::expectMap(const YAML::Node &node, const char *what)
{
    if (node.IsMap())
        return true;
    error(node, std::string(what) + " must be a mapping of key: value");
    return false;
}

bool YamlReader::expectSequence(const YAML::Node &node, const char *what)
{
    if (node.IsSequence())
        return true;
    error(node, std::string(what) + " must be a list");
    return false;
}

bool YamlReader::checkKeys(const YAML::Node &map, std::initializer_list<const char *> allowed, const char *what)
{
    if (!expectMap(map, what))
        return false;
    for (const auto &kv : map) {
        const std::string key = kv.first.Scalar();
        if (std::none_of(allowed.begin(), allowed.end(), [&](const char *a) { return key == a; })) {
            std::string list;
            for (const char *a : allowed)
                list += std::string(list.empty() ? "" : ", ") + a;
            // "grid square": a known key and its value, without the ':' between them.
            const std::string first = key.substr(0, key.find(' '));
            const bool colonMissing = first.size() < key.size()
                && std::any_of(allowed.begin(), allowed.end(), [&](const char *a) { return first == a; });
            error(kv.first,
                  "unknown key '" + key + "' in " + what
                      + (colonMissing ? " (no ':' after '" + first + "'?)" : " (expected one of: " + list + ")"));
        }
    }
    return true;
}

std::optional<std::string> YamlReader::string(const YAML::Node &node, const char *what)
{
    if (node.IsScalar())
        return node.Scalar();
    error(node, std::string(what) + " must be a text value");
    return std::nullopt;
}

std::optional<std::int64_t> YamlReader::integer(const YAML::Node &node, const char *what)
{
    std::int64_t v = 0;
    if (node.IsScalar() && YAML::convert<std::int64_t>::decode(node, v))
        return v;
    error(node, std::string(what) + " must be a whole number");
    return std::nullopt;
}

std::optional<std::int64_t> YamlReader::integerIn(const YAML::Node &node, const char *what, std::int64_t least,
                                                  std::int64_t most, const char *limit)
{
    std::int64_t v = 0;
    const bool read = node.IsScalar() && YAML::convert<std::int64_t>::decode(node, v);
    if (!read && !(node.IsScalar() && looksDecimal(node.Scalar()))) {
        error(node, std::string(what) + " must be a whole number");
        return std::nullopt;
    }
    const bool below = read ? v < least : node.Scalar()[0] == '-';
    const bool above = read ? v > most : !below;
    if (below && least == 0)
        error(node, std::string(what) + " cannot be negative");
    else if (below)
        error(node,
              std::string(what) + " must be at least " + std::to_string(least)
                  + (least < 0 && limit ? std::string(", ") + limit : ""));
    else if (above)
        error(node,
              std::string(what) + " must be at most " + std::to_string(most) + (limit ? std::string(", ") + limit : ""));
    if (below || above)
        return std::nullopt;
    return v;
}

std::optional<bool> YamlReader::boolean(const YAML::Node &node, const char *what)
{
    bool v = false;
    if (node.IsScalar() && YAML::convert<bool>::decode(node, v))
        return v;
    error(node, std::string(what) + " must be true or false");
    return std::nullopt;
}

std::string YamlReader::string(const YAML::Node &map, const char *key, const std::string &fallback)
{
    const YAML::Node n = map[key];
    return n ? string(n, key).value_or(fallback) : fallback;
}

std::int64_t YamlReader::integer(const YAML::Node &map, const char *key, std::int64_t fallback)
{
    const YAML::Node n = map[key];
    return n ? integer(n, key).value_or(fallback) : fallback;
}

std::int64_t YamlReader::integerIn(const YAML::Node &map, const char *key, std::int64_t fallback, std::int64_t least,
                                   std::int64_t most, const char *limit)
{
    const YAML::Node n = map[key];
    return n ? integerIn(n, key, least, most, limit).value_or(fallback) : fallback;
}

bool YamlReader::boolean(const YAML::Node &map, const char *key, bool fallback)
{
    const YAML::Node n = map[key];
    return n ? boolean(n, key).value_or(fallback) : fallback;
}

std::optional<std::string> YamlReader::requiredString(const YAML::Node &map, const char *key)
{
    const YAML::Node n = map[key];
    if (!n) {
        error(map, std::string("missing key '") + key + "'");
        return std::nullopt;
    }
    return string(n, key);
}

} // namespace tw
