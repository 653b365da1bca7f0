"""The console of a paused script (`scene FILE --console`): what is typed runs in the
script's own namespace, one step per statement typed at the top level, as Python's
console would run it; --pause-at stops the script at a step and leaves the rest unrun."""

import json
import os
import signal
import subprocess
import sys
import textwrap
import time

from livetest import PACKAGE_DIR, LiveTestCase, needs_torch


class ConsoleRun:
    def __init__(self, case, source, *options):
        path = os.path.join(case.folder, "script.py")
        with open(path, "w", encoding="utf-8") as f:
            f.write(textwrap.dedent(source).lstrip("\n"))
        environment = dict(os.environ, PYTHONPATH=PACKAGE_DIR)
        self.proc = subprocess.Popen([sys.executable, "-m", "tensorlens_live", "scene", path, "--console"] + list(options),
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                     env=environment, cwd=case.folder)
        self.steps, self.end = [], None
        self.ready = self._until("ready")

    def _until(self, key):
        """The child's lines up to the one with `key` (its steps kept), or None at its end."""
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            line = self.proc.stdout.readline()
            if not line:
                return None
            message = json.loads(line)
            if key in message:
                return message[key]
            if "end" in message:
                self.end = message
            elif "step" in message:
                self.steps.append(message)
        raise AssertionError("no %r within 120 s" % key)

    def type(self, code):
        first = len(self.steps)
        self.proc.stdin.write((json.dumps({"code": code}) + "\n").encode("utf-8"))
        self.proc.stdin.flush()
        done = self._until("done")
        return done, self.steps[first:]

    def close(self):
        self.proc.stdin.close()
        status = self.proc.wait(timeout=60)
        self.proc.stdout.close()
        self.proc.stderr.close()
        return status


def names(step):
    return sorted(name for o in step["objects"] for name in o["names"])


@needs_torch
class Console(LiveTestCase):
    def test_typed_statements_run_on_the_scripts_objects(self):
        run = ConsoleRun(self, """
            import torch
            a = torch.ones(3)
            na = a.numpy()
            """)
        self.assertEqual(run.end["end"], "finished")
        self.assertEqual(run.ready, {"step": 3})
        done, steps = run.type("na[1] = 7\nb = a * 2\nb")
        self.assertEqual(done["ok"], True)
        self.assertEqual([s["step"] for s in steps], [4, 5, 6])
        self.assertEqual([s["statement"] for s in steps], ["na[1] = 7", "b = a * 2", "b"])
        # the write through na is seen by a: one storage
        written = steps[0]["written"]
        self.assertEqual(len(written), 1)
        self.assertEqual(written[0]["new"], "7.0")
        self.assertEqual(names(steps[1]), ["a", "b", "na"])
        # an expression statement shows its value, as Python's console does
        self.assertEqual(steps[2]["printed"], "tensor([ 2., 14.,  2.])\n")
        self.assertEqual(run.close(), 0)

    def test_an_error_keeps_the_names_and_the_console(self):
        run = ConsoleRun(self, "import torch\na = torch.ones(2, requires_grad=True)\n")
        done, steps = run.type("c = a + 1\na.numpy()")
        self.assertFalse(done["ok"])
        self.assertEqual(done["error"]["id"], "numpy_requires_grad")
        self.assertIn('File "<stdin>", line 2, in <module>', steps[-1]["printed"])
        self.assertEqual(steps[-1]["error"]["type"], "RuntimeError")
        done, steps = run.type("na = a.detach().numpy()")
        self.assertTrue(done["ok"])
        self.assertEqual(names(steps[0]), ["a", "c", "na"])
        done, steps = run.type("x = (")
        self.assertEqual(done["error"]["type"], "SyntaxError")
        self.assertEqual(steps, [])
        self.assertIn("SyntaxError", done["printed"])
        self.assertEqual(run.close(), 0)

    def test_a_loop_typed_is_one_step_and_a_function_typed_earlier_adds_none(self):
        run = ConsoleRun(self, "import torch\nt = torch.zeros(4)\n")
        done, steps = run.type("def fill(x):\n    for i in range(4):\n        x[i] = i\n")
        self.assertEqual([s["statement"] for s in steps], ["def fill(x):"])
        done, steps = run.type("fill(t)")
        self.assertTrue(done["ok"])
        self.assertEqual([s["statement"] for s in steps], ["fill(t)"])
        self.assertEqual(run.close(), 0)

    def test_pause_at_a_step_leaves_the_rest_unrun(self):
        run = ConsoleRun(self, """
            import torch
            a = torch.zeros(2)
            for i in range(2):
                a[i] = 5
            print(a)
            """, "--pause-at", "4")
        self.assertEqual(run.end["end"], "paused")
        self.assertEqual(run.ready, {"step": 4})
        self.assertEqual([s["statement"] for s in run.steps[1:]], ["import torch", "a = torch.zeros(2)", "for i in range(2):",
                                                                   "a[i] = 5"])
        done, steps = run.type("print(a)")
        self.assertEqual(steps[0]["printed"], "tensor([5., 0.])\n")
        self.assertEqual(run.close(), 0)

    def test_sigint_interrupts_the_statement_not_the_console(self):
        run = ConsoleRun(self, "x = 1\n")
        mark = os.path.join(self.folder, "looping")
        run.proc.stdin.write((json.dumps({"code": "open(%r, 'w').close()\nwhile True:\n    x += 1\n" % mark}) + "\n").encode())
        run.proc.stdin.flush()
        deadline = time.monotonic() + 60
        while not os.path.exists(mark) and time.monotonic() < deadline:
            time.sleep(0.05)
        run.proc.send_signal(signal.SIGINT)
        done = run._until("done")
        self.assertEqual(done["error"]["type"], "KeyboardInterrupt")
        done, steps = run.type("y = x > 1")
        self.assertTrue(done["ok"])
        self.assertEqual(run.close(), 0)

    def test_a_trial_runs_in_a_copy_and_leaves_the_names(self):
        run = ConsoleRun(self, "import torch\na = torch.ones(2, requires_grad=True)\n")
        run.proc.stdin.write((json.dumps({"code": "na = a.detach().numpy()\nna[0] = 5\nprint(a)", "trial": True}) + "\n").encode())
        run.proc.stdin.flush()
        first = len(run.steps)
        done = run._until("done")
        tried = run.steps[first:]
        self.assertTrue(done["ok"])
        self.assertEqual([s["step"] for s in tried], [3, 4, 5])
        self.assertEqual(names(tried[0]), ["a", "na"])
        self.assertEqual(tried[2]["printed"], "tensor([5., 1.], requires_grad=True)\n")
        # the console's own process never ran it: the names, the values and the step
        # numbers are as they were, and the trial's output is no later step's
        done, steps = run.type("print(sorted(k for k in globals() if not k.startswith('_')), a)")
        self.assertEqual([s["step"] for s in steps], [3])
        self.assertEqual(steps[0]["printed"], "['a', 'torch'] tensor([1., 1.], requires_grad=True)\n")
        self.assertEqual(run.close(), 0)

    def test_an_edit_not_saved_runs_as_the_script(self):
        path = os.path.join(self.folder, "script.py")
        with open(path, "w", encoding="utf-8") as f:
            f.write("x = 1\n")
        edited = os.path.join(self.folder, "edited.txt")
        with open(edited, "w", encoding="utf-8") as f:
            f.write("import os\ny = 2\nprint(os.path.basename(__file__), y)\nraise ValueError(y)\n")
        environment = dict(os.environ, PYTHONPATH=PACKAGE_DIR)
        proc = subprocess.run([sys.executable, "-m", "tensorlens_live", "scene", path, "--source", edited],
                              capture_output=True, env=environment, cwd=self.folder, timeout=120)
        self.assertEqual(proc.returncode, 1)
        steps = json.loads(proc.stdout)
        self.assertEqual([s["statement"] for s in steps[1:]], ["import os", "y = 2", "print(os.path.basename(__file__), y)",
                                                               "raise ValueError(y)"])
        self.assertEqual(steps[3]["printed"], "script.py 2\n")
        # the traceback names the script, and quotes the edited line
        self.assertIn('File "%s", line 4, in <module>\n    raise ValueError(y)\n' % path, steps[4]["printed"])

    def test_sys_exit_typed_ends_the_child(self):
        run = ConsoleRun(self, "x = 1\n")
        done, steps = run.type("import sys\nsys.exit(3)")
        self.assertTrue(done["exit"])
        self.assertEqual(steps[-1]["error"]["type"], "SystemExit")
        self.assertEqual(run.close(), 3)
