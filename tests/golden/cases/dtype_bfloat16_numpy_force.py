import torch
b = torch.tensor([1.5], dtype=torch.bfloat16, requires_grad=True)
print(b.requires_grad)
b.numpy(force=True)
