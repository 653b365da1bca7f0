"""Scripts that end the process, read input, start threads or subprocesses, run long or
find a library missing: the scene keeps what was recorded and the exit status says why."""

import json
import os
import signal
import subprocess
import sys
import time
import unittest

from livetest import PACKAGE_DIR, LiveTestCase, needs_torch


class EndingTheProcess(LiveTestCase):
    def test_os_exit_keeps_the_steps_so_far(self):
        r = self.scene("""
            import os
            print("bye", end="")
            os._exit(0)
            print("never")
            """)
        self.assertEqual(r.status, 0, r.stderr)
        self.assertEqual(r.lines(), [1, 2, 3])
        self.assertEqual(r.steps[2]["printed"], "bye")

    def test_sys_exit(self):
        r = self.scene("""
            import sys
            sys.exit("stopping")
            """)
        self.assertEqual(r.status, 1)
        last = r.steps[-1]
        self.assertEqual(last["error"], {"type": "SystemExit", "message": "stopping", "id": None})
        self.assertEqual(last["printed"], "stopping\n")
        r = self.scene("import sys\nsys.exit(0)\n")
        self.assertEqual(r.status, 1)  # as the built-in engine: the script did not run to its end
        self.assertIsNone(r.steps[-1]["error"])
        self.assertEqual(r.steps[-1]["raised"], [{"type": "SystemExit", "message": "0", "id": None}])

    def test_segfault_reports_the_signal_and_keeps_the_steps(self):
        r = self.scene("""
            import ctypes
            x = 1
            ctypes.string_at(0)
            """)
        self.assertEqual(r.status, 5)
        self.assertIn("SIGSEGV", r.stderr)
        self.assertEqual(r.lines(), [1, 2])

    def test_step_limit(self):
        r = self.scene("""
            n = 0
            while True:
                try:
                    n += 1
                except BaseException:
                    pass
            """, "--max-steps", "50")
        self.assertEqual(r.status, 3)
        self.assertEqual(len(r.steps), 51)
        self.assertIn("step limit", r.stderr)

    def test_time_limit(self):
        r = self.scene("""
            import time
            x = 1
            time.sleep(60)
            """, "--timeout", "3")
        self.assertEqual(r.status, 6)
        self.assertEqual(r.lines(), [1, 2])


    def test_sigterm_stops_and_keeps_the_steps(self):
        # The window's Stop: SIGTERM to the tracer, which ends the script's process group.
        mark = os.path.join(self.folder, "sleeping")
        path = os.path.join(self.folder, "script.py")
        with open(path, "w", encoding="utf-8") as f:
            f.write("import time\nx = 1\nopen(%r, 'w').close()\ntime.sleep(300)\ny = 2\n" % mark)
        environment = dict(os.environ, PYTHONPATH=PACKAGE_DIR)
        proc = subprocess.Popen([sys.executable, "-m", "tensorlens_live", "scene", path], stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, env=environment, cwd=self.folder)
        deadline = time.monotonic() + 60
        while not os.path.exists(mark) and time.monotonic() < deadline:
            time.sleep(0.05)
        proc.send_signal(signal.SIGTERM)
        out, err = proc.communicate(timeout=60)
        self.assertEqual(proc.returncode, 7)
        self.assertEqual([s["line"] for s in json.loads(out)[1:]], [1, 2, 3])
        self.assertIn("stopped after step 3", err.decode())


class Interaction(LiveTestCase):
    def test_input_sees_closed_stdin(self):
        r = self.scene("""
            try:
                name = input("name? ")
            except EOFError as e:
                print("EOF", repr(str(e)))
            """)
        self.assertEqual(r.status, 0, r.stderr)
        self.assertEqual(r.steps[2]["printed"], "name? ")
        self.assertEqual(r.steps[2]["raised"][0]["type"], "EOFError")
        self.assertEqual(r.steps[3]["printed"], "EOF 'EOF when reading a line'\n")

    def test_threads_and_subprocesses_print_into_the_scene(self):
        r = self.scene("""
            import subprocess, sys, threading
            t = threading.Thread(target=lambda: print("from thread"))
            t.start(); t.join()
            subprocess.run([sys.executable, "-c", "print('from child')"])
            print("done")
            """)
        self.assertEqual(r.status, 0, r.stderr)
        printed = "".join(s["printed"] for s in r.steps)
        self.assertEqual(printed, "from thread\nfrom child\ndone\n")
        self.assertEqual(r.steps[-2]["printed"], "from child\n")


class MissingLibraries(LiveTestCase):
    def _fake(self, name, body):
        folder = os.path.join(self.folder, "fake")
        os.makedirs(os.path.join(folder, name), exist_ok=True)
        with open(os.path.join(folder, name, "__init__.py"), "w") as f:
            f.write(body)
        return folder

    def test_no_torch(self):
        fake = self._fake("torch", "raise ModuleNotFoundError(\"No module named 'torch'\", name='torch')\n")
        r = self.scene("""
            import numpy as np
            a = np.zeros(3)
            a[1] = 2
            import torch
            """, env={"PYTHONPATH": fake})
        self.assertEqual(r.status, 1)
        self.assertEqual(r.step_at("a[1] = 2")["written"][0]["seen_as"], ["a[1]"])
        self.assertEqual(r.steps[-1]["error"]["type"], "ModuleNotFoundError")

    def test_no_numpy(self):
        fake = self._fake("numpy", "raise ModuleNotFoundError(\"No module named 'numpy'\", name='numpy')\n")
        r = self.scene("""
            x = [1, 2]
            print(sum(x))
            """, env={"PYTHONPATH": fake})
        self.assertEqual(r.status, 0, r.stderr)
        self.assertEqual(r.steps[-1]["printed"], "3\n")

    def test_old_torch_is_refused(self):
        fake = self._fake("torch", "__version__ = '1.12.1'\nclass Tensor: pass\n")
        r = self.scene("""
            import torch
            x = 1
            """, env={"PYTHONPATH": fake})
        self.assertEqual(r.status, 4)
        self.assertIn("PyTorch 1.12.1", r.stderr)
        self.assertEqual(r.stdout, "")

    @needs_torch
    def test_torch_without_numpy(self):
        fake = self._fake("numpy", "raise ModuleNotFoundError(\"No module named 'numpy'\", name='numpy')\n")
        r = self.scene("""
            import torch
            a = torch.zeros(3)
            b = a[1:]
            b[0] = 4
            """, env={"PYTHONPATH": fake})
        self.assertEqual(r.status, 0, r.stderr)
        self.assertEqual(r.steps[-1]["written"][0]["seen_as"], ["a[1]", "b[0]"])


class CommandLine(LiveTestCase):
    def test_unreadable_file(self):
        proc = subprocess.run([sys.executable, "-m", "tensorlens_live", "scene", "/nonexistent/x.py"],
                              capture_output=True, env=dict(os.environ, PYTHONPATH=PACKAGE_DIR))
        self.assertEqual(proc.returncode, 2)
        self.assertIn("can't open file", proc.stderr.decode())

    def test_info(self):
        proc = subprocess.run([sys.executable, "-m", "tensorlens_live", "info"], capture_output=True,
                              env=dict(os.environ, PYTHONPATH=PACKAGE_DIR))
        self.assertEqual(proc.returncode, 0)
        info = json.loads(proc.stdout)
        self.assertEqual(set(info), {"python", "executable", "torch", "numpy", "cuda", "gpu"})
        self.assertEqual(info["python"].split(".")[:2], [str(v) for v in sys.version_info[:2]])


if __name__ == "__main__":
    unittest.main()
