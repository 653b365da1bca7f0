import torch
a = torch.tensor([1., 2., 3.])
b = a.cuda()
c = a.to('cuda')
d = a.cuda(0)
e = a.to('cuda:0')
f = a.to(torch.device('cuda'))
print(b is a, c is a, d is a, e is a, f is a)
b[0] = 10
c[1] = 20
print(a)
print(b)
print(c)
print(d.device, e.device, f.device, a.device)
