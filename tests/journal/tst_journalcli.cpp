// `tilewright-cli journal` end to end: the built binary run on a temporary journal.
#include "clirun.h"
#include "journaltestsupport.h"

#include <QFile>

#include <cstdio>
#include <fstream>
#include <iterator>

namespace tw {
namespace {

using namespace tw::test;

class JournalCliTest : public JournalTest
{
protected:
    void SetUp() override
    {
        JournalTest::SetUp();
        m_folder = m_dir.filePath(QStringLiteral("discovery"));
        discoveryCopy(m_folder);
        m_match = playDiscovery(*m_game, 9);
        Journal journal;
        journal.open(m_path);
        m_id = record(journal, rules(), m_match.log, true, m_folder);
        journal.setNotes(m_id, QStringLiteral("Greedy ran away with it\nsecond line"));
        m_logText = journal.logText(m_id);
        journal.createSession(otherHeader(), "Tutorial");
    }
    std::string db() const { return " --db '" + m_path.toStdString() + "'"; }

    QString m_folder;
    MatchResult m_match;
    qint64 m_id = 0;
    std::string m_logText;
};

TEST_F(JournalCliTest, ListShowsTheSessions)
{
    const CliRun r = cli("journal list" + db());
    ASSERT_EQ(r.exitCode, 0) << r.out;
    const auto lines = splitLines(r.out);
    ASSERT_EQ(lines.size(), 3u) << r.out;
    const std::vector<std::string> columns{"id",      "date (UTC)", "ruleset", "rules",  "seed",
                                           "players", "turns",      "state",   "scores", "notes"};
    std::size_t at = 0;
    for (const std::string &column : columns) {
        at = lines[0].find(column, at);
        EXPECT_NE(at, std::string::npos) << column << " in " << lines[0];
    }
    EXPECT_EQ(lines[1].rfind("1 ", 0), 0u) << lines[1];
    EXPECT_NE(lines[1].find(" discovery "), std::string::npos) << lines[1];
    EXPECT_NE(lines[1].find(" " + hashText(rules().contentHash).substr(0, 8) + " "), std::string::npos) << lines[1];
    EXPECT_NE(lines[1].find(" 9 "), std::string::npos) << "the seed: " << lines[1];
    EXPECT_NE(lines[1].find(" " + std::to_string(m_match.log.turns) + " "), std::string::npos) << lines[1];
    EXPECT_NE(lines[1].find("greedy,random"), std::string::npos) << lines[1];
    EXPECT_NE(lines[1].find(std::to_string(m_match.scores[0]) + "/" + std::to_string(m_match.scores[1])), std::string::npos)
        << lines[1];
    EXPECT_NE(lines[1].find(" finished "), std::string::npos) << lines[1];
    EXPECT_NE(lines[1].find("Greedy ran away with it"), std::string::npos) << lines[1];
    EXPECT_EQ(r.out.find("second line"), std::string::npos) << "only the notes' first line";
    EXPECT_NE(lines[2].find("tutorial"), std::string::npos) << lines[2];
    EXPECT_NE(lines[2].find(" 00000000 "), std::string::npos) << "content hash 0x1234: " << lines[2];
    EXPECT_NE(lines[2].find(" 18446744073709551615 "), std::string::npos) << lines[2];
    EXPECT_NE(lines[2].find(" in progress"), std::string::npos) << lines[2];
    {
        Journal journal;
        journal.open(m_path);
        journal.appendLine(2, "{}", {12, 7});
        journal.abandon(2);
    }
    const auto left = splitLines(cli("journal list" + db()).out);
    ASSERT_EQ(left.size(), 4u);
    EXPECT_NE(left[2].find(" abandoned"), std::string::npos) << left[2];
    EXPECT_NE(left[2].find(" 12/7*"), std::string::npos) << "where it stood: " << left[2];
    EXPECT_EQ(left[1].find('*'), std::string::npos) << "final scores: " << left[1];
    EXPECT_EQ(left[3].rfind("* not finished: where the game stood", 0), 0u) << left[3];

    const CliRun filtered = cli("journal list --ruleset tutorial" + db());
    ASSERT_EQ(filtered.exitCode, 0) << filtered.out;
    EXPECT_EQ(splitLines(filtered.out).size(), 3u) << filtered.out; // and the note on its scores
    EXPECT_EQ(filtered.out.find("discovery"), std::string::npos) << filtered.out;
    const CliRun named = cli("journal list --ruleset Discovery" + db());
    EXPECT_EQ(named.exitCode, 0);
    EXPECT_EQ(named.out, "no sessions of ruleset id 'Discovery' (the journal has sessions of discovery, tutorial)\n");
}

TEST_F(JournalCliTest, ExportPrintsTheLog)
{
    const CliRun r = cli("journal export 1 --format jsonl" + db(), false);
    ASSERT_EQ(r.exitCode, 0) << r.out;
    // The log, its notes in the header line.
    const std::size_t headerEnd = m_logText.find('\n');
    EXPECT_EQ(r.out.substr(r.out.find('\n')), m_logText.substr(headerEnd));
    EXPECT_NE(r.out.substr(0, r.out.find('\n')).find(R"("notes":"Greedy ran away with it\nsecond line")"), std::string::npos)
        << r.out.substr(0, r.out.find('\n'));
    EXPECT_TRUE(replay(*m_game, parseLog(rules(), r.out)).reproduced);
}

TEST_F(JournalCliTest, ExportWritesCsvToAFile)
{
    const std::string output = m_dir.filePath(QStringLiteral("events.csv")).toStdString();
    const CliRun r = cli("journal export --all --format csv --output '" + output + "'" + db());
    ASSERT_EQ(r.exitCode, 0) << r.out;
    std::ifstream in(output, std::ios::binary);
    const std::string csv((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    EXPECT_EQ(csv.rfind("session,n,player,action,event,points,fields,text,notes\r\n", 0), 0u);
    std::size_t events = 0;
    for (const LogEntry &e : m_match.log.entries)
        events += e.events.size();
    const auto rows = parseCsv(csv);
    EXPECT_EQ(rows.size(), 1 + events);
    EXPECT_EQ(rows.at(1).back(), "Greedy ran away with it\nsecond line");
}

TEST_F(JournalCliTest, UnknownSessionExitsWithAMessage)
{
    const CliRun r = cli("journal export 99 --format jsonl" + db());
    EXPECT_NE(r.exitCode, 0);
    EXPECT_NE(r.out.find("no session 99"), std::string::npos) << r.out;
}

TEST_F(JournalCliTest, BadUseExitsWithAMessage)
{
    CliRun r = cli("journal export 1 --format xml" + db());
    EXPECT_NE(r.exitCode, 0);
    EXPECT_NE(r.out.find("--format must be jsonl or csv"), std::string::npos) << r.out;
    r = cli("journal export" + db());
    EXPECT_NE(r.exitCode, 0);
    EXPECT_NE(r.out.find("session ids or --all"), std::string::npos) << r.out;
    r = cli("journal export 1 1" + db());
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.out.find("session 1 is named twice"), std::string::npos) << r.out;
    r = cli("journal export 1 --output /no/such/folder/out.jsonl" + db());
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.out.find("cannot write /no/such/folder/out.jsonl: no folder /no/such/folder"), std::string::npos) << r.out;
    r = cli("journal frobnicate");
    EXPECT_NE(r.exitCode, 0);
    EXPECT_NE(r.out.find("unknown journal subcommand"), std::string::npos) << r.out;
    r = cli("journal export 1 --db '" + m_dir.filePath(QStringLiteral("missing.sqlite")).toStdString() + "'");
    EXPECT_NE(r.exitCode, 0);
    EXPECT_NE(r.out.find("no journal at"), std::string::npos) << r.out;
    EXPECT_FALSE(QFile::exists(m_dir.filePath(QStringLiteral("missing.sqlite")))) << "export creates no journal";
    r = cli("journal list --db '" + m_dir.filePath(QStringLiteral("missing.sqlite")).toStdString() + "'");
    EXPECT_EQ(r.exitCode, 2) << "a journal named by --db that is not there is no empty journal";
    EXPECT_NE(r.out.find("no journal at"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("no games recorded yet"), std::string::npos) << "a path given is likely mistyped\n" << r.out;
}

TEST_F(JournalCliTest, ATextFileGivesAMessage)
{
    const std::string path = m_dir.filePath(QStringLiteral("notes.txt")).toStdString();
    std::ofstream(path) << "not a database\n";
    const CliRun r = cli("journal list --db '" + path + "'");
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_NE(r.out.find("not a journal"), std::string::npos) << r.out;
}

TEST_F(JournalCliTest, RulesWritesTheSessionsRulesByteForByte)
{
    ASSERT_TRUE(QDir(m_folder).removeRecursively()) << "the rules outlive their folder";
    const QString out = m_dir.filePath(QStringLiteral("out/rules"));
    const std::string args = " --out '" + out.toStdString() + "'" + db();
    CliRun r = cli("journal rules 1" + args);
    ASSERT_EQ(r.exitCode, 0) << r.out;
    EXPECT_NE(r.out.find("content hash " + hashText(rules().contentHash)), std::string::npos) << r.out;
    // Every file of the ruleset but its tests, as they are in the source tree.
    const QString source = QStringLiteral(TILEWRIGHT_SOURCE_DIR "/rulesets/discovery");
    QStringList expected;
    QDirIterator it(source, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = QDir(source).relativeFilePath(it.next());
        if (!path.startsWith(QLatin1String("tests/")))
            expected << path;
    }
    expected.sort();
    QStringList written;
    QDirIterator back(out, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (back.hasNext()) {
        const QString path = QDir(out).relativeFilePath(back.next());
        written << path;
        EXPECT_EQ(fileBytes(QDir(out).filePath(path)), fileBytes(QDir(source).filePath(path))) << path.toStdString();
    }
    written.sort();
    EXPECT_EQ(written, expected);
    EXPECT_TRUE(expected.contains(QStringLiteral("ruleset.yaml")));

    // A folder that is not empty is left alone unless --force.
    ASSERT_TRUE(writeBytes(out + QStringLiteral("/ruleset.yaml"), "changed"));
    r = cli("journal rules 1" + args);
    EXPECT_NE(r.exitCode, 0);
    EXPECT_NE(r.out.find("is not empty"), std::string::npos) << r.out;
    EXPECT_EQ(fileBytes(out + QStringLiteral("/ruleset.yaml")), QByteArray("changed"));
    r = cli("journal rules 1 --force" + args);
    EXPECT_EQ(r.exitCode, 0) << r.out;
    EXPECT_EQ(fileBytes(out + QStringLiteral("/ruleset.yaml")), fileBytes(source + QStringLiteral("/ruleset.yaml")));

    // A session whose rules were not kept says so.
    r = cli("journal rules 2 --out '" + m_dir.filePath(QStringLiteral("other")).toStdString() + "'" + db());
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_NE(r.out.find("its rules are not in the journal"), std::string::npos) << r.out;
    r = cli("journal rules 1" + db());
    EXPECT_NE(r.out.find("needs --out DIR"), std::string::npos) << r.out;
}

TEST_F(JournalCliTest, DiffPrintsWhatChangedInTheRules)
{
    const QString edited = m_dir.filePath(QStringLiteral("edited"));
    discoveryCopy(edited);
    QByteArray flow = fileBytes(edited + QStringLiteral("/flow.lua"));
    flow.prepend("-- Seas score double\n");
    ASSERT_TRUE(writeBytes(edited + QStringLiteral("/flow.lua"), flow));
    {
        Journal journal;
        journal.open(m_path);
        GameLog other = m_match.log;
        other.contentHash ^= 0x10;
        record(journal, rules(), other, true, edited);
    }
    CliRun r = cli("journal diff 1 3" + db(), false);
    ASSERT_EQ(r.exitCode, 0) << r.out;
    const std::string old = hashText(rules().contentHash);
    EXPECT_EQ(r.out.rfind("--- a/flow.lua\tsession 1 (rules " + old + ")\n+++ b/flow.lua\tsession 3 (rules ", 0), 0u)
        << r.out;
    EXPECT_NE(r.out.find("\n@@ -1,3 +1,4 @@\n+-- Seas score double\n"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("ruleset.yaml"), std::string::npos) << r.out;

    r = cli("journal diff 1 1" + db());
    EXPECT_EQ(r.exitCode, 0);
    EXPECT_NE(r.out.find("the same rules"), std::string::npos) << r.out;
    r = cli("journal diff 1" + db());
    EXPECT_NE(r.exitCode, 0);
    EXPECT_NE(r.out.find("two session ids"), std::string::npos) << r.out;
}

TEST_F(JournalCliTest, ListingAnEmptyFileWritesNothingIntoIt)
{
    const QString empty = m_dir.filePath(QStringLiteral("empty.sqlite"));
    ASSERT_TRUE(writeBytes(empty, QByteArray()));
    const CliRun r = cli("journal list --db '" + empty.toStdString() + "'");
    EXPECT_EQ(r.exitCode, 0) << r.out;
    EXPECT_EQ(r.out, "no sessions\n");
    EXPECT_EQ(QFileInfo(empty).size(), 0);
    EXPECT_EQ(cli("journal export --all --db '" + empty.toStdString() + "'").exitCode, 0);
    EXPECT_EQ(QFileInfo(empty).size(), 0);
    const QStringList left = QDir(m_dir.path()).entryList({QStringLiteral("empty.sqlite*")}, QDir::Files);
    EXPECT_EQ(left, QStringList{QStringLiteral("empty.sqlite")}) << "no -wal or -shm either";
}

} // namespace
} // namespace tw
