# Written for TensorLens in the style of a Q&A answer: "one of the variables needed for gradient computation has been modified by an inplace operation"
import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = x.sigmoid()
y.mul_(2)          # sigmoid's backward needs its output, which is now changed
y.sum().backward()
