#pragma once

#include "model/ruleset.h"

#include <QColor>
#include <QRectF>
#include <QString>

class QPainter;

namespace tw {

// The colour of a suit: hues spread evenly over the ruleset's suits, the same on screen
// and in print; grey for a card without a suit.
QColor suitColor(const Ruleset &rules, int suit);

// What a card's face shows large in its middle: its value, or for a card without one (a
// value of 0: a spell) its name.
QString cardCentreText(const CardDef &card);

// Draws the face of `card` filling `rect` (a card's proportions suit it best): a rounded
// card, a band in its suit's colour naming the suit, cardCentreText() large in the middle
// and, under a value, the card's name at the foot. Text scales with the rect. Draws
// nothing for an unknown card. Ink-saving: the band outlined and hatched instead of filled.
void paintCardFace(QPainter &painter, const QRectF &rect, const Ruleset &rules, int card, bool inkSaving = false);

// Draws the back every card of the ruleset shares, filling `rect`: a rounded card with a
// lattice of diamonds around the game's name (ink-saving: the frame and the name only).
void paintCardBack(QPainter &painter, const QRectF &rect, const Ruleset &rules, bool inkSaving = false);

} // namespace tw
