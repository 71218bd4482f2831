#pragma once

#include <string>

namespace tw {

// Why `path`, as ruleset.yaml's `scripts:` names it, is not a readable file inside
// `folder`: empty, absolute, leading out of the folder through '..' or a symbolic link,
// a folder or anything else that is not a regular file (a pipe would block), larger than
// limits::kMaxFileBytes, or missing.
// Empty when it is fine.
std::string scriptPathProblem(const std::string &folder, const std::string &path);

} // namespace tw
