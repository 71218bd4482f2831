// Board: regions of cell terrain, enclosed empty areas and whether a tile still fits.
#include "board.h"

#include <algorithm>

namespace tw {

namespace {
// Breadth-first flood from `start` over cells accepted by `inside`; stops (returning
// false) once more than `limit` cells were reached.
template<typename Inside>
bool flood(const Grid &grid, Coord start, int limit, Inside &&inside, std::vector<Coord> &out)
{
    out.assign(1, start);
    for (std::size_t head = 0; head < out.size(); ++head) {
        for (int d = 0; d < grid.directionCount(); ++d) {
            const Coord nb = grid.neighbour(out[head], d);
            if (!inside(nb) || std::find(out.begin(), out.end(), nb) != out.end())
                continue;
            if (int(out.size()) >= limit)
                return false;
            out.push_back(nb);
        }
    }
    std::sort(out.begin(), out.end());
    return true;
}
} // namespace

std::vector<Coord> Board::region(Coord c) const
{
    const int terrain = cellTerrain(c);
    if (terrain < 0)
        return {};
    std::vector<Coord> cells;
    flood(m_rules->grid, c, 1 << 30, [&](Coord x) { return cellTerrain(x) == terrain; }, cells);
    return cells;
}

int Board::largestRegion(int terrain) const
{
    std::vector<Coord> seen;
    int largest = 0;
    m_cells.forEach([&](Coord c, int) {
        if (cellTerrain(c) != terrain || std::binary_search(seen.begin(), seen.end(), c))
            return;
        const std::vector<Coord> cells = region(c);
        largest = std::max(largest, int(cells.size()));
        seen.insert(seen.end(), cells.begin(), cells.end());
        std::sort(seen.begin(), seen.end());
    });
    return largest;
}

Board::EmptyArea Board::emptyArea(Coord c, int limit) const
{
    EmptyArea area;
    if (occupied(c) || !m_rules->grid.contains(c))
        return area;
    const Grid &grid = m_rules->grid;
    area.enclosed = flood(grid, c, limit, [&](Coord x) { return grid.contains(x) && !occupied(x); }, area.cells);
    if (!area.enclosed)
        area.cells.clear();
    return area;
}

bool Board::fitsInside(int type, const std::vector<Coord> &area) const
{
    const TileType &tt = m_rules->tiles[type];
    auto inArea = [&](Coord c) { return std::binary_search(area.begin(), area.end(), c); };
    for (Coord a : area) {
        for (std::size_t oi = 0; oi < tt.orientations.size(); ++oi) {
            const Orientation &o = tt.orientations[oi];
            for (Coord k : o.cells) {
                const Placement p{a - k, int(oi)};
                const bool covered = std::all_of(o.cells.begin(), o.cells.end(), [&](Coord x) { return inArea(p.at + x); });
                if (covered && fits(type, p))
                    return true;
            }
        }
    }
    return false;
}

int Board::holeTerrain(Coord c) const
{
    if (occupied(c))
        return -1;
    const Grid &grid = m_rules->grid;
    int terrain = -1;
    for (int d = 0; d < grid.directionCount(); ++d) {
        const int t = edgeTerrain(grid.neighbour(c, d), grid.opposite(d));
        if (t < 0 || (terrain >= 0 && t != terrain))
            return -1;
        terrain = t;
    }
    return terrain;
}

int Board::pathLength(Coord from, Coord to, int door) const
{
    if (!occupied(from) || !occupied(to))
        return -1;
    const Grid &grid = m_rules->grid;
    std::vector<std::pair<Coord, int>> queue{{from, 0}};
    CoordMap seen;
    seen.set(from, 0);
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const auto [c, steps] = queue[head];
        if (c == to)
            return steps;
        for (int d = 0; d < grid.directionCount(); ++d) {
            const Coord nb = grid.neighbour(c, d);
            if (seen.contains(nb) || edgeTerrain(c, d) != door || edgeTerrain(nb, grid.opposite(d)) != door)
                continue;
            seen.set(nb, 0);
            queue.push_back({nb, steps + 1});
        }
    }
    return -1;
}

std::vector<int> Board::neighbourTiles(int index) const
{
    const Grid &grid = m_rules->grid;
    std::vector<int> found;
    for (Coord k : orientationOf(index).cells)
        for (int d = 0; d < grid.directionCount(); ++d) {
            const int t = tileAt(m_tiles[index].origin + k + grid.step(d));
            if (t >= 0 && t != index)
                found.push_back(t);
        }
    std::sort(found.begin(), found.end());
    found.erase(std::unique(found.begin(), found.end()), found.end());
    return found;
}

int Board::faceAttribute(int index, int attribute) const
{
    const PlacedTile &t = m_tiles[index];
    const TileType &type = m_rules->tiles[t.type];
    return type.faces[type.orientations[t.orientation].face].attributes[attribute];
}

namespace {
// Tiles reachable from `start` through `linked(from, to)` steps, sorted.
template<typename Linked>
std::vector<int> connectedTiles(int start, Linked &&linked)
{
    std::vector<int> found{start};
    for (std::size_t head = 0; head < found.size(); ++head)
        linked(found[head], [&](int next) {
            if (std::find(found.begin(), found.end(), next) == found.end())
                found.push_back(next);
        });
    std::sort(found.begin(), found.end());
    return found;
}
} // namespace

std::vector<int> Board::tileGroup(int index, int attribute) const
{
    return connectedTiles(index, [&](int from, auto &&add) {
        for (int t : neighbourTiles(from))
            if (faceAttribute(t, attribute) > 0)
                add(t);
    });
}

std::vector<int> Board::markChain(int index, int attribute) const
{
    const Grid &grid = m_rules->grid;
    const int n = grid.directionCount();
    const unsigned bit = 1u << attribute;
    return connectedTiles(index, [&](int from, auto &&add) {
        const Orientation &o = orientationOf(from);
        for (std::size_t i = 0; i < o.cells.size(); ++i)
            for (int d = 0; d < n; ++d) {
                if (!(o.edgeMarks[i * n + d] & bit))
                    continue;
                const Coord nb = m_tiles[from].origin + o.cells[i] + grid.step(d);
                const int t = tileAt(nb);
                if (t < 0 || t == from)
                    continue;
                if (orientationOf(t).edgeMarks[cellAt(nb) * n + grid.opposite(d)] & bit)
                    add(t);
            }
    });
}

} // namespace tw
