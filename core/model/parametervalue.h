#pragma once

#include "model/ruleset.h"

#include <cstdint>
#include <optional>
#include <string>

namespace tw {

// A parameter value as text, as the command line, a log's header and ruleset.yaml give it:
// a whole number within the parameter's bounds, true/false (also 1/0, yes/no, on/off), or
// a choice by name. Parsing gives nullopt for text that is no value of `def`, saying why
// in `why` when given.
std::optional<std::int64_t> parseParameterValue(const ParameterDef &def, const std::string &text,
                                                std::string *why = nullptr);
std::string formatParameterValue(const ParameterDef &def, std::int64_t value);
// The values `def` takes, for messages: "a whole number from 0 to 12" (or "of 0 or more",
// "of at most 5"), "true or false", "one of dark_corners, light_corners".
std::string parameterValuesText(const ParameterDef &def);

} // namespace tw
