#pragma once

#include "printlayout.h"

#include <QString>
#include <QStringList>

#include <functional>

namespace tw {

// Called after each page written with (pages done, pages in all); false cancels.
using PrintProgress = std::function<bool(int done, int total)>;

// Writes every page of `layout` to a PDF at `path`, vector throughout (the renderer's
// paths, fonts embedded), atomically: a failed or cancelled export leaves no file and
// nothing overwritten. Throws PrintError with the reason.
void writePrintPdf(const TileRenderer &renderer, const PrintLayout &layout, const PrintOptions &options,
                   const QString &path, const PrintProgress &progress = {});

// Writes each page to its own file: `path` with "-1", "-2" ... before its extension (just
// `path` when there is one page), a
// PNG at `dpi` dots per inch on white when it ends in .png, an SVG (vector) when it ends
// in .svg. Each file is written atomically. Returns the files written; throws PrintError.
QStringList writePrintPages(const TileRenderer &renderer, const PrintLayout &layout, const PrintOptions &options,
                            const QString &path, int dpi = 300, const PrintProgress &progress = {});

} // namespace tw
