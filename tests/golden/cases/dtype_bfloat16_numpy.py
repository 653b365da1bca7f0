import torch
b = torch.tensor([1.5], dtype=torch.bfloat16)
print(b)
b.numpy()
