#include "regionpieces.h"

#include "boardareas.h"

#include <algorithm>

namespace tw {

std::vector<RegionPieces> piecesByRegion(const GameState &state, int board)
{
    const Board &b = state.board(board);
    std::vector<RegionPieces> regions;
    CoordMap regionOf; // the cells of `regions`: index into it
    for (int id : state.piecesOnBoard()) {
        const BoardPiece &p = state.pieces()[id];
        if (p.board != board || p.segment >= 0)
            continue;
        int r = regionOf.find(p.cell);
        if (r == CoordMap::kAbsent) {
            const std::vector<Coord> cells = region(b, p.cell);
            if (cells.empty())
                continue;
            r = int(regions.size());
            Coord oldest = cells.front();
            for (Coord c : cells) {
                regionOf.set(c, r);
                if (b.placementOrder(c) < b.placementOrder(oldest))
                    oldest = c;
            }
            regions.push_back({oldest, std::vector<int>(state.playerCount(), 0)});
        }
        ++regions[r].counts[p.owner];
    }
    std::sort(regions.begin(), regions.end(), [&b](const RegionPieces &x, const RegionPieces &y) {
        return b.placementOrder(x.origin) < b.placementOrder(y.origin);
    });
    return regions;
}

} // namespace tw
