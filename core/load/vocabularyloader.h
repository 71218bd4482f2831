#pragma once

#include "load/yamlreader.h"
#include "model/ruleset.h"

namespace tw {

// Reads the words a flow uses: the `variables:`, `parameters:`, `reasons:` and `choices:`
// sections into rules.
void loadVocabulary(const YAML::Node &root, Ruleset &rules, YamlReader &reader);

} // namespace tw
