#!/usr/bin/python3
"""Prints the rows of TestEngine::floatSums_data (tests/tst_engine.cpp): sums whose last
bits depend on each library's order of additions, from real PyTorch 1.13 and NumPy 1.24.
Each value is arange(n) * step in the given dtype, optionally strided; the expected sum is
printed with float.hex() so the C++ table compares bit for bit."""
import numpy as np
import torch

cases = [
    # name, dtype, n, step, stride
    ("f32-n7", "float32", 7, 0.1, 1),
    ("f32-n9", "float32", 9, 0.1, 1),
    ("f32-n33", "float32", 33, 0.37, 1),
    ("f32-n1000", "float32", 1000, 0.01, 1),
    ("f32-n4999", "float32", 4999, 0.013, 1),
    ("f64-n9", "float64", 9, 0.1, 1),
    ("f64-n1001", "float64", 1001, 0.001, 1),
    ("f32-strided-n40", "float32", 40, 0.3, 2),
    ("f64-strided-n300", "float64", 300, 0.7, 3),
]
for name, dt, n, step, stride in cases:
    t = (torch.arange(n, dtype=getattr(torch, dt)) * step)[::stride]
    a = (np.arange(n, dtype=getattr(np, dt)) * getattr(np, dt)(step))[::stride]
    print('QTest::addRow("%s") << int(DType::%s) << %d << %r << %d << QStringLiteral("%s") << QStringLiteral("%s");'
          % (name, "Float32" if dt == "float32" else "Float64", n, step, stride,
             float(t.sum().item()).hex(), float(a.sum()).hex()))
