#pragma once

// Shared by the journal tests: a played Discovery game, writing it through the journal,
// line and CSV readers, and a fixture with a temporary journal path.

#include "journal.h"
#include "luarules.h"

#include "load/rulesetloader.h"
#include "log/replay.h"
#include "play/match.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <memory>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace tw::test {

inline std::shared_ptr<const Ruleset> discovery()
{
    static const std::shared_ptr<const Ruleset> rules = [] {
        LoadResult r = loadRuleset(std::string(TILEWRIGHT_SOURCE_DIR) + "/rulesets/discovery");
        if (!r.ok())
            throw std::runtime_error("rulesets/discovery does not load");
        return std::shared_ptr<const Ruleset>(r.ruleset);
    }();
    return rules;
}

inline MatchResult playDiscovery(const Game &game, std::uint64_t seed)
{
    MatchSetup setup;
    setup.players = 2;
    setup.seed = seed;
    setup.bots = {"greedy", "random"};
    setup.record = true;
    return playMatch(game, setup);
}

// Writes a played game through the journal line by line, as the studio does while playing;
// with `rulesFolder`, the journal keeps the rules from there.
inline qint64 record(Journal &journal, const Ruleset &rules, const GameLog &log, bool finish = true,
                     const QString &rulesFolder = QString())
{
    const qint64 id = journal.createSession(log, rules.name, rulesFolder);
    for (std::size_t i = 0; i < log.entries.size(); ++i)
        journal.appendLine(id, logEntryLine(rules, log.players, log.entries[i], int(i)));
    if (finish)
        journal.finish(id, log.scores, logEndLine(log));
    return id;
}

// Copies every file under `from` (hidden ones too) to `to`.
inline bool copyFolder(const QString &from, const QString &to)
{
    QDirIterator it(from, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString source = it.next();
        const QString target = QDir(to).filePath(QDir(from).relativeFilePath(source));
        if (!QDir().mkpath(QFileInfo(target).absolutePath()) || !QFile::copy(source, target))
            return false;
    }
    return true;
}

inline QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

inline bool writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

// A copy of rulesets/discovery under `folder`, loaded.
inline std::shared_ptr<const Ruleset> discoveryCopy(const QString &folder)
{
    if (!copyFolder(QStringLiteral(TILEWRIGHT_SOURCE_DIR "/rulesets/discovery"), folder))
        throw std::runtime_error("cannot copy rulesets/discovery");
    LoadResult r = loadRuleset(folder.toStdString());
    if (!r.ok())
        throw std::runtime_error("the copy of rulesets/discovery does not load");
    return r.ruleset;
}

inline std::vector<std::string> splitLines(const std::string &text)
{
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        lines.push_back(line);
    return lines;
}

// An RFC 4180 reader: rows of fields; every row must end in CRLF.
inline std::vector<std::vector<std::string>> parseCsv(const std::string &text)
{
    std::vector<std::vector<std::string>> rows;
    std::vector<std::string> row;
    std::string field;
    bool quoted = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (quoted) {
            if (c != '"')
                field += c;
            else if (i + 1 < text.size() && text[i + 1] == '"')
                field += text[++i];
            else
                quoted = false;
        } else if (c == '"') {
            EXPECT_TRUE(field.empty()) << "a quote inside an unquoted field at " << i;
            quoted = true;
        } else if (c == ',') {
            row.push_back(std::move(field));
            field.clear();
        } else if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n') {
            row.push_back(std::move(field));
            field.clear();
            rows.push_back(std::move(row));
            row.clear();
            ++i;
        } else {
            EXPECT_NE(c, '\n') << "a bare line feed at " << i;
            field += c;
        }
    }
    EXPECT_FALSE(quoted);
    EXPECT_TRUE(row.empty() && field.empty()) << "the last row does not end in CRLF";
    return rows;
}

class JournalTest : public testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_dir.isValid());
        m_path = m_dir.filePath(QStringLiteral("journal.sqlite"));
        m_game = makeGame(discovery());
    }

    const Ruleset &rules() const { return *discovery(); }
    // A header-only log of another ruleset, for filtering.
    static GameLog otherHeader()
    {
        GameLog log;
        log.rulesetId = "tutorial";
        log.contentHash = 0x1234;
        log.parameters = {{"rounds", "3"}};
        log.seed = 18446744073709551615ULL;
        log.players = 2;
        log.seats = {"human", "greedy"};
        return log;
    }

    QTemporaryDir m_dir;
    QString m_path;
    std::unique_ptr<Game> m_game;
};

} // namespace tw::test
