#pragma once

#include "model/ruleset.h"

#include <QString>

namespace tw {

// Short texts that describe a ruleset's tile set, for the Tile Set dock.

// A face's edge terrains by their codes, cell after cell ("SGMG"; "GG.M GMMG" for two
// cells, "." where the tile's own cells meet).
QString edgesText(const Ruleset &rules, const FaceDef &face);

// A face's segments and attributes: "Sea N · Grassland E W, Port city 1 · Mountain S";
// for tiles with cell terrain, the cells' terrains.
QString featuresText(const Ruleset &rules, const FaceDef &face);

// The bag's totals: tiles and types, each terrain's share of all edges, and each
// attribute's total over the tiles' first faces.
QString bagSummary(const Ruleset &rules);

} // namespace tw
