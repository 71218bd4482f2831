#include "logfields.h"

#include "log/eventtext.h"

namespace tw {

using json = nlohmann::ordered_json;

namespace {

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
    return indexOf(items, j.at(key).get<std::string>(), what);
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
    return {j.at("x").get<int>(), j.at("y").get<int>(), j.at("index").get<int>() - 1};
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
            if (faceName(rules, type, int(i)) == (f->is_string() ? f->get<std::string>() : std::to_string(f->get<int>())))
                face = int(i);
        if (face < 0)
            throw LogFieldError("tile '" + tile.id + "' has no face '" + f->dump() + "'");
    }
    const int step = 360 / rules.grid.directionCount();
    const int degrees = j.value("rotation", 0);
    if (degrees % step != 0 || degrees < 0 || degrees >= 360)
        throw LogFieldError("a rotation of " + std::to_string(degrees)
                            + " degrees is not a turn of this grid (steps of " + std::to_string(step) + ")");
    const bool mirrored = j.value("mirrored", false);
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

int readBoard(const json &j)
{
    return j.value("board", 1) - 1;
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
    e.a = j.at("id").get<int>() - 1;
    if (const auto s = j.find("segment"); s != j.end()) {
        const auto [x, y, index] = readSegment(*s);
        e.b = x;
        e.c = y;
        e.d = index;
    } else {
        e.b = j.at("cell").at("x").get<int>();
        e.c = j.at("cell").at("y").get<int>();
        e.d = -1;
    }
    e.e = readBoard(j);
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
        const json &in = j.at(arg.name);
        switch (arg.kind) {
        case ArgKind::Segment: {
            const auto [x, y, index] = readSegment(in);
            a.setValue(slot, x);
            a.setValue(slot + 1, y);
            a.setValue(slot + 2, index);
            break;
        }
        case ArgKind::Cell:
            a.setValue(slot, in.at("x").get<int>());
            a.setValue(slot + 1, in.at("y").get<int>());
            break;
        case ArgKind::Piece:
            a.setValue(slot, in.get<int>() - 1);
            break;
        case ArgKind::Tile:
            a.setValue(slot, indexOf(rules.tiles, in.get<std::string>(), "tile"));
            break;
        case ArgKind::Card:
            a.setValue(slot, indexOf(rules.cards, in.get<std::string>(), "card"));
            break;
        case ArgKind::Zone:
            a.setValue(slot, indexOf(rules.zones, in.get<std::string>(), "zone"));
            break;
        case ArgKind::Player:
            a.setValue(slot, parsePlayer(in, rules.maxPlayers));
            break;
        case ArgKind::Number:
            a.setValue(slot, in.get<int>());
            break;
        }
        slot += argSlots(arg.kind);
    }
}

} // namespace

json playerJson(const Ruleset &rules, int player)
{
    return json{{"seat", player + 1}, {"name", playerName(rules, player)}};
}

int parsePlayer(const json &j, int players)
{
    if (j.is_null())
        return -1;
    const int seat = j.is_object() ? j.at("seat").get<int>() : j.get<int>();
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
    const std::string kind = j.at("kind").get<std::string>();
    if (!actionKindFromName(kind, a.kind))
        throw LogFieldError("unknown action kind '" + kind + "'");
    switch (a.kind) {
    case ActionKind::Draw:
        a.tag = std::int16_t(idField(j, "zone", rules.zones, "zone"));
        a.a = readItem(rules, j, a.tag);
        break;
    case ActionKind::Roll:
        a.tag = std::int16_t(idField(j, "die", rules.dice, "die"));
        a.a = j.at("value").get<int>();
        break;
    case ActionKind::Place: {
        const auto [type, orientation] = readPlacement(rules, j);
        a.tag = std::int16_t(type);
        a.a = j.at("x").get<int>();
        a.b = j.at("y").get<int>();
        a.c = orientation;
        break;
    }
    case ActionKind::Option:
        a.tag = std::int16_t(idField(j, "choice", rules.choices, "choice"));
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
    const std::string kind = j.at("kind").get<std::string>();
    if (!eventKindFromName(kind, e.kind))
        throw LogFieldError("unknown event kind '" + kind + "'");
    if (const auto p = j.find("player"); p != j.end())
        e.player = std::int8_t(parsePlayer(*p, rules.maxPlayers));
    auto label = [&](const char *key, const auto &items, const char *what) {
        e.label = std::int16_t(idField(j, key, items, what));
    };
    switch (e.kind) {
    case EventKind::TurnStarted:
        e.a = j.at("turn").get<int>();
        break;
    case EventKind::Drawn:
        label("zone", rules.zones, "zone");
        e.a = readItem(rules, j, e.label);
        break;
    case EventKind::Rolled:
        label("die", rules.dice, "die");
        e.a = j.at("value").get<int>();
        break;
    case EventKind::TilePlaced:
    case EventKind::TileRemoved: {
        const auto [type, orientation] = readPlacement(rules, j);
        e.label = std::int16_t(readBoard(j));
        e.a = type;
        e.b = j.at("x").get<int>();
        e.c = j.at("y").get<int>();
        e.d = orientation;
        if (j.contains("drawn_in"))
            e.e = idField(j, "drawn_in", rules.terrains, "terrain") + 1;
        break;
    }
    case EventKind::CellPainted:
        label("terrain", rules.terrains, "terrain");
        e.b = j.at("cell").at("x").get<int>();
        e.c = j.at("cell").at("y").get<int>();
        e.e = readBoard(j);
        break;
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
        e.a = j.at("tiles").get<int>();
        const auto [x, y, index] = readSegment(j.at("segment"));
        e.b = x;
        e.c = y;
        e.d = index;
        e.e = readBoard(j);
        break;
    }
    case EventKind::ScoreChanged:
        label("reason", rules.reasons, "reason");
        e.a = j.at("points").get<int>();
        e.b = j.at("total").get<int>();
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
        e.a = j.at("turns").get<int>();
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
    case EventKind::PileTaken:
        e.a = idField(j, "card", rules.cards, "card");
        e.b = j.at("tile_at").at("x").get<int>();
        e.c = j.at("tile_at").at("y").get<int>();
        break;
    case EventKind::PieceMoved:
        label("piece", rules.pieces, "piece");
        e.a = j.at("id").get<int>() - 1;
        e.b = j.at("from").at("x").get<int>();
        e.c = j.at("from").at("y").get<int>();
        e.d = j.at("to").at("x").get<int>();
        e.e = j.at("to").at("y").get<int>();
        e.f = readBoard(j);
        break;
    case EventKind::VariableChanged: {
        label("variable", rules.variables, "variable");
        const std::int64_t value = j.at("value").get<std::int64_t>();
        const std::int64_t was = j.at("was").get<std::int64_t>();
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
