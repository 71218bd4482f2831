#pragma once

#include <string>
#include <vector>

namespace tw {

// " (its tiles: a, b, c)" for `what` "tiles": the ids of `items` (anything with an `id`),
// for a message that names one that does not exist; " (it has no tiles)" without any.
template<typename T>
std::string listedIds(const char *what, const std::vector<T> &items)
{
    if (items.empty())
        return std::string(" (it has no ") + what + ")";
    std::string ids;
    for (const T &item : items)
        ids += (ids.empty() ? "" : ", ") + item.id;
    return std::string(" (its ") + what + ": " + ids + ")";
}

} // namespace tw
