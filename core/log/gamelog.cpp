#include "gamelog.h"

#include "log/logfields.h"

#include <nlohmann/json.hpp>

#include <climits>
#include <cstdio>
#include <sstream>
#include <vector>

namespace tw {

using json = nlohmann::ordered_json;

namespace {

constexpr const char *kFormat = "tilewright-log";

std::uint64_t parseHash(const json &j, const char *key)
{
    const std::string text = stringField(j, key);
    const bool hex = text.size() == 16 && text.find_first_not_of("0123456789abcdefABCDEF") == std::string::npos;
    if (!hex)
        throw LogFieldError(std::string("'") + key + "' must be 16 hex digits, not " + shownValue(json(text)));
    return std::stoull(text, nullptr, 16);
}

bool isPlainId(const std::string &id)
{
    return !id.empty() && id.size() <= 200 && id.front() != '.'
        && id.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.") == std::string::npos;
}

// What a file of several logs one after another is refused with, at the second header.
constexpr const char *kAnotherLog = "another log's header: this file holds more than one game (as `journal export` of "
                                    "several sessions writes them, one after another); give each game a file of its own";

bool isHeader(const json &line)
{
    return line.is_object() && line.contains("format");
}

void readHeader(const json &j, GameLog &log, int line)
{
    const auto format = j.find("format");
    if (format == j.end() || *format != kFormat)
        throw LogError(line, std::string("not a Tilewright log (the first line must have \"format\": \"") + kFormat + "\")");
    log.version = intField(j, "version", INT_MIN, INT_MAX);
    if (log.version != 1 && log.version != kLogVersion)
        throw LogError(line,
                       "log format version " + std::to_string(log.version) + " is not one this Tilewright reads (1 or "
                           + std::to_string(kLogVersion) + ")");
    checkKeys(j,
              {"format", "version", "ruleset", "name", "content_hash", "parameters", "seed", "game_seed", "players",
               "seats", "notes"},
              "the header");
    log.rulesetId = stringField(j, "ruleset");
    if (!isPlainId(log.rulesetId))
        throw LogFieldError("the ruleset id " + shownValue(json(log.rulesetId))
                            + " is not an id (letters, digits, '_', '-' and '.', not starting with '.')");
    for (const char *text : {"name", "notes"})
        if (j.contains(text))
            stringField(j, text);
    log.contentHash = parseHash(j, "content_hash");
    const auto parameters = j.find("parameters");
    if (parameters == j.end() || !parameters->is_object())
        throw LogFieldError("'parameters' must be an object of texts");
    for (const auto &[key, value] : parameters->items()) {
        if (!value.is_string())
            throw LogFieldError("parameter '" + key + "' must be a text, not " + shownValue(value));
        log.parameters.emplace_back(key, value.get<std::string>());
    }
    log.seed = uint64Field(j, log.version == 1 ? "seed" : "game_seed");
    log.askedSeed = uint64Field(j, "seed");
    log.players = intField(j, "players", 1, kMaxLogPlayers);
    const auto seats = j.find("seats");
    if (seats == j.end() || !seats->is_array())
        throw LogFieldError("'seats' must be a list of texts");
    for (const json &seat : *seats) {
        if (!seat.is_string())
            throw LogFieldError("a seat must be a text (\"human\" or a bot name), not " + shownValue(seat));
        log.seats.push_back(seat.get<std::string>());
    }
    if (int(log.seats.size()) != log.players)
        throw LogFieldError(std::to_string(log.seats.size()) + " seats for " + std::to_string(log.players)
                            + " players (one seat per player)");
}

} // namespace

std::string hashText(std::uint64_t hash)
{
    char buffer[17];
    std::snprintf(buffer, sizeof buffer, "%016llx", static_cast<unsigned long long>(hash));
    return buffer;
}

std::string logHeaderLine(const GameLog &log, const std::string &rulesetName)
{
    json params = json::object();
    for (const auto &[key, value] : log.parameters)
        params[key] = value;
    const json j{{"format", kFormat},
                 {"version", kLogVersion},
                 {"ruleset", log.rulesetId},
                 {"name", rulesetName},
                 {"content_hash", hashText(log.contentHash)},
                 {"parameters", params},
                 {"seed", log.askedSeed},
                 {"game_seed", log.seed},
                 {"players", log.players},
                 {"seats", log.seats}};
    return j.dump();
}

std::string logEntryLine(const Ruleset &rules, int players, const LogEntry &entry, int index)
{
    json events = json::array();
    for (const Event &e : entry.events)
        events.push_back(eventJson(rules, players, e));
    json j{{"n", index}};
    if (entry.player >= 0)
        j["player"] = playerJson(rules, players, entry.player);
    j["action"] = entry.action ? actionJson(rules, players, *entry.action) : json(nullptr);
    j["events"] = std::move(events);
    return j.dump();
}

std::string logEndLine(const GameLog &log)
{
    const json j{{"end", true}, {"scores", log.scores}, {"turns", log.turns}, {"state_hash", hashText(log.stateHash)}};
    return j.dump();
}

std::string toJsonLines(const Ruleset &rules, const GameLog &log)
{
    std::string out = logHeaderLine(log, rules.name) + "\n";
    for (std::size_t i = 0; i < log.entries.size(); ++i)
        out += logEntryLine(rules, log.players, log.entries[i], int(i)) + "\n";
    if (log.finished)
        out += logEndLine(log) + "\n";
    return out;
}

GameLog parseLogHeader(const std::string &text)
{
    GameLog log;
    if (text.find_first_not_of(" \t\r\n") == std::string::npos)
        throw LogError(1, "the log is empty");
    const std::string first = text.substr(0, text.find('\n'));
    try {
        readHeader(parseLogLine(first, 1), log, 1);
    } catch (const LogFieldError &e) {
        throw LogError(1, std::string("bad header: ") + e.what());
    } catch (const json::exception &e) {
        throw LogError(1, std::string("bad header: ") + e.what());
    }
    return log;
}

GameLog parseLog(const Ruleset &rules, const std::string &text)
{
    GameLog log;
    std::istringstream in(text);
    std::string line;
    int number = 0;
    while (std::getline(in, line)) {
        ++number;
        if (line.empty())
            continue;
        if (log.finished) {
            bool another = false;
            try {
                another = isHeader(parseLogLine(line, number));
            } catch (const LogError &) {}
            throw LogError(number, another ? kAnotherLog : "text after the closing line");
        }
        try {
            const json j = parseLogLine(line, number);
            if (number > 1 && isHeader(j))
                throw LogFieldError(kAnotherLog);
            if (number == 1) {
                try {
                    readHeader(j, log, number);
                } catch (const LogFieldError &e) {
                    throw LogError(number, std::string("bad header: ") + e.what());
                }
                if (log.version == 1)
                    throw LogError(1,
                                   "this log is in format 1, written by an earlier Tilewright; convert it with "
                                   "`tilewright-cli convert-log FILE` (or open it in the studio, which converts it)");
            } else if (j.contains("end")) {
                checkKeys(j, {"end", "scores", "turns", "state_hash"}, "the closing line");
                if (j.at("end") != true)
                    throw LogFieldError("'end' must be true, not " + shownValue(j.at("end")));
                log.finished = true;
                const auto scores = j.find("scores");
                if (scores == j.end() || !scores->is_array() || int(scores->size()) != log.players)
                    throw LogFieldError("'scores' must be a list of " + std::to_string(log.players)
                                        + " whole numbers, one per player");
                for (const json &s : *scores)
                    log.scores.push_back(intValue(s, "scores", INT_MIN, INT_MAX));
                log.turns = intField(j, "turns", 0, INT_MAX);
                log.stateHash = parseHash(j, "state_hash");
            } else {
                checkKeys(j, {"n", "player", "action", "events"}, "an entry");
                if (const int n = intField(j, "n", 0, INT_MAX); n != int(log.entries.size()))
                    throw LogFieldError("'n' is " + std::to_string(n) + " where entry " + std::to_string(log.entries.size())
                                        + " belongs: a line missing, repeated or out of order");
                LogEntry entry;
                entry.player = j.contains("player") ? parsePlayer(j.at("player"), log.players) : -1;
                const auto action = j.find("action");
                if (action == j.end())
                    throw LogFieldError("missing field 'action'");
                if (!action->is_null())
                    entry.action = parseAction(rules, *action);
                const auto events = j.find("events");
                if (events == j.end() || !events->is_array())
                    throw LogFieldError("'events' must be a list");
                for (const json &e : *events)
                    entry.events.push_back(parseEvent(rules, e));
                log.entries.push_back(std::move(entry));
            }
        } catch (const LogFieldError &e) {
            throw LogError(number, e.what());
        } catch (const json::exception &e) {
            throw LogError(number, std::string("missing or malformed field: ") + e.what());
        }
    }
    if (number == 0)
        throw LogError(1, "the log is empty");
    return log;
}

} // namespace tw
