#pragma once

namespace tl::ui {

// Where a piece of code came from: a button in the window, the console, or a whole script.
// Gui and Console run every statement and go on after a failing one (like a REPL);
// Script stops at the first exception (like `python3 FILE.py`).
enum class ExecOrigin { Gui, Console, Script };

} // namespace tl::ui
