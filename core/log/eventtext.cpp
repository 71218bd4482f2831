#include "eventtext.h"

#include <array>

namespace tw {

namespace {

struct KindInfo
{
    EventKind kind;
    const char *name;
};

constexpr std::array<KindInfo, kEventKindCount> kEvents{{
    {EventKind::TurnStarted, "turn"},
    {EventKind::Drawn, "drawn"},
    {EventKind::Rolled, "rolled"},
    {EventKind::TilePlaced, "tile_placed"},
    {EventKind::TileDiscarded, "tile_discarded"},
    {EventKind::PieceDeployed, "piece_deployed"},
    {EventKind::PieceRemoved, "piece_removed"},
    {EventKind::FeatureCompleted, "feature_completed"},
    {EventKind::ScoreChanged, "score"},
    {EventKind::ItemMoved, "item_moved"},
    {EventKind::Note, "note"},
    {EventKind::GameEnded, "game_ended"},
    {EventKind::ItemTaken, "item_taken"},
    {EventKind::ItemPut, "item_put"},
    {EventKind::Shuffled, "shuffled"},
    {EventKind::CardDiscarded, "card_discarded"},
    {EventKind::PileAdded, "pile_added"},
    {EventKind::PileTaken, "pile_taken"},
    {EventKind::PieceMoved, "piece_moved"},
    {EventKind::PieceLost, "piece_lost"},
    {EventKind::VariableChanged, "variable"},
    {EventKind::TileRemoved, "tile_removed"},
    {EventKind::CellPainted, "cell_painted"},
}};

constexpr std::array<const char *, 4> kActions{"draw", "roll", "place", "option"};

template<typename T>
std::string idAt(const std::vector<T> &items, int i)
{
    return i >= 0 && i < int(items.size()) ? items[i].id : std::string();
}

template<typename T>
std::string textAt(const std::vector<T> &items, int i)
{
    if (i < 0 || i >= int(items.size()))
        return "?";
    return items[i].text.empty() ? items[i].id : items[i].text;
}

// A cell coordinate for people: a sheet numbers its rows and columns from 1, as the studio
// draws them; other boards count from the first tile's 0.
std::string coord(const Ruleset &rules, int v)
{
    return std::to_string(rules.grid.bounded() ? v + 1 : v);
}

// A tile type's name for people: its `name`, else its id.
std::string tileName(const Ruleset &rules, int type)
{
    if (type < 0 || type >= int(rules.tiles.size()))
        return "?";
    const TileType &tile = rules.tiles[type];
    return tile.name.empty() ? tile.id : tile.name;
}

constexpr const char *kATile = "a tile";
constexpr const char *kACard = "a card";

// A zone's item: a tile type or a card, by the zone's kind of items; "a tile" or "a card"
// for an item not named (-1, see withoutItem).
std::string itemName(const Ruleset &rules, int zone, int item, const Phrasebook &phrases)
{
    const bool cards = zone >= 0 && zone < int(rules.zones.size()) && rules.zones[zone].items == ItemKind::Cards;
    if (item < 0) {
        const char *english = cards ? kACard : kATile;
        return phrases ? phrases(english) : english;
    }
    return cards ? textAt(rules.cards, item) : tileName(rules, item);
}

} // namespace

static_assert(
    [] {
        for (std::size_t i = 0; i < kEvents.size(); ++i)
            if (std::size_t(kEvents[i].kind) != i)
                return false;
        return true;
    }(),
    "kEvents lists every event kind in enum order");

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

std::string labelName(const Ruleset &rules, const Event &e)
{
    switch (e.kind) {
    case EventKind::Drawn:
    case EventKind::TileDiscarded:
    case EventKind::CardDiscarded:
    case EventKind::ItemMoved:
    case EventKind::ItemTaken:
    case EventKind::ItemPut:
    case EventKind::Shuffled:
        return idAt(rules.zones, e.label);
    case EventKind::VariableChanged:
        return idAt(rules.variables, e.label);
    case EventKind::Rolled:
        return idAt(rules.dice, e.label);
    case EventKind::TilePlaced:
    case EventKind::TileRemoved:
        return e.label >= 0 ? std::to_string(e.label + 1) : std::string();
    case EventKind::CellPainted:
        return idAt(rules.terrains, e.label);
    case EventKind::PieceDeployed:
    case EventKind::PieceRemoved:
    case EventKind::PieceMoved:
    case EventKind::PieceLost:
        return idAt(rules.pieces, e.label);
    case EventKind::FeatureCompleted:
        return idAt(rules.terrains, e.label);
    case EventKind::ScoreChanged:
        return idAt(rules.reasons, e.label);
    case EventKind::Note:
        return idAt(rules.choices, e.label);
    case EventKind::TurnStarted:
    case EventKind::PileAdded:
    case EventKind::PileTaken:
    case EventKind::GameEnded:
        return {};
    }
    return {};
}

std::string faceName(const Ruleset &rules, int tileType, int face)
{
    if (tileType < 0 || tileType >= int(rules.tiles.size()))
        return {};
    const TileType &t = rules.tiles[tileType];
    if (t.faces.size() < 2 || face < 0 || face >= int(t.faces.size()))
        return {};
    return t.faces[face].name.empty() ? std::to_string(face + 1) : t.faces[face].name;
}

int rotationDegrees(const Ruleset &rules, int rotationSteps)
{
    return rotationSteps * 360 / rules.grid.directionCount();
}

namespace {

constexpr const char *kTurn = "Turn {n}: {who}";
constexpr const char *kDrew = "{who} drew {item} from {zone}";
constexpr const char *kRolled = "{who} rolled {n}";
constexpr const char *kPlaced = "{who} placed {tile} at {x},{y} rotated {degrees} degrees";
constexpr const char *kPlacedFace = "{who} placed {tile}, {face} side up, at {x},{y} rotated {degrees} degrees";
constexpr const char *kMirrored = "{text}, mirrored";
constexpr const char *kDiscarded = "{who} discarded {tile}: it fits nowhere";
constexpr const char *kDeployed = "{who} deployed a {piece} at {x},{y}";
constexpr const char *kRemoved = "{who} took back a {piece} from {x},{y}";
constexpr const char *kCompleted = "{terrain} area completed ({n} tiles)";
constexpr const char *kScores = "{who} scores {n} for {reason} (total {total})";
constexpr const char *kLoses = "{who} loses {n} for {reason} (total {total})";
constexpr const char *kMoved = "{who} moved {item} from {zone} to {to}";
constexpr const char *kNote = "{who}: {choice}";
constexpr const char *kNoteArgs = "{who}: {choice}: {args}";
constexpr const char *kGameOver = "Game over after {n} turns";
constexpr const char *kTook = "{who} took {item} from {zone}";
constexpr const char *kTookOwned = "{who} took {item} from {owner}'s {zone}";
constexpr const char *kPut = "{who} put {item} into {zone}";
constexpr const char *kPutOwned = "{who} put {item} into {owner}'s {zone}";
constexpr const char *kShuffled = "{who} shuffled {zone}";
constexpr const char *kShuffledOwned = "{who} shuffled {owner}'s {zone}";
constexpr const char *kCardDiscarded = "{who} discarded {card}";
constexpr const char *kCardDiscardedTo = "{who} discarded {card} to {zone}";
constexpr const char *kPileAdded = "{who} laid {card} on the tile at {x},{y}";
constexpr const char *kPileTaken = "{who} took {card} from the tile at {x},{y}";
constexpr const char *kPieceMoved = "{who} moved their {piece} from {x},{y} to {tx},{ty}";
constexpr const char *kPieceLost = "{who} lost their {piece} at {x},{y}: it leaves the game";
constexpr const char *kVariable = "{who}: {variable} went from {old} to {n}";
constexpr const char *kDrawnIn = "{text}, drawn in {terrain}";
constexpr const char *kTileRemoved = "{who} removed {tile} from {x},{y}";
constexpr const char *kCellPainted = "{who} made {x},{y} {terrain}";
constexpr const char *kGame = "Game";
constexpr const char *kPlayer = "Player {n}";
constexpr const char *kDraw = "draw {item} from {zone}";
constexpr const char *kRoll = "roll {n}";
constexpr const char *kPlace = "place {tile} at {x},{y} rotated {degrees} degrees";
constexpr const char *kPlaceFace = "place {tile}, {face} side up, at {x},{y} rotated {degrees} degrees";
constexpr const char *kOptionArgs = "{choice}: {args}";
constexpr const char *kSegmentArg = "segment {n} of the tile at {x},{y}";
constexpr const char *kPieceArg = "piece {n}";

struct Arg
{
    std::string_view name;
    std::string value;
};

// `text` with each {name} of `args` replaced by its value; every other character kept.
std::string fillIn(std::string_view text, const Arg *args, std::size_t count)
{
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const std::size_t close = text[i] == '{' ? text.find('}', i) : std::string::npos;
        const Arg *arg = nullptr;
        if (close != std::string::npos) {
            const std::string_view name = text.substr(i + 1, close - i - 1);
            for (std::size_t a = 0; a < count; ++a)
                arg = name == args[a].name ? &args[a] : arg;
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

// The template in the reader's language with each {name} replaced by its value.
std::string phrase(const Phrasebook &phrases, const char *english, std::initializer_list<Arg> args)
{
    const std::string text = phrases ? phrases(english) : std::string(english);
    return fillIn(text, args.begin(), args.size());
}

std::string str(int n)
{
    return std::to_string(n);
}

// "Red placed valley_end at 0,1 rotated 90 degrees" (who empty: the action's wording).
std::string placementText(const Ruleset &rules, const std::string &who, int type, Coord at, int orientation,
                          const Phrasebook &phrases)
{
    const bool known = type >= 0 && type < int(rules.tiles.size()) && orientation >= 0
        && orientation < int(rules.tiles[type].orientations.size());
    const Orientation *o = known ? &rules.tiles[type].orientations[orientation] : nullptr;
    const std::string face = o ? faceName(rules, type, o->face) : std::string();
    const std::string degrees = str(o ? rotationDegrees(rules, o->rotation) : 0);
    const bool action = who.empty();
    const char *english = face.empty() ? (action ? kPlace : kPlaced) : (action ? kPlaceFace : kPlacedFace);
    std::string text = phrase(phrases, english,
                              {{"who", who},
                               {"tile", tileName(rules, type)},
                               {"face", face},
                               {"x", coord(rules, at.x)},
                               {"y", coord(rules, at.y)},
                               {"degrees", degrees}});
    if (o && o->mirrored)
        text = phrase(phrases, kMirrored, {{"text", text}});
    return text;
}

// Each argument of an option or note in the ruleset's words, in the order declared.
std::vector<std::string> argumentTexts(const Ruleset &rules, int players, const Action &a, const Phrasebook &phrases)
{
    std::vector<std::string> texts;
    if (a.tag < 0 || a.tag >= int(rules.choices.size()))
        return texts;
    int slot = 0;
    for (const ChoiceArg &arg : rules.choices[a.tag].args) {
        const int v = a.value(slot);
        switch (arg.kind) {
        case ArgKind::Segment:
            texts.push_back(phrase(
                phrases, kSegmentArg,
                {{"n", str(a.value(slot + 2) + 1)}, {"x", coord(rules, v)}, {"y", coord(rules, a.value(slot + 1))}}));
            break;
        case ArgKind::Cell:
            texts.push_back(coord(rules, v) + "," + coord(rules, a.value(slot + 1)));
            break;
        case ArgKind::Piece:
            texts.push_back(phrase(phrases, kPieceArg, {{"n", str(v + 1)}}));
            break;
        case ArgKind::Tile:
            texts.push_back(tileName(rules, v));
            break;
        case ArgKind::Card:
            texts.push_back(textAt(rules.cards, v));
            break;
        case ArgKind::Zone:
            texts.push_back(textAt(rules.zones, v));
            break;
        case ArgKind::Player:
            texts.push_back(playerName(rules, players, v, phrases));
            break;
        case ArgKind::Number:
            texts.push_back(str(v));
            break;
        }
        slot += argSlots(arg.kind);
    }
    return texts;
}

// A note in its choice's `note` template, or "<who>: <text>[: <arguments>]".
std::string noteText(const Ruleset &rules, int players, const Event &e, const std::string &who, const Phrasebook &phrases)
{
    const Action values{ActionKind::Option, e.label, e.a, e.b, e.c, e.d};
    if (e.label >= 0 && e.label < int(rules.choices.size()) && !rules.choices[e.label].note.empty()) {
        const ChoiceDef &choice = rules.choices[e.label];
        std::vector<Arg> args{{"who", who}};
        std::vector<std::string> texts = argumentTexts(rules, players, values, phrases);
        for (std::size_t i = 0; i < texts.size(); ++i)
            args.push_back({choice.args[i].name, std::move(texts[i])});
        return fillIn(choice.note, args.data(), args.size());
    }
    const std::string args = describeArguments(rules, players, values, phrases);
    return phrase(phrases, args.empty() ? kNote : kNoteArgs,
                  {{"who", who}, {"choice", textAt(rules.choices, e.label)}, {"args", args}});
}

} // namespace

std::string describeArguments(const Ruleset &rules, int players, const Action &a, const Phrasebook &phrases)
{
    std::string text;
    for (const std::string &arg : argumentTexts(rules, players, a, phrases))
        text += (text.empty() ? "" : ", ") + arg;
    return text;
}

const std::vector<const char *> &phraseTemplates()
{
    static const std::vector<const char *> all{
        kTurn,          kDrew,          kRolled,          kPlaced,    kPlacedFace, kMirrored,
        kDiscarded,     kDeployed,      kRemoved,         kCompleted, kScores,     kLoses,
        kMoved,         kNote,          kNoteArgs,        kGameOver,  kGame,       kPlayer,
        kDraw,          kRoll,          kPlace,           kPlaceFace, kOptionArgs, kSegmentArg,
        kPieceArg,      kTook,          kTookOwned,       kPut,       kPutOwned,   kShuffled,
        kShuffledOwned, kCardDiscarded, kCardDiscardedTo, kPileAdded, kPileTaken,  kPieceMoved,
        kPieceLost,     kVariable,      kATile,           kACard,     kDrawnIn,    kTileRemoved,
        kCellPainted};
    return all;
}

std::string playerName(const Ruleset &rules, int players, int player, const Phrasebook &phrases)
{
    if (player < 0)
        return phrase(phrases, kGame, {});
    return player < int(rules.seats.size()) ? rules.seatName(player, players)
                                            : phrase(phrases, kPlayer, {{"n", str(player + 1)}});
}

std::string describe(const Ruleset &rules, int players, const Event &e, const Phrasebook &phrases)
{
    const std::string who = playerName(rules, players, e.player, phrases);
    switch (e.kind) {
    case EventKind::TurnStarted:
        return phrase(phrases, kTurn, {{"n", str(e.a)}, {"who", who}});
    case EventKind::Drawn:
        return phrase(
            phrases, kDrew,
            {{"who", who}, {"item", itemName(rules, e.label, e.a, phrases)}, {"zone", textAt(rules.zones, e.label)}});
    case EventKind::Rolled:
        return phrase(phrases, kRolled, {{"who", who}, {"n", str(e.a)}});
    case EventKind::TilePlaced: {
        const std::string text = placementText(rules, who, e.a, {e.b, e.c}, e.d, phrases);
        return e.e > 0 ? phrase(phrases, kDrawnIn, {{"text", text}, {"terrain", textAt(rules.terrains, e.e - 1)}}) : text;
    }
    case EventKind::TileRemoved:
        return phrase(phrases, kTileRemoved,
                      {{"who", who}, {"tile", tileName(rules, e.a)}, {"x", coord(rules, e.b)}, {"y", coord(rules, e.c)}});
    case EventKind::CellPainted:
        return phrase(
            phrases, kCellPainted,
            {{"who", who}, {"x", coord(rules, e.b)}, {"y", coord(rules, e.c)}, {"terrain", textAt(rules.terrains, e.label)}});
    case EventKind::TileDiscarded:
        return phrase(phrases, kDiscarded, {{"who", who}, {"tile", tileName(rules, e.a)}});
    case EventKind::PieceDeployed:
        return phrase(
            phrases, kDeployed,
            {{"who", who}, {"piece", textAt(rules.pieces, e.label)}, {"x", coord(rules, e.b)}, {"y", coord(rules, e.c)}});
    case EventKind::PieceRemoved:
        return phrase(
            phrases, kRemoved,
            {{"who", who}, {"piece", textAt(rules.pieces, e.label)}, {"x", coord(rules, e.b)}, {"y", coord(rules, e.c)}});
    case EventKind::FeatureCompleted:
        return phrase(phrases, kCompleted, {{"terrain", textAt(rules.terrains, e.label)}, {"n", str(e.a)}});
    case EventKind::ScoreChanged:
        return phrase(
            phrases, e.a < 0 ? kLoses : kScores,
            {{"who", who}, {"n", str(e.a < 0 ? -e.a : e.a)}, {"reason", textAt(rules.reasons, e.label)}, {"total", str(e.b)}});
    case EventKind::ItemMoved:
        return phrase(phrases, kMoved,
                      {{"who", who},
                       {"item", itemName(rules, e.label, e.a, phrases)},
                       {"zone", textAt(rules.zones, e.label)},
                       {"to", textAt(rules.zones, e.b)}});
    case EventKind::Note:
        return noteText(rules, players, e, who, phrases);
    case EventKind::GameEnded:
        return phrase(phrases, kGameOver, {{"n", str(e.a)}});
    case EventKind::ItemTaken:
    case EventKind::ItemPut:
    case EventKind::Shuffled: {
        const bool owned = e.b >= 0;
        const char *english = e.kind == EventKind::ItemTaken ? (owned ? kTookOwned : kTook)
            : e.kind == EventKind::ItemPut                   ? (owned ? kPutOwned : kPut)
                                                             : (owned ? kShuffledOwned : kShuffled);
        return phrase(phrases, english,
                      {{"who", who},
                       {"item", itemName(rules, e.label, e.a, phrases)},
                       {"zone", textAt(rules.zones, e.label)},
                       {"owner", playerName(rules, players, e.b, phrases)}});
    }
    case EventKind::CardDiscarded:
        return phrase(phrases, e.label >= 0 ? kCardDiscardedTo : kCardDiscarded,
                      {{"who", who}, {"card", textAt(rules.cards, e.a)}, {"zone", textAt(rules.zones, e.label)}});
    case EventKind::PileAdded:
    case EventKind::PileTaken:
        return phrase(
            phrases, e.kind == EventKind::PileAdded ? kPileAdded : kPileTaken,
            {{"who", who}, {"card", textAt(rules.cards, e.a)}, {"x", coord(rules, e.b)}, {"y", coord(rules, e.c)}});
    case EventKind::PieceMoved:
        return phrase(phrases, kPieceMoved,
                      {{"who", who},
                       {"piece", textAt(rules.pieces, e.label)},
                       {"x", coord(rules, e.b)},
                       {"y", coord(rules, e.c)},
                       {"tx", coord(rules, e.d)},
                       {"ty", coord(rules, e.e)}});
    case EventKind::PieceLost:
        return phrase(
            phrases, kPieceLost,
            {{"who", who}, {"piece", textAt(rules.pieces, e.label)}, {"x", coord(rules, e.b)}, {"y", coord(rules, e.c)}});
    case EventKind::VariableChanged:
        return phrase(phrases, kVariable,
                      {{"who", who},
                       {"variable", textAt(rules.variables, e.label)},
                       {"old", std::to_string(Event::wide(e.c, e.d))},
                       {"n", std::to_string(Event::wide(e.a, e.b))}});
    }
    return {};
}

std::string describe(const Ruleset &rules, int players, const Action &a, const Phrasebook &phrases)
{
    switch (a.kind) {
    case ActionKind::Draw:
        return phrase(phrases, kDraw,
                      {{"item", itemName(rules, a.tag, a.a, phrases)}, {"zone", textAt(rules.zones, a.tag)}});
    case ActionKind::Roll:
        return phrase(phrases, kRoll, {{"n", str(a.a)}});
    case ActionKind::Place:
        return placementText(rules, {}, a.tag, {a.a, a.b}, a.c, phrases);
    case ActionKind::Option: {
        const std::string choice = textAt(rules.choices, a.tag);
        const std::string args = describeArguments(rules, players, a, phrases);
        return args.empty() ? choice : phrase(phrases, kOptionArgs, {{"choice", choice}, {"args", args}});
    }
    }
    return {};
}

} // namespace tw
