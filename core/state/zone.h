#pragma once

#include <cstddef>
#include <vector>

namespace tw {

// The items of one zone in order (its top is the last), with its tally kept up to date:
// the distinct items in order of first appearance, each with its count. A draw offers
// exactly that tally, so listing a draw's options costs the distinct items, not the
// items (a large bag stays as cheap as a small one). Item ids are non-negative.
class Zone
{
public:
    const std::vector<int> &items() const { return m_items; }
    std::size_t size() const { return m_items.size(); }
    bool empty() const { return m_items.empty(); }

    // Distinct items in order of first appearance, and the count of each (parallel lists).
    const std::vector<int> &distinct() const { return m_distinct; }
    const std::vector<int> &counts() const { return m_counts; }

    // Puts `count` copies of `item` on top.
    void append(int item, int count = 1);
    // Takes out the first `item` (the one nearest the bottom); false if there is none.
    bool takeFirst(int item);
    // Sorts the items (a shuffle: the order can no longer be read).
    void sortItems();
    // Writes `values` over the items from the bottom on (as many as given, at most size()).
    void overwriteFromBottom(const int *values, std::size_t count);

    // Zones are equal when their items are, in order; the tally follows from them.
    friend bool operator==(const Zone &a, const Zone &b) { return a.m_items == b.m_items; }

private:
    // The tally again from the items.
    void retally();

    std::vector<int> m_items;
    std::vector<int> m_distinct;
    std::vector<int> m_counts;
    std::vector<int> m_first; // per distinct item: index in m_items of its first copy
};

} // namespace tw
