#pragma once

#include <QList>
#include <QPair>
#include <QString>

namespace tw {

// The studio's languages. The choice is kept in QSettings ("language": a code such as "de",
// "en", or empty for the system's language) and takes effect when the studio starts.

// Code and native name of each language the studio speaks, English first.
QList<QPair<QString, QString>> studioLanguages();
QString chosenLanguage();
void setChosenLanguage(const QString &code);

// Installs the translators for `code` (one of studioLanguages(), or empty for the system's
// language) into the running application in place of those installed before: the
// studio's own and, where installed, Qt's; dates and numbers follow it too. False, with
// nothing changed, for a code the studio does not speak; false, and English, when the
// system's language has no translation.
bool installTranslations(const QString &code);

} // namespace tw
