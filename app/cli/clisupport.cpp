#include "clisupport.h"

#include "datapaths.h"
#include "luarules.h"
#include "model/listedids.h"

#include "model/parametervalue.h"
#include "play/bot.h"
#include "savefile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <QTemporaryFile>

#include <algorithm>
#include <cstdlib>
#include <iostream>

#include <unistd.h>

namespace tw::cli {

namespace {

struct RulesetId
{
    std::string id;
};

// The ids of the shipped rulesets (rulesets/ of the data folders, each holding a ruleset.yaml), sorted.
std::vector<RulesetId> shippedRulesets()
{
    std::vector<RulesetId> ids;
    const QString folder = datapaths::find(QStringLiteral("rulesets"));
    if (folder.isEmpty())
        return ids;
    const QDir dir(folder);
    for (const QString &name : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
        if (QFileInfo::exists(dir.filePath(name) + QStringLiteral("/ruleset.yaml")))
            ids.push_back({name.toStdString()});
    return ids;
}

// " (did you mean 'dungeon'? the shipped rulesets: ...)" for a bare name that names no
// shipped ruleset: the one it is a slip of (or the same but for case), and the list.
std::string shippedRulesetsHint(const QString &asked)
{
    const std::vector<RulesetId> shipped = shippedRulesets();
    if (shipped.empty())
        return std::string();
    std::string slip = slipOf(asked.toStdString(), shipped);
    for (const RulesetId &r : shipped)
        if (QString::fromStdString(r.id).compare(asked, Qt::CaseInsensitive) == 0)
            slip = r.id;
    std::string ids;
    for (const RulesetId &r : shipped)
        ids += (ids.empty() ? "" : ", ") + r.id;
    return " (" + (slip.empty() ? std::string() : "did you mean '" + slip + "'? ") + "the shipped rulesets: " + ids + ")";
}

} // namespace

QString rulesetFolder(const QString &folder, std::ostream &out)
{
    if (folder.isEmpty()) {
        out << "tilewright-cli: the ruleset folder is an empty name\n";
        return {};
    }
    const QFileInfo given(folder);
    // A bare name ("discovery") that is no folder here names a shipped ruleset.
    const bool bareName = !folder.contains(QLatin1Char('/')) && !folder.contains(QLatin1Char('\\'));
    if (!given.exists() && bareName) {
        const QString shipped = rulesetFolderOf(folder.toStdString());
        if (QFileInfo::exists(shipped + QStringLiteral("/ruleset.yaml")))
            return shipped;
    }
    if (!given.exists()) {
        out << "tilewright-cli: " << folder.toStdString()
            << (bareName ? ": no such folder, nor a shipped ruleset of that name" + shippedRulesetsHint(folder) + "\n"
                         : ": no such folder\n");
        return {};
    }
    // The ruleset's own file stands for its folder.
    const bool rulesetFile = given.isFile() && given.fileName() == QLatin1String("ruleset.yaml");
    if (!given.isDir() && !rulesetFile) {
        out << "tilewright-cli: " << folder.toStdString() << ": a file, not a ruleset folder\n";
        return {};
    }
    const QString dir = rulesetFile ? given.path() : folder;
    if (!QFileInfo::exists(dir + QStringLiteral("/ruleset.yaml"))) {
        out << "tilewright-cli: " << folder.toStdString() << ": no ruleset.yaml in this folder\n";
        return {};
    }
    return dir;
}

int defaultPlayers(const Ruleset &rules)
{
    return std::clamp(2, rules.minPlayers, rules.maxPlayers);
}

std::shared_ptr<const Ruleset> loadOrReport(const QString &folder, std::ostream &out)
{
    const QString dir = rulesetFolder(folder, out);
    if (dir.isEmpty())
        return nullptr;
    LoadResult result = loadRuleset(dir.toStdString());
    for (const Diagnostic &d : result.problems)
        out << d.text() << "\n";
    return result.ruleset;
}

std::shared_ptr<const Ruleset> loadPlayableOrReport(const QString &folder, std::ostream &out)
{
    std::shared_ptr<const Ruleset> rules = loadOrReport(folder, out);
    if (!rules)
        return nullptr;
    try {
        makeGame(rules);
    } catch (const RulesError &e) {
        out << e.what() << "\n";
        return nullptr;
    }
    return rules;
}

QString rulesetFolderOf(const std::string &id)
{
    const QString relative = QStringLiteral("rulesets/") + QString::fromStdString(id);
    if (QFileInfo::exists(relative + QStringLiteral("/ruleset.yaml")))
        return relative;
    const QString shipped = datapaths::find(relative + QStringLiteral("/ruleset.yaml"));
    return shipped.isEmpty() ? relative : QFileInfo(shipped).absolutePath();
}

QCommandLineOption logRulesetOption()
{
    return QCommandLineOption(
        QStringLiteral("ruleset"),
        QStringLiteral("The ruleset folder (default: rulesets/<id of the log> here, else the shipped one)."),
        QStringLiteral("DIR"));
}

QString logRulesetFolder(const QCommandLineParser &parser, const QCommandLineOption &option, const std::string &id)
{
    if (parser.isSet(option))
        return parser.value(option);
    const QString folder = rulesetFolderOf(id);
    if (!QFileInfo::exists(folder + QStringLiteral("/ruleset.yaml")))
        std::cerr << "tilewright-cli: the log's ruleset '" << id
                  << "' is neither in rulesets/ here nor shipped: name its folder with --ruleset DIR\n";
    return folder;
}

std::string changedParameters(const Ruleset &rules, const std::vector<std::int64_t> &values)
{
    std::string text;
    for (std::size_t i = 0; i < rules.parameters.size(); ++i) {
        const ParameterDef &def = rules.parameters[i];
        if (values.at(i) != def.defaultValue)
            text += (text.empty() ? "" : ", ") + def.id + "=" + formatParameterValue(def, values[i]);
    }
    return text;
}

bool applyOverrides(const Ruleset &rules, const QStringList &overrides, std::vector<std::int64_t> &values,
                    const std::string &option)
{
    std::vector<bool> set(rules.parameters.size(), false); // by this option
    for (const QString &entry : overrides) {
        const std::string said = "tilewright-cli: " + option + ' ' + entry.toStdString() + ": ";
        const qsizetype eq = entry.indexOf(QLatin1Char('='));
        if (eq < 0) {
            std::cerr << said << "write it as key=value\n";
            return false;
        }
        const std::string key = entry.left(eq).toStdString();
        const int i = eq > 0 ? rules.parameterIndex(key) : -1;
        if (i < 0) {
            std::cerr << said << "no parameter '" << key << "' in " << rules.id
                      << listedIds("parameters", rules.parameters, key) << '\n';
            return false;
        }
        std::string why;
        const auto value = parseParameterValue(rules.parameters[i], entry.mid(eq + 1).toStdString(), &why);
        if (!value) {
            std::cerr << said << why << '\n';
            return false;
        }
        if (set[std::size_t(i)]) {
            std::cerr << said << key << " is set twice: give it one value\n";
            return false;
        }
        set[std::size_t(i)] = true;
        values[i] = *value;
    }
    return true;
}

std::string parseBots(const QString &value, int players, std::vector<std::string> &bots)
{
    bots.clear();
    for (const QString &spaced : value.split(QLatin1Char(','))) {
        const QString b = spaced.trimmed(); // "greedy, random" as well
        const std::unique_ptr<Bot> bot = makeBot(b.toStdString());
        if (!bot)
            return "unknown bot '" + b.toStdString() + "' (bots: " + botSpecForms() + ")";
        if (!bot->repeatable() && std::find(bots.begin(), bots.end(), b.toStdString()) == bots.end())
            std::cerr << "tilewright-cli: note: " << b.toStdString()
                      << " searches for a time, not a number of iterations: on another machine, or a busier one, "
                         "the same seeds play other games\n";
        bots.push_back(b.toStdString());
    }
    if (bots.size() != 1 && int(bots.size()) != players)
        return "--bots needs one name, or one per seat: " + std::to_string(bots.size()) + " names for "
            + std::to_string(players) + " seats (--players sets how many)";
    return {};
}

Progress::Progress(std::string what)
    : m_what(std::move(what))
    , m_start(std::chrono::steady_clock::now())
    , m_terminal(isatty(STDERR_FILENO))
{}

Progress::~Progress()
{
    finish();
}

void Progress::update(int done, int total)
{
    if (!m_terminal || (m_width == 0 && std::chrono::steady_clock::now() - m_start < std::chrono::seconds(1)))
        return;
    const std::string line = m_what + ' ' + std::to_string(done) + '/' + std::to_string(total);
    m_width = line.size();
    std::cerr << '\r' << line << std::flush;
}

void Progress::finish()
{
    if (m_width > 0)
        std::cerr << '\r' << std::string(m_width, ' ') << '\r' << std::flush;
    m_width = 0;
}

int fail(const std::string &message)
{
    std::cerr << "tilewright-cli: " << message << '\n';
    return 2;
}

std::optional<int> wholeNumber(const QCommandLineParser &parser, const QCommandLineOption &option, int least, int most)
{
    const QString text = parser.value(option);
    bool ok = false;
    const int value = text.toInt(&ok);
    if (ok && value >= least && value <= most)
        return value;
    fail("--" + option.names().constFirst().toStdString() + " must be a whole number from " + std::to_string(least)
         + " to " + std::to_string(most) + ", not '" + text.toStdString() + "'");
    return std::nullopt;
}

std::optional<int> playersOption(const QCommandLineParser &parser, const QCommandLineOption &option, const Ruleset &rules)
{
    return parser.isSet(option) ? wholeNumber(parser, option, rules.minPlayers, rules.maxPlayers) : defaultPlayers(rules);
}

std::optional<std::uint64_t> seedOption(const QCommandLineParser &parser, const QCommandLineOption &option)
{
    bool ok = false;
    const std::uint64_t seed = parser.value(option).toULongLong(&ok);
    if (!ok) {
        fail("--seed must be a whole number from 0 to 18446744073709551615");
        return std::nullopt;
    }
    return seed;
}

bool oneRulesetFolder(const QCommandLineParser &parser, const std::string &command)
{
    const QStringList given = parser.positionalArguments();
    if (given.size() == 1)
        return true;
    std::string shown;
    for (const QString &argument : given)
        shown += " '" + argument.toStdString() + "'";
    fail(command + " needs exactly one ruleset folder, not " + std::to_string(given.size())
         + (given.isEmpty() ? "" : ":" + shown));
    return false;
}

bool parseArguments(QCommandLineParser &parser, const QStringList &args)
{
    if (!parser.parse(args)) { // "Unknown option 'x'." as the other messages read
        QString why = parser.errorText();
        if (why.endsWith(QLatin1Char('.')))
            why.chop(1);
        if (!why.isEmpty())
            why[0] = why[0].toLower();
        fail(why.toStdString() + " ('" + args.constFirst().toStdString() + " --help' lists the options)");
        return false;
    }
    const QStringList given = parser.optionNames();
    // An option given without its value takes the next option as it ("--json --games 4").
    for (const QString &name : given) {
        for (const QString &value : parser.values(name)) {
            if (value.startsWith(QLatin1String("--"))) {
                const std::string dashes = name.size() == 1 ? "-" : "--";
                fail(dashes + name.toStdString() + " is missing its value (it took '" + value.toStdString()
                     + "', an option)");
                return false;
            }
        }
    }
    if (given.contains(QLatin1String("help")) || given.contains(QLatin1String("h"))
        || given.contains(QLatin1String("help-all"))) {
        // Qt names the program as started; the usage names the command too.
        QString text = parser.helpText();
        const QString program = QCoreApplication::arguments().constFirst();
        if (const qsizetype at = text.indexOf(program); at >= 0)
            text.replace(at, program.size(), args.constFirst());
        std::cout << text.toStdString() << std::flush;
        std::exit(0);
    }
    return true;
}

bool parseShard(const QString &text, int &index, int &count)
{
    const QStringList parts = text.split(QLatin1Char('/'));
    bool okIndex = false;
    bool okCount = false;
    index = parts.size() == 2 ? parts[0].toInt(&okIndex) : -1;
    count = parts.size() == 2 ? parts[1].toInt(&okCount) : 0;
    return okIndex && okCount && count >= 1 && count <= kMostGames && index >= 0 && index < count;
}

std::string shardText(int index, int count, int games, const std::string &run)
{
    const std::string shard = "shard " + std::to_string(index) + '/' + std::to_string(count) + ": ";
    const std::string of = " of " + run + ' ' + std::to_string(games);
    if (index >= games)
        return shard + "no games" + of + " (merge takes the part all the same)";
    if ((long long)index + count >= games)
        return shard + "game " + std::to_string(index) + of;
    return shard + "games " + std::to_string(index) + ", " + std::to_string(index + count) + " ..." + of;
}

bool writeText(const QString &path, const std::string &text)
{
    QSaveFile file(path);
    if (file.open(QIODevice::WriteOnly) && file.write(text.data(), qint64(text.size())) == qint64(text.size())
        && commitWhole(file))
        return true;
    std::cerr << "tilewright-cli: cannot write " << path.toStdString() << ": " << file.errorString().toStdString() << '\n';
    return false;
}

std::string outputProblem(const QString &path)
{
    const QFileInfo file(path);
    const QFileInfo folder(file.absolutePath());
    const std::string named = path.toStdString();
    if (path.isEmpty())
        return "cannot write a file of no name";
    if (file.isDir())
        return "cannot write " + named + ": it is a folder";
    if (!folder.isDir())
        return "cannot write " + named + ": no folder " + folder.filePath().toStdString();
    if (file.exists() && !file.isWritable())
        return "cannot write " + named + ": permission denied";
    // The file is written beside itself and renamed into place: try that folder for real.
    QTemporaryFile probe(QDir(folder.filePath()).filePath(QStringLiteral(".tilewright-probe-XXXXXX")));
    if (!probe.open())
        return "cannot write " + named + ": " + probe.errorString().toStdString();
    return {};
}

namespace {
// The file `path` names, whether it exists or not: its folder with symbolic links resolved,
// and its name; two paths of one file give the same.
QString fileIdentity(const QString &path)
{
    const QFileInfo file(path);
    if (file.exists())
        return file.canonicalFilePath();
    const QString folder = QFileInfo(file.absolutePath()).canonicalFilePath();
    return QDir(folder.isEmpty() ? file.absolutePath() : folder).filePath(file.fileName());
}
} // namespace

std::string outputsProblem(const QCommandLineParser &parser, const std::vector<QCommandLineOption> &outputs,
                           const QStringList &inputs)
{
    std::vector<std::pair<QString, QString>> written; // (option, the file it names)
    for (const QCommandLineOption &output : outputs) {
        if (!parser.isSet(output))
            continue;
        const QString path = parser.value(output);
        if (const std::string why = outputProblem(path); !why.empty())
            return why;
        const std::string option = "--" + output.names().constFirst().toStdString();
        const QString identity = fileIdentity(path);
        for (const QString &input : inputs)
            if (fileIdentity(input) == identity)
                return option + " names " + path.toStdString()
                    + ", which is read: it would be written over. Write to another file";
        for (const auto &[other, file] : written)
            if (file == identity)
                return option + " and " + other.toStdString() + " both name " + path.toStdString()
                    + ": give each its own file";
        written.emplace_back(QString::fromStdString(option), identity);
    }
    return {};
}

} // namespace tw::cli
