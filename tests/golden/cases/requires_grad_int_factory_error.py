import torch
print(torch.ones(2, dtype=torch.float64, requires_grad=True))
t = torch.ones(2, dtype=torch.long, requires_grad=True)
