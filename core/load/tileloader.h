#pragma once

#include "load/yamlreader.h"
#include "model/ruleset.h"

namespace tw {

// Reads the `tiles:` list into rules.tiles (terrains and attributes must be read first)
// and builds each tile's orientations.
void loadTiles(const YAML::Node &list, Ruleset &rules, YamlReader &reader);

} // namespace tw
