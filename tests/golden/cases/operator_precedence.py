import torch
print(1 + 2 * 3, (1 + 2) * 3, 2 - 3 - 4, 8 / 2 / 2, 2 * 3 / 4)
print(-2 * 3 + 1, 1 - -1)
t = torch.tensor([1., 2.])
print(t + t * 2)
print((t + t) * 2)
print(-t * 2 + 1)
print(1 - t / 2)
print(10 / 2 * 3)
