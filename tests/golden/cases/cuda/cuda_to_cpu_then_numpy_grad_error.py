import torch
t = torch.ones(2, device='cuda', requires_grad=True)
c = t.cpu()
print(c)
print(c.is_leaf, type(c.grad_fn).__name__)
n = c.numpy()
