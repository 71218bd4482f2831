#pragma once

#include "load/yamlreader.h"

#include <string>

namespace tw {

// Checks ruleset.yaml's structure from the parser's events, before it becomes a tree, in
// time linear in the text's size: one document; every mapping key a text, none repeated
// within its mapping; no alias inside the node it names; at most limits::kMaxYamlValues
// values with aliases expanded; lists and mappings nested at most limits::kMaxYamlDepth
// deep; every quoted text closed. Records a Diagnostic for each problem and returns
// whether there were none. A syntax error is recorded at the place to fix, with a hint.
bool checkYamlStructure(const std::string &text, YamlReader &reader);

} // namespace tw
