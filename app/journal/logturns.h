#pragma once

#include <map>
#include <string>

namespace tw {

// How far a game has come after a log line (docs/log-format.md).
struct LogLineProgress
{
    // The closing line's "turns", else the highest "turn" of the entry's turn events; -1
    // when the line names no turn (the header, an entry without a turn event, a line that
    // is not JSON).
    int turn = -1;
    // Per seat (0-based) that the line's score events scored: its "total" after the last.
    std::map<int, int> totals;
};

LogLineProgress progressOfLogLine(const std::string &line);

} // namespace tw
