#include "seatscreen.h"

#include "gamedocument.h"
#include "state/visibility.h"

namespace tw {

namespace {

std::vector<int> humanSeats(const GameDocument &document)
{
    std::vector<int> seats;
    if (document.hasGame())
        for (int p = 0; p < document.state().playerCount(); ++p)
            if (document.isHuman(p))
                seats.push_back(p);
    return seats;
}

} // namespace

SeatScreen::SeatScreen(const GameDocument *document, QObject *parent)
    : QObject(parent)
    , m_document(document)
{
    connect(document, &GameDocument::stateChanged, this, &SeatScreen::follow);
    // The same game re-played under new rules keeps the person at the screen; a new game
    // starts with nobody there.
    connect(document, &GameDocument::rulesReplaced, this, [this] { m_replaying = true; });
    connect(document, &GameDocument::started, this, [this] {
        if (!m_replaying)
            m_seat = -1;
        m_replaying = false;
        follow();
    });
    follow();
}

int SeatScreen::viewer() const
{
    const std::vector<int> humans = humanSeats(*m_document);
    if (humans.empty() || m_document->isOver())
        return kReferee;
    if (humans.size() == 1)
        return humans.front();
    return m_curtain ? kNobody : m_seat;
}

void SeatScreen::reveal()
{
    if (!m_curtain)
        return;
    m_seat = m_waiting;
    m_curtain = false;
    m_waiting = -1;
    emit changed();
}

void SeatScreen::follow()
{
    const bool curtain = m_curtain;
    const int waiting = m_waiting;
    const std::vector<int> humans = humanSeats(*m_document);
    if (humans.size() < 2 || m_document->isOver()) {
        m_curtain = false;
        m_waiting = -1;
    } else if (m_document->waitsForHuman()) {
        const int p = m_document->state().currentPlayer();
        m_curtain = p != m_seat;
        m_waiting = m_curtain ? p : -1;
    }
    if (curtain != m_curtain || waiting != m_waiting)
        emit changed();
}

} // namespace tw
