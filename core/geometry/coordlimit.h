#pragma once

namespace tw {

// The largest |x| and |y| of a cell that rulesets, scripts and logs may name. Distances,
// neighbours and tile cells (an anchor plus an offset) of such cells stay far within an
// int; callers refuse coordinates beyond it.
inline constexpr int kMaxCoordinate = 100'000'000;

} // namespace tw
