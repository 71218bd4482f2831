// The `g` methods for pieces and teams (docs/lua-api.md).
#include "apisupport.h"
#include "listqueries.h"

namespace tw::gameapi::detail {

namespace {

int supply(lua_State *L)
{
    const GameState &g = game(L);
    const int p = index(L, 2, g.playerCount(), "player");
    lua_pushinteger(L, g.supply(p, named(L, 3, g.rules().pieces, "piece")));
    return 1;
}

int deploy(lua_State *L)
{
    StateWriter &w = writer(L);
    const GameState &g = w.state();
    const int p = index(L, 2, g.playerCount(), "player");
    const int piece = named(L, 3, g.rules().pieces, "piece");
    const int s = segment(L, 4, g);
    if (g.supply(p, piece) <= 0)
        luaL_error(L, "deploy: player %d has no %s left", p + 1, g.rules().pieces[piece].id.c_str());
    lua_pushinteger(L, w.deployOnSegment(p, piece, 0, s) + 1);
    return 1;
}

int deployCell(lua_State *L)
{
    StateWriter &w = writer(L);
    const GameState &g = w.state();
    const int p = index(L, 2, g.playerCount(), "player");
    const int piece = named(L, 3, g.rules().pieces, "piece");
    const Coord c = cellArg(L, 4);
    const int b = board(L, 6, g);
    if (g.supply(p, piece) <= 0)
        luaL_error(L, "deploy_cell: player %d has no %s left", p + 1, g.rules().pieces[piece].id.c_str());
    lua_pushinteger(L, w.deployOnCell(p, piece, b, c) + 1);
    return 1;
}

int removePiece(lua_State *L)
{
    StateWriter &w = writer(L);
    const GameState &g = w.state();
    pieceArg(L, 2, g);
    w.removePiece(int(lua_tointeger(L, 2)) - 1);
    return 0;
}

int losePiece(lua_State *L)
{
    StateWriter &w = writer(L);
    const GameState &g = w.state();
    pieceArg(L, 2, g);
    w.losePiece(int(lua_tointeger(L, 2)) - 1);
    return 0;
}

int movePiece(lua_State *L)
{
    StateWriter &w = writer(L);
    const GameState &g = w.state();
    pieceArg(L, 2, g);
    const Coord to = cellArg(L, 3);
    if (!g.rules().grid.contains(to))
        luaL_error(L, "move_piece: %d,%d is outside the board", to.x, to.y);
    w.movePiece(int(lua_tointeger(L, 2)) - 1, to);
    return 0;
}

int pieceCell(lua_State *L)
{
    const GameState &g = game(L);
    const BoardPiece &p = pieceArg(L, 2, g);
    lua_pushinteger(L, p.cell.x);
    lua_pushinteger(L, p.cell.y);
    lua_pushinteger(L, p.board + 1);
    return 3;
}

int pieceType(lua_State *L)
{
    const GameState &g = game(L);
    lua_pushstring(L, g.rules().pieces[pieceArg(L, 2, g).type].id.c_str());
    return 1;
}

int piecesOf(lua_State *L)
{
    thread_local std::vector<int> found;
    found.clear();
    pieceHandles(L, 2, game(L), found);
    return pushList(L, found, 0);
}

int piecesAt(lua_State *L)
{
    const GameState &g = game(L);
    const Coord c = cellArg(L, 2);
    const int b = board(L, 4, g);
    thread_local std::vector<int> found;
    found.clear();
    for (int id : g.piecesOnBoard())
        if (const BoardPiece &p = g.pieces()[id]; p.board == b && p.segment < 0 && p.cell == c)
            found.push_back(id + 1);
    return pushList(L, found, 0);
}

int pieceSegment(lua_State *L)
{
    const GameState &g = game(L);
    const int s = pieceArg(L, 2, g).segment;
    if (s < 0)
        lua_pushnil(L);
    else
        lua_pushinteger(L, s + 1);
    return 1;
}

int pieceOwner(lua_State *L)
{
    const GameState &g = game(L);
    lua_pushinteger(L, pieceArg(L, 2, g).owner + 1);
    return 1;
}

int shareScore(lua_State *L)
{
    StateWriter &w = writer(L);
    const GameState &g = w.state();
    const int p = index(L, 2, g.playerCount(), "player");
    const int mate = index(L, 3, g.playerCount(), "player");
    if (g.score(p) != 0 || g.score(mate) != 0)
        luaL_error(L, "share_score: join teams before anyone scores");
    w.shareScore(p, mate);
    return 0;
}

} // namespace

void addPieceMethods(MethodList &methods)
{
    methods.push_back({"supply", guarded<supply>});
    methods.push_back({"deploy", guarded<deploy>});
    methods.push_back({"remove_piece", guarded<removePiece>});
    methods.push_back({"pieces_of", guarded<piecesOf>});
    methods.push_back({"pieces_at", guarded<piecesAt>});
    methods.push_back({"piece_segment", guarded<pieceSegment>});
    methods.push_back({"piece_owner", guarded<pieceOwner>});
    methods.push_back({"share_score", guarded<shareScore>});
    methods.push_back({"deploy_cell", guarded<deployCell>});
    methods.push_back({"lose_piece", guarded<losePiece>});
    methods.push_back({"move_piece", guarded<movePiece>});
    methods.push_back({"piece_cell", guarded<pieceCell>});
    methods.push_back({"piece_type", guarded<pieceType>});
}

} // namespace tw::gameapi::detail
