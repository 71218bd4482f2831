#include "logfieldparts.h"

#include "log/eventtext.h"

#include <algorithm>
#include <climits>

namespace tw::logparts {

const json &fieldOf(const json &j, const char *key)
{
    if (!j.is_object())
        throw LogFieldError(std::string("expected an object holding '") + key + "', not " + shownValue(j));
    const auto it = j.find(key);
    if (it == j.end())
        throw LogFieldError(std::string("missing field '") + key + "'");
    return *it;
}

std::string stringValue(const json &v, const char *key)
{
    if (!v.is_string())
        throw LogFieldError(std::string("'") + key + "' must be a string, not " + shownValue(v));
    return v.get<std::string>();
}

void checkKeysIn(const json &j, const std::vector<std::string> &allowed, const char *what)
{
    if (!j.is_object())
        throw LogFieldError(std::string("expected ") + what + " as an object, not " + shownValue(j));
    for (const auto &[key, value] : j.items()) {
        bool known = false;
        for (const std::string &a : allowed)
            known = known || a == key;
        if (!known)
            throw LogFieldError(std::string("unknown field '") + key + "' in " + what);
    }
}

namespace {

bool holdsCards(const Ruleset &rules, int zone)
{
    return zone >= 0 && zone < int(rules.zones.size()) && rules.zones[zone].items == ItemKind::Cards;
}

} // namespace

// A zone's item under "tile" or "card", as the zone holds.
void writeItem(const Ruleset &rules, json &j, int zone, int item)
{
    if (holdsCards(rules, zone))
        j["card"] = item >= 0 && item < int(rules.cards.size()) ? rules.cards[item].id : "?";
    else
        j["tile"] = item >= 0 && item < int(rules.tiles.size()) ? rules.tiles[item].id : "?";
}

int readItem(const Ruleset &rules, const json &j, int zone)
{
    if (holdsCards(rules, zone))
        return idField(j, "card", rules.cards, "card");
    return idField(j, "tile", rules.tiles, "tile");
}

// A cell object's x and y.
std::array<int, 2> readCell(const json &j)
{
    checkKeysIn(j, {"x", "y"}, "a cell");
    return {intField(j, "x", -kMaxC, kMaxC), intField(j, "y", -kMaxC, kMaxC)};
}

json cellJson(int x, int y)
{
    return json{{"x", x}, {"y", y}};
}

json segmentJson(int x, int y, int index)
{
    return json{{"x", x}, {"y", y}, {"index", index + 1}};
}

// A segment object's x, y and 0-based index.
std::array<int, 3> readSegment(const json &j)
{
    checkKeysIn(j, {"x", "y", "index"}, "a segment");
    return {intField(j, "x", -kMaxC, kMaxC), intField(j, "y", -kMaxC, kMaxC), intField(j, "index", 1, kMaxC) - 1};
}

void writePlacement(const Ruleset &rules, json &j, int type, int x, int y, int orientation)
{
    j["tile"] = type >= 0 && type < int(rules.tiles.size()) ? rules.tiles[type].id : "?";
    j["x"] = x;
    j["y"] = y;
    if (type < 0 || type >= int(rules.tiles.size()) || orientation < 0
        || orientation >= int(rules.tiles[type].orientations.size()))
        return;
    const Orientation &o = rules.tiles[type].orientations[orientation];
    if (const std::string face = faceName(rules, type, o.face); !face.empty())
        j["face"] = face;
    j["rotation"] = rotationDegrees(rules, o.rotation);
    if (o.mirrored)
        j["mirrored"] = true;
}

// The tile type and its orientation index now for a placement's fields.
std::pair<int, int> readPlacement(const Ruleset &rules, const json &j)
{
    const int type = idField(j, "tile", rules.tiles, "tile");
    const TileType &tile = rules.tiles[type];
    int face = 0;
    if (const auto f = j.find("face"); f != j.end()) {
        face = -1;
        for (std::size_t i = 0; i < tile.faces.size(); ++i)
            if (faceName(rules, type, int(i))
                == (f->is_string() ? f->get<std::string>() : std::to_string(intValue(*f, "face", INT_MIN, INT_MAX))))
                face = int(i);
        if (face < 0)
            throw LogFieldError("tile '" + tile.id + "' has no face " + shownValue(*f));
    }
    const int step = 360 / rules.grid.directionCount();
    const int degrees = j.contains("rotation") ? intField(j, "rotation", INT_MIN, INT_MAX) : 0;
    if (degrees % step != 0 || degrees < 0 || degrees >= 360)
        throw LogFieldError("a rotation of " + std::to_string(degrees)
                            + " degrees is not a turn of this grid (steps of " + std::to_string(step) + ")");
    const auto m = j.find("mirrored");
    if (m != j.end() && !m->is_boolean())
        throw LogFieldError("'mirrored' must be true or false, not " + shownValue(*m));
    const bool mirrored = m != j.end() && m->get<bool>();
    if (mirrored && !rules.allowMirror)
        throw LogFieldError("the placement of '" + tile.id + "' is mirrored, and this ruleset does not allow mirroring");
    for (std::size_t i = 0; i < tile.orientations.size(); ++i) {
        const Orientation &o = tile.orientations[i];
        if (o.face == face && o.rotation == degrees / step && o.mirrored == mirrored)
            return {type, int(i)};
    }
    throw LogFieldError("tile '" + tile.id + "' cannot lie that way");
}

void writeBoard(const Ruleset &rules, json &j, int board)
{
    if (rules.sheetPerPlayer)
        j["board"] = board + 1;
}

int readBoard(const Ruleset &rules, const json &j)
{
    return j.contains("board") ? intField(j, "board", 1, std::max(1, rules.maxPlayers)) - 1 : 0;
}

std::vector<std::string> withArgs(const Ruleset &rules, int choice, std::vector<std::string> keys)
{
    for (const ChoiceArg &arg : rules.choices[choice].args)
        keys.push_back(arg.name);
    return keys;
}

void writeArgs(const Ruleset &rules, int players, json &j, const Action &a)
{
    if (a.tag < 0 || a.tag >= int(rules.choices.size()))
        return;
    int slot = 0;
    for (const ChoiceArg &arg : rules.choices[a.tag].args) {
        const int v = a.value(slot);
        json &out = j[arg.name];
        switch (arg.kind) {
        case ArgKind::Segment:
            out = segmentJson(v, a.value(slot + 1), a.value(slot + 2));
            break;
        case ArgKind::Cell:
            out = cellJson(v, a.value(slot + 1));
            break;
        case ArgKind::Piece:
            out = v + 1;
            break;
        case ArgKind::Tile:
            out = v >= 0 && v < int(rules.tiles.size()) ? rules.tiles[v].id : "?";
            break;
        case ArgKind::Card:
            out = v >= 0 && v < int(rules.cards.size()) ? rules.cards[v].id : "?";
            break;
        case ArgKind::Zone:
            out = v >= 0 && v < int(rules.zones.size()) ? rules.zones[v].id : "?";
            break;
        case ArgKind::Player:
            out = playerJson(rules, players, v);
            break;
        case ArgKind::Number:
            out = v;
            break;
        }
        slot += argSlots(arg.kind);
    }
}

void readArgs(const Ruleset &rules, const json &j, Action &a)
{
    int slot = 0;
    for (const ChoiceArg &arg : rules.choices[a.tag].args) {
        const json &in = fieldOf(j, arg.name.c_str());
        switch (arg.kind) {
        case ArgKind::Segment: {
            const auto [x, y, index] = readSegment(in);
            a.setValue(slot, x);
            a.setValue(slot + 1, y);
            a.setValue(slot + 2, index);
            break;
        }
        case ArgKind::Cell: {
            const auto [x, y] = readCell(in);
            a.setValue(slot, x);
            a.setValue(slot + 1, y);
            break;
        }
        case ArgKind::Piece:
            a.setValue(slot, intValue(in, arg.name.c_str(), 1, INT_MAX) - 1);
            break;
        case ArgKind::Tile:
            a.setValue(slot, indexOf(rules.tiles, stringValue(in, arg.name.c_str()), "tile"));
            break;
        case ArgKind::Card:
            a.setValue(slot, indexOf(rules.cards, stringValue(in, arg.name.c_str()), "card"));
            break;
        case ArgKind::Zone:
            a.setValue(slot, indexOf(rules.zones, stringValue(in, arg.name.c_str()), "zone"));
            break;
        case ArgKind::Player:
            a.setValue(slot, parsePlayer(in, rules.maxPlayers));
            break;
        case ArgKind::Number:
            a.setValue(slot, intValue(in, arg.name.c_str(), INT_MIN, INT_MAX));
            break;
        }
        slot += argSlots(arg.kind);
    }
}

} // namespace tw::logparts
