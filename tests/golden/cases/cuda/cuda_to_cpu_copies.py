import torch
a = torch.tensor([1., 2., 3.], device='cuda')
b = a.cpu()
c = a.to('cpu')
d = a.to(torch.device('cpu'))
print(b is a, c is b)
b[0] = 10
c[1] = 20
print(a)
print(b, c, d)
print(b.device, b.is_cuda)
print(b.cpu() is b)
