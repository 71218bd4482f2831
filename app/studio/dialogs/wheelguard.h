#pragma once

class QWidget;

namespace tw {

// Keeps the mouse wheel from changing `field` (a spin box or a combo box in a scrolling
// list) unless the field has the keyboard focus: over an unfocused field the wheel
// scrolls the list, as a person scrolling past it expects.
void guardAgainstWheel(QWidget *field);

} // namespace tw
