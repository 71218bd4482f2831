#include "language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

namespace tw {

namespace {
const QString kLanguageKey = QStringLiteral("language");
const QString kEnglish = QStringLiteral("en");
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
    const QLocale locale = code.isEmpty() ? QLocale::system() : QLocale(code);
    if (locale.language() == QLocale::English || locale.language() == QLocale::C)
        return true;
    auto *studio = new QTranslator(QCoreApplication::instance());
    if (!studio->load(locale, QStringLiteral("tilewright"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
        delete studio;
        return false;
    }
    QCoreApplication::installTranslator(studio);
    auto *qt = new QTranslator(QCoreApplication::instance());
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    return true;
}

} // namespace tw
