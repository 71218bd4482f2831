#pragma once

#include <QMetaType>
#include <QString>

#include <exception>

namespace tw {

// A ruleset's scripts failed, as the studio reports it: what, where (file, line and
// column; 0 when unknown) and how (a syntax error when a script does not compile, else a
// runtime error), with Lua's traceback when there is one.
struct ScriptFailure
{
    QString text;    // the whole sentence, location first ("flow.lua:3:9: syntax error: ...")
    QString message; // without the location and the kind ("unexpected symbol near '='")
    QString file;
    int line = 0;
    int column = 0;
    bool syntax = false;
    QString traceback;

    // From any exception; the location and kind come from a RulesError.
    static ScriptFailure from(const std::exception &e);
};

} // namespace tw

Q_DECLARE_METATYPE(tw::ScriptFailure)
