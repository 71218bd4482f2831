#pragma once

#include "state/action.h"

#include <QString>
#include <QUndoCommand>

#include <string>
#include <vector>

namespace tw {

class GameDocument;

// A person's decision in a log being re-played, to become a PlayMove again: the number of
// actions before it, and its undo text.
struct PastMove
{
    int actionsBefore = 0;
    QString text;
};

// One human decision and the automatic actions (chance, bots) that followed it, until the
// next human decision; or a hand-over of the people's seats to bots (Play to the End)
// and the bots' actions after it. Undo rewinds the game to before the move and gives the
// seats back; redo hands them over again and plays the same recorded actions, so the game
// comes back exactly as it was.
class PlayMove : public QUndoCommand
{
public:
    PlayMove(GameDocument *document, int actionsBefore, const Action &decision, const QString &text);
    PlayMove(GameDocument *document, int actionsBefore, std::vector<std::string> seatsBefore,
             std::vector<std::string> seatsAfter, const QString &text);

    void addAction(const Action &action) { m_actions.push_back(action); }
    void undo() override;
    void redo() override;

private:
    GameDocument *m_document;
    int m_actionsBefore;
    std::vector<Action> m_actions;
    std::vector<std::string> m_seatsBefore; // empty: the move leaves the seats as they are
    std::vector<std::string> m_seatsAfter;
    bool m_applied = true; // pushed after the decision was already applied
};

} // namespace tw
