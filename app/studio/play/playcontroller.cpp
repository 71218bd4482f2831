#include "playcontroller.h"

#include "choicepanel.h"
#include "eventphrases.h"
#include "handcontents.h"
#include "handstrip.h"
#include "sheetstrip.h"
#include "tilepixmap.h"
#include "turnbanner.h"
#include "turnsummary.h"

#include "boardscene.h"
#include "boardview.h"
#include "gamedocument.h"
#include "placementreason.h"
#include "seatscreen.h"
#include "tilerenderer.h"

#include "state/visibility.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QTimer>

#include <algorithm>

namespace tw {

namespace {

constexpr qreal kMaxAutoZoom = 1.5; // a small board is not blown up past this
constexpr int kMaxCellButtons = 6;  // more options on cells than this are picked on the board only

bool sameTarget(const BoardTarget &a, const BoardTarget &b)
{
    return a.segment == b.segment && (a.segment >= 0 || a.cell == b.cell);
}

int shownBoard(const GameState &state)
{
    const Decision &d = state.decision();
    int board = 0;
    if (d.kind == DecisionKind::Place)
        board = d.board;
    else if (state.rules().sheetPerPlayer && state.currentPlayer() >= 0)
        board = state.currentPlayer();
    return std::clamp(board, 0, std::max(0, state.boardCount() - 1));
}

} // namespace

PlayController::PlayController(BoardView *view, TurnBanner *banner, ChoicePanel *panel, HandStrip *hand,
                               SheetStrip *sheets, QObject *parent)
    : QObject(parent)
    , m_view(view)
    , m_banner(banner)
    , m_panel(panel)
    , m_hand(hand)
    , m_sheets(sheets)
{
    connect(m_hand, &HandStrip::cardClicked, this, &PlayController::onCardClicked);
    connect(m_hand, &HandStrip::cardHovered, this, &PlayController::onCardHovered);
    connect(m_panel, &ChoicePanel::chosen, this, [this](int button) {
        if (button >= 0 && button < int(m_buttonOptions.size()))
            chooseOption(m_options[std::size_t(m_buttonOptions[std::size_t(button)])].index);
    });
    // A button's territory is outlined on the board while the pointer is over it.
    connect(m_panel, &ChoicePanel::hovered, this, [this](int button) {
        if (m_scene && m_scene->boardIndex() == 0)
            m_scene->hoverSegment(button >= 0 && button < int(m_buttonOptions.size())
                                      ? m_options[std::size_t(m_buttonOptions[std::size_t(button)])].segment
                                      : -1);
    });
    connect(m_view, &BoardView::zoomChanged, this, [this] {
        if (!m_adjusting)
            m_autoFit = false;
    });
    m_view->installEventFilter(this);
    m_view->viewport()->installEventFilter(this);
    m_hand->installEventFilter(this); // Escape on a selected card
    m_valuer.setFailureHandler([this](const std::exception &e) {
        if (m_document)
            m_document->reportQueryError(e);
    });
}

PlayController::~PlayController() = default;

void PlayController::setDocument(GameDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    m_viewed = -1;
    m_past.reset();
    m_valuer.setGame(document ? &document->game() : nullptr);
    if (!document) {
        sync();
        return;
    }
    ensureScene();
    connect(document, &QObject::destroyed, this, [this, document] {
        if (m_document == document) {
            m_document = nullptr;
            m_valuer.setGame(nullptr);
        }
    });
    connect(document, &GameDocument::started, this, [this] {
        m_valuer.setGame(&m_document->game()); // a reload replaces the document's Game
        m_viewed = -1;
        m_past.reset();
        m_autoFit = true;
        emit viewChanged(-1);
    });
    connect(document, &GameDocument::stateChanged, this, &PlayController::sync);
    connect(document->screen(), &SeatScreen::changed, this, &PlayController::sync);
    connect(document, &GameDocument::entriesChanged, this, [this] {
        if (m_viewed > m_document->actionCount())
            viewPast(-1);
    });
    sync();
}

void PlayController::ensureScene()
{
    if (m_scene)
        return;
    m_scene = new BoardScene(m_document->rulesPtr(), this);
    m_view->setBoardScene(m_scene);
    connect(m_scene, &BoardScene::placementChosen, this, &PlayController::onPlacementChosen);
    connect(m_scene, &BoardScene::spotHovered, this, &PlayController::onSpotHovered);
    connect(m_scene, &BoardScene::segmentChosen, this, &PlayController::onSegmentChosen);
    connect(m_scene, &BoardScene::cellChosen, this, &PlayController::onCellChosen);
    connect(m_scene, &BoardScene::featureHovered, this, &PlayController::onFeatureHovered);
    auto refreshBanner = [this] {
        if (const GameState *state = shownState())
            updateBanner(*state, m_viewed < 0);
    };
    connect(m_scene, &BoardScene::ghostOrientationChanged, this, refreshBanner);
    connect(m_scene, &BoardScene::placementTileChanged, this, refreshBanner);
}

const GameState *PlayController::shownState() const
{
    if (!m_document || !m_document->hasGame())
        return nullptr;
    if (m_viewed >= 0 && m_past)
        return &*m_past;
    return &m_document->state();
}

bool PlayController::humanPlaces() const
{
    return m_document && m_viewed < 0 && m_document->waitsForHuman()
        && m_document->state().decision().kind == DecisionKind::Place;
}

void PlayController::viewPast(int actions)
{
    if (!m_document || !m_document->hasGame())
        return;
    if (actions >= m_document->actionCount())
        actions = -1;
    if (actions >= 0) {
        try {
            m_past = m_document->stateAfter(actions);
        } catch (const std::exception &e) {
            emit playFailed(QString::fromStdString(e.what()));
            return;
        }
    } else {
        m_past.reset();
    }
    m_viewed = actions;
    sync();
    emit viewChanged(actions);
}

// --- showing the game --------------------------------------------------------------------

void PlayController::sync()
{
    const int selected = m_selected;
    m_selected = -1;
    m_options.clear();
    m_buttonOptions.clear();
    m_spotHint.clear();
    m_featureHint.clear();
    const GameState *state = shownState();
    if (!state || !m_scene) {
        if (m_scene) { // nothing of a game that is gone (a start that failed) stays on the board
            m_scene->clearPlacement();
            m_scene->setMarks({});
            m_scene->setBoard(Board(&m_scene->board().rules()));
        }
        m_panel->clear();
        m_hand->clear();
        m_sheets->clear();
        BannerInfo none;
        none.title = m_document ? tr("No game") : tr("No ruleset");
        none.detail = m_document ? tr("Choose Game \u2192 New Game to start a playtest.")
                                 : tr("Open one with Ruleset \u2192 Open Folder.");
        m_banner->setInfo(none);
        m_banner->setHint(QString());
        emit hintChanged(QString());
        return;
    }
    const bool live = m_viewed < 0;
    m_adjusting = true;
    m_scene->setState(*state, shownBoard(*state));
    m_scene->setMarks(m_document->boardMarks(*state, shownBoard(*state)));
    m_adjusting = false;
    if (!humanPlaces())
        m_scene->clearPlacement();
    const bool choosing = live && m_document->waitsForHuman() && state->decision().kind == DecisionKind::Choice;
    if (choosing)
        showChoice(*state);
    else
        m_panel->clear();
    updateHand(*state, choosing);
    if (choosing) {
        showButtons();
        if (!cardTargets(selected).empty())
            selectCard(selected); // the same card still waits for its cell
    }
    m_sheets->showSheets(*state, shownBoard(*state),
                         [this, state](int board) { return m_document->boardMarks(*state, board); });
    updateBanner(*state, live);
    m_banner->setHint(QString());
    emit hintChanged(QString());
    if (m_autoFit)
        fitNow();
}

void PlayController::showChoice(const GameState &state)
{
    m_options = describeOptions(state, m_valuer);
    m_scene->setTargets(choiceTargets());
}

void PlayController::showButtons()
{
    const TileRenderer &renderer = m_scene->renderer();
    const auto inHand = [&](const OptionView &option) {
        return option.card >= 0 && option.cardCell
            && std::find(m_handCards.begin(), m_handCards.end(), option.card) != m_handCards.end();
    };
    const auto onCell = [&](const OptionView &option) { return option.segment < 0 && boardTarget(option); };
    const auto cells = std::count_if(m_options.begin(), m_options.end(), onCell);
    bool cardsOnBoard = false;
    std::vector<ChoiceButton> buttons;
    for (std::size_t i = 0; i < m_options.size(); ++i) {
        const OptionView &option = m_options[i];
        if (inHand(option)) {
            cardsOnBoard = true;
            continue;
        }
        if (cells > kMaxCellButtons && onCell(option))
            continue;
        ChoiceButton button{option.buttonText(), option.description(), QIcon()};
        if (option.tileType >= 0)
            button.icon = QIcon(tilePixmap(renderer, option.tileType, 0, 28, m_view->devicePixelRatioF()));
        buttons.push_back(button);
        m_buttonOptions.push_back(int(i));
    }
    QStringList notes;
    if (cells > kMaxCellButtons)
        notes << tr("Or click a highlighted cell.");
    if (cardsOnBoard)
        notes << tr("Or click a card, then a highlighted cell.");
    m_panel->setChoices(tr("Choose one:"), buttons, notes.join(QLatin1Char('\n')));
}

std::vector<BoardTarget> PlayController::choiceTargets() const
{
    std::vector<BoardTarget> targets;
    for (const OptionView &option : m_options)
        if (const std::optional<BoardTarget> target = boardTarget(option))
            if (std::none_of(targets.begin(), targets.end(), [&](const BoardTarget &t) { return sameTarget(t, *target); }))
                targets.push_back(*target);
    return targets;
}

std::vector<BoardTarget> PlayController::cardTargets(int card) const
{
    std::vector<BoardTarget> targets;
    for (const OptionView &option : m_options)
        if (card >= 0 && option.card == card && option.cardCell
            && std::none_of(targets.begin(), targets.end(),
                            [&](const BoardTarget &t) { return t.cell == *option.cardCell; }))
            targets.push_back(BoardTarget{-1, *option.cardCell, option.description(), QString()});
    return targets;
}

void PlayController::selectCard(int card)
{
    m_selected = card;
    const auto at = std::find(m_handCards.begin(), m_handCards.end(), card);
    m_hand->setSelectedCard(card >= 0 && at != m_handCards.end() ? int(at - m_handCards.begin()) : -1);
    if (!m_scene)
        return;
    m_scene->setTargets(card >= 0 ? cardTargets(card) : choiceTargets());
    setSpotHint(card >= 0 ? tr("Click a highlighted cell to play the card; Escape or a click on the card cancels.")
                          : QString());
}

std::optional<BoardTarget> PlayController::boardTarget(const OptionView &option) const
{
    if (option.segment >= 0 && m_scene->boardIndex() == 0)
        return BoardTarget{option.segment, Coord{}, option.description(), option.badgeText()};
    if (option.segment < 0 && option.cell && (option.cellBoard < 0 || option.cellBoard == m_scene->boardIndex()))
        return BoardTarget{-1, *option.cell, option.description(), QString()};
    return std::nullopt;
}

void PlayController::updateHand(const GameState &state, bool choosing)
{
    if (state.decision().kind == DecisionKind::Over && showHandGroups(state))
        return;
    const int viewer = m_document->screen()->viewer();
    const int seat = viewer == kReferee ? state.currentPlayer() : viewer;
    m_handCards.clear();
    if (seat < 0) {
        m_hand->clear();
        return;
    }
    const HandContents contents = handContents(state, seat, viewer, m_options, choosing);
    for (const HandCard &card : contents.cards)
        m_handCards.push_back(card.card);
    if (contents.zones.isEmpty()) {
        m_hand->clear();
        return;
    }
    const QString caption = tr("%1 (%2)").arg(contents.zones.join(QStringLiteral(", ")),
                                              seatName(state.rules(), state.playerCount(), seat));
    m_hand->setHand(state.rulesPtr(), caption, contents.cards, choosing);
}

bool PlayController::showHandGroups(const GameState &state)
{
    const int viewer = m_document->screen()->viewer();
    std::vector<HandSplit> splits;
    for (int seat = 0; seat < state.playerCount(); ++seat) {
        if (viewer != kReferee && viewer != seat)
            continue;
        std::optional<CardGroups> groups;
        try {
            groups = m_document->game().queryGroups(state, "hand_groups", seat + 1);
        } catch (const std::exception &e) {
            m_document->reportQueryError(e);
            return false;
        }
        if (!groups)
            return false;
        splits.push_back(handSplit(state, seat, viewer, *groups));
    }
    if (splits.empty())
        return false;
    m_handCards.clear();
    m_hand->setGroups(state.rulesPtr(), splits.size() == 1 ? tr("Hand, scored") : tr("Hands, scored"), splits);
    return true;
}

// While the mouse is on a card of the hand, the cells its options lead to (a move's
// destination, the room whose pile it claims) are the board's markers; off it, the
// selected card's cells, or the open choice's own markers, come back.
void PlayController::onCardHovered(int index)
{
    if (index < 0 || index >= int(m_handCards.size())) {
        m_scene->setTargets(m_selected >= 0 ? cardTargets(m_selected) : choiceTargets());
        return;
    }
    const std::vector<BoardTarget> targets = cardTargets(m_handCards[std::size_t(index)]);
    if (!targets.empty())
        m_scene->setTargets(targets);
}

// A card with one option plays it; a card whose options all lead to cells is selected
// (clicked again, deselected) and waits for one of its cells on the board; otherwise a
// menu lists its options.
void PlayController::onCardClicked(int index)
{
    if (index < 0 || index >= int(m_handCards.size()))
        return;
    const int card = m_handCards[std::size_t(index)];
    if (card == m_selected) {
        selectCard(-1);
        return;
    }
    std::vector<const OptionView *> naming;
    for (const OptionView &option : m_options)
        if (option.card == card)
            naming.push_back(&option);
    if (naming.size() == 1) {
        chooseOption(naming.front()->index);
        return;
    }
    if (naming.empty())
        return;
    if (std::all_of(naming.begin(), naming.end(), [](const OptionView *option) { return option->cardCell.has_value(); })) {
        selectCard(card);
        return;
    }
    QMenu menu;
    for (const OptionView *option : naming) {
        const int chosen = option->index;
        menu.addAction(option->buttonText(), this, [this, chosen] { chooseOption(chosen); });
    }
    menu.exec(QCursor::pos());
}

void PlayController::updateBanner(const GameState &state, bool live)
{
    TurnView view{m_document, live ? -1 : m_viewed, m_scene->isPlacing() ? m_scene->ghostOrientation() : 0,
                  m_scene->isPlacing() ? m_scene->placementTile() : -1, m_document->screen()->viewer()};
    m_banner->setInfo(turnBanner(state, view, m_scene->renderer(), m_view->devicePixelRatioF()));
}

void PlayController::setAutoFit(bool on)
{
    m_autoFit = on;
    if (on)
        fitNow();
}

void PlayController::fitNow()
{
    if (!m_scene)
        return;
    m_adjusting = true;
    m_view->fitToBoard();
    if (m_view->zoom() > kMaxAutoZoom) {
        m_view->setZoom(kMaxAutoZoom);
        m_view->centerOn(m_scene->boardRect().center());
    }
    m_adjusting = false;
}

bool PlayController::eventFilter(QObject *watched, QEvent *event)
{
    switch (event->type()) {
    case QEvent::MouseButtonPress:
        m_pressPos = static_cast<QMouseEvent *>(event)->position().toPoint();
        break;
    case QEvent::MouseMove: {
        const auto *mouse = static_cast<QMouseEvent *>(event);
        if ((mouse->buttons() & (Qt::LeftButton | Qt::MiddleButton))
            && (mouse->position().toPoint() - m_pressPos).manhattanLength() >= QApplication::startDragDistance())
            m_autoFit = false; // the user pans
        break;
    }
    case QEvent::KeyPress: {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Escape && m_selected >= 0) {
            selectCard(-1);
            return true;
        }
        if (key == Qt::Key_Left || key == Qt::Key_Right || key == Qt::Key_Up || key == Qt::Key_Down)
            m_autoFit = false;
        break;
    }
    case QEvent::Resize:
        if (watched == m_view && m_autoFit)
            QTimer::singleShot(0, this, [this] {
                if (m_autoFit)
                    fitNow();
            });
        break;
    default:
        break;
    }
    return QObject::eventFilter(watched, event);
}

// --- playing -------------------------------------------------------------------------

bool PlayController::play(const Action &action)
{
    QString why;
    if (m_document->play(action, &why))
        return true;
    setSpotHint(why);
    emit playFailed(why);
    return false;
}

bool PlayController::chooseOption(int index)
{
    if (!m_document || m_viewed >= 0 || !m_document->waitsForHuman()) {
        setSpotHint(m_viewed >= 0 ? tr("A past position is shown: go back to the live game to play.")
                                  : tr("It is not your turn."));
        return false;
    }
    const Decision &d = m_document->state().decision();
    if (d.kind != DecisionKind::Choice || index < 0 || index >= int(d.options.size()))
        return false;
    const Action action = d.options[index]; // a copy: playing it replaces the decision
    return play(action);
}

void PlayController::previewPlacement(int index)
{
    if (!humanPlaces() || !m_scene)
        return;
    const Decision &d = m_document->state().decision();
    if (index < 0 || index >= int(d.options.size()))
        return;
    const Action &a = d.options[index];
    m_scene->setGhostOrientation(a.c);
    m_scene->moveGhostTo({a.a, a.b});
}

void PlayController::onPlacementChosen(Coord anchor, int orientation)
{
    if (!humanPlaces())
        return;
    play({ActionKind::Place, std::int16_t(m_scene->placementTile()), anchor.x, anchor.y, orientation});
}

void PlayController::onSpotHovered(Coord anchor, int, bool legal, const QString &reason)
{
    if (!humanPlaces())
        return;
    if (legal)
        setSpotHint(tr("Click to place the tile at %1.").arg(cellName(m_document->rules().grid, anchor)));
    else
        setSpotHint(reason.isEmpty() ? tr("The tile cannot go at %1.").arg(cellName(m_document->rules().grid, anchor))
                                     : reason);
}

void PlayController::onSegmentChosen(int segment)
{
    for (const OptionView &option : m_options) {
        if (option.segment == segment) {
            chooseOption(option.index);
            return;
        }
    }
}

void PlayController::onCellChosen(Coord cell)
{
    if (m_selected >= 0) {
        for (const OptionView &option : m_options)
            if (option.card == m_selected && option.cardCell == cell) {
                chooseOption(option.index);
                return;
            }
    }
    const auto at = std::find_if(m_options.begin(), m_options.end(), [&](const OptionView &option) {
        return option.segment < 0 && option.cell == cell
            && (option.cellBoard < 0 || option.cellBoard == m_scene->boardIndex());
    });
    if (at != m_options.end())
        chooseOption(at->index);
}

void PlayController::onFeatureHovered(int segment)
{
    const GameState *state = shownState();
    if (!state || segment < 0 || !m_scene) {
        setFeatureHint(QString());
        return;
    }
    QString text = featureSummary(*state, m_scene->boardIndex(), segment);
    if (m_scene->boardIndex() == 0) {
        if (const auto value = m_valuer.value(*state, segment))
            text += tr(" \u2014 worth %1 now").arg(*value);
    }
    setFeatureHint(text);
}

QString PlayController::hint() const
{
    return m_featureHint.isEmpty() ? m_spotHint : m_featureHint;
}

void PlayController::setSpotHint(const QString &hint)
{
    m_spotHint = hint;
    m_banner->setHint(this->hint());
    emit hintChanged(this->hint());
}

void PlayController::setFeatureHint(const QString &hint)
{
    m_featureHint = hint;
    m_banner->setHint(this->hint());
    emit hintChanged(this->hint());
}

} // namespace tw
