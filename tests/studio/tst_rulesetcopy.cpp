// New rulesets: the tutorial copied as a template, or a ruleset duplicated as a variant,
// with a new id and name written into ruleset.yaml in place; the dialog that asks for them;
// and the studio opening the new ruleset to edit it.
#include "editor/codeeditor.h"
#include "editor/editortabs.h"
#include "mainwindow/copyrulesetdialog.h"
#include "mainwindow/editoractions.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/rulesetactions.h"
#include "mainwindow/rulesetcopy.h"
#include "play/playsession.h"

#include "load/rulesetloader.h"
#include "studiofiles.h"

#include <QDialogButtonBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QtTest>

using namespace tw;

namespace {

const QString kTutorial = QStringLiteral(TILEWRIGHT_SOURCE_DIR "/rulesets/tutorial");

QStringList lines(const QString &path)
{
    return readAll(path).split(QLatin1Char('\n'));
}

} // namespace

class TstRulesetCopy : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void idsAreMadeFromNames();
    void copiesTheTemplateWithANewIdAndName();
    void refusesAnExistingFolderAndBadIds();
    void theDialogsIdFollowsTheNameUntilEdited();
    void theStudioOpensTheNewRulesetToEdit();
    void cancellingTheSaveQuestionKeepsTheRulesOpen();

private:
    // A studio window on `folder`, shown.
    std::unique_ptr<MainWindow> openWindow(const QString &folder);

    QTemporaryDir m_dir;
};

void TstRulesetCopy::initTestCase()
{
    QVERIFY(m_dir.isValid());
    isolateSettings(m_dir.path());
}

void TstRulesetCopy::idsAreMadeFromNames()
{
    QCOMPARE(rulesetIdFor(QStringLiteral("Sea & Land 2")), QStringLiteral("sea_land_2"));
    QCOMPARE(rulesetIdFor(QStringLiteral("Carcassonne: The Discovery (variant)")),
             QStringLiteral("carcassonne_the_discovery_variant"));
    QCOMPARE(rulesetIdFor(QStringLiteral("3 Kingdoms")), QStringLiteral("kingdoms"));
}

void TstRulesetCopy::copiesTheTemplateWithANewIdAndName()
{
    const QString to = m_dir.filePath(QStringLiteral("mine/new_game"));
    QString error;
    QVERIFY2(copyRuleset(kTutorial, to, QStringLiteral("new_game"), QStringLiteral("New: \"Game\""), &error),
             qPrintable(error));
    const LoadResult loaded = loadRuleset(to.toStdString());
    QVERIFY(loaded.ok());
    QCOMPARE(loaded.ruleset->id, std::string("new_game"));
    QCOMPARE(loaded.ruleset->name, std::string("New: \"Game\""));
    // Only the id and name lines differ; every comment stays.
    const QStringList before = lines(kTutorial + QStringLiteral("/ruleset.yaml"));
    const QStringList after = lines(to + QStringLiteral("/ruleset.yaml"));
    QCOMPARE(after.size(), before.size());
    int changed = 0;
    for (int i = 0; i < before.size(); ++i)
        changed += before[i] != after[i];
    QCOMPARE(changed, 2);
    QVERIFY(QFileInfo::exists(to + QStringLiteral("/flow.lua")));
    QVERIFY(QFileInfo::exists(to + QStringLiteral("/README.md")));
    QVERIFY(!QFileInfo::exists(to + QStringLiteral("/tests"))); // the original's compiled tests stay behind
}

void TstRulesetCopy::refusesAnExistingFolderAndBadIds()
{
    const QString to = m_dir.filePath(QStringLiteral("twice"));
    QVERIFY(copyRuleset(kTutorial, to, QStringLiteral("twice"), QStringLiteral("Twice")));
    QString error;
    QVERIFY(!copyRuleset(kTutorial, to, QStringLiteral("twice"), QStringLiteral("Twice"), &error));
    QVERIFY(error.endsWith(QStringLiteral("exists already")));
    QVERIFY(!copyRuleset(kTutorial, m_dir.filePath(QStringLiteral("bad")), QStringLiteral("Bad Id"),
                         QStringLiteral("B"), &error));
    QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("bad"))));
    QVERIFY(!copyRuleset(m_dir.filePath(QStringLiteral("nowhere")), m_dir.filePath(QStringLiteral("x")),
                         QStringLiteral("x"), QStringLiteral("X"), &error));
    QVERIFY(error.endsWith(QStringLiteral("holds no ruleset.yaml")));
    QVERIFY(!copyRuleset(to, to + QStringLiteral("/inside"), QStringLiteral("inside"), QStringLiteral("In"), &error));
    QCOMPARE(error, QStringLiteral("A ruleset cannot be copied into its own folder"));
}

void TstRulesetCopy::theDialogsIdFollowsTheNameUntilEdited()
{
    CopyRulesetDialog dialog(QStringLiteral("New"), kTutorial, QStringLiteral("My Game"), m_dir.path());
    QCOMPARE(dialog.id(), QStringLiteral("my_game"));
    // It says what it copies, and each field's label has its mnemonic.
    QStringList labels;
    for (const QLabel *label : dialog.findChildren<QLabel *>()) {
        labels << label->text();
        QVERIFY2(!label->text().contains(u'&') || label->buddy(), qPrintable(label->text()));
    }
    const QString source = QStringLiteral("Tutorial: Rivers in %1").arg(QDir::toNativeSeparators(kTutorial));
    QVERIFY2(labels.contains(source), qPrintable(labels.join(u'|')));
    QTest::keyClicks(dialog.nameEdit(), QStringLiteral(" Two"));
    QCOMPARE(dialog.id(), QStringLiteral("my_game_two"));
    dialog.idEdit()->clear();
    QTest::keyClicks(dialog.idEdit(), QStringLiteral("mg2"));
    QTest::keyClicks(dialog.nameEdit(), QStringLiteral("!"));
    QCOMPARE(dialog.id(), QStringLiteral("mg2"));
    QCOMPARE(dialog.targetFolder(), m_dir.filePath(QStringLiteral("mg2")));
    QPushButton *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QVERIFY(ok->isEnabled());
    QVERIFY(QDir().mkpath(m_dir.filePath(QStringLiteral("mg2"))));
    dialog.idEdit()->setText(QStringLiteral("mg2"));
    QTest::keyClicks(dialog.nameEdit(), QStringLiteral("?")); // re-checks the target
    QVERIFY(!ok->isEnabled());
    QVERIFY(ok->toolTip().endsWith(QStringLiteral("exists already")));
    // An id a shipped ruleset has, or one rulesetIdFor would not make, is refused.
    dialog.idEdit()->clear();
    QTest::keyClicks(dialog.idEdit(), QStringLiteral("discovery"));
    QVERIFY(!ok->isEnabled());
    QCOMPARE(ok->toolTip(), QStringLiteral("There is a ruleset with the id discovery already"));
    dialog.idEdit()->clear();
    QTest::keyClicks(dialog.idEdit(), QStringLiteral("my__game_"));
    QVERIFY(!ok->isEnabled());
}

std::unique_ptr<MainWindow> TstRulesetCopy::openWindow(const QString &folder)
{
    StartOptions options;
    options.ruleset = folder;
    options.journalPath = m_dir.filePath(QStringLiteral("journal.sqlite"));
    options.botDelay = 0;
    options.restoreLayout = false;
    auto window = std::make_unique<MainWindow>(options);
    window->show();
    return QTest::qWaitForWindowExposed(window.get()) ? std::move(window) : nullptr;
}

void TstRulesetCopy::theStudioOpensTheNewRulesetToEdit()
{
    const auto opened = openWindow(kTutorial);
    QVERIFY(opened);
    MainWindow &window = *opened;
    const QString variant = m_dir.filePath(QStringLiteral("tutorial_variant"));
    QVERIFY(copyRuleset(kTutorial, variant, QStringLiteral("tutorial_variant"), QStringLiteral("Tutorial variant")));
    emit window.rulesetActions()->rulesetCreated(variant);
    QCOMPARE(window.session()->rules()->id, std::string("tutorial_variant"));
    QCOMPARE(window.editorActions()->tabs()->folder(), variant);
    QVERIFY(window.editorActions()->rulesDock()->isVisible());
    QCOMPARE(window.rulesetActions()->current(), variant);
}

void TstRulesetCopy::cancellingTheSaveQuestionKeepsTheRulesOpen()
{
    const QString mine = m_dir.filePath(QStringLiteral("edited"));
    QVERIFY(copyRuleset(kTutorial, mine, QStringLiteral("edited"), QStringLiteral("Edited")));
    const auto opened = openWindow(mine);
    QVERIFY(opened);
    MainWindow &window = *opened;
    CodeEditor *yaml = window.editorActions()->tabs()->editor(0);
    yaml->insertAt(QStringLiteral("# my edit\n"), 0, 0);

    QMessageBox::StandardButton answer = QMessageBox::Cancel;
    int asked = 0;
    QTimer answering;
    connect(&answering, &QTimer::timeout, this, [&] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            ++asked;
            box->button(answer)->click();
        }
    });
    answering.start(20);
    // Cancel: the rules and their edit stay.
    QVERIFY(!window.openRuleset(QStringLiteral(TILEWRIGHT_SOURCE_DIR "/rulesets/discovery")));
    QCOMPARE(asked, 1);
    QCOMPARE(window.session()->rules()->id, std::string("edited"));
    QVERIFY(yaml->text().startsWith(QStringLiteral("# my edit")));
    // Reloading the same folder does not ask.
    QVERIFY(window.openRuleset(mine));
    QCOMPARE(asked, 1);
    // Save: the edit is on disk and the other ruleset opens.
    answer = QMessageBox::Save;
    QVERIFY(window.openRuleset(QStringLiteral(TILEWRIGHT_SOURCE_DIR "/rulesets/discovery")));
    QCOMPARE(asked, 2);
    QCOMPARE(window.session()->rules()->id, std::string("discovery"));
    QVERIFY(!window.editorActions()->tabs()->hasUnsavedChanges());
    QCOMPARE(lines(mine + QStringLiteral("/ruleset.yaml")).front(), QStringLiteral("# my edit"));
}

QTEST_MAIN(TstRulesetCopy)
#include "tst_rulesetcopy.moc"
