#pragma once

// CSV of a journal's events: one row per event of a session's log, for spreadsheets.
// Columns: session, n (the entry's "n": 0 is the set-up), player (the event's seat,
// 1-based; empty for none), action (the entry's action kind: draw, roll, place, option;
// empty for the set-up), event (its kind), points (of a score event), fields (the event's
// other fields as a JSON object), text (its sentence), notes (the session's notes, on the
// session's first row only; a session without events but with notes gets one row of its
// number and notes). RFC 4180: rows end in CRLF, a field holding a comma, quote or line
// break is quoted with its quotes doubled.

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
std::string csvRows(qint64 session, const std::vector<std::string> &lines, const std::string &notes = std::string());

} // namespace tw
