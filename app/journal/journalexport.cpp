#include "journalexport.h"

#include "journal.h"
#include "journaltext.h"

#include <nlohmann/json.hpp>

namespace tw {

namespace {

using nlohmann::json;

// One row per event: who acted (seat number), the kind of action and event, the points
// of a score event, the event's other fields as a JSON object, its sentence, and the
// session's notes (first row only).
constexpr std::string_view kColumns[] = {"session", "n",      "player", "action", "event",
                                         "points",  "fields", "text",   "notes"};

std::string seat(const json &e)
{
    const auto it = e.find("player");
    if (it == e.end() || it->is_null())
        return std::string();
    return it->is_object() ? it->value("seat", json()).dump() : it->dump();
}

std::string otherFields(const json &e)
{
    json rest = e;
    for (const char *key : {"kind", "player", "text", "points"})
        rest.erase(key);
    return rest.empty() ? std::string() : rest.dump();
}

std::string text(const json &j, const char *key)
{
    const auto it = j.find(key);
    if (it == j.end() || it->is_null())
        return std::string();
    return it->is_string() ? it->get<std::string>() : it->dump();
}

void appendRow(std::string &out, const std::vector<std::string> &fields)
{
    for (std::size_t i = 0; i < fields.size(); ++i) {
        if (i > 0)
            out += ',';
        out += csvField(fields[i]);
    }
    out += "\r\n";
}

[[noreturn]] void badLine(qint64 session, std::size_t line, const QString &why)
{
    throw JournalError(JournalText::tr("session %1, log line %2: %3").arg(session).arg(line + 1).arg(why).toStdString());
}

} // namespace

std::string csvField(std::string_view field)
{
    if (field.find_first_of(",\"\r\n") == std::string_view::npos)
        return std::string(field);
    std::string quoted = "\"";
    for (char c : field) {
        if (c == '"')
            quoted += '"';
        quoted += c;
    }
    quoted += '"';
    return quoted;
}

std::string csvHeader()
{
    std::string out;
    appendRow(out, std::vector<std::string>(std::begin(kColumns), std::end(kColumns)));
    return out;
}

std::string csvRows(qint64 session, const std::vector<std::string> &lines, const std::string &notes)
{
    std::string out;
    const std::string sessionText = std::to_string(session);
    // Line 0 is the header; a line with "end" closes the log.
    for (std::size_t i = 1; i < lines.size(); ++i) {
        const json entry = json::parse(lines[i], nullptr, false);
        if (!entry.is_object())
            badLine(session, i, JournalText::tr("not a JSON object"));
        if (entry.contains("end"))
            continue;
        const auto events = entry.find("events");
        if (events == entry.end() || !events->is_array())
            badLine(session, i, JournalText::tr("an entry without \"events\""));
        const auto action = entry.find("action");
        const std::string actionKind = action != entry.end() && action->is_object() ? text(*action, "kind") : "";
        const std::string n = text(entry, "n");
        for (const json &e : *events) {
            if (!e.is_object())
                badLine(session, i, JournalText::tr("an event that is not a JSON object"));
            appendRow(out,
                      {sessionText, n, seat(e), actionKind, text(e, "kind"), text(e, "points"), otherFields(e),
                       text(e, "text"), out.empty() ? notes : std::string()});
        }
    }
    if (out.empty() && !notes.empty())
        appendRow(out, {sessionText, "", "", "", "", "", "", "", notes});
    return out;
}

} // namespace tw
