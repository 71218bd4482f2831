// The German translation: it loads, the studio's menus speak it, and the Settings dialog
// keeps the chosen language for the next start; the Balance Lab's data stay in English.
#include "balance/balancesetupform.h"
#include "balance/parametersettable.h"
#include "balance/sweepchart.h"
#include "mainwindow/language.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/settingsdialog.h"

#include "eventphrases.h"
#include "studiofiles.h"

#include "load/rulesetloader.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QMenuBar>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>

using namespace tw;

class TstLanguage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void anUnknownLanguageIsRefused();
    void germanLoadsAndTheStudioSpeaksIt();
    void everyPhraseOfTheLogIsTranslated();
    void aNewChoiceReplacesTheOld();
    void settingsKeepTheChosenLanguage();
    void theInstalledTranslationComesFirst();
    void aComparisonsDataStayInEnglish();

private:
    QTemporaryDir m_dir;
};

void TstLanguage::initTestCase()
{
    QVERIFY(m_dir.isValid());
    isolateSettings(m_dir.path());
}

void TstLanguage::anUnknownLanguageIsRefused()
{
    QVERIFY(!installTranslations(QStringLiteral("fr")));
    QVERIFY(!installTranslations(QStringLiteral("xx")));
    QVERIFY(installTranslations(QStringLiteral("en"))); // the sources' own language
    QCOMPARE(QCoreApplication::translate("tw::MainWindow", "&Game"), QStringLiteral("&Game"));
}

void TstLanguage::germanLoadsAndTheStudioSpeaksIt()
{
    QVERIFY(installTranslations(QStringLiteral("de")));
    QCOMPARE(QCoreApplication::translate("tw::MainWindow", "&Game"), QStringLiteral("&Partie"));
    QCOMPARE(QCoreApplication::translate("tw::TileSetDock", "Tile Set"), QStringLiteral("Plättchensatz"));

    StartOptions options;
    options.ruleset = QStringLiteral(TILEWRIGHT_SOURCE_DIR "/rulesets/tutorial");
    options.journalPath = m_dir.filePath(QStringLiteral("journal.sqlite"));
    options.botDelay = 0;
    options.restoreLayout = false;
    MainWindow window(options);
    QStringList menus;
    for (const QAction *action : window.menuBar()->actions())
        menus << action->text();
    QCOMPARE(menus,
             (QStringList{QStringLiteral("&Partie"), QStringLiteral("&Regelwerk"), QStringLiteral("Re&geln"),
                          QStringLiteral("&Ansicht"), QStringLiteral("&Hilfe")}));
}

void TstLanguage::everyPhraseOfTheLogIsTranslated()
{
    QVERIFY(installTranslations(QStringLiteral("de")));
    QTranslator german;
    QVERIFY(german.load(QStringLiteral(":/i18n/tilewright_de.qm")));
    for (const char *english : phraseTemplates())
        QVERIFY2(!german.translate("tw::EventText", english).isEmpty(), english);

    // The installed translator speaks for the log.
    const LoadResult loaded = loadRuleset(TILEWRIGHT_SOURCE_DIR "/rulesets/discovery");
    QVERIFY(loaded.ok());
    Event scored;
    scored.kind = EventKind::ScoreChanged;
    scored.player = 1;
    scored.label = loaded.ruleset->reasonIndex("sea");
    scored.a = 4;
    scored.b = 10;
    QCOMPARE(describeEvent(*loaded.ruleset, 2, scored), QStringLiteral("Blue erhält 4 für Sea territory (gesamt 10)"));
    QCOMPARE(describe(*loaded.ruleset, 2, scored), std::string("Blue scores 4 for Sea territory (total 10)"));
}

void TstLanguage::aNewChoiceReplacesTheOld()
{
    QVERIFY(installTranslations(QStringLiteral("de")));
    QVERIFY(installTranslations(QStringLiteral("en")));
    QCOMPARE(QCoreApplication::translate("tw::MainWindow", "&Game"), QStringLiteral("&Game"));
    QVERIFY(installTranslations(QStringLiteral("de")));
    QCOMPARE(QCoreApplication::translate("tw::MainWindow", "&Game"), QStringLiteral("&Partie"));
}

void TstLanguage::settingsKeepTheChosenLanguage()
{
    SettingsDialog dialog;
    QCOMPARE(dialog.languageBox()->currentData().toString(), QString()); // the system's, until chosen
    dialog.languageBox()->setCurrentIndex(dialog.languageBox()->findData(QStringLiteral("de")));
    dialog.accept();
    QCOMPARE(chosenLanguage(), QStringLiteral("de"));
    SettingsDialog again;
    QCOMPARE(again.languageBox()->currentText(), QStringLiteral("Deutsch"));
}

// share/tilewright/translations (here through TILEWRIGHT_DATA) is read before the
// translation compiled in; without it, the compiled one is used.
void TstLanguage::theInstalledTranslationComesFirst()
{
    const QString installed = m_dir.filePath(QStringLiteral("data/translations"));
    QVERIFY(QDir().mkpath(installed));
    QVERIFY(QFile::copy(QStringLiteral(":/i18n/tilewright_de.qm"), installed + QStringLiteral("/tilewright_de.qm")));
    auto loadedFrom = [] {
        QStringList files;
        for (const QTranslator *t : QCoreApplication::instance()->findChildren<QTranslator *>())
            files << t->filePath();
        return files;
    };
    const QByteArray saved = qgetenv("TILEWRIGHT_DATA");
    qputenv("TILEWRIGHT_DATA", m_dir.filePath(QStringLiteral("data")).toLocal8Bit());
    QVERIFY(installTranslations(QStringLiteral("de")));
    QVERIFY2(loadedFrom().contains(installed + QStringLiteral("/tilewright_de.qm")), qPrintable(loadedFrom().join(u' ')));
    QCOMPARE(QCoreApplication::translate("tw::MainWindow", "&Game"), QStringLiteral("&Partie"));

    QVERIFY(QFile::remove(installed + QStringLiteral("/tilewright_de.qm")));
    QVERIFY(installTranslations(QStringLiteral("de")));
    QVERIFY(loadedFrom().contains(QStringLiteral(":/i18n/tilewright_de.qm")));
    QCOMPARE(QCoreApplication::translate("tw::MainWindow", "&Game"), QStringLiteral("&Partie"));
    if (saved.isNull())
        qunsetenv("TILEWRIGHT_DATA");
    else
        qputenv("TILEWRIGHT_DATA", saved);
}

QTEST_MAIN(TstLanguage)
void TstLanguage::aComparisonsDataStayInEnglish()
{
    QVERIFY(installTranslations(QStringLiteral("de")));
    const LoadResult loaded = loadRuleset(TILEWRIGHT_SOURCE_DIR "/rulesets/tutorial");
    QVERIFY(loaded.ok());
    BalanceSetupForm form;
    form.setRules(loaded.ruleset);
    form.kind()->setCurrentIndex(BalanceSetupForm::ParameterSet);
    form.parameterSet()->setValue(QStringLiteral("points_per_tile"), 3);
    QString why;
    const std::optional<BalanceRequest> request = form.request(&why);
    QVERIFY2(request, qPrintable(why));
    // Exports and the journal keep the label as the command line writes it; the lab shows it in German.
    QCOMPARE(request->setup.points.front().label, std::string("defaults"));
    QCOMPARE(SweepChart::pointName(request->setup.points.front().label), QStringLiteral("Standardwerte"));
    QCOMPARE(SweepChart::experimentName(QStringLiteral("tile spring 0..12")), QStringLiteral("Plättchen spring 0..12"));
    QCOMPARE(SweepChart::experimentName(QStringLiteral("compare parameters: fish_bonus=5")),
             QStringLiteral("Vergleich der Parameter: fish_bonus=5"));
    QVERIFY(installTranslations(QStringLiteral("en")));
}

#include "tst_language.moc"
