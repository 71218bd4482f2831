// The `g` methods for cells, regions and distances (docs/lua-api.md).
#include "apisupport.h"

#include "state/boardareas.h"

namespace tw::gameapi::detail {

namespace {

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
    lua_pushinteger(L, lua_Integer(region(g.board(board(L, 4, g)), c).size()));
    return 1;
}

int largestRegion(lua_State *L)
{
    GameState &g = game(L);
    const int terrain = named(L, 2, g.rules().terrains, "terrain");
    lua_pushinteger(L, tw::largestRegion(g.board(board(L, 3, g)), terrain));
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
    const EmptyArea area = tw::emptyArea(g.board(board(L, 4, g)), c);
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
    const EmptyArea area = tw::emptyArea(b, c);
    lua_pushboolean(L, area.enclosed && tw::fitsInside(b, t, area.cells));
    return 1;
}

int holeTerrain(lua_State *L)
{
    GameState &g = game(L);
    const Coord c = cellArg(L, 2);
    const int t = tw::holeTerrain(g.board(board(L, 4, g)), c);
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
    const int steps = tw::pathLength(g.board(board(L, 7, g)), from, to, door);
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
    return pushList(L, g.piecesOnCells(b, region(g.board(b), c)), 0);
}

} // namespace

void addCellMethods(MethodList &methods)
{
    methods.push_back({"cell_terrain", guarded<cellTerrain>});
    methods.push_back({"region_size", guarded<regionSize>});
    methods.push_back({"largest_region", guarded<largestRegion>});
    methods.push_back({"distance", guarded<distance>});
    methods.push_back({"empty_area", guarded<emptyArea>});
    methods.push_back({"fits_inside", guarded<fitsInside>});
    methods.push_back({"hole_terrain", guarded<holeTerrain>});
    methods.push_back({"path_length", guarded<pathLength>});
    methods.push_back({"region_pieces", guarded<regionPieces>});
}

} // namespace tw::gameapi::detail
