# Written for TensorLens in the style of a Q&A answer: "Does .to() / .cpu() return the same tensor?"
import torch

t = torch.ones(3)
print(t.to('cpu') is t)
print(t.cpu() is t)
print(t.to(torch.float32) is t)
print(t.to(torch.float64) is t)
print(t.to('cpu', copy=True) is t)
print(t.float() is t, t.double() is t)
u = t.to(torch.float64)
u[0] = 5
print(t)
