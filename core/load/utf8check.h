#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

namespace tw {

// The byte offset of the first byte of `text` that is not part of well-formed UTF-8
// (a stray continuation byte, a sequence cut short, an overlong form, a surrogate or a
// code point past U+10FFFF); nullopt when all of it is.
std::optional<std::size_t> firstInvalidUtf8(std::string_view text);

// The byte offset of the first control character of `text` that YAML does not allow
// (any below 0x20 but tab, line feed and carriage return; 0x7F); nullopt when none.
std::optional<std::size_t> firstControlCharacter(std::string_view text);

} // namespace tw
