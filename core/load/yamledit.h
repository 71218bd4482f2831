#pragma once

#include <cstddef>
#include <optional>
#include <string>

namespace tw {

// Replace the bytes [offset, offset + length) of a text by `text`.
struct TextEdit
{
    std::size_t offset = 0;
    std::size_t length = 0;
    std::string text;

    std::string appliedTo(const std::string &original) const;
};

// In-place edits of ruleset.yaml: each returns the smallest edit that sets one value,
// leaving every other byte (comments, layout, key order, line breaks) as it was. The
// value is written plainly when the edited file reads it back as that same text, else
// double-quoted; the edit is checked by parsing the edited text. They return nullopt and
// say why in `why` when the text does not parse, the target is not there or the value
// cannot be written there; they never change the text themselves.

// Sets `count` of the tile with this id (in `tiles:`); adds the key when the tile has none.
std::optional<TextEdit> setTileCount(const std::string &yaml, const std::string &tileId, int count,
                                     std::string *why = nullptr);

// Sets `default` of the parameter with this id (in `parameters:`) to `value` ("3", "true",
// a choice name).
std::optional<TextEdit> setParameterDefault(const std::string &yaml, const std::string &parameterId,
                                            const std::string &value, std::string *why = nullptr);

// Sets a top-level key (`id`, `name` ...) to `value`; adds the key at the end of the file
// when it is not there.
std::optional<TextEdit> setTopLevelValue(const std::string &yaml, const std::string &key, const std::string &value,
                                         std::string *why = nullptr);

// `text` as a double-quoted YAML scalar.
std::string yamlQuoted(const std::string &text);

} // namespace tw
