#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <string_view>

namespace tw {

// A cell position. Square grids: x grows east, y grows south. Hex grids use axial
// coordinates (q = x, r = y) of flat-topped hexes.
struct Coord
{
    int x = 0;
    int y = 0;

    friend constexpr bool operator==(Coord, Coord) = default;
    friend constexpr Coord operator+(Coord a, Coord b) { return {a.x + b.x, a.y + b.y}; }
    friend constexpr Coord operator-(Coord a, Coord b) { return {a.x - b.x, a.y - b.y}; }
    friend constexpr bool operator<(Coord a, Coord b) { return a.y != b.y ? a.y < b.y : a.x < b.x; }
};

enum class GridKind : std::uint8_t { Square, Hex, Sheet };

// The neighbourhood rules of one grid kind: directions, rotation and mirroring.
// Directions are numbered clockwise from north: square N E S W; hex N NE SE S SW NW.
// Sheets are square grids bounded to width x height cells.
class Grid
{
public:
    explicit Grid(GridKind kind = GridKind::Square, int width = 0, int height = 0);

    GridKind kind() const { return m_kind; }
    int directionCount() const { return m_kind == GridKind::Hex ? 6 : 4; }
    bool bounded() const { return m_kind == GridKind::Sheet; }
    int width() const { return m_width; }
    int height() const { return m_height; }
    bool contains(Coord c) const { return !bounded() || (c.x >= 0 && c.y >= 0 && c.x < m_width && c.y < m_height); }

    Coord step(int direction) const { return m_kind == GridKind::Hex ? kHexSteps[direction] : kSquareSteps[direction]; }
    Coord neighbour(Coord c, int direction) const { return c + step(direction); }
    // Of a direction in [0, directionCount()); no division, as placing a tile asks it per edge.
    int opposite(int direction) const
    {
        const int turned = direction + directionCount() / 2;
        return turned >= directionCount() ? turned - directionCount() : turned;
    }

    // Rotates an offset by `steps` clockwise turns (90 degrees square, 60 degrees hex).
    Coord rotate(Coord offset, int steps) const;
    int rotateDirection(int direction, int steps) const;
    // Mirrors across the north-south axis.
    Coord mirror(Coord offset) const;
    int mirrorDirection(int direction) const;

    // Manhattan distance on squares; hex distance on hexes.
    int distance(Coord a, Coord b) const;

    // Short direction names ("N", "NE", ...), and parsing them back (-1 if unknown).
    const char *directionName(int direction) const;
    int directionFromName(std::string_view name) const;

private:
    static constexpr std::array<Coord, 4> kSquareSteps{{{0, -1}, {1, 0}, {0, 1}, {-1, 0}}};
    static constexpr std::array<Coord, 6> kHexSteps{{{0, -1}, {1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}}};

    GridKind m_kind;
    int m_width;
    int m_height;
};

} // namespace tw

template<>
struct std::hash<tw::Coord>
{
    std::size_t operator()(tw::Coord c) const noexcept
    {
        return std::hash<std::uint64_t>()((std::uint64_t(std::uint32_t(c.x)) << 32) | std::uint32_t(c.y));
    }
};
