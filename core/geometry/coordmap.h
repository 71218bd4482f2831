#pragma once

#include "grid.h"

#include <cstdint>
#include <vector>

namespace tw {

// A flat open-addressing hash map from Coord to a non-negative int (linear probing,
// power-of-two capacity, load factor at most 1/2). Copying it copies two vectors, which
// keeps GameState a cheap value. Entries can be overwritten but not erased: boards only grow.
// Coord(INT_MIN, INT_MIN) is reserved as the empty-slot marker and cannot be stored.
// Two maps are equal when they hold the same entries, whatever order they were set in.
class CoordMap
{
public:
    static constexpr int kAbsent = -1;

    int find(Coord c) const
    {
        if (m_keys.empty())
            return kAbsent;
        const std::uint64_t key = pack(c);
        for (std::size_t i = slot(key);; i = (i + 1) & mask()) {
            if (m_keys[i] == key)
                return m_values[i];
            if (m_keys[i] == kEmpty)
                return kAbsent;
        }
    }

    bool contains(Coord c) const { return find(c) != kAbsent; }

    void set(Coord c, int value)
    {
        if ((m_size + 1) * 2 > m_keys.size())
            rehash(m_keys.empty() ? kFirstSlots : m_keys.size() * 2);
        const std::uint64_t key = pack(c);
        const std::size_t i = slotOf(key);
        if (m_keys[i] == kEmpty) {
            m_keys[i] = key;
            ++m_size;
        }
        m_values[i] = value;
    }

    std::size_t size() const { return m_size; }

    // Makes room for `entries` entries, so that setting that many does not grow the table.
    void reserve(std::size_t entries)
    {
        std::size_t size = m_keys.empty() ? kFirstSlots : m_keys.size();
        while (size < 2 * entries)
            size *= 2;
        if (size > m_keys.size())
            rehash(size);
    }

    friend bool operator==(const CoordMap &a, const CoordMap &b)
    {
        if (a.m_size != b.m_size)
            return false;
        for (std::size_t i = 0; i < a.m_keys.size(); ++i) {
            if (a.m_keys[i] == kEmpty)
                continue;
            const std::size_t j = b.slotOf(a.m_keys[i]);
            if (b.m_keys[j] != a.m_keys[i] || b.m_values[j] != a.m_values[i])
                return false;
        }
        return true;
    }

    // Visits every entry as (Coord, value), in slot order.
    template<typename F>
    void forEach(F &&visit) const
    {
        for (std::size_t i = 0; i < m_keys.size(); ++i) {
            if (m_keys[i] != kEmpty)
                visit(unpack(m_keys[i]), m_values[i]);
        }
    }

private:
    static constexpr std::uint64_t kEmpty = 0x8000000080000000ULL; // pack(Coord{INT_MIN, INT_MIN})
    static constexpr std::size_t kFirstSlots = 64;

    static std::uint64_t pack(Coord c) { return (std::uint64_t(std::uint32_t(c.x)) << 32) | std::uint32_t(c.y); }
    static Coord unpack(std::uint64_t k) { return {int(std::uint32_t(k >> 32)), int(std::uint32_t(k))}; }
    std::size_t mask() const { return m_keys.size() - 1; }
    std::size_t slot(std::uint64_t key) const
    {
        key ^= key >> 33;
        key *= 0xff51afd7ed558ccdULL;
        key ^= key >> 33;
        return std::size_t(key) & mask();
    }
    // The slot holding `key`, or the empty slot where it would go; the table must not be empty.
    std::size_t slotOf(std::uint64_t key) const
    {
        std::size_t i = slot(key);
        while (m_keys[i] != kEmpty && m_keys[i] != key)
            i = (i + 1) & mask();
        return i;
    }

    // Moves the entries to a table of `size` slots (a power of two, more than twice the entries).
    void rehash(std::size_t size)
    {
        std::vector<std::uint64_t> keys(size, kEmpty);
        std::vector<int> values(keys.size(), kAbsent);
        keys.swap(m_keys);
        values.swap(m_values);
        m_size = 0;
        for (std::size_t i = 0; i < keys.size(); ++i) {
            if (keys[i] != kEmpty)
                set(unpack(keys[i]), values[i]);
        }
    }

    std::vector<std::uint64_t> m_keys;
    std::vector<int> m_values;
    std::size_t m_size = 0;
};

} // namespace tw
