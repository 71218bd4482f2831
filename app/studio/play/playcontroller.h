#pragma once

#include "choiceoptions.h"
#include "territoryvalue.h"

#include "geometry/grid.h"

#include <QObject>
#include <QPoint>
#include <QString>

#include <optional>
#include <vector>

namespace tw {

class BoardScene;
struct BoardTarget;
class BoardView;
class ChoicePanel;
class HandStrip;
class SheetStrip;
class GameDocument;
class TurnBanner;

// Connects the game (GameDocument) to the board, the banner and the choice panel.
//
// - A human Place decision: the scene shows the legal spots and the ghost; a click on a
//   legal spot plays it. Hovering an illegal spot shows why in the hint.
// - A human Choice: options that concern a territory become markers on the board with
//   what the territory scores now (TerritoryValuer), options that concern a cell markers
//   on it, options that concern a card its card in the hand (HandStrip); every option is
//   also a button, except those picked on the board: an option naming a card and a cell
//   is played by clicking the card (it stays selected, its cells marked) and then one of
//   its cells (Escape or a second click on the card deselects it); many options on cells
//   leave only a line in the panel, their markers being the way to pick them.
// - Bots' and chance turns are shown as they happen; nothing can be chosen.
// - viewPast(n) shows the position after n actions read-only (no placing, no choosing);
//   viewPast(-1) returns to the live game.
// - The view keeps the whole board in sight (auto-fit) until the user zooms or pans.
class PlayController : public QObject
{
    Q_OBJECT

public:
    PlayController(BoardView *view, TurnBanner *banner, ChoicePanel *panel, HandStrip *hand, SheetStrip *sheets,
                   QObject *parent = nullptr);
    ~PlayController() override;

    void setDocument(GameDocument *document);
    GameDocument *document() const { return m_document; }
    BoardScene *scene() const { return m_scene; }

    void viewPast(int actions);
    bool isViewingPast() const { return m_viewed >= 0; }
    int viewedActions() const { return m_viewed; }

    // The options of the open human choice, in decision order (empty otherwise).
    const std::vector<OptionView> &options() const { return m_options; }
    // The card selected in the hand, whose cells wait for a click on the board (-1: none).
    int selectedCard() const { return m_selected; }
    // Plays option `index` of the open human choice; false (with the reason in the hint).
    bool chooseOption(int index);
    // Moves the ghost onto the `index`-th legal placement (keyboard play, demos).
    void previewPlacement(int index);

    QString hint() const;
    bool autoFit() const { return m_autoFit; }
    // Keeps the whole board in view as it grows; turning it on fits now.
    void setAutoFit(bool on);
    void fitNow();

signals:
    void hintChanged(const QString &hint);
    // A move the user asked for was refused, or the flow failed on it.
    void playFailed(const QString &why);
    void viewChanged(int actions);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void ensureScene();
    void sync();
    void showChoice(const GameState &state);
    // The panel's buttons for the options not picked on the board (after updateHand).
    void showButtons();
    // The open choice's own markers on the board (no card selected or hovered).
    std::vector<BoardTarget> choiceTargets() const;
    // The cells the options naming `card` lead to.
    std::vector<BoardTarget> cardTargets(int card) const;
    // Selects `card` of the hand (-1: none) and shows its cells.
    void selectCard(int card);
    // Where an option shows on the board being shown, if it does.
    std::optional<BoardTarget> boardTarget(const OptionView &option) const;
    // Shows the cards the seat at the screen holds; playable where an open choice names them.
    void updateHand(const GameState &state, bool choosing);
    // At the game's end: the hands the viewer sees (every one for the referee) as the
    // ruleset's hand_groups hook splits them; false when the ruleset defines no such hook.
    bool showHandGroups(const GameState &state);
    void onCardClicked(int index);
    void onCardHovered(int index);
    void updateBanner(const GameState &state, bool live);
    const GameState *shownState() const;
    bool humanPlaces() const;
    bool play(const Action &action);
    void setSpotHint(const QString &hint);
    void setFeatureHint(const QString &hint);

    void onPlacementChosen(Coord anchor, int orientation);
    void onSpotHovered(Coord anchor, int orientation, bool legal, const QString &reason);
    void onSegmentChosen(int segment);
    void onCellChosen(Coord cell);
    void onFeatureHovered(int segment);

    GameDocument *m_document = nullptr;
    BoardView *m_view;
    BoardScene *m_scene = nullptr;
    TurnBanner *m_banner;
    ChoicePanel *m_panel;
    HandStrip *m_hand;
    SheetStrip *m_sheets;
    std::vector<int> m_handCards; // the cards m_hand shows, in its order
    TerritoryValuer m_valuer;
    std::vector<OptionView> m_options;
    std::vector<int> m_buttonOptions; // for each panel button, its index into m_options
    int m_selected = -1;
    int m_viewed = -1;
    std::optional<GameState> m_past;
    QString m_spotHint;
    QString m_featureHint;
    bool m_autoFit = true;
    bool m_adjusting = false; // the view moves because of us, not the user
    QPoint m_pressPos;
};

} // namespace tw
