"""Steps counted as the built-in engine counts them, printed text and exceptions."""

import unittest

from livetest import LiveTestCase


class Steps(LiveTestCase):
    def test_loops_functions_and_branches(self):
        r = self.scene("""
            n = 0
            while n < 2:
                n += 1
            if n > 5:
                n = 0
            elif n == 2:
                n = 3
            else:
                n = 4
            for i in range(2): n += i
            def g(a,
                  b):
                return a + b
            m = g(1,
                  2)
            try:
                raise ValueError("x")
            except ValueError as e:
                m = 0
            finally:
                m = 1
            c = 1; k = 2
            sq = [q * q for q in range(3)]
            lam = lambda q: q + 1
            r = lam(3)
            """)
        self.assertEqual(r.status, 0, r.stderr)
        self.assertEqual(r.lines(), [1, 2, 3, 3, 4, 6, 7, 10, 10, 10, 11, 14, 13, 16, 17, 19, 21, 22, 22, 23, 24, 25, 24])
        self.assertEqual(r.steps[-1]["statement"], "lam = lambda q: q + 1")  # its body runs
        self.assertEqual([s["step"] for s in r.steps], list(range(len(r.steps))))

    def test_nested_loops_count_each_entry(self):
        r = self.scene("""
            for i in range(2):
                for j in range(2):
                    pass
            """)
        self.assertEqual(r.lines(), [1, 2, 3, 3, 2, 3, 3])

    def test_printed_text_belongs_to_its_step(self):
        r = self.scene("""
            import sys
            print("a", end="")
            print("b")
            sys.stderr.write("warned\\n")
            """)
        self.assertEqual([s["printed"] for s in r.steps], ["", "", "a", "b\n", "warned\n"])

    def test_uncaught_exception_ends_the_scene(self):
        r = self.scene("""
            def f(t):
                return t[5]
            print("before")
            f([1])
            print("after")
            """)
        self.assertEqual(r.status, 1)
        last = r.steps[-1]
        self.assertEqual(last["statement"], "return t[5]")
        self.assertEqual(last["error"], {"type": "IndexError", "message": "list index out of range", "id": None})
        self.assertEqual(last["raised"], [last["error"]])
        self.assertTrue(last["printed"].startswith("Traceback (most recent call last):\n"), last["printed"])
        self.assertIn('line 4, in <module>\n    f([1])', last["printed"])
        self.assertNotIn("tensorlens_live", last["printed"])

    def test_caught_exception_is_raised_not_an_error(self):
        r = self.scene("""
            try:
                x = {}["k"]
            except KeyError:
                pass
            """)
        self.assertEqual(r.status, 0)
        step = r.step_at('x = {}["k"]')
        self.assertEqual(step["raised"], [{"type": "KeyError", "message": "'k'", "id": None}])
        self.assertIsNone(step["error"])

    def test_line_shared_by_statements_traceback_shows_the_real_line(self):
        r = self.scene("""
            a = 1; b = 1 / 0
            """)
        self.assertEqual(r.lines(), [1, 1])
        self.assertIn('line 1, in <module>\n    a = 1; b = 1 / 0', r.steps[-1]["printed"])

    def test_syntax_error_is_one_step(self):
        r = self.scene("""
            x = 1
            y = (
            """)
        self.assertEqual(r.status, 1)
        self.assertEqual(len(r.steps), 2)
        self.assertEqual(r.steps[1]["error"]["type"], "SyntaxError")
        self.assertEqual(r.steps[1]["line"], 2)

    def test_step_option_prints_one_step(self):
        r = self.scene("x = 1\ny = 2\n", "--step", "2")
        self.assertEqual(r.status, 0)
        self.assertEqual(r.steps["statement"], "y = 2")
        r = self.scene("x = 1\n", "--step", "5")
        self.assertEqual(r.status, 2)
        self.assertIn("beyond the script's last step (1)", r.stderr)

    def test_argv_and_folder_are_as_python_sets_them(self):
        r = self.scene("""
            import os, sys
            print(sys.argv[1:], os.path.basename(os.getcwd()) == os.path.basename(os.path.dirname(__file__)))
            print(__name__, sys.path[0] == os.path.dirname(__file__))
            """, "--", "one", "two")
        self.assertEqual(r.steps[2]["printed"], "['one', 'two'] True\n")
        self.assertEqual(r.steps[3]["printed"], "__main__ True\n")


if __name__ == "__main__":
    unittest.main()
