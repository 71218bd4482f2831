#include "choicepanel.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

#include <algorithm>

namespace tw {

namespace {
constexpr int kRows = 3;     // buttons fill columns of this many, so the panel keeps its height
constexpr int kHeight = 104; // as the turn banner beside it
constexpr int kWidestNote = 240, kNarrowestNote = 110, kNarrowestButtons = 160;
constexpr int kMargins = 8 + 8 + 8 + 4; // the frame's sides and the gap between note and buttons
} // namespace

ChoicePanel::ChoicePanel(QWidget *parent)
    : QFrame(parent)
    , m_prompt(new QLabel(this))
    , m_note(new QLabel(this))
    , m_grid(new QGridLayout)
{
    setObjectName(QStringLiteral("ChoicePanel"));
    setFrameShape(QFrame::StyledPanel);
    QFont bold = m_prompt->font();
    bold.setBold(true);
    m_prompt->setFont(bold);
    m_grid->setSpacing(4);
    m_grid->setContentsMargins(0, 0, 0, 0);
    // Many or long options scroll sideways rather than widen the window's centre, which
    // would squeeze the docks each time a choice opens.
    auto *buttons = new QWidget;
    buttons->setLayout(m_grid);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(buttons);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    scroll->setMinimumWidth(kNarrowestButtons);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 2);
    layout->setSpacing(8);
    m_note->setWordWrap(true);
    m_note->setFixedWidth(kWidestNote);
    m_note->hide();
    auto *side = new QVBoxLayout;
    side->setSpacing(4);
    side->addWidget(m_prompt);
    side->addStretch(1);
    side->addWidget(m_note); // "Or click ...": read after the buttons the prompt heads
    layout->addLayout(side);
    layout->addWidget(scroll, 1);
    // The note narrows as the panel does (fitNote), so the layout's minimum with the note
    // as it is now would keep the panel from narrowing: minimumSizeHint() says it instead.
    layout->setSizeConstraint(QLayout::SetNoConstraint);
    setFixedHeight(kHeight);
    hide();
}

QSize ChoicePanel::minimumSizeHint() const
{
    const int side = std::max(m_prompt->sizeHint().width(), m_note->isHidden() ? 0 : kNarrowestNote);
    return {side + kNarrowestButtons + kMargins, kHeight};
}

QSize ChoicePanel::sizeHint() const
{
    // Wide enough for every button when there is room; the scroll area gives way when not.
    const QSize buttons = m_grid->sizeHint();
    const int side = std::max(m_prompt->sizeHint().width(), m_note->isHidden() ? 0 : kWidestNote);
    return {side + buttons.width() + 8 + 16 + 4, kHeight};
}

void ChoicePanel::setChoices(const QString &prompt, const std::vector<ChoiceButton> &buttons, const QString &note)
{
    clear();
    m_prompt->setText(prompt);
    m_note->setText(note);
    m_note->setVisible(!note.isEmpty());
    for (std::size_t i = 0; i < buttons.size(); ++i) {
        auto *button = new QPushButton(buttons[i].icon, buttons[i].text, this);
        button->setToolTip(buttons[i].toolTip);
        if (!buttons[i].icon.isNull())
            button->setIconSize(QSize(28, 28));
        const int index = int(i);
        connect(button, &QPushButton::clicked, this, [this, index] { emit chosen(index); });
        button->installEventFilter(this);
        m_grid->addWidget(button, index % kRows, index / kRows);
        m_buttons.push_back(button);
    }
    setVisible(!buttons.empty() || !note.isEmpty());
    fitNote();
}

void ChoicePanel::resizeEvent(QResizeEvent *event)
{
    QFrame::resizeEvent(event);
    fitNote();
}

void ChoicePanel::fitNote()
{
    // Buttons that do not fit scroll: the note takes what their narrowest leaves it.
    const int room = width() - kNarrowestButtons - kMargins;
    m_note->setFixedWidth(std::clamp(room, kNarrowestNote, kWidestNote));
}

QString ChoicePanel::note() const
{
    return m_note->text();
}

bool ChoicePanel::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Enter || event->type() == QEvent::Leave) {
        const auto at = std::find(m_buttons.begin(), m_buttons.end(), watched);
        if (at != m_buttons.end())
            emit hovered(event->type() == QEvent::Enter ? int(at - m_buttons.begin()) : -1);
    }
    return QFrame::eventFilter(watched, event);
}

void ChoicePanel::clear()
{
    // Later: clear() may run inside the clicked() of one of these buttons.
    for (QAbstractButton *button : m_buttons) {
        m_grid->removeWidget(button);
        button->hide();
        button->deleteLater();
    }
    m_buttons.clear();
    hide();
}

} // namespace tw
