#include "yamlreader.h"

#include <algorithm>
#include <cstring>
#include <map>

namespace tw {

void YamlReader::add(const YAML::Mark &at, const std::string &message, Diagnostic::Severity severity)
{
    const bool known = at.line >= 0;
    m_problems.push_back({m_file, known ? at.line + 1 : 0, known ? at.column + 1 : 0, message, severity});
}

void YamlReader::error(const YAML::Node &at, const std::string &message)
{
    add(at.Mark(), message, Diagnostic::Severity::Error);
}

void YamlReader::error(const YAML::Mark &at, const std::string &message)
{
    add(at, message, Diagnostic::Severity::Error);
}

void YamlReader::warning(const YAML::Node &at, const std::string &message)
{
    add(at.Mark(), message, Diagnostic::Severity::Warning);
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
        const std::string key = kv.first.as<std::string>();
        if (std::none_of(allowed.begin(), allowed.end(), [&](const char *a) { return key == a; })) {
            std::string list;
            for (const char *a : allowed)
                list += std::string(list.empty() ? "" : ", ") + a;
            error(kv.first, "unknown key '" + key + "' in " + what + " (expected one of: " + list + ")");
        }
    }
    return true;
}

bool YamlReader::checkDuplicateKeys(const YAML::Node &node)
{
    bool unique = true;
    if (node.IsMap()) {
        std::map<std::string, int> firstLine;
        for (const auto &kv : node) {
            if (kv.first.IsScalar()) {
                const auto [it, added] = firstLine.emplace(kv.first.Scalar(), line(kv.first));
                if (!added) {
                    error(kv.first, "duplicate key '" + it->first + "' (first at line " + std::to_string(it->second) + ")");
                    unique = false;
                }
            }
            unique = checkDuplicateKeys(kv.second) && unique;
        }
    } else if (node.IsSequence()) {
        for (const YAML::Node &item : node)
            unique = checkDuplicateKeys(item) && unique;
    }
    return unique;
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
