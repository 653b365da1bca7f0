# Written for TensorLens in the style of a learner's notes on comparing floats and tensors
import torch

print(0.1 + 0.2 == 0.3)
a = torch.tensor([0.1 + 0.2])
b = torch.tensor([0.3])
print(a == b)
print(torch.equal(a, b))
print(torch.allclose(a, b))
print(torch.isclose(torch.tensor([1.0, 2.0]), torch.tensor([1.0 + 1e-7, 2.1])))
print(torch.tensor([0.1 + 0.2], dtype=torch.float64) == torch.tensor([0.3], dtype=torch.float64))
print(torch.equal(torch.tensor([1, 2]), torch.tensor([1.0, 2.0])))
