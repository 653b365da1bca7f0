# Written for TensorLens in the style of a learner's experiment with the version counter of in-place operations
import torch

t = torch.zeros(3)
print(t._version)
t.add_(1)
print(t._version)
t[0] = 5
print(t._version)
t.mul_(2).sub_(1)
print(t._version)
v = t.view(3)
v += 1
print(t._version, v._version)
c = t.clone()
print(c._version)
t = t + 1
print(t._version)
