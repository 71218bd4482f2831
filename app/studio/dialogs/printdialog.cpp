#include "printdialog.h"

#include "luarules.h"
#include "printpainter.h"
#include "printwriter.h"
#include "sheetshading.h"
#include "tilerenderer.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QProgressDialog>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QVBoxLayout>

namespace tw {

namespace {

QDoubleSpinBox *millimetres(qreal value, qreal max)
{
    auto *box = new QDoubleSpinBox;
    box->setRange(0, max);
    box->setDecimals(1);
    box->setSingleStep(0.5);
    box->setSuffix(QStringLiteral(" mm"));
    box->setValue(value);
    return box;
}

} // namespace

PrintPreview::PrintPreview(QWidget *parent)
    : QWidget(parent)
{
    setMinimumSize(240, 320);
}

void PrintPreview::showPage(const TileRenderer *renderer, const PrintLayout *layout, const PrintOptions &options, int page)
{
    m_renderer = renderer;
    m_layout = layout;
    m_options = options;
    m_page = page;
    update();
}

void PrintPreview::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().color(QPalette::Dark));
    if (!m_renderer || !m_layout || m_page < 0 || m_page >= int(m_layout->pages.size()))
        return;
    const QSizeF page = m_layout->page;
    const qreal scale = std::min((width() - 16) / page.width(), (height() - 16) / page.height());
    const QSizeF shown = page * scale;
    painter.translate((width() - shown.width()) / 2, (height() - shown.height()) / 2);
    painter.fillRect(QRectF(QPointF(), shown), Qt::white);
    painter.scale(scale, scale);
    paintPrintPage(painter, *m_renderer, *m_layout, m_options, m_page);
}

PrintDialog::PrintDialog(std::shared_ptr<const Ruleset> rules, QWidget *parent, const std::vector<std::int64_t> &parameters)
    : QDialog(parent)
    , m_rules(std::move(rules))
    , m_renderer(std::make_unique<TileRenderer>(m_rules))
    , m_page(new QComboBox)
    , m_landscape(new QCheckBox(tr("Landscape")))
    , m_margin(millimetres(10, 100))
    , m_tileSize(millimetres(defaultTileSize(*m_renderer), 500))
    , m_gap(millimetres(2, 50))
    , m_bleed(millimetres(0, 20))
    , m_marks(new QComboBox)
    , m_flip(new QComboBox)
    , m_proof(new QCheckBox(tr("Proof sheet: one of each tile, labelled")))
    , m_alignment(new QCheckBox(tr("Duplex alignment page first")))
    , m_footer(new QCheckBox(tr("Footer: name, rules version, page")))
    , m_inkSaving(new QCheckBox(tr("Ink-saving: outlines and hatching")))
    , m_cardSize(new QComboBox)
    , m_sheets(new QSpinBox)
    , m_pageNumber(new QSpinBox)
    , m_note(new QLabel)
    , m_status(new QLabel)
    , m_preview(new PrintPreview)
    , m_export(new QPushButton(tr("Export\u2026")))
{
    setWindowTitle(
        tr("Export Print Sheets \u2014 %1").arg(QString::fromStdString(m_rules->name.empty() ? m_rules->id : m_rules->name)));
    m_page->addItems({QStringLiteral("A4"), QStringLiteral("Letter"), QStringLiteral("A3")});
    m_marks->addItem(tr("Corner marks"), int(CropMarks::Corners));
    m_marks->addItem(tr("Cut lines across the page"), int(CropMarks::Lines));
    m_marks->addItem(tr("None"), int(CropMarks::None));
    m_flip->addItem(tr("Turned over the long edge"), int(DuplexFlip::LongEdge));
    m_flip->addItem(tr("Turned over the short edge"), int(DuplexFlip::ShortEdge));
    m_footer->setChecked(true);
    for (const char *size : {"poker", "bridge", "tarot", "mini"}) {
        const QSizeF mm = cardSizeFromName(QLatin1String(size));
        m_cardSize->addItem(tr("%1 \u00d7 %2 mm").arg(mm.width()).arg(mm.height()), QLatin1String(size));
    }
    m_sheets->setRange(0, 100);
    m_sheets->setValue(m_rules->maxPlayers);
    m_note->setWordWrap(true);
    m_note->hide();
    m_status->setWordWrap(true);

    auto *form = new QFormLayout;
    form->addRow(tr("Page"), m_page);
    form->addRow(QString(), m_landscape);
    form->addRow(tr("Margins"), m_margin);
    form->addRow(tr("Tile size"), m_tileSize);
    form->addRow(tr("Gap"), m_gap);
    form->addRow(tr("Bleed"), m_bleed);
    form->addRow(tr("Cutting"), m_marks);
    form->addRow(tr("Backs"), m_flip);
    if (!m_rules->cards.empty())
        form->addRow(tr("Card size"), m_cardSize);
    if (m_rules->sheetPerPlayer)
        form->addRow(tr("Player sheets"), m_sheets);
    form->addRow(QString(), m_proof);
    form->addRow(QString(), m_alignment);
    form->addRow(QString(), m_inkSaving);
    form->addRow(QString(), m_footer);
    auto *side = new QVBoxLayout;
    side->addLayout(form);
    side->addWidget(m_note);
    side->addWidget(m_status);
    side->addStretch();

    auto *pages = new QHBoxLayout;
    pages->addWidget(new QLabel(tr("Page")));
    pages->addWidget(m_pageNumber);
    pages->addStretch();
    auto *previewColumn = new QVBoxLayout;
    previewColumn->addWidget(m_preview, 1);
    previewColumn->addLayout(pages);

    auto *columns = new QHBoxLayout;
    columns->addLayout(side);
    columns->addLayout(previewColumn, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    buttons->addButton(m_export, QDialogButtonBox::ActionRole);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(columns, 1);
    layout->addWidget(buttons);

    for (QDoubleSpinBox *box : {m_margin, m_tileSize, m_gap, m_bleed})
        connect(box, &QDoubleSpinBox::valueChanged, this, &PrintDialog::relayout);
    for (QComboBox *box : {m_page, m_marks, m_flip, m_cardSize})
        connect(box, &QComboBox::currentIndexChanged, this, &PrintDialog::relayout);
    for (QCheckBox *box : {m_landscape, m_proof, m_alignment, m_footer, m_inkSaving})
        connect(box, &QCheckBox::toggled, this, &PrintDialog::relayout);
    connect(m_sheets, &QSpinBox::valueChanged, this, &PrintDialog::relayout);
    connect(m_pageNumber, &QSpinBox::valueChanged, this, &PrintDialog::showPage);
    connect(m_export, &QPushButton::clicked, this, &PrintDialog::chooseFileAndExport);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    try {
        m_shadedCells = shadedSheetCells(*makeGame(m_rules), parameters);
    } catch (const std::exception &) {
        // the rules' scripts fail: the Problems dock says why; the sheets print unshaded
    }
    relayout();
}

PrintDialog::~PrintDialog() = default;

PrintOptions PrintDialog::options() const
{
    PrintOptions options;
    options.pageSize = pageSizeFromName(m_page->currentText());
    options.orientation = m_landscape->isChecked() ? QPageLayout::Landscape : QPageLayout::Portrait;
    const qreal margin = m_margin->value();
    options.margins = QMarginsF(margin, margin, margin, margin + 2);
    options.tileSize = m_tileSize->value();
    options.gap = m_gap->value();
    options.bleed = m_bleed->value();
    options.cropMarks = CropMarks(m_marks->currentData().toInt());
    options.flip = DuplexFlip(m_flip->currentData().toInt());
    options.proof = m_proof->isChecked();
    options.alignmentPage = m_alignment->isChecked();
    options.footer = m_footer->isChecked();
    options.inkSaving = m_inkSaving->isChecked();
    options.cardSize = cardSizeFromName(m_cardSize->currentData().toString());
    options.padSheets = m_sheets->value();
    options.shadedCells = m_shadedCells;
    return options;
}

void PrintDialog::setNote(const QString &note)
{
    m_note->setText(note);
    m_note->setVisible(!note.isEmpty());
}

QString PrintDialog::problem() const
{
    return m_layout ? QString() : m_status->text();
}

void PrintDialog::relayout()
{
    try {
        m_layout = layoutPrint(*m_renderer, options());
        const int pages = int(m_layout->pages.size());
        m_status->setText(pages == 1 ? tr("1 page") : tr("%1 pages").arg(pages));
        m_pageNumber->setRange(1, std::max(1, pages));
    } catch (const PrintError &e) {
        m_layout.reset();
        m_status->setText(QString::fromUtf8(e.what()));
    }
    m_export->setEnabled(m_layout.has_value());
    m_pageNumber->setEnabled(m_layout.has_value());
    showPage();
}

void PrintDialog::showPage()
{
    m_preview->showPage(m_renderer.get(), m_layout ? &*m_layout : nullptr, options(), m_pageNumber->value() - 1);
}

bool PrintDialog::exportTo(const QString &path)
{
    if (!m_layout)
        return false;
    QProgressDialog progress(tr("Writing the print sheets\u2026"), tr("Cancel"), 0, int(m_layout->pages.size()), this);
    progress.setMinimumDuration(500);
    const auto step = [&progress](int done, int) {
        progress.setValue(done);
        return !progress.wasCanceled();
    };
    try {
        if (path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
            writePrintPdf(*m_renderer, *m_layout, options(), path, step);
        else
            writePrintPages(*m_renderer, *m_layout, options(), path, 300, step);
    } catch (const PrintError &e) {
        m_status->setText(tr("Not exported: %1").arg(QString::fromUtf8(e.what())));
        return false;
    }
    m_status->setText(tr("Exported %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

void PrintDialog::chooseFileAndExport()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString pdf = tr("PDF (*.pdf)");
    const QString png = tr("PNG pages, 300 dpi (*.png)");
    const QString svg = tr("SVG pages (*.svg)");
    QString filter = pdf;
    QString path = QFileDialog::getSaveFileName(
        this, tr("Export Print Sheets"),
        QDir(folder).filePath(QString::fromStdString(m_rules->id) + QStringLiteral(".pdf")),
        QStringList{pdf, png, svg}.join(QStringLiteral(";;")), &filter);
    if (path.isEmpty())
        return;
    const QString extension = filter == png ? QStringLiteral(".png")
        : filter == svg                     ? QStringLiteral(".svg")
                                            : QStringLiteral(".pdf");
    if (!path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive)
        && !path.endsWith(QLatin1String(".png"), Qt::CaseInsensitive)
        && !path.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive))
        path += extension;
    exportTo(path);
}

} // namespace tw
