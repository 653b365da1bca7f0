import torch
x = torch.tensor([1., 2., 3.], requires_grad=True)
y = (x * x).sum()
y.backward()
print(x.grad)
y.backward()
print("not reached")
