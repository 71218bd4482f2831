#include "playcontroller.h"

#include "choicepanel.h"
#include "eventphrases.h"
#include "handstrip.h"
#include "sheetstrip.h"
#include "tilepixmap.h"
#include "turnbanner.h"
#include "turnsummary.h"

#include "boardscene.h"
#include "boardview.h"
#include "gamedocument.h"
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
    connect(m_panel, &ChoicePanel::chosen, this, [this](int index) {
        if (index >= 0 && index < int(m_options.size()))
            chooseOption(m_options[index].index);
    });
    // A button's territory is outlined on the board while the pointer is over it.
    connect(m_panel, &ChoicePanel::hovered, this, [this](int index) {
        if (m_scene && m_scene->boardIndex() == 0)
            m_scene->hoverSegment(index >= 0 && index < int(m_options.size()) ? m_options[index].segment : -1);
    });
    connect(m_view, &BoardView::zoomChanged, this, [this] {
        if (!m_adjusting)
            m_autoFit = false;
    });
    m_view->installEventFilter(this);
    m_view->viewport()->installEventFilter(this);
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
    m_options.clear();
    m_spotHint.clear();
    m_featureHint.clear();
    const GameState *state = shownState();
    if (!state || !m_scene) {
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
    m_sheets->showSheets(*state, shownBoard(*state));
    updateBanner(*state, live);
    m_banner->setHint(QString());
    emit hintChanged(QString());
    if (m_autoFit)
        fitNow();
}

void PlayController::showChoice(const GameState &state)
{
    m_options = describeOptions(state, m_valuer);
    const TileRenderer &renderer = m_scene->renderer();
    std::vector<BoardTarget> targets;
    std::vector<ChoiceButton> buttons;
    for (const OptionView &option : m_options) {
        ChoiceButton button{option.buttonText(), option.description(), QIcon()};
        if (option.tileType >= 0)
            button.icon = QIcon(tilePixmap(renderer, option.tileType, 0, 28, m_view->devicePixelRatioF()));
        buttons.push_back(button);
        if (const std::optional<BoardTarget> target = boardTarget(option)) {
            const bool taken = std::any_of(targets.begin(), targets.end(), [&](const BoardTarget &t) {
                return t.segment == target->segment && (t.segment >= 0 || t.cell == target->cell);
            });
            if (!taken)
                targets.push_back(*target);
        }
    }
    m_scene->setTargets(targets);
    m_panel->setChoices(tr("Choose one:"), buttons);
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
    const Ruleset &rules = state.rules();
    const int viewer = m_document->screen()->viewer();
    const int seat = viewer == kReferee ? state.currentPlayer() : viewer;
    m_handCards.clear();
    std::vector<HandCard> cards;
    QStringList zones;
    for (int z = 0; seat >= 0 && z < int(rules.zones.size()); ++z) {
        const ZoneDef &zone = rules.zones[z];
        if (zone.kind != ZoneKind::Hand || !zone.perPlayer || zone.items != ItemKind::Cards
            || sight(zone, seat, viewer) != Sight::All)
            continue;
        zones << QString::fromStdString(zone.text.empty() ? zone.id : zone.text);
        for (int card : state.zone(z, seat)) {
            HandCard shown{card, false, QString()};
            for (const OptionView &option : m_options) {
                if (option.card == card && choosing) {
                    shown.playable = true;
                    shown.toolTip += (shown.toolTip.isEmpty() ? QString() : QStringLiteral("\n")) + option.description();
                }
            }
            cards.push_back(shown);
            m_handCards.push_back(card);
        }
    }
    if (zones.isEmpty()) {
        m_hand->clear();
        return;
    }
    const QString caption = tr("%1 (%2)").arg(zones.join(QStringLiteral(", ")), seatName(rules, state.playerCount(), seat));
    m_hand->setHand(state.rulesPtr(), caption, cards, choosing);
}

// While the mouse is on a card of the hand, the cells its options lead to (a move's
// destination, the room whose pile it claims) are the board's markers; off it, the open
// choice's own markers come back.
void PlayController::onCardHovered(int index)
{
    if (index < 0 || index >= int(m_handCards.size())) {
        std::vector<BoardTarget> targets;
        for (const OptionView &option : m_options)
            if (const std::optional<BoardTarget> target = boardTarget(option))
                if (std::none_of(targets.begin(), targets.end(), [&](const BoardTarget &t) {
                        return t.segment == target->segment && (t.segment >= 0 || t.cell == target->cell);
                    }))
                    targets.push_back(*target);
        m_scene->setTargets(targets);
        return;
    }
    std::vector<BoardTarget> targets;
    for (const OptionView &option : m_options)
        if (option.card == m_handCards[std::size_t(index)] && option.cardCell
            && std::none_of(targets.begin(), targets.end(),
                            [&](const BoardTarget &t) { return t.cell == *option.cardCell; }))
            targets.push_back(BoardTarget{-1, *option.cardCell, option.description(), QString()});
    if (!targets.empty())
        m_scene->setTargets(targets);
}

void PlayController::onCardClicked(int index)
{
    if (index < 0 || index >= int(m_handCards.size()))
        return;
    std::vector<const OptionView *> naming;
    for (const OptionView &option : m_options)
        if (option.card == m_handCards[index])
            naming.push_back(&option);
    if (naming.size() == 1) {
        chooseOption(naming.front()->index);
        return;
    }
    if (naming.empty())
        return;
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
        setSpotHint(tr("Click to place the tile at %1,%2.").arg(anchor.x).arg(anchor.y));
    else
        setSpotHint(reason.isEmpty() ? tr("The tile cannot go at %1,%2.").arg(anchor.x).arg(anchor.y) : reason);
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
