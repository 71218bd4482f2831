#include "playsession.h"

#include "load/rulesetloader.h"

#include <QDir>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QStringList>

#include <algorithm>

namespace tw {

PlaySession::PlaySession(QObject *parent)
    : QObject(parent)
{}

PlaySession::~PlaySession() = default;

void PlaySession::setJournal(Journal *journal)
{
    m_journal = journal;
    if (m_document)
        m_document->setJournal(journal);
}

void PlaySession::setBotDelay(int milliseconds)
{
    m_botDelay = milliseconds;
    if (m_document)
        m_document->setBotDelay(milliseconds);
}

bool PlaySession::openRuleset(const QString &folder, QString *error, ScriptFailure *scripts)
{
    const QString path = QDir(folder).absolutePath();
    if (!QFileInfo::exists(path)) {
        if (error)
            *error = tr("%1: no such folder.").arg(path);
        return false;
    }
    const LoadResult loaded = loadRuleset(QDir::toNativeSeparators(path).toStdString());
    if (!loaded.ok()) {
        if (error) {
            QStringList problems;
            for (const Diagnostic &d : loaded.problems)
                if (d.severity == Diagnostic::Severity::Error)
                    problems << QString::fromStdString(d.text());
            *error = problems.isEmpty() ? tr("%1 is not a ruleset folder.").arg(path) : problems.join(QLatin1Char('\n'));
        }
        return false;
    }
    GameDocument *document = nullptr;
    try {
        document = new GameDocument(loaded.ruleset, this);
    } catch (const std::exception &e) {
        if (error)
            *error = QString::fromStdString(e.what());
        if (scripts)
            *scripts = ScriptFailure::from(e);
        return false;
    }
    document->setJournal(m_journal);
    document->setBotDelay(m_botDelay);
    GameDocument *old = m_document;
    m_document = document;
    m_rules = loaded.ruleset;
    m_folder = path;
    emit documentChanged(document);
    if (old) {
        old->setAutoPlay(false);
        old->deleteLater();
    }
    return true;
}

bool PlaySession::newGame(const GameSetup &setup, QString *error)
{
    if (!m_document) {
        if (error)
            *error = tr("No ruleset is open.");
        return false;
    }
    m_document->setJournal(m_journal);
    m_document->setBotDelay(m_botDelay);
    return m_document->start(setup, error);
}

bool PlaySession::reloadRules(std::shared_ptr<const Ruleset> rules, QString *stoppedAt, QString *error)
{
    if (!m_document || !m_document->hasGame() || !rules)
        return false;
    if (!m_document->reload(rules, stoppedAt, error))
        return false;
    m_rules = std::move(rules);
    return true;
}

bool PlaySession::fork(int actions, QString *error)
{
    if (!m_document || !m_document->hasGame()) {
        if (error)
            *error = tr("There is no game to continue from.");
        return false;
    }
    const GameLog log = m_document->log();
    m_document->setJournal(m_journal);
    m_document->setBotDelay(m_botDelay);
    return m_document->startFrom(log, actions, m_document->setup().seats, error);
}

bool PlaySession::resume(const GameLog &log, QString *error, QString *stoppedAt)
{
    if (!m_document || !m_rules || log.rulesetId != m_rules->id) {
        if (error)
            *error = tr("The ruleset of this game is not open.");
        return false;
    }
    m_document->setJournal(m_journal);
    m_document->setBotDelay(m_botDelay);
    return m_document->startFrom(log, -1, log.seats, error, stoppedAt);
}

bool PlaySession::replay(const GameLog &log, QString *error)
{
    if (!m_document || !m_rules || log.rulesetId != m_rules->id) {
        if (error)
            *error = tr("The ruleset of this game is not open.");
        return false;
    }
    int actions = 0;
    for (const LogEntry &entry : log.entries)
        actions += entry.action ? 1 : 0;
    m_document->setJournal(nullptr); // already in the journal: not recorded twice
    const bool ok = m_document->startFrom(log, actions, log.seats, error);
    m_document->setJournal(m_journal);
    return ok;
}

GameSetup PlaySession::defaultSetup(const Ruleset &rules, int players, const std::vector<std::string> &seats)
{
    GameSetup setup;
    setup.players = std::clamp(players, rules.minPlayers, std::max(rules.minPlayers, rules.maxPlayers));
    setup.parameters = rules.defaultParameters();
    setup.seed = randomSeed();
    for (int p = 0; p < setup.players; ++p) {
        if (p < int(seats.size()))
            setup.seats.push_back(seats[p]);
        else
            setup.seats.push_back(p == 0 ? "human" : "greedy");
    }
    return setup;
}

std::uint64_t PlaySession::randomSeed()
{
    // Kept below 2^53 so the seed survives any JSON reader as a number.
    return QRandomGenerator::global()->generate64() & ((std::uint64_t(1) << 53) - 1);
}

} // namespace tw
