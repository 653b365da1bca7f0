import torch
v = torch.arange(21.).reshape((3, 7)).t()
print((2.5 / v).stride(), (v + v).stride(), (v * 1).is_contiguous(), (v[::2] * 1).stride(), (-v).stride())
a = (torch.arange(36, dtype=torch.float32) * 1.1 + 0.1).reshape((6, 6)).t()
print((a * a).sum())
