#pragma once

#include "load/diagnostic.h"

#include <yaml-cpp/yaml.h>

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <vector>

namespace tw {

// Reads typed values out of a YAML tree and records a Diagnostic, pointing at the
// offending node, for every value that is missing, of the wrong type or not allowed.
class YamlReader
{
public:
    YamlReader(std::string file, std::vector<Diagnostic> &problems)
        : m_file(std::move(file))
        , m_problems(problems)
    {}

    const std::string &file() const { return m_file; }
    void error(const YAML::Node &at, const std::string &message);
    void error(const YAML::Mark &at, const std::string &message);
    void warning(const YAML::Node &at, const std::string &message);
    bool hasErrors() const;

    // Flags every key of `map` not in `allowed` ("unknown key 'colour' (expected one of:
    // ...)"). Returns false if `map` is not a mapping.
    bool checkKeys(const YAML::Node &map, std::initializer_list<const char *> allowed, const char *what);
    bool expectMap(const YAML::Node &node, const char *what);
    bool expectSequence(const YAML::Node &node, const char *what);

    std::optional<std::string> string(const YAML::Node &node, const char *what);
    std::optional<std::int64_t> integer(const YAML::Node &node, const char *what);
    std::optional<bool> boolean(const YAML::Node &node, const char *what);
    // A whole number from `least` to `most`; otherwise records "<what> cannot be negative"
    // (least 0), "<what> must be at least <least>" or "<what> must be at most <most>,
    // <limit>" (the limit's name, when given; also after a negative `least`).
    std::optional<std::int64_t> integerIn(const YAML::Node &node, const char *what, std::int64_t least,
                                          std::int64_t most, const char *limit = nullptr);

    // Optional keys of a mapping, with defaults.
    std::string string(const YAML::Node &map, const char *key, const std::string &fallback);
    std::int64_t integer(const YAML::Node &map, const char *key, std::int64_t fallback);
    bool boolean(const YAML::Node &map, const char *key, bool fallback);
    // `fallback` when the key is absent or its value is out of range.
    std::int64_t integerIn(const YAML::Node &map, const char *key, std::int64_t fallback, std::int64_t least,
                           std::int64_t most, const char *limit = nullptr);
    // A required key: records "missing key" at the mapping when absent.
    std::optional<std::string> requiredString(const YAML::Node &map, const char *key);

    static int line(const YAML::Node &node) { return node.Mark().line + 1; }

private:
    // The node's place; unknown for a key that is absent (yaml-cpp would throw).
    static YAML::Mark markOf(const YAML::Node &node);
    void add(const YAML::Mark &at, const std::string &message, Diagnostic::Severity severity);

    std::string m_file;
    std::vector<Diagnostic> &m_problems;
};

// Reads a `key: {id: {...}}` section of `root`: calls read(id, node, key node) for each
// entry; records an error when the section is not a mapping.
template<typename Read>
void forEachEntry(const YAML::Node &root, const char *key, YamlReader &r, Read &&read)
{
    const YAML::Node section = root[key];
    if (!section || !r.expectMap(section, key))
        return;
    for (const auto &kv : section)
        read(kv.first.Scalar(), kv.second, kv.first);
}

} // namespace tw
