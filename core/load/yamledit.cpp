#include "load/yamledit.h"

#include <yaml-cpp/yaml.h>

#include <utility>

namespace tw {

namespace {

using Span = std::pair<std::size_t, std::size_t>; // offset, length

void say(std::string *why, std::string message)
{
    if (why)
        *why = std::move(message);
}

std::optional<YAML::Node> parse(const std::string &yaml, std::string *why)
{
    try {
        return YAML::Load(yaml);
    } catch (const YAML::Exception &e) {
        say(why, "ruleset.yaml does not parse: " + e.msg);
        return std::nullopt;
    }
}

// Where the scalar `node` is written in `yaml`: plain, or quoted on one line.
std::optional<Span> scalarSpan(const std::string &yaml, const YAML::Node &node)
{
    if (!node.IsDefined() || !node.IsScalar())
        return std::nullopt;
    const std::size_t start = node.Mark().pos;
    if (start >= yaml.size())
        return std::nullopt;
    const char quote = yaml[start];
    if (quote == '"' || quote == '\'') {
        for (std::size_t i = start + 1; i < yaml.size() && yaml[i] != '\n'; ++i) {
            if (quote == '"' && yaml[i] == '\\') {
                ++i;
            } else if (yaml[i] == quote) {
                if (quote == '\'' && i + 1 < yaml.size() && yaml[i + 1] == '\'')
                    ++i; // '' is a quote inside single quotes
                else
                    return Span{start, i + 1 - start};
            }
        }
        return std::nullopt;
    }
    const std::string &value = node.Scalar();
    if (yaml.compare(start, value.size(), value) != 0)
        return std::nullopt;
    return Span{start, value.size()};
}

std::optional<TextEdit> replaceScalar(const std::string &yaml, const YAML::Node &node, const std::string &value,
                                      std::string *why)
{
    const auto span = scalarSpan(yaml, node);
    if (!span) {
        say(why, "the value at line " + std::to_string(node.Mark().line + 1) + " is not a plain value");
        return std::nullopt;
    }
    return TextEdit{span->first, span->second, value};
}

// The value of `key` in `map`; an undefined node when either is missing (yaml-cpp's
// operator[] gives nodes that throw when asked their type).
YAML::Node child(const YAML::Node &map, const std::string &key)
{
    if (map.IsDefined() && map.IsMap()) {
        for (auto it = map.begin(); it != map.end(); ++it) {
            if (it->first.IsScalar() && it->first.Scalar() == key)
                return it->second;
        }
    }
    return YAML::Node(YAML::NodeType::Undefined);
}

// The key node `key` of a mapping, for its position.
std::optional<YAML::Node> keyNode(const YAML::Node &map, const std::string &key)
{
    for (auto it = map.begin(); it != map.end(); ++it) {
        if (it->first.IsScalar() && it->first.Scalar() == key)
            return it->first;
    }
    return std::nullopt;
}

// An edit that adds `key: value` to the mapping `map`, after its key `after`.
std::optional<TextEdit> insertAfter(const std::string &yaml, const YAML::Node &map, const std::string &after,
                                    const std::string &key, const std::string &value, std::string *why)
{
    const auto afterKey = keyNode(map, after);
    const auto afterValue = afterKey ? scalarSpan(yaml, child(map, after)) : std::nullopt;
    if (!afterValue) {
        say(why, "cannot find where to add '" + key + "'");
        return std::nullopt;
    }
    const std::size_t valueEnd = afterValue->first + afterValue->second;
    if (map.Style() == YAML::EmitterStyle::Flow)
        return TextEdit{valueEnd, 0, ", " + key + ": " + value};
    const std::size_t lineEnd = std::min(yaml.find('\n', valueEnd), yaml.size());
    const std::string indent(std::size_t(afterKey->Mark().column), ' ');
    return TextEdit{lineEnd, 0, "\n" + indent + key + ": " + value};
}

} // namespace

std::string TextEdit::appliedTo(const std::string &original) const
{
    std::string result = original;
    result.replace(offset, length, text);
    return result;
}

std::optional<TextEdit> setTileCount(const std::string &yaml, const std::string &tileId, int count, std::string *why)
{
    const auto root = parse(yaml, why);
    if (!root)
        return std::nullopt;
    const YAML::Node tiles = child(*root, "tiles");
    if (tiles.IsDefined() && tiles.IsSequence()) {
        for (const YAML::Node &tile : tiles) {
            const YAML::Node id = child(tile, "id");
            if (!id.IsDefined() || !id.IsScalar() || id.Scalar() != tileId)
                continue;
            if (const YAML::Node old = child(tile, "count"); old.IsDefined())
                return replaceScalar(yaml, old, std::to_string(count), why);
            return insertAfter(yaml, tile, "id", "count", std::to_string(count), why);
        }
    }
    say(why, "no tile '" + tileId + "' in tiles");
    return std::nullopt;
}

std::optional<TextEdit> setParameterDefault(const std::string &yaml, const std::string &parameterId,
                                            const std::string &value, std::string *why)
{
    const auto root = parse(yaml, why);
    if (!root)
        return std::nullopt;
    const YAML::Node parameter = child(child(*root, "parameters"), parameterId);
    if (!parameter.IsDefined() || !parameter.IsMap()) {
        say(why, "no parameter '" + parameterId + "' in parameters");
        return std::nullopt;
    }
    const YAML::Node old = child(parameter, "default");
    if (!old.IsDefined()) {
        say(why, "parameter '" + parameterId + "' has no default");
        return std::nullopt;
    }
    return replaceScalar(yaml, old, value, why);
}

std::optional<TextEdit> setTopLevelValue(const std::string &yaml, const std::string &key, const std::string &value,
                                         std::string *why)
{
    const auto root = parse(yaml, why);
    if (!root)
        return std::nullopt;
    if (!root->IsMap() && root->IsDefined() && !root->IsNull()) {
        say(why, "ruleset.yaml is not a mapping of keys");
        return std::nullopt;
    }
    if (const YAML::Node old = child(*root, key); old.IsDefined())
        return replaceScalar(yaml, old, value, why);
    const std::string newline = yaml.empty() || yaml.back() == '\n' ? "" : "\n";
    return TextEdit{yaml.size(), 0, newline + key + ": " + value + "\n"};
}

std::string yamlQuoted(const std::string &text)
{
    std::string quoted = "\"";
    for (const char c : text) {
        if (c == '"' || c == '\\')
            quoted += '\\';
        if (c == '\n') {
            quoted += "\\n";
            continue;
        }
        quoted += c;
    }
    return quoted + '"';
}

} // namespace tw
