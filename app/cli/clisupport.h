#pragma once

#include "load/rulesetloader.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QStringList>

#include <chrono>
#include <cstdint>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>

namespace tw::cli {

// The folder of the ruleset `folder` names (a folder holding a ruleset.yaml, or the
// ruleset.yaml itself); empty, with the reason printed to `out`, when it names none.
QString rulesetFolder(const QString &folder, std::ostream &out);

// The players of a run when --players is not given: 2, the fewest a seat advantage and a
// margin need, within the ruleset's range (the Balance Lab starts there too).
int defaultPlayers(const Ruleset &rules);

// Loads a ruleset folder (or the folder of a ruleset.yaml given); prints every problem to
// `out` ("file:line:col: message"), or why `folder` is no ruleset (rulesetFolder). Returns
// null when it has errors.
std::shared_ptr<const Ruleset> loadOrReport(const QString &folder, std::ostream &out);
// As loadOrReport, for a command that plays the rules: also loads their scripts once, so
// that one that does not load (does not compile, fails at its top level, or lacks `setup`)
// is named at its line, as a problem of the ruleset, before any game is played (null).
std::shared_ptr<const Ruleset> loadPlayableOrReport(const QString &folder, std::ostream &out);

// The folder of the ruleset `id`: rulesets/<id> under the current folder when it holds
// one, else the one shipped with the program (found by datapaths::find).
QString rulesetFolderOf(const std::string &id);

// The --ruleset DIR option of the commands that read a log, and the folder it names: the
// option's value, else rulesetFolderOf(the log's ruleset id) (saying on stderr how to name
// one when there is no such folder).
QCommandLineOption logRulesetOption();
QString logRulesetFolder(const QCommandLineParser &parser, const QCommandLineOption &option, const std::string &id);

// Applies "key=value" overrides (the values of `option`) to the ruleset's parameter values;
// false (after printing why) when a key is unknown or set twice, or a value does not parse.
bool applyOverrides(const Ruleset &rules, const QStringList &overrides, std::vector<std::int64_t> &values,
                    const std::string &option = "--set");

// The parameters `values` sets apart from their defaults, as --set takes them
// ("final_as_incomplete=false, sea_per_city=2"); empty when none is.
std::string changedParameters(const Ruleset &rules, const std::vector<std::int64_t> &values);

// Reads a --bots value, one bot for every seat or one per seat of `players`, into `bots`;
// empty, or why it cannot. Notes on stderr a bot searching for a time (its games do not
// repeat).
std::string parseBots(const QString &value, int players, std::vector<std::string> &bots);

// A "done/total" progress line on stderr when it is a terminal, shown only once a run has
// taken a second; finish() (or the destructor) wipes it, so what is printed next starts on
// a clean line.
class Progress
{
public:
    explicit Progress(std::string what);
    ~Progress();
    void update(int done, int total);
    void finish();

private:
    std::string m_what;
    std::chrono::steady_clock::time_point m_start;
    bool m_terminal;
    std::size_t m_width = 0; // of the line shown, 0 when none is
};

int fail(const std::string &message);

// The most games a run may ask for: each game's result stays in memory (some hundred bytes)
// until the run is summed up. A larger run is many runs, each with a seed of its own.
constexpr int kMostGames = 10'000'000;
// The most worker threads a run may ask for.
constexpr int kMostJobs = 1024;

// The whole number `option` gives, from `least` to `most`; empty, after saying as fail()
// does which numbers it takes ("--games must be a whole number from 1 to 10000000, not
// 'many'"), when it gives another number or none.
std::optional<int> wholeNumber(const QCommandLineParser &parser, const QCommandLineOption &option, int least, int most);
// The players `option` (--players) gives, within the ruleset's range, else defaultPlayers;
// empty after saying why, as wholeNumber does.
std::optional<int> playersOption(const QCommandLineParser &parser, const QCommandLineOption &option, const Ruleset &rules);
// The base seed `option` (--seed) gives; empty after saying which numbers it takes.
std::optional<std::uint64_t> seedOption(const QCommandLineParser &parser, const QCommandLineOption &option);

// A --shard value: "i/n" with 0 <= i < n <= kMostGames; false when it is not.
bool parseShard(const QString &text, int &index, int &count);
// Which of a run's `games` (of each point of a sweep) shard index/count plays: "shard 1/4:
// games 1, 5 ... of the run's 40", "shard 2/3: game 2 of the run's 3", or that it plays
// none where the run has no more games than the shard's index.
std::string shardText(int index, int count, int games, const std::string &run = "the run's");

// Writes `text` to `path` whole or not at all; false (after printing why) when it cannot.
bool writeText(const QString &path, const std::string &text);
// Why a file cannot be written at `path` (its folder is missing or not writable, or it is
// a folder), or empty: asked before a run, so a long run is not lost to a mistyped path.
std::string outputProblem(const QString &path);
// Why the files the `outputs` set in `parser` name cannot all be written: one cannot be
// (outputProblem), two name one file, or one names a file of `inputs` (what the command
// reads); empty when they can.
std::string outputsProblem(const QCommandLineParser &parser, const std::vector<QCommandLineOption> &outputs,
                           const QStringList &inputs = {});

// True when `parser` holds exactly one argument, the ruleset folder; else says as fail()
// does what `command` was given instead ("duel needs exactly one ruleset folder, not 2:
// 'discovery' 'out.json'").
bool oneRulesetFolder(const QCommandLineParser &parser, const std::string &command);

// Parses a command's `args` (args[0] names the command) with `parser`: shows the help and
// exits on --help; on an unknown option or a missing value says so as fail() does and
// returns false.
bool parseArguments(QCommandLineParser &parser, const QStringList &args);

} // namespace tw::cli
