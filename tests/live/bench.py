#!/usr/bin/env python3
"""How much the live tracer costs, from one run:

1. whole-process time of `python3 -m tensorlens_live scene FILE.py` over plain
   `python3 FILE.py`, for each corpus script (importing torch dominates both); the
   median, quartiles and worst ratio are printed;
2. finding what one step wrote in a 10^7-element float32 storage (the tracer's
   snapshot compare and re-snapshot), with one element written and with all written.

    bench.py [--python PY] [--only SUBSTRING] [--repeat N]
"""

import argparse
import os
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
PACKAGE_DIR = os.path.join(REPO, "engine", "live")


def _time(command, env, cwd):
    start = time.perf_counter()
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, cwd=cwd, timeout=600)
    return time.perf_counter() - start


def whole_process(python, only, repeat):
    folder = os.path.join(REPO, "tests", "corpus", "scripts")
    env = dict(os.environ, PYTHONPATH=PACKAGE_DIR)
    ratios = []
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".py") or only not in name:
            continue
        path = os.path.join(folder, name)
        plain = min(_time([python, path], env, folder) for _ in range(repeat))
        traced = min(_time([python, "-m", "tensorlens_live", "scene", path], env, folder) for _ in range(repeat))
        ratios.append((traced / plain, name, plain, traced))
    ratios.sort()
    values = [r[0] for r in ratios]
    q = statistics.quantiles(values, n=4) if len(values) > 1 else values * 3
    print("whole process, %d corpus scripts: median ratio %.2f (quartiles %.2f, %.2f; worst %.2f %s)"
          % (len(values), statistics.median(values), q[0], q[2], ratios[-1][0], ratios[-1][1]))
    print("  median plain %.3f s, median traced %.3f s"
          % (statistics.median(r[2] for r in ratios), statistics.median(r[3] for r in ratios)))


def written_elements():
    sys.path.insert(0, PACKAGE_DIR)
    import torch
    from tensorlens_live.storages import StorageTable
    from tensorlens_live import views

    table = StorageTable(1 << 30)
    t = torch.zeros(10_000_000)
    table.place([(t, views.TENSOR)])
    (storage,) = table.storages.values()
    table.refresh(storage)
    counter = iter(range(1, 1000))
    for label, write in (("one element", lambda: t.__setitem__(7_654_321, float(next(counter)))),
                         ("every element", lambda: t.add_(1.0)),
                         ("nothing", lambda: None)):
        times = []
        for _ in range(7):
            write()
            start = time.perf_counter()
            change = table.changes(storage)
            if change is not None:
                table.refresh(storage, change[1:])
            times.append(time.perf_counter() - start)
        print("10^7 float32 storage, %s written: median %.1f ms (found %s)"
              % (label, statistics.median(times) * 1000, change))


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--python", default=sys.executable)
    parser.add_argument("--only", default="")
    parser.add_argument("--repeat", type=int, default=1)
    args = parser.parse_args(argv)
    written_elements()
    whole_process(args.python, args.only, args.repeat)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
