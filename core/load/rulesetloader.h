#pragma once

#include "load/diagnostic.h"
#include "model/ruleset.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace tw {

struct LoadResult
{
    std::shared_ptr<Ruleset> ruleset; // null when there are errors
    std::vector<Diagnostic> problems; // errors and warnings, in file order
    bool ok() const { return ruleset != nullptr; }
};

// Loads `folder`/ruleset.yaml and checks that its scripts exist. `yamlText`, when given,
// is used instead of the file's contents (an editor's unsaved text). Never throws for bad
// input: every problem becomes a Diagnostic naming file, line and column.
LoadResult loadRuleset(const std::string &folder, std::optional<std::string> yamlText = std::nullopt);

} // namespace tw
