// A game on player sheets as the studio shows it: the board is the sheet of the player
// placing, numbered along its rows and columns; every other player's sheet stands small
// under it, kept up to date; the banner says which row or column to cover and in which
// terrain. On Grapha Genesis.
#include "boardscene.h"
#include "boardview.h"
#include "gamedocument.h"
#include "gamehelpers.h"
#include "play/choicepanel.h"
#include "play/handstrip.h"
#include "play/playcontroller.h"
#include "play/sheetstrip.h"
#include "play/turnbanner.h"

#include <QTest>

using namespace tw;

namespace {

std::shared_ptr<const Ruleset> grapha()
{
    static const std::shared_ptr<const Ruleset> rules = test::loadSourceRuleset("rulesets/grapha-genesis");
    return rules;
}

// The studio's play area driven by a PlayController.
struct PlayArea
{
    PlayArea()
        : controller(&view, &banner, &panel, &hand, &sheets)
    {
        view.resize(700, 600);
        view.show();
    }
    BoardView view;
    TurnBanner banner;
    ChoicePanel panel;
    HandStrip hand;
    SheetStrip sheets;
    PlayController controller;
};

} // namespace

class TstSheetStrip : public QObject
{
    Q_OBJECT

private slots:
    void theOtherPlayersSheetsStandUnderTheBoard();
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
    const QString banner = area.banner.detail();
    QVERIFY2(banner.contains(QStringLiteral("row or column %1").arg(d.rule.line + 1)), qPrintable(banner));
    QVERIFY2(banner.contains(QStringLiteral("drawn in")), qPrintable(banner));

    // The first player draws: the board turns to the second player's sheet, and the
    // first's now stands small under it.
    QVERIFY(document->play(d.options.front(), &error));
    QCOMPARE(document->state().decision().board, 1);
    QCOMPARE(area.sheets.sheetCount(), 2);
    QCOMPARE(area.sheets.sheet(0)->player(), 0);
    QCOMPARE(area.controller.scene()->boardIndex(), 1);
    QVERIFY(area.sheets.sheet(0)->sizeHint().width() < area.view.width() / 3);
}

QTEST_MAIN(TstSheetStrip)
#include "tst_sheetstrip.moc"
