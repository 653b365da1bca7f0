# Written for TensorLens in the style of a Q&A answer: "How do I get a Python number out of a tensor?"
import torch

t = torch.tensor([[1.5]])
print(t.item(), float(t), t.tolist())
v = torch.tensor([1, 2, 3])
print(v.tolist(), [int(e) for e in v])
try:
    v.item()
except (RuntimeError, ValueError) as e:
    print(type(e).__name__ + ":", e)
try:
    float(v)
except (RuntimeError, ValueError, TypeError) as e:
    print(type(e).__name__ + ":", e)
print(v.sum().item(), type(v.sum().item()).__name__)
