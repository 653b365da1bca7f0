"""The scene's text formats: Qt's indented JSON and NumPy's scalar text, in pure Python."""

import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                                "engine", "live"))

from tensorlens_live.element_text import float_text, value_text  # noqa: E402
from tensorlens_live.qt_json import dumps_indented  # noqa: E402


class QtJson(unittest.TestCase):
    def test_indented_as_qt_writes_it(self):
        text = dumps_indented([{"b": [], "a": None, "s": "t\u00e9\x01\"\\", "n": 24, "f": False}])
        self.assertEqual(text, '[\n    {\n        "a": null,\n        "b": [\n        ],\n        "f": false,\n'
                               '        "n": 24,\n        "s": "t\u00e9\\u0001\\"\\\\"\n    }\n]\n')


class ScalarText(unittest.TestCase):
    def test_floats_as_numpy_prints_them(self):
        cases = [(10.0, "float32", "10.0"), (0.1, "float32", "0.1"), (1e-5, "float64", "1e-05"),
                 (-0.0, "float64", "-0.0"), (1e16, "float64", "1e+16"), (123456792.0, "float32", "123456790.0"),
                 (float("nan"), "float32", "nan"), (float("-inf"), "float64", "-inf"), (1.5e-4, "float16", "0.00015")]
        for value, dtype, text in cases:
            self.assertEqual(float_text(value, dtype), text, (value, dtype))

    def test_other_kinds(self):
        self.assertEqual(value_text((3).to_bytes(8, sys.byteorder, signed=True), "int64"), "3")
        self.assertEqual(value_text(b"\x01", "bool"), "True")
        self.assertIsNone(value_text(b"\x00", "complex64"))


if __name__ == "__main__":
    unittest.main()
