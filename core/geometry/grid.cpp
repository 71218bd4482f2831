#include "grid.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <string_view>

namespace tw {

namespace {
constexpr std::array<const char *, 4> kSquareNames{"N", "E", "S", "W"};
constexpr std::array<const char *, 6> kHexNames{"N", "NE", "SE", "S", "SW", "NW"};
} // namespace

Grid::Grid(GridKind kind, int width, int height)
    : m_kind(kind)
    , m_width(width)
    , m_height(height)
{}

Coord Grid::rotate(Coord offset, int steps) const
{
    steps = ((steps % directionCount()) + directionCount()) % directionCount();
    for (int i = 0; i < steps; ++i) {
        if (m_kind == GridKind::Hex)
            offset = {-offset.y, offset.x + offset.y}; // cube (q,r,s) -> (-r,-s,-q)
        else
            offset = {-offset.y, offset.x};
    }
    return offset;
}

int Grid::rotateDirection(int direction, int steps) const
{
    const int n = directionCount();
    return (((direction + steps) % n) + n) % n;
}

Coord Grid::mirror(Coord offset) const
{
    if (m_kind == GridKind::Hex)
        return {-offset.x, offset.x + offset.y};
    return {-offset.x, offset.y};
}

int Grid::mirrorDirection(int direction) const
{
    return (directionCount() - direction) % directionCount();
}

int Grid::distance(Coord a, Coord b) const
{
    // In 64 bits, so that no pair of ints overflows; within kMaxCoordinate the result fits.
    const std::int64_t dx = std::int64_t(a.x) - b.x;
    const std::int64_t dy = std::int64_t(a.y) - b.y;
    const std::int64_t d = m_kind == GridKind::Hex ? (std::abs(dx) + std::abs(dy) + std::abs(dx + dy)) / 2
                                                   : std::abs(dx) + std::abs(dy);
    return int(std::min<std::int64_t>(d, std::numeric_limits<int>::max()));
}

const char *Grid::directionName(int direction) const
{
    return m_kind == GridKind::Hex ? kHexNames[direction] : kSquareNames[direction];
}

int Grid::directionFromName(std::string_view name) const
{
    for (int d = 0; d < directionCount(); ++d) {
        if (name == directionName(d))
            return d;
    }
    return -1;
}

} // namespace tw
