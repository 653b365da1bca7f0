import torch
t = torch.tensor([1., 2.])
print(t.numpy())
n = t.to_numpy()
