#pragma once

#include <QObject>

namespace tw {

class GameDocument;

// Who looks at the shared screen, so that a seat's hidden items (its hand) show to that
// seat only. With one human seat, that seat. With none, or once the game is over,
// everything shows (the referee's view). With several, the screen passes between them:
// when a human seat other than the one at the screen is to decide, the curtain goes up,
// nobody's hidden items show, and the waiting seat reveals the screen when it has it.
// A hot reload (the same game re-played) leaves the screen with whoever has it.
class SeatScreen : public QObject
{
    Q_OBJECT

public:
    explicit SeatScreen(const GameDocument *document, QObject *parent = nullptr);

    // The seat whose view the studio shows: a player, kReferee or kNobody (visibility.h).
    int viewer() const;
    bool curtainUp() const { return m_curtain; }
    // The seat the screen is to pass to while the curtain is up.
    int waitingSeat() const { return m_waiting; }
    // The waiting seat has the screen: the curtain goes down.
    void reveal();

signals:
    void changed();

private:
    void follow();

    const GameDocument *m_document;
    int m_seat = -1; // the human seat at the screen, -1 before the first
    int m_waiting = -1;
    bool m_curtain = false;
    bool m_replaying = false; // between rulesReplaced and started
};

} // namespace tw
