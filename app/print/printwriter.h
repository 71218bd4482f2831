#pragma once

#include "printlayout.h"

#include <QString>

#include <functional>

namespace tw {

// Called after each page written with (pages done, pages in all); false cancels.
using PrintProgress = std::function<bool(int done, int total)>;

// Writes every page of `layout` to a PDF at `path`, vector throughout (the renderer's
// paths, fonts embedded), atomically: a failed or cancelled export leaves no file and
// nothing overwritten. Throws PrintError with the reason.
void writePrintPdf(const TileRenderer &renderer, const PrintLayout &layout, const PrintOptions &options,
                   const QString &path, const PrintProgress &progress = {});

} // namespace tw
