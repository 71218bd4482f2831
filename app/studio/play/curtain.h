#pragma once

#include <QStackedWidget>

class QLabel;
class QPushButton;

namespace tw {

class SeatScreen;
struct Ruleset;

// The play area, or, while several people share the screen and it passes to the next of
// them (SeatScreen::curtainUp), a curtain that names who is to take it and hides the
// board and the turn's banner until that person reveals it (the button, or Enter).
class Curtain : public QStackedWidget
{
    Q_OBJECT

public:
    explicit Curtain(QWidget *playArea, QWidget *parent = nullptr);

    // Follows `screen` (null: no curtain ever); `rules` names the seats.
    void setScreen(SeatScreen *screen, const Ruleset *rules);
    bool isDrawn() const { return currentIndex() == 1; }
    QPushButton *revealButton() const { return m_reveal; }

private:
    void follow();

    SeatScreen *m_screen = nullptr;
    const Ruleset *m_rules = nullptr;
    QLabel *m_title;
    QPushButton *m_reveal;
};

} // namespace tw
