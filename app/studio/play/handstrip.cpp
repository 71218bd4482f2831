#include "handstrip.h"

#include "cardface.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>

namespace tw {

namespace {
constexpr int kCardWidth = 54;
constexpr int kCardHeight = 76;
constexpr int kRaise = 6; // how far a playable card stands above the others
constexpr int kRowGap = 4;
} // namespace

int HandStrip::rowsHeight(int rows) const
{
    return rows * (kCardHeight + kRaise + 4) + (rows - 1) * kRowGap + m_scroll->horizontalScrollBar()->sizeHint().height();
}

CardButton::CardButton(std::shared_ptr<const Ruleset> rules, const HandCard &card, bool choosing, QWidget *parent)
    : QAbstractButton(parent)
    , m_rules(std::move(rules))
    , m_card(card.card)
    , m_playable(card.playable)
    , m_choosing(choosing)
{
    const CardDef &def = m_rules->cards.at(std::size_t(m_card));
    setAccessibleName(QString::fromStdString(def.text.empty() ? def.id : def.text));
    setToolTip(card.toolTip.isEmpty() ? accessibleName() : card.toolTip);
    setEnabled(m_playable);
    setAttribute(Qt::WA_Hover); // repaint on enter and leave
    setCursor(m_playable ? Qt::PointingHandCursor : Qt::ArrowCursor);
    setFixedSize(sizeHint());
}

void CardButton::enterEvent(QEnterEvent *event)
{
    QAbstractButton::enterEvent(event);
    emit hovered(true);
}

void CardButton::leaveEvent(QEvent *event)
{
    QAbstractButton::leaveEvent(event);
    emit hovered(false);
}

void CardButton::setSelected(bool selected)
{
    m_selected = selected;
    update();
}

QSize CardButton::sizeHint() const
{
    return {kCardWidth + 4, kCardHeight + kRaise + 4};
}

void CardButton::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const qreal top = m_playable ? 2 : 2 + kRaise;
    const QRectF face(2, top, kCardWidth, kCardHeight);
    if (m_choosing && !m_playable)
        painter.setOpacity(0.45);
    paintCardFace(painter, face, *m_rules, m_card);
    if (m_playable && (m_selected || underMouse() || hasFocus())) {
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(QPen(palette().color(QPalette::Highlight), m_selected ? 4 : 2.5));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(face.adjusted(-1, -1, 1, 1), 5, 5);
    }
}

HandStrip::HandStrip(QWidget *parent)
    : QFrame(parent)
    , m_caption(new QLabel(this))
    , m_cards(new QHBoxLayout)
{
    setObjectName(QStringLiteral("HandStrip"));
    setFrameShape(QFrame::StyledPanel);
    QFont bold = m_caption->font();
    bold.setBold(true);
    m_caption->setFont(bold);
    m_cards->setContentsMargins(0, 0, 0, 0);
    m_cards->setSpacing(4);
    m_cards->addStretch(1);
    // A long hand scrolls sideways rather than widen the window's centre.
    auto *cards = new QWidget;
    cards->setLayout(m_cards);
    auto *scroll = m_scroll = new QScrollArea(this);
    scroll->setWidget(cards);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setFixedHeight(rowsHeight(1));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->setSpacing(8);
    layout->addWidget(m_caption, 0, Qt::AlignTop);
    layout->addWidget(scroll, 1);
    hide();
}

void HandStrip::setHand(std::shared_ptr<const Ruleset> rules, const QString &caption,
                        const std::vector<HandCard> &cards, bool choosing)
{
    clear();
    m_caption->setText(caption);
    for (std::size_t i = 0; i < cards.size(); ++i) {
        if (cards[i].card < 0 || cards[i].card >= int(rules->cards.size()))
            continue;
        auto *button = new CardButton(rules, cards[i], choosing, this);
        const int index = int(i);
        connect(button, &QAbstractButton::clicked, this, [this, index] { emit cardClicked(index); });
        connect(button, &CardButton::hovered, this, [this, index](bool inside) { emit cardHovered(inside ? index : -1); });
        m_cards->insertWidget(m_cards->count() - 1, button);
        m_buttons.push_back(button);
    }
    setVisible(!caption.isEmpty());
}

void HandStrip::setGroups(std::shared_ptr<const Ruleset> rules, const QString &caption, const std::vector<HandSplit> &splits)
{
    clear();
    m_caption->setText(caption);
    const auto addCards = [&](QHBoxLayout *row, const std::vector<int> &cards, bool dim) {
        for (int card : cards) {
            if (card < 0 || card >= int(rules->cards.size()))
                continue;
            auto *button = new CardButton(rules, HandCard{card, false, QString()}, dim);
            row->addWidget(button);
            m_buttons.push_back(button);
        }
    };
    // One row per hand, under each other.
    auto *rows = new QWidget(this);
    auto *column = new QVBoxLayout(rows);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(kRowGap);
    m_cards->insertWidget(m_cards->count() - 1, rows);
    m_extras.push_back(rows);
    for (const HandSplit &split : splits) {
        auto *line = new QHBoxLayout;
        line->setSpacing(4);
        column->addLayout(line);
        if (!split.player.isEmpty()) {
            auto *name = new QLabel(split.player, rows);
            QFont bold = name->font();
            bold.setBold(true);
            name->setFont(bold);
            name->setMinimumWidth(48);
            line->addWidget(name);
        }
        for (const HandGroup &group : split.groups) {
            auto *box = new QFrame(rows);
            box->setFrameShape(QFrame::StyledPanel);
            auto *row = new QHBoxLayout(box);
            row->setContentsMargins(3, 0, 3, 0);
            row->setSpacing(2);
            addCards(row, group.cards, false);
            row->addWidget(new QLabel(tr("%1\n%2 pts").arg(group.label).arg(group.points).trimmed(), box));
            line->addWidget(box);
            m_groups.push_back(box);
        }
        if (!split.unused.empty()) {
            auto *rest = new QWidget(rows);
            auto *row = new QHBoxLayout(rest);
            row->setContentsMargins(8, 0, 0, 0);
            row->setSpacing(2);
            row->addWidget(new QLabel(tr("Unused:"), rest));
            addCards(row, split.unused, true);
            line->addWidget(rest);
        }
        line->addStretch(1);
    }
    m_scroll->setFixedHeight(rowsHeight(std::max<int>(1, int(splits.size()))));
    show();
}

void HandStrip::setSelectedCard(int index)
{
    for (std::size_t i = 0; i < m_buttons.size(); ++i)
        m_buttons[i]->setSelected(int(i) == index);
}

void HandStrip::clear()
{
    // Later: clear() may run inside the clicked() of one of these buttons.
    for (CardButton *button : m_buttons) {
        m_cards->removeWidget(button);
        button->hide();
        button->deleteLater();
    }
    m_buttons.clear();
    for (std::vector<QWidget *> *added : {&m_groups, &m_extras}) {
        for (QWidget *widget : *added) {
            m_cards->removeWidget(widget);
            widget->hide();
            widget->deleteLater();
        }
        added->clear();
    }
    m_scroll->setFixedHeight(rowsHeight(1));
    m_caption->clear();
    hide();
}

} // namespace tw
