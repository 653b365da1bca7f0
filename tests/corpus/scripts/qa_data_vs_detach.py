# Written for TensorLens in the style of a Q&A answer: ".data vs .detach()"
import torch

a = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
out = a.sigmoid()
c = out.data
c.zero_()                 # autograd does not notice: wrong gradient, no error
out.sum().backward()
print(a.grad)

a = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
out = a.sigmoid()
c = out.detach()
c.zero_()                 # autograd notices through the version counter
try:
    out.sum().backward()
except RuntimeError as e:
    print("RuntimeError raised:", "modified by an inplace operation" in str(e))
