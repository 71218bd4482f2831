#pragma once

#include <QStringList>

namespace tw::cli {

// Each command takes its own arguments (after the command name) and returns the exit code.
int validateCommand(const QStringList &args);
int simulateCommand(const QStringList &args);
int sweepCommand(const QStringList &args);
int mergeCommand(const QStringList &args);
int replayCommand(const QStringList &args);
int convertLogCommand(const QStringList &args);
int benchCommand(const QStringList &args);
int duelCommand(const QStringList &args);
int journalCommand(const QStringList &args);
int exportCommand(const QStringList &args);

} // namespace tw::cli
