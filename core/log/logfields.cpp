#include "logfields.h"

#include "log/eventtext.h"
#include "log/gamelog.h"
#include "logfieldparts.h"

#include <algorithm>
#include <climits>
#include <set>

namespace tw {

using namespace logparts;

std::string shownValue(const json &v)
{
    if (v.is_array())
        return "a list";
    if (v.is_object())
        return "an object";
    std::string text = v.dump();
    if (text.size() > 60)
        text = text.substr(0, 56) + "...";
    return text;
}

int intValue(const json &v, const char *key, int min, int max)
{
    // nlohmann reads a non-negative whole number as unsigned, a negative one as signed.
    bool inRange = false;
    if (v.is_number_unsigned())
        inRange = v.get<std::uint64_t>() <= std::uint64_t(std::max(max, 0)) && std::int64_t(v.get<std::uint64_t>()) >= min;
    else if (v.is_number_integer())
        inRange = v.get<std::int64_t>() >= min && v.get<std::int64_t>() <= max;
    if (!inRange)
        throw LogFieldError(std::string("'") + key + "' must be a whole number from " + std::to_string(min) + " to "
                            + std::to_string(max) + ", not " + shownValue(v));
    return int(v.get<std::int64_t>());
}

int intField(const json &j, const char *key, int min, int max)
{
    return intValue(fieldOf(j, key), key, min, max);
}

std::int64_t int64Field(const json &j, const char *key)
{
    const json &v = fieldOf(j, key);
    if (!v.is_number_integer() || (v.is_number_unsigned() && v.get<std::uint64_t>() > std::uint64_t(INT64_MAX)))
        throw LogFieldError(std::string("'") + key + "' must be a whole number from " + std::to_string(INT64_MIN)
                            + " to " + std::to_string(INT64_MAX) + ", not " + shownValue(v));
    return v.get<std::int64_t>();
}

std::uint64_t uint64Field(const json &j, const char *key)
{
    const json &v = fieldOf(j, key);
    if (!v.is_number_unsigned())
        throw LogFieldError(std::string("'") + key + "' must be a whole number from 0 to " + std::to_string(UINT64_MAX)
                            + ", not " + shownValue(v));
    return v.get<std::uint64_t>();
}

std::string stringField(const json &j, const char *key)
{
    return stringValue(fieldOf(j, key), key);
}

void checkKeys(const json &j, std::initializer_list<const char *> allowed, const char *what)
{
    checkKeysIn(j, std::vector<std::string>(allowed.begin(), allowed.end()), what);
}

json playerJson(const Ruleset &rules, int players, int player)
{
    return json{{"seat", player + 1}, {"name", playerName(rules, players, player)}};
}

int parsePlayer(const json &j, int players)
{
    if (j.is_null())
        return -1;
    if (j.is_object())
        checkKeys(j, {"seat", "name"}, "a player");
    const int seat = j.is_object() ? intField(j, "seat", INT_MIN, INT_MAX) : intValue(j, "seat", INT_MIN, INT_MAX);
    if (seat < 1 || seat > players)
        throw LogFieldError("seat " + std::to_string(seat) + " does not exist (1.." + std::to_string(players) + ")");
    return seat - 1;
}

json parseLogLine(const std::string &text, int line)
{
    // Keys seen so far in each object being read, innermost last.
    std::vector<std::set<std::string>> open;
    const json::parser_callback_t noDuplicates = [&](int, json::parse_event_t event, json &parsed) {
        if (event == json::parse_event_t::object_start)
            open.emplace_back();
        else if (event == json::parse_event_t::object_end)
            open.pop_back();
        else if (event == json::parse_event_t::key && !open.back().insert(parsed.get<std::string>()).second)
            throw LogError(line, "the key " + shownValue(parsed) + " appears twice in one object");
        return true;
    };
    try {
        json j = json::parse(text, noDuplicates);
        if (!j.is_object())
            throw LogError(line, "expected a JSON object");
        return j;
    } catch (const json::exception &e) {
        // nlohmann's text without its "[json.exception...]" tag, and a position within the
        // line as its column (the line is ours).
        std::string why = e.what();
        if (const auto tag = why.find("] "); tag != std::string::npos)
            why.erase(0, tag + 2);
        if (const auto column = why.find("column "); column != std::string::npos)
            throw LogError(line, "not valid JSON at " + why.substr(column));
        throw LogError(line, "not valid JSON: " + why);
    }
}

} // namespace tw
