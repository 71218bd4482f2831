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

std::string playerName(const Ruleset &rules, int player)
{
    if (player < 0)
        return "Game";
    return player < int(rules.seats.size()) ? rules.seats[player].name : "Player " + std::to_string(player + 1);
}

std::string describe(const Ruleset &rules, const Event &e)
{
    const std::string who = playerName(rules, e.player);
    const std::string label = labelName(rules, e);
    auto textOf = [&](const auto &items) {
        return e.label >= 0 && e.label < int(items.size()) ? items[e.label].text : label;
    };
    switch (e.kind) {
    case EventKind::TurnStarted: return "Turn " + std::to_string(e.a) + ": " + who;
    case EventKind::Drawn: return who + " drew " + itemName(rules, e.label, e.a) + " from " + textOf(rules.zones);
    case EventKind::Rolled: return who + " rolled " + std::to_string(e.a);
    case EventKind::TilePlaced:
        return who + " placed " + tileName(rules, e.a) + " at " + std::to_string(e.b) + "," + std::to_string(e.c)
             + " (orientation " + std::to_string(e.d + 1) + ")";
    case EventKind::TileDiscarded: return who + " discarded " + tileName(rules, e.a) + ": it fits nowhere";
    case EventKind::PieceDeployed:
        return who + " deployed a " + label + " at " + std::to_string(e.c) + "," + std::to_string(e.d);
    case EventKind::PieceRemoved:
        return who + " took back a " + label + " from " + std::to_string(e.c) + "," + std::to_string(e.d);
    case EventKind::FeatureCompleted:
        return textOf(rules.terrains) + " completed (" + std::to_string(e.b) + " tiles)";
    case EventKind::ScoreChanged:
        return who + (e.a < 0 ? " loses " : " scores ") + std::to_string(e.a < 0 ? -e.a : e.a) + " for "
             + textOf(rules.reasons) + " (total " + std::to_string(e.c) + ")";
    case EventKind::ItemMoved: return who + " moved " + itemName(rules, e.label, e.a) + " from " + textOf(rules.zones);
    case EventKind::Note: return who + ": " + textOf(rules.choices);
    case EventKind::GameEnded: return "Game over after " + std::to_string(e.a) + " turns";
    }
    return {};
}

std::string describe(const Ruleset &rules, const Action &a, int tileType)
{
    switch (a.kind) {
    case ActionKind::Draw: return "draw " + tileName(rules, a.a);
    case ActionKind::Roll: return "roll " + std::to_string(a.a);
    case ActionKind::Place:
        return "place " + (tileType >= 0 ? tileName(rules, tileType) + " " : std::string()) + "at "
             + std::to_string(a.a) + "," + std::to_string(a.b) + " orientation " + std::to_string(a.c + 1);
    case ActionKind::Option: {
        const std::string text = a.tag >= 0 && a.tag < int(rules.choices.size()) ? rules.choices[a.tag].text : "?";
        return text + " (" + std::to_string(a.a) + ")";
    }
    }
    return {};
}

} // namespace tw
