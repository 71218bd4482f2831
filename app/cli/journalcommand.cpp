#include "clisupport.h"
#include "commands.h"
#include "journal.h"

#include <QCommandLineParser>
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
                                  "\n"
                                  "'tilewright-cli journal SUBCOMMAND --help' describes its options.\n";

QCommandLineOption dbOption()
{
    return QCommandLineOption(QStringLiteral("db"),
                              QStringLiteral("The journal database (default: ") + Journal::defaultPath() + QLatin1Char(')'),
                              QStringLiteral("PATH"), Journal::defaultPath());
}

// Opens an existing journal; the exit code (after saying why) when it cannot.
std::optional<int> openJournal(Journal &journal, const QString &path)
{
    if (!QFileInfo::exists(path)) {
        std::cerr << "tilewright-cli: no journal at " << path.toStdString() << " (no games recorded yet)\n";
        return 1;
    }
    try {
        journal.open(path);
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

int listSessions(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("List the sessions of the playtest journal."));
    parser.addHelpOption();
    const QCommandLineOption db = dbOption();
    const QCommandLineOption ruleset(QStringLiteral("ruleset"), QStringLiteral("Only the sessions of this ruleset id."),
                                     QStringLiteral("ID"));
    parser.addOptions({db, ruleset});
    parser.process(args);
    if (!parser.positionalArguments().isEmpty())
        return fail("journal list takes no arguments");

    if (!QFileInfo::exists(parser.value(db))) {
        std::cout << "no sessions (no journal at " << parser.value(db).toStdString() << ")\n";
        return 0;
    }
    Journal journal;
    if (const auto code = openJournal(journal, parser.value(db)))
        return *code;
    try {
        const std::vector<JournalSession> sessions = journal.sessions(parser.value(ruleset));
        if (sessions.empty()) {
            std::cout << "no sessions\n";
            return 0;
        }
        std::vector<QStringList> rows{{QStringLiteral("id"), QStringLiteral("date (UTC)"), QStringLiteral("ruleset"),
                                       QStringLiteral("players"), QStringLiteral("scores"), QStringLiteral("finished"),
                                       QStringLiteral("notes")}};
        for (const JournalSession &s : sessions) {
            QStringList scores;
            for (int score : s.scores)
                scores.append(QString::number(score));
            rows.push_back({QString::number(s.id), s.started.toString(QStringLiteral("yyyy-MM-dd HH:mm")), s.rulesetId,
                            s.seats.join(QLatin1Char(',')),
                            scores.isEmpty() ? QStringLiteral("-") : scores.join(QLatin1Char('/')),
                            s.finished ? QStringLiteral("yes") : QStringLiteral("no"), firstLine(s.notes, 50)});
        }
        printTable(rows);
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
        || !file.commit()) {
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
    parser.process(args);
    const QString kind = parser.value(format);
    if (kind != QLatin1String("jsonl") && kind != QLatin1String("csv"))
        return fail("--format must be jsonl or csv");
    if (parser.isSet(all) == !parser.positionalArguments().isEmpty())
        return fail("journal export needs session ids or --all (not both)");
    if (parser.isSet(ruleset) && !parser.isSet(all))
        return fail("--ruleset goes with --all");
    std::vector<qint64> ids;
    for (const QString &text : parser.positionalArguments()) {
        bool ok = false;
        ids.push_back(text.toLongLong(&ok));
        if (!ok || ids.back() < 1)
            return fail("'" + text.toStdString() + "' is not a session id");
    }

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

} // namespace

// `journal list` and `journal export`: the playtest journal the studio records.
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
    std::cerr << kJournalUsage;
    return fail("unknown journal subcommand '" + sub.toStdString() + "'");
}

} // namespace tw::cli
