#!/usr/bin/env python3
"""Rewrite cases/current-differences.txt: the golden cases that `tensorlens run
--profile=current` does not yet answer as the current reference did (CASE.current.*, from
make_cases.sh current), each with the first thing the reference printed differently.

    tests/golden/current_differences.py BUILD/app/tensorlens

Compared as tst_interpreter compares them: stdout exactly, the last line of stderr, the
exit status. The test suite keeps the list exact both ways."""

import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CASES = os.path.join(HERE, "cases")
HEADER = """# The golden cases profile `current` does not answer yet as PyTorch 2.14 / NumPy 2.4 /
# CPython 3.14 did (CASE.current.*), with the first thing the reference printed
# differently. Written by tests/golden/current_differences.py; tst_interpreter fails on a
# listed case that answers right, and on an unlisted one that does not.
"""


def last_line(text):
    lines = [line.rstrip() for line in text.splitlines() if line.strip()]
    return lines[-1] if lines else ""


def difference(binary, name):
    base = os.path.join(CASES, name)
    with open(base + ".current.out", encoding="utf-8") as f:
        want_out = f.read()
    with open(base + ".current.err", encoding="utf-8") as f:
        want_err = last_line(f.read())
    with open(base + ".current.code", encoding="utf-8") as f:
        want_code = int(f.read().strip())
    env = dict(os.environ, TENSORLENS_CUDA="sim")
    run = subprocess.run([binary, "run", "--profile=current", name + ".py"], cwd=CASES, env=env,
                         capture_output=True, text=True, timeout=120)
    got_err = last_line(run.stderr)
    if want_err.startswith("SyntaxError"):
        want_err, got_err = want_err.split(":")[0], got_err.split(":")[0]
    if run.stdout != want_out:
        got, want = run.stdout.splitlines(), want_out.splitlines()
        for i in range(max(len(got), len(want))):
            g = got[i] if i < len(got) else "(nothing)"
            w = want[i] if i < len(want) else "(nothing)"
            if g != w:
                return "stdout line %d is %r" % (i + 1, w[:120])
    if got_err != want_err:
        return "stderr ends %r" % want_err[:160]
    if run.returncode != want_code:
        return "exit status %d" % want_code
    return None


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    binary = os.path.abspath(sys.argv[1])
    names = sorted(f[: -len(".current.out")] for f in os.listdir(CASES) if f.endswith(".current.out"))
    rows = []
    for name in names:
        why = difference(binary, name)
        if why:
            rows.append("%s: %s" % (name, why))
    with open(os.path.join(CASES, "current-differences.txt"), "w", encoding="utf-8") as f:
        f.write(HEADER + "".join(row + "\n" for row in rows))
    print("same %d / total %d" % (len(names) - len(rows), len(names)))


if __name__ == "__main__":
    main()
