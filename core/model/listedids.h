#pragma once

#include <string>
#include <vector>

namespace tw {

// " (its tiles: a, b, c)" for `what` "tiles": the ids of `items` (anything with an `id`),
// for a message that names one that does not exist.
template<typename T>
std::string listedIds(const char *what, const std::vector<T> &items)
{
    std::string ids;
    for (const T &item : items)
        ids += (ids.empty() ? "" : ", ") + item.id;
    return std::string(" (its ") + what + ": " + ids + ")";
}

} // namespace tw
