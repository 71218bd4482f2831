#include "scriptpath.h"

#include "model/rulesetlimits.h"

#include <filesystem>

namespace tw {

namespace fs = std::filesystem;

namespace {

// Whether `inner` is `outer` or lies under it; both canonical.
bool isInside(const fs::path &inner, const fs::path &outer)
{
    auto o = outer.begin();
    auto i = inner.begin();
    for (; o != outer.end(); ++o, ++i)
        if (i == inner.end() || *i != *o)
            return false;
    return true;
}

} // namespace

std::string scriptPathProblem(const std::string &folder, const std::string &path)
{
    const std::string quoted = "script '" + path + "'";
    if (path.empty())
        return "a script is the name of a Lua file next to ruleset.yaml";
    const fs::path relative(path);
    if (relative.has_root_path())
        return quoted + " is an absolute path; name a file inside the ruleset folder";
    const fs::path normal = relative.lexically_normal();
    if (!normal.empty() && *normal.begin() == "..")
        return quoted + " leads out of the ruleset folder; name a file inside it";
    std::error_code error;
    const fs::path file = fs::path(folder) / relative;
    if (!fs::exists(file, error))
        return "cannot read " + quoted + " next to ruleset.yaml";
    const fs::path realFolder = fs::canonical(folder, error);
    const fs::path realFile = error ? fs::path() : fs::canonical(file, error);
    if (error || !isInside(realFile, realFolder))
        return quoted + " leads out of the ruleset folder through a symbolic link; name a file inside it";
    if (fs::is_directory(realFile, error))
        return quoted + " is a folder, not a Lua file";
    if (!fs::is_regular_file(realFile, error))
        return quoted + " is not a regular file";
    if (const std::uintmax_t size = fs::file_size(realFile, error); !error && size > std::uintmax_t(limits::kMaxFileBytes))
        return quoted + " has " + std::to_string(size) + " bytes; at most " + std::to_string(limits::kMaxFileBytes)
            + " are read";
    return {};
}

} // namespace tw
