// The `g` methods for segments and features (docs/lua-api.md).
#include "apisupport.h"
#include "listqueries.h"

#include "state/boardadjacency.h"

#include <algorithm>

namespace tw::gameapi::detail {

namespace {

int segmentCount(lua_State *L)
{
    const GameState &g = game(L);
    const Board &b = g.board();
    lua_pushinteger(L, b.segmentsOnTile(index(L, 2, b.tileCount(), "tile")));
    return 1;
}

int segmentOf(lua_State *L)
{
    const GameState &g = game(L);
    const Board &b = g.board();
    const int t = index(L, 2, b.tileCount(), "tile");
    lua_pushinteger(L, b.segmentId(t, index(L, 3, b.segmentsOnTile(t), "segment")) + 1);
    return 1;
}

int segmentTile(lua_State *L)
{
    const GameState &g = game(L);
    lua_pushinteger(L, g.board().segmentTile(segment(L, 2, g)) + 1);
    return 1;
}

int feature(lua_State *L)
{
    const GameState &g = game(L);
    lua_pushinteger(L, g.board().feature(segment(L, 2, g)) + 1);
    return 1;
}

int terrain(lua_State *L)
{
    const GameState &g = game(L);
    lua_pushstring(L, g.rules().terrains[g.board().segmentTerrain(segment(L, 2, g))].id.c_str());
    return 1;
}

int complete(lua_State *L)
{
    const GameState &g = game(L);
    lua_pushboolean(L, g.board().featureComplete(segment(L, 2, g)));
    return 1;
}

int openEdges(lua_State *L)
{
    const GameState &g = game(L);
    lua_pushinteger(L, g.board().featureOpenEdges(segment(L, 2, g)));
    return 1;
}

int tilesIn(lua_State *L)
{
    const GameState &g = game(L);
    lua_pushinteger(L, g.board().featureTileCount(segment(L, 2, g)));
    return 1;
}

int attr(lua_State *L)
{
    const GameState &g = game(L);
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
    const GameState &g = game(L);
    const int s = segment(L, 2, g);
    return pushList(L, adjacentFeatures(g.board(), s, optionalTerrain(L, 3, g)), 1);
}

int adjacentAttr(lua_State *L)
{
    const GameState &g = game(L);
    const int s = segment(L, 2, g);
    const int a = named(L, 3, g.rules().attributes, "attribute");
    lua_pushinteger(L, adjacentSegmentAttribute(g.board(), s, a, optionalTerrain(L, 4, g)));
    return 1;
}

int piecesIn(lua_State *L)
{
    const GameState &g = game(L);
    return pushList(L, g.piecesInFeature(0, segment(L, 2, g)), 1);
}

// Features (one segment each) that the current action completed.
int completed(lua_State *L)
{
    const GameState &g = game(L);
    std::vector<int> found;
    for (const Event &e : g.events())
        if (e.kind == EventKind::FeatureCompleted && e.e == 0)
            found.push_back(g.board(0).segmentAt({{e.b, e.c}, e.d}));
    return pushList(L, found, 1);
}

// Segments of a placed tile where a piece may go: one per feature, features without pieces.
int freeSegments(lua_State *L)
{
    thread_local std::vector<int> free;
    free.clear();
    freeSegmentHandles(L, 2, game(L), free);
    return pushList(L, free, 0);
}

} // namespace

void addFeatureMethods(MethodList &methods)
{
    methods.push_back({"segment_count", guarded<segmentCount>});
    methods.push_back({"segment", guarded<segmentOf>});
    methods.push_back({"segment_tile", guarded<segmentTile>});
    methods.push_back({"feature", guarded<feature>});
    methods.push_back({"terrain", guarded<terrain>});
    methods.push_back({"complete", guarded<complete>});
    methods.push_back({"open_edges", guarded<openEdges>});
    methods.push_back({"tiles_in", guarded<tilesIn>});
    methods.push_back({"attr", guarded<attr>});
    methods.push_back({"adjacent", guarded<adjacent>});
    methods.push_back({"adjacent_attr", guarded<adjacentAttr>});
    methods.push_back({"pieces_in", guarded<piecesIn>});
    methods.push_back({"free_segments", guarded<freeSegments>});
    methods.push_back({"completed", guarded<completed>});
}

} // namespace tw::gameapi::detail
