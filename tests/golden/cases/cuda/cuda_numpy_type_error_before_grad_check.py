import torch
t = torch.tensor([1., 2.], device='cuda', requires_grad=True)
print(t.requires_grad, t.is_leaf, t.is_cuda)
n = t.numpy()
