import torch
x = torch.ones(3)
assert x.shape == (3,), "shape ok"
print("first assert passed")
assert x.sum() > 10, f"sum too small: {x.sum().item()}"
