#include "eventtext.h"

#include <array>

namespace tw {

namespace {

struct KindInfo
{
    EventKind kind;
    const char *name;
    LabelKind label;
};

constexpr std::array<KindInfo, 12> kEvents{{
    {EventKind::TurnStarted, "turn", LabelKind::None},
    {EventKind::Drawn, "drawn", LabelKind::Zone},
    {EventKind::Rolled, "rolled", LabelKind::Die},
    {EventKind::TilePlaced, "tile_placed", LabelKind::Board},
    {EventKind::TileDiscarded, "tile_discarded", LabelKind::Zone},
    {EventKind::PieceDeployed, "piece_deployed", LabelKind::Piece},
    {EventKind::PieceRemoved, "piece_removed", LabelKind::Piece},
    {EventKind::FeatureCompleted, "feature_completed", LabelKind::Terrain},
    {EventKind::ScoreChanged, "score", LabelKind::Reason},
    {EventKind::ItemMoved, "item_moved", LabelKind::Zone},
    {EventKind::Note, "note", LabelKind::Choice},
    {EventKind::GameEnded, "game_ended", LabelKind::None},
}};

constexpr std::array<const char *, 4> kActions{"draw", "roll", "place", "option"};

template<typename T>
std::string idAt(const std::vector<T> &items, int i)
{
    return i >= 0 && i < int(items.size()) ? items[i].id : std::string();
}

template<typename T>
int indexOfId(const std::vector<T> &items, const std::string &id)
{
    for (std::size_t i = 0; i < items.size(); ++i)
        if (items[i].id == id)
            return int(i);
    return -1;
}

std::string tileName(const Ruleset &rules, int type)
{
    return type >= 0 && type < int(rules.tiles.size()) ? rules.tiles[type].id : "?";
}

// A zone's item: a tile type or a card, by the zone's kind of items.
std::string itemName(const Ruleset &rules, int zone, int item)
{
    if (zone >= 0 && zone < int(rules.zones.size()) && rules.zones[zone].items == ItemKind::Cards)
        return item >= 0 && item < int(rules.cards.size()) ? rules.cards[item].text : "?";
    return tileName(rules, item);
}

} // namespace

const char *eventKindName(EventKind kind)
{
    return kEvents[std::size_t(kind)].name;
}

bool eventKindFromName(std::string_view name, EventKind &kind)
{
    for (const KindInfo &k : kEvents)
        if (name == k.name) {
            kind = k.kind;
            return true;
        }
    return false;
}

const char *actionKindName(ActionKind kind)
{
    return kActions[std::size_t(kind)];
}

bool actionKindFromName(std::string_view name, ActionKind &kind)
{
    for (std::size_t i = 0; i < kActions.size(); ++i)
        if (name == kActions[i]) {
            kind = ActionKind(i);
            return true;
        }
    return false;
}

LabelKind labelKind(EventKind kind)
{
    return kEvents[std::size_t(kind)].label;
}

std::string labelName(const Ruleset &rules, const Event &e)
{
    switch (labelKind(e.kind)) {
    case LabelKind::None: return {};
    case LabelKind::Zone: return idAt(rules.zones, e.label);
    case LabelKind::Die: return idAt(rules.dice, e.label);
    case LabelKind::Board: return e.label >= 0 ? std::to_string(e.label + 1) : std::string();
    case LabelKind::Piece: return idAt(rules.pieces, e.label);
    case LabelKind::Terrain: return idAt(rules.terrains, e.label);
    case LabelKind::Reason: return idAt(rules.reasons, e.label);
    case LabelKind::Choice: return idAt(rules.choices, e.label);
    }
    return {};
}

int labelFromName(const Ruleset &rules, EventKind kind, const std::string &name)
{
    if (name.empty())
        return -1;
    switch (labelKind(kind)) {
    case LabelKind::None: return -1;
    case LabelKind::Zone: return indexOfId(rules.zones, name);
    case LabelKind::Die: return indexOfId(rules.dice, name);
    case LabelKind::Board: return std::atoi(name.c_str()) - 1;
    case LabelKind::Piece: return indexOfId(rules.pieces, name);
    case LabelKind::Terrain: return indexOfId(rules.terrains, name);
    case LabelKind::Reason: return indexOfId(rules.reasons, name);
    case LabelKind::Choice: return indexOfId(rules.choices, name);
    }
    return -1;
}

namespace {

constexpr const char *kTurn = "Turn {n}: {who}";
constexpr const char *kDrew = "{who} drew {item} from {zone}";
constexpr const char *kRolled = "{who} rolled {n}";
constexpr const char *kPlaced = "{who} placed {tile} at {x},{y} (orientation {o})";
constexpr const char *kDiscarded = "{who} discarded {tile}: it fits nowhere";
constexpr const char *kDeployed = "{who} deployed a {piece} at {x},{y}";
constexpr const char *kRemoved = "{who} took back a {piece} from {x},{y}";
constexpr const char *kCompleted = "{terrain} completed ({n} tiles)";
constexpr const char *kScores = "{who} scores {n} for {reason} (total {total})";
constexpr const char *kLoses = "{who} loses {n} for {reason} (total {total})";
constexpr const char *kMoved = "{who} moved {item} from {zone}";
constexpr const char *kNote = "{who}: {choice}";
constexpr const char *kGameOver = "Game over after {n} turns";
constexpr const char *kGame = "Game";
constexpr const char *kPlayer = "Player {n}";
constexpr const char *kDraw = "draw {tile}";
constexpr const char *kRoll = "roll {n}";
constexpr const char *kPlace = "place {tile} at {x},{y} orientation {o}";
constexpr const char *kPlaceAt = "place at {x},{y} orientation {o}";
constexpr const char *kOption = "{choice} ({n})";

struct Arg
{
    const char *name;
    std::string value;
};

// The template in the reader's language with each {name} replaced by its value.
std::string phrase(const Phrasebook &phrases, const char *english, std::initializer_list<Arg> args)
{
    const std::string text = phrases ? phrases(english) : std::string(english);
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const std::size_t close = text[i] == '{' ? text.find('}', i) : std::string::npos;
        const Arg *arg = nullptr;
        if (close != std::string::npos) {
            const std::string_view name(text.data() + i + 1, close - i - 1);
            for (const Arg &a : args)
                arg = name == a.name ? &a : arg;
        }
        if (!arg) {
            out += text[i];
            continue;
        }
        out += arg->value;
        i = close;
    }
    return out;
}

std::string str(int n)
{
    return std::to_string(n);
}

} // namespace

const std::vector<const char *> &phraseTemplates()
{
    static const std::vector<const char *> all{kTurn, kDrew, kRolled, kPlaced, kDiscarded, kDeployed, kRemoved,
                                               kCompleted, kScores, kLoses, kMoved, kNote, kGameOver, kGame,
                                               kPlayer, kDraw, kRoll, kPlace, kPlaceAt, kOption};
    return all;
}

std::string playerName(const Ruleset &rules, int player, const Phrasebook &phrases)
{
    if (player < 0)
        return phrase(phrases, kGame, {});
    return player < int(rules.seats.size()) ? rules.seats[player].name : phrase(phrases, kPlayer, {{"n", str(player + 1)}});
}

std::string describe(const Ruleset &rules, const Event &e, const Phrasebook &phrases)
{
    const std::string who = playerName(rules, e.player, phrases);
    const std::string label = labelName(rules, e);
    auto textOf = [&](const auto &items) {
        return e.label >= 0 && e.label < int(items.size()) ? items[e.label].text : label;
    };
    switch (e.kind) {
    case EventKind::TurnStarted: return phrase(phrases, kTurn, {{"n", str(e.a)}, {"who", who}});
    case EventKind::Drawn:
        return phrase(phrases, kDrew, {{"who", who}, {"item", itemName(rules, e.label, e.a)}, {"zone", textOf(rules.zones)}});
    case EventKind::Rolled: return phrase(phrases, kRolled, {{"who", who}, {"n", str(e.a)}});
    case EventKind::TilePlaced:
        return phrase(phrases, kPlaced,
                      {{"who", who}, {"tile", tileName(rules, e.a)}, {"x", str(e.b)}, {"y", str(e.c)}, {"o", str(e.d + 1)}});
    case EventKind::TileDiscarded: return phrase(phrases, kDiscarded, {{"who", who}, {"tile", tileName(rules, e.a)}});
    case EventKind::PieceDeployed:
        return phrase(phrases, kDeployed, {{"who", who}, {"piece", label}, {"x", str(e.c)}, {"y", str(e.d)}});
    case EventKind::PieceRemoved:
        return phrase(phrases, kRemoved, {{"who", who}, {"piece", label}, {"x", str(e.c)}, {"y", str(e.d)}});
    case EventKind::FeatureCompleted:
        return phrase(phrases, kCompleted, {{"terrain", textOf(rules.terrains)}, {"n", str(e.b)}});
    case EventKind::ScoreChanged:
        return phrase(phrases, e.a < 0 ? kLoses : kScores,
                      {{"who", who}, {"n", str(e.a < 0 ? -e.a : e.a)}, {"reason", textOf(rules.reasons)}, {"total", str(e.c)}});
    case EventKind::ItemMoved:
        return phrase(phrases, kMoved, {{"who", who}, {"item", itemName(rules, e.label, e.a)}, {"zone", textOf(rules.zones)}});
    case EventKind::Note: return phrase(phrases, kNote, {{"who", who}, {"choice", textOf(rules.choices)}});
    case EventKind::GameEnded: return phrase(phrases, kGameOver, {{"n", str(e.a)}});
    }
    return {};
}

std::string describe(const Ruleset &rules, const Action &a, int tileType, const Phrasebook &phrases)
{
    switch (a.kind) {
    case ActionKind::Draw: return phrase(phrases, kDraw, {{"tile", tileName(rules, a.a)}});
    case ActionKind::Roll: return phrase(phrases, kRoll, {{"n", str(a.a)}});
    case ActionKind::Place:
        if (tileType < 0)
            return phrase(phrases, kPlaceAt, {{"x", str(a.a)}, {"y", str(a.b)}, {"o", str(a.c + 1)}});
        return phrase(phrases, kPlace,
                      {{"tile", tileName(rules, tileType)}, {"x", str(a.a)}, {"y", str(a.b)}, {"o", str(a.c + 1)}});
    case ActionKind::Option: {
        const std::string text = a.tag >= 0 && a.tag < int(rules.choices.size()) ? rules.choices[a.tag].text : "?";
        return phrase(phrases, kOption, {{"choice", text}, {"n", str(a.a)}});
    }
    }
    return {};
}

} // namespace tw
