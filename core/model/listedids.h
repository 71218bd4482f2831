#pragma once

#include <algorithm>
#include <numeric>
#include <string>
#include <vector>

namespace tw {

// The fewest one-letter insertions, deletions and substitutions that turn `a` into `b`.
inline std::size_t editDistance(const std::string &a, const std::string &b)
{
    std::vector<std::size_t> row(b.size() + 1);
    std::iota(row.begin(), row.end(), std::size_t(0));
    for (std::size_t i = 1; i <= a.size(); ++i) {
        std::size_t diagonal = row[0];
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t above = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
            diagonal = above;
        }
    }
    return row[b.size()];
}

// " (its tiles: a, b, c)" for `what` "tiles": the ids of `items` (anything with an `id`),
// for a message that names one that does not exist; " (it has no tiles)" without any. When
// `asked` (the id that does not exist) is a typing slip away from one id, two letters at
// most, that id is offered first: " (did you mean 'b'? its tiles: a, b, c)".
template<typename T>
std::string listedIds(const char *what, const std::vector<T> &items, const std::string &asked = std::string())
{
    if (items.empty())
        return std::string(" (it has no ") + what + ")";
    std::string ids, closest;
    std::size_t nearest = 3; // more than a slip
    for (const T &item : items) {
        ids += (ids.empty() ? "" : ", ") + item.id;
        if (const std::size_t d = asked.empty() ? nearest : editDistance(asked, item.id); d < nearest) {
            nearest = d;
            closest = item.id;
        }
    }
    const std::string offer = closest.empty() ? std::string() : "did you mean '" + closest + "'? ";
    return std::string(" (") + offer + "its " + what + ": " + ids + ")";
}

} // namespace tw
