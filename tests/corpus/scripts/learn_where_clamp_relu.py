# Written for TensorLens in the style of a learner comparing where, clamp and relu
import torch

x = torch.tensor([-2.0, -0.5, 0.0, 0.5, 2.0])
print(torch.where(x > 0, x, torch.zeros_like(x)))
print(x.clamp(min=0))
print(torch.relu(x))
print(torch.nn.functional.relu(x))
print(x.clamp(-1, 1))
print(torch.where(x > 0, x, 0.1 * x))
x.clamp_(min=0)
print(x)
