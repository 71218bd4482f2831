// Export Print Sheets in the studio: the dialog lays the pages out as its options say,
// shows the page in the preview, says why options cannot print (and will not export
// then), offers card and player-sheet options where the ruleset has them, and writes the
// PDF or PNG pages.
#include "dialogs/printdialog.h"

#include "gamehelpers.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QtTest>

using namespace tw;

class TstPrintDialog : public QObject
{
    Q_OBJECT

private slots:
    void theOptionsShapeThePagesAndTheExport();
    void cardsAndPlayerSheetsHaveTheirOptions();
};

void TstPrintDialog::theOptionsShapeThePagesAndTheExport()
{
    PrintDialog dialog(test::loadSourceRuleset("rulesets/discovery"));
    dialog.show();
    QVERIFY(dialog.layout().has_value());
    const std::size_t pages = dialog.layout()->pages.size();
    QCOMPARE(pages, std::size_t(4)); // 4 x 6 tiles of 40 mm on A4

    // A proof: one of each tile type, larger, labelled.
    dialog.proofField()->setChecked(true);
    QVERIFY(dialog.layout().has_value());
    int proofItems = 0;
    for (const PrintPage &page : dialog.layout()->pages)
        for (const PrintItem &item : page.items) {
            ++proofItems;
            QVERIFY(!item.label.isEmpty());
        }
    QCOMPARE(proofItems, int(test::loadSourceRuleset("rulesets/discovery")->tiles.size()));
    dialog.proofField()->setChecked(false);

    // A tile too large for the page: the reason shown, no export.
    dialog.tileSizeField()->setValue(400);
    QVERIFY(!dialog.layout().has_value());
    QVERIFY2(dialog.problem().contains(QStringLiteral("--tile-size")) || dialog.problem().contains(QStringLiteral("fit")),
             qPrintable(dialog.problem()));
    QVERIFY(!dialog.exportButton()->isEnabled());
    dialog.tileSizeField()->setValue(40);
    QVERIFY(dialog.exportButton()->isEnabled());

    // A 3 mm bleed on each tile keeps them 6 mm apart.
    dialog.bleedField()->setValue(3);
    const std::vector<PrintItem> &row = dialog.layout()->pages.front().items;
    QVERIFY(row.size() >= 2);
    QVERIFY(qAbs(row[1].cut.left() - row[0].cut.right() - 6) < 0.1);

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("tiles.pdf"));
    QVERIFY(dialog.exportTo(path));
    QFile pdf(path);
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    QVERIFY(pdf.readAll().startsWith("%PDF"));
}

void TstPrintDialog::cardsAndPlayerSheetsHaveTheirOptions()
{
    PrintDialog cards(test::loadSourceRuleset("tests/rulesets/cardcells"));
    cards.show();
    QVERIFY(cards.cardSizeField()->isVisible());
    QVERIFY(!cards.sheetsField()->isVisible());
    cards.cardSizeField()->setCurrentIndex(cards.cardSizeField()->findData(QStringLiteral("tarot")));
    const auto firstCard = [&cards]() -> const PrintItem * {
        for (const PrintPage &page : cards.layout()->pages)
            for (const PrintItem &item : page.items)
                if (item.kind == PrintItem::Kind::Card)
                    return &item;
        return nullptr;
    };
    QVERIFY(firstCard());
    QCOMPARE(firstCard()->cut.size(), QSizeF(70, 120));
    cards.inkSavingField()->setChecked(true);
    QVERIFY(cards.options().inkSaving);

    PrintDialog sheets(test::loadSourceRuleset("tests/rulesets/sheetdice"));
    sheets.show();
    QVERIFY(!sheets.cardSizeField()->isVisible());
    QVERIFY(sheets.sheetsField()->isVisible());
    const auto playerSheets = [&sheets] {
        return std::count_if(sheets.layout()->pages.begin(), sheets.layout()->pages.end(),
                             [](const PrintPage &p) { return p.kind == PrintPage::Kind::PlayerSheet; });
    };
    QCOMPARE(playerSheets(), 3); // one per seat of the largest game
    sheets.sheetsField()->setValue(6);
    QCOMPARE(playerSheets(), 6);

    // PNG pages: one file per page.
    QTemporaryDir dir;
    QVERIFY(sheets.exportTo(dir.filePath(QStringLiteral("pad.png"))));
    const int pages = int(sheets.layout()->pages.size());
    QVERIFY(QFile::exists(dir.filePath(QStringLiteral("pad-%1.png").arg(pages))));
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("pad-%1.png").arg(pages + 1))));
}

QTEST_MAIN(TstPrintDialog)
#include "tst_printdialog.moc"
