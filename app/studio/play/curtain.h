#pragma once

#include <QStackedWidget>

class QLabel;
class QPushButton;

namespace tw {

class GameDocument;
class SeatScreen;

// The play area, or, while several people share the screen and it passes to the next of
// them (SeatScreen::curtainUp), a curtain that names who is to take it and hides the
// board and the turn's banner until that person reveals it (the button, or Enter).
class Curtain : public QStackedWidget
{
    Q_OBJECT

public:
    explicit Curtain(QWidget *playArea, QWidget *parent = nullptr);

    // Follows `screen` (null: no curtain ever); `document`'s rules and player count name
    // the seats.
    void setScreen(SeatScreen *screen, const GameDocument *document);
    bool isDrawn() const { return currentIndex() == 1; }
    QPushButton *revealButton() const { return m_reveal; }

private:
    void follow();

    SeatScreen *m_screen = nullptr;
    const GameDocument *m_document = nullptr;
    QLabel *m_title;
    QPushButton *m_reveal;
};

} // namespace tw
