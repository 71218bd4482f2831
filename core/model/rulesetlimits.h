#pragma once

#include <cstdint>

// The largest values a ruleset may declare. The loader refuses anything beyond them with
// the limit named, so that no game allocates without bound, no loop runs without end and
// no arithmetic on a loaded number overflows. docs/ruleset-format.md lists them.
namespace tw::limits {

// ruleset.yaml as text: aliases expanded, the values (scalars, lists and mappings) it may
// hold, and how deeply lists and mappings may nest.
inline constexpr std::int64_t kMaxYamlValues = 1'000'000;
// Bytes of ruleset.yaml, and of each script.
inline constexpr std::int64_t kMaxFileBytes = 16 * 1024 * 1024;
inline constexpr int kMaxYamlDepth = 64;

inline constexpr int kMaxPlayers = 8;
// Entries of the sections whose ids other sections look up.
inline constexpr std::int64_t kMaxTerrains = 256;
inline constexpr std::int64_t kMaxAttributes = 256;
inline constexpr std::int64_t kMaxSuits = 256;
inline constexpr std::int64_t kMaxTileTypes = 10'000;
inline constexpr std::int64_t kMaxCardTypes = 10'000;
// Width and height of a sheet grid.
inline constexpr std::int64_t kMaxSheetSide = 1000;
// |x| and |y| of a cell of a tile, relative to its anchor cell.
inline constexpr std::int64_t kMaxCellOffset = 64;
// Copies of one tile type or one card (count).
inline constexpr std::int64_t kMaxCopies = 10'000;
// Tiles and cards of all types together (the sum of every count).
inline constexpr std::int64_t kMaxTotalItems = 100'000;
// Pieces each player has of one kind (per_player).
inline constexpr std::int64_t kMaxPiecesPerPlayer = 1000;
inline constexpr std::int64_t kMaxDieFaces = 1000;
// |value| of a card.
inline constexpr std::int64_t kMaxValue = 1'000'000'000;
// |value| of an attribute of a tile, a face or a segment. A feature's attribute is the sum
// over its segments, joined by edges (at most kMaxTotalItems tiles of at most 48 edges
// each), which so stays within an int.
inline constexpr std::int64_t kMaxAttributeValue = 100;
// The Lua instruction budget of one hook call (limits.instructions).
inline constexpr std::int64_t kMinInstructions = 1000;
inline constexpr std::int64_t kMaxInstructions = 1'000'000'000;
// MiB one Lua state may hold (limits.memory_mb).
inline constexpr std::int64_t kMaxMemoryMiB = 1024;
// Turns a rollout of the rollout search plays on (bots.rollout_turns).
inline constexpr std::int64_t kMaxRolloutTurns = 64;

} // namespace tw::limits
