#pragma once

#include "model/ruleset.h"
#include "state/action.h"
#include "state/event.h"

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace tw {

// The log format version written; version 1 logs are read through upgradeLog().
constexpr int kLogVersion = 2;

// One applied action (none for the set-up entry) and the events it caused.
struct LogEntry
{
    int player = -1;
    std::optional<Action> action;
    std::vector<Event> events;
};

// A whole game as docs/log-format.md describes it: enough to replay it exactly.
struct GameLog
{
    std::string rulesetId;
    std::uint64_t contentHash = 0;
    std::vector<std::pair<std::string, std::string>> parameters; // id, value as text
    std::uint64_t seed = 0;                                      // the game's own seed: its chance and its bots
    std::uint64_t askedSeed = 0; // the seed the user gave (a batch derives each game's from it)
    int players = 0;
    std::vector<std::string> seats; // "human" or a bot name, per player
    int version = kLogVersion;      // the format the log was read from
    std::vector<LogEntry> entries;
    // The closing line, present once the game ended.
    bool finished = false;
    std::vector<int> scores;
    int turns = 0;
    std::uint64_t stateHash = 0;
};

// A log file that cannot be read; line is 1-based. what() is "line N: message"; a caller
// that names the line itself (file:N:) prints message().
class LogError : public std::runtime_error
{
public:
    LogError(int line, const std::string &message)
        : std::runtime_error("line " + std::to_string(line) + ": " + message)
        , m_line(line)
        , m_message(message)
    {}
    int line() const { return m_line; }
    const std::string &message() const { return m_message; }

private:
    int m_line;
    std::string m_message;
};

// The most players a log may have: a seat is stored in a byte.
constexpr int kMaxLogPlayers = 127;

// The lines of a log, each a JSON object without the newline. Written one at a time so
// a game in progress can be appended to a file or a database as it happens.
std::string logHeaderLine(const GameLog &log, const std::string &rulesetName);
std::string logEntryLine(const Ruleset &rules, int players, const LogEntry &entry, int index);
std::string logEndLine(const GameLog &log);
std::string toJsonLines(const Ruleset &rules, const GameLog &log);

// Reads the header line only (to find the ruleset); throws LogError. Reads either version
// (see `version`). Reading is strict, for every line: a duplicate or unknown key, a
// number that is not a whole number or is out of its field's range, a `content_hash`
// that is not 16 hex digits, a ruleset id that is not a plain id (letters, digits, '_',
// '-', '.', not starting with '.') or seats that do not match `players` are LogErrors.
GameLog parseLogHeader(const std::string &text);
// Reads a whole log against its ruleset; throws LogError naming the bad line (a version 1
// log: a LogError saying how to convert it).
GameLog parseLog(const Ruleset &rules, const std::string &text);

std::string hashText(std::uint64_t hash);

} // namespace tw
