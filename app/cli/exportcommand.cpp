#include "clisupport.h"
#include "commands.h"
#include "luarules.h"

#include "printlayout.h"
#include "printwriter.h"
#include "sheetshading.h"
#include "tilerenderer.h"

#include "model/listedids.h"
#include "model/rulesetlimits.h"

#include <QCommandLineParser>

#include <algorithm>
#include <iostream>
#include <optional>

namespace tw::cli {

namespace {

// The option `name` in millimetres, from `least` to 1000; `fallback` when it is not given.
qreal millimetres(const QCommandLineParser &parser, const QString &name, qreal fallback, qreal least = 0)
{
    if (!parser.isSet(name))
        return fallback;
    bool ok = false;
    const qreal value = parser.value(name).toDouble(&ok);
    if (!ok || !(value >= least && value <= 1000)) // NaN too
        throw PrintError("--" + name.toStdString() + " needs millimetres from " + QString::number(least).toStdString()
                         + " to 1000, not '" + parser.value(name).toStdString() + "'");
    return value;
}

// What most printers leave unprinted at each edge of a page, at most (millimetres).
constexpr qreal kUnprintedEdge = 5;

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
    options.tileSize = millimetres(parser, QStringLiteral("tile-size"), 0, 5); // smaller cannot be cut
    options.gap = millimetres(parser, QStringLiteral("gap"), options.gap);
    options.bleed = millimetres(parser, QStringLiteral("bleed"), options.bleed);
    const QMarginsF &m = options.margins;
    if (const qreal room = std::min({m.left(), m.top(), m.right(), m.bottom()}); options.bleed > room)
        throw PrintError("--bleed " + QString::number(options.bleed).toStdString() + " mm is wider than the margin of "
                         + QString::number(room).toStdString() + " mm: the art past the cut lines would leave the page");
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
    options.inkSaving = parser.isSet(QStringLiteral("ink-saving"));
    if (parser.isSet(QStringLiteral("card-size")))
        options.cardSize = cardSizeFromName(parser.value(QStringLiteral("card-size")));
    options.cardGap = millimetres(parser, QStringLiteral("card-gap"), options.cardGap);
    if (parser.isSet(QStringLiteral("sheets"))) {
        bool ok = false;
        options.padSheets = parser.value(QStringLiteral("sheets")).toInt(&ok);
        if (!ok || options.padSheets < 0 || options.padSheets > 1000)
            throw PrintError("--sheets needs a number of player sheets from 0 to 1000, not '"
                             + parser.value(QStringLiteral("sheets")).toStdString() + "'");
    }
    return options;
}

// The ruleset with the counts of tiles and cards that `overrides` ("id=n") name set to n.
std::shared_ptr<const Ruleset> withCounts(std::shared_ptr<const Ruleset> rules, const QStringList &overrides)
{
    if (overrides.isEmpty())
        return rules;
    auto edited = std::make_shared<Ruleset>(*rules);
    for (const QString &override : overrides) {
        const qsizetype equals = override.indexOf(QLatin1Char('='));
        const std::string id = override.left(equals).trimmed().toStdString();
        bool ok = false;
        const int count = override.mid(equals + 1).trimmed().toInt(&ok);
        if (equals < 0 || !ok || count < 0 || count > limits::kMaxCopies)
            throw PrintError("--count: '" + override.toStdString() + "' is not ID=N with N from 0 to "
                             + std::to_string(limits::kMaxCopies));
        if (const int tile = edited->tileIndex(id); tile >= 0)
            edited->tiles[std::size_t(tile)].printCopies = count;
        else if (const int card = edited->cardIndex(id); card >= 0)
            edited->cards[std::size_t(card)].count = count;
        else
            throw PrintError("--count: the ruleset has no tile or card '" + id + "'" + listedIds("tiles", edited->tiles, id)
                             + (edited->cards.empty() ? std::string() : listedIds("cards", edited->cards, id)));
    }
    return edited;
}

// The layout to write: every sheet, or with --tile one face of one tile alone.
PrintLayout layoutFor(const TileRenderer &renderer, const QCommandLineParser &parser, PrintOptions &options)
{
    if (!parser.isSet(QStringLiteral("tile")))
        return layoutPrint(renderer, options);
    const std::string id = parser.value(QStringLiteral("tile")).toStdString();
    const int type = renderer.rules().tileIndex(id);
    if (type < 0)
        throw PrintError("--tile: the ruleset has no tile '" + id + "'" + listedIds("tiles", renderer.rules().tiles, id));
    bool ok = true;
    const int face = parser.isSet(QStringLiteral("face")) ? parser.value(QStringLiteral("face")).toInt(&ok) : 1;
    if (!ok || face < 1 || face > 2)
        throw PrintError("--face needs 1 (the front) or 2 (the back), not '"
                         + parser.value(QStringLiteral("face")).toStdString() + "'");
    options.footer = false;
    options.cropMarks = CropMarks::None;
    return layoutTile(renderer, options, type, face - 1);
}

} // namespace

// Writes print sheets of a ruleset's tiles to a PDF, or one PNG or SVG per page; exit 2 on
// a bad option or a ruleset that cannot be read, 1 when writing fails (a file is written
// whole or not at all).
int exportCommand(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Print sheets of every tile, card and player sheet of a ruleset, cut-ready, as a PDF "
                                                    "(or PNG or SVG pages)."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("DIR"),
                                 QStringLiteral("the ruleset folder, or the name of a shipped ruleset"));
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
        {QStringLiteral("proof"),
         QStringLiteral("One of each tile type (larger, labelled with id, count and edges) and card (with id and count).")},
        {QStringLiteral("alignment-page"), QStringLiteral("Start with a front and back page of crosshairs.")},
        {QStringLiteral("no-footer"), QStringLiteral("Leave out the footer (name, rules version, page).")},
        {QStringLiteral("ink-saving"), QStringLiteral("Outlines and hatching instead of solid fills.")},
        {QStringLiteral("card-size"),
         QStringLiteral("poker (63x88, default), bridge (57x89), tarot (70x120), mini (44x63) or WxH in millimetres."),
         QStringLiteral("size")},
        {QStringLiteral("card-gap"), QStringLiteral("Between cards (default 0: neighbours share a cut)."),
         QStringLiteral("mm")},
        {QStringLiteral("sheets"),
         QStringLiteral("Blank player sheets of a sheet game (default: one per seat of the largest game)."),
         QStringLiteral("n")},
        {QStringLiteral("count"), QStringLiteral("Print n copies of the tile or card ID instead of its count (repeatable)."),
         QStringLiteral("ID=n")},
        {QStringLiteral("tile"), QStringLiteral("Only this tile type's face, alone on a page its size (for art)."),
         QStringLiteral("ID")},
        {QStringLiteral("face"), QStringLiteral("With --tile: 1 (the front, default) or 2 (the back)."), QStringLiteral("n")},
        {QStringLiteral("set"),
         QStringLiteral("A parameter of the game the player sheets are shaded for (repeatable; Grapha Genesis's "
                        "forest_blocks)."),
         QStringLiteral("key=value")},
    });
    if (!parseArguments(parser, args))
        return 2;
    if (!oneRulesetFolder(parser, "export"))
        return 2;
    const QString target = parser.value(QStringLiteral("out"));
    if (!target.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive)
        && !target.endsWith(QLatin1String(".png"), Qt::CaseInsensitive)
        && !target.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive))
        return fail("export needs --out FILE.pdf, FILE.png or FILE.svg");
    if (const std::string why = outputProblem(target); !why.empty())
        return fail(why);
    const auto loaded = loadOrReport(parser.positionalArguments().first(), std::cerr);
    if (!loaded)
        return 2;
    const bool pdf = target.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive);
    bool ok = true;
    const int dpi = parser.isSet(QStringLiteral("dpi")) ? parser.value(QStringLiteral("dpi")).toInt(&ok) : 300;
    if (!ok || dpi < 30 || dpi > 2400)
        return fail("--dpi needs a whole number from 30 to 2400, not '"
                    + parser.value(QStringLiteral("dpi")).toStdString() + "'");
    // Options that do nothing here are said to, rather than passed over.
    const auto note = [](const std::string &text) { std::cerr << "tilewright-cli: note: " << text << '\n'; };
    if (pdf && parser.isSet(QStringLiteral("dpi")))
        note("--dpi is for PNG pages; a PDF keeps its tiles as drawings");
    if (parser.isSet(QStringLiteral("face")) && !parser.isSet(QStringLiteral("tile")))
        note("--face goes with --tile: every face is printed");
    if (parser.isSet(QStringLiteral("sheets")) && !loaded->grid.bounded())
        note(loaded->id + " has no player sheets: --sheets prints none");
    bool number = false;
    if (const qreal margin = parser.value(QStringLiteral("margin")).toDouble(&number); number && margin < kUnprintedEdge)
        note("--margin " + parser.value(QStringLiteral("margin")).toStdString()
             + " mm: most printers cannot print the outer 3 to 5 mm of a page, so tiles and marks there may be cut "
               "short");
    std::vector<std::int64_t> parameters = loaded->defaultParameters();
    if (!applyOverrides(*loaded, parser.values(QStringLiteral("set")), parameters))
        return 2;
    PrintOptions options;
    std::optional<TileRenderer> renderer;
    std::optional<PrintLayout> layout;
    try {
        renderer.emplace(withCounts(loaded, parser.values(QStringLiteral("count"))));
        options = printOptions(parser);
        const bool sheets = loaded->sheetPerPlayer && !options.proof && !parser.isSet(QStringLiteral("tile"));
        try {
            if (sheets)
                options.shadedCells = shadedSheetCells(*makeGame(loaded), parameters);
        } catch (const std::exception &e) {
            note(std::string("the player sheets print unshaded: ") + e.what());
        }
        layout = layoutFor(*renderer, parser, options);
    } catch (const PrintError &e) {
        return fail(e.what());
    }
    Progress shown("writing page");
    const auto progress = [&shown](int done, int total) {
        shown.update(done, total);
        return true;
    };
    QStringList files{target}; // one per page for PNG and SVG pages
    try {
        if (pdf)
            writePrintPdf(*renderer, *layout, options, target, progress);
        else
            files = writePrintPages(*renderer, *layout, options, target, dpi, progress);
    } catch (const PrintError &e) {
        shown.finish();
        std::cerr << "tilewright-cli: " << e.what() << '\n';
        return 1;
    }
    shown.finish();
    const std::size_t pages = layout->pages.size();
    if (files.isEmpty()) // no page to write
        files = QStringList{target};
    std::cout << files.constFirst().toStdString() << (files.size() > 1 ? " to " + files.constLast().toStdString() : "")
              << ": " << pages << (pages == 1 ? " page\n" : " pages\n");
    return 0;
}

} // namespace tw::cli
