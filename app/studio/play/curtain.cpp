#include "curtain.h"

#include "eventphrases.h"
#include "gamedocument.h"
#include "seatscreen.h"

#include "model/ruleset.h"

#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace tw {

Curtain::Curtain(QWidget *playArea, QWidget *parent)
    : QStackedWidget(parent)
    , m_title(new QLabel)
    , m_reveal(new QPushButton)
{
    setObjectName(QStringLiteral("Curtain"));
    addWidget(playArea);
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    QFont font = m_title->font();
    font.setPointSizeF(font.pointSizeF() * 1.8);
    m_title->setFont(font);
    m_title->setAlignment(Qt::AlignCenter);
    auto *note = new QLabel(tr("Hands and face-down items stay hidden until the next player has the screen."));
    note->setAlignment(Qt::AlignCenter);
    m_reveal->setDefault(true);
    m_reveal->setAutoDefault(true);
    layout->addStretch(1);
    layout->addWidget(m_title);
    layout->addWidget(note);
    layout->addWidget(m_reveal, 0, Qt::AlignCenter);
    layout->addStretch(1);
    addWidget(page);
    connect(m_reveal, &QPushButton::clicked, this, [this] {
        if (m_screen)
            m_screen->reveal();
    });
}

void Curtain::setScreen(SeatScreen *screen, const GameDocument *document)
{
    if (m_screen)
        disconnect(m_screen, nullptr, this, nullptr);
    m_screen = screen;
    m_document = document;
    if (screen)
        connect(screen, &SeatScreen::changed, this, &Curtain::follow);
    follow();
}

void Curtain::follow()
{
    const bool drawn = m_screen && m_screen->curtainUp();
    if (drawn) {
        const QString seat = seatName(m_document->rules(), m_document->setup().players, m_screen->waitingSeat());
        m_title->setText(tr("Pass the screen to %1").arg(seat));
        m_reveal->setText(tr("I am %1: show my turn").arg(seat));
    }
    setCurrentIndex(drawn ? 1 : 0);
    if (drawn)
        m_reveal->setFocus();
}

} // namespace tw
