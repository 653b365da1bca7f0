import torch
t = torch.ones(2, 3, 4)
t.movedim((0, 1), (2, 2))
