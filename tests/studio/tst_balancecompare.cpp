// The Balance Lab's comparisons on a copy of the tutorial ruleset, offscreen: the rules
// against a parameter set and against another ruleset folder, charted as a box per version
// with each change's significance, exported and kept.
#include "balance/balancehistory.h"
#include "balance/balancesetupform.h"
#include "balance/balancewindow.h"
#include "balance/comparisontable.h"
#include "balance/parametersettable.h"
#include "balance/sweepchart.h"

#include "balancelab.h"
#include "load/rulesetloader.h"
#include "studiofiles.h"

#include <QBarCategoryAxis>
#include <QBoxPlotSeries>
#include <QBoxSet>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidgetItem>
#include <QtTest>

using namespace tw;

class TstBalanceCompare : public BalanceLabTest
{
    Q_OBJECT

private slots:
    void initTestCase() { setUpTestCase(); }
    void init() { setUp(); }
    void cleanup() { tearDown(); }
    void aParameterSetComparisonChartsBothVersionsAndWhatChangedSignificantly();
    void anotherRulesetIsComparedFromItsFolder();

private:
    // The row of `measure` (as the table names it) in the comparison's table, or -1.
    static int rowOf(const ComparisonTable *table, const QString &measure);
};

int TstBalanceCompare::rowOf(const ComparisonTable *table, const QString &measure)
{
    for (int row = 0; row < table->rowCount(); ++row) {
        if (table->item(row, ComparisonTable::MeasureColumn)->text() == measure)
            return row;
    }
    return -1;
}

void TstBalanceCompare::aParameterSetComparisonChartsBothVersionsAndWhatChangedSignificantly()
{
    BalanceWindow *lab = openLab();
    QVERIFY(lab);
    // Unchanged values are nothing to compare.
    lab->setup()->kind()->setCurrentIndex(BalanceSetupForm::ParameterSet);
    QTest::mouseClick(lab->runButton(), Qt::LeftButton);
    QVERIFY(!lab->isRunning());
    QCOMPARE(lab->status()->text(), QStringLiteral("Change at least one parameter value to compare with."));

    compareParameters(lab, 6, 20);
    SweepChart *chart = lab->chart();
    QVERIFY(chart->table());
    QCOMPARE(chart->table()->variable, std::string("compare parameters"));
    QCOMPARE(chart->table()->labels, (std::vector<std::string>{"defaults", "points_per_tile=6"}));

    // A box per version and seat, spanning the 95% interval around the mean.
    chart->metric()->setCurrentIndex(chart->metric()->findData(QStringLiteral("mean_score")));
    QVERIFY(lines(chart).isEmpty());
    const QList<QBoxPlotSeries *> drawn = boxes(chart);
    QCOMPARE(drawn.size(), 2);
    auto *axis = qobject_cast<QBarCategoryAxis *>(drawn.first()->attachedAxes().first());
    QVERIFY(axis);
    QCOMPARE(axis->categories(), (QStringList{QStringLiteral("defaults"), QStringLiteral("points_per_tile=6")}));
    for (QBoxPlotSeries *seat : drawn) {
        QCOMPARE(seat->count(), 2);
        for (QBoxSet *box : seat->boxSets()) {
            QVERIFY(box->at(QBoxSet::LowerExtreme) <= box->at(QBoxSet::Median));
            QVERIFY(box->at(QBoxSet::Median) <= box->at(QBoxSet::UpperExtreme));
        }
        // Six points a river tile instead of one: higher scores.
        QVERIFY(seat->boxSets()[1]->at(QBoxSet::Median) > seat->boxSets()[0]->at(QBoxSet::Median));
    }
    QCOMPARE(drawn[0]->boxSets()[0]->at(QBoxSet::Median), chart->table()->series("mean_score", 1)[0]->value);

    // The changes, paired over the same seeds, and their significance.
    ComparisonTable *table = lab->comparison();
    QVERIFY(table->isVisible());
    // Per seat 2 changes, 8 others, the shares of the 2 reasons, the points per placement of
    // the 4 tile types placed in play, and the seat test's p-values.
    QCOMPARE(table->rowCount(), 2 * 2 + 8 + 2 + 4 + 1);
    QCOMPARE(table->changeCount(), 2 * 2 + 8 + 2 + 4);
    // The seat test after the measures of every game, then the reasons, named as the rules name them.
    QCOMPARE(table->item(2 * 2 + 8, ComparisonTable::MeasureColumn)->text(), QStringLiteral("Seat advantage (p-value)"));
    QCOMPARE(table->item(2 * 2 + 8 + 1, ComparisonTable::MeasureColumn)->text(),
             QStringLiteral("Share of points: Closed river"));
    QCOMPARE(table->horizontalHeaderItem(ComparisonTable::SecondColumn)->text(), QStringLiteral("points_per_tile=6"));
    QCOMPARE(table->horizontalHeaderItem(ComparisonTable::SecondColumn)->toolTip(), QStringLiteral("points_per_tile=6"));
    // Every measure's name is read whole, at the size the lab opens at.
    lab->resize(1200, 680);
    QCoreApplication::processEvents();
    for (int row = 0; row < table->rowCount(); ++row) {
        const QString name = table->item(row, ComparisonTable::MeasureColumn)->text();
        QVERIFY2(table->columnWidth(ComparisonTable::MeasureColumn) >= table->fontMetrics().horizontalAdvance(name),
                 qPrintable(name));
    }
    // The seat test's p-values as the CLI gives them: 4 decimals, or "< 0.0001".
    const int seatTest = rowOf(table, QStringLiteral("Seat advantage (p-value)"));
    QVERIFY(seatTest >= 0);
    for (int column : {int(ComparisonTable::FirstColumn), int(ComparisonTable::SecondColumn)}) {
        const QString p = table->item(seatTest, column)->text();
        QVERIFY2(p == QStringLiteral("< 0.0001")
                     || QRegularExpression(QStringLiteral("^[01]\\.\\d{4}$")).match(p).hasMatch(),
                 qPrintable(p));
    }
    const int score = rowOf(table, QStringLiteral("Mean score, Red"));
    QVERIFY(score >= 0);
    QCOMPARE(table->item(score, ComparisonTable::SignificantColumn)->text(), QStringLiteral("yes"));
    QVERIFY(table->item(score, ComparisonTable::ChangeColumn)->text().startsWith(QLatin1Char('+')));
    QVERIFY(table->significantCount() >= 2);
    QVERIFY2(lab->status()->text().contains(QStringLiteral("measures changed significantly")),
             qPrintable(lab->status()->text()));

    // Exported with its differences, and kept as a comparison.
    const QString csv = m_dir.filePath(QStringLiteral("comparison.csv"));
    const QString json = m_dir.filePath(QStringLiteral("comparison.json"));
    QCOMPARE(lab->exportTo(csv), QString());
    QCOMPARE(lab->exportTo(json), QString());
    QVERIFY2(readAll(csv).contains(QStringLiteral(" minus defaults,,mean_score,1,")), qPrintable(readAll(csv)));
    SweepTable read;
    std::string why;
    QVERIFY2(parseSweepJson(readAll(json).toStdString(), read, &why), why.c_str());
    QCOMPARE(read.differences.size(), std::size_t(2 * 2 + 8 + 2 + 4));
    QCOMPARE(QString::fromStdString(sweepCsv(read)), readAll(csv));
    QCOMPARE(lab->history()->list()->count(), 0); // kept, but on screen: no past run

    // Opened again from the menu, the lab keeps the values to compare with.
    QCOMPARE(openLab(), lab);
    QCOMPARE(lab->setup()->parameterSet()->changes(), std::string("points_per_tile=6"));
    // A parameter's tool tip names it whole (a long id is cut in its column) with its help.
    const QTableWidgetItem *parameter = lab->setup()->parameterSet()->item(0, 0);
    QVERIFY2(parameter->toolTip().startsWith(parameter->text() + QStringLiteral(": ")), qPrintable(parameter->toolTip()));

    lab->resize(1200, 680);
    QTest::qWait(100);
    // A picture of a comparison, to look at: shots/balance-comparison.png.
    QDir().mkpath(QDir::currentPath() + QStringLiteral("/shots"));
    QVERIFY(lab->grab().save(QDir::currentPath() + QStringLiteral("/shots/balance-comparison.png")));
}

void TstBalanceCompare::anotherRulesetIsComparedFromItsFolder()
{
    // A copy of the game with three times the meadows.
    const QString other = m_dir.filePath(QStringLiteral("more-meadows"));
    QVERIFY(copyShippedRuleset(QStringLiteral("tutorial"), other));
    QString text = readAll(other + QStringLiteral("/ruleset.yaml"));
    const qsizetype meadow = text.indexOf(QStringLiteral("id: meadow"));
    const qsizetype count = text.indexOf(QStringLiteral("count: 5"), meadow);
    QVERIFY(meadow > 0 && count > meadow);
    text.replace(count, 8, QStringLiteral("count: 15"));
    QFile file(other + QStringLiteral("/ruleset.yaml"));
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(text.toUtf8());
    file.close();

    BalanceWindow *lab = openLab();
    QVERIFY(lab);
    BalanceSetupForm *setup = lab->setup();
    setup->kind()->setCurrentIndex(BalanceSetupForm::OtherRuleset);
    QVERIFY(setup->otherFolder()->isVisible());
    QVERIFY(!setup->parameterSet()->isVisible());
    setup->otherFolder()->setText(m_dir.filePath(QStringLiteral("nowhere")));
    QTest::mouseClick(lab->runButton(), Qt::LeftButton);
    QVERIFY(!lab->isRunning());
    QCOMPARE(lab->status()->text(),
             QStringLiteral("The ruleset to compare with does not load: there is no folder %1.")
                 .arg(m_dir.filePath(QStringLiteral("nowhere"))));

    setup->otherFolder()->setText(other);
    setup->games()->setValue(12);
    runToTheEnd(lab);
    QVERIFY(lab->chart()->table());
    QCOMPARE(lab->chart()->table()->variable, std::string("compare rulesets"));
    QCOMPARE(lab->chart()->table()->labels, (std::vector<std::string>{"these rules", "more-meadows"}));
    lab->chart()->metric()->setCurrentIndex(lab->chart()->metric()->findData(QStringLiteral("length")));
    QCOMPARE(boxes(lab->chart()).size(), 1);
    const int length = rowOf(lab->comparison(), QStringLiteral("Game length (turns)"));
    QVERIFY(length >= 0);
    // Ten more tiles in the bag: every game is longer.
    QCOMPARE(lab->comparison()->item(length, ComparisonTable::SignificantColumn)->text(), QStringLiteral("yes"));
    QVERIFY(lab->comparison()->item(length, ComparisonTable::ChangeColumn)->text().startsWith(QLatin1Char('+')));

    // Another game's folder is compared with a caution; a folder chosen for another game
    // is not offered to this one.
    const QString discovery = m_dir.filePath(QStringLiteral("discovery"));
    QVERIFY(copyShippedRuleset(QStringLiteral("discovery"), discovery));
    setup->otherFolder()->setText(discovery);
    setup->games()->setValue(2);
    runToTheEnd(lab);
    const QString caution = QStringLiteral("%1 is the ruleset 'discovery', not 'tutorial': another game").arg(discovery);
    QVERIFY2(lab->status()->text().contains(caution), qPrintable(lab->status()->text()));
    lab->setRules(loadRuleset(discovery.toStdString()).ruleset, false);
    QVERIFY(setup->otherFolder()->text().isEmpty());

    // One game a version has no intervals: Run says so rather than playing another count.
    setup->games()->setValue(1);
    QTest::mouseClick(lab->runButton(), Qt::LeftButton);
    QVERIFY(!lab->isRunning());
    QCOMPARE(lab->status()->text(), QStringLiteral("Play 2 games or more under each version: one game has no intervals."));
}

QTEST_MAIN(TstBalanceCompare)
#include "tst_balancecompare.moc"
