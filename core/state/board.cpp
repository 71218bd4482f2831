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
    m_frontier.reserve(2 * cells + 8);
    m_frontierNeeds.reserve(2 * cells + 8);
    m_frontierMask.reserve(2 * cells + 8);
    for (std::vector<int> *perSegment : {&m_segTile, &m_segIndex, &m_segTerrain, &m_parent, &m_size, &m_ring, &m_open})
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
    , m_segTerrain(withRoom(other.m_segTerrain))
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
        m_segTerrain.push_back(face.segments[s].terrain);
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
