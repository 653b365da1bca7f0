#pragma once

namespace tl::ui {

// Where a piece of code came from: a button in the window, the console, or a whole script.
// Gui and Console run every statement and go on after a failing one (like a REPL);
// Script stops at the first exception (like `python3 FILE.py`).
// Step: a step of a script being stepped through (ScriptTimeline); its error is shown in
// place, not in a dialog, since stepping onto it again and again is expected.
enum class ExecOrigin { Gui, Console, Script, Step };

} // namespace tl::ui
