#pragma once

// CSV of a journal's events: one row per event of a session's log, for spreadsheets.
// Columns: session, n (the entry's "n": 0 is the set-up), player (the event's, 1-based;
// empty for none), action (the entry's action kind: draw, roll, place, option; empty for
// the set-up), event (its kind), label, a, b, c, d, text. RFC 4180: rows end in CRLF, a
// field holding a comma, quote or line break is quoted with its quotes doubled.

#include <QtGlobal>

#include <string>
#include <string_view>
#include <vector>

namespace tw {

std::string csvField(std::string_view text);
// The header row, CRLF included.
std::string csvHeader();
// The rows of one session from its log lines (the header and closing lines give none).
// Throws JournalError naming the session and line when a line is not a log entry.
std::string csvRows(qint64 session, const std::vector<std::string> &lines);

} // namespace tw
