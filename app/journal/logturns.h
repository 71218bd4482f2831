#pragma once

#include <string>

namespace tw {

// The turn a game has reached after a log line (docs/log-format.md): the closing line's
// "turns", else the highest "turn" of the entry's turn events; -1 when the line names no
// turn (the header, an entry without a turn event, a line that is not JSON).
int turnOfLogLine(const std::string &line);

} // namespace tw
