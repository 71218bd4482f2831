// libFuzzer target: the ruleset loader on arbitrary ruleset.yaml text (loadRuleset's
// in-memory entry point, in the shipped tutorial folder so its scripts resolve). The
// loader promises never to throw, crash or hang on any input.
#include "load/rulesetloader.h"

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const std::string folder = std::string(TILEWRIGHT_SOURCE_DIR) + "/rulesets/tutorial";
    const tw::LoadResult result = tw::loadRuleset(folder, std::string(reinterpret_cast<const char *>(data), size));
    for (const tw::Diagnostic &d : result.problems)
        (void)d.text();
    return 0;
}
