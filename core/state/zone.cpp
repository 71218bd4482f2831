#include "zone.h"

#include <algorithm>
#include <utility>

namespace tw {

void Zone::append(int item, int count)
{
    if (count <= 0)
        return;
    const auto known = std::find(m_distinct.begin(), m_distinct.end(), item);
    if (known != m_distinct.end()) {
        m_counts[std::size_t(known - m_distinct.begin())] += count;
    } else {
        m_distinct.push_back(item);
        m_counts.push_back(count);
        m_first.push_back(int(m_items.size()));
    }
    m_items.insert(m_items.end(), std::size_t(count), item);
}

bool Zone::takeFirst(int item)
{
    const auto known = std::find(m_distinct.begin(), m_distinct.end(), item);
    if (known == m_distinct.end())
        return false;
    std::size_t e = std::size_t(known - m_distinct.begin());
    const int at = m_first[e];
    m_items.erase(m_items.begin() + at);
    for (int &first : m_first)
        if (first > at)
            --first;
    if (--m_counts[e] == 0) {
        m_distinct.erase(m_distinct.begin() + std::ptrdiff_t(e));
        m_counts.erase(m_counts.begin() + std::ptrdiff_t(e));
        m_first.erase(m_first.begin() + std::ptrdiff_t(e));
        return true;
    }
    // The next copy is now the first one; the items that first appear before it move ahead.
    const int next = int(std::find(m_items.begin() + at, m_items.end(), item) - m_items.begin());
    m_first[e] = next;
    for (; e + 1 < m_distinct.size() && m_first[e + 1] < next; ++e) {
        std::swap(m_distinct[e], m_distinct[e + 1]);
        std::swap(m_counts[e], m_counts[e + 1]);
        std::swap(m_first[e], m_first[e + 1]);
    }
    return true;
}

void Zone::sortItems()
{
    std::sort(m_items.begin(), m_items.end());
    retally();
}

void Zone::overwriteFromBottom(const int *values, std::size_t count)
{
    std::copy(values, values + std::min(count, m_items.size()), m_items.begin());
    retally();
}

void Zone::retally()
{
    m_distinct.clear();
    m_counts.clear();
    m_first.clear();
    thread_local std::vector<int> entryOf; // item -> its tally entry + 1; all zero between calls
    for (std::size_t i = 0; i < m_items.size(); ++i) {
        const int item = m_items[i];
        if (item >= int(entryOf.size()))
            entryOf.resize(std::size_t(item) + 1, 0);
        if (entryOf[item] == 0) {
            m_distinct.push_back(item);
            m_counts.push_back(0);
            m_first.push_back(int(i));
            entryOf[item] = int(m_distinct.size());
        }
        ++m_counts[std::size_t(entryOf[item]) - 1];
    }
    for (int item : m_distinct)
        entryOf[item] = 0;
}

} // namespace tw
