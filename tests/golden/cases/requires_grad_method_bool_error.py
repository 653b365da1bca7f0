import torch
t = torch.tensor([True, False])
t.requires_grad_(True)
