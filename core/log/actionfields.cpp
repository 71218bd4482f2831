// Actions as log objects (logfields.h): actionJson and parseAction.

#include "logfields.h"

#include "log/eventtext.h"
#include "logfieldparts.h"

#include <climits>

namespace tw {

using namespace logparts;

json actionJson(const Ruleset &rules, int players, const Action &a)
{
    json j{{"kind", actionKindName(a.kind)}};
    switch (a.kind) {
    case ActionKind::Draw:
        j["zone"] = a.tag >= 0 && a.tag < int(rules.zones.size()) ? rules.zones[a.tag].id : "?";
        writeItem(rules, j, a.tag, a.a);
        break;
    case ActionKind::Roll:
        j["die"] = a.tag >= 0 && a.tag < int(rules.dice.size()) ? rules.dice[a.tag].id : "?";
        j["value"] = a.a;
        break;
    case ActionKind::Place:
        writePlacement(rules, j, a.tag, a.a, a.b, a.c);
        break;
    case ActionKind::Option:
        j["choice"] = a.tag >= 0 && a.tag < int(rules.choices.size()) ? rules.choices[a.tag].id : "?";
        writeArgs(rules, players, j, a);
        break;
    }
    j["text"] = describe(rules, players, a);
    return j;
}

Action parseAction(const Ruleset &rules, const json &j)
{
    Action a;
    if (!j.is_object())
        throw LogFieldError("an action must be an object or null, not " + shownValue(j));
    const std::string kind = stringField(j, "kind");
    if (!actionKindFromName(kind, a.kind))
        throw LogFieldError("unknown action kind '" + kind + "'");
    switch (a.kind) {
    case ActionKind::Draw:
        checkKeys(j, {"kind", "text", "zone", "tile", "card"}, "a draw");
        a.tag = std::int16_t(idField(j, "zone", rules.zones, "zone"));
        a.a = readItem(rules, j, a.tag);
        break;
    case ActionKind::Roll:
        checkKeys(j, {"kind", "text", "die", "value"}, "a roll");
        a.tag = std::int16_t(idField(j, "die", rules.dice, "die"));
        a.a = intField(j, "value", INT_MIN, INT_MAX);
        break;
    case ActionKind::Place: {
        checkKeys(j, {"kind", "text", "tile", "x", "y", "face", "rotation", "mirrored"}, "a placement");
        const auto [type, orientation] = readPlacement(rules, j);
        a.tag = std::int16_t(type);
        a.a = intField(j, "x", -kMaxC, kMaxC);
        a.b = intField(j, "y", -kMaxC, kMaxC);
        a.c = orientation;
        break;
    }
    case ActionKind::Option:
        a.tag = std::int16_t(idField(j, "choice", rules.choices, "choice"));
        checkKeysIn(j, withArgs(rules, a.tag, {"kind", "text", "choice"}), "an option");
        readArgs(rules, j, a);
        break;
    }
    return a;
}

} // namespace tw
