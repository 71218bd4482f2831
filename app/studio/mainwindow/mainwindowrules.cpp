// MainWindow: the rules that printing and the Balance Lab read (those in play, or the rules
// as edited when they differ) and the Balance Lab's window, kept on them.
#include "mainwindow.h"

#include "journalactions.h"
#include "tilesetactions.h"

#include "balance/balancewindow.h"
#include "play/playsession.h"

#include "gamedocument.h"

namespace tw {

std::shared_ptr<const Ruleset> MainWindow::currentRules(bool *edited) const
{
    const std::shared_ptr<const Ruleset> inPlay = m_session->rules();
    const auto rules = m_tileSetActions->editedRules();
    *edited = inPlay && rules && rules->folder == inPlay->folder && rules->contentHash != inPlay->contentHash;
    return *edited ? rules : inPlay;
}

void MainWindow::updateBalanceLab()
{
    if (!m_balance || m_balance->isRunning())
        return;
    bool edited = false;
    if (const std::shared_ptr<const Ruleset> rules = currentRules(&edited)) {
        const int players = document() && document()->hasGame() ? document()->setup().players : 2;
        m_balance->setRules(rules, edited, m_tileSetActions->editedTextFails(), players);
    }
}

BalanceWindow *MainWindow::openBalanceLab()
{
    bool edited = false;
    const std::shared_ptr<const Ruleset> rules = currentRules(&edited);
    if (!rules)
        return nullptr;
    if (!m_balance) {
        m_balance = new BalanceWindow(m_journalActions->journal(), this);
        // Queued: the rules change after the window has finished with its run.
        connect(m_balance, &BalanceWindow::idle, this, &MainWindow::updateBalanceLab, Qt::QueuedConnection);
    }
    m_balance->setJournal(m_journalActions->journal());
    updateBalanceLab();
    m_balance->show();
    m_balance->raise();
    m_balance->activateWindow();
    return m_balance;
}

} // namespace tw
