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
from .errors import record as error_record
from .errors import traceback_text
from .scene import SceneRecorder
from .statements import Script
from .stepper import Stepper

OLDEST_TORCH = (1, 13)


class Tracee:
    def __init__(self, channel_fd, budget_bytes, max_steps, cells, path, argv):
        self._channel = os.fdopen(channel_fd, "w", encoding="utf-8")
        self.budget = budget_bytes
        self.max_steps = max_steps
        self.cells = cells
        self.argv = argv  # as given: sys.argv[0] is the path the way it was typed
        self.path = path
        self.recorder = None
        self._torch_checked = False
        self._real_exit = os._exit

    def send(self, message):
        self._channel.write(json.dumps(message, ensure_ascii=False) + "\n")
        self._channel.flush()

    def _end(self, how, ok, **details):
        self.send(dict({"end": how, "ok": ok}, **details))

    def run(self):
        capture = OutputCapture()
        with open(self.path, "rb") as f:
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
        if recorder.current is not None:
            recorder.close(None, error)
        self._end(how, ok, steps=recorder.steps)

    def _on_step(self, stmt, frame):
        recorder = self.recorder
        if not self._torch_checked and "torch" in sys.modules:
            self._check_torch()
        if recorder.current is not None and recorder.steps + 1 >= self.max_steps:
            # Stopped here whatever the script would do next (it may catch any exception).
            Stepper.uninstall()
            if recorder.current is not None:
                recorder.close(frame)
            self._end("step_limit", False, steps=recorder.steps)
            self._real_exit(3)
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
                if self.recorder is not None and self.recorder.current is not None:
                    self.recorder.close(None)
                    self.recorder.current = None
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
    the script's absolute path, the script as given and its arguments."""
    channel_fd, budget, max_steps, cells = int(argv[0]), int(argv[1]), int(argv[2]), int(argv[3])
    Tracee(channel_fd, budget, max_steps, cells, argv[4], argv[5:]).run()
