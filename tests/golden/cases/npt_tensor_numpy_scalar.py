import numpy as np
import torch
t = torch.ones(2, requires_grad=True)
for v in [np.float64(2), np.float32(2.5), np.int64(3), np.float16(2), np.uint8(4), np.int8(-2)]:
    for r in [t * v, v * t, t + v, v + t, t - v, v - t, t / v, v / t, t ** v, v ** t, t // v, t % v]:
        print(type(r).__name__, r.dtype, r.requires_grad, r)

ti = torch.tensor([1, 2])
for v in [np.float64(2.5), np.int64(3), np.int32(3), np.uint8(3), np.float32(0.1)]:
    print(ti * v, ti + v, ti - v, ti / v)
for v in [np.float64(2.5), np.int64(3), np.int32(3), np.uint8(3), np.float32(0.1)]:
    print(v * ti, v - ti, v / ti, v ** ti)
td = torch.tensor([1., 2.], dtype=torch.float64)
print(td * np.float32(0.1), np.float32(0.1) * td, np.float64(2) * torch.tensor(3.0), torch.tensor([1, 2], dtype=torch.int8) * np.int64(3))
x = torch.tensor([1., 2.])
x *= np.float64(3)
x += np.int64(1)
print(x)
