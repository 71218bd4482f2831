#pragma once

#include "geometry/grid.h"

#include <cstdint>
#include <string>
#include <vector>

namespace tw {

// An edge slot of a tile: cell index * directionCount + direction.
using EdgeSlot = int;

// The part of one terrain inside a face (a field, a mountain, a sea ...), touching the
// listed edge slots. Segments of the same terrain on matching edges of neighbouring
// tiles join into one feature.
struct SegmentDef
{
    int terrain = -1;
    std::vector<EdgeSlot> edges;
    std::vector<int> attributes; // value per Ruleset::attributes entry
    std::vector<int> adjacent;   // other segments of this face that touch this one
};

// One side of a tile: one or more cells (offsets from the anchor cell 0,0), the terrain
// of every edge slot (-1 for an internal edge between two cells of the tile), optional
// terrain per cell, the segments, and face-level attributes (icons).
struct FaceDef
{
    std::string name;
    std::vector<Coord> cells;
    std::vector<int> edgeTerrain;    // per edge slot
    std::vector<int> edgeSegment;    // per edge slot: segment index or -1
    std::vector<int> cellTerrain;    // per cell, -1 when the tile has no cell terrain
    std::vector<unsigned> edgeMarks; // per edge slot: bit i set = attribute i marks this edge
    std::vector<SegmentDef> segments;
    std::vector<int> attributes; // value per Ruleset::attributes entry
    std::string art;             // optional SVG, relative to the ruleset folder
};

// A face turned and possibly mirrored, precomputed at load time so placement checks are
// table look-ups. Cell i of the orientation is cell i of the face, moved; slot tables are
// indexed by the *board* direction after turning.
struct Orientation
{
    int face = 0;
    int rotation = 0; // clockwise steps
    bool mirrored = false;
    std::vector<Coord> cells;
    std::vector<int> edgeTerrain;
    std::vector<int> edgeSegment;
    std::vector<unsigned> edgeMarks;
    // Single-cell tiles: edge terrains packed one byte per direction (0xFF = none), and
    // 0xFF in each byte whose edge has a terrain; for table-free placement checks.
    std::uint64_t packedEdges = ~std::uint64_t(0);
    std::uint64_t packedMask = 0;
};

struct TileType
{
    std::string id;
    std::string name;
    int count = 1;
    // False for a tile never in a bag: a face or marker the flow puts where it needs one
    // (g:put); its count is 0 and stays so (count sweeps and the Tile Set dock leave it be).
    bool drawn = true;
    int printCopies = -1; // copies on the print sheets; -1: `count`
    int line = 0;
    bool teeth = false; // drawn with a jigsaw tooth on each edge that has a terrain (Coast tiles)
    std::vector<FaceDef> faces;
    std::vector<Orientation> orientations;

    // How many the print sheets hold: `print` where the ruleset gives it (a tile the flow
    // places itself, such as an entrance, is printed though never drawn), else the count.
    int copiesToPrint() const { return printCopies >= 0 ? printCopies : count; }
};

// Fills tile.orientations: every face x rotation (x mirror when allowed).
void buildOrientations(TileType &tile, const Grid &grid, bool allowMirror);

} // namespace tw
