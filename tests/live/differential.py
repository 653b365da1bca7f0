#!/usr/bin/env python3
"""Both engines on the same scripts, step by step: the built-in engine's `tensorlens scene`
and the live tracer (`python3 -m tensorlens_live scene`). Every shared conformance case,
lesson, example and corpus script that the built-in engine runs to its end (scene exit 0)
is compared: the same steps and statements, storages (up to numbering) with their owners,
objects, written elements and who sees them, copies and their bytes, freed storages,
printed text and exceptions.

    differential.py TENSORLENS_EXE [--python PY] [--only SUBSTRING] [--jobs N] [--verbose]

Prints each difference compactly and `same N / total M`. Exits 1 when a script differs
that no known reason (KNOWN, below) explains, 0 otherwise.

What the two engines cannot see alike is normalised away, not hidden: storages only one
engine shows (the built-in engine numbers its temporaries too) are left out of copies and
freed lists; an element write that stored the value already there is invisible in memory;
a range written in place is compared by storage and writer, as the byte range the built-in
engine reports is the view's, the tracer's the bytes that changed.
"""

import argparse
import re
import concurrent.futures
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))

# Known differences: which side is wrong, and the differences it explains (patterns of the
# lines this script prints). A script passes when each of its differences matches a known
# one it is listed with; any other difference fails. "built-in:" a bug of the built-in
# engine (the tracer shows what real PyTorch 1.13 does); "inherent:" what one engine
# cannot see.
STACK_TEMPORARY = ("inherent: a temporary on the interpreter's value stack (f(a) - f(b) holds f(a) while "
                   "f(b) runs) is no object the tracer can reach",
                   r"storages: |objects \S+: storage built-in|freed: ")  # (and the numbering after it)
SAME_VALUE_IN_ARRAY = ("inherent: an array element written with the value it had (x[1] = 1.2 into an int "
                       "array holding 1): no byte changes and NumPy keeps no version counter",
                       r"in_place: built-in \[\d+\] \| live \[\]")
EMPTY_REUSED = ("inherent: torch.empty() got back the freed memory of an earlier equal result, so filling it "
                "changed no byte and the tracer cannot see it initialized (allocator-dependent)",
                r'storages: built-in only \[.*"uninitialized": false}\] \| live only \[.*"uninitialized": true}\]$')
# Differences that depend on the run (where the allocator puts a result), so a script listed
# with them may also come out the same.
MAY_NOT_SHOW = [EMPTY_REUSED]
KNOWN = {}
KNOWN["corpus/learn_gradient_check"] = [STACK_TEMPORARY]
KNOWN["corpus/np_indexing_assign"] = [SAME_VALUE_IN_ARRAY]
KNOWN["corpus/tut_blitz_operations"] = [EMPTY_REUSED]


def explained(name, differences):
    """The known reasons explaining all of `differences`, or None if one is unexplained."""
    reasons = KNOWN.get(name, [])
    used = set()
    for line in differences:
        match = next((r for r in reasons if re.search(r[1], line)), None)
        if match is None:
            return None
        used.add(match[0])
    return sorted(used)


def scripts(shared):
    groups = [
        ("conformance", os.path.join(shared, "cases")),
        ("lessons", os.path.join(REPO, "resources", "lessons")),
        ("examples", os.path.join(REPO, "resources", "examples")),
        ("corpus", os.path.join(REPO, "tests", "corpus", "scripts")),
    ]
    out = []
    for group, folder in groups:
        if not os.path.isdir(folder):
            continue
        for name in sorted(os.listdir(folder)):
            if name.endswith(".py"):
                out.append(("%s/%s" % (group, name[:-3]), os.path.join(folder, name)))
    return out


def run_builtin(exe, path):
    env = dict(os.environ, TENSORLENS_CUDA="off", QT_QPA_PLATFORM="offscreen")
    proc = subprocess.run([exe, "scene", path], capture_output=True, env=env, timeout=300)
    return proc.returncode, proc.stdout


def run_live(python, path):
    # The tracer's folder first on sys.path from the command, as tensorlens runs it: an
    # interpreter that drops PYTHONPATH (a wrapper, isolated mode) still finds it.
    boot = ("import sys, runpy; sys.path.insert(0, %r); runpy.run_module('tensorlens_live', run_name='__main__', "
            "alter_sys=True)" % os.path.join(REPO, "engine", "live"))
    proc = subprocess.run([python, "-c", boot, "scene", path], capture_output=True, timeout=900)
    return proc.returncode, proc.stdout, proc.stderr


# ---- normalising a scene -----------------------------------------------------------------


def _numbering(steps):
    """Storage ids renumbered by first appearance in the storage lists; storages first
    shown in the same step by what they hold (engines allocate a step's storages in
    different orders: backward() makes y.grad before x.grad)."""
    mapping = {}
    for step in steps:
        fresh = [st for st in step["storages"] if st["id"] not in mapping]
        for st in sorted(fresh, key=lambda st: (st["owners"], st["dtype"], st["nbytes"], st["id"])):
            mapping[st["id"]] = len(mapping) + 1
    return mapping


def normalise(steps):
    ids = _numbering(steps)
    out = []
    shown_before = set()
    first_seen, steps_seen = {}, []
    for step in steps:
        steps_seen.append(step)
        # a copy from a temporary into a storage that was there is a write in place: the
        # tracer sees the bytes change (an element, or a range), not the temporary
        copied_in = {ids[c["to"]] for c in step["copies"] if c["to"] in shown_before and c["to"] in ids}
        written = [w for w in step["written"] if w["storage"] in ids and w["old"] != w["new"]]
        s = {
            "line": step["line"], "statement": step["statement"], "printed": step["printed"],
            "error": _exception(step["error"]), "raised": [_exception(e) for e in step["raised"]],
            "storages": sorted((dict(st, id=ids[st["id"]]) for st in step["storages"]), key=lambda st: st["id"]),
            # objects first seen in the same step in name order: the built-in engine orders
            # them by creation, which memory cannot tell
            "objects": sorted((dict(o, storage=ids.get(o["storage"])) for o in step["objects"]),
                              key=lambda o: (first_seen.setdefault(o["name"], len(steps_seen)), o["name"])),
            "written": sorted((ids[w["storage"]], w["element"], w["old"], w["new"], tuple(w["seen_as"]), w["writer"])
                              for w in written),
            # (an element written with the value it had: the tracer sees the write, not where)
            "in_place": sorted({ids[b["storage"]] for b in step["bulk_written"] if b["storage"] in shown_before} |
                               {ids[w["storage"]] for w in step["written"] if w["storage"] in ids and w["old"] == w["new"]} |
                               copied_in),
            "bulk_writers": {ids[b["storage"]]: b["writer"] for b in step["bulk_written"] if b["storage"] in ids},
            "copies": sorted((ids[c["from"]], ids[c["to"]], c["bytes"], c["direction"]) for c in step["copies"]
                             if c["from"] in ids and c["to"] in ids),
            "freed": sorted(ids[f] for f in step["freed"] if f in ids),
        }
        out.append(s)
        shown_before = {st["id"] for st in step["storages"]}
    return out


def _exception(e):
    return None if e is None else (e["type"], e["message"], e["id"])


def _short(value, width=160):
    text = json.dumps(value, ensure_ascii=False, default=list)
    return text if len(text) <= width else text[: width - 3] + "..."


def compare(builtin, live):
    """Differences as short lines, first step first."""
    a, b = normalise(builtin), normalise(live)
    out = []
    if len(a) != len(b):
        out.append("steps: built-in %d, live %d" % (len(a) - 1, len(b) - 1))
    for i, (x, y) in enumerate(zip(a, b)):
        # what the built-in engine calls a copy in, the tracer may see as one element written
        for storage in set(x["in_place"]) - set(y["in_place"]):
            if any(w[0] == storage for w in y["written"]) and not any(w[0] == storage for w in x["written"]):
                y["written"] = [w for w in y["written"] if w[0] != storage]
                y["in_place"] = sorted(set(y["in_place"]) | {storage})
        common = set(x["bulk_writers"]) & set(y["bulk_writers"])
        x["bulk_writers"] = {k: v for k, v in x["bulk_writers"].items() if k in common}
        y["bulk_writers"] = {k: v for k, v in y["bulk_writers"].items() if k in common}
        for key in x:
            if key == "objects" and x[key] != y[key]:
                out.extend("step %d (line %s) objects %s" % (i, x["line"], d) for d in _object_differences(x[key], y[key]))
            elif key == "storages" and x[key] != y[key]:
                only_a = [st for st in x[key] if st not in y[key]]
                only_b = [st for st in y[key] if st not in x[key]]
                out.append("step %d (line %s) storages: built-in only %s | live only %s"
                           % (i, x["line"], _short(only_a, 200), _short(only_b, 200)))
            elif x[key] != y[key]:
                out.append("step %d (line %s) %s: built-in %s | live %s" % (i, x["line"], key, _short(x[key]), _short(y[key])))
        if x["line"] != y["line"]:
            break  # the runs went different ways; what follows would only repeat it
    return out


def _object_differences(builtin, live):
    a = {o["name"]: o for o in builtin}
    b = {o["name"]: o for o in live}
    out = []
    if [o["name"] for o in builtin] != [o["name"] for o in live]:
        out.append("order/names: built-in %s | live %s" % ([o["names"] for o in builtin], [o["names"] for o in live]))
    for name in a:
        if name in b and a[name] != b[name]:
            fields = sorted(k for k in set(a[name]) | set(b[name]) if a[name].get(k) != b[name].get(k))
            out.append("%s: %s" % (name, ", ".join("%s built-in %s live %s" % (k, _short(a[name].get(k), 60),
                                                                         _short(b[name].get(k), 60)) for k in fields)))
    return out


def check(exe, python, name, path):
    try:
        status, out = run_builtin(exe, path)
        if status != 0:
            return name, "skipped", ["built-in scene exit %d" % status]
        live_status, live_out, live_err = run_live(python, path)
        builtin = json.loads(out)
        try:
            live = json.loads(live_out)
        except ValueError:
            return name, "differs", ["live printed no scene (exit %d): %s" % (live_status, live_err.decode()[-400:])]
        differences = compare(builtin, live)
        if live_status != 0:
            differences.insert(0, "exit: built-in 0, live %d %s" % (live_status, live_err.decode()[-200:].strip()))
        return name, ("differs" if differences else "same"), differences
    except subprocess.TimeoutExpired:
        return name, "differs", ["timed out"]


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("exe")
    parser.add_argument("--python", default=sys.executable)
    parser.add_argument("--shared", default=os.path.join(REPO, "..", "shared", "conformance"))
    parser.add_argument("--only", default="")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args(argv)
    probe = subprocess.run([args.python, "-c", "import torch, numpy"], capture_output=True)
    if probe.returncode != 0:
        print("SKIP: %s has no PyTorch or NumPy" % args.python)
        return 77
    cases = [(n, p) for n, p in scripts(os.path.abspath(args.shared)) if args.only in n]
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        results = list(pool.map(lambda c: check(args.exe, args.python, *c), cases))
    same = sum(1 for _, verdict, _ in results if verdict == "same")
    total = sum(1 for _, verdict, _ in results if verdict != "skipped")
    unexpected = []
    for name, verdict, differences in results:
        if verdict == "skipped":
            if args.verbose:
                print("skip %s: %s" % (name, differences[0]))
            continue
        if verdict == "same":
            if name in KNOWN and not any(known in MAY_NOT_SHOW for known in KNOWN[name]):
                print("now same (remove from KNOWN): %s" % name)
            continue
        reasons = explained(name, differences)
        if reasons:
            print("known    %s: %s" % (name, "; ".join(reasons)))
            if args.verbose:
                for line in differences[:50]:
                    print("    " + line)
            continue
        print("DIFFERS  %s" % name)
        for line in differences[: (6 if not args.verbose else 50)]:
            print("    " + line)
        unexpected.append(name)
    print("same %d / total %d (%d skipped: the built-in engine does not run them to their end)"
          % (same, total, len(results) - total))
    if unexpected:
        print("%d unexpected difference(s): %s" % (len(unexpected), ", ".join(unexpected)))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
