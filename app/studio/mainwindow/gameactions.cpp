#include "gameactions.h"

#include "dialogs/newgamedialog.h"
#include "play/playcontroller.h"
#include "play/playsession.h"
#include "play/turnsummary.h"

#include "boardscene.h"
#include "gamedocument.h"

#include <QAction>
#include <QUndoGroup>
#include <QUndoStack>
#include <QWidget>

#include <algorithm>

namespace tw {

GameActions::GameActions(PlaySession *session, PlayController *controller, QWidget *window)
    : QObject(window)
    , m_session(session)
    , m_controller(controller)
    , m_window(window)
    , m_undoGroup(new QUndoGroup(this))
    , m_newGame(new QAction(tr("&New Game\u2026"), this))
    , m_undo(m_undoGroup->createUndoAction(this, tr("&Undo")))
    , m_redo(m_undoGroup->createRedoAction(this, tr("&Redo")))
    , m_undoTool(new QAction(tr("Undo"), this))
    , m_redoTool(new QAction(tr("Redo"), this))
    , m_playForMe(new QAction(tr("Play &Move for Me"), this))
    , m_playToEnd(new QAction(tr("Play to the &End"), this))
    , m_rotate(new QAction(tr("&Turn Tile"), this))
    , m_flip(new QAction(tr("&Flip Tile"), this))
    , m_switchTile(new QAction(tr("&Switch Tile"), this))
{
    m_newGame->setShortcut(QKeySequence::New);
    m_newGame->setStatusTip(tr("Set up and start a new playtest of the current ruleset"));
    connect(m_newGame, &QAction::triggered, this, &GameActions::newGame);

    m_undo->setShortcut(QKeySequence::Undo);
    m_redo->setShortcut(QKeySequence::Redo);
    m_undo->setStatusTip(tr("Take back your last move (and the bot moves after it)"));
    m_redo->setStatusTip(tr("Make the move taken back again"));

    connect(m_undoTool, &QAction::triggered, m_undoGroup, &QUndoGroup::undo);
    connect(m_redoTool, &QAction::triggered, m_undoGroup, &QUndoGroup::redo);
    connect(m_undoGroup, &QUndoGroup::canUndoChanged, m_undoTool, &QAction::setEnabled);
    connect(m_undoGroup, &QUndoGroup::canRedoChanged, m_redoTool, &QAction::setEnabled);
    connect(m_undoGroup, &QUndoGroup::undoTextChanged, m_undoTool, &QAction::setToolTip);
    connect(m_undoGroup, &QUndoGroup::redoTextChanged, m_redoTool, &QAction::setToolTip);
    m_undoTool->setEnabled(false);
    m_redoTool->setEnabled(false);

    m_playForMe->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
    m_playForMe->setStatusTip(tr("Let the greedy bot play the rest of your turn for you"));
    connect(m_playForMe, &QAction::triggered, this, &GameActions::playMoveForMe);

    m_playToEnd->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_playToEnd->setStatusTip(tr("Bots take every seat and finish the game"));
    connect(m_playToEnd, &QAction::triggered, this, &GameActions::playToEnd);

    // R and F act on the board only, so they never fire while typing elsewhere.
    m_rotate->setShortcut(QKeySequence(Qt::Key_R));
    m_rotate->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_rotate->setStatusTip(tr("Turn the tile in hand to its next orientation (also a right click)"));
    connect(m_rotate, &QAction::triggered, this, [this] {
        if (m_controller->scene())
            m_controller->scene()->rotateGhost();
    });
    m_flip->setShortcut(QKeySequence(Qt::Key_F));
    m_flip->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_flip->setStatusTip(tr("Turn the tile in hand over, where the ruleset allows it"));
    connect(m_flip, &QAction::triggered, this, [this] {
        if (m_controller->scene())
            m_controller->scene()->flipGhost();
    });
    m_switchTile->setShortcut(QKeySequence(Qt::Key_T));
    m_switchTile->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_switchTile->setStatusTip(tr("Take the other tile you may place in hand"));
    connect(m_switchTile, &QAction::triggered, this, [this] {
        if (m_controller->scene())
            m_controller->scene()->switchTile();
    });
    updateEnabled();
}

void GameActions::setDocument(GameDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (document) {
        m_undoGroup->addStack(document->undoStack());
        m_undoGroup->setActiveStack(document->undoStack());
        connect(document, &GameDocument::stateChanged, this, &GameActions::updateEnabled);
        connect(document, &QObject::destroyed, this, [this, document] {
            if (m_document == document)
                m_document = nullptr;
        });
    } else {
        m_undoGroup->setActiveStack(nullptr);
    }
    updateEnabled();
}

void GameActions::updateEnabled()
{
    const bool game = m_document && m_document->hasGame();
    m_newGame->setEnabled(m_document != nullptr);
    m_playForMe->setEnabled(game && m_document->waitsForHuman());
    m_playToEnd->setEnabled(game && !m_document->isOver());
    const bool placing = game && m_document->waitsForHuman() && m_document->state().decision().kind == DecisionKind::Place;
    m_rotate->setEnabled(placing);
    m_flip->setEnabled(placing && offersFlip(m_document->rules(), m_document->state().decision()));
    m_switchTile->setEnabled(placing && m_document->state().decision().tiles.size() > 1);
}

void GameActions::newGame()
{
    if (!m_document)
        return;
    GameSetup initial = m_document->hasGame() ? m_document->setup() : PlaySession::defaultSetup(m_document->rules(), 2);
    initial.seed = PlaySession::randomSeed();
    NewGameDialog dialog(m_document->rules(), initial, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    if (!m_session->newGame(dialog.setup(), &error))
        emit message(tr("The game could not start: %1").arg(error));
}

bool GameActions::playMoveForMe()
{
    if (!m_document || !m_document->waitsForHuman() || m_controller->isViewingPast())
        return false;
    QString why;
    if (!m_document->playTurnFor("greedy", &why)) {
        emit message(why);
        return false;
    }
    return true;
}

void GameActions::playToEnd()
{
    if (!m_document || !m_document->hasGame() || m_document->isOver())
        return;
    m_controller->viewPast(-1);
    m_document->setBotDelay(std::min(m_session->botDelay(), kFastBotDelay));
    m_document->handOverToBots("greedy");
    emit message(tr("Bots play every seat to the end of the game."));
}

} // namespace tw
