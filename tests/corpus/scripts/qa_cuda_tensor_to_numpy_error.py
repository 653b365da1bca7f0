# Written for TensorLens in the style of a Q&A answer: "TypeError: can't convert cuda:0 device type tensor to numpy" (the question's code, run on a machine without CUDA)
import torch

x = torch.ones(2, 3)
x = x.cuda()
print(x.numpy())
