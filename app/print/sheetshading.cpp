#include "sheetshading.h"

#include "engine/game.h"

namespace tw {

std::vector<Coord> shadedSheetCells(const Game &game, const std::vector<std::int64_t> &parameters)
{
    std::vector<Coord> cells;
    if (!game.rules().sheetPerPlayer || !game.mayDefine("board_marks"))
        return cells;
    const GameState state = game.newGame(game.rules().minPlayers, parameters);
    for (const BoardMark &mark : game.queryMarks(state, "board_marks", 1).value_or(BoardMarks{}))
        if (mark.shade)
            cells.push_back(mark.cell);
    return cells;
}

} // namespace tw
