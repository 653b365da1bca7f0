"""The traced process: runs the script as `python3 FILE.py` would (its folder first on
sys.path and as the working directory, sys.argv as Python sets it, __name__ "__main__",
standard input closed) and writes one JSON line per step to the channel the supervisor
gave it, as each step ends, so whatever ends the process, what was recorded is kept.
The last line says how the run ended."""

import builtins
import json
import os
import sys
import types

from .capture import OutputCapture
from .console import Console
from .errors import record as error_record
from .errors import traceback_text
from .scene import SceneRecorder
from .statements import Script
from .stepper import Stepper

OLDEST_TORCH = (1, 13)


class _Paused(BaseException):
    """Raised by the trace function where the console starts: not an error of the script's."""


class Tracee:
    def __init__(self, channel_fd, budget_bytes, max_steps, cells, path, argv, request_fd=-1, pause_at=None,
                 source_path=None):
        self._channel = os.fdopen(channel_fd, "w", encoding="utf-8")
        # the console's requests (-1: no console) and the step it starts at (None: the end)
        self.request_fd = request_fd
        self.pause_at = pause_at
        self.budget = budget_bytes
        self.max_steps = max_steps
        self.cells = cells
        self.argv = argv  # as given: sys.argv[0] is the path the way it was typed
        self.path = path
        # the text to run, when not the file's own (an edit not saved yet): the script
        # still is `path` for everything else (its folder, __file__, tracebacks)
        self.source_path = source_path or path
        self.recorder = None
        self._torch_checked = False
        self._real_exit = os._exit
        self.real_exit = self._real_exit  # os._exit itself, for a trial's copy of the process

    def send(self, message):
        self._channel.write(json.dumps(message, ensure_ascii=False) + "\n")
        self._channel.flush()

    def _end(self, how, ok, **details):
        self.send(dict({"end": how, "ok": ok}, **details))

    def run(self):
        capture = OutputCapture()
        with open(self.source_path, "rb") as f:
            raw = f.read()
        source = raw.decode("utf-8-sig", errors="replace").replace("\r\n", "\n")
        module = types.ModuleType("__main__")
        module.__dict__.update({"__file__": self.path, "__builtins__": builtins, "__cached__": None})
        sys.modules["__main__"] = module
        sys.argv = list(self.argv)
        emit = self.send
        try:
            script = Script(self.path, source)
        except SyntaxError as e:
            self._syntax_error(e, source, capture)
            return
        script.install_line_cache()
        self.recorder = recorder = SceneRecorder(script, module.__dict__, capture, emit, self.budget, self.cells)
        self._patch_exit()
        recorder.first()
        stepper = Stepper(script, self._on_step, recorder.note_exception)
        ok, error, how = True, None, "finished"
        stepper.install()
        try:
            exec(script.code, module.__dict__)
        except _Paused:
            how = "paused"
        except SystemExit as e:
            Stepper.uninstall()
            ok, how = False, "sys.exit"
            code = e.code
            if code is not None and not isinstance(code, int):
                sys.stderr.write(str(code) + "\n")
                error = error_record(e)
        except BaseException as e:  # the script's own exception, whatever it is
            Stepper.uninstall()
            ok, how = False, "error"
            sys.stderr.write(traceback_text(e, script))
            error = error_record(e)
        finally:
            Stepper.uninstall()
        recorder.close_running(None, error)
        self._end(how, ok, steps=recorder.steps)
        if self.request_fd >= 0:
            self._console(module.__dict__)

    def _console(self, namespace):
        """Serves the window's console until it closes the pipe, then ends the process."""
        try:
            Console(self, self.request_fd, namespace).serve()
        except SystemExit as e:
            code = e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
            self._real_exit(code)
        self._real_exit(0)

    def on_console_step(self, stmt, frame):
        """A console request is one step per statement typed at its top level: its loops
        and the functions it calls run inside that step, as the built-in console counts."""
        if stmt.parent[1] is not None or frame.f_code.co_name != "<module>":
            return
        self.recorder.begin(stmt, frame)

    def _on_step(self, stmt, frame):
        recorder = self.recorder
        if not self._torch_checked and "torch" in sys.modules:
            self._check_torch()
        if recorder.current is not None and recorder.steps + 1 >= self.max_steps:
            # Stopped here whatever the script would do next (it may catch any exception).
            Stepper.uninstall()
            recorder.close_running(frame)
            self._end("step_limit", False, steps=recorder.steps)
            self._real_exit(3)
        reached = recorder.steps + (1 if recorder.current is not None else 0)
        if self.pause_at is not None and reached == self.pause_at and self.request_fd >= 0:
            # The window's console starts here: this statement and the rest never run. A
            # trace function traces nothing it runs itself, so the console runs after the
            # script has been unwound from here, in the module's names.
            Stepper.uninstall()
            recorder.close_running(frame)
            raise _Paused()
        recorder.begin(stmt, frame)

    def _check_torch(self):
        self._torch_checked = True
        version = getattr(sys.modules["torch"], "__version__", "0")
        parts = []
        for piece in str(version).split("+")[0].split(".")[:2]:
            digits = "".join(ch for ch in piece if ch.isdigit())
            parts.append(int(digits or 0))
        if tuple(parts) < OLDEST_TORCH:
            self._end("old_torch", False, version=str(version))
            self._real_exit(4)

    def _patch_exit(self):
        """os._exit ends the process at once: the step it ends is recorded first."""
        real_exit = self._real_exit

        def _exit(status):
            Stepper.uninstall()
            try:
                if self.recorder is not None:
                    self.recorder.close_running()
                self._end("os._exit", status == 0, code=status, steps=self.recorder.steps)
            finally:
                real_exit(status)

        os._exit = _exit

    def _syntax_error(self, e, source, capture):
        """Nothing ran: step 0, and one step at the error's line that says why."""
        sys.stderr.write("".join(__import__("traceback").format_exception_only(type(e), e)))
        lines = source.split("\n")
        line = e.lineno or 0
        empty = {"storages": [], "objects": [], "written": [], "bulk_written": [], "copies": [], "freed": [], "raised": []}
        self.send(dict(empty, step=0, line=None, statement=None, printed="", error=None))
        text = lines[line - 1].strip(" \t\n\r\x0b\x0c") if 0 < line <= len(lines) else ""
        self.send(dict(empty, step=1, line=line, statement=text, printed=capture.take(), error=error_record(e)))
        self._end("syntax_error", False, steps=1)


def main(argv):
    """argv: channel fd, snapshot budget in bytes, step limit, cells per storage (0: none),
    the console's request fd (-1: none), the step the console starts at (-1: the script's
    end), the file holding the text to run ("": the script's own), the script's absolute
    path, the script as given and its arguments."""
    channel_fd, budget, max_steps, cells = int(argv[0]), int(argv[1]), int(argv[2]), int(argv[3])
    request_fd, pause_at, source_path = int(argv[4]), int(argv[5]), argv[6]
    Tracee(channel_fd, budget, max_steps, cells, argv[7], argv[8:], request_fd, None if pause_at < 0 else pause_at,
           source_path or None).run()
