#include "playmove.h"

#include "gamedocument.h"

namespace tw {

PlayMove::PlayMove(GameDocument *document, int actionsBefore, const Action &decision, const QString &text)
    : QUndoCommand(text)
    , m_document(document)
    , m_actionsBefore(actionsBefore)
    , m_actions{decision}
{}

void PlayMove::undo()
{
    m_document->rewindTo(m_actionsBefore);
}

void PlayMove::redo()
{
    if (m_applied) {
        m_applied = false; // QUndoStack::push calls redo() once; the move is already made
        return;
    }
    m_document->m_replaying = true;
    for (const Action &action : m_actions) {
        if (!m_document->applyRecorded(action, nullptr))
            break;
    }
    m_document->m_replaying = false;
    m_document->advance();
}

} // namespace tw
