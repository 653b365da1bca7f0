# Written for TensorLens in the style of a learner's reproducibility checklist for random numbers
import random
import numpy as np
import torch

def seed_everything(seed):
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)

seed_everything(123)
a = (random.random(), np.random.rand(), torch.rand(1).item())
seed_everything(123)
b = (random.random(), np.random.rand(), torch.rand(1).item())
print(a == b)
print([round(v, 6) for v in a])

g = torch.Generator().manual_seed(7)
print(torch.randn(3, generator=g))
g.manual_seed(7)
print(torch.randn(3, generator=g))
print(np.random.default_rng(7).integers(0, 10, size=5))
