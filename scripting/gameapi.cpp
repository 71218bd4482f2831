#include "gameapi.h"

#include "luarules.h"
#include "state/gamestate.h"

#include <lua.hpp>

#include <algorithm>
#include <cstdint>
#include <new>
#include <string>

// Conventions (docs/lua-api.md): players, tiles, tile types, segments, features, pieces
// and boards are 1-based numbers in Lua; names (zones, terrains, parameters ...) are the
// ids of ruleset.yaml. An error raised here names the method and is reported at the
// script line that called it.

namespace tw::gameapi {

namespace {

constexpr const char *kMeta = "tilewright.game";
int kApiKey; // registry key that keeps the ApiState alive

struct Handle
{
    GameState *state;
};

// Per Lua state, reached through lua_getextraspace: the rules, the one `g` userdata, and
// a direct-mapped cache of name look-ups keyed by the address of Lua's interned string.
struct ApiState
{
    LuaRules *rules = nullptr;
    Handle *handle = nullptr;
    struct CacheEntry
    {
        const char *text = nullptr;
        const void *list = nullptr;
        int index = -1;
    };
    CacheEntry cache[128];
};

ApiState &apiState(lua_State *L)
{
    return **static_cast<ApiState **>(lua_getextraspace(L));
}

GameState &game(lua_State *L)
{
    auto *h = static_cast<Handle *>(lua_touserdata(L, 1));
    if (h != apiState(L).handle)
        luaL_argerror(L, 1, "expected the game object (call its methods with a colon, as in g:player())");
    if (!h->state)
        luaL_error(L, "the game object can only be used during the hook it was passed to");
    return *h->state;
}

LuaRules &rulesOf(lua_State *L)
{
    return *apiState(L).rules;
}

template<typename T>
int named(lua_State *L, int arg, const std::vector<T> &items, const char *what)
{
    std::size_t length = 0;
    const char *name = luaL_checklstring(L, arg, &length);
    const std::string_view wanted(name, length);
    auto &slot = apiState(L).cache[(reinterpret_cast<std::uintptr_t>(name) >> 4) & 127];
    if (slot.text == name && slot.list == &items && items[slot.index].id == wanted)
        return slot.index;
    for (std::size_t i = 0; i < items.size(); ++i)
        if (items[i].id == wanted) {
            slot = {name, &items, int(i)};
            return int(i);
        }
    return luaL_error(L, "unknown %s '%s' (declare it in ruleset.yaml)", what, name);
}

// A 1-based number in [1, count], returned 0-based.
int index(lua_State *L, int arg, int count, const char *what)
{
    const lua_Integer i = luaL_checkinteger(L, arg);
    if (i < 1 || i > count)
        luaL_error(L, "%s %d does not exist (1..%d)", what, int(i), count);
    return int(i - 1);
}

int player(lua_State *L, int arg, const GameState &g)
{
    if (lua_isnoneornil(L, arg))
        return g.currentPlayer();
    return index(L, arg, g.playerCount(), "player");
}

int board(lua_State *L, int arg, const GameState &g)
{
    return lua_isnoneornil(L, arg) ? 0 : index(L, arg, g.boardCount(), "board");
}

int tileType(lua_State *L, int arg, const GameState &g)
{
    if (lua_type(L, arg) == LUA_TSTRING)
        return named(L, arg, g.rules().tiles, "tile");
    return index(L, arg, int(g.rules().tiles.size()), "tile type");
}

int segment(lua_State *L, int arg, const GameState &g, int b = 0)
{
    return index(L, arg, g.board(b).segmentCount(), "segment");
}

int continuation(lua_State *L, int arg)
{
    const char *name = luaL_checkstring(L, arg);
    const int id = rulesOf(L).continuationId(name);
    if (id < 0)
        luaL_error(L, "no global function '%s' to continue with", name);
    return id;
}

int pushList(lua_State *L, const std::vector<int> &values, int offset)
{
    lua_createtable(L, int(values.size()), 0);
    for (std::size_t i = 0; i < values.size(); ++i) {
        lua_pushinteger(L, values[i] + offset);
        lua_rawseti(L, -2, lua_Integer(i + 1));
    }
    return 1;
}

// --- players, turns, parameters, variables ---------------------------------------------

int players(lua_State *L) { lua_pushinteger(L, game(L).playerCount()); return 1; }
int currentPlayer(lua_State *L) { lua_pushinteger(L, game(L).currentPlayer() + 1); return 1; }
int turn(lua_State *L) { lua_pushinteger(L, game(L).turn()); return 1; }

int startTurn(lua_State *L)
{
    GameState &g = game(L);
    g.startTurn(index(L, 2, g.playerCount(), "player"));
    return 0;
}

int param(lua_State *L)
{
    GameState &g = game(L);
    const int i = named(L, 2, g.rules().parameters, "parameter");
    const ParameterDef &def = g.rules().parameters[i];
    if (def.type == ParamType::Bool)
        lua_pushboolean(L, g.parameter(i) != 0);
    else if (def.type == ParamType::Choice)
        lua_pushstring(L, def.choices[g.parameter(i)].c_str());
    else
        lua_pushinteger(L, g.parameter(i));
    return 1;
}

int var(lua_State *L)
{
    GameState &g = game(L);
    lua_pushinteger(L, g.variable(named(L, 2, g.rules().variables, "variable"), player(L, 3, g)));
    return 1;
}

int setVar(lua_State *L)
{
    GameState &g = game(L);
    const int v = named(L, 2, g.rules().variables, "variable");
    g.setVariable(v, player(L, 4, g), luaL_checkinteger(L, 3));
    return 0;
}

// --- zones ----------------------------------------------------------------------------

int fillBag(lua_State *L)
{
    GameState &g = game(L);
    const int z = named(L, 2, g.rules().zones, "zone");
    if (g.rules().zones[z].items == ItemKind::Cards) {
        for (std::size_t c = 0; c < g.rules().cards.size(); ++c)
            g.addToZone(z, -1, int(c), g.rules().cards[c].count);
    } else {
        for (std::size_t t = 0; t < g.rules().tiles.size(); ++t)
            g.addToZone(z, -1, int(t), g.rules().tiles[t].count);
    }
    return 0;
}

int zoneCount(lua_State *L)
{
    GameState &g = game(L);
    lua_pushinteger(L, lua_Integer(g.zone(named(L, 2, g.rules().zones, "zone"), player(L, 3, g)).size()));
    return 1;
}

int zoneItems(lua_State *L)
{
    GameState &g = game(L);
    return pushList(L, g.zone(named(L, 2, g.rules().zones, "zone"), player(L, 3, g)), 1);
}

int item(lua_State *L, int arg, const GameState &g, int zone)
{
    if (g.rules().zones[zone].items == ItemKind::Cards) {
        if (lua_type(L, arg) == LUA_TSTRING)
            return named(L, arg, g.rules().cards, "card");
        return index(L, arg, int(g.rules().cards.size()), "card");
    }
    return tileType(L, arg, g);
}

// The top of a zone (its last item): what a face-up stack shows. nil when empty.
int top(lua_State *L)
{
    GameState &g = game(L);
    const std::vector<int> &items = g.zone(named(L, 2, g.rules().zones, "zone"), player(L, 3, g));
    if (items.empty())
        lua_pushnil(L);
    else
        lua_pushinteger(L, items.back() + 1);
    return 1;
}

int take(lua_State *L)
{
    GameState &g = game(L);
    const int z = named(L, 2, g.rules().zones, "zone");
    lua_pushboolean(L, g.takeFromZone(z, player(L, 4, g), item(L, 3, g, z)));
    return 1;
}

int put(lua_State *L)
{
    GameState &g = game(L);
    const int z = named(L, 2, g.rules().zones, "zone");
    g.addToZone(z, player(L, 4, g), item(L, 3, g, z));
    return 0;
}

int draw(lua_State *L)
{
    GameState &g = game(L);
    const int z = named(L, 2, g.rules().zones, "zone");
    const int p = player(L, 4, g);
    if (g.zone(z, p).empty())
        luaL_error(L, "draw: zone '%s' is empty", g.rules().zones[z].id.c_str());
    g.askDraw(p, z, continuation(L, 3));
    return 0;
}

int roll(lua_State *L)
{
    GameState &g = game(L);
    g.askRoll(player(L, 4, g), named(L, 2, g.rules().dice, "die"), continuation(L, 3));
    return 0;
}

// --- tiles ----------------------------------------------------------------------------

int placeTile(lua_State *L)
{
    GameState &g = game(L);
    const int t = tileType(L, 2, g);
    const Placement p{{int(luaL_checkinteger(L, 3)), int(luaL_checkinteger(L, 4))},
                      int(luaL_optinteger(L, 5, 1)) - 1};
    const int b = board(L, 6, g);
    if (p.orientation < 0 || p.orientation >= int(g.rules().tiles[t].orientations.size()))
        luaL_error(L, "place_tile: orientation %d does not exist", p.orientation + 1);
    if (!g.board(b).fits(t, p))
        luaL_error(L, "place_tile: %s does not fit at %d,%d", g.rules().tiles[t].id.c_str(), p.at.x, p.at.y);
    lua_pushinteger(L, g.placeTile(b, t, p, g.currentPlayer()) + 1);
    return 1;
}

// Reads the optional placement table at `arg`: {player =, board =, touch =, line =}.
struct PlaceOptions
{
    int player = -1;
    int board = 0;
    PlaceRule rule;
};

PlaceOptions placeOptions(lua_State *L, int arg, const GameState &g)
{
    PlaceOptions o;
    o.player = g.currentPlayer();
    if (lua_isnoneornil(L, arg))
        return o;
    luaL_checktype(L, arg, LUA_TTABLE);
    if (lua_getfield(L, arg, "player") != LUA_TNIL)
        o.player = index(L, -1, g.playerCount(), "player");
    if (lua_getfield(L, arg, "board") != LUA_TNIL)
        o.board = index(L, -1, g.boardCount(), "board");
    if (lua_getfield(L, arg, "touch") != LUA_TNIL)
        o.rule.mustTouch = lua_toboolean(L, -1);
    if (lua_getfield(L, arg, "line") != LUA_TNIL)
        o.rule.line = int(luaL_checkinteger(L, -1));
    if (lua_getfield(L, arg, "next_to") != LUA_TNIL)
        o.rule.nextTo = index(L, -1, g.board(o.board).tileCount(), "tile");
    lua_pop(L, 5);
    return o;
}

int canPlace(lua_State *L)
{
    GameState &g = game(L);
    const int t = tileType(L, 2, g);
    const PlaceOptions o = placeOptions(L, 3, g);
    lua_pushboolean(L, g.board(o.board).hasLegalPlacement(t, o.rule));
    return 1;
}

int askPlace(lua_State *L)
{
    GameState &g = game(L);
    const int t = tileType(L, 2, g);
    const int then = continuation(L, 3);
    const PlaceOptions o = placeOptions(L, 4, g);
    lua_pushboolean(L, g.askPlace(o.player, o.board, t, then, o.rule));
    return 1;
}

int discard(lua_State *L)
{
    GameState &g = game(L);
    const int t = tileType(L, 2, g);
    const int z = lua_isnoneornil(L, 3) ? -1 : named(L, 3, g.rules().zones, "zone");
    g.discardTile(g.currentPlayer(), t, z);
    return 0;
}

int tileId(lua_State *L)
{
    GameState &g = game(L);
    lua_pushstring(L, g.rules().tiles[tileType(L, 2, g)].id.c_str());
    return 1;
}

int placedType(lua_State *L)
{
    GameState &g = game(L);
    const Board &b = g.board(board(L, 3, g));
    lua_pushinteger(L, b.tile(index(L, 2, b.tileCount(), "tile")).type + 1);
    return 1;
}

int lastTile(lua_State *L)
{
    GameState &g = game(L);
    lua_pushinteger(L, g.lastTile(board(L, 2, g)) + 1);
    return 1;
}

int tileCount(lua_State *L)
{
    GameState &g = game(L);
    lua_pushinteger(L, g.board(board(L, 2, g)).tileCount());
    return 1;
}

int tileAt(lua_State *L)
{
    GameState &g = game(L);
    const int t = g.board(board(L, 4, g)).tileAt({int(luaL_checkinteger(L, 2)), int(luaL_checkinteger(L, 3))});
    if (t < 0)
        lua_pushnil(L);
    else
        lua_pushinteger(L, t + 1);
    return 1;
}

// --- segments and features ------------------------------------------------------------

int segmentCount(lua_State *L)
{
    GameState &g = game(L);
    const Board &b = g.board();
    lua_pushinteger(L, b.segmentsOnTile(index(L, 2, b.tileCount(), "tile")));
    return 1;
}

int segmentOf(lua_State *L)
{
    GameState &g = game(L);
    const Board &b = g.board();
    const int t = index(L, 2, b.tileCount(), "tile");
    lua_pushinteger(L, b.segmentId(t, index(L, 3, b.segmentsOnTile(t), "segment")) + 1);
    return 1;
}

int feature(lua_State *L)
{
    GameState &g = game(L);
    lua_pushinteger(L, g.board().feature(segment(L, 2, g)) + 1);
    return 1;
}

int terrain(lua_State *L)
{
    GameState &g = game(L);
    lua_pushstring(L, g.rules().terrains[g.board().segmentTerrain(segment(L, 2, g))].id.c_str());
    return 1;
}

int complete(lua_State *L)
{
    GameState &g = game(L);
    lua_pushboolean(L, g.board().featureComplete(segment(L, 2, g)));
    return 1;
}

int openEdges(lua_State *L)
{
    GameState &g = game(L);
    lua_pushinteger(L, g.board().featureOpenEdges(segment(L, 2, g)));
    return 1;
}

int tilesIn(lua_State *L)
{
    GameState &g = game(L);
    lua_pushinteger(L, g.board().featureTileCount(segment(L, 2, g)));
    return 1;
}

int attr(lua_State *L)
{
    GameState &g = game(L);
    const int s = segment(L, 2, g);
    lua_pushinteger(L, g.board().featureAttribute(s, named(L, 3, g.rules().attributes, "attribute")));
    return 1;
}

int optionalTerrain(lua_State *L, int arg, const GameState &g)
{
    return lua_isnoneornil(L, arg) ? -1 : named(L, arg, g.rules().terrains, "terrain");
}

int adjacent(lua_State *L)
{
    GameState &g = game(L);
    const int s = segment(L, 2, g);
    return pushList(L, g.board().adjacentFeatures(s, optionalTerrain(L, 3, g)), 1);
}

int adjacentAttr(lua_State *L)
{
    GameState &g = game(L);
    const int s = segment(L, 2, g);
    const int a = named(L, 3, g.rules().attributes, "attribute");
    lua_pushinteger(L, g.board().adjacentSegmentAttribute(s, a, optionalTerrain(L, 4, g)));
    return 1;
}

int piecesIn(lua_State *L)
{
    GameState &g = game(L);
    return pushList(L, g.piecesInFeature(0, segment(L, 2, g)), 1);
}

// Features (one segment each) that the current action completed.
int completed(lua_State *L)
{
    GameState &g = game(L);
    std::vector<int> found;
    for (const Event &e : g.events())
        if (e.kind == EventKind::FeatureCompleted)
            found.push_back(e.a);
    return pushList(L, found, 1);
}

// Segments of a placed tile where a piece may go: one per feature, features without pieces.
int freeSegments(lua_State *L)
{
    GameState &g = game(L);
    const Board &b = g.board();
    const int t = index(L, 2, b.tileCount(), "tile");
    thread_local std::vector<int> held, roots, free;
    held.clear();
    roots.clear();
    free.clear();
    for (const BoardPiece &p : g.pieces())
        if (p.board == 0 && p.segment >= 0)
            held.push_back(b.feature(p.segment));
    for (int i = 0; i < b.segmentsOnTile(t); ++i) {
        const int s = b.segmentId(t, i);
        const int root = b.feature(s);
        if (std::find(roots.begin(), roots.end(), root) != roots.end())
            continue;
        roots.push_back(root);
        if (std::find(held.begin(), held.end(), root) == held.end())
            free.push_back(s);
    }
    return pushList(L, free, 1);
}

// --- cells, regions and distances -----------------------------------------------------

Coord cellArg(lua_State *L, int arg)
{
    return {int(luaL_checkinteger(L, arg)), int(luaL_checkinteger(L, arg + 1))};
}

int cellTerrain(lua_State *L)
{
    GameState &g = game(L);
    const Coord c = cellArg(L, 2);
    const int t = g.board(board(L, 4, g)).cellTerrain(c);
    if (t < 0)
        lua_pushnil(L);
    else
        lua_pushstring(L, g.rules().terrains[t].id.c_str());
    return 1;
}

int regionSize(lua_State *L)
{
    GameState &g = game(L);
    const Coord c = cellArg(L, 2);
    lua_pushinteger(L, lua_Integer(g.board(board(L, 4, g)).region(c).size()));
    return 1;
}

int largestRegion(lua_State *L)
{
    GameState &g = game(L);
    const int terrain = named(L, 2, g.rules().terrains, "terrain");
    lua_pushinteger(L, g.board(board(L, 3, g)).largestRegion(terrain));
    return 1;
}

int distance(lua_State *L)
{
    GameState &g = game(L);
    lua_pushinteger(L, g.rules().grid.distance(cellArg(L, 2), cellArg(L, 4)));
    return 1;
}

int emptyArea(lua_State *L)
{
    GameState &g = game(L);
    const Coord c = cellArg(L, 2);
    const Board::EmptyArea area = g.board(board(L, 4, g)).emptyArea(c);
    lua_pushinteger(L, lua_Integer(area.cells.size()));
    lua_pushboolean(L, area.enclosed);
    return 2;
}

int fitsInside(lua_State *L)
{
    GameState &g = game(L);
    const int t = tileType(L, 2, g);
    const Coord c = cellArg(L, 3);
    const Board &b = g.board(board(L, 5, g));
    const Board::EmptyArea area = b.emptyArea(c);
    lua_pushboolean(L, area.enclosed && b.fitsInside(t, area.cells));
    return 1;
}

int holeTerrain(lua_State *L)
{
    GameState &g = game(L);
    const Coord c = cellArg(L, 2);
    const int t = g.board(board(L, 4, g)).holeTerrain(c);
    if (t < 0)
        lua_pushnil(L);
    else
        lua_pushstring(L, g.rules().terrains[t].id.c_str());
    return 1;
}

int pathLength(lua_State *L)
{
    GameState &g = game(L);
    const Coord from = cellArg(L, 2);
    const Coord to = cellArg(L, 4);
    const int door = named(L, 6, g.rules().terrains, "terrain");
    const int steps = g.board(board(L, 7, g)).pathLength(from, to, door);
    if (steps < 0)
        lua_pushnil(L);
    else
        lua_pushinteger(L, steps);
    return 1;
}

int regionPieces(lua_State *L)
{
    GameState &g = game(L);
    const Coord c = cellArg(L, 2);
    const int b = board(L, 4, g);
    return pushList(L, g.piecesOnCells(b, g.board(b).region(c)), 0);
}

// --- tiles around tiles ---------------------------------------------------------------

int placedTile(lua_State *L, int arg, const GameState &g, int b)
{
    return index(L, arg, g.board(b).tileCount(), "tile");
}

int neighbours(lua_State *L)
{
    GameState &g = game(L);
    const int b = board(L, 3, g);
    return pushList(L, g.board(b).neighbourTiles(placedTile(L, 2, g, b)), 1);
}

int tileAttr(lua_State *L)
{
    GameState &g = game(L);
    const int b = board(L, 4, g);
    const int t = placedTile(L, 2, g, b);
    lua_pushinteger(L, g.board(b).faceAttribute(t, named(L, 3, g.rules().attributes, "attribute")));
    return 1;
}

int tileGroup(lua_State *L)
{
    GameState &g = game(L);
    const int b = board(L, 4, g);
    const int t = placedTile(L, 2, g, b);
    return pushList(L, g.board(b).tileGroup(t, named(L, 3, g.rules().attributes, "attribute")), 1);
}

int markChain(lua_State *L)
{
    GameState &g = game(L);
    const int b = board(L, 4, g);
    const int t = placedTile(L, 2, g, b);
    const int attribute = named(L, 3, g.rules().attributes, "attribute");
    if (attribute >= 32)
        luaL_error(L, "mark_chain: only the first 32 attributes can be edge marks");
    return pushList(L, g.board(b).markChain(t, attribute), 1);
}

int pile(lua_State *L)
{
    GameState &g = game(L);
    return pushList(L, g.pile(placedTile(L, 2, g, 0)), 1);
}

int pilePut(lua_State *L)
{
    GameState &g = game(L);
    const int t = placedTile(L, 2, g, 0);
    g.addToPile(t, index(L, 3, int(g.rules().cards.size()), "card"));
    return 0;
}

int pileTake(lua_State *L)
{
    GameState &g = game(L);
    const int item = g.takeFromPile(placedTile(L, 2, g, 0));
    if (item < 0)
        lua_pushnil(L);
    else
        lua_pushinteger(L, item + 1);
    return 1;
}

// --- cards and teams ------------------------------------------------------------------

int card(lua_State *L)
{
    GameState &g = game(L);
    const CardDef &c = g.rules().cards[index(L, 2, int(g.rules().cards.size()), "card")];
    lua_pushstring(L, c.id.c_str());
    if (c.suit < 0)
        lua_pushnil(L);
    else
        lua_pushstring(L, g.rules().suits[c.suit].id.c_str());
    lua_pushinteger(L, c.value);
    return 3;
}

int shareScore(lua_State *L)
{
    GameState &g = game(L);
    const int p = index(L, 2, g.playerCount(), "player");
    const int mate = index(L, 3, g.playerCount(), "player");
    if (g.score(p) != 0 || g.score(mate) != 0)
        luaL_error(L, "share_score: join teams before anyone scores");
    g.shareScore(p, mate);
    return 0;
}

// --- pieces ---------------------------------------------------------------------------

int supply(lua_State *L)
{
    GameState &g = game(L);
    const int p = index(L, 2, g.playerCount(), "player");
    lua_pushinteger(L, g.supply(p, named(L, 3, g.rules().pieces, "piece")));
    return 1;
}

int deploy(lua_State *L)
{
    GameState &g = game(L);
    const int p = index(L, 2, g.playerCount(), "player");
    const int piece = named(L, 3, g.rules().pieces, "piece");
    const int s = segment(L, 4, g);
    if (g.supply(p, piece) <= 0)
        luaL_error(L, "deploy: player %d has no %s left", p + 1, g.rules().pieces[piece].id.c_str());
    lua_pushinteger(L, g.deployOnSegment(p, piece, 0, s) + 1);
    return 1;
}

int deployCell(lua_State *L)
{
    GameState &g = game(L);
    const int p = index(L, 2, g.playerCount(), "player");
    const int piece = named(L, 3, g.rules().pieces, "piece");
    const Coord c = cellArg(L, 4);
    const int b = board(L, 6, g);
    if (g.supply(p, piece) <= 0)
        luaL_error(L, "deploy_cell: player %d has no %s left", p + 1, g.rules().pieces[piece].id.c_str());
    lua_pushinteger(L, g.deployOnCell(p, piece, b, c) + 1);
    return 1;
}

int pieceIndex(lua_State *L, int arg, const GameState &g)
{
    return index(L, arg, int(g.pieces().size()), "piece");
}

int removePiece(lua_State *L)
{
    GameState &g = game(L);
    g.removePiece(pieceIndex(L, 2, g));
    return 0;
}

int piecesOf(lua_State *L)
{
    GameState &g = game(L);
    const int p = lua_isnoneornil(L, 2) ? -1 : index(L, 2, g.playerCount(), "player");
    std::vector<int> found;
    for (std::size_t i = 0; i < g.pieces().size(); ++i)
        if (p < 0 || g.pieces()[i].owner == p)
            found.push_back(int(i));
    return pushList(L, found, 1);
}

int pieceSegment(lua_State *L)
{
    GameState &g = game(L);
    const int s = g.pieces()[pieceIndex(L, 2, g)].segment;
    if (s < 0)
        lua_pushnil(L);
    else
        lua_pushinteger(L, s + 1);
    return 1;
}

int pieceOwner(lua_State *L)
{
    GameState &g = game(L);
    lua_pushinteger(L, g.pieces()[pieceIndex(L, 2, g)].owner + 1);
    return 1;
}

// --- decisions, scores, notes ---------------------------------------------------------

int choose(lua_State *L)
{
    GameState &g = game(L);
    g.askChoice(player(L, 3, g), continuation(L, 2));
    return 0;
}

int option(lua_State *L)
{
    GameState &g = game(L);
    const int c = named(L, 2, g.rules().choices, "choice");
    if (g.decision().kind != DecisionKind::Choice)
        luaL_error(L, "option: call g:choose(...) first");
    g.addOption(c, int(luaL_optinteger(L, 3, 0)), int(luaL_optinteger(L, 4, 0)), int(luaL_optinteger(L, 5, 0)));
    return 0;
}

int score(lua_State *L)
{
    GameState &g = game(L);
    const int p = index(L, 2, g.playerCount(), "player");
    const int delta = int(luaL_checkinteger(L, 3));
    const int reason = named(L, 4, g.rules().reasons, "reason");
    const int s = lua_isnoneornil(L, 5) ? -1 : segment(L, 5, g);
    g.addScore(p, delta, reason, s);
    return 0;
}

int scoreOf(lua_State *L)
{
    GameState &g = game(L);
    lua_pushinteger(L, g.score(index(L, 2, g.playerCount(), "player")));
    return 1;
}

int note(lua_State *L)
{
    GameState &g = game(L);
    const int c = named(L, 2, g.rules().choices, "choice");
    g.note(g.currentPlayer(), c, int(luaL_optinteger(L, 3, 0)), int(luaL_optinteger(L, 4, 0)), int(luaL_optinteger(L, 5, 0)));
    return 0;
}

int endGame(lua_State *L)
{
    game(L).endGame();
    return 0;
}

// Engine calls throw std::exception for misuse (a per-player zone without a player ...):
// report those as Lua errors at the script line that made the call.
template<lua_CFunction F>
int guarded(lua_State *L)
{
    std::string message;
    try {
        return F(L);
    } catch (const std::exception &e) {
        message = e.what();
    }
    return luaL_error(L, "%s", message.c_str());
}

const luaL_Reg kMethods[] = {
    {"players", guarded<players>},       {"player", guarded<currentPlayer>},  {"turn", guarded<turn>},
    {"start_turn", guarded<startTurn>},  {"param", guarded<param>},           {"var", guarded<var>},
    {"set_var", guarded<setVar>},        {"fill_bag", guarded<fillBag>},      {"zone_count", guarded<zoneCount>},
    {"zone_items", guarded<zoneItems>},  {"take", guarded<take>},             {"put", guarded<put>},
    {"draw", guarded<draw>},             {"roll", guarded<roll>},             {"place_tile", guarded<placeTile>},
    {"can_place", guarded<canPlace>},    {"ask_place", guarded<askPlace>},    {"discard", guarded<discard>},
    {"tile_id", guarded<tileId>},        {"placed_type", guarded<placedType>}, {"last_tile", guarded<lastTile>},
    {"tile_count", guarded<tileCount>},  {"tile_at", guarded<tileAt>},        {"segment_count", guarded<segmentCount>},
    {"segment", guarded<segmentOf>},     {"feature", guarded<feature>},       {"terrain", guarded<terrain>},
    {"complete", guarded<complete>},     {"open_edges", guarded<openEdges>},  {"tiles_in", guarded<tilesIn>},
    {"attr", guarded<attr>},             {"adjacent", guarded<adjacent>},     {"adjacent_attr", guarded<adjacentAttr>},
    {"pieces_in", guarded<piecesIn>},    {"free_segments", guarded<freeSegments>}, {"completed", guarded<completed>},    {"supply", guarded<supply>},         {"deploy", guarded<deploy>},
    {"remove_piece", guarded<removePiece>}, {"pieces_of", guarded<piecesOf>}, {"piece_segment", guarded<pieceSegment>},
    {"piece_owner", guarded<pieceOwner>}, {"choose", guarded<choose>},        {"option", guarded<option>},
    {"score", guarded<score>},           {"score_of", guarded<scoreOf>},      {"note", guarded<note>},
    {"end_game", guarded<endGame>},      {"cell_terrain", guarded<cellTerrain>}, {"region_size", guarded<regionSize>},
    {"largest_region", guarded<largestRegion>}, {"distance", guarded<distance>}, {"empty_area", guarded<emptyArea>},
    {"fits_inside", guarded<fitsInside>}, {"hole_terrain", guarded<holeTerrain>}, {"path_length", guarded<pathLength>},
    {"card", guarded<card>},             {"share_score", guarded<shareScore>}, {"region_pieces", guarded<regionPieces>},
    {"neighbours", guarded<neighbours>}, {"tile_attr", guarded<tileAttr>},    {"tile_group", guarded<tileGroup>},
    {"mark_chain", guarded<markChain>},  {"pile", guarded<pile>},             {"pile_put", guarded<pilePut>},
    {"pile_take", guarded<pileTake>},    {"top", guarded<top>},      {"deploy_cell", guarded<deployCell>},               {nullptr, nullptr},
};

} // namespace

void registerApi(lua_State *L, LuaRules *rules)
{
    luaL_newmetatable(L, kMeta);
    luaL_newlib(L, kMethods);
    lua_setfield(L, -2, "__index");
    lua_pushliteral(L, "the game object");
    lua_setfield(L, -2, "__metatable");
    lua_pop(L, 1);
    // One `g` userdata per state, re-pointed for each hook call; the ApiState lives in
    // the registry as a userdata too, so Lua frees it with the state.
    auto *api = new (lua_newuserdatauv(L, sizeof(ApiState), 0)) ApiState;
    lua_rawsetp(L, LUA_REGISTRYINDEX, &kApiKey);
    api->rules = rules;
    api->handle = static_cast<Handle *>(lua_newuserdatauv(L, sizeof(Handle), 0));
    api->handle->state = nullptr;
    luaL_setmetatable(L, kMeta);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &kMeta);
    *static_cast<ApiState **>(lua_getextraspace(L)) = api;
}

void push(lua_State *L, GameState *state)
{
    ApiState &api = apiState(L);
    api.handle->state = state;
    lua_rawgetp(L, LUA_REGISTRYINDEX, &kMeta);
}

void release(lua_State *L)
{
    apiState(L).handle->state = nullptr;
}

const char *const *methodNames()
{
    static const auto names = [] {
        static std::vector<const char *> list;
        for (const luaL_Reg &m : kMethods)
            list.push_back(m.name);
        return list.data();
    }();
    return names;
}

} // namespace tw::gameapi
