"""Command line of the live engine.

    python3 -m tensorlens_live scene FILE.py [--step N] [--budget-mib N] [--max-steps N] [--source TEXT.py]
                                             [--cells N] [--timeout SECONDS] [-- SCRIPT ARGS...]
    python3 -m tensorlens_live scene FILE.py --console [--pause-at N] [--cells N] [--budget-mib N]
    python3 -m tensorlens_live info

`scene` prints what `tensorlens scene FILE.py [--step N]` prints: the JSON array of steps
(or the one step asked for), indented as Qt writes it. Exit statuses: 0 the script ran to
its end; 1 it raised, called sys.exit or did not compile; 2 bad usage, an unreadable file
or a step beyond the last; 3 stopped at the step limit (10,000 steps, as the window's);
4 the script imported a PyTorch older than 1.13; 5 the script's process died (the steps
recorded until then are printed); 6 it ran past the time limit (default 600 s); 7 it was
stopped with SIGTERM (the steps recorded until then are printed).

`--cells N` adds, for a window that draws from the scenes, each storage's first N element
texts ("cells", or of a large storage those a window draws, "cells_at"), each object's
identity across steps ("id") and whether the step made it ("born"), and the module's other names with their type, repr and
identity ("values"); without it the scenes are exactly what `tensorlens
scene` prints.

The snapshot budget (default 256 MiB, or TENSORLENS_LIVE_BUDGET_MIB) bounds the bytes
kept to find element writes; a storage beyond it is reported as written, without
elements, when its tensors' version counter moves.

`--source TEXT.py` runs the text of TEXT.py as if it were FILE.py (its folder, __file__,
sys.argv and tracebacks are FILE.py's): an edit the window has not saved.

`--console` keeps the script's process for a console: it runs the script to its end (or
stops it when step N is reached, `--pause-at N`, leaving the rest unrun) and then runs
what standard input sends, one JSON line {"code": "..."} at a time, in the script's
namespace, as Python's console would. Standard output then carries JSON lines as they
come: each step, the script's end ({"end": "finished" | "error" | "paused" | ...}), the
console's {"ready"} and, after each request, its steps and one {"done": {"ok", "error",
"steps"}}. SIGINT interrupts the request running; closing standard input ends it.

`info` prints one JSON line: the Python, PyTorch and NumPy versions, CUDA availability
and the GPU's name.
"""

import json
import os
import platform
import sys

from . import supervisor
from .qt_json import dumps_indented

_USAGE = ("usage: python3 -m tensorlens_live scene FILE.py [--step N] [--budget-mib N] [--max-steps N] "
          "[--source TEXT.py] [--cells N] [--timeout SECONDS] [-- ARGS...]\n"
          "       python3 -m tensorlens_live scene FILE.py --console [--pause-at N] [--cells N] [--budget-mib N]\n"
          "       python3 -m tensorlens_live info\n")


def _fail(message, status=supervisor.EXIT_USAGE):
    sys.stderr.write("tensorlens_live: %s\n" % message)
    return status


def _scene(args):
    options = {"--step": None, "--budget-mib": os.environ.get("TENSORLENS_LIVE_BUDGET_MIB", "256"),
               "--max-steps": "10000", "--cells": "0", "--timeout": os.environ.get("TENSORLENS_LIVE_TIMEOUT", "600"),
               "--pause-at": "-1", "--source": None}
    path, script_args, console = None, [], False
    i = 0
    while i < len(args):
        arg = args[i]
        if arg == "--":
            script_args = args[i + 1:]
            break
        if arg == "--console":
            console = True
            i += 1
            continue
        if arg in options:
            if i + 1 >= len(args):
                return _fail("%s needs a value" % arg)
            options[arg] = args[i + 1]
            i += 2
            continue
        if arg.startswith("-") or path is not None:
            sys.stderr.write(_USAGE)
            return supervisor.EXIT_USAGE
        path = arg
        i += 1
    if path is None:
        sys.stderr.write(_USAGE)
        return supervisor.EXIT_USAGE
    try:
        step = int(options["--step"]) if options["--step"] is not None else -1
        budget = int(float(options["--budget-mib"]) * (1 << 20))
        max_steps = int(options["--max-steps"])
        cells = int(options["--cells"])
        timeout = float(options["--timeout"])
        pause_at = int(options["--pause-at"])
    except ValueError:
        return _fail("--step, --budget-mib, --max-steps, --cells, --timeout and --pause-at take numbers")
    source = options["--source"]
    for readable in (path, source) if source else (path,):
        try:
            with open(readable, "rb"):
                pass
        except OSError as e:
            return _fail("can't open file '%s': %s" % (readable, e.strerror or e))
    if console:
        if step >= 0:
            return _fail("--console streams every step: it takes no --step")
        return supervisor.console(path, script_args, budget, max_steps, pause_at, cells=max(0, cells), source=source)
    run = supervisor.trace(path, script_args, budget, max_steps, timeout, cells=max(0, cells), source=source)
    status, message = supervisor.exit_status(run)
    if status == supervisor.EXIT_OLD_TORCH:
        return _fail(message, status)
    if step >= 0:
        if step >= len(run.steps):
            return _fail("--step %d is beyond the script's last step (%d)" % (step, len(run.steps) - 1))
        text = dumps_indented(run.steps[step])
    else:
        text = dumps_indented(run.steps)
    sys.stdout.write(text)
    sys.stdout.flush()
    if message:
        _fail(message, status)
    return status


def _info():
    info = {"python": platform.python_version(), "executable": sys.executable, "torch": None, "numpy": None,
            "cuda": False, "gpu": None}
    try:
        import numpy

        info["numpy"] = numpy.__version__
    except Exception:
        pass
    try:
        import torch

        info["torch"] = torch.__version__
        info["cuda"] = bool(torch.cuda.is_available())
        if info["cuda"]:
            info["gpu"] = torch.cuda.get_device_name(0)
    except Exception:
        pass
    sys.stdout.write(json.dumps(info) + "\n")
    return 0


def main(argv):
    if argv[:1] == ["scene"]:
        return _scene(argv[1:])
    if argv == ["info"]:
        return _info()
    sys.stderr.write(_USAGE)
    return supervisor.EXIT_USAGE


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
