#include "printwriter.h"

#include "printpainter.h"
#include "tilerenderer.h"

#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>

namespace tw {

namespace {
constexpr int kPdfResolution = 1200; // dots per inch of the PDF's coordinate system
constexpr qreal kMillimetresPerInch = 25.4;
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
        pdf.setPageLayout(QPageLayout(options.pageSize, options.orientation, QMarginsF(), QPageLayout::Millimeter));
        const Ruleset &rules = renderer.rules();
        pdf.setTitle(QString::fromStdString(rules.name.empty() ? rules.id : rules.name));
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
    if (!file.commit())
        throw PrintError("cannot write " + path.toStdString() + ": " + file.errorString().toStdString());
}

} // namespace tw
