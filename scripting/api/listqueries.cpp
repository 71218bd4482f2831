#include "listqueries.h"

#include <algorithm>

namespace tw::gameapi::detail {

void freeSegmentHandles(lua_State *L, int first, const GameState &g, std::vector<int> &out)
{
    const Board &b = g.board();
    const int t = index(L, first, b.tileCount(), "tile");
    thread_local std::vector<int> held, roots;
    held.clear();
    roots.clear();
    for (int id : g.piecesOnBoard())
        if (const BoardPiece &p = g.pieces()[id]; p.board == 0 && p.segment >= 0)
            held.push_back(b.feature(p.segment));
    for (int i = 0; i < b.segmentsOnTile(t); ++i) {
        const int s = b.segmentId(t, i);
        const int root = b.feature(s);
        if (std::find(roots.begin(), roots.end(), root) != roots.end())
            continue;
        roots.push_back(root);
        if (std::find(held.begin(), held.end(), root) == held.end())
            out.push_back(s + 1);
    }
}

void pieceHandles(lua_State *L, int first, const GameState &g, std::vector<int> &out)
{
    const int p = lua_isnoneornil(L, first) ? -1 : index(L, first, g.playerCount(), "player");
    const int type = lua_isnoneornil(L, first + 1) ? -1 : named(L, first + 1, g.rules().pieces, "piece");
    for (int id : g.piecesOnBoard())
        if ((p < 0 || g.pieces()[id].owner == p) && (type < 0 || g.pieces()[id].type == type))
            out.push_back(id + 1);
}

ListQuery listQuery(std::string_view method)
{
    if (method == "free_segments")
        return freeSegmentHandles;
    if (method == "pieces_of")
        return pieceHandles;
    return nullptr;
}

ArgKind handleKind(ListQuery query)
{
    return query == freeSegmentHandles ? ArgKind::Segment : ArgKind::Piece;
}

Action optionOfHandle(const GameState &g, int choice, ArgKind kind, int handle)
{
    Action action{ActionKind::Option, std::int16_t(choice)};
    if (kind == ArgKind::Segment) {
        const SegmentRef ref = g.board(0).segmentRef(handle - 1);
        action.a = ref.cell.x;
        action.b = ref.cell.y;
        action.c = ref.index;
    } else {
        action.a = handle - 1;
    }
    return action;
}

} // namespace tw::gameapi::detail
