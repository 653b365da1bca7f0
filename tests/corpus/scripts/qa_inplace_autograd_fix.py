# Written for TensorLens in the style of a Q&A answer: "one of the variables needed for gradient computation has been modified" - the fix
import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = x.sigmoid()
print(y._version)
try:
    y.mul_(2)
    y.sum().backward()
except RuntimeError as e:
    print(str(e).split(":")[0])
print(y._version)

x.grad = None
y = x.sigmoid()
z = y * 2          # out-of-place: the saved output stays intact
z.sum().backward()
print(x.grad)
