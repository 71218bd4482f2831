#include "parametervalue.h"

#include <algorithm>
#include <cstdint>
#include <exception>

namespace tw {

std::optional<std::int64_t> parseParameterValue(const ParameterDef &def, const std::string &text, std::string *why)
{
    auto fail = [&](const std::string &message) -> std::optional<std::int64_t> {
        if (why)
            *why = message;
        return std::nullopt;
    };
    std::int64_t value = 0;
    switch (def.type) {
    case ParamType::Bool:
        if (text == "true" || text == "1" || text == "yes" || text == "on")
            return 1;
        if (text == "false" || text == "0" || text == "no" || text == "off")
            return 0;
        return fail("'" + text + "' is not true or false");
    case ParamType::Choice: {
        auto it = std::find(def.choices.begin(), def.choices.end(), text);
        if (it == def.choices.end())
            return fail("'" + text + "' is not " + parameterValuesText(def));
        return std::int64_t(it - def.choices.begin());
    }
    case ParamType::Int: {
        std::size_t used = 0;
        try {
            value = std::stoll(text, &used);
        } catch (const std::exception &) {
            used = 0;
        }
        if (used == 0 || used != text.size())
            return fail("'" + text + "' is not a whole number");
        if (value < def.min || value > def.max)
            return fail(text + " is not " + parameterValuesText(def));
        return value;
    }
    }
    return fail("unknown parameter type");
}

std::string formatParameterValue(const ParameterDef &def, std::int64_t value)
{
    switch (def.type) {
    case ParamType::Bool:
        return value ? "true" : "false";
    case ParamType::Choice:
        return value >= 0 && value < std::int64_t(def.choices.size()) ? def.choices[value] : "?";
    case ParamType::Int:
        break;
    }
    return std::to_string(value);
}

std::string parameterValuesText(const ParameterDef &def)
{
    switch (def.type) {
    case ParamType::Bool:
        return "true or false";
    case ParamType::Choice: {
        std::string names;
        for (const std::string &choice : def.choices)
            names += (names.empty() ? "" : ", ") + choice;
        return "one of " + names;
    }
    case ParamType::Int:
        break;
    }
    const bool lowest = def.min <= INT32_MIN, highest = def.max >= INT32_MAX;
    if (lowest && highest)
        return "a whole number";
    if (highest)
        return "a whole number of " + std::to_string(def.min) + " or more";
    if (lowest)
        return "a whole number of at most " + std::to_string(def.max);
    return "a whole number from " + std::to_string(def.min) + " to " + std::to_string(def.max);
}

} // namespace tw
