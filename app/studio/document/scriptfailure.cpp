#include "scriptfailure.h"

#include "engine/ruleserror.h"

namespace tw {

ScriptFailure ScriptFailure::from(const std::exception &e)
{
    ScriptFailure failure;
    failure.text = QString::fromStdString(e.what());
    failure.message = failure.text;
    if (const auto *rules = dynamic_cast<const RulesError *>(&e)) {
        failure.message = QString::fromStdString(rules->message());
        failure.file = QString::fromStdString(rules->file());
        failure.line = rules->line();
        failure.column = rules->column();
        failure.syntax = rules->isSyntax();
        failure.traceback = QString::fromStdString(rules->traceback());
    }
    return failure;
}

} // namespace tw
