#pragma once

#include "model/ruleset.h"

#include <QAbstractButton>
#include <QFrame>
#include <QString>

#include <memory>
#include <vector>

class QHBoxLayout;
class QLabel;
class QScrollArea;

namespace tw {

// One card as the hand shows it.
struct HandCard
{
    int card = -1;
    bool playable = false; // an option of the open choice names it
    QString toolTip;
};

// Cards the rules count together at the end (a hand_groups query hook's group).
struct HandGroup
{
    QString label;
    long long points = 0;
    std::vector<int> cards;
};

// One player's hand as its groups, and the cards in none.
struct HandSplit
{
    QString player; // who holds it ("Red"); empty: no name shown
    std::vector<HandGroup> groups;
    std::vector<int> unused;
};

// A card drawn as its face (paintCardFace); a playable one stands raised and takes
// clicks, the others are dimmed while a choice is open (`choosing`).
class CardButton : public QAbstractButton
{
    Q_OBJECT

public:
    CardButton(std::shared_ptr<const Ruleset> rules, const HandCard &card, bool choosing, QWidget *parent = nullptr);
    int card() const { return m_card; }
    bool isPlayable() const { return m_playable; }
    // A selected card is outlined until deselected: its options wait for a cell on the board.
    void setSelected(bool selected);
    bool isSelected() const { return m_selected; }
    QSize sizeHint() const override;

signals:
    // The mouse came onto the card (true) or left it (false).
    void hovered(bool inside);

protected:
    void paintEvent(QPaintEvent *event) override;
    void enterEvent(QEnterEvent *event) override;
    void leaveEvent(QEvent *event) override;

private:
    std::shared_ptr<const Ruleset> m_rules;
    int m_card;
    bool m_playable;
    bool m_choosing;
    bool m_selected = false;
};

// The cards in one player's hand, under the board: what the seat at the screen holds.
// Hidden when there is no hand to show.
class HandStrip : public QFrame
{
    Q_OBJECT

public:
    explicit HandStrip(QWidget *parent = nullptr);

    // Shows `cards` under `caption` ("Red's hand"); `choosing` dims the cards no option
    // names. An empty list with an empty caption hides the strip.
    void setHand(std::shared_ptr<const Ruleset> rules, const QString &caption, const std::vector<HandCard> &cards,
                 bool choosing);
    // Shows each hand of `splits` as a row: its player's name, its groups, each framed with
    // its cards, label and points, then its unused cards apart (dimmed). None of the cards
    // takes clicks.
    void setGroups(std::shared_ptr<const Ruleset> rules, const QString &caption, const std::vector<HandSplit> &splits);
    // The framed groups shown (setGroups), 0 otherwise.
    int groupCount() const { return int(m_groups.size()); }
    void clear();
    int cardCount() const { return int(m_buttons.size()); }
    CardButton *cardButton(int index) const { return m_buttons.at(index); }
    // Outlines card `index` as selected (-1: none).
    void setSelectedCard(int index);

signals:
    // Card `index` of the hand (in the order given) was clicked; only playable ones send it.
    void cardClicked(int index);
    // The mouse is on card `index` of the hand, or on none (-1).
    void cardHovered(int index);

private:
    // The scroll area's height for `rows` rows of cards.
    int rowsHeight(int rows) const;

    QLabel *m_caption;
    QScrollArea *m_scroll = nullptr;
    QHBoxLayout *m_cards;
    std::vector<CardButton *> m_buttons;
    std::vector<QWidget *> m_groups; // with m_extras, what setGroups added besides the cards
    std::vector<QWidget *> m_extras;
};

} // namespace tw
