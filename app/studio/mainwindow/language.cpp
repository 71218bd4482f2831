#include "language.h"

#include "datapaths.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

#include <algorithm>

namespace tw {

namespace {
const QString kLanguageKey = QStringLiteral("language");
const QString kEnglish = QStringLiteral("en");
const QString kTranslatorName = QStringLiteral("tilewright-translator");

// A translator of this module, installed; it replaces none.
bool install(const QLocale &locale, const QString &name, const QString &folder)
{
    auto *translator = new QTranslator(QCoreApplication::instance());
    translator->setObjectName(kTranslatorName);
    if (translator->load(locale, name, QStringLiteral("_"), folder))
        return QCoreApplication::installTranslator(translator);
    delete translator;
    return false;
}
} // namespace

QList<QPair<QString, QString>> studioLanguages()
{
    return {{kEnglish, QStringLiteral("English")}, {QStringLiteral("de"), QStringLiteral("Deutsch")}};
}

QString chosenLanguage()
{
    return QSettings().value(kLanguageKey).toString();
}

void setChosenLanguage(const QString &code)
{
    QSettings().setValue(kLanguageKey, code);
}

bool installTranslations(const QString &code)
{
    const auto languages = studioLanguages();
    const bool known = code.isEmpty()
        || std::any_of(languages.begin(), languages.end(), [&code](const auto &l) { return l.first == code; });
    if (!known)
        return false;
    for (QTranslator *old : QCoreApplication::instance()->findChildren<QTranslator *>(kTranslatorName)) {
        QCoreApplication::removeTranslator(old);
        delete old;
    }
    const QLocale locale = code.isEmpty() ? QLocale::system() : QLocale(code);
    QLocale::setDefault(locale); // dates and numbers follow the language
    if (locale.language() == QLocale::English || locale.language() == QLocale::C)
        return true;
    // The installed translations (share/tilewright/translations) first, so they can be
    // updated without a new build; else the ones compiled in.
    const QString installed = datapaths::find(QStringLiteral("translations"));
    if ((installed.isEmpty() || !install(locale, QStringLiteral("tilewright"), installed))
        && !install(locale, QStringLiteral("tilewright"), QStringLiteral(":/i18n")))
        return false;
    install(locale, QStringLiteral("qtbase"), QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    return true;
}

} // namespace tw
