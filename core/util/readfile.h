#pragma once

#include <optional>
#include <string>

namespace tw {

// Reads a whole file as bytes; nullopt if it cannot be read.
std::optional<std::string> readFile(const std::string &path);

} // namespace tw
