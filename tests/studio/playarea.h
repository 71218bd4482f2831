#pragma once

#include "boardview.h"
#include "play/choicepanel.h"
#include "play/handstrip.h"
#include "play/playcontroller.h"
#include "play/sheetstrip.h"
#include "play/turnbanner.h"

namespace tw::test {

// The studio's play area as the main window lays it out: board, banner, choices, hand and
// the other players' sheets, driven by a PlayController.
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

} // namespace tw::test
