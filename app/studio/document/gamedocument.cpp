#include "gamedocument.h"

#include "eventphrases.h"
#include "journal.h"
#include "luarules.h"
#include "playmove.h"
#include "seatscreen.h"

#include "engine/ruleserror.h"
#include "log/eventtext.h"
#include "log/replay.h"
#include "play/bot.h"
#include "play/match.h"

#include <QFutureWatcher>
#include <QTimer>
#include <QUndoStack>
#include <QtConcurrent/QtConcurrentRun>

#include <exception>

namespace tw {

namespace {

// Applies a recorded entry again; a decision a person took in it is noted in `moves`.
void replayEntry(const Game &game, GameState &state, GameLog &log, const LogEntry &entry,
                 const std::vector<std::string> &seats, std::vector<PastMove> &moves)
{
    const Action &action = *entry.action;
    const bool chance = action.kind == ActionKind::Draw || action.kind == ActionKind::Roll;
    if (!chance && entry.player >= 0 && entry.player < int(seats.size()) && seats[entry.player] == "human")
        moves.push_back({int(log.entries.size()) - 1, describeAction(game.rules(), state.playerCount(), action)});
    game.apply(state, action);
    log.entries.push_back({entry.player, entry.action, state.events()});
}

} // namespace

GameDocument::GameDocument(std::shared_ptr<const Ruleset> rules, QObject *parent)
    : QObject(parent)
    , m_game(makeGame(std::move(rules)))
    , m_undo(new QUndoStack(this))
    , m_screen(new SeatScreen(this, this))
    , m_botTimer(new QTimer(this))
{
    m_botTimer->setSingleShot(true);
    m_botTimer->setInterval(400);
    connect(m_botTimer, &QTimer::timeout, this, &GameDocument::stepBot);
}

GameDocument::~GameDocument() = default;

bool GameDocument::start(const GameSetup &setup, QString *error)
{
    const GameSetup before = m_setup;
    try {
        m_setup = setup;
        MatchSetup match{setup.players, setup.parameters, setup.seed, setup.seats, true};
        GameLog log = logFor(*m_game, match);
        GameState state = m_game->newGame(setup.players, setup.parameters);
        log.entries.push_back({-1, std::nullopt, state.events()});
        return begin(std::move(state), std::move(log));
    } catch (const std::exception &e) {
        if (m_state)
            m_setup = before; // the game in play goes on, as it was set up
        if (error)
            *error = QString::fromStdString(e.what());
        emitFailure(&GameDocument::startFailed, e);
        return false;
    }
}

bool GameDocument::startFrom(const GameLog &source, int actions, const std::vector<std::string> &seats, QString *error,
                             QString *stoppedAt)
{
    if (stoppedAt)
        stoppedAt->clear();
    try {
        GameSetup setup{source.players, logParameters(rules(), source), source.seed, seats};
        m_setup = setup;
        GameLog log = logFor(*m_game, {setup.players, setup.parameters, setup.seed, seats, true});
        GameState state = m_game->newGame(setup.players, setup.parameters);
        log.entries.push_back({-1, std::nullopt, state.events()});
        std::vector<PastMove> moves;
        for (const LogEntry &entry : source.entries) {
            if (!entry.action)
                continue;
            if (int(log.entries.size()) - 1 == actions)
                break;
            if (auto why = m_game->whyIllegal(state, *entry.action)) {
                if (stoppedAt)
                    *stoppedAt = noLongerLegal(state, *entry.action, *why);
                break;
            }
            replayEntry(*m_game, state, log, entry, seats, moves);
        }
        return begin(std::move(state), std::move(log), moves);
    } catch (const std::exception &e) {
        if (error)
            *error = QString::fromStdString(e.what());
        return false;
    }
}

QString GameDocument::noLongerLegal(const GameState &state, const Action &action, const std::string &why)
{
    return tr("Re-played up to turn %1: \"%2\" is no longer legal: %3")
        .arg(state.turn())
        .arg(describeAction(state.rules(), state.playerCount(), action), QString::fromStdString(why));
}

bool GameDocument::reload(std::shared_ptr<const Ruleset> rules, QString *stoppedAt, QString *error)
{
    if (stoppedAt)
        stoppedAt->clear();
    try {
        auto game = makeGame(rules);
        // Parameters keep their values by name, but one the game left at its default follows
        // the default when it changed; new ones take their defaults.
        GameSetup setup = m_setup;
        setup.parameters = rules->defaultParameters();
        const std::vector<ParameterDef> &old = m_game->rules().parameters;
        for (std::size_t i = 0; i < old.size() && i < m_setup.parameters.size(); ++i) {
            const int j = rules->parameterIndex(old[i].id);
            if (j >= 0 && m_setup.parameters[i] != old[i].defaultValue)
                setup.parameters[j] = m_setup.parameters[i];
        }
        GameLog log = logFor(*game, {setup.players, setup.parameters, setup.seed, setup.seats, true});
        GameState state = game->newGame(setup.players, setup.parameters);
        log.entries.push_back({-1, std::nullopt, state.events()});
        std::vector<PastMove> moves;
        for (const LogEntry &entry : m_log.entries) {
            if (!entry.action)
                continue;
            if (auto why = game->whyIllegal(state, *entry.action)) {
                if (stoppedAt)
                    *stoppedAt = noLongerLegal(state, *entry.action, *why);
                break;
            }
            replayEntry(*game, state, log, entry, setup.seats, moves);
        }
        m_game = std::move(game);
        m_setup = setup;
        emit rulesReplaced();
        return begin(std::move(state), std::move(log), moves, true);
    } catch (const std::exception &e) {
        if (error)
            *error = QString::fromStdString(e.what());
        m_botTimer->stop();
        emitFailure(&GameDocument::reloadFailed, e);
        return false;
    }
}

bool GameDocument::begin(GameState state, GameLog log, const std::vector<PastMove> &moves, bool replayed)
{
    m_botTimer->stop();
    m_undo->clear();
    m_openMove = nullptr;
    m_state = std::make_unique<GameState>(std::move(state));
    m_log = std::move(log);
    // Each past move takes the automatic actions up to the next one, as when it was made.
    for (std::size_t k = 0; k < moves.size(); ++k) {
        const int first = moves[k].actionsBefore;
        const int end = k + 1 < moves.size() ? moves[k + 1].actionsBefore : actionCount();
        m_openMove = new PlayMove(this, first, *m_log.entries[first + 1].action, moves[k].text);
        for (int a = first + 1; a < end; ++a)
            m_openMove->addAction(*m_log.entries[a + 1].action);
        m_undo->push(m_openMove);
    }
    const QString journalError = replayed ? m_recorder.revise(game(), m_log, *m_state)
                                          : m_recorder.start(game(), m_log, *m_state);
    if (!journalError.isEmpty())
        emit journalFailed(journalError);
    emit started();
    emit entriesChanged(0);
    emit stateChanged();
    advance();
    return true;
}

bool GameDocument::isHuman(int player) const
{
    return player >= 0 && player < int(m_setup.seats.size()) && m_setup.seats[player] == "human";
}

bool GameDocument::waitsForHuman() const
{
    return m_state && !m_state->isOver() && m_state->decision().kind != DecisionKind::Chance
        && isHuman(m_state->decision().player);
}

bool GameDocument::play(Action action, QString *why)
{
    if (!waitsForHuman()) {
        if (why)
            *why = tr("It is not a person's turn to decide.");
        return false;
    }
    if (auto reason = m_game->whyIllegal(*m_state, action)) {
        if (why)
            *why = QString::fromStdString(*reason);
        return false;
    }
    const int before = actionCount();
    if (!applyRecorded(action, why))
        return false;
    m_openMove = new PlayMove(this, before, action, describeAction(rules(), m_setup.players, action));
    m_undo->push(m_openMove);
    advance();
    return true;
}

bool GameDocument::playTurnFor(const std::string &bot, QString *why)
{
    const auto decider = makeBot(bot);
    if (!decider || !waitsForHuman()) {
        if (why)
            *why = decider ? tr("It is not a person's turn to decide.")
                           : tr("There is no bot \"%1\".").arg(QString::fromStdString(bot));
        return false;
    }
    const int player = m_state->decision().player;
    const int turn = m_state->turn();
    bool first = true;
    while (waitsForHuman() && m_state->decision().player == player && m_state->turn() == turn) {
        std::size_t pick = 0;
        try {
            Rng rng = botRng(m_setup.seed, actionCount());
            pick = decider->decide(*m_game, *m_state, rng);
        } catch (const std::exception &e) {
            if (why)
                *why = tr("The bot could not decide: %1").arg(QString::fromStdString(e.what()));
            return !first;
        }
        const Action action = m_state->decision().options.at(pick); // a copy: applying replaces it
        if (first) {
            if (!play(action, why))
                return false;
            first = false;
            continue;
        }
        if (!applyRecorded(action, why))
            return true; // what was played stays one move
        m_openMove->addAction(action);
        advance();
    }
    return true;
}

bool GameDocument::stepAutomatic()
{
    if (!m_state || m_state->isOver() || waitsForHuman())
        return false;
    const Decision &d = m_state->decision();
    std::size_t pick = 0;
    try {
        if (d.kind == DecisionKind::Chance) {
            Rng rng = chanceRng(m_setup.seed, actionCount());
            pick = pickChance(d, rng);
        } else {
            Rng rng = botRng(m_setup.seed, actionCount());
            const auto bot = makeBot(m_setup.seats.at(d.player));
            if (!bot)
                return false;
            pick = bot->decide(*m_game, *m_state, rng);
        }
    } catch (const std::exception &e) {
        reportFlowError(e);
        return false;
    }
    return playAutomatic(pick);
}

bool GameDocument::playAutomatic(std::size_t pick)
{
    const Action action = m_game->legalActions(*m_state)[pick];
    if (!applyRecorded(action, nullptr))
        return false;
    const bool openIsTop = m_openMove && m_undo->index() == m_undo->count() && m_undo->count() > 0
        && m_undo->command(m_undo->count() - 1) == m_openMove;
    if (openIsTop)
        m_openMove->addAction(action);
    advance();
    return true;
}

bool GameDocument::applyRecorded(Action action, QString *why)
{
    const int player = m_state->decision().player;
    GameState next = *m_state;
    try {
        m_game->apply(next, action);
    } catch (const std::exception &e) {
        if (why)
            *why = QString::fromStdString(e.what());
        reportFlowError(e);
        return false;
    }
    *m_state = std::move(next);
    m_log.entries.push_back({player, action, m_state->events()});
    journalAppend(int(m_log.entries.size()) - 1);
    if (m_state->isOver())
        journalFinish();
    emit entriesChanged(int(m_log.entries.size()) - 1);
    emit stateChanged();
    if (m_state->isOver())
        emit gameOver();
    return true;
}

void GameDocument::advance()
{
    if (m_replaying || !m_state || m_state->isOver() || !atRecordedEnd())
        return;
    if (m_state->decision().kind == DecisionKind::Chance)
        stepAutomatic(); // which advances again
    else if (!waitsForHuman())
        scheduleBot();
}

void GameDocument::scheduleBot()
{
    if (!m_autoPlay)
        return;
    if (m_botTimer->interval() == 0)
        QTimer::singleShot(0, this, &GameDocument::stepBot);
    else
        m_botTimer->start();
}

void GameDocument::stepBot()
{
    if (!atRecordedEnd() || m_thinking || !m_state || m_state->isOver() || waitsForHuman())
        return;
    const Decision &d = m_state->decision();
    if (d.kind != DecisionKind::Chance) {
        const auto bot = makeBot(m_setup.seats.at(d.player));
        if (bot && bot->thinksLong())
            return thinkOffThread();
    }
    stepAutomatic();
}

namespace {

struct BotAnswer
{
    std::size_t pick = 0;
    std::exception_ptr error; // what the bot threw, if it did
};

} // namespace

void GameDocument::thinkOffThread()
{
    if (!m_botGame || m_botGame->rulesPtr() != m_game->rulesPtr())
        m_botGame = makeGame(m_game->rulesPtr());
    m_thinking = true;
    auto asked = std::make_shared<const GameState>(*m_state);
    auto *watcher = new QFutureWatcher<BotAnswer>(this);
    connect(watcher, &QFutureWatcher<BotAnswer>::finished, this, [this, watcher, asked] {
        watcher->deleteLater();
        m_thinking = false;
        const BotAnswer answer = watcher->result();
        if (!m_state || !m_autoPlay || !atRecordedEnd() || !(*m_state == *asked)) {
            advance(); // the game moved on while the bot thought: go on from here
            return;
        }
        if (answer.error) {
            try {
                std::rethrow_exception(answer.error);
            } catch (const std::exception &e) {
                reportFlowError(e);
            }
            return;
        }
        playAutomatic(answer.pick);
    });
    const std::string seat = m_setup.seats.at(asked->decision().player);
    Rng rng = botRng(m_setup.seed, actionCount());
    watcher->setFuture(QtConcurrent::run([game = m_botGame, asked, seat, rng]() mutable {
        try {
            return BotAnswer{makeBot(seat)->decide(*game, *asked, rng), {}};
        } catch (...) {
            return BotAnswer{0, std::current_exception()};
        }
    }));
}

void GameDocument::handOverToBots(const std::string &bot)
{
    std::vector<std::string> seats = m_setup.seats;
    for (std::string &seat : seats)
        if (seat == "human")
            seat = bot;
    if (seats != m_setup.seats && m_state && !m_state->isOver()) {
        m_openMove = new PlayMove(this, actionCount(), m_setup.seats, seats, tr("Play to the end"));
        setSeats(seats);
        m_undo->push(m_openMove);
    }
    advance();
}

void GameDocument::setSeats(const std::vector<std::string> &seats)
{
    m_setup.seats = seats;
    m_log.seats = seats;
}

bool GameDocument::atRecordedEnd() const
{
    return m_undo->index() == m_undo->count();
}

void GameDocument::setBotDelay(int milliseconds)
{
    m_botTimer->setInterval(milliseconds);
}

void GameDocument::setAutoPlay(bool on)
{
    m_autoPlay = on;
    if (on)
        advance();
    else
        m_botTimer->stop();
}

GameState GameDocument::stateAfter(int actions) const
{
    return stateAt(*m_game, m_log, actions);
}

void GameDocument::rewindTo(int actions)
{
    m_botTimer->stop();
    *m_state = stateAfter(actions);
    m_log.entries.resize(actions + 1);
    journalRewrite();
    emit entriesChanged(actions + 1);
    emit stateChanged();
}

void GameDocument::setJournal(Journal *journal)
{
    m_recorder.setJournal(journal);
}

void GameDocument::journalAppend(int entry)
{
    const QString error = m_recorder.append(game(), m_log, entry, *m_state);
    if (!error.isEmpty())
        emit journalFailed(error);
}

void GameDocument::journalRewrite()
{
    const QString error = m_recorder.rewind(game(), int(m_log.entries.size()), *m_state);
    if (!error.isEmpty())
        emit journalFailed(error);
}

void GameDocument::journalFinish()
{
    const QString error = m_recorder.finish(m_log, *m_state);
    if (!error.isEmpty())
        emit journalFailed(error);
}

void GameDocument::reportFlowError(const std::exception &e)
{
    m_botTimer->stop();
    emitFailure(&GameDocument::flowFailed, e);
}

void GameDocument::reportQueryError(const std::exception &e)
{
    emitFailure(&GameDocument::queryFailed, e);
}

BoardMarks GameDocument::boardMarks(const GameState &state, int board)
{
    try {
        return game().queryMarks(state, "board_marks", board + 1).value_or(BoardMarks{});
    } catch (const std::exception &e) {
        reportQueryError(e);
        return {};
    }
}

void GameDocument::emitFailure(FailureSignal failure, const std::exception &e)
{
    emit(this->*failure)(ScriptFailure::from(e));
}

} // namespace tw
