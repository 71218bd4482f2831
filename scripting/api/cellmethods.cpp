// The `g` methods for cells, regions and distances (docs/lua-api.md).
#include "apisupport.h"

#include "state/boardareas.h"
#include "state/regionpieces.h"

#include <algorithm>

namespace tw::gameapi::detail {

namespace {

int cellTerrain(lua_State *L)
{
    const GameState &g = game(L);
    const Coord c = cellArg(L, 2);
    pushTerrain(L, g, g.board(board(L, 4, g)).cellTerrain(c));
    return 1;
}

int edgeTerrain(lua_State *L)
{
    const GameState &g = game(L);
    const Coord c = cellArg(L, 2);
    const int d = direction(L, 4, g);
    pushTerrain(L, g, g.board(board(L, 5, g)).edgeTerrain(c, d));
    return 1;
}

// The cells next to x, y inside the grid, in direction order.
int cellNeighbours(lua_State *L)
{
    const GameState &g = game(L);
    const Coord c = cellArg(L, 2);
    const Grid &grid = g.rules().grid;
    std::vector<Coord> cells;
    for (int d = 0; d < grid.directionCount(); ++d)
        if (grid.contains(grid.neighbour(c, d)))
            cells.push_back(grid.neighbour(c, d));
    return pushCells(L, cells);
}

int sheetSize(lua_State *L)
{
    const Grid &grid = game(L).rules().grid;
    lua_pushinteger(L, grid.bounded() ? grid.width() : 0);
    lua_pushinteger(L, grid.bounded() ? grid.height() : 0);
    return 2;
}

// Every cell's terrain id, row by row (cell x, y at y * width + x + 1), false where a
// cell shows none: the whole sheet in one call.
int sheetTerrains(lua_State *L)
{
    const GameState &g = game(L);
    const Grid &grid = g.rules().grid;
    if (!grid.bounded())
        return luaL_error(L, "g:sheet_terrains needs a sheet grid (this grid has no edges)");
    const Board &b = g.board(board(L, 2, g));
    lua_createtable(L, grid.width() * grid.height(), 0);
    int i = 0;
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x) {
            if (const int terrain = b.cellTerrain({x, y}); terrain >= 0)
                lua_pushstring(L, g.rules().terrains[terrain].id.c_str());
            else
                lua_pushboolean(L, 0);
            lua_rawseti(L, -2, ++i);
        }
    return 1;
}

int regionCells(lua_State *L)
{
    const GameState &g = game(L);
    const Coord c = cellArg(L, 2);
    return pushCells(L, tw::region(g.board(board(L, 4, g)), c));
}

// The placement order of the region's oldest cell, + 1: kept while the region grows,
// the older one's on a merger. nil on an empty cell or one without cell terrain.
int regionId(lua_State *L)
{
    const GameState &g = game(L);
    const Coord c = cellArg(L, 2);
    const Board &b = g.board(board(L, 4, g));
    const std::vector<Coord> cells = tw::region(b, c);
    if (cells.empty()) {
        lua_pushnil(L);
        return 1;
    }
    int oldest = b.placementOrder(cells.front());
    for (Coord cell : cells)
        oldest = std::min(oldest, b.placementOrder(cell));
    lua_pushinteger(L, oldest + 1);
    return 1;
}

int areaCells(lua_State *L)
{
    const GameState &g = game(L);
    const Coord c = cellArg(L, 2);
    const EmptyArea area = tw::emptyArea(g.board(board(L, 4, g)), c);
    pushCells(L, area.cells);
    lua_pushboolean(L, area.enclosed);
    return 2;
}

int regionSize(lua_State *L)
{
    const GameState &g = game(L);
    const Coord c = cellArg(L, 2);
    lua_pushinteger(L, lua_Integer(region(g.board(board(L, 4, g)), c).size()));
    return 1;
}

// The smallest and largest column and row of the region's cells (min x, min y, max x,
// max y); nothing on an empty cell or one without cell terrain.
int regionExtent(lua_State *L)
{
    const GameState &g = game(L);
    const Coord c = cellArg(L, 2);
    const std::vector<Coord> cells = region(g.board(board(L, 4, g)), c);
    if (cells.empty())
        return 0;
    Coord low = cells.front(), high = cells.front();
    for (Coord cell : cells) {
        low = {std::min(low.x, cell.x), std::min(low.y, cell.y)};
        high = {std::max(high.x, cell.x), std::max(high.y, cell.y)};
    }
    for (int v : {low.x, low.y, high.x, high.y})
        lua_pushinteger(L, v);
    return 4;
}

int largestRegion(lua_State *L)
{
    const GameState &g = game(L);
    const int terrain = named(L, 2, g.rules().terrains, "terrain");
    lua_pushinteger(L, tw::largestRegion(g.board(board(L, 3, g)), terrain));
    return 1;
}

int largestRegions(lua_State *L)
{
    const GameState &g = game(L);
    const std::vector<int> largest = tw::largestRegions(g.board(board(L, 2, g)));
    const std::vector<Terrain> &terrains = g.rules().terrains;
    lua_createtable(L, 0, int(terrains.size()));
    for (std::size_t t = 0; t < terrains.size(); ++t) {
        lua_pushinteger(L, largest[t]);
        lua_setfield(L, -2, terrains[t].id.c_str());
    }
    return 1;
}

int terrainCells(lua_State *L)
{
    const GameState &g = game(L);
    const int terrain = named(L, 2, g.rules().terrains, "terrain");
    return pushCells(L, tw::terrainCells(g.board(board(L, 3, g)), terrain));
}

int terrainCount(lua_State *L)
{
    const GameState &g = game(L);
    const int terrain = named(L, 2, g.rules().terrains, "terrain");
    const Coord corner = cellArg(L, 3);
    // A box of no width or height, or a negative one (a sheet narrower than its margins), holds no cell.
    const int width = int(integerIn(L, 5, -(2 * kMaxCoordinate + 1), 2 * kMaxCoordinate + 1, "width"));
    const int height = int(integerIn(L, 6, -(2 * kMaxCoordinate + 1), 2 * kMaxCoordinate + 1, "height"));
    lua_pushinteger(L, tw::terrainCount(g.board(board(L, 7, g)), terrain, corner, width, height));
    return 1;
}

int terrainNextTo(lua_State *L)
{
    const GameState &g = game(L);
    const int terrain = named(L, 2, g.rules().terrains, "terrain");
    const int neighbour = named(L, 3, g.rules().terrains, "terrain");
    const TerrainContacts contacts = tw::terrainContacts(g.board(board(L, 4, g)), terrain, neighbour);
    lua_pushinteger(L, contacts.cells);
    lua_pushinteger(L, contacts.pairs);
    return 2;
}

int regions(lua_State *L)
{
    const GameState &g = game(L);
    return pushCells(L, regionOrigins(g.board(board(L, 2, g))));
}

int distance(lua_State *L)
{
    const GameState &g = game(L);
    lua_pushinteger(L, g.rules().grid.distance(cellArg(L, 2), cellArg(L, 4)));
    return 1;
}

int emptyArea(lua_State *L)
{
    const GameState &g = game(L);
    const Coord c = cellArg(L, 2);
    const EmptyArea area = tw::emptyArea(g.board(board(L, 4, g)), c);
    lua_pushinteger(L, lua_Integer(area.cells.size()));
    lua_pushboolean(L, area.enclosed);
    return 2;
}

int fitsInside(lua_State *L)
{
    const GameState &g = game(L);
    const int t = tileType(L, 2, g);
    const Coord c = cellArg(L, 3);
    const Board &b = g.board(board(L, 5, g));
    const EmptyArea area = tw::emptyArea(b, c);
    lua_pushboolean(L, area.enclosed && tw::fitsInside(b, t, area.cells));
    return 1;
}

int holeTerrain(lua_State *L)
{
    const GameState &g = game(L);
    const Coord c = cellArg(L, 2);
    pushTerrain(L, g, tw::holeTerrain(g.board(board(L, 4, g)), c));
    return 1;
}

int pathLength(lua_State *L)
{
    const GameState &g = game(L);
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
    const GameState &g = game(L);
    const Coord c = cellArg(L, 2);
    const int b = board(L, 4, g);
    return pushList(L, g.piecesOnCells(b, region(g.board(b), c)), 0);
}

int piecesByRegion(lua_State *L)
{
    const GameState &g = game(L);
    const std::vector<RegionPieces> regions = piecesByRegion(g, board(L, 2, g));
    lua_createtable(L, int(regions.size()), 0);
    for (std::size_t r = 0; r < regions.size(); ++r) {
        const std::vector<int> &counts = regions[r].counts;
        lua_createtable(L, int(counts.size()), 2); // room for x and y: no rehash
        for (std::size_t p = 0; p < counts.size(); ++p) {
            lua_pushinteger(L, counts[p]);
            lua_rawseti(L, -2, lua_Integer(p + 1));
        }
        lua_pushinteger(L, regions[r].origin.x);
        lua_setfield(L, -2, "x");
        lua_pushinteger(L, regions[r].origin.y);
        lua_setfield(L, -2, "y");
        lua_rawseti(L, -2, lua_Integer(r + 1));
    }
    return 1;
}

} // namespace

void addCellMethods(MethodList &methods)
{
    methods.push_back({"cell_terrain", guarded<cellTerrain>});
    methods.push_back({"sheet_size", guarded<sheetSize>});
    methods.push_back({"sheet_terrains", guarded<sheetTerrains>});
    methods.push_back({"region_size", guarded<regionSize>});
    methods.push_back({"region_extent", guarded<regionExtent>});
    methods.push_back({"largest_region", guarded<largestRegion>});
    methods.push_back({"largest_regions", guarded<largestRegions>});
    methods.push_back({"terrain_cells", guarded<terrainCells>});
    methods.push_back({"terrain_count", guarded<terrainCount>});
    methods.push_back({"terrain_next_to", guarded<terrainNextTo>});
    methods.push_back({"distance", guarded<distance>});
    methods.push_back({"empty_area", guarded<emptyArea>});
    methods.push_back({"fits_inside", guarded<fitsInside>});
    methods.push_back({"hole_terrain", guarded<holeTerrain>});
    methods.push_back({"path_length", guarded<pathLength>});
    methods.push_back({"region_pieces", guarded<regionPieces>});
    methods.push_back({"pieces_by_region", guarded<piecesByRegion>});
    methods.push_back({"edge_terrain", guarded<edgeTerrain>});
    methods.push_back({"cell_neighbours", guarded<cellNeighbours>});
    methods.push_back({"region_cells", guarded<regionCells>});
    methods.push_back({"region_id", guarded<regionId>});
    methods.push_back({"regions", guarded<regions>});
    methods.push_back({"area_cells", guarded<areaCells>});
}

} // namespace tw::gameapi::detail
