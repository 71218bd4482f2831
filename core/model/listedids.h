#pragma once

#include <algorithm>
#include <cctype>
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

// The id of `items` that `asked` (an id none of them has) is a typing slip away from: the
// one alone nearest it by editDistance, a letter away (two for an id of 8 letters or more),
// and not merely another number ("creature_14" is no slip of "creature_1"); empty if none.
template<typename T>
std::string slipOf(const std::string &asked, const std::vector<T> &items)
{
    const auto letters = [](std::string id) {
        id.erase(std::remove_if(id.begin(), id.end(), [](unsigned char c) { return std::isdigit(c); }), id.end());
        return id;
    };
    const std::size_t most = asked.size() >= 8 ? 2 : 1;
    std::string closest;
    std::size_t nearest = most + 1, atNearest = 0;
    for (const T &item : items) {
        if (letters(item.id) == letters(asked))
            continue;
        const std::size_t d = editDistance(asked, item.id);
        if (d < nearest) {
            nearest = d;
            closest = item.id;
            atNearest = 1;
        } else if (d == nearest) {
            ++atNearest;
        }
    }
    return atNearest == 1 ? closest : std::string();
}

// What to offer for `asked`, an id none of `items` has: the one it is a slip of (slipOf),
// else, for a name of three letters or more, those that begin with it and a '_' or '-' (a
// family's name: "corridor" of "corridor_straight"; not "x_1" of "x_10"), up to four:
// "did you mean 'b'? ", "did you mean one of 'b_1', 'b_2'? ", or nothing.
template<typename T>
std::string offeredIds(const std::string &asked, const std::vector<T> &items)
{
    if (asked.empty())
        return std::string();
    if (const std::string slip = slipOf(asked, items); !slip.empty())
        return "did you mean '" + slip + "'? ";
    if (asked.size() < 3)
        return std::string();
    std::vector<std::string> family;
    for (const T &item : items)
        if (item.id.size() > asked.size() && item.id.compare(0, asked.size(), asked) == 0
            && (item.id[asked.size()] == '_' || item.id[asked.size()] == '-'))
            family.push_back("'" + item.id + "'");
    if (family.empty() || family.size() > 4)
        return std::string();
    if (family.size() == 1)
        return "did you mean " + family.front() + "? ";
    std::string listed;
    for (const std::string &id : family)
        listed += (listed.empty() ? "" : ", ") + id;
    return "did you mean one of " + listed + "? ";
}

// " (its tiles: a, b, c)" for `what` "tiles": the ids of `items` (anything with an `id`),
// for a message that names one that does not exist; " (it has no tiles)" without any. What
// `asked` (the id that does not exist) may have meant is offered first (offeredIds):
// " (did you mean 'b'? its tiles: a, b, c)".
template<typename T>
std::string listedIds(const char *what, const std::vector<T> &items, const std::string &asked = std::string())
{
    if (items.empty())
        return std::string(" (it has no ") + what + ")";
    std::string ids;
    for (const T &item : items)
        ids += (ids.empty() ? "" : ", ") + item.id;
    return std::string(" (") + offeredIds(asked, items) + "its " + what + ": " + ids + ")";
}

} // namespace tw
