// A game on player sheets as the studio shows it: the board is the sheet of the player
// placing, numbered along its rows and columns; every other player's sheet stands small
// under it, kept up to date; the banner says which row or column to cover and in which
// terrain; the Scores dock fills in each player's score sheet as if the game ended now.
// On Grapha Genesis.
#include "boardscene.h"
#include "docks/scoresdock.h"
#include "gamedocument.h"
#include "gamehelpers.h"
#include "placementreason.h"
#include "playarea.h"

#include <QChart>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QRegularExpression>
#include <QTableWidget>
#include <QTest>

using namespace tw;

namespace {

std::shared_ptr<const Ruleset> grapha()
{
    static const std::shared_ptr<const Ruleset> rules = test::loadSourceRuleset("rulesets/grapha-genesis");
    return rules;
}

using test::PlayArea;

} // namespace

class TstSheetStrip : public QObject
{
    Q_OBJECT

private slots:
    void theOtherPlayersSheetsStandUnderTheBoard();
    void theScoreSheetFillsInAsIfTheGameEndedNow();
};

void TstSheetStrip::theOtherPlayersSheetsStandUnderTheBoard()
{
    auto document = std::make_unique<GameDocument>(grapha());
    document->setAutoPlay(false);
    document->setBotDelay(0);
    GameSetup setup;
    setup.players = 3;
    setup.parameters = grapha()->defaultParameters();
    setup.seed = 11;
    setup.seats = {"human", "human", "human"};
    QString error;
    QVERIFY2(document->start(setup, &error), qPrintable(error));
    PlayArea area;
    area.controller.setDocument(document.get());

    const Decision &d = document->state().decision();
    QCOMPARE(d.kind, DecisionKind::Place);
    QCOMPARE(d.board, 0);
    QVERIFY(!area.sheets.isHidden());
    QCOMPARE(area.sheets.sheetCount(), 2);
    QCOMPARE(area.sheets.sheet(0)->player(), 1);
    QCOMPARE(area.sheets.sheet(1)->player(), 2);
    // The small sheets are shaded as the board is: the dark 4x4 blocks (a chessboard with
    // dark corners), where forests score.
    QVERIFY(area.sheets.sheet(0)->shadeAt(1, 1).isValid());
    QVERIFY(!area.sheets.sheet(0)->shadeAt(5, 1).isValid());
    QVERIFY(area.sheets.sheet(1)->shadeAt(5, 5).isValid());
    QVERIFY(!area.sheets.sheet(1)->shadeAt(12, 0).isValid());
    QCOMPARE(area.controller.scene()->sheetCaption(), QStringLiteral("Amber's sheet"));
    const QString banner = area.banner.detail();
    QVERIFY2(banner.contains(QStringLiteral("row or column %1").arg(d.rule.line + 1)), qPrintable(banner));
    // A spot's reason names the row or column and the cells as the sheet numbers them, from 1.
    const BoardScene &scene = *area.controller.scene();
    QCOMPARE(cellName(grapha()->grid, {2, 6}), QStringLiteral("3,7"));
    QCOMPARE(cellName(test::loadSourceRuleset("rulesets/discovery")->grid, {2, -1}), QStringLiteral("2,-1"));
    QString missesLine;
    for (int y = 0; y < 12 && missesLine.isEmpty(); ++y)
        for (int x = 0; x < 12 && missesLine.isEmpty(); ++x)
            if (const QString reason = scene.reasonAt({x, y}, 0); reason.contains(QStringLiteral("row or column")))
                missesLine = reason;
    QCOMPARE(missesLine, QStringLiteral("The tile must cover row or column %1").arg(d.rule.line + 1));
    // A cell off the sheet is column or row 0 or 13, just past the numbers.
    const QRegularExpression offSheet(
        QStringLiteral("^Out of bounds: cell \\((\\d+),(\\d+)\\) is outside the 12 x 12 sheet$"));
    int offSheetSeen = 0;
    for (int y = -1; y <= 12; ++y)
        for (int x = -1; x <= 12; ++x)
            if (const QRegularExpressionMatch m = offSheet.match(scene.reasonAt({x, y}, 0)); m.hasMatch()) {
                const int column = m.captured(1).toInt(), row = m.captured(2).toInt();
                QVERIFY2(column == 0 || column == 13 || row == 0 || row == 13, qPrintable(m.captured(0)));
                ++offSheetSeen;
            }
    QVERIFY(offSheetSeen > 0);
    QVERIFY2(banner.contains(QStringLiteral("drawn in")), qPrintable(banner));

    // The first player draws: the board turns to the second player's sheet, and the
    // first's now stands small under it.
    QVERIFY(document->play(d.options.front(), &error));
    QCOMPARE(document->state().decision().board, 1);
    QCOMPARE(area.sheets.sheetCount(), 2);
    QCOMPARE(area.sheets.sheet(0)->player(), 0);
    QCOMPARE(area.controller.scene()->boardIndex(), 1);
    QCOMPARE(area.controller.scene()->sheetCaption(), QStringLiteral("Indigo's sheet"));
    // The caption stands above the numbers, inside what Fit Board shows.
    const QRectF fitted = area.controller.scene()->boardRect();
    const qreal cell = area.controller.scene()->cellSize();
    QVERIFY(fitted.top() < area.controller.scene()->cellCenter({0, 0}).y() - cell * 1.5);
    QVERIFY(area.sheets.sheet(0)->sizeHint().width() < area.view.width() / 3);
}

void TstSheetStrip::theScoreSheetFillsInAsIfTheGameEndedNow()
{
    auto document = std::make_unique<GameDocument>(grapha());
    document->setAutoPlay(false);
    document->setBotDelay(0);
    GameSetup setup;
    setup.players = 2;
    setup.parameters = grapha()->defaultParameters();
    setup.seed = 5;
    setup.seats = {"greedy", "greedy"};
    QString error;
    QVERIFY2(document->start(setup, &error), qPrintable(error));
    ScoresDock dock(document.get(), nullptr);
    for (int i = 0; i < 30 && !document->isOver(); ++i)
        QVERIFY(document->stepAutomatic());
    QVERIFY(!document->isOver());
    const Ruleset &rules = *grapha();
    for (int p = 0; p < 2; ++p) {
        QCOMPARE(document->state().score(p), 0); // nothing scores before the end
        const auto projected = document->game().queryTable(document->state(), "projected_scores", p + 1);
        QVERIFY(projected.has_value());
        long long total = 0;
        for (const auto &[reason, points] : *projected) {
            QTableWidgetItem *cell = dock.cell(p, ScoresDock::FirstReasonRow + rules.reasonIndex(reason));
            QCOMPARE(cell->text().toLongLong(), points);
            QCOMPARE(cell->font().italic(), points != 0);
            total += points;
        }
        QVERIFY(total > 0);
        QVERIFY(dock.cell(p, ScoresDock::TotalRow)->toolTip().startsWith(QString::number(total)));
        // The note under the table says what the italics are, with each seat's projected total.
        QVERIFY(!dock.projectionNote()->isHidden());
        QVERIFY2(dock.projectionNote()->text().contains(QString::number(total)), qPrintable(dock.projectionNote()->text()));
        // The chart's dashed line of the player's standing ends at it, this turn; it rose
        // from 0 in steps as the sheet filled in.
        QCOMPARE(dock.projectedSeries().size(), 2);
        const QList<QPointF> standing = dock.projectedSeries()[p]->points();
        QVERIFY(standing.size() > 3);
        QCOMPARE(standing.last(), QPointF(document->state().turn(), double(total)));
        QCOMPARE(standing.first().y(), 0.0);
        for (qsizetype i = 1; i < standing.size(); ++i) // a step line, as the score's: no slope
            QVERIFY(standing[i].x() == standing[i - 1].x() || standing[i].y() == standing[i - 1].y());
        QCOMPARE(dock.projectedSeries()[p]->pen().style(), Qt::DashLine);
        for (QLegendMarker *marker : dock.chart()->legend()->markers(dock.projectedSeries()[p]))
            QVERIFY2(!marker->isVisible(), "the legend names each seat once; the note says what dashed is");
    }
    QCOMPARE(dock.chart()->series().size(), 4);
    // Over: the sheet holds what was scored, nothing projected; the dashed line ends at the
    // final score.
    while (!document->isOver())
        QVERIFY(document->stepAutomatic());
    for (int r = 0; r < int(rules.reasons.size()); ++r)
        QVERIFY(!dock.cell(0, ScoresDock::FirstReasonRow + r)->font().italic());
    QVERIFY(dock.projectionNote()->isHidden());
    for (int p = 0; p < 2; ++p)
        QCOMPARE(dock.projectedSeries()[p]->points().last().y(), double(document->state().score(p)));
}

QTEST_MAIN(TstSheetStrip)
#include "tst_sheetstrip.moc"
