#include "tiletype.h"

namespace tw {

namespace {

Orientation orient(const FaceDef &face, int faceIndex, const Grid &grid, int rotation, bool mirrored)
{
    const int n = grid.directionCount();
    Orientation o;
    o.face = faceIndex;
    o.rotation = rotation;
    o.mirrored = mirrored;
    o.edgeTerrain.assign(face.edgeTerrain.size(), -1);
    o.edgeSegment.assign(face.edgeSegment.size(), -1);
    o.edgeMarks.assign(face.edgeMarks.size(), 0);
    for (std::size_t cell = 0; cell < face.cells.size(); ++cell) {
        Coord c = mirrored ? grid.mirror(face.cells[cell]) : face.cells[cell];
        o.cells.push_back(grid.rotate(c, rotation));
        for (int d = 0; d < n; ++d) {
            int to = mirrored ? grid.mirrorDirection(d) : d;
            to = grid.rotateDirection(to, rotation);
            o.edgeTerrain[cell * n + to] = face.edgeTerrain[cell * n + d];
            o.edgeSegment[cell * n + to] = face.edgeSegment[cell * n + d];
            o.edgeMarks[cell * n + to] = face.edgeMarks[cell * n + d];
        }
    }
    if (o.cells.size() == 1) {
        for (int d = 0; d < n; ++d) {
            if (o.edgeTerrain[d] < 0)
                continue;
            const int shift = 8 * d;
            o.packedEdges &= ~(std::uint64_t(0xFF) << shift);
            o.packedEdges |= std::uint64_t(o.edgeTerrain[d] & 0xFF) << shift;
            o.packedMask |= std::uint64_t(0xFF) << shift;
        }
    }
    return o;
}

} // namespace

void buildOrientations(TileType &tile, const Grid &grid, bool allowMirror)
{
    tile.orientations.clear();
    for (std::size_t f = 0; f < tile.faces.size(); ++f) {
        for (int mirror = 0; mirror <= (allowMirror ? 1 : 0); ++mirror) {
            for (int r = 0; r < grid.directionCount(); ++r)
                tile.orientations.push_back(orient(tile.faces[f], int(f), grid, r, mirror != 0));
        }
    }
}

} // namespace tw
