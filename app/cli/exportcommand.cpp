#include "clisupport.h"
#include "commands.h"

#include "printlayout.h"
#include "printwriter.h"
#include "tilerenderer.h"

#include <QCommandLineParser>

#include <iostream>
#include <optional>

namespace tw::cli {

namespace {

qreal millimetres(const QCommandLineParser &parser, const QString &name, qreal fallback)
{
    if (!parser.isSet(name))
        return fallback;
    bool ok = false;
    const qreal value = parser.value(name).toDouble(&ok);
    if (!ok || value < 0 || value > 1000)
        throw PrintError("--" + name.toStdString() + " needs millimetres from 0 to 1000, not '"
                         + parser.value(name).toStdString() + "'");
    return value;
}

PrintOptions printOptions(const QCommandLineParser &parser)
{
    PrintOptions options;
    if (parser.isSet(QStringLiteral("page")))
        options.pageSize = pageSizeFromName(parser.value(QStringLiteral("page")));
    if (parser.isSet(QStringLiteral("landscape")))
        options.orientation = QPageLayout::Landscape;
    const qreal margin = millimetres(parser, QStringLiteral("margin"), -1);
    if (margin >= 0)
        options.margins = QMarginsF(margin, margin, margin, margin + 2);
    options.tileSize = millimetres(parser, QStringLiteral("tile-size"), 0);
    options.gap = millimetres(parser, QStringLiteral("gap"), options.gap);
    options.bleed = millimetres(parser, QStringLiteral("bleed"), options.bleed);
    const QString marks = parser.value(QStringLiteral("crop-marks"));
    if (marks == QLatin1String("none"))
        options.cropMarks = CropMarks::None;
    else if (marks == QLatin1String("lines"))
        options.cropMarks = CropMarks::Lines;
    else if (!marks.isEmpty() && marks != QLatin1String("corners"))
        throw PrintError("--crop-marks is corners, lines or none, not '" + marks.toStdString() + "'");
    const QString flip = parser.value(QStringLiteral("duplex"));
    if (flip == QLatin1String("short"))
        options.flip = DuplexFlip::ShortEdge;
    else if (!flip.isEmpty() && flip != QLatin1String("long"))
        throw PrintError("--duplex is long or short, not '" + flip.toStdString() + "'");
    options.footer = !parser.isSet(QStringLiteral("no-footer"));
    options.proof = parser.isSet(QStringLiteral("proof"));
    options.alignmentPage = parser.isSet(QStringLiteral("alignment-page"));
    return options;
}

} // namespace

// Writes print sheets of a ruleset's tiles to a PDF, or one PNG or SVG per page; exit 2 on
// a bad option or a ruleset that cannot be read, 1 when writing fails (a file is written
// whole or not at all).
int exportCommand(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Print sheets of every tile of a ruleset, cut-ready, as a PDF (or PNG or SVG pages)."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("DIR"), QStringLiteral("a ruleset folder"));
    parser.addOptions({
        {QStringLiteral("out"),
         QStringLiteral("The PDF to write; or FILE.png / FILE.svg: one file per page (FILE-1.png ...)."),
         QStringLiteral("FILE.pdf")},
        {QStringLiteral("dpi"), QStringLiteral("Dots per inch of PNG pages (default 300)."), QStringLiteral("n")},
        {QStringLiteral("page"), QStringLiteral("A4 (default), Letter, A3 or WxH in millimetres."), QStringLiteral("size")},
        {QStringLiteral("landscape"), QStringLiteral("Landscape pages.")},
        {QStringLiteral("margin"), QStringLiteral("Page margin in millimetres (default 10)."), QStringLiteral("mm")},
        {QStringLiteral("tile-size"),
         QStringLiteral("A cell's side (square), across the flats (hex); default 40, 12 for sheet cells."),
         QStringLiteral("mm")},
        {QStringLiteral("gap"), QStringLiteral("Between tiles (default 2)."), QStringLiteral("mm")},
        {QStringLiteral("bleed"), QStringLiteral("Art past each cut line (default 0); tiles stay twice as far apart."),
         QStringLiteral("mm")},
        {QStringLiteral("crop-marks"), QStringLiteral("corners (default), lines or none."), QStringLiteral("kind")},
        {QStringLiteral("duplex"),
         QStringLiteral("Backs of double-sided tiles for a sheet turned over its long (default) or short edge."),
         QStringLiteral("long|short")},
        {QStringLiteral("proof"), QStringLiteral("One of each tile type, larger, labelled with id, count and edges.")},
        {QStringLiteral("alignment-page"), QStringLiteral("Start with a front and back page of crosshairs.")},
        {QStringLiteral("no-footer"), QStringLiteral("Leave out the footer (name, rules version, page).")},
    });
    parser.process(args);
    if (parser.positionalArguments().size() != 1)
        return fail("export needs exactly one ruleset folder");
    const QString target = parser.value(QStringLiteral("out"));
    if (!target.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive)
        && !target.endsWith(QLatin1String(".png"), Qt::CaseInsensitive)
        && !target.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive))
        return fail("export needs --out FILE.pdf, FILE.png or FILE.svg");
    const auto rules = loadOrReport(parser.positionalArguments().first(), std::cerr);
    if (!rules)
        return 2;
    PrintOptions options;
    std::optional<PrintLayout> layout;
    const TileRenderer renderer(rules);
    try {
        options = printOptions(parser);
        layout = layoutPrint(renderer, options);
    } catch (const PrintError &e) {
        return fail(e.what());
    }
    const QString out = parser.value(QStringLiteral("out"));
    const auto progress = [](int done, int total) {
        std::cerr << "\rpage " << done << " of " << total << std::flush;
        return true;
    };
    try {
        if (out.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive)) {
            writePrintPdf(renderer, *layout, options, out, progress);
        } else {
            bool ok = true;
            const int dpi = parser.isSet(QStringLiteral("dpi")) ? parser.value(QStringLiteral("dpi")).toInt(&ok) : 300;
            if (!ok)
                return fail("--dpi needs a whole number");
            writePrintPages(renderer, *layout, options, out, dpi, progress);
        }
    } catch (const PrintError &e) {
        std::cerr << "\ntilewright-cli: " << e.what() << '\n';
        return 1;
    }
    std::cerr << '\n';
    std::cout << out.toStdString() << ": " << layout->pages.size() << " pages\n";
    return 0;
}

} // namespace tw::cli
