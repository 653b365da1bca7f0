import torch
t = torch.tensor([1.5, -2.5, 0.], device='cuda')
print(t.long())
print(t.int())
print(t.bool())
print(t.double())
print(t.long().is_cuda, t.double().device)
