# Written for TensorLens in the style of a Q&A answer: "modifying a detached tensor breaks backward"
import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
y = x.exp()
z = y.detach()
z.zero_()            # same memory as y, which exp() saved for backward
print(y)
y.sum().backward()
