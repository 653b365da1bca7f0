import torch
t = torch.tensor(5.)
print(t.stride(2))
