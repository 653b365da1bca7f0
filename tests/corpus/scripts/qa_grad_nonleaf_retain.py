# Written for TensorLens in the style of a Q&A answer: "Why is .grad None for my intermediate tensor?"
import torch

x = torch.tensor([2.0, 3.0], requires_grad=True)
y = x * x          # not a leaf
y.retain_grad()
z = y.sum()
z.backward()
print(x.is_leaf, y.is_leaf, z.is_leaf)
print(x.grad)
print(y.grad)
print(z.grad_fn is not None, x.grad_fn)
