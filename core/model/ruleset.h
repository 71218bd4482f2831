#pragma once

#include "geometry/grid.h"
#include "model/tiletype.h"

#include <cstdint>
#include <map>
#include <string>
#include <unordered_map>
#include <vector>

namespace tw {

// A named thing declared in ruleset.yaml: its id, display text and the YAML line that
// declared it (for messages that point back into the file).
struct Named
{
    std::string id;
    std::string text;
    int line = 0;
};

struct Terrain : Named
{
    char code = 0;     // one-letter shorthand used in edge strings, 0 if none
    std::string color; // "#rrggbb"
};

struct AttributeDef : Named
{
    std::string icon;
};

// How the studio and print draw a piece: a meeple, a disc, a square, a diamond, a ship's
// hull or a door's arch, in its owner's colour.
enum class PieceShape : std::uint8_t { Meeple, Disc, Square, Diamond, Boat, Arch };

struct PieceDef : Named
{
    int perPlayer = 0;
    PieceShape shape = PieceShape::Meeple;
    std::string letter; // one or two characters drawn on the piece; empty for none
};

enum class ZoneKind : std::uint8_t { Bag, Stack, Deck, Hand, Discard, Pile, Open };
enum class ItemKind : std::uint8_t { Tiles, Cards };
// Who sees a zone's items: everyone; only its owner (a per-player zone); everyone its top
// item only (a face-up stack); nobody (a bag, a face-down deck). Everyone sees the counts.
enum class Visibility : std::uint8_t { Public, Owner, Top, Hidden };

struct ZoneDef : Named
{
    ZoneKind kind = ZoneKind::Bag;
    ItemKind items = ItemKind::Tiles;
    bool perPlayer = false;
    Visibility visibility = Visibility::Hidden;
};

struct CardDef : Named
{
    int suit = -1; // index into Ruleset::suits, -1 for none
    int value = 0;
    int count = 1;
};

struct DieDef : Named
{
    int faces = 6;
};

// An integer of the game state. A keyed variable holds one value per key (a cell, a tile,
// any name), each starting at `initial`. A shown variable's changes are events that
// players see (a count of provisions); the others are the flow's bookkeeping.
struct VariableDef : Named // text is the display name
{
    std::string help;
    std::int64_t initial = 0;
    bool perPlayer = false;
    bool keyed = false;
    bool shown = false;
};

enum class ParamType : std::uint8_t { Int, Bool, Choice };

struct ParameterDef : Named // text is the one-line help
{
    ParamType type = ParamType::Int;
    std::int64_t defaultValue = 0;
    std::int64_t min = INT32_MIN;
    std::int64_t max = INT32_MAX;
    std::vector<std::string> choices; // for Choice: the value is an index into this list
    // The player counts it is for (a solo rule: 1 to 1). In a game of another count it
    // keeps its default: Game::newGame refuses another value.
    int minPlayers = 1;
    int maxPlayers = INT32_MAX;

    bool isFor(int players) const { return players >= minPlayers && players <= maxPlayers; }
};

// What a choice's option names, declared in ruleset.yaml so that logs, the studio and
// tests can show and pick it. An argument takes `slots` of an Action's values.
enum class ArgKind : std::uint8_t { Segment, Piece, Tile, Cell, Card, Zone, Player, Number };

struct ChoiceArg
{
    std::string name; // the field that names it in logs ("segment", or the declared name)
    ArgKind kind = ArgKind::Number;
};

// A kind of option a flow offers a player ("deploy", "steal_tile") and its arguments.
struct ChoiceDef : Named // text is the option's label
{
    std::vector<ChoiceArg> args;
    // A note of it tells that a player's draw fit nowhere (as a tile discarded does): the
    // balance lab counts it among the unplaceable draws.
    bool unplaceable = false;
    // How the log words a note of it: "{who}" (the player noted) and "{name}" of each
    // argument (its declared name, else its kind) are filled in; every other character is
    // kept. Empty: "<who>: <text>: <arguments>".
    std::string note;
};

// The kind's id in ruleset.yaml ("segment" ...), and back (false if unknown).
const char *argKindName(ArgKind kind);
bool argKindFromName(std::string_view name, ArgKind &kind);
// Action values an argument of this kind takes: a segment is a tile cell x, y and the
// segment's index within the tile; a cell is x, y; every other kind is one value.
int argSlots(ArgKind kind);

// Why a score changed. A change of zero points is recorded only where the ruleset says
// that scoring nothing is news (record_zero).
struct ReasonDef : Named
{
    bool recordZero = false;
};

// A seat's name may depend on how many play (Land vs Sea's third seat is the Cartographer
// with 3 players and a second Land player with 4): `namesByPlayers` maps a player count to
// the name used then; any other count uses `name`.
struct Seat
{
    std::string name;
    std::string color;
    std::map<int, std::string> namesByPlayers;
};

struct ScriptLimits
{
    long long instructions = 10'000'000; // per hook call
    int memoryMiB = 64;                  // per Lua state
};

// How the search bots play this game (ruleset.yaml's `bots`).
struct BotHints
{
    // The greedy rollouts (mcts:N:greedy) play on after a candidate until the deciding
    // player comes to its turn for this many times: a game whose points come from plans
    // of many turns wants a longer look.
    int rolloutTurns = 2;
};

// Everything loaded from one ruleset folder. Immutable once loaded; shared between
// games and threads as shared_ptr<const Ruleset>.
struct Ruleset
{
    std::string folder;   // path the ruleset was loaded from
    std::string yamlPath; // folder + "/ruleset.yaml"
    std::string id;
    std::string name;
    std::string description;
    std::uint64_t contentHash = 0; // over ruleset.yaml and every script, in file order

    int minPlayers = 1;
    int maxPlayers = 1;
    std::vector<Seat> seats;

    Grid grid;
    bool sheetPerPlayer = false; // each player draws on a board of their own
    bool allowMirror = false;    // tiles may be flipped to their mirror image

    std::vector<Terrain> terrains;
    std::vector<std::vector<bool>> compatible; // [terrain][terrain]: may these edges touch
    std::vector<AttributeDef> attributes;
    std::vector<TileType> tiles;
    std::vector<PieceDef> pieces;
    std::vector<ZoneDef> zones;
    std::vector<Named> suits;
    std::vector<CardDef> cards;
    std::vector<DieDef> dice;
    std::vector<VariableDef> variables;
    std::vector<ParameterDef> parameters;
    std::vector<ReasonDef> reasons;
    std::vector<ChoiceDef> choices;

    std::vector<std::string> scripts; // paths relative to folder, in load order
    ScriptLimits limits;
    BotHints bots;

    // Index of the entry with this id, or -1.
    int terrainIndex(std::string_view id) const { return indexOf(terrains, id); }
    int attributeIndex(std::string_view id) const { return indexOf(attributes, id); }
    int tileIndex(std::string_view id) const { return indexOf(tiles, id); }
    int pieceIndex(std::string_view id) const { return indexOf(pieces, id); }
    int zoneIndex(std::string_view id) const { return indexOf(zones, id); }
    int cardIndex(std::string_view id) const { return indexOf(cards, id); }
    int dieIndex(std::string_view id) const { return indexOf(dice, id); }
    int variableIndex(std::string_view id) const { return indexOf(variables, id); }
    int parameterIndex(std::string_view id) const { return indexOf(parameters, id); }
    int reasonIndex(std::string_view id) const { return indexOf(reasons, id); }
    int choiceIndex(std::string_view id) const { return indexOf(choices, id); }

    bool edgesMatch(int a, int b) const { return compatible[a][b]; }
    std::vector<std::int64_t> defaultParameters() const;
    // Why a game of `players` players cannot be played with parameter values `values` (one
    // per parameter): the first parameter set otherwise than its default in a game of a
    // player count it is not for. Empty when it can.
    std::string parametersProblem(int players, const std::vector<std::int64_t> &values) const;
    // The name of `seat` (0-based, below seats.size()) in a game of `players` players.
    const std::string &seatName(int seat, int players) const;

private:
    template<typename T>
    static int indexOf(const std::vector<T> &items, std::string_view id)
    {
        for (std::size_t i = 0; i < items.size(); ++i) {
            if (items[i].id == id)
                return int(i);
        }
        return -1;
    }
};

} // namespace tw
