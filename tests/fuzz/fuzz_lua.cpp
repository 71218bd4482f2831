// libFuzzer target: the Lua host running arbitrary text as a chunk, under the sandbox with
// small limits. Every outcome must be a LuaError or success, within the limits.
#include "luahost.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    tw::LuaLimits limits;
    limits.instructionBudget = 200'000;
    limits.memoryBytes = 8u << 20;
    tw::LuaHost host(limits);
    const std::string_view source(reinterpret_cast<const char *>(data), size);
    if (const auto error = host.runChunk(source, "fuzz.lua"))
        (void)error->text();
    return 0;
}
