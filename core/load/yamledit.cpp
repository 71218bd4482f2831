#include "load/yamledit.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <utility>

namespace tw {

namespace {

using Span = std::pair<std::size_t, std::size_t>; // offset, length
// Finds the node an edit sets in a parsed ruleset.yaml; an undefined node when absent.
using Locate = std::function<YAML::Node(const YAML::Node &root)>;

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

// The tile with this id in `tiles:`, or an undefined node.
YAML::Node tileNode(const YAML::Node &root, const std::string &tileId)
{
    const YAML::Node tiles = child(root, "tiles");
    if (tiles.IsDefined() && tiles.IsSequence()) {
        for (const YAML::Node &tile : tiles) {
            const YAML::Node id = child(tile, "id");
            if (id.IsDefined() && id.IsScalar() && id.Scalar() == tileId)
                return tile;
        }
    }
    return YAML::Node(YAML::NodeType::Undefined);
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

// The file's line break: "\r\n" when it uses them, else "\n".
std::string lineBreak(const std::string &yaml)
{
    return yaml.find("\r\n") != std::string::npos ? "\r\n" : "\n";
}

// `edit` with `value` written plainly when the edited text reads it back as that text at
// `locate`, else double-quoted; nullopt when neither does. `write(text)` makes the edit
// for one way of writing the value.
std::optional<TextEdit> checked(const std::string &yaml, const std::string &value, const Locate &locate,
                                const std::function<TextEdit(const std::string &)> &write, std::string *why)
{
    for (const std::string &written : {value, yamlQuoted(value)}) {
        const TextEdit edit = write(written);
        try {
            const YAML::Node node = locate(YAML::Load(edit.appliedTo(yaml)));
            if (node.IsDefined() && node.IsScalar() && node.Scalar() == value)
                return edit;
        } catch (const YAML::Exception &) {
            // this way of writing it breaks the file: try the next
        }
    }
    say(why, "'" + value + "' cannot be written there");
    return std::nullopt;
}

std::optional<TextEdit> replaceScalar(const std::string &yaml, const YAML::Node &node, const std::string &value,
                                      const Locate &locate, std::string *why)
{
    const auto span = scalarSpan(yaml, node);
    if (!span) {
        say(why, "the value at line " + std::to_string(node.Mark().line + 1) + " is not a plain value");
        return std::nullopt;
    }
    return checked(
        yaml, value, locate,
        [&span](const std::string &text) {
            return TextEdit{span->first, span->second, text};
        },
        why);
}

// An edit that adds `key: value` to the mapping `map`, after its key `after`.
std::optional<TextEdit> insertAfter(const std::string &yaml, const YAML::Node &map, const std::string &after,
                                    const std::string &key, const std::string &value, const Locate &locate, std::string *why)
{
    const auto afterKey = keyNode(map, after);
    const auto afterValue = afterKey ? scalarSpan(yaml, child(map, after)) : std::nullopt;
    if (!afterValue) {
        say(why, "cannot find where to add '" + key + "'");
        return std::nullopt;
    }
    const std::size_t valueEnd = afterValue->first + afterValue->second;
    if (map.Style() == YAML::EmitterStyle::Flow) {
        return checked(
            yaml, value, locate,
            [&](const std::string &text) {
                return TextEdit{valueEnd, 0, ", " + key + ": " + text};
            },
            why);
    }
    std::size_t lineEnd = std::min(yaml.find('\n', valueEnd), yaml.size());
    if (lineEnd > valueEnd && lineEnd < yaml.size() && yaml[lineEnd - 1] == '\r')
        --lineEnd;
    const std::string indent(std::size_t(afterKey->Mark().column), ' ');
    return checked(
        yaml, value, locate,
        [&](const std::string &text) {
            return TextEdit{lineEnd, 0, lineBreak(yaml) + indent + key + ": " + text};
        },
        why);
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
    const YAML::Node tile = tileNode(*root, tileId);
    if (!tile.IsDefined()) {
        say(why, "no tile '" + tileId + "' in tiles");
        return std::nullopt;
    }
    const Locate locate = [tileId](const YAML::Node &r) { return child(tileNode(r, tileId), "count"); };
    const std::string value = std::to_string(count);
    if (const YAML::Node old = child(tile, "count"); old.IsDefined())
        return replaceScalar(yaml, old, value, locate, why);
    return insertAfter(yaml, tile, "id", "count", value, locate, why);
}

std::optional<TextEdit> setParameterDefault(const std::string &yaml, const std::string &parameterId,
                                            const std::string &value, std::string *why)
{
    const auto root = parse(yaml, why);
    if (!root)
        return std::nullopt;
    const Locate locate = [parameterId](const YAML::Node &r) {
        return child(child(child(r, "parameters"), parameterId), "default");
    };
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
    return replaceScalar(yaml, old, value, locate, why);
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
    const Locate locate = [key](const YAML::Node &r) { return child(r, key); };
    if (const YAML::Node old = child(*root, key); old.IsDefined())
        return replaceScalar(yaml, old, value, locate, why);
    const std::string newline = lineBreak(yaml);
    const std::string before = yaml.empty() || yaml.ends_with("\n") ? "" : newline;
    return checked(
        yaml, value, locate,
        [&](const std::string &text) {
            return TextEdit{yaml.size(), 0, before + key + ": " + text + newline};
        },
        why);
}

std::string yamlQuoted(const std::string &text)
{
    std::string quoted = "\"";
    for (const char c : text) {
        switch (c) {
        case '"':
            quoted += "\\\"";
            break;
        case '\\':
            quoted += "\\\\";
            break;
        case '\n':
            quoted += "\\n";
            break;
        case '\r':
            quoted += "\\r";
            break;
        case '\t':
            quoted += "\\t";
            break;
        default:
            if (static_cast<unsigned char>(c) < 0x20) {
                char escape[5];
                std::snprintf(escape, sizeof escape, "\\x%02x", static_cast<unsigned char>(c));
                quoted += escape;
            } else {
                quoted += c;
            }
        }
    }
    return quoted + '"';
}

} // namespace tw
