#include "printwriter.h"

#include "printpainter.h"
#include "savefile.h"
#include "tilerenderer.h"

#include <QImage>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QSvgGenerator>

namespace tw {

namespace {

constexpr int kPdfResolution = 1200; // dots per inch of the PDF's coordinate system
constexpr qreal kMillimetresPerInch = 25.4;

QString pdfTitle(const Ruleset &rules)
{
    return QString::fromStdString(rules.name.empty() ? rules.id : rules.name);
}

} // namespace

void writePrintPdf(const TileRenderer &renderer, const PrintLayout &layout, const PrintOptions &options,
                   const QString &path, const PrintProgress &progress)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        throw PrintError("cannot write " + path.toStdString() + ": " + file.errorString().toStdString());
    {
        QPdfWriter pdf(&file);
        pdf.setResolution(kPdfResolution);
        pdf.setPageLayout(QPageLayout(QPageSize(layout.page, QPageSize::Millimeter, QString(), QPageSize::ExactMatch),
                                      QPageLayout::Portrait, QMarginsF(), QPageLayout::Millimeter));
        pdf.setTitle(pdfTitle(renderer.rules()));
        pdf.setCreator(QStringLiteral("Tilewright"));
        QPainter painter(&pdf);
        const qreal scale = kPdfResolution / kMillimetresPerInch;
        const int total = int(layout.pages.size());
        for (int i = 0; i < total; ++i) {
            if (i > 0)
                pdf.newPage();
            painter.save();
            painter.scale(scale, scale);
            paintPrintPage(painter, renderer, layout, options, i);
            painter.restore();
            if (progress && !progress(i + 1, total)) {
                painter.end();
                file.cancelWriting();
                throw PrintError("cancelled");
            }
        }
    }
    if (!commitWhole(file))
        throw PrintError("cannot write " + path.toStdString() + ": " + file.errorString().toStdString());
}

namespace {

QString pageFile(const QString &path, int page)
{
    const int dot = path.lastIndexOf(QLatin1Char('.'));
    return path.left(dot) + QStringLiteral("-%1").arg(page + 1) + path.mid(dot);
}

// Paints page `index` in millimetres on a device of `dotsPerMm`.
void paintScaled(QPaintDevice &device, qreal dotsPerMm, const TileRenderer &renderer, const PrintLayout &layout,
                 const PrintOptions &options, int index)
{
    QPainter painter(&device);
    painter.scale(dotsPerMm, dotsPerMm);
    paintPrintPage(painter, renderer, layout, options, index);
}

void commit(QSaveFile &file, const QString &path)
{
    if (!commitWhole(file))
        throw PrintError("cannot write " + path.toStdString() + ": " + file.errorString().toStdString());
}

} // namespace

QStringList writePrintPages(const TileRenderer &renderer, const PrintLayout &layout, const PrintOptions &options,
                            const QString &path, int dpi, const PrintProgress &progress)
{
    const bool svg = path.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive);
    if (!svg && !path.endsWith(QLatin1String(".png"), Qt::CaseInsensitive))
        throw PrintError("--out: pages are written as .pdf, .png or .svg, not " + path.toStdString());
    if (dpi < 30 || dpi > 1200)
        throw PrintError("--dpi: from 30 to 1200, not " + std::to_string(dpi));
    QStringList written;
    const int total = int(layout.pages.size());
    for (int i = 0; i < total; ++i) {
        const QString file = total == 1 ? path : pageFile(path, i);
        QSaveFile out(file);
        if (!out.open(QIODevice::WriteOnly))
            throw PrintError("cannot write " + file.toStdString() + ": " + out.errorString().toStdString());
        if (svg) {
            QSvgGenerator generator;
            generator.setOutputDevice(&out);
            // Tenths of a millimetre at 254 dpi: the page's size exactly; one user unit per millimetre.
            generator.setSize(QSize(qRound(layout.page.width() * 10), qRound(layout.page.height() * 10)));
            generator.setResolution(254);
            generator.setViewBox(QRectF(QPointF(0, 0), layout.page));
            generator.setTitle(pdfTitle(renderer.rules()));
            paintScaled(generator, 1, renderer, layout, options, i);
        } else {
            const qreal dotsPerMm = dpi / kMillimetresPerInch;
            QImage image(QSize(qRound(layout.page.width() * dotsPerMm), qRound(layout.page.height() * dotsPerMm)),
                         QImage::Format_RGB32);
            image.fill(Qt::white);
            image.setDotsPerMeterX(qRound(dotsPerMm * 1000));
            image.setDotsPerMeterY(qRound(dotsPerMm * 1000));
            paintScaled(image, dotsPerMm, renderer, layout, options, i);
            if (!image.save(&out, "PNG"))
                throw PrintError("cannot write " + file.toStdString());
        }
        commit(out, file);
        written << file;
        if (progress && !progress(i + 1, total))
            throw PrintError("cancelled");
    }
    return written;
}

} // namespace tw
