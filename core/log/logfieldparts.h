#pragma once

// The pieces of a log object that actions and events share (logfields.h's readers and
// writers are built from them): items, cells, segments, placements, boards and the
// checks on an object's keys. Errors are LogFieldErrors naming the field.

#include "log/logfields.h"

#include <array>
#include <string>
#include <utility>
#include <vector>

namespace tw::logparts {

using json = nlohmann::ordered_json;

constexpr int kMaxC = kMaxLogCoordinate;

// j[key]: a LogFieldError when j is not an object or has no such field.
const json &fieldOf(const json &j, const char *key);
// v as a string: a LogFieldError naming `key` when it is not one.
std::string stringValue(const json &v, const char *key);
// A LogFieldError naming the first key of j outside `allowed` (or j not an object).
void checkKeysIn(const json &j, const std::vector<std::string> &allowed, const char *what);

// The index of the item with this id: a LogFieldError when the ruleset has none.
template<typename T>
int indexOf(const std::vector<T> &items, const std::string &id, const char *what)
{
    for (std::size_t i = 0; i < items.size(); ++i)
        if (items[i].id == id)
            return int(i);
    throw LogFieldError(std::string(what) + " '" + id + "' is not in this ruleset");
}

// The index of the item named by j[key].
template<typename T>
int idField(const json &j, const char *key, const std::vector<T> &items, const char *what)
{
    return indexOf(items, stringField(j, key), what);
}

// A zone's item under "tile" or "card", as the zone holds.
void writeItem(const Ruleset &rules, json &j, int zone, int item);
int readItem(const Ruleset &rules, const json &j, int zone);

json cellJson(int x, int y);
// A cell object's x and y.
std::array<int, 2> readCell(const json &j);
json segmentJson(int x, int y, int index);
// A segment object's x, y and 0-based index.
std::array<int, 3> readSegment(const json &j);

// A placement's tile, x, y and orientation (face, rotation, mirrored) as fields of j.
void writePlacement(const Ruleset &rules, json &j, int type, int x, int y, int orientation);
// The tile type and its orientation index now for a placement's fields.
std::pair<int, int> readPlacement(const Ruleset &rules, const json &j);

// A player's sheet as a 1-based "board" field, written only for sheet-per-player rulesets.
void writeBoard(const Ruleset &rules, json &j, int board);
int readBoard(const Ruleset &rules, const json &j);

// The keys an action or event of a choice may have: its own, then the choice's arguments.
std::vector<std::string> withArgs(const Ruleset &rules, int choice, std::vector<std::string> keys);

// An option's or note's arguments as fields under their declared names.
void writeArgs(const Ruleset &rules, int players, json &j, const Action &a);
// Reads them into `a`, whose tag names the choice.
void readArgs(const Ruleset &rules, const json &j, Action &a);

} // namespace tw::logparts
