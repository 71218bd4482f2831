#include "gamelog.h"

#include "log/logfields.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <sstream>

namespace tw {

using json = nlohmann::ordered_json;

namespace {

constexpr const char *kFormat = "tilewright-log";

std::uint64_t parseHash(const json &j, const char *key)
{
    return std::stoull(j.at(key).get<std::string>(), nullptr, 16);
}

json parseLine(const std::string &text, int line)
{
    try {
        json j = json::parse(text);
        if (!j.is_object())
            throw LogError(line, "expected a JSON object");
        return j;
    } catch (const json::parse_error &e) {
        throw LogError(line, std::string("not valid JSON: ") + e.what());
    }
}

void readHeader(const json &j, GameLog &log, int line)
{
    if (j.value("format", std::string()) != kFormat)
        throw LogError(line, std::string("not a Tilewright log (the first line must have \"format\": \"") + kFormat + "\")");
    log.version = j.value("version", 0);
    if (log.version != 1 && log.version != kLogVersion)
        throw LogError(line,
                       "log format version " + std::to_string(log.version) + " is not one this Tilewright reads (1 or "
                           + std::to_string(kLogVersion) + ")");
    log.rulesetId = j.at("ruleset").get<std::string>();
    log.contentHash = parseHash(j, "content_hash");
    for (const auto &[key, value] : j.at("parameters").items())
        log.parameters.emplace_back(key, value.get<std::string>());
    log.seed = j.at(log.version == 1 ? "seed" : "game_seed").get<std::uint64_t>();
    log.askedSeed = j.at("seed").get<std::uint64_t>();
    log.players = j.at("players").get<int>();
    log.seats = j.at("seats").get<std::vector<std::string>>();
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

std::string logEntryLine(const Ruleset &rules, const LogEntry &entry, int index)
{
    json events = json::array();
    for (const Event &e : entry.events)
        events.push_back(eventJson(rules, e));
    json j{{"n", index}};
    if (entry.player >= 0)
        j["player"] = playerJson(rules, entry.player);
    j["action"] = entry.action ? actionJson(rules, *entry.action) : json(nullptr);
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
        out += logEntryLine(rules, log.entries[i], int(i)) + "\n";
    if (log.finished)
        out += logEndLine(log) + "\n";
    return out;
}

GameLog parseLogHeader(const std::string &text)
{
    GameLog log;
    const std::string first = text.substr(0, text.find('\n'));
    try {
        readHeader(parseLine(first, 1), log, 1);
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
        if (log.finished)
            throw LogError(number, "text after the closing line");
        try {
            const json j = parseLine(line, number);
            if (number == 1) {
                readHeader(j, log, number);
                if (log.version == 1)
                    throw LogError(1,
                                   "this log is in format 1, written by an earlier Tilewright; convert it with "
                                   "`tilewright-cli convert-log FILE` (or open it in the studio, which converts it)");
            } else if (j.contains("end")) {
                log.finished = true;
                log.scores = j.at("scores").get<std::vector<int>>();
                log.turns = j.at("turns").get<int>();
                log.stateHash = parseHash(j, "state_hash");
            } else {
                LogEntry entry;
                entry.player = j.contains("player") ? parsePlayer(j.at("player"), rules.maxPlayers) : -1;
                if (!j.at("action").is_null())
                    entry.action = parseAction(rules, j.at("action"));
                for (const json &e : j.at("events"))
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
