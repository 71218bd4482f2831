// The `g` methods for tiles, placements and tiles around tiles (docs/lua-api.md).
#include "apisupport.h"

#include "state/boardadjacency.h"

#include <algorithm>

namespace tw::gameapi::detail {

namespace {

// Reads the optional placement table at `arg`: {player =, board =, touch =, line =,
// next_to =, cover = {x =, y =}, edge = {x =, y =, dir =, terrain =}, replace = {tiles},
// paint = terrain}.
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
        o.rule.line = int(integerIn(L, -1, -kMaxCoordinate, kMaxCoordinate, "line"));
    if (lua_getfield(L, arg, "next_to") != LUA_TNIL)
        o.rule.nextTo = index(L, -1, g.board(o.board).tileCount(), "tile");
    lua_pop(L, 5);
    auto cellField = [&](int table, const char *what) {
        lua_getfield(L, table, "x");
        lua_getfield(L, table, "y");
        if (!lua_isinteger(L, -2) || !lua_isinteger(L, -1))
            luaL_error(L, "%s needs whole numbers x and y", what);
        const lua_Integer x = lua_tointeger(L, -2);
        const lua_Integer y = lua_tointeger(L, -1);
        if (x < -kMaxCoordinate || x > kMaxCoordinate || y < -kMaxCoordinate || y > kMaxCoordinate)
            luaL_error(L, "%s: x and y must be between %d and %d, got %I, %I", what, -kMaxCoordinate, kMaxCoordinate, x, y);
        lua_pop(L, 2);
        return Coord{int(x), int(y)};
    };
    if (lua_getfield(L, arg, "cover") != LUA_TNIL) {
        luaL_checktype(L, -1, LUA_TTABLE);
        o.rule.coverCell = true;
        o.rule.cover = cellField(lua_gettop(L), "cover");
    }
    lua_pop(L, 1);
    if (lua_getfield(L, arg, "edge") != LUA_TNIL) {
        luaL_checktype(L, -1, LUA_TTABLE);
        const int edge = lua_gettop(L);
        o.rule.edge.cell = cellField(edge, "edge");
        lua_getfield(L, edge, "dir");
        o.rule.edge.direction = direction(L, lua_gettop(L), g);
        lua_getfield(L, edge, "terrain");
        o.rule.edge.terrain = named(L, lua_gettop(L), g.rules().terrains, "terrain");
        lua_pop(L, 2);
    }
    lua_pop(L, 1);
    if (lua_getfield(L, arg, "replace") != LUA_TNIL) {
        luaL_checktype(L, -1, LUA_TTABLE);
        const int list = lua_gettop(L);
        for (lua_Integer i = 1; i <= luaL_len(L, list); ++i) {
            lua_geti(L, list, i);
            o.rule.replace.push_back(placedTile(L, lua_gettop(L), g, o.board));
            lua_pop(L, 1);
        }
        std::sort(o.rule.replace.begin(), o.rule.replace.end());
        o.rule.replace.erase(std::unique(o.rule.replace.begin(), o.rule.replace.end()), o.rule.replace.end());
    }
    lua_pop(L, 1);
    if (lua_getfield(L, arg, "paint") != LUA_TNIL)
        o.rule.paint = named(L, lua_gettop(L), g.rules().terrains, "terrain");
    lua_pop(L, 1);
    return o;
}

int placeTile(lua_State *L)
{
    StateWriter &w = writer(L);
    const GameState &g = w.state();
    const int t = tileType(L, 2, g);
    const Coord at = cellArg(L, 3);
    const lua_Integer orientation = optionalInteger(L, 5, 1);
    const int b = board(L, 6, g);
    const PlaceRule rule = lua_isnoneornil(L, 7) ? PlaceRule() : placeOptions(L, 7, g).rule;
    if (orientation < 1 || orientation > lua_Integer(g.rules().tiles[t].orientations.size()))
        luaL_error(L, "place_tile: orientation %I does not exist", orientation);
    const Placement p{at, int(orientation) - 1};
    if (!g.board(b).fits(t, p, rule))
        luaL_error(L, "place_tile: %s does not fit at %d,%d", g.rules().tiles[t].id.c_str(), p.at.x, p.at.y);
    lua_pushinteger(L, w.placeTile(b, t, p, g.currentPlayer(), rule) + 1);
    return 1;
}

// One tile type, or a list of them, at `arg`. The list is reused by the next call: read
// it after the other arguments (whose tables may run Lua) and use it before running Lua.
const std::vector<int> &tileTypes(lua_State *L, int arg, const GameState &g)
{
    thread_local std::vector<int> types;
    types.clear();
    if (!lua_istable(L, arg)) {
        types.push_back(tileType(L, arg, g));
        return types;
    }
    const lua_Integer n = luaL_len(L, arg);
    for (lua_Integer i = 1; i <= n; ++i) {
        lua_geti(L, arg, i);
        types.push_back(tileType(L, lua_gettop(L), g));
        lua_pop(L, 1);
    }
    if (types.empty())
        luaL_error(L, "the list of tile types is empty");
    return types;
}

int canPlace(lua_State *L)
{
    const GameState &g = game(L);
    const PlaceOptions o = placeOptions(L, 3, g);
    const std::vector<int> &types = tileTypes(L, 2, g);
    lua_pushboolean(
        L, std::any_of(types.begin(), types.end(), [&](int t) { return g.board(o.board).hasLegalPlacement(t, o.rule); }));
    return 1;
}

int askPlace(lua_State *L)
{
    StateWriter &w = writer(L);
    const GameState &g = w.state();
    const int then = continuation(L, 3);
    const PlaceOptions o = placeOptions(L, 4, g);
    const std::vector<int> &types = tileTypes(L, 2, g);
    lua_pushboolean(L, w.askPlace(o.player, o.board, types, then, o.rule));
    return 1;
}

int discard(lua_State *L)
{
    StateWriter &w = writer(L);
    const GameState &g = w.state();
    const int t = tileType(L, 2, g);
    const int z = lua_isnoneornil(L, 3) ? -1 : named(L, 3, g.rules().zones, "zone");
    w.discardTile(g.currentPlayer(), t, z);
    return 0;
}

int tileId(lua_State *L)
{
    const GameState &g = game(L);
    lua_pushstring(L, g.rules().tiles[tileType(L, 2, g)].id.c_str());
    return 1;
}

int placedType(lua_State *L)
{
    const GameState &g = game(L);
    const Board &b = g.board(board(L, 3, g));
    lua_pushinteger(L, b.tile(index(L, 2, b.tileCount(), "tile")).type + 1);
    return 1;
}

int lastTile(lua_State *L)
{
    const GameState &g = game(L);
    lua_pushinteger(L, g.lastTile(board(L, 2, g)) + 1);
    return 1;
}

int tileCount(lua_State *L)
{
    const GameState &g = game(L);
    lua_pushinteger(L, g.board(board(L, 2, g)).tileCount());
    return 1;
}

int tileAt(lua_State *L)
{
    const GameState &g = game(L);
    const int t = g.board(board(L, 4, g)).tileAt(cellArg(L, 2));
    if (t < 0)
        lua_pushnil(L);
    else
        lua_pushinteger(L, t + 1);
    return 1;
}

int tileCells(lua_State *L)
{
    const GameState &g = game(L);
    const int b = board(L, 3, g);
    const Board &on = g.board(b);
    const int t = placedTile(L, 2, g, b);
    std::vector<Coord> cells;
    for (Coord c : on.orientationOf(t).cells)
        cells.push_back(on.tile(t).origin + c);
    return pushCells(L, cells);
}

int tileFace(lua_State *L)
{
    const GameState &g = game(L);
    const int b = board(L, 3, g);
    const Board &on = g.board(b);
    const int t = placedTile(L, 2, g, b);
    const int face = on.orientationOf(t).face;
    lua_pushinteger(L, face + 1);
    const std::string &name = g.rules().tiles[on.tile(t).type].faces[face].name;
    if (name.empty())
        lua_pushnil(L);
    else
        lua_pushstring(L, name.c_str());
    return 2;
}

int tileRotation(lua_State *L)
{
    const GameState &g = game(L);
    const int b = board(L, 3, g);
    const Orientation &o = g.board(b).orientationOf(placedTile(L, 2, g, b));
    lua_pushinteger(L, o.rotation * 360 / g.rules().grid.directionCount());
    lua_pushboolean(L, o.mirrored);
    return 2;
}

int removeTile(lua_State *L)
{
    StateWriter &w = writer(L);
    const GameState &g = w.state();
    const int b = board(L, 3, g);
    w.removeTile(b, placedTile(L, 2, g, b));
    return 0;
}

int tileRemoved(lua_State *L)
{
    const GameState &g = game(L);
    const int b = board(L, 3, g);
    lua_pushboolean(L, g.board(b).tile(placedTile(L, 2, g, b)).removed);
    return 1;
}

int paintCell(lua_State *L)
{
    StateWriter &w = writer(L);
    const GameState &g = w.state();
    const Coord c = cellArg(L, 2);
    const int terrain = named(L, 4, g.rules().terrains, "terrain");
    w.paintCell(board(L, 5, g), c, terrain);
    return 0;
}

int tileOwner(lua_State *L)
{
    const GameState &g = game(L);
    const int b = board(L, 3, g);
    const int owner = g.board(b).tile(placedTile(L, 2, g, b)).player;
    if (owner < 0)
        lua_pushnil(L);
    else
        lua_pushinteger(L, owner + 1);
    return 1;
}

int neighbours(lua_State *L)
{
    const GameState &g = game(L);
    const int b = board(L, 3, g);
    return pushList(L, neighbourTiles(g.board(b), placedTile(L, 2, g, b)), 1);
}

int openTiles(lua_State *L)
{
    const GameState &g = game(L);
    return pushList(L, tw::openTiles(g.board(board(L, 2, g))), 1);
}

int tilesWith(lua_State *L)
{
    const GameState &g = game(L);
    const int b = board(L, 3, g);
    return pushList(L, tw::tilesWith(g.board(b), named(L, 2, g.rules().attributes, "attribute")), 1);
}

int tileAttr(lua_State *L)
{
    const GameState &g = game(L);
    const int b = board(L, 4, g);
    const int t = placedTile(L, 2, g, b);
    lua_pushinteger(L, g.board(b).faceAttribute(t, named(L, 3, g.rules().attributes, "attribute")));
    return 1;
}

int tileGroup(lua_State *L)
{
    const GameState &g = game(L);
    const int b = board(L, 4, g);
    const int t = placedTile(L, 2, g, b);
    return pushList(L, tw::tileGroup(g.board(b), t, named(L, 3, g.rules().attributes, "attribute")), 1);
}

int markChain(lua_State *L)
{
    const GameState &g = game(L);
    const int b = board(L, 4, g);
    const int t = placedTile(L, 2, g, b);
    const int attribute = named(L, 3, g.rules().attributes, "attribute");
    if (attribute >= 32)
        luaL_error(L, "mark_chain: only the first 32 attributes can be edge marks");
    return pushList(L, tw::markChain(g.board(b), t, attribute), 1);
}

} // namespace

void addTileMethods(MethodList &methods)
{
    methods.push_back({"place_tile", guarded<placeTile>});
    methods.push_back({"can_place", guarded<canPlace>});
    methods.push_back({"ask_place", guarded<askPlace>});
    methods.push_back({"discard", guarded<discard>});
    methods.push_back({"tile_id", guarded<tileId>});
    methods.push_back({"placed_type", guarded<placedType>});
    methods.push_back({"last_tile", guarded<lastTile>});
    methods.push_back({"tile_count", guarded<tileCount>});
    methods.push_back({"tile_at", guarded<tileAt>});
    methods.push_back({"neighbours", guarded<neighbours>});
    methods.push_back({"open_tiles", guarded<openTiles>});
    methods.push_back({"tiles_with", guarded<tilesWith>});
    methods.push_back({"tile_cells", guarded<tileCells>});
    methods.push_back({"tile_face", guarded<tileFace>});
    methods.push_back({"tile_rotation", guarded<tileRotation>});
    methods.push_back({"tile_owner", guarded<tileOwner>});
    methods.push_back({"remove_tile", guarded<removeTile>});
    methods.push_back({"tile_removed", guarded<tileRemoved>});
    methods.push_back({"paint_cell", guarded<paintCell>});
    methods.push_back({"tile_attr", guarded<tileAttr>});
    methods.push_back({"tile_group", guarded<tileGroup>});
    methods.push_back({"mark_chain", guarded<markChain>});
}

} // namespace tw::gameapi::detail
