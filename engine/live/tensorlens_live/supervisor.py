"""Runs the traced process and gathers its steps. The script gets a process of its own,
so nothing it does (printing, os._exit, a crash, threads, subprocesses) can corrupt the
scene: steps come back over a pipe as JSON lines while they happen, the script's output
goes to a file of its own, and a run past its time is ended with its whole process group."""

import json
import os
import select
import signal
import subprocess
import sys
import tempfile
import time

# Exit statuses of `python3 -m tensorlens_live scene` (the first three as `tensorlens scene`).
EXIT_OK = 0  # the script ran to its end
EXIT_SCRIPT_FAILED = 1  # it raised, called sys.exit, or did not compile
EXIT_USAGE = 2  # bad command line, unreadable file, --step beyond the last step
EXIT_STEP_LIMIT = 3  # stopped at the step limit; the steps up to it are printed
EXIT_OLD_TORCH = 4  # the script imported a PyTorch older than the tracer reads
EXIT_CRASHED = 5  # the script's process died (a signal); the steps recorded are printed
EXIT_TIMEOUT = 6  # the script ran past the time limit; the steps recorded are printed
EXIT_STOPPED = 7  # stopped from outside (SIGTERM: the window's Stop); the steps recorded are printed

_PACKAGE_PARENT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# The tracer is imported from its own folder, then the script's folder takes sys.path[0]
# as it does for `python3 FILE.py`.
_BOOT = ("import sys; sys.path[0] = {package!r}; from tensorlens_live.tracee import main; "
         "sys.path[0] = {folder!r}; main(sys.argv[1:])")


class Run:
    def __init__(self):
        self.steps = []
        self.end = None  # the tracee's last line: {"end": how, "ok": ..., ...}
        self.returncode = None
        self.timed_out = False
        self.stopped = False
        self.output_tail = ""


class _Stopped(Exception):
    pass


def _stop(signum, frame):
    raise _Stopped()


def trace(script, script_args=(), budget_bytes=256 << 20, max_steps=10000, timeout=600.0, python=None, cells=0):
    folder = os.path.dirname(os.path.abspath(script))
    read_end, write_end = os.pipe()
    output = tempfile.TemporaryFile()
    command = [python or sys.executable, "-c", _BOOT.format(package=_PACKAGE_PARENT, folder=folder),
               str(write_end), str(budget_bytes), str(max_steps), str(cells), os.path.abspath(script), script] + list(script_args)
    run = Run()
    try:
        proc = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=output, stderr=subprocess.STDOUT,
                                pass_fds=(write_end,), cwd=folder, start_new_session=True)
    finally:
        os.close(write_end)
    deadline = time.monotonic() + timeout
    pending = b""
    # Stop: the steps gathered so far are kept, the script's whole process group ends.
    previous = signal.signal(signal.SIGTERM, _stop)
    try:
        with os.fdopen(read_end, "rb", buffering=0) as channel:
            while True:
                left = deadline - time.monotonic()
                if left <= 0:
                    run.timed_out = True
                    _kill(proc)
                    break
                ready, _, _ = select.select([channel], [], [], min(left, 1.0))
                if not ready:
                    continue
                chunk = channel.read(1 << 16)
                if not chunk:
                    break
                pending += chunk
                *lines, pending = pending.split(b"\n")
                for line in lines:
                    _take(run, line)
        try:
            run.returncode = proc.wait(timeout=max(1.0, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            run.timed_out = True
            _kill(proc)
            run.returncode = proc.wait()
    except _Stopped:
        run.stopped = True
        _kill(proc)
        run.returncode = proc.wait()
    finally:
        signal.signal(signal.SIGTERM, previous)
    output.seek(0, os.SEEK_END)
    size = output.tell()
    output.seek(max(0, size - 2000))
    run.output_tail = output.read().decode("utf-8", errors="replace")
    output.close()
    return run


def _take(run, line):
    if not line.strip():
        return
    message = json.loads(line.decode("utf-8"))
    if "end" in message:
        run.end = message
    else:
        run.steps.append(message)


def _kill(proc):
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except OSError:
        proc.kill()


def exit_status(run):
    """(status, message for stderr or None)."""
    if run.stopped:
        return EXIT_STOPPED, "stopped after step %d" % max(0, len(run.steps) - 1)
    if run.timed_out:
        return EXIT_TIMEOUT, "the script ran past the time limit and was stopped after step %d" % (len(run.steps) - 1)
    end = run.end
    if end is None:
        if run.returncode is not None and run.returncode < 0:
            try:
                name = signal.Signals(-run.returncode).name
            except ValueError:
                name = "signal %d" % -run.returncode
            why = "was killed by %s" % name
        else:
            why = "ended with status %s before its end was recorded" % run.returncode
        message = "the script's process %s after step %d" % (why, max(0, len(run.steps) - 1))
        if not run.steps and run.output_tail:
            message += ":\n" + run.output_tail.rstrip()  # the tracer itself failed: say how
        return EXIT_CRASHED, message
    how = end["end"]
    if how == "step_limit":
        return EXIT_STEP_LIMIT, "stopped after %d steps (the step limit)" % end.get("steps", len(run.steps) - 1)
    if how == "old_torch":
        return EXIT_OLD_TORCH, ("the script imported PyTorch %s; the tracer reads PyTorch 1.13 and later"
                                % end.get("version"))
    return (EXIT_OK if end.get("ok") else EXIT_SCRIPT_FAILED), None
