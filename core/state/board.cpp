#include "board.h"

#include <algorithm>

namespace tw {

namespace {
constexpr int kCellsPerTile = 8; // the cell map packs tileIndex * 8 + cellIndex
} // namespace

Board::Board(const Ruleset *rules)
    : m_rules(rules)
{
    const auto &table = rules->compatible;
    for (std::size_t a = 0; a < table.size(); ++a)
        for (std::size_t b = 0; b < table.size(); ++b)
            m_plainMatching = m_plainMatching && table[a][b] == (a == b);
    reserveForTileSet();
}

void Board::reserveForTileSet()
{
    constexpr std::size_t kMostTiles = 1024;
    std::size_t tiles = 0, cells = 0, segments = 0;
    for (const TileType &type : m_rules->tiles) {
        if (type.faces.empty() || tiles >= kMostTiles)
            continue;
        const std::size_t count = std::size_t(std::max(type.count, 0));
        tiles += count;
        cells += count * type.faces[0].cells.size();
        segments += count * type.faces[0].segments.size();
    }
    tiles = std::min(tiles, kMostTiles);
    cells = std::min(cells, kMostTiles * 4);
    segments = std::min(segments, kMostTiles * 8);
    m_tiles.reserve(tiles);
    m_segBase.reserve(tiles);
    m_cells.reserve(cells);
    m_frontierIndex.reserve(2 * cells + 8);
    for (std::vector<int> *perSegment : {&m_segTile, &m_segIndex, &m_parent, &m_size, &m_ring, &m_open})
        perSegment->reserve(segments);
    m_attrs.reserve(segments * m_rules->attributes.size());
}

namespace {
// A copy of `v` with room for growth (see Board's copy constructor).
template<typename T>
std::vector<T> withRoom(const std::vector<T> &v)
{
    std::vector<T> copy;
    copy.reserve(v.size() + v.size() / 4 + 32);
    copy.assign(v.begin(), v.end());
    return copy;
}
} // namespace

Board::Board(const Board &other)
    : m_rules(other.m_rules)
    , m_tiles(withRoom(other.m_tiles))
    , m_liveTiles(other.m_liveTiles)
    , m_cells(other.m_cells)
    , m_paint(other.m_paint)
    , m_frontier(withRoom(other.m_frontier))
    , m_frontierNeeds(withRoom(other.m_frontierNeeds))
    , m_frontierMask(withRoom(other.m_frontierMask))
    , m_frontierIndex(other.m_frontierIndex)
    , m_plainMatching(other.m_plainMatching)
    , m_low(other.m_low)
    , m_high(other.m_high)
    , m_segBase(withRoom(other.m_segBase))
    , m_segTile(withRoom(other.m_segTile))
    , m_segIndex(withRoom(other.m_segIndex))
    , m_parent(withRoom(other.m_parent))
    , m_size(withRoom(other.m_size))
    , m_ring(withRoom(other.m_ring))
    , m_open(withRoom(other.m_open))
    , m_attrs(withRoom(other.m_attrs))
{}

const Orientation &Board::orientationOf(int tileIndex) const
{
    const PlacedTile &t = m_tiles[tileIndex];
    return m_rules->tiles[t.type].orientations[t.orientation];
}

int Board::faceAttribute(int index, int attribute) const
{
    const PlacedTile &t = m_tiles[index];
    const TileType &type = m_rules->tiles[t.type];
    return type.faces[type.orientations[t.orientation].face].attributes[attribute];
}

int Board::tileAt(Coord c) const
{
    const int v = m_cells.find(c);
    return v < 0 ? -1 : v / kCellsPerTile;
}

int Board::cellAt(Coord c) const
{
    const int v = m_cells.find(c);
    return v < 0 ? -1 : v % kCellsPerTile;
}

int Board::cellTerrain(Coord c) const
{
    if (const int painted = m_paint.find(c); painted >= 0) // only occupied cells are painted
        return painted;
    const int v = m_cells.find(c);
    if (v < 0)
        return -1;
    const Orientation &o = orientationOf(v / kCellsPerTile);
    const FaceDef &face = m_rules->tiles[m_tiles[v / kCellsPerTile].type].faces[o.face];
    return face.cellTerrain[v % kCellsPerTile];
}

int Board::edgeTerrain(Coord c, int direction) const
{
    const int v = m_cells.find(c);
    if (v < 0)
        return -1;
    const int n = m_rules->grid.directionCount();
    return orientationOf(v / kCellsPerTile).edgeTerrain[(v % kCellsPerTile) * n + direction];
}

int Board::edgeSegmentOf(int cell, int direction) const
{
    const int n = m_rules->grid.directionCount();
    const int local = orientationOf(cell / kCellsPerTile).edgeSegment[(cell % kCellsPerTile) * n + direction];
    return local < 0 ? -1 : m_segBase[cell / kCellsPerTile] + local;
}

Board::FitResult Board::check(int type, Placement p, const PlaceRule &rule) const
{
    const Grid &grid = m_rules->grid;
    const int n = grid.directionCount();
    const Orientation &o = m_rules->tiles[type].orientations[p.orientation];
    auto ownCell = [&](Coord c) {
        return std::any_of(o.cells.begin(), o.cells.end(), [&](Coord k) { return p.at + k == c; });
    };
    // Tiles this placement covers and so replaces (the rule must allow each).
    int under[8];
    int covered = 0;
    for (Coord k : o.cells) {
        const Coord c = p.at + k;
        if (!grid.contains(c))
            return {Fit::OutOfBounds, c, -1};
        const int t = tileAt(c);
        if (t < 0)
            continue;
        if (!std::binary_search(rule.replace.begin(), rule.replace.end(), t))
            return {Fit::Overlap, c, -1};
        if (std::find(under, under + covered, t) == under + covered)
            under[covered++] = t;
    }
    auto replaced = [&](int t) { return covered > 0 && std::find(under, under + covered, t) != under + covered; };
    bool touching = false;
    bool nextTo = rule.nextTo < 0;
    // The neighbours matter for touching, for the tile named by nextTo and for edges.
    const bool hasEdges = std::any_of(o.edgeTerrain.begin(), o.edgeTerrain.end(), [](int t) { return t >= 0; });
    for (std::size_t i = 0; (rule.mustTouch || !nextTo || hasEdges) && i < o.cells.size(); ++i) {
        const Coord c = p.at + o.cells[i];
        for (int d = 0; d < n; ++d) {
            const Coord nb = grid.neighbour(c, d);
            if (!occupied(nb) || (o.cells.size() > 1 && ownCell(nb)) || replaced(tileAt(nb)))
                continue;
            touching = true;
            nextTo = nextTo || tileAt(nb) == rule.nextTo;
            const int mine = o.edgeTerrain[i * n + d];
            const int theirs = edgeTerrain(nb, grid.opposite(d));
            if (mine >= 0 && theirs >= 0 && !m_rules->edgesMatch(mine, theirs))
                return {Fit::EdgeMismatch, c, d};
        }
    }
    if (rule.mustTouch && !touching && m_liveTiles > covered)
        return {Fit::NotTouching, p.at, -1};
    if (!nextTo)
        return {Fit::NotNextTo, p.at, -1};
    if (rule.line >= 0 && std::none_of(o.cells.begin(), o.cells.end(), [&](Coord k) {
            return p.at.x + k.x == rule.line || p.at.y + k.y == rule.line;
        }))
        return {Fit::MissesLine, p.at, -1};
    if (rule.coverCell && !ownCell(rule.cover))
        return {Fit::MissesCell, rule.cover, -1};
    if (rule.edge.direction >= 0) {
        const auto at = std::find_if(o.cells.begin(), o.cells.end(), [&](Coord k) { return p.at + k == rule.edge.cell; });
        const int i = int(at - o.cells.begin());
        if (at == o.cells.end() || o.edgeTerrain[i * n + rule.edge.direction] != rule.edge.terrain)
            return {Fit::WrongEdge, rule.edge.cell, rule.edge.direction};
    }
    return {};
}

namespace {
// The cells beside placed tile `tile` (none when it is not on the board), against which a
// placement of `type` required to sit next to it is tested before it is fitted: such a
// placement covers one of them, and each of its cells lies within the type's span (the
// largest distance between two of its cells) of that one.
class BesideTile
{
public:
    BesideTile(const Board &board, int tile, const TileType &type)
        : m_grid(board.rules().grid)
    {
        if (tile < 0)
            return;
        if (tile < board.tileCount() && !board.tile(tile).removed)
            for (Coord k : board.orientationOf(tile).cells)
                for (int d = 0; d < m_grid.directionCount(); ++d)
                    m_cells.push_back(m_grid.neighbour(board.tile(tile).origin + k, d));
        for (const Orientation &o : type.orientations)
            for (Coord a : o.cells)
                for (Coord b : o.cells)
                    m_span = std::max(m_span, m_grid.distance(a, b));
    }
    // Whether a placement holding cell c may cover a cell beside the tile.
    bool near(Coord c) const
    {
        return std::any_of(m_cells.begin(), m_cells.end(), [&](Coord b) { return m_grid.distance(b, c) <= m_span; });
    }
    // Whether the placement at `at` of these cells covers a cell beside the tile.
    bool covered(Coord at, const std::vector<Coord> &cells) const
    {
        return std::any_of(cells.begin(), cells.end(),
                           [&](Coord k) { return std::find(m_cells.begin(), m_cells.end(), at + k) != m_cells.end(); });
    }

private:
    const Grid &m_grid;
    std::vector<Coord> m_cells;
    int m_span = 0;
};
} // namespace

const std::vector<Coord> &Board::candidateCells(const PlaceRule &rule, std::vector<Coord> &storage) const
{
    const Grid &grid = m_rules->grid;
    if (rule.coverCell) {
        storage.push_back(rule.cover);
        return storage;
    }
    if ((!rule.mustTouch && grid.bounded()) || m_liveTiles == 0) {
        for (int y = 0; y < std::max(grid.height(), 1); ++y)
            for (int x = 0; x < std::max(grid.width(), 1); ++x)
                storage.push_back({x, y});
        return storage;
    }
    if (!rule.replace.empty()) {
        storage = m_frontier;
        for (int t : rule.replace)
            if (t >= 0 && t < tileCount() && !m_tiles[t].removed)
                for (Coord k : orientationOf(t).cells)
                    storage.push_back(m_tiles[t].origin + k);
        return storage;
    }
    return m_frontier;
}

template<typename Visit>
bool Board::forEachCandidate(int type, const PlaceRule &rule, Visit &&visit) const
{
    const TileType &tt = m_rules->tiles[type];
    const bool single = std::all_of(tt.faces.begin(), tt.faces.end(),
                                    [](const FaceDef &f) { return f.cells.size() == 1; });
    std::vector<Coord> storage;
    const std::vector<Coord> &candidates = candidateCells(rule, storage);
    const bool plain = &candidates == &m_frontier && rule.line < 0 && rule.nextTo < 0 && rule.edge.direction < 0;
    if (single && plain)
        return forEachOnFrontier(tt, visit);
    return forEachCovering(type, rule, candidates, single, visit);
}

template<typename Visit>
bool Board::forEachOnFrontier(const TileType &tt, Visit &&visit) const
{
    if (m_plainMatching) {
        // Each orientation's edges side by side, so the loop below touches two arrays only.
        constexpr std::size_t kMaxFast = 32;
        const std::size_t count = tt.orientations.size();
        if (count <= kMaxFast) {
            std::uint64_t edges[kMaxFast], masks[kMaxFast];
            for (std::size_t oi = 0; oi < count; ++oi) {
                edges[oi] = tt.orientations[oi].packedEdges;
                masks[oi] = tt.orientations[oi].packedMask;
            }
            for (std::size_t i = 0; i < m_frontier.size(); ++i) {
                const std::uint64_t needs = m_frontierNeeds[i];
                const std::uint64_t mask = m_frontierMask[i];
                for (std::size_t oi = 0; oi < count; ++oi)
                    if (((needs ^ edges[oi]) & mask & masks[oi]) == 0 && !visit(Placement{m_frontier[i], int(oi)}))
                        return false;
            }
            return true;
        }
    }
    const int n = m_rules->grid.directionCount();
    for (std::size_t i = 0; i < m_frontier.size(); ++i) {
        const std::uint64_t needs = m_frontierNeeds[i];
        for (std::size_t oi = 0; oi < tt.orientations.size(); ++oi) {
            const Orientation &o = tt.orientations[oi];
            bool ok = true;
            for (int d = 0; d < n && ok; ++d) {
                const int theirs = int((needs >> (8 * d)) & 0xFF);
                const int mine = o.edgeTerrain[d];
                ok = theirs == 0xFF || mine < 0 || m_rules->edgesMatch(mine, theirs);
            }
            if (ok && !visit(Placement{m_frontier[i], int(oi)}))
                return false;
        }
    }
    return true;
}

template<typename Visit>
bool Board::forEachCovering(int type, const PlaceRule &rule, const std::vector<Coord> &candidates, bool single,
                            Visit &&visit) const
{
    // A multi-cell placement is reached from each of its cells the candidates hold, and
    // visited from the first of them. On the frontier that is the cell of the lowest index
    // in it. On a sheet every cell is a candidate, in reading order, so a placement that
    // fits is visited from its first cell in reading order. The replace rule's list is
    // deduplicated by remembering what was visited; the other lists hold one cell.
    const TileType &tt = m_rules->tiles[type];
    const bool onFrontier = &candidates == &m_frontier;
    const bool remember = !single && !rule.replace.empty() && !rule.coverCell;
    const bool frontierOrder = !single && onFrontier;
    const bool readingOrder = !single && !remember && !rule.coverCell && !onFrontier && m_rules->grid.bounded();
    std::vector<Coord> firstCells;
    if (readingOrder)
        for (const Orientation &o : tt.orientations)
            firstCells.push_back(*std::min_element(o.cells.begin(), o.cells.end()));
    const BesideTile beside(*this, rule.nextTo, tt);
    std::vector<Placement> seen;
    for (Coord c : candidates) {
        if (rule.nextTo >= 0 && !beside.near(c))
            continue;
        const int cRank = frontierOrder ? m_frontierIndex.find(c) : 0;
        for (std::size_t oi = 0; oi < tt.orientations.size(); ++oi) {
            const std::vector<Coord> &cells = tt.orientations[oi].cells;
            for (Coord k : cells) {
                const Placement p{c - k, int(oi)};
                if (rule.nextTo >= 0 && !beside.covered(p.at, cells))
                    continue;
                if (readingOrder ? k != firstCells[oi]
                                 : cRank > 0 && std::any_of(cells.begin(), cells.end(), [&](Coord other) {
                                       const int r = m_frontierIndex.find(p.at + other);
                                       return r >= 0 && r < cRank;
                                   }))
                    continue; // visited from an earlier candidate
                if (rule.line >= 0 && std::none_of(cells.begin(), cells.end(), [&](Coord other) {
                        return p.at.x + other.x == rule.line || p.at.y + other.y == rule.line;
                    }))
                    continue;
                if ((remember && std::find(seen.begin(), seen.end(), p) != seen.end()) || !fits(type, p, rule))
                    continue;
                if (remember)
                    seen.push_back(p);
                if (!visit(p))
                    return false;
            }
        }
    }
    return true;
}

void Board::legalPlacements(int type, std::vector<Placement> &out, const PlaceRule &rule) const
{
    forEachCandidate(type, rule, [&](Placement p) {
        out.push_back(p);
        return true;
    });
}

bool Board::hasLegalPlacement(int type, const PlaceRule &rule) const
{
    return !forEachCandidate(type, rule, [](Placement) { return false; });
}

int Board::countLegalPlacements(int type, int limit, const PlaceRule &rule) const
{
    int count = 0;
    forEachCandidate(type, rule, [&](Placement) { return ++count < limit; });
    return count;
}

bool Board::placesOnFrontier(int type, const PlaceRule &rule) const
{
    if (!rule.mustTouch || m_liveTiles == 0 || rule.coverCell || !rule.replace.empty())
        return false;
    const TileType &tt = m_rules->tiles[type];
    return std::all_of(tt.orientations.begin(), tt.orientations.end(), [](const Orientation &o) {
        return o.cells.size() == 1 && o.cells[0] == Coord{0, 0};
    });
}

bool Board::frontierFits(int type, std::size_t index, int orientation, const PlaceRule &rule) const
{
    const Orientation &o = m_rules->tiles[type].orientations[orientation];
    if (m_plainMatching && rule.line < 0 && rule.nextTo < 0 && rule.edge.direction < 0)
        return ((m_frontierNeeds[index] ^ o.packedEdges) & m_frontierMask[index] & o.packedMask) == 0;
    return fits(type, {m_frontier[index], orientation}, rule);
}

void Board::touchFrontier(Coord c, int direction, int terrain)
{
    if (!m_rules->grid.contains(c))
        return;
    int i = m_frontierIndex.find(c);
    if (i < 0) {
        // An empty cell joins the frontier as the first tile next to it is linked, so only
        // that tile's cells constrain it, and link() touches it from each of them.
        i = int(m_frontier.size());
        m_frontierIndex.set(c, i);
        m_frontier.push_back(c);
        m_frontierNeeds.push_back(~std::uint64_t(0));
        m_frontierMask.push_back(0);
    }
    if (terrain >= 0) {
        const int shift = 8 * direction;
        m_frontierNeeds[i] = (m_frontierNeeds[i] & ~(std::uint64_t(0xFF) << shift))
            | (std::uint64_t(terrain & 0xFF) << shift);
        m_frontierMask[i] |= std::uint64_t(0xFF) << shift;
    }
}

void Board::removeFrontier(Coord c)
{
    const int i = m_frontierIndex.find(c);
    if (i < 0)
        return;
    const Coord last = m_frontier.back();
    m_frontier[i] = last;
    m_frontierNeeds[i] = m_frontierNeeds.back();
    m_frontierMask[i] = m_frontierMask.back();
    m_frontierIndex.set(last, i);
    m_frontier.pop_back();
    m_frontierNeeds.pop_back();
    m_frontierMask.pop_back();
    m_frontierIndex.set(c, CoordMap::kAbsent);
}

int Board::place(int type, Placement p, int player, std::vector<int> *completed)
{
    const int index = int(m_tiles.size());
    m_tiles.push_back({type, p.orientation, p.at, player});
    ++m_liveTiles;
    const FaceDef &face = m_rules->tiles[type].faces[orientationOf(index).face];
    const int nAttrs = int(m_rules->attributes.size());
    const int base = int(m_segTile.size());
    m_segBase.push_back(base);
    for (std::size_t s = 0; s < face.segments.size(); ++s) {
        const int id = base + int(s);
        m_segTile.push_back(index);
        m_segIndex.push_back(int(s));
        m_parent.push_back(id);
        m_size.push_back(1);
        m_ring.push_back(id);
        m_open.push_back(int(face.segments[s].edges.size()));
        for (int a = 0; a < nAttrs; ++a)
            m_attrs.push_back(face.segments[s].attributes[a]);
    }
    link(index, completed);
    return index;
}

void Board::link(int index, std::vector<int> *completed)
{
    const Grid &grid = m_rules->grid;
    const int n = grid.directionCount();
    const PlacedTile &tile = m_tiles[index];
    const Orientation &o = orientationOf(index);
    const FaceDef &face = m_rules->tiles[tile.type].faces[o.face];
    const Coord at = tile.origin;
    for (std::size_t i = 0; i < o.cells.size(); ++i) {
        const Coord c = at + o.cells[i];
        m_cells.set(c, index * kCellsPerTile + int(i));
        removeFrontier(c);
        m_low = {std::min(m_low.x, c.x), std::min(m_low.y, c.y)};
        m_high = {std::max(m_high.x, c.x), std::max(m_high.y, c.y)};
    }

    // Features of neighbouring tiles closed by an edge of another (compatible) terrain.
    const int base = m_segBase[index];
    thread_local std::vector<int> touchedOthers;
    touchedOthers.clear();
    for (std::size_t i = 0; i < o.cells.size(); ++i) {
        const Coord c = at + o.cells[i];
        for (int d = 0; d < n; ++d) {
            const Coord nb = grid.neighbour(c, d);
            const int cell = m_cells.find(nb);
            if (cell < 0) {
                touchFrontier(nb, grid.opposite(d), o.edgeTerrain[i * n + d]);
                continue;
            }
            const int mine = o.edgeSegment[i * n + d];
            const int theirs = cell / kCellsPerTile == index ? -1 : edgeSegmentOf(cell, grid.opposite(d));
            if (mine < 0 || theirs < 0)
                continue;
            const int own = base + mine;
            if (segmentTerrain(own) == segmentTerrain(theirs)) {
                unite(own, theirs);
                m_open[feature(own)] -= 2;
            } else {
                --m_open[feature(own)];
                --m_open[feature(theirs)];
                touchedOthers.push_back(theirs);
            }
        }
    }

    if (completed) {
        auto report = [&](int segment) {
            const int root = feature(segment);
            if (m_open[root] == 0 && std::find(completed->begin(), completed->end(), root) == completed->end())
                completed->push_back(root);
        };
        for (std::size_t s = 0; s < face.segments.size(); ++s)
            report(base + int(s));
        for (int segment : touchedOthers)
            report(segment);
    }
}

void Board::removeTile(int index)
{
    PlacedTile &tile = m_tiles[index];
    if (tile.removed)
        return;
    tile.removed = true;
    --m_liveTiles;
    const std::vector<Coord> &cells = orientationOf(index).cells;
    if (std::any_of(cells.begin(), cells.end(), [&](Coord k) { return m_paint.contains(tile.origin + k); })) {
        CoordMap paint; // a map cannot forget entries: keep all but the tile's cells
        m_paint.forEach([&](Coord c, int terrain) {
            if (std::none_of(cells.begin(), cells.end(), [&](Coord k) { return tile.origin + k == c; }))
                paint.set(c, terrain);
        });
        m_paint = std::move(paint);
    }
    rebuild();
}

void Board::rebuild()
{
    m_cells = CoordMap();
    m_low = {kFar, kFar};
    m_high = {-kFar, -kFar};
    m_frontier.clear();
    m_frontierNeeds.clear();
    m_frontierMask.clear();
    m_frontierIndex = CoordMap();
    const int nAttrs = int(m_rules->attributes.size());
    for (int s = 0; s < segmentCount(); ++s) {
        const SegmentDef &def = segmentDef(s);
        m_parent[s] = s;
        m_size[s] = 1;
        m_ring[s] = s;
        m_open[s] = int(def.edges.size());
        for (int a = 0; a < nAttrs; ++a)
            m_attrs[std::size_t(s) * nAttrs + a] = def.attributes[a];
    }
    for (int t = 0; t < tileCount(); ++t)
        if (!m_tiles[t].removed)
            link(t, nullptr);
}

void Board::paintCell(Coord c, int terrain)
{
    m_paint.set(c, terrain);
}

std::vector<std::pair<Coord, int>> Board::paintedCells() const
{
    std::vector<std::pair<Coord, int>> cells;
    cells.reserve(m_paint.size());
    m_paint.forEach([&](Coord c, int terrain) { cells.emplace_back(c, terrain); });
    std::sort(cells.begin(), cells.end());
    return cells;
}

std::uint64_t Board::hash() const
{
    std::uint64_t h = 1469598103934665603ULL;
    auto mix = [&h](std::int64_t v) {
        h ^= std::uint64_t(v);
        h *= 1099511628211ULL;
    };
    for (const PlacedTile &t : m_tiles) {
        mix(t.type);
        mix(t.orientation);
        mix(t.origin.x);
        mix(t.origin.y);
        mix(t.player);
        if (t.removed)
            mix(-7);
    }
    for (const auto &[cell, terrain] : paintedCells()) {
        mix(cell.x);
        mix(cell.y);
        mix(terrain);
    }
    return h;
}

} // namespace tw
