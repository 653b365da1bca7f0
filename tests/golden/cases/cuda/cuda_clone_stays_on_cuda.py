import torch
a = torch.tensor([1., 2.], device='cuda', requires_grad=True)
c = a.clone()
print(c)
print(c.device, c.is_cuda, type(c.grad_fn).__name__)
b = torch.ones(2, device='cuda')
d = b.clone()
d[0] = 7
print(b, d)
print(d is b)
