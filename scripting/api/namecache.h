#pragma once

// The index a name has in a list, found by the address of the name's text: an
// open-addressing hash table that never forgets, of fixed size so that it can live in
// memory Lua owns (trivially destructible). Internal to scripting/.
//
// Its users keep both keys stable: a text is one of Lua's interned strings, kept alive by
// an anchor so that no other text takes its address, and a list lives as long as the
// cache. Then a pair stored once stays right. It holds one entry per pair looked up (the
// names a ruleset declares: a few dozen) up to kCapacity; later pairs are not kept.

#include <array>
#include <cstddef>
#include <cstdint>

namespace tw::gameapi::detail {

class NameCache
{
public:
    // The index stored for (text, list), or -1.
    int find(const char *text, const void *list) const
    {
        for (std::size_t i = home(text, list);; i = (i + 1) & kMask) {
            const Entry &e = m_entries[i];
            if (e.text == text && e.list == list)
                return e.index;
            if (!e.text)
                return -1;
        }
    }

    // Stores `index` for (text, list), which find() does not know, unless kCapacity pairs
    // are kept already; `text` is not null.
    void add(const char *text, const void *list, int index)
    {
        if (m_count == kCapacity)
            return;
        std::size_t i = home(text, list);
        while (m_entries[i].text)
            i = (i + 1) & kMask;
        m_entries[i] = {text, list, index};
        ++m_count;
    }

    std::size_t size() const { return m_count; }

    static constexpr std::size_t kCapacity = 512;

private:
    struct Entry
    {
        const char *text = nullptr;
        const void *list = nullptr;
        int index = -1;
    };

    static constexpr std::size_t kSlots = 2 * kCapacity; // at most half full: short probes
    static constexpr std::size_t kMask = kSlots - 1;

    // Fibonacci hashing of both addresses: their low bits repeat (allocation alignment), so
    // the product's high bits pick the slot.
    static std::size_t home(const char *text, const void *list)
    {
        const auto key = reinterpret_cast<std::uintptr_t>(text) ^ (reinterpret_cast<std::uintptr_t>(list) << 1);
        return std::size_t((std::uint64_t(key) * 0x9E3779B97F4A7C15ull) >> 32) & kMask;
    }

    std::array<Entry, kSlots> m_entries{};
    std::size_t m_count = 0;
};

} // namespace tw::gameapi::detail
