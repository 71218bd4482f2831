#include "handstrip.h"

#include "cardface.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QScrollArea>
#include <QScrollBar>

namespace tw {

namespace {
constexpr int kCardWidth = 54;
constexpr int kCardHeight = 76;
constexpr int kRaise = 6; // how far a playable card stands above the others
} // namespace

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
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(cards);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setFixedHeight(kCardHeight + kRaise + 4 + scroll->horizontalScrollBar()->sizeHint().height());
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
    const auto add = [&](QWidget *widget, std::vector<QWidget *> &into) {
        m_cards->insertWidget(m_cards->count() - 1, widget);
        into.push_back(widget);
    };
    for (const HandSplit &split : splits) {
        if (!split.player.isEmpty()) {
            auto *name = new QLabel(split.player, this);
            QFont bold = name->font();
            bold.setBold(true);
            name->setFont(bold);
            name->setContentsMargins(m_extras.empty() ? 0 : 16, 0, 0, 0);
            add(name, m_extras);
        }
        for (const HandGroup &group : split.groups) {
            auto *box = new QFrame(this);
            box->setFrameShape(QFrame::StyledPanel);
            auto *row = new QHBoxLayout(box);
            row->setContentsMargins(3, 0, 3, 0);
            row->setSpacing(2);
            addCards(row, group.cards, false);
            row->addWidget(new QLabel(tr("%1\n%n point(s)", nullptr, int(group.points)).arg(group.label).trimmed(), box));
            add(box, m_groups);
        }
        if (!split.unused.empty()) {
            auto *rest = new QWidget(this);
            auto *row = new QHBoxLayout(rest);
            row->setContentsMargins(8, 0, 0, 0);
            row->setSpacing(2);
            row->addWidget(new QLabel(tr("Unused:"), rest));
            addCards(row, split.unused, true);
            add(rest, m_extras);
        }
    }
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
    m_caption->clear();
    hide();
}

} // namespace tw
