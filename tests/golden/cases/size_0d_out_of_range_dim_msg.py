import torch
t = torch.tensor(5.)
print(t.size(3))
