#pragma once

#include "gamedocument.h"

#include <QObject>
#include <QString>

#include <memory>

namespace tw {

class Journal;

// The studio's current ruleset and its game. Opening a ruleset makes a new GameDocument
// (a document is bound to one ruleset); the old one is deleted later, after every
// observer has been told through documentChanged. Failures (a ruleset that does not
// load, scripts that fail) come back as text and leave the studio as it was.
class PlaySession : public QObject
{
    Q_OBJECT

public:
    explicit PlaySession(QObject *parent = nullptr);
    ~PlaySession() override;

    // Games started from now on are recorded in `journal` (null: not recorded).
    void setJournal(Journal *journal);
    Journal *journal() const { return m_journal; }
    void setBotDelay(int milliseconds);
    int botDelay() const { return m_botDelay; }

    // Opens the ruleset and a document for it (no game yet). On failure says why in `error`,
    // and, when its scripts were what failed (they do not compile, say), how in `scripts`.
    bool openRuleset(const QString &folder, QString *error = nullptr, ScriptFailure *scripts = nullptr);
    QString folder() const { return m_folder; }
    std::shared_ptr<const Ruleset> rules() const { return m_rules; }
    GameDocument *document() const { return m_document; }

    bool newGame(const GameSetup &setup, QString *error = nullptr);
    // The ruleset's files changed and load: the running game re-plays under them (see
    // GameDocument::reload); new games use them too.
    bool reloadRules(std::shared_ptr<const Ruleset> rules, QString *stoppedAt, QString *error);
    // A new game that repeats the current one's first `actions` actions, same seats.
    bool fork(int actions, QString *error = nullptr);
    // Shows a recorded game (a journal session) as a game that is not recorded again;
    // its ruleset must be the open one.
    bool replay(const GameLog &log, QString *error = nullptr);
    // Goes on with a saved game (its ruleset must be the open one): its seats, recorded in
    // the journal as a game of its own. Where a decision does not fit the open rules the
    // game stops before it and `stoppedAt` says so (see GameDocument::startFrom).
    bool resume(const GameLog &log, QString *error = nullptr, QString *stoppedAt = nullptr);

    // A setup for `rules`: players clamped to its bounds, default parameters, a random
    // seed, seat 1 human and the others greedy bots (or `seats` where given).
    static GameSetup defaultSetup(const Ruleset &rules, int players, const std::vector<std::string> &seats = {});
    static std::uint64_t randomSeed();

signals:
    void documentChanged(tw::GameDocument *document);

private:
    std::shared_ptr<const Ruleset> m_rules;
    QString m_folder;
    GameDocument *m_document = nullptr;
    Journal *m_journal = nullptr;
    int m_botDelay = 400;
};

} // namespace tw
