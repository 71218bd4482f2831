// Events as log objects (logfields.h): eventJson and parseEvent.

#include "logfields.h"

#include "log/eventtext.h"
#include "logfieldparts.h"

#include <climits>

namespace tw {

using namespace logparts;

namespace {

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

json eventJson(const Ruleset &rules, int players, const Event &e)
{
    json j{{"kind", eventKindName(e.kind)}};
    if (e.player >= 0)
        j["player"] = playerJson(rules, players, e.player);
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
            j["to_player"] = playerJson(rules, players, e.c);
        break;
    case EventKind::Note:
        j["choice"] = idAt(rules.choices, e.label);
        writeArgs(rules, players, j, {ActionKind::Option, e.label, e.a, e.b, e.c, e.d});
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
            j["owner"] = playerJson(rules, players, e.b);
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
    j["text"] = describe(rules, players, e);
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
