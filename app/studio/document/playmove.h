#pragma once

#include "state/action.h"

#include <QString>
#include <QUndoCommand>

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
// next human decision. Undo rewinds the game to before the decision; redo plays the same
// recorded actions again, so the game comes back exactly as it was.
class PlayMove : public QUndoCommand
{
public:
    PlayMove(GameDocument *document, int actionsBefore, const Action &decision, const QString &text);

    void addAction(const Action &action) { m_actions.push_back(action); }
    void undo() override;
    void redo() override;

private:
    GameDocument *m_document;
    int m_actionsBefore;
    std::vector<Action> m_actions;
    bool m_applied = true; // pushed after the decision was already applied
};

} // namespace tw
