# torch.linspace into integer dtypes: the step in double, each value truncated; vectors of
# 32 bytes start from a truncated base.
import torch
combos = [(0, 10), (724, -956.3012333160767), (-37, 93), (13, -71), (-12, 6), (0.5, 99.5), (-1000, 1000),
          (3, 3), (100, 0)]
for dtype in [torch.int64, torch.int32, torch.int16, torch.int8, torch.uint8]:
    for start, end in combos:
        if dtype in (torch.int8, torch.uint8) and (abs(start) > 100 or abs(end) > 100):
            continue
        if dtype == torch.uint8 and (start < 0 or end < 0):
            continue
        for steps in [0, 1, 2, 3, 5, 8, 9, 16, 20, 31, 33, 47, 64, 65, 100]:
            print(dtype, start, end, steps, torch.linspace(start, end, steps, dtype=dtype).tolist())
print(torch.linspace(0, 1, 0, dtype=torch.bool))
print(torch.linspace(0, 1, 1, dtype=torch.bool))
print(torch.linspace(0, 1, 5, dtype=torch.float16))
for dtype in [torch.float16, torch.bfloat16]:
    for start, end in [(-3.14159, 3.14159), (0.001, 3.7325840742003553), (-7.5, 10.0)]:
        for steps in [2, 7, 16, 33, 64]:
            print(dtype, start, end, steps, torch.linspace(start, end, steps, dtype=dtype).tolist())
print(torch.linspace(-1, 3, 9, dtype=torch.bfloat16))
print(torch.logspace(0, 1, 1, dtype=torch.bool))
print(torch.linspace(0, 1, 2, dtype=torch.bool))
