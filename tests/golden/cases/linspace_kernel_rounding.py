# torch.linspace as ATen's AVX2 CPU kernel computes it: start + step * i up to halfway and
# end - step * (steps - i - 1) after it, each fused into one rounding; 32-byte vectors from
# their first element while two fit.
import torch
print(torch.linspace(-3.14159, 3.14159, 7)[3].item())
print(torch.linspace(-3.14159, 3.14159, 7, dtype=torch.float64)[3].item())
combos = [(-3.14159, 3.14159), (0.0, 1.0), (-1.0, 0.1), (0.001, 3.7325840742003553), (123.456, 3.14159),
          (-7.5, 10.0), (1.0, -1.0), (0.0, 0.1), (4.9915362237951335, 0.1), (-2.5, 2.5)]
for dtype in [torch.float32, torch.float64]:
    for start, end in combos:
        for steps in [0, 1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 19, 20, 31, 32, 33, 47, 64, 65]:
            print(dtype, start, end, steps, torch.linspace(start, end, steps, dtype=dtype).tolist())
for dtype in [torch.float32, torch.float64]:
    x = torch.linspace(-3.7, 11.3, 1001, dtype=dtype)
    print(x[:20].tolist(), x[490:510].tolist(), x[-20:].tolist())
