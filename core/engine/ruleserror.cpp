#include "ruleserror.h"

namespace tw {

std::string RulesError::located(const std::string &file, int line, int column, const std::string &message)
{
    if (file.empty())
        return message;
    std::string text = file;
    if (line > 0)
        text.append(1, ':').append(std::to_string(line));
    if (line > 0 && column > 0)
        text.append(1, ':').append(std::to_string(column));
    return text.append(": ").append(message);
}

} // namespace tw
