// MainWindow: games that come from a log, a journal's replay or a saved game, opened under
// the rules they were played with.
#include "mainwindow.h"

#include "journalactions.h"
#include "messagebar.h"
#include "rulesetactions.h"
#include "rulesetlibrary.h"
#include "savedgames.h"

#include "play/playsession.h"

#include "gamedocument.h"

#include "load/rulesetloader.h"
#include "log/gamelog.h"
#include "log/logupgrade.h"

#include <QDir>
#include <QStatusBar>

namespace tw {

bool MainWindow::openRulesetOf(const GameLog &header)
{
    const QString id = QString::fromStdString(header.rulesetId);
    // The game's ruleset as it is now: the open one, else the library's.
    QString disk;
    std::optional<std::uint64_t> diskHash;
    if (m_session->rules() && m_session->rules()->id == header.rulesetId) {
        disk = m_session->folder();
        diskHash = m_session->rules()->contentHash;
    } else {
        disk = RulesetLibrary::find(id);
        const LoadResult loaded = disk.isEmpty() ? LoadResult()
                                                 : loadRuleset(QDir::toNativeSeparators(disk).toStdString());
        if (loaded.ok())
            diskHash = loaded.ruleset->contentHash;
    }
    QString error;
    const QString folder = m_journalActions->replayFolder(header, disk, diskHash, &error);
    if (folder.isEmpty()) {
        m_messages->showMessage(tr("The ruleset \u201c%1\u201d of this game could not be opened. %2").arg(id, error));
        return false;
    }
    if (folder == m_session->folder())
        return true;
    if (!mayLeaveRules(folder))
        return false;
    if (!m_session->openRuleset(folder, &error)) {
        m_messages->showMessage(tr("The ruleset \u201c%1\u201d of this game could not be opened. %2").arg(id, error));
        return false;
    }
    if (!m_journalActions->isKeptRulesFolder(folder))
        m_rulesetActions->noteOpened(m_session->folder());
    return true;
}

bool MainWindow::replayLog(const QString &logText)
{
    const std::string text = logText.toStdString();
    try {
        const GameLog header = parseLogHeader(text);
        if (!openRulesetOf(header))
            return false;
        const QString folder = m_session->folder();
        const bool changed = m_session->rules()->contentHash != header.contentHash;
        const GameLog log = readAnyLog(m_session->document()->game(), text);
        QString error;
        if (!m_session->replay(log, &error)) {
            if (changed)
                error = tr("The rules changed since this game was played, so it does not replay under them: %1").arg(error);
            m_messages->showMessage(tr("The game could not be replayed: %1").arg(error), error);
            return false;
        }
        if (m_journalActions->isKeptRulesFolder(folder)) {
            m_messages->showMessage(tr("A game from the journal, replayed under the rules it was played with (kept in "
                                       "the journal; content hash %1), from a temporary folder: edits to them are not "
                                       "kept. It is not recorded again.")
                                        .arg(QString::fromStdString(hashText(header.contentHash))),
                                    QString(), MessageBar::Kind::Information);
            raise();
            activateWindow();
            return true;
        }
        if (changed) {
            m_messages->showMessage(tr("A game from the journal, replayed under the rules as they are now: they changed "
                                       "since it was played. It is not recorded again."),
                                    QString(), MessageBar::Kind::Information);
            raise();
            activateWindow();
            return true;
        }
    } catch (const std::exception &e) {
        QString why = QString::fromStdString(e.what());
        if (m_session->rules()) {
            try {
                if (parseLogHeader(text).contentHash != m_session->rules()->contentHash)
                    why = tr("The rules changed since this game was played, so it does not replay under them: %1").arg(why);
            } catch (const std::exception &) {}
        }
        m_messages->showMessage(tr("The game could not be replayed: %1").arg(why));
        return false;
    }
    m_messages->showMessage(tr("A game from the journal, shown as it was recorded. It is not recorded again: use "
                               "“Continue from here” in the Log to play on from any point."),
                            QString(), MessageBar::Kind::Information);
    raise();
    activateWindow();
    return true;
}

bool MainWindow::openGame(const QString &path)
{
    const QString file = QDir::toNativeSeparators(path);
    std::string text;
    QString error;
    if (!SavedGames::read(path, &text, &error)) {
        m_messages->showMessage(error);
        return false;
    }
    try {
        if (!openRulesetOf(parseLogHeader(text)))
            return false;
        const GameLog log = readAnyLog(m_session->document()->game(), text);
        QString stopped;
        if (!m_session->resume(log, &error, &stopped)) {
            m_messages->showMessage(tr("The game in %1 could not be opened: %2").arg(file, error), error);
            return false;
        }
        const Ruleset &rules = *m_session->rules();
        if (m_journalActions->isKeptRulesFolder(m_session->folder()))
            m_messages->showMessage(tr("%1 was saved under rules that changed since; it opened under the rules it was "
                                       "played with, kept in the journal, from a temporary folder: edits to them are "
                                       "not kept.")
                                        .arg(file),
                                    QString(), MessageBar::Kind::Information);
        else if (!stopped.isEmpty())
            m_messages->showMessage(tr("%1 was saved under other rules than the open ones. %2").arg(file, stopped),
                                    QString(), MessageBar::Kind::Warning);
        else if (log.contentHash != rules.contentHash)
            m_messages->showMessage(tr("%1 was saved under other rules (version %2; the open ones are %3). Every "
                                       "decision in it fits the open rules.")
                                        .arg(file, QString::fromStdString(hashText(log.contentHash)),
                                             QString::fromStdString(hashText(rules.contentHash))),
                                    QString(), MessageBar::Kind::Information);
        else
            statusBar()->showMessage(tr("Opened the game in %1").arg(file), 8000);
    } catch (const std::exception &e) {
        m_messages->showMessage(tr("%1 is not a saved game: %2").arg(file, QString::fromStdString(e.what())));
        return false;
    }
    raise();
    activateWindow();
    return true;
}

} // namespace tw
