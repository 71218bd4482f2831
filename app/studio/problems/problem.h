#pragma once

#include <QString>

namespace tw {

// One entry of the Problems dock. Lines and columns are 1-based (0 = unknown); `detail`
// is shown as the tooltip (a Lua traceback, for runtime errors).
struct Problem
{
    enum class Severity { Error, Warning };
    QString file;
    int line = 0;
    int column = 0;
    QString message;
    Severity severity = Severity::Error;
    QString detail;
};

} // namespace tw
