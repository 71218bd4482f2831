#pragma once

#include "printlayout.h"

#include <QDialog>

#include <memory>
#include <optional>
#include <vector>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace tw {

class TileRenderer;
struct Ruleset;

// Shows one page of a print layout as it will print: white paper, the tiles, marks.
class PrintPreview : public QWidget
{
    Q_OBJECT

public:
    explicit PrintPreview(QWidget *parent = nullptr);
    void showPage(const TileRenderer *renderer, const PrintLayout *layout, const PrintOptions &options, int page);
    QSize sizeHint() const override { return {420, 560}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    const TileRenderer *m_renderer = nullptr;
    const PrintLayout *m_layout = nullptr;
    PrintOptions m_options;
    int m_page = 0;
};

// Ruleset > Export Print Sheets: the print options beside a live preview of the pages,
// and Export (a PDF, or PNG or SVG pages, with progress and cancel). Options that cannot
// print say why and disable the export. Card and player-sheet options show only for
// rulesets that have cards or player sheets.
class PrintDialog : public QDialog
{
    Q_OBJECT

public:
    // `parameters`: those of the game its player sheets are shaded for (empty: the defaults).
    explicit PrintDialog(std::shared_ptr<const Ruleset> rules, QWidget *parent = nullptr,
                         const std::vector<std::int64_t> &parameters = {});
    ~PrintDialog() override;

    PrintOptions options() const;
    // The pages for the options shown; nullopt when they cannot print (see problem()).
    const std::optional<PrintLayout> &layout() const { return m_layout; }
    QString problem() const;
    // A line above the status (where the counts come from, when not the saved file's).
    void setNote(const QString &note);
    // Writes a PDF, or one PNG (300 dpi) or SVG per page by the path's extension; false
    // with the reason shown.
    bool exportTo(const QString &path);

    QDoubleSpinBox *bleedField() const { return m_bleed; }
    QDoubleSpinBox *tileSizeField() const { return m_tileSize; }
    QCheckBox *proofField() const { return m_proof; }
    QCheckBox *inkSavingField() const { return m_inkSaving; }
    QComboBox *cardSizeField() const { return m_cardSize; }
    QSpinBox *sheetsField() const { return m_sheets; }
    QPushButton *exportButton() const { return m_export; }

private:
    void relayout();
    void showPage();
    void chooseFileAndExport();

    std::shared_ptr<const Ruleset> m_rules;
    std::unique_ptr<TileRenderer> m_renderer;
    std::vector<Coord> m_shadedCells; // of the player sheets (shadedSheetCells)
    std::optional<PrintLayout> m_layout;
    QComboBox *m_page;
    QCheckBox *m_landscape;
    QDoubleSpinBox *m_margin;
    QDoubleSpinBox *m_tileSize;
    QDoubleSpinBox *m_gap;
    QDoubleSpinBox *m_bleed;
    QComboBox *m_marks;
    QComboBox *m_flip;
    QCheckBox *m_proof;
    QCheckBox *m_alignment;
    QCheckBox *m_footer;
    QCheckBox *m_inkSaving;
    QComboBox *m_cardSize;
    QSpinBox *m_sheets;
    QSpinBox *m_pageNumber;
    QLabel *m_note;
    QLabel *m_status;
    PrintPreview *m_preview;
    QPushButton *m_export;
};

} // namespace tw
