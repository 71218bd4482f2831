#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace tw {

// Compiles a text and returns its syntax error as (line, message), or nullopt when it
// compiles.
using SyntaxCheck = std::function<std::optional<std::pair<int, std::string>>(std::string_view)>;

// Lua reports a syntax error by line only ("unexpected symbol near 'x'"). The column of the
// token it names, found on that line of `source`: 1-based; past the end of the last line
// for "near <eof>"; 0 when the message names no token or the line does not hold it.
// Where the line holds the token more than once, `check` tells which one: the source cut
// just after the offending one fails with the same error; without `check`, the first.
int syntaxErrorColumn(std::string_view source, int line, std::string_view message, const SyntaxCheck &check = {});

} // namespace tw
