# Written for TensorLens in the style of a Q&A answer: "grad can be implicitly created only for scalar outputs"
import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = x ** 2
try:
    y.backward()
except RuntimeError as e:
    print("RuntimeError:", e)

y.backward(torch.ones_like(y))
print(x.grad)
x.grad = None
y = x ** 2
y.sum().backward()
print(x.grad)
x.grad = None
(x ** 2).mean().backward()
print(x.grad)
