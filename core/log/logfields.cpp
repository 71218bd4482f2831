#include "logfields.h"

#include "log/eventtext.h"

#include <algorithm>
#include <climits>
#include <vector>

namespace tw {

using json = nlohmann::ordered_json;

namespace {

constexpr int kMaxC = kMaxLogCoordinate;

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

template<typename T>
int indexOf(const std::vector<T> &items, const std::string &id, const char *what)
{
    for (std::size_t i = 0; i < items.size(); ++i)
        if (items[i].id == id)
            return int(i);
    throw LogFieldError(std::string(what) + " '" + id + "' is not in this ruleset");
}

template<typename T>
int idField(const json &j, const char *key, const std::vector<T> &items, const char *what)
{
    return indexOf(items, stringField(j, key), what);
}

bool holdsCards(const Ruleset &rules, int zone)
{
    return zone >= 0 && zone < int(rules.zones.size()) && rules.zones[zone].items == ItemKind::Cards;
}

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

// Where a piece is (PieceDeployed, PieceRemoved, PieceLost): its type, id and segment or cell.
void writePiecePlace(const Ruleset &rules, json &j, const Event &e)
{
    j["piece"] = e.label >= 0 && e.label < int(rules.pieces.size()) ? rules.pieces[e.label].id : "?";
    j["id"] = e.a + 1;
    if (e.d >= 0)
        j["segment"] = segmentJson(e.b, e.c, e.d);
    else
        j["cell"] = cellJson(e.b, e.c);
    writeBoard(rules, j, e.e);
}

void readPiecePlace(const Ruleset &rules, const json &j, Event &e)
{
    e.label = std::int16_t(idField(j, "piece", rules.pieces, "piece"));
    e.a = intField(j, "id", 1, INT_MAX) - 1;
    if (const auto s = j.find("segment"); s != j.end()) {
        const auto [x, y, index] = readSegment(*s);
        e.b = x;
        e.c = y;
        e.d = index;
    } else {
        const auto [x, y] = readCell(fieldOf(j, "cell"));
        e.b = x;
        e.c = y;
        e.d = -1;
    }
    e.e = readBoard(rules, j);
}

// An option's or note's arguments under their declared names.
void writeArgs(const Ruleset &rules, json &j, const Action &a)
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
            out = playerJson(rules, v);
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

// The keys an action or event of a choice may have: its own, then the choice's arguments.
std::vector<std::string> withArgs(const Ruleset &rules, int choice, std::vector<std::string> keys)
{
    for (const ChoiceArg &arg : rules.choices[choice].args)
        keys.push_back(arg.name);
    return keys;
}

std::vector<std::string> eventKeys(EventKind kind)
{
    switch (kind) {
    case EventKind::TurnStarted:
        return {"turn"};
    case EventKind::Drawn:
        return {"zone", "tile", "card"};
    case EventKind::Rolled:
        return {"die", "value"};
    case EventKind::TilePlaced:
        return {"tile", "x", "y", "face", "rotation", "mirrored", "board", "drawn_in"};
    case EventKind::TileRemoved:
        return {"tile", "x", "y", "face", "rotation", "mirrored", "board"};
    case EventKind::CellPainted:
        return {"cell", "terrain", "board"};
    case EventKind::TileDiscarded:
        return {"tile", "zone"};
    case EventKind::PieceDeployed:
    case EventKind::PieceRemoved:
    case EventKind::PieceLost:
        return {"piece", "id", "segment", "cell", "board"};
    case EventKind::FeatureCompleted:
        return {"terrain", "tiles", "segment", "board"};
    case EventKind::ScoreChanged:
        return {"points", "reason", "total", "segment"};
    case EventKind::ItemMoved:
        return {"from", "to", "tile", "card", "to_player"};
    case EventKind::Note:
        return {"choice"};
    case EventKind::GameEnded:
        return {"turns"};
    case EventKind::ItemTaken:
    case EventKind::ItemPut:
    case EventKind::Shuffled:
        return {"zone", "tile", "card", "owner"};
    case EventKind::CardDiscarded:
        return {"card", "zone"};
    case EventKind::PileAdded:
    case EventKind::PileTaken:
        return {"card", "tile_at"};
    case EventKind::PieceMoved:
        return {"piece", "id", "from", "to", "board"};
    case EventKind::VariableChanged:
        return {"variable", "value", "was"};
    }
    return {};
}

} // namespace

std::string shownValue(const json &v)
{
    if (v.is_array())
        return "a list";
    if (v.is_object())
        return "an object";
    std::string text = v.dump();
    if (text.size() > 60)
        text = text.substr(0, 56) + "...";
    return text;
}

int intValue(const json &v, const char *key, int min, int max)
{
    // nlohmann reads a non-negative whole number as unsigned, a negative one as signed.
    bool inRange = false;
    if (v.is_number_unsigned())
        inRange = v.get<std::uint64_t>() <= std::uint64_t(std::max(max, 0)) && std::int64_t(v.get<std::uint64_t>()) >= min;
    else if (v.is_number_integer())
        inRange = v.get<std::int64_t>() >= min && v.get<std::int64_t>() <= max;
    if (!inRange)
        throw LogFieldError(std::string("'") + key + "' must be a whole number from " + std::to_string(min) + " to "
                            + std::to_string(max) + ", not " + shownValue(v));
    return int(v.get<std::int64_t>());
}

int intField(const json &j, const char *key, int min, int max)
{
    return intValue(fieldOf(j, key), key, min, max);
}

std::int64_t int64Field(const json &j, const char *key)
{
    const json &v = fieldOf(j, key);
    if (!v.is_number_integer() || (v.is_number_unsigned() && v.get<std::uint64_t>() > std::uint64_t(INT64_MAX)))
        throw LogFieldError(std::string("'") + key + "' must be a whole number from " + std::to_string(INT64_MIN)
                            + " to " + std::to_string(INT64_MAX) + ", not " + shownValue(v));
    return v.get<std::int64_t>();
}

std::uint64_t uint64Field(const json &j, const char *key)
{
    const json &v = fieldOf(j, key);
    if (!v.is_number_unsigned())
        throw LogFieldError(std::string("'") + key + "' must be a whole number from 0 to " + std::to_string(UINT64_MAX)
                            + ", not " + shownValue(v));
    return v.get<std::uint64_t>();
}

std::string stringField(const json &j, const char *key)
{
    return stringValue(fieldOf(j, key), key);
}

void checkKeys(const json &j, std::initializer_list<const char *> allowed, const char *what)
{
    checkKeysIn(j, std::vector<std::string>(allowed.begin(), allowed.end()), what);
}

json playerJson(const Ruleset &rules, int player)
{
    return json{{"seat", player + 1}, {"name", playerName(rules, player)}};
}

int parsePlayer(const json &j, int players)
{
    if (j.is_null())
        return -1;
    if (j.is_object())
        checkKeys(j, {"seat", "name"}, "a player");
    const int seat = j.is_object() ? intField(j, "seat", INT_MIN, INT_MAX) : intValue(j, "seat", INT_MIN, INT_MAX);
    if (seat < 1 || seat > players)
        throw LogFieldError("seat " + std::to_string(seat) + " does not exist (1.." + std::to_string(players) + ")");
    return seat - 1;
}

json actionJson(const Ruleset &rules, const Action &a)
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
        writeArgs(rules, j, a);
        break;
    }
    j["text"] = describe(rules, a);
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

json eventJson(const Ruleset &rules, const Event &e)
{
    json j{{"kind", eventKindName(e.kind)}};
    if (e.player >= 0)
        j["player"] = playerJson(rules, e.player);
    auto idAt = [](const auto &items, int i) { return i >= 0 && i < int(items.size()) ? items[i].id : std::string("?"); };
    switch (e.kind) {
    case EventKind::TurnStarted:
        j["turn"] = e.a;
        break;
    case EventKind::Drawn:
        j["zone"] = idAt(rules.zones, e.label);
        writeItem(rules, j, e.label, e.a);
        break;
    case EventKind::Rolled:
        j["die"] = idAt(rules.dice, e.label);
        j["value"] = e.a;
        break;
    case EventKind::TilePlaced:
        writePlacement(rules, j, e.a, e.b, e.c, e.d);
        writeBoard(rules, j, e.label);
        if (e.e > 0)
            j["drawn_in"] = idAt(rules.terrains, e.e - 1);
        break;
    case EventKind::TileRemoved:
        writePlacement(rules, j, e.a, e.b, e.c, e.d);
        writeBoard(rules, j, e.label);
        break;
    case EventKind::CellPainted:
        j["cell"] = cellJson(e.b, e.c);
        j["terrain"] = idAt(rules.terrains, e.label);
        writeBoard(rules, j, e.e);
        break;
    case EventKind::TileDiscarded:
        j["tile"] = idAt(rules.tiles, e.a);
        if (e.label >= 0)
            j["zone"] = idAt(rules.zones, e.label);
        break;
    case EventKind::PieceDeployed:
    case EventKind::PieceRemoved:
        writePiecePlace(rules, j, e);
        break;
    case EventKind::FeatureCompleted:
        j["terrain"] = idAt(rules.terrains, e.label);
        j["tiles"] = e.a;
        j["segment"] = segmentJson(e.b, e.c, e.d);
        writeBoard(rules, j, e.e);
        break;
    case EventKind::ScoreChanged:
        j["points"] = e.a;
        j["reason"] = idAt(rules.reasons, e.label);
        j["total"] = e.b;
        if (e.e >= 0)
            j["segment"] = segmentJson(e.c, e.d, e.e);
        break;
    case EventKind::ItemMoved:
        j["from"] = idAt(rules.zones, e.label);
        j["to"] = idAt(rules.zones, e.b);
        writeItem(rules, j, e.label, e.a);
        if (e.c >= 0)
            j["to_player"] = playerJson(rules, e.c);
        break;
    case EventKind::Note:
        j["choice"] = idAt(rules.choices, e.label);
        writeArgs(rules, j, {ActionKind::Option, e.label, e.a, e.b, e.c, e.d});
        break;
    case EventKind::GameEnded:
        j["turns"] = e.a;
        break;
    case EventKind::ItemTaken:
    case EventKind::ItemPut:
    case EventKind::Shuffled:
        j["zone"] = idAt(rules.zones, e.label);
        if (e.kind != EventKind::Shuffled)
            writeItem(rules, j, e.label, e.a);
        if (e.b >= 0)
            j["owner"] = playerJson(rules, e.b);
        break;
    case EventKind::CardDiscarded:
        j["card"] = idAt(rules.cards, e.a);
        if (e.label >= 0)
            j["zone"] = idAt(rules.zones, e.label);
        break;
    case EventKind::PileAdded:
    case EventKind::PileTaken:
        j["card"] = idAt(rules.cards, e.a);
        j["tile_at"] = cellJson(e.b, e.c);
        break;
    case EventKind::PieceMoved:
        j["piece"] = idAt(rules.pieces, e.label);
        j["id"] = e.a + 1;
        j["from"] = cellJson(e.b, e.c);
        j["to"] = cellJson(e.d, e.e);
        writeBoard(rules, j, e.f);
        break;
    case EventKind::PieceLost:
        writePiecePlace(rules, j, e);
        break;
    case EventKind::VariableChanged:
        j["variable"] = idAt(rules.variables, e.label);
        j["value"] = Event::wide(e.a, e.b);
        j["was"] = Event::wide(e.c, e.d);
        break;
    }
    j["text"] = describe(rules, e);
    return j;
}

Event parseEvent(const Ruleset &rules, const json &j)
{
    Event e;
    if (!j.is_object())
        throw LogFieldError("an event must be an object, not " + shownValue(j));
    const std::string kind = stringField(j, "kind");
    if (!eventKindFromName(kind, e.kind))
        throw LogFieldError("unknown event kind '" + kind + "'");
    std::vector<std::string> keys = eventKeys(e.kind);
    keys.insert(keys.end(), {"kind", "player", "text"});
    if (e.kind == EventKind::Note)
        keys = withArgs(rules, idField(j, "choice", rules.choices, "choice"), keys);
    checkKeysIn(j, keys, ("a " + kind + " event").c_str());
    if (const auto p = j.find("player"); p != j.end())
        e.player = std::int8_t(parsePlayer(*p, rules.maxPlayers));
    auto label = [&](const char *key, const auto &items, const char *what) {
        e.label = std::int16_t(idField(j, key, items, what));
    };
    switch (e.kind) {
    case EventKind::TurnStarted:
        e.a = intField(j, "turn", 0, INT_MAX);
        break;
    case EventKind::Drawn:
        label("zone", rules.zones, "zone");
        e.a = readItem(rules, j, e.label);
        break;
    case EventKind::Rolled:
        label("die", rules.dice, "die");
        e.a = intField(j, "value", INT_MIN, INT_MAX);
        break;
    case EventKind::TilePlaced:
    case EventKind::TileRemoved: {
        const auto [type, orientation] = readPlacement(rules, j);
        e.label = std::int16_t(readBoard(rules, j));
        e.a = type;
        e.b = intField(j, "x", -kMaxC, kMaxC);
        e.c = intField(j, "y", -kMaxC, kMaxC);
        e.d = orientation;
        if (j.contains("drawn_in"))
            e.e = idField(j, "drawn_in", rules.terrains, "terrain") + 1;
        break;
    }
    case EventKind::CellPainted: {
        label("terrain", rules.terrains, "terrain");
        const auto [x, y] = readCell(fieldOf(j, "cell"));
        e.b = x;
        e.c = y;
        e.e = readBoard(rules, j);
        break;
    }
    case EventKind::TileDiscarded:
        e.a = idField(j, "tile", rules.tiles, "tile");
        if (j.contains("zone"))
            label("zone", rules.zones, "zone");
        break;
    case EventKind::PieceDeployed:
    case EventKind::PieceRemoved:
    case EventKind::PieceLost:
        readPiecePlace(rules, j, e);
        break;
    case EventKind::FeatureCompleted: {
        label("terrain", rules.terrains, "terrain");
        e.a = intField(j, "tiles", 0, INT_MAX);
        const auto [x, y, index] = readSegment(fieldOf(j, "segment"));
        e.b = x;
        e.c = y;
        e.d = index;
        e.e = readBoard(rules, j);
        break;
    }
    case EventKind::ScoreChanged:
        label("reason", rules.reasons, "reason");
        e.a = intField(j, "points", INT_MIN, INT_MAX);
        e.b = intField(j, "total", INT_MIN, INT_MAX);
        e.e = -1;
        if (const auto s = j.find("segment"); s != j.end()) {
            const auto [x, y, index] = readSegment(*s);
            e.c = x;
            e.d = y;
            e.e = index;
        }
        break;
    case EventKind::ItemMoved:
        label("from", rules.zones, "zone");
        e.b = idField(j, "to", rules.zones, "zone");
        e.a = readItem(rules, j, e.label);
        e.c = j.contains("to_player") ? parsePlayer(j.at("to_player"), rules.maxPlayers) : -1;
        break;
    case EventKind::Note: {
        label("choice", rules.choices, "choice");
        Action values{ActionKind::Option, e.label};
        readArgs(rules, j, values);
        e.a = values.a;
        e.b = values.b;
        e.c = values.c;
        e.d = values.d;
        break;
    }
    case EventKind::GameEnded:
        e.a = intField(j, "turns", 0, INT_MAX);
        break;
    case EventKind::ItemTaken:
    case EventKind::ItemPut:
    case EventKind::Shuffled:
        label("zone", rules.zones, "zone");
        if (e.kind != EventKind::Shuffled)
            e.a = readItem(rules, j, e.label);
        e.b = j.contains("owner") ? parsePlayer(j.at("owner"), rules.maxPlayers) : -1;
        break;
    case EventKind::CardDiscarded:
        e.a = idField(j, "card", rules.cards, "card");
        if (j.contains("zone"))
            label("zone", rules.zones, "zone");
        break;
    case EventKind::PileAdded:
    case EventKind::PileTaken: {
        e.a = idField(j, "card", rules.cards, "card");
        const auto [x, y] = readCell(fieldOf(j, "tile_at"));
        e.b = x;
        e.c = y;
        break;
    }
    case EventKind::PieceMoved: {
        label("piece", rules.pieces, "piece");
        e.a = intField(j, "id", 1, INT_MAX) - 1;
        const auto [fromX, fromY] = readCell(fieldOf(j, "from"));
        const auto [toX, toY] = readCell(fieldOf(j, "to"));
        e.b = fromX;
        e.c = fromY;
        e.d = toX;
        e.e = toY;
        e.f = readBoard(rules, j);
        break;
    }
    case EventKind::VariableChanged: {
        label("variable", rules.variables, "variable");
        const std::int64_t value = int64Field(j, "value");
        const std::int64_t was = int64Field(j, "was");
        e.a = Event::low(value);
        e.b = Event::high(value);
        e.c = Event::low(was);
        e.d = Event::high(was);
        break;
    }
    }
    return e;
}

} // namespace tw
