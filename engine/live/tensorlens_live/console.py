"""The console of a paused script: after the script ends, or at the step the window asked
for, the traced process stays and runs what is typed, one request at a time, in the
script's namespace, as Python's own console would (expression values shown, an exception
printed and the names kept). Each request's statements are steps of their own, recorded
as the script's were. Requests arrive as JSON lines {"code": "..."} on a pipe of their
own (the script's standard input stays closed); after each, one {"done": ...} line.
{"code": "...", "trial": true} runs it in a copy of the process (fork) that ends after
answering, so that the window can say what a fix would do and the names stay as they were;
where a fork cannot copy the state (a CUDA context), it answers {"trial": "unavailable"}."""

import json
import os
import sys

from .errors import record as error_record
from .errors import traceback_text
from .statements import Script
from .stepper import Stepper

CONSOLE_PATH = "<stdin>"  # as Python's console names what is typed


def _code_objects(code):
    found = {code}
    for const in code.co_consts:
        if hasattr(const, "co_consts"):
            found |= _code_objects(const)
    return found


class _ChunkStepper(Stepper):
    """Steps only through the code typed in this request: a function typed in an earlier
    one shares its file name but not its lines."""

    def __init__(self, chunk, on_step, on_exception):
        super().__init__(chunk, on_step, on_exception)
        self._own = _code_objects(chunk.code)

    def _global(self, frame, event, arg):
        if frame.f_code not in self._own:
            return None
        return super()._global(frame, event, arg)


class Console:
    def __init__(self, tracee, request_fd, namespace):
        self.tracee = tracee
        self.requests = os.fdopen(request_fd, "r", encoding="utf-8")
        self.namespace = namespace

    def serve(self):
        recorder = self.tracee.recorder
        self.tracee.send({"ready": {"step": recorder.steps if recorder is not None else 0}})
        while True:
            try:
                line = self.requests.readline()
            except KeyboardInterrupt:  # Stop between requests: nothing runs to interrupt
                continue
            if not line:
                return
            if line.strip():
                request = json.loads(line)
                if request.get("trial"):
                    self._trial(request.get("code", ""))
                else:
                    self.tracee.send({"done": self._run(request.get("code", ""))})

    def _trial(self, code):
        torch = sys.modules.get("torch")
        cuda = getattr(torch, "cuda", None) if torch is not None else None
        if cuda is not None and getattr(cuda, "is_initialized", lambda: False)():
            self.tracee.send({"done": {"ok": False, "trial": "unavailable", "error": None, "steps": []}})
            return
        pid = os.fork()
        if pid == 0:
            status = 0
            try:
                self.tracee.send({"done": self._run(code)})
            except BaseException:
                status = 1
            finally:
                self.tracee.real_exit(status)
        os.waitpid(pid, 0)
        self.tracee.recorder.capture.skip()

    def _run(self, code):
        recorder = self.tracee.recorder
        first = recorder.steps + 1
        try:
            chunk = Script(CONSOLE_PATH, code, interactive=True)
        except SyntaxError as e:
            sys.stderr.write("".join(__import__("traceback").format_exception_only(type(e), e)))
            return {"ok": False, "error": error_record(e), "steps": [], "printed": recorder.capture.take()}
        chunk.install_line_cache()
        script, recorder.script = recorder.script, chunk
        stepper = _ChunkStepper(chunk, self.tracee.on_console_step, recorder.note_exception)
        error = None
        stepper.install()
        try:
            exec(chunk.code, self.namespace)
        except SystemExit as e:  # as in Python's console: ends it
            Stepper.uninstall()
            recorder.close_running(None, error_record(e))
            self.tracee.send({"done": {"ok": False, "exit": True, "steps": list(range(first, recorder.steps + 1))}})
            raise
        except BaseException as e:  # the statement's own (or Stop's KeyboardInterrupt): the names stay
            Stepper.uninstall()
            sys.stderr.write(traceback_text(e, chunk))
            error = error_record(e)
        finally:
            Stepper.uninstall()
        recorder.close_running(None, error)
        recorder.script = script
        return {"ok": error is None, "error": error, "steps": list(range(first, recorder.steps + 1))}
