#include "playmove.h"

#include "gamedocument.h"

namespace tw {

PlayMove::PlayMove(GameDocument *document, int actionsBefore, const Action &decision, const QString &text)
    : QUndoCommand(text)
    , m_document(document)
    , m_actionsBefore(actionsBefore)
    , m_actions{decision}
{}

PlayMove::PlayMove(GameDocument *document, int actionsBefore, std::vector<std::string> seatsBefore,
                   std::vector<std::string> seatsAfter, const QString &text)
    : QUndoCommand(text)
    , m_document(document)
    , m_actionsBefore(actionsBefore)
    , m_seatsBefore(std::move(seatsBefore))
    , m_seatsAfter(std::move(seatsAfter))
{}

void PlayMove::undo()
{
    if (!m_seatsBefore.empty())
        m_document->setSeats(m_seatsBefore);
    m_document->rewindTo(m_actionsBefore);
}

void PlayMove::redo()
{
    if (m_applied) {
        m_applied = false; // QUndoStack::push calls redo() once; the move is already made
        return;
    }
    if (!m_seatsAfter.empty())
        m_document->setSeats(m_seatsAfter);
    m_document->m_replaying = true;
    for (const Action &action : m_actions) {
        if (!m_document->applyRecorded(action, nullptr))
            break;
    }
    m_document->m_replaying = false;
    m_document->advance();
}

} // namespace tw
