#pragma once

#include "grid.h"

#include <cstdint>
#include <vector>

namespace tw {

// A set of cells for one search at a time (a flood, a walk over regions), kept to be used
// again: clear() forgets every cell in one step, so a search that visits n cells costs
// O(n) however often the set is reused, and allocates only when it meets more cells than
// any search before. Open addressing with linear probing over stamped slots: a slot holds
// a cell of the current search when its stamp is the set's.
class CellSet
{
public:
    void clear()
    {
        ++m_stamp;
        m_size = 0;
        if (m_stamp == 0) { // after 2^32 searches: old stamps could look current again
            m_slots.assign(m_slots.size(), Slot{});
            m_stamp = 1;
        }
    }

    bool contains(Coord c) const
    {
        if (m_slots.empty())
            return false;
        const std::uint64_t key = pack(c);
        for (std::size_t i = home(key);; i = (i + 1) & mask()) {
            if (m_slots[i].stamp != m_stamp)
                return false;
            if (m_slots[i].key == key)
                return true;
        }
    }

    // Adds c; false when it was in the set already.
    bool insert(Coord c)
    {
        if (2 * (m_size + 1) > m_slots.size())
            grow();
        const std::uint64_t key = pack(c);
        std::size_t i = home(key);
        for (; m_slots[i].stamp == m_stamp; i = (i + 1) & mask())
            if (m_slots[i].key == key)
                return false;
        m_slots[i] = {key, m_stamp};
        ++m_size;
        return true;
    }

    std::size_t size() const { return m_size; }

private:
    struct Slot
    {
        std::uint64_t key = 0;
        std::uint32_t stamp = 0;
    };

    static std::uint64_t pack(Coord c) { return (std::uint64_t(std::uint32_t(c.x)) << 32) | std::uint32_t(c.y); }
    std::size_t mask() const { return m_slots.size() - 1; }
    std::size_t home(std::uint64_t key) const { return std::size_t((key * 0x9E3779B97F4A7C15ull) >> 32) & mask(); }

    // Doubles the slots, keeping the current search's cells.
    void grow()
    {
        std::vector<Slot> old(m_slots.empty() ? 64 : 2 * m_slots.size());
        old.swap(m_slots);
        const std::uint32_t current = m_stamp;
        m_stamp = 1;
        m_size = 0;
        for (const Slot &s : old)
            if (s.stamp == current)
                insert({int(std::uint32_t(s.key >> 32)), int(std::uint32_t(s.key))});
    }

    std::vector<Slot> m_slots; // a power of two of them, at most half holding current cells
    std::uint32_t m_stamp = 1; // slots of fresh vectors hold stamp 0: never current
    std::size_t m_size = 0;
};

} // namespace tw
