#pragma once

#include "geometry/coordmap.h"
#include "model/ruleset.h"

#include <limits>
#include <vector>

namespace tw {

struct PlacedTile
{
    int type = -1;
    int orientation = 0;
    Coord origin;
    int player = -1;      // who placed it, -1 for set-up
    bool removed = false; // taken off the board: its index, and its segments' ids, stay taken
    friend bool operator==(const PlacedTile &, const PlacedTile &) = default;
};

// Where one placement would go: anchor cell and orientation index of the tile type.
struct Placement
{
    Coord at;
    int orientation = 0;
    friend bool operator==(const Placement &, const Placement &) = default;
};

// A segment named as a person would: the anchor cell of its tile and its index among
// the segments of the tile's face.
struct SegmentRef
{
    Coord cell;
    int index = -1;
};

// An edge a placement must show: the new tile's edge on `cell` facing `direction` has
// `terrain` (the door a new room must turn towards the door it opens from).
struct EdgeNeed
{
    Coord cell;
    int direction = -1; // -1: no such condition
    int terrain = -1;
    friend bool operator==(const EdgeNeed &, const EdgeNeed &) = default;
};

// Extra conditions on a placement, each optional, all of them met together. Converts from
// a bool (mustTouch) for brevity.
struct PlaceRule
{
    PlaceRule(bool touch = true, int coverLine = -1)
        : mustTouch(touch)
        , line(coverLine)
    {}
    bool mustTouch = true;  // share an edge with a placed tile (unless the board is empty)
    int line = -1;          // when >= 0: cover at least one cell in row `line` or column `line`
    int nextTo = -1;        // when >= 0: share an edge with this placed tile
    bool coverCell = false; // cover `cover`
    Coord cover;
    EdgeNeed edge;
    // Placed tiles the new one may cover, sorted; each one covered is taken off the board
    // first (Warp: a room laid over a room). Empty: only empty cells.
    std::vector<int> replace;
    int paint = -1; // when >= 0: the new tile's cells take this terrain (a shape drawn in it)
    friend bool operator==(const PlaceRule &, const PlaceRule &) = default;
};

// One playing surface: placed tiles, the cells they cover, the empty cells next to them
// (the frontier) and the features their segments form. A value type: copying is cloning.
// Questions asked of a board beyond these live beside it as free functions over a const
// Board: state/boardareas.h (regions, empty areas, holes, paths) and
// state/boardadjacency.h (tiles around tiles, features touching features).
//
// Segments are numbered as they are placed ("segment ids"); a feature is named by any of
// its segment ids and resolved to its current root with feature(). Features merge across
// matching edges (union-find with member rings) and keep, at their root, the count of
// open edges and the sum of each attribute.
class Board
{
public:
    Board() = default;
    explicit Board(const Ruleset *rules);
    // A copy leaves room in its lists for a few more placements, so the first tiles placed
    // on it (a bot's look-ahead copy) do not move them again.
    Board(const Board &other);
    Board(Board &&) = default;
    Board &operator=(const Board &) = default;
    Board &operator=(Board &&) = default;

    const Ruleset &rules() const { return *m_rules; }

    // --- tiles and cells -------------------------------------------------------------
    int tileCount() const { return int(m_tiles.size()); }
    const PlacedTile &tile(int index) const { return m_tiles[index]; }
    const Orientation &orientationOf(int tileIndex) const;
    // The value of `attribute` on the face tile `index` shows.
    int faceAttribute(int index, int attribute) const;
    // Placed tile covering c, or -1; cellAt gives the cell index of that tile as well.
    int tileAt(Coord c) const;
    int cellAt(Coord c) const;
    bool occupied(Coord c) const { return m_cells.find(c) >= 0; }
    // A number for the cell of a placed tile at c that grows with the order of placement
    // (-1 for an empty cell).
    int placementOrder(Coord c) const { return m_cells.find(c); }
    // Terrain of the cell at c (-1 empty or no cell terrain), and of the edge slot of the
    // tile on c that faces `direction`.
    int cellTerrain(Coord c) const;
    int edgeTerrain(Coord c, int direction) const;
    const std::vector<Coord> &frontier() const { return m_frontier; }
    // Whether c lies beyond every placed cell in one coordinate (all have a smaller x, or all
    // a larger x, or the same for y); true on an empty board. On an unbounded grid, such an
    // empty cell is part of the endless empty plane: a straight line leads away from every tile.
    bool beyondPlaced(Coord c) const { return c.x < m_low.x || c.x > m_high.x || c.y < m_low.y || c.y > m_high.y; }
    // The index of cell c in frontier(), or -1 when c is not on the frontier.
    int frontierIndex(Coord c) const { return m_frontierIndex.find(c); }

    // Why a placement is illegal, or Ok. Legal = inside the grid, every cell empty (or
    // holding a tile the rule lets it replace), touching at least one placed tile (unless
    // the board is empty or the rule says otherwise), every shared edge compatible, and
    // each condition the rule adds met (its line, cell, edge, the tile to be next to).
    enum class Fit {
        Ok,
        OutOfBounds,
        Overlap,
        NotTouching,
        EdgeMismatch,
        MissesLine,
        NotNextTo,
        MissesCell,
        WrongEdge
    };
    struct FitResult
    {
        Fit fit = Fit::Ok;
        Coord cell; // for EdgeMismatch: the tile's cell and direction that clash
        int direction = -1;
    };
    FitResult check(int type, Placement p, const PlaceRule &rule = {}) const;
    bool fits(int type, Placement p, const PlaceRule &rule = {}) const { return check(type, p, rule).fit == Fit::Ok; }

    // Every legal placement of `type`, appended in a deterministic order (candidate
    // cell, then orientation, then which tile cell covers it); a multi-cell placement
    // reachable from several candidate cells is listed once. Candidates are the frontier
    // (and the cells of tiles the rule lets the tile replace), the rule's cell when it names
    // one, or on an empty board or (with mustTouch false) a bounded sheet, every cell of it.
    void legalPlacements(int type, std::vector<Placement> &out, const PlaceRule &rule = {}) const;
    bool hasLegalPlacement(int type, const PlaceRule &rule = {}) const;
    // How many legal placements `type` has, counting no further than `limit`.
    int countLegalPlacements(int type, int limit, const PlaceRule &rule = {}) const;
    // True when the legal placements of `type` under `rule` are the frontier cells it fits
    // on, one orientation at a time: a one-cell tile that must touch a board holding
    // tiles, with no cell to cover and no tile to replace. Then frontierFits() tells each
    // one in a few instructions, and (frontier cell, orientation) pairs drawn uniformly
    // and kept when they fit are uniform over the legal placements.
    bool placesOnFrontier(int type, const PlaceRule &rule) const;
    // Whether `type` in `orientation` fits on frontier()[index], for a type that
    // placesOnFrontier() accepts: the same answer as fits(), in constant time.
    bool frontierFits(int type, std::size_t index, int orientation, const PlaceRule &rule) const;

    // Places a tile (the caller checked legality, and removed what it replaces) and
    // returns its index. Segments join features; `completed` receives one segment id of
    // each feature this placement closed (open edges dropped to zero).
    int place(int type, Placement p, int player, std::vector<int> *completed = nullptr);
    // Takes a placed tile off the board: its cells are empty again and the features are
    // rebuilt without it. Every handle stays: the tile keeps its index (marked removed)
    // and its segments their ids, joined to nothing.
    void removeTile(int index);
    // Gives an occupied cell a terrain (>= 0) of its own, over its tile's (a shape drawn in
    // the terrain of a card, a square laid waste). Regions read it; edges do not change.
    void paintCell(Coord c, int terrain);
    // Placed tiles that are still on the board.
    int liveTileCount() const { return m_liveTiles; }
    // The painted cells and their terrains, sorted by cell (a list made for each call).
    std::vector<std::pair<Coord, int>> paintedCells() const;

    // --- segments and features --------------------------------------------------------
    int segmentCount() const { return int(m_segTile.size()); }
    int segmentId(int tileIndex, int segmentIndex) const { return m_segBase[tileIndex] + segmentIndex; }
    int segmentsOnTile(int tileIndex) const;
    int segmentTile(int segment) const { return m_segTile[segment]; }
    SegmentRef segmentRef(int segment) const { return {m_tiles[m_segTile[segment]].origin, m_segIndex[segment]}; }
    // The segment a SegmentRef names, or -1 when no tile is anchored there or it has no
    // such segment.
    int segmentAt(SegmentRef ref) const;
    const SegmentDef &segmentDef(int segment) const;
    int segmentTerrain(int segment) const { return m_segTerrain[segment]; }

    int feature(int segment) const // root segment id
    {
        while (m_parent[segment] != segment)
            segment = m_parent[segment];
        return segment;
    }
    int featureOpenEdges(int segment) const { return m_open[feature(segment)]; }
    bool featureComplete(int segment) const { return featureOpenEdges(segment) == 0; }
    int featureAttribute(int segment, int attribute) const;
    // Distinct tiles the feature covers (a tile counts once even with two segments in it).
    int featureTileCount(int segment) const;
    // Segment ids of the feature, in ring order.
    std::vector<int> featureSegments(int segment) const;
    // Calls visit(s) for each segment id s of the feature, in ring order, without a list.
    template<typename Visit>
    void forEachFeatureSegment(int segment, Visit &&visit) const
    {
        const int start = feature(segment);
        int s = start;
        do {
            visit(s);
            s = m_ring[s];
        } while (s != start);
    }

    // Hashes the tiles in placement order (and which were removed) and the painted cells,
    // which decide everything else on the board.
    std::uint64_t hash() const;
    // Member by member: equal boards have the same rules and the same tiles placed in the
    // same order, and agree on everything derived from them (cells, frontier, segments,
    // features), so derived data that went astray shows too.
    friend bool operator==(const Board &, const Board &) = default;

private:
    // Makes room in the lists for the tiles the tile set counts (up to a limit), so that a
    // new game's placements do not move them again and again.
    void reserveForTileSet();
    // Records that empty cell c, next to a tile being linked, must show `terrain` (-1:
    // anything) on its edge in `direction`, adding it to the frontier if it is new there.
    void touchFrontier(Coord c, int direction, int terrain);
    void removeFrontier(Coord c);
    // The segment at the edge in `direction` of an occupied cell, given as its m_cells
    // value; -1 where the edge has none.
    int edgeSegmentOf(int cell, int direction) const;
    // Calls visit(Placement) for each legal placement of tile type `type` until it returns
    // false (then returns false), in the order legalPlacements lists them.
    template<typename Visit>
    bool forEachCandidate(int type, const PlaceRule &rule, Visit &&visit) const;
    // The cells a placement under `rule` may be reached from: the frontier, or a list
    // made in `storage` (every cell of a sheet, the cell to cover, the frontier and the
    // cells of the tiles that may be replaced).
    const std::vector<Coord> &candidateCells(const PlaceRule &rule, std::vector<Coord> &storage) const;
    // forEachCandidate's fast path for single-cell tiles placed by a rule of no more than
    // touching and matching edges: each frontier cell's needs against each orientation.
    template<typename Visit>
    bool forEachOnFrontier(const TileType &type, Visit &&visit) const;
    // forEachCandidate for the rest: every placement covering one of `candidates`
    // (candidateCells), visited once, fitted to the whole rule.
    template<typename Visit>
    bool forEachCovering(int type, const PlaceRule &rule, const std::vector<Coord> &candidates, bool single,
                         Visit &&visit) const;
    void unite(int a, int b);
    // Puts placed tile `index` into the cells, the frontier and the features.
    void link(int index, std::vector<int> *completed);
    // Cells, frontier and features again from the tiles still on the board, in order.
    void rebuild();

    const Ruleset *m_rules = nullptr;
    std::vector<PlacedTile> m_tiles;
    int m_liveTiles = 0;
    CoordMap m_cells; // coord -> tileIndex * 8 + cellIndex
    CoordMap m_paint; // painted cell -> its terrain
    std::vector<Coord> m_frontier;
    // Parallel to m_frontier: the edge terrains the placed tiles show towards each cell,
    // one byte per direction (0xFF where nothing constrains it), and 0xFF in each byte
    // that is constrained.
    std::vector<std::uint64_t> m_frontierNeeds;
    std::vector<std::uint64_t> m_frontierMask;
    CoordMap m_frontierIndex;    // coord -> index in m_frontier, or -1 once filled
    bool m_plainMatching = true; // each terrain matches only itself: compare packed bytes
    // Corners of the box around the placed cells (no cells: low above high).
    static constexpr int kFar = std::numeric_limits<int>::max();
    Coord m_low{kFar, kFar};
    Coord m_high{-kFar, -kFar};

    std::vector<int> m_segBase;    // per tile: id of its first segment
    std::vector<int> m_segTile;    // per segment
    std::vector<int> m_segIndex;   // per segment: index in its face
    std::vector<int> m_segTerrain; // per segment: segmentDef's terrain, read without its look-ups
    std::vector<int> m_parent;
    std::vector<int> m_size;  // at roots: member count (union by size keeps finds short)
    std::vector<int> m_ring;  // next member in the feature's circular list
    std::vector<int> m_open;  // at roots: open edges
    std::vector<int> m_attrs; // at roots: attribute sums, attributes.size() per segment
};

} // namespace tw
