#pragma once

#include <QCoreApplication>

namespace tw {

// The translation context of the journal's messages (they reach people through
// JournalError): JournalText::tr("...").
struct JournalText
{
    Q_DECLARE_TR_FUNCTIONS(tw::JournalText)
};

} // namespace tw
