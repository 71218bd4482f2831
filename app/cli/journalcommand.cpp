#include "clisupport.h"
#include "commands.h"
#include "journal.h"
#include "savefile.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

#include <algorithm>
#include <iostream>
#include <optional>

namespace tw::cli {

namespace {

const char *const kJournalUsage = "usage: tilewright-cli journal SUBCOMMAND [options]\n"
                                  "\n"
                                  "subcommands:\n"
                                  "  list                 the sessions of the playtest journal\n"
                                  "  export ID...|--all   the logs of sessions as JSON Lines or CSV\n"
                                  "  rules ID --out DIR   write the rules a session was played under to DIR\n"
                                  "  diff A B             what changed between the rules of sessions A and B\n"
                                  "\n"
                                  "'tilewright-cli journal SUBCOMMAND --help' describes its options.\n";

QCommandLineOption dbOption()
{
    return QCommandLineOption(QStringLiteral("db"),
                              QStringLiteral("The journal database (default: ") + Journal::defaultPath() + QLatin1Char(')'),
                              QStringLiteral("PATH"), Journal::defaultPath());
}

// Opens an existing journal to read (nothing is written to it, see Journal::Access); the
// exit code (after saying why) when it cannot: 2 when there is none at `path` (where the
// studio keeps one, none is recorded yet; a path given is likely mistyped), 1 when it does
// not read.
std::optional<int> openJournal(Journal &journal, const QString &path)
{
    if (!QFileInfo::exists(path)) {
        std::cerr << "tilewright-cli: no journal at " << path.toStdString()
                  << (path == Journal::defaultPath() ? " (no games recorded yet)\n" : "\n");
        return 2;
    }
    try {
        journal.open(path, Journal::Access::ReadOnly);
    } catch (const JournalError &e) {
        std::cerr << "tilewright-cli: " << e.what() << '\n';
        return 1;
    }
    return std::nullopt;
}

// A left-aligned table: the width of each column is its widest cell.
void printTable(const std::vector<QStringList> &rows)
{
    std::vector<qsizetype> widths;
    for (const QStringList &row : rows)
        for (qsizetype c = 0; c < row.size(); ++c) {
            if (qsizetype(widths.size()) <= c)
                widths.push_back(0);
            widths[c] = std::max(widths[c], row[c].size());
        }
    for (const QStringList &row : rows) {
        QString line;
        for (qsizetype c = 0; c < row.size(); ++c)
            line += c + 1 < row.size() ? row[c].leftJustified(widths[c] + 2) : row[c];
        while (line.endsWith(QLatin1Char(' ')))
            line.chop(1);
        std::cout << line.toStdString() << '\n';
    }
}

QString firstLine(const QString &text, qsizetype maxLength)
{
    QString line = text.section(QLatin1Char('\n'), 0, 0).trimmed();
    if (line.size() > maxLength)
        line = line.left(maxLength - 3) + QStringLiteral("...");
    return line;
}

QString stateText(const JournalSession &s)
{
    switch (s.state()) {
    case JournalSession::State::Finished:
        return QStringLiteral("finished");
    case JournalSession::State::Abandoned:
        return QStringLiteral("abandoned");
    case JournalSession::State::InProgress:
        break;
    }
    return QStringLiteral("in progress");
}

// The rules version: the content hash's first 8 digits, and the revision when the game
// was re-played under changed rules ("3d9d0456 r2").
QString rulesText(const JournalSession &s)
{
    QString text = s.contentHash.left(8);
    if (s.revisions > 1)
        text += QStringLiteral(" r") + QString::number(s.revisions);
    return text;
}

// A session id argument; nullopt (after saying why) when it is not one.
std::optional<qint64> sessionId(const QString &text)
{
    bool ok = false;
    const qint64 id = text.toLongLong(&ok);
    if (!ok || id < 1) {
        fail("'" + text.toStdString() + "' is not a session id");
        return std::nullopt;
    }
    return id;
}

int listSessions(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("List the sessions of the playtest journal."));
    parser.addHelpOption();
    const QCommandLineOption db = dbOption();
    const QCommandLineOption ruleset(QStringLiteral("ruleset"), QStringLiteral("Only the sessions of this ruleset id."),
                                     QStringLiteral("ID"));
    parser.addOptions({db, ruleset});
    if (!parseArguments(parser, args))
        return 2;
    if (!parser.positionalArguments().isEmpty())
        return fail("journal list takes no arguments");

    // No journal where the studio keeps one: nothing recorded yet. One named by --db that
    // is not there is more likely a mistyped path, and an error as for the other commands.
    if (!parser.isSet(db) && !QFileInfo::exists(parser.value(db))) {
        std::cout << "no sessions (no journal at " << parser.value(db).toStdString() << ")\n";
        return 0;
    }
    Journal journal;
    if (const auto code = openJournal(journal, parser.value(db)))
        return *code;
    try {
        const std::vector<JournalSession> sessions = journal.sessions(parser.value(ruleset));
        if (sessions.empty()) {
            std::cout << "no sessions";
            if (parser.isSet(ruleset)) { // the id mistyped, or a ruleset's name given?
                QStringList ids;
                for (const JournalSession &s : journal.sessions())
                    if (!ids.contains(s.rulesetId))
                        ids << s.rulesetId;
                std::cout << " of ruleset id '" << parser.value(ruleset).toStdString() << "'";
                if (!ids.isEmpty())
                    std::cout << " (the journal has sessions of " << ids.join(QStringLiteral(", ")).toStdString() << ")";
            }
            std::cout << "\n";
            return 0;
        }
        std::vector<QStringList> rows{{QStringLiteral("id"), QStringLiteral("date (UTC)"), QStringLiteral("ruleset"),
                                       QStringLiteral("rules"), QStringLiteral("seed"), QStringLiteral("players"),
                                       QStringLiteral("turns"), QStringLiteral("state"), QStringLiteral("scores"),
                                       QStringLiteral("notes")}};
        bool standings = false; // scores of a game that did not finish
        for (const JournalSession &s : sessions) {
            QStringList scores;
            for (int score : s.scores)
                scores.append(QString::number(score));
            QString scoresText = scores.isEmpty() ? QStringLiteral("-") : scores.join(QLatin1Char('/'));
            if (!s.finished && !scores.isEmpty()) {
                scoresText += QLatin1Char('*');
                standings = true;
            }
            rows.push_back({QString::number(s.id), s.started.toString(QStringLiteral("yyyy-MM-dd HH:mm")), s.rulesetId,
                            rulesText(s), QString::number(s.seed), s.seats.join(QLatin1Char(',')),
                            QString::number(s.turns), stateText(s), scoresText, firstLine(s.notes, 50)});
        }
        printTable(rows);
        if (standings)
            std::cout << "* not finished: where the game stood, with what its end would add where the ruleset "
                         "projects it (projected_scores)\n";
        return 0;
    } catch (const JournalError &e) {
        std::cerr << "tilewright-cli: " << e.what() << '\n';
        return 1;
    }
}

bool writeOutput(const QString &path, const std::string &text)
{
    if (path.isEmpty()) {
        std::cout << text << std::flush;
        return bool(std::cout);
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text.data(), qint64(text.size())) != qint64(text.size())
        || !commitWhole(file)) {
        std::cerr << "tilewright-cli: cannot write " << path.toStdString() << ": " << file.errorString().toStdString()
                  << '\n';
        return false;
    }
    return true;
}

int exportSessions(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Export sessions of the playtest journal: their logs as JSON "
                                                    "Lines (one log after another) or their events as CSV."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("ID"), QStringLiteral("session ids (see 'journal list')"),
                                 QStringLiteral("ID..."));
    const QCommandLineOption all(QStringLiteral("all"), QStringLiteral("Every session (of --ruleset, if given)."));
    const QCommandLineOption format(QStringLiteral("format"),
                                    QStringLiteral("jsonl (the logs) or csv (one row per event)."),
                                    QStringLiteral("FORMAT"), QStringLiteral("jsonl"));
    const QCommandLineOption db = dbOption();
    const QCommandLineOption ruleset(QStringLiteral("ruleset"), QStringLiteral("With --all: only this ruleset id."),
                                     QStringLiteral("ID"));
    const QCommandLineOption output(QStringLiteral("output"),
                                    QStringLiteral("Write to FILE (default: standard output)."), QStringLiteral("FILE"));
    parser.addOptions({all, format, db, ruleset, output});
    if (!parseArguments(parser, args))
        return 2;
    const QString kind = parser.value(format);
    if (kind != QLatin1String("jsonl") && kind != QLatin1String("csv"))
        return fail("--format must be jsonl or csv");
    if (parser.isSet(all) == !parser.positionalArguments().isEmpty())
        return fail("journal export needs session ids or --all (not both)");
    if (parser.isSet(ruleset) && !parser.isSet(all))
        return fail("--ruleset goes with --all");
    std::vector<qint64> ids;
    for (const QString &text : parser.positionalArguments()) {
        const std::optional<qint64> id = sessionId(text);
        if (!id)
            return 2;
        if (std::find(ids.begin(), ids.end(), *id) != ids.end())
            return fail("session " + std::to_string(*id) + " is named twice");
        ids.push_back(*id);
    }
    if (parser.isSet(output))
        if (const std::string why = outputProblem(parser.value(output)); !why.empty())
            return fail(why);

    Journal journal;
    if (const auto code = openJournal(journal, parser.value(db)))
        return *code;
    try {
        if (parser.isSet(all))
            for (const JournalSession &s : journal.sessions(parser.value(ruleset)))
                ids.push_back(s.id);
        const std::string text = kind == QLatin1String("csv") ? journal.exportCsv(ids) : journal.exportJsonl(ids);
        return writeOutput(parser.value(output), text) ? 0 : 1;
    } catch (const JournalError &e) {
        std::cerr << "tilewright-cli: " << e.what() << '\n';
        return 1;
    }
}

int writeRules(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Write the rules a session was played under (the files of its "
                                                    "ruleset folder, as the journal keeps them) to a folder."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("ID"), QStringLiteral("a session id (see 'journal list')"));
    const QCommandLineOption out(QStringLiteral("out"), QStringLiteral("The folder to write (created if missing)."),
                                 QStringLiteral("DIR"));
    const QCommandLineOption force(QStringLiteral("force"),
                                   QStringLiteral("Write into DIR even when it is not empty (files of the same names "
                                                  "are replaced)."));
    const QCommandLineOption db = dbOption();
    parser.addOptions({out, force, db});
    if (!parseArguments(parser, args))
        return 2;
    if (parser.positionalArguments().size() != 1)
        return fail("journal rules takes one session id");
    if (!parser.isSet(out) || parser.value(out).isEmpty())
        return fail("journal rules needs --out DIR");
    const std::optional<qint64> id = sessionId(parser.positionalArguments().front());
    if (!id)
        return 2;
    const QString folder = parser.value(out);
    const QDir target(folder);
    if (QFileInfo(folder).exists() && !QFileInfo(folder).isDir())
        return fail(folder.toStdString() + " is a file, not a folder");
    if (target.exists() && !target.isEmpty(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot)
        && !parser.isSet(force))
        return fail(folder.toStdString() + " is not empty (--force writes into it)");

    Journal journal;
    if (const auto code = openJournal(journal, parser.value(db)))
        return *code;
    try {
        const RulesFiles files = journal.sessionRules(*id);
        writeRulesFolder(files, folder);
        std::cout << "wrote the " << files.size() << " files of the rules of session " << *id << " (content hash "
                  << journal.session(*id).contentHash.toStdString() << ") to " << folder.toStdString() << '\n';
        return 0;
    } catch (const JournalError &e) {
        std::cerr << "tilewright-cli: " << e.what() << '\n';
        return 1;
    }
}

int diffRules(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("What changed from the rules of session A to those of session B: "
                                                    "a unified diff of ruleset.yaml and the scripts, then the other "
                                                    "files added, removed or changed."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("A"), QStringLiteral("a session id (see 'journal list')"));
    parser.addPositionalArgument(QStringLiteral("B"), QStringLiteral("another session id"));
    const QCommandLineOption db = dbOption();
    parser.addOption(db);
    if (!parseArguments(parser, args))
        return 2;
    if (parser.positionalArguments().size() != 2)
        return fail("journal diff takes two session ids");
    const std::optional<qint64> a = sessionId(parser.positionalArguments().at(0));
    if (!a)
        return 2;
    const std::optional<qint64> b = sessionId(parser.positionalArguments().at(1));
    if (!b)
        return 2;
    Journal journal;
    if (const auto code = openJournal(journal, parser.value(db)))
        return *code;
    try {
        const QString diff = journal.rulesDiff(*a, *b);
        if (diff.isEmpty())
            std::cout << "sessions " << *a << " and " << *b << " were played under the same rules\n";
        else
            std::cout << diff.toStdString();
        return 0;
    } catch (const JournalError &e) {
        std::cerr << "tilewright-cli: " << e.what() << '\n';
        return 1;
    }
}

} // namespace

// `journal list`, `export`, `rules` and `diff`: the playtest journal the studio records.
// They only read the journal.
int journalCommand(const QStringList &args)
{
    const QString sub = args.size() > 1 ? args.at(1) : QString();
    if (sub.isEmpty() || sub == QLatin1String("--help") || sub == QLatin1String("-h")) {
        std::cout << kJournalUsage;
        return sub.isEmpty() ? 2 : 0;
    }
    QStringList rest = args.mid(2);
    rest.prepend(args.first() + QLatin1Char(' ') + sub);
    if (sub == QLatin1String("list"))
        return listSessions(rest);
    if (sub == QLatin1String("export"))
        return exportSessions(rest);
    if (sub == QLatin1String("rules"))
        return writeRules(rest);
    if (sub == QLatin1String("diff"))
        return diffRules(rest);
    std::cerr << kJournalUsage;
    return fail("unknown journal subcommand '" + sub.toStdString() + "'");
}

} // namespace tw::cli
