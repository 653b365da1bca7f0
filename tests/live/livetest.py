"""Shared helpers of the live engine's tests: run the tracer's command line on a script
given as a string and read its scene back."""

import json
import os
import subprocess
import sys
import tempfile
import textwrap
import unittest

PACKAGE_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "engine", "live")


def has(module):
    try:
        __import__(module)
        return True
    except ImportError:
        return False


HAS_TORCH = has("torch")
HAS_NUMPY = has("numpy")
needs_torch = unittest.skipUnless(HAS_TORCH and HAS_NUMPY, "needs PyTorch and NumPy")


class Result:
    def __init__(self, proc):
        self.status = proc.returncode
        self.stdout = proc.stdout.decode("utf-8")
        self.stderr = proc.stderr.decode("utf-8", errors="replace")
        self.steps = json.loads(self.stdout) if self.stdout.strip() else []

    def lines(self):
        return [s["line"] for s in self.steps[1:]]

    def step_at(self, statement, nth=0):
        hits = [s for s in self.steps if s["statement"] == statement]
        return hits[nth]

    def object(self, step, name):
        return next(o for o in step["objects"] if name in o["names"])

    def storage_of(self, step, name):
        return self.object(step, name)["storage"]


class LiveTestCase(unittest.TestCase):
    maxDiff = None

    def setUp(self):
        self._tmp = tempfile.TemporaryDirectory()
        self.folder = self._tmp.name

    def tearDown(self):
        self._tmp.cleanup()

    def scene(self, source, *options, env=None, timeout=120, name="script.py"):
        path = os.path.join(self.folder, name)
        with open(path, "w", encoding="utf-8") as f:
            f.write(textwrap.dedent(source).lstrip("\n"))
        environment = dict(os.environ)
        environment["PYTHONPATH"] = os.pathsep.join([PACKAGE_DIR] + ([env.pop("PYTHONPATH")] if env and "PYTHONPATH" in env else []))
        environment.update(env or {})
        proc = subprocess.run([sys.executable, "-m", "tensorlens_live", "scene", path] + list(options),
                              capture_output=True, env=environment, timeout=timeout, cwd=self.folder)
        return Result(proc)
