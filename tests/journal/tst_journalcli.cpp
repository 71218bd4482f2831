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
        m_match = playDiscovery(*m_game, 9);
        Journal journal;
        journal.open(m_path);
        m_id = record(journal, rules(), m_match.log);
        journal.setNotes(m_id, QStringLiteral("Greedy ran away with it\nsecond line"));
        m_logText = journal.logText(m_id);
        journal.createSession(otherHeader(), "Tutorial");
    }
    std::string db() const { return " --db '" + m_path.toStdString() + "'"; }

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
    for (const char *column : {"id", "date", "ruleset", "players", "scores", "finished", "notes"})
        EXPECT_NE(lines[0].find(column), std::string::npos) << lines[0];
    EXPECT_EQ(lines[1].rfind("1 ", 0), 0u) << lines[1];
    EXPECT_NE(lines[1].find("discovery"), std::string::npos) << lines[1];
    EXPECT_NE(lines[1].find("greedy,random"), std::string::npos) << lines[1];
    EXPECT_NE(lines[1].find(std::to_string(m_match.scores[0]) + "/" + std::to_string(m_match.scores[1])), std::string::npos)
        << lines[1];
    EXPECT_NE(lines[1].find("yes"), std::string::npos) << lines[1];
    EXPECT_NE(lines[1].find("Greedy ran away with it"), std::string::npos) << lines[1];
    EXPECT_EQ(r.out.find("second line"), std::string::npos) << "only the notes' first line";
    EXPECT_NE(lines[2].find("tutorial"), std::string::npos) << lines[2];
    EXPECT_NE(lines[2].find("no"), std::string::npos) << lines[2];

    const CliRun filtered = cli("journal list --ruleset tutorial" + db());
    ASSERT_EQ(filtered.exitCode, 0) << filtered.out;
    EXPECT_EQ(splitLines(filtered.out).size(), 2u) << filtered.out;
    EXPECT_EQ(filtered.out.find("discovery"), std::string::npos) << filtered.out;
}

TEST_F(JournalCliTest, ExportPrintsTheLog)
{
    const CliRun r = cli("journal export 1 --format jsonl" + db(), false);
    ASSERT_EQ(r.exitCode, 0) << r.out;
    EXPECT_EQ(r.out, m_logText);
    EXPECT_TRUE(replay(*m_game, parseLog(rules(), r.out)).reproduced);
}

TEST_F(JournalCliTest, ExportWritesCsvToAFile)
{
    const std::string output = m_dir.filePath(QStringLiteral("events.csv")).toStdString();
    const CliRun r = cli("journal export --all --format csv --output '" + output + "'" + db());
    ASSERT_EQ(r.exitCode, 0) << r.out;
    std::ifstream in(output, std::ios::binary);
    const std::string csv((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    EXPECT_EQ(csv.rfind("session,n,player,action,event,points,fields,text\r\n", 0), 0u);
    std::size_t events = 0;
    for (const LogEntry &e : m_match.log.entries)
        events += e.events.size();
    EXPECT_EQ(parseCsv(csv).size(), 1 + events);
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
    r = cli("journal frobnicate");
    EXPECT_NE(r.exitCode, 0);
    EXPECT_NE(r.out.find("unknown journal subcommand"), std::string::npos) << r.out;
    r = cli("journal export 1 --db '" + m_dir.filePath(QStringLiteral("missing.sqlite")).toStdString() + "'");
    EXPECT_NE(r.exitCode, 0);
    EXPECT_NE(r.out.find("no journal at"), std::string::npos) << r.out;
    EXPECT_FALSE(QFile::exists(m_dir.filePath(QStringLiteral("missing.sqlite")))) << "export creates no journal";
}

TEST_F(JournalCliTest, ATextFileGivesAMessage)
{
    const std::string path = m_dir.filePath(QStringLiteral("notes.txt")).toStdString();
    std::ofstream(path) << "not a database\n";
    const CliRun r = cli("journal list --db '" + path + "'");
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_NE(r.out.find("not a journal"), std::string::npos) << r.out;
}

} // namespace
} // namespace tw
