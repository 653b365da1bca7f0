# F.one_hot: int64 one-hot rows, num_classes inferred as max + 1 by default
import torch
import torch.nn.functional as F

labels = torch.tensor([0, 2, 1, 2])
r = F.one_hot(labels, num_classes=3)
print(r, r.dtype, r.stride())
print(F.one_hot(labels))
print(F.one_hot(torch.tensor([[0, 2], [1, 0]]), 4))
print(F.one_hot(torch.tensor(2), 4))
print(F.one_hot(torch.tensor([], dtype=torch.long), 3))
print(F.one_hot(labels[::2], 5))
for bad in [lambda: F.one_hot(torch.tensor([0, 3]), 3),
            lambda: F.one_hot(torch.tensor([0, -1]), 3),
            lambda: F.one_hot(torch.tensor([0, -1])),
            lambda: F.one_hot(torch.tensor([0., 1.])),
            lambda: F.one_hot(torch.tensor([0, 1], dtype=torch.int32)),
            lambda: F.one_hot(torch.tensor([], dtype=torch.long)),
            lambda: F.one_hot(torch.tensor([], dtype=torch.long), 0),
            lambda: F.one_hot(torch.tensor([0, 1]), -2),
            lambda: F.one_hot(torch.tensor([1]), num_classes=2.0),
            lambda: F.one_hot(torch.tensor([1]), classes=2)]:
    try:
        bad()
    except (RuntimeError, TypeError) as e:
        print(type(e).__name__ + ":", e)
