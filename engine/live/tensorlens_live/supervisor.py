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


def _start(script, script_args, budget_bytes, max_steps, cells, python, output, request_fd=-1, pause_at=-1, source=None):
    """The traced process and the read end of its channel. `source`: a file holding the text
    to run instead of the script's own (an edit not saved yet)."""
    folder = os.path.dirname(os.path.abspath(script))
    read_end, write_end = os.pipe()
    command = [python or sys.executable, "-c", _BOOT.format(package=_PACKAGE_PARENT, folder=folder),
               str(write_end), str(budget_bytes), str(max_steps), str(cells), str(request_fd), str(pause_at),
               os.path.abspath(source) if source else "", os.path.abspath(script), script] + list(script_args)
    passed = (write_end,) if request_fd < 0 else (write_end, request_fd)
    try:
        proc = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=output, stderr=subprocess.STDOUT,
                                pass_fds=passed, cwd=folder, start_new_session=True)
    finally:
        os.close(write_end)
    return proc, read_end


def trace(script, script_args=(), budget_bytes=256 << 20, max_steps=10000, timeout=600.0, python=None, cells=0,
          source=None):
    output = tempfile.TemporaryFile()
    run = Run()
    proc, read_end = _start(script, script_args, budget_bytes, max_steps, cells, python, output, source=source)
    deadline = time.monotonic() + timeout
    pending = b""
    # Stop: the steps gathered so far are kept, the script's whole process group ends.
    previous = signal.signal(signal.SIGTERM, _stop)
    channel = os.fdopen(read_end, "rb", buffering=0)
    try:
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
        # Steps the script wrote before it was stopped are kept, whole lines only.
        # (bounded: a process the script started outside its group may hold the pipe)
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        drained = time.monotonic() + 2.0
        while select.select([channel], [], [], max(0.0, drained - time.monotonic()))[0]:
            chunk = channel.read(1 << 16)
            if not chunk:
                break
            pending += chunk
        for line in pending.split(b"\n")[:-1]:
            _take(run, line)
    finally:
        signal.signal(signal.SIGTERM, previous)
        channel.close()
    output.seek(0, os.SEEK_END)
    size = output.tell()
    output.seek(max(0, size - 2000))
    run.output_tail = output.read().decode("utf-8", errors="replace")
    output.close()
    return run


def console(script, script_args=(), budget_bytes=256 << 20, max_steps=10000, pause_at=-1, python=None, cells=0,
            out=None, requests=None, source=None):
    """The script, then its console: every line the traced process sends goes out on `out`
    as it comes (steps, the script's end, then one {"done"} per request), and every line
    read from `requests` goes to the console. It ends when `requests` closes or the script's
    process does. SIGINT interrupts the statement running (KeyboardInterrupt), SIGTERM ends
    the process group. Returns the process's exit status."""
    out = out or sys.stdout.buffer
    requests = requests if requests is not None else sys.stdin.buffer
    output = tempfile.TemporaryFile()
    request_read, request_write = os.pipe()
    try:
        proc, read_end = _start(script, script_args, budget_bytes, max_steps, cells, python, output, request_read,
                                pause_at, source)
    finally:
        os.close(request_read)
    previous_int = signal.signal(signal.SIGINT, lambda signum, frame: _interrupt(proc))
    previous_term = signal.signal(signal.SIGTERM, _stop)
    request_fd = requests.fileno()
    try:
        with os.fdopen(read_end, "rb", buffering=0) as channel:
            sources = [channel, request_fd]
            while True:
                try:
                    ready, _, _ = select.select(sources, [], [])
                except InterruptedError:
                    continue
                if channel in ready:
                    chunk = channel.read(1 << 16)
                    if not chunk:
                        break
                    out.write(chunk)
                    out.flush()
                if request_fd in ready:
                    data = os.read(request_fd, 1 << 16)
                    if not data:
                        sources.remove(request_fd)
                        os.close(request_write)
                        request_write = -1
                        continue
                    os.write(request_write, data)
        return proc.wait()
    except (_Stopped, BrokenPipeError):
        _kill(proc)
        return proc.wait()
    finally:
        signal.signal(signal.SIGINT, previous_int)
        signal.signal(signal.SIGTERM, previous_term)
        if request_write >= 0:
            os.close(request_write)
        output.close()


def _interrupt(proc):
    try:
        os.kill(proc.pid, signal.SIGINT)
    except OSError:
        pass


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
