import torch
t = torch.ones(2, 3, 4)
torch.movedim(t, (0, 1), (2,))
