// libFuzzer target: the log reader (parseLogHeader, then parseLog against the shipped
// tutorial ruleset) on arbitrary text. Reading may refuse with a LogError and nothing
// else: any other exception, a crash or undefined behaviour is a finding.
#include "load/rulesetloader.h"
#include "log/gamelog.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const std::shared_ptr<const tw::Ruleset> rules = [] {
        tw::LoadResult loaded = tw::loadRuleset(std::string(TILEWRIGHT_SOURCE_DIR) + "/rulesets/tutorial");
        if (!loaded.ok())
            std::abort();
        return std::shared_ptr<const tw::Ruleset>(loaded.ruleset);
    }();
    const std::string text(reinterpret_cast<const char *>(data), size);
    try {
        (void)tw::parseLogHeader(text);
    } catch (const tw::LogError &e) {
        (void)e.message();
    }
    try {
        const tw::GameLog log = tw::parseLog(*rules, text);
        (void)tw::toJsonLines(*rules, log);
    } catch (const tw::LogError &e) {
        (void)e.message();
    }
    return 0;
}
