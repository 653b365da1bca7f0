import torch
x = torch.tensor([1., 2.], requires_grad=True)
n = x.numpy(force=True)
print(n, n.dtype)
n[0] = 9
print(x)
y = x * 2
print(y.numpy(force=True))
t = torch.tensor([3, 4])
m = t.numpy(force=True)
m[0] = 0
print(t)
